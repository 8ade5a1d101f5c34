#pragma once
// The simulator's prediction of what `partita run` performs, drawn above the measured trace on
// one time axis (`partita run --gantt`, the studio's Run tab): the same strategy on the same
// platform as the executor plans it — the star network of the one-port master; for the ring,
// the executor's own problem (W = 2n² multiply-adds per iteration, H = n elements,
// `iterations` steps; docs/executor.md) — in seconds of the run: a modelled time unit lasts
// `secondsPerUnit` (RunOptions::secondsPerUnit: the --time-unit of a "blocks" platform, the
// --time-scale of an emulated physical one, 1 for a real run). No MPI here, so the studio links it.
//
// And the measured rows put in the order of the predicted ones (processors first, as the
// simulator lists them), so that the two panels read alike.

#include "evaluate/evaluate.h"
#include "model/platform.h"
#include "model/problem.h"
#include "trace/trace.h"

#include <string>
#include <vector>

namespace partita::exec {

// Throws what the planner or simulator throws (InputError, std::invalid_argument) when the
// strategy does not apply. `options` gives the strategy's own parameters (l, mode, order,
// heuristic); the network model and the ring's H and W are the executor's, not theirs.
Trace predictRun(const Platform &platform, const std::string &algorithm, const Problem &problem,
                 EvaluateOptions options, int iterations, double secondsPerUnit);

// The permutation that puts the rows of `measured` in the order of the rows with the same id in
// `predicted`; rows `predicted` lacks follow, in their own order. order[i] = old row of new row i.
std::vector<int> rowOrder(const std::vector<TraceResource> &measured, const Trace &predicted);

// `measured` with its rows (and the peers of its intervals) permuted by `order` (rowOrder),
// intervals sorted. Rows not in `order` (added after it was computed) keep their place at the end.
Trace withRowOrder(const Trace &measured, const std::vector<int> &order);

} // namespace partita::exec
