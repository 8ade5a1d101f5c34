#pragma once
// The strategy parameters `simulate` and `compare` share (SPEC §4): --l, --network, --mode,
// --order, --heuristic, --h, --w, registered once so that both commands spell and check them
// alike.

#include "evaluate/evaluate.h"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace partita::cli {

struct StrategyOptions {
    std::int64_t l = 0;
    std::string network = "star";
    std::string mode = "pccs";
    std::string order = "file";
    bool heuristic = false;
    double h = 1000, w = 1000;

    // Adds the options to `cmd` and remembers them to tell later which were given.
    void addTo(CLI::App &cmd);
    EvaluateOptions toEvaluate(bool trace) const;
    // Throws InputError when an option was given that none of `algorithms` uses
    // ("--mode applies to lbp-star").
    void checkApplies(const std::vector<std::string> &algorithms) const;

private:
    CLI::Option *m_l = nullptr, *m_network = nullptr, *m_mode = nullptr, *m_order = nullptr,
                *m_heuristic = nullptr, *m_h = nullptr, *m_w = nullptr;
};

// "a, b, c" for help texts and messages.
std::string joinNames(const std::vector<std::string> &names);

} // namespace partita::cli
