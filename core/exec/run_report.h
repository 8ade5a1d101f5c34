#pragma once
// Where a run met or missed its prediction: per rank, the compute, communication and idle
// seconds measured (the summary's per_rank, docs/executor.md) against the prediction's (the
// simulator's trace of the run, run_prediction.h, split the same way by trace_analysis.h), and
// the two makespans. `partita run` prints it after the run and adds it to --json; under
// --emulate it says when this machine could not keep up with the platform's times.

#include "trace/trace.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace partita::exec {

struct KindSeconds {
    double compute = 0, communication = 0, idle = 0;
    bool operator==(const KindSeconds &) const = default;
};

struct RankReport {
    int rank = 0;
    std::string node;
    KindSeconds measured, predicted; // predicted: zeros for a node the prediction has no row of
    bool operator==(const RankReport &) const = default;
};

struct RunReport {
    double measuredMakespan = 0, predictedMakespan = 0;
    std::vector<RankReport> ranks;

    // measured / predicted makespan; 0 without a prediction.
    double ratio() const { return predictedMakespan > 0 ? measuredMakespan / predictedMakespan : 0.0; }

    // The rank and kind whose measured seconds exceed the predicted ones the most: where the
    // run fell behind. rank = -1 when nothing exceeds its prediction.
    struct Miss {
        int rank = -1;
        std::string node;
        const char *kind = "";
        double excess = 0; // seconds
    };
    Miss largestMiss() const;
};

// From the run's summary (its "makespan" and "per_rank") and the predicted trace in seconds.
RunReport compareRun(const nlohmann::json &summary, const Trace &predicted);

// The lines partita run prints: a table of the three kinds per rank, measured / predicted, and
// the makespans with the largest miss. `emulated`: also whether the emulation kept up (within
// 5 %), and if not, how far it fell behind and, on a blocks platform run at `timeUnit` seconds
// per time unit, the time unit that would keep it within 5 % (suggestedTimeUnit).
std::string formatRunReport(const RunReport &report, bool emulated, bool blocksPlatform, double timeUnit);

// The time unit at which this run's overhead (measured − predicted seconds, taken as fixed)
// would be 5 % of the predicted makespan, which grows in proportion to the time unit:
// u' = u · (measured − predicted) / (0.05 · predicted). 0 when the run kept up.
double suggestedTimeUnit(const RunReport &report, double timeUnit);

// {"measured_over_predicted": r, "predicted_per_rank": [{"rank", "node", "compute",
// "communication", "idle"}], "largest_miss": {"rank", "node", "kind", "seconds"} or null}.
nlohmann::json runReportJson(const RunReport &report);

} // namespace partita::exec
