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

// How late the emulation's activities ended after their predicted ends (the summary's
// fell_behind_seconds, fell_behind_at and fell_behind_total_seconds, docs/executor.md).
struct FellBehind {
    double largest = 0, total = 0; // seconds
    int rank = -1;                 // -1: no activity ended late
    std::string node, kind;
    int step = -1;
    bool operator==(const FellBehind &) const = default;
};

struct RunReport {
    double measuredMakespan = 0, predictedMakespan = 0;
    std::vector<RankReport> ranks;
    double timeScale = 0; // the summary's time_scale: real seconds per modelled time unit (0: not said)
    FellBehind late;

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
// 5 %) at the scale it ran (`scale` real seconds per modelled time unit: the --time-unit of a
// blocks platform, the --time-scale of a physical one), and if not, how far it fell behind,
// where its activities were latest, how much of the miss came after them, and the scale that
// would keep it within 5 % (suggestedScale). Never "kept up" beyond 5 %.
std::string formatRunReport(const RunReport &report, bool emulated, bool blocksPlatform, double scale);

// The scale at which this run's overhead (measured − predicted seconds, taken as fixed) would
// be 5 % of the predicted makespan, which grows in proportion to the scale:
// s' = s · (measured − predicted) / (0.05 · predicted). 0 when the run kept up.
double suggestedScale(const RunReport &report, double scale);

// {"measured_over_predicted": r, "kept_up": within 5 %, "predicted_per_rank": [{"rank", "node", "compute",
// "communication", "idle"}], "largest_miss": {"rank", "node", "kind", "seconds"} or null}.
nlohmann::json runReportJson(const RunReport &report);

} // namespace partita::exec
