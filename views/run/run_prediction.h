#pragma once
// The simulator's prediction of a run, drawn above the measured trace on one time axis: the
// same strategy on the same platform as `partita run` plans it (the star network of the
// one-port master; for the ring, the executor's own problem: W = 2n² multiply-adds per
// iteration, H = n elements, `iterations` steps, docs/executor.md), in the run's seconds (a
// time unit of a "blocks" platform lasts the run's time unit). Computed off the GUI thread.
//
// Also the measured rows put in the order of the predicted ones (processors first, as the
// simulator lists them), so that the two panels read alike.

#include "model/platform.h"
#include "plan/plan_settings.h"
#include "run/run_command.h"
#include "trace/trace.h"

#include <QString>

#include <vector>

namespace partita::views {

struct RunPrediction {
    int job = 0;
    std::string algorithm;
    Trace trace;       // in seconds
    double makespan = 0;
    QString error;     // the simulator could not predict this run (the run may still go)

    static RunPrediction compute(const Platform &platform, const PlanSettings &settings, const RunOptions &options);
};

// The permutation that puts the rows of `measured` in the order of the rows with the same id in
// `predicted`; rows `predicted` lacks follow, in their own order. order[i] = old row of new row i.
std::vector<int> rowOrder(const std::vector<TraceResource> &measured, const Trace &predicted);

// `measured` with its rows (and the peers of its intervals) permuted by `order` (rowOrder),
// intervals sorted. Rows not in `order` (added after it was computed) keep their place at the end.
Trace withRowOrder(const Trace &measured, const std::vector<int> &order);

} // namespace partita::views
