#pragma once
// --sweep PARAM=VALUES, --sweep-points N and --sweep-scale linear|log of `partita compare`
// (docs/command-line.md, compare). The parameter and its values are the core's sweep
// (evaluate/parameter_sweep.h), the one the studio's Comparison tab runs, so that the command
// line and the studio vary the same things over the same values:
//
//   PARAM   n, m, k, order (m = k = n), q, heterogeneity, comm-ratio, memory, or hw (the
//           ring's H/W, paper 001 Figs. 7-12, which is not a platform or problem parameter)
//   VALUES  FROM:TO:STEP                     FROM, FROM+STEP, … up to TO
//           FROM:TO with --sweep-points N    N values, evenly spaced or, with --sweep-scale log,
//                                            geometrically
//           FROM:TO alone                    FROM doubled up to TO, and TO
//           V1,V2,...                        those values
//
// n= on a square product varies its order (m = k = n), as it always did; with --m or --k only
// n varies. Dimensions and q are whole numbers.

#include "evaluate/parameter_sweep.h"
#include "model/problem.h"

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <vector>

namespace partita::cli {

struct SweepSpec {
    std::string name;                        // as typed: "n", "q", "heterogeneity", "hw", …
    std::optional<SweepParameter> parameter; // none for hw
    std::vector<double> values;
    bool operator==(const SweepSpec &) const = default;
};

class SweepOptions {
public:
    // Adds --sweep, --sweep-points and --sweep-scale to `cmd`.
    void addTo(CLI::App &cmd);
    bool given() const { return !m_text.empty(); }
    // The parameter and its values; `problem` tells what n= means. Throws InputError naming the
    // option at fault.
    SweepSpec spec(const Problem &problem) const;

private:
    std::string m_text;
    int m_points = 0;
    std::string m_scale;
};

} // namespace partita::cli
