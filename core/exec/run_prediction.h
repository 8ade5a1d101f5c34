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
#include "schedule/ring/ring_rates.h"
#include "schedule/outer/result_delivery.h"
#include "sim/scheduled_run.h"
#include "model/platform.h"
#include "model/problem.h"
#include "trace/trace.h"

#include <optional>
#include <string>
#include <vector>

namespace partita::exec {

// What the run does beyond the strategy: where C ends (result_delivery.h) and, for a 2D
// partition, whether A and B were predistributed (the steps then only compute).
struct RunShape {
    ResultDelivery delivery = ResultDelivery::Gathered;
    bool predistributed = false;
};

// Throws what the planner or simulator throws (InputError, std::invalid_argument) when the
// strategy does not apply. `options` gives the strategy's own parameters (l, mode, order,
// heuristic); the network model and the ring's H and W are the executor's, not theirs.
// A 2D partition runs as OuterProductModel::executedRun has it (no barrier, messages posted
// one step ahead); layer-based products as their planners schedule them, then, when C is
// gathered, the reduction of the partial layers along the executor's binomial tree over the
// ranks (result_delivery.h); master-worker schedules return C to the master themselves.
Trace predictRun(const Platform &platform, const std::string &algorithm, const Problem &problem,
                 EvaluateOptions options, int iterations, double secondsPerUnit, RunShape shape = {});

// The ring as `partita run` plans it (exec/ring_run.cpp): a Jacobi relaxation of the n × n grid,
// one iteration W = 2n² multiply-adds, a boundary H = n elements, in the platform's units,
// `iterations` steps in RingResult::run, each processor at its stencil rate for its slice
// (ring_rates.h), with the refinement of paper 001 §4.3 asked (--ring-refine). Throws what
// planSharedRing throws.
RingAtSliceRates plannedRing(const Platform &platform, const Problem &problem, int iterations,
                             RingRefinement refinement = RingRefinement::MaxMin);

// The same scheduled run, before simulation, in the platform's units (not for the ring,
// whose problem is the executor's own: predictRun builds it).
sim::ScheduledRun predictedSchedule(const Platform &platform, const std::string &algorithm, const Problem &problem,
                                    EvaluateOptions options, RunShape shape = {});

// The makespan `partita run` is predicted to reach with C assembled at the master (--result
// gathered), in the platform's time unit, for the strategies whose paper leaves C where it was
// computed (the 2D partitions, layers, lbp-star, lbp-mesh); nullopt for the others, whose
// predicted makespan already ends with C at the master (master-worker) or that the executor
// does not run. `compare` and the studio show it beside the paper's makespan.
std::optional<double> assembledMakespan(const Platform &platform, const std::string &algorithm, const Problem &problem,
                                        const EvaluateOptions &options);

// The permutation that puts the rows of `measured` in the order of the rows with the same id in
// `predicted`; rows `predicted` lacks follow, in their own order. order[i] = old row of new row i.
std::vector<int> rowOrder(const std::vector<TraceResource> &measured, const Trace &predicted);

// `measured` with its rows (and the peers of its intervals) permuted by `order` (rowOrder),
// intervals sorted. Rows not in `order` (added after it was computed) keep their place at the end.
Trace withRowOrder(const Trace &measured, const std::vector<int> &order);

} // namespace partita::exec
