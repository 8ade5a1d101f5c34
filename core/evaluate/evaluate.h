#pragma once
// One entry point for every strategy of the strategy list (strategy/strategy.h): plan it on a
// platform and problem, simulate its schedule, and report what `partita simulate` and
// `partita compare` print and the studio shows. Each family keeps its own planner; this file
// only dispatches and summarizes. The family's own results travel typed (StrategyDetails), and
// evaluation_json.h writes them.
//
//   Partition      even-columns, block-cyclic, grid2d, columns, columns-max, recursive,
//                  nagamochi-abe, nrrp, hetero-block-cyclic, layers — the outer-product steps (or the layers) on a
//                  star or fully connected network (schedule/outer/outer_product.h)
//   LayerBased     lbp-star (paper 004 §4, modes and service orders), lbp-mesh (§5,
//                  PMFT-LBP or the heuristic)
//   MeshBaseline   summa, pipeline, chunked-pipeline: the comparison algorithms of paper 004 §6.2
//   MasterWorker   mw-*: paper 002, master-worker with limited memory
//   Ring           paper 001, SharedRing (an iterative computation, not a matrix product: its
//                  problem is H and W; n and q only set the units of blocks platforms)
//   Lu             lu-*: paper 002 §7, LU factorization of the n×n matrix A (throughput and
//                  the ideal makespan count its block updates, not n³/q³)

#include "metrics/metrics.h"
#include "model/platform.h"
#include "model/problem.h"
#include "partition/plan.h"
#include "schedule/lbp/lbp_result.h"
#include "schedule/lbp/mesh_baselines.h"
#include "schedule/lu/lu_factorization.h"
#include "schedule/mw/master_worker.h"
#include "schedule/ring/ring_result.h"
#include "sim/sim_engine.h"
#include "sim/simulator.h"
#include "strategy/strategy.h"
#include "util/cancel.h"
#include "strategy/strategy_params.h"

#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace partita {

struct EvaluateOptions {
    StrategyParams params;
    int selections = 50; // mw-*: selections and steps reported (< 0: all)
    // Simulate every step and keep the trace (simulate --trace); otherwise partitions take
    // the one-step shortcut and the trace may be empty (compare, sweeps).
    bool trace = true;
    // Checked by the long loops (ring growth, the lbp-mesh LPs, the simulator's events); a
    // cancelled evaluation throws Cancelled (util/cancel.h). Null: it runs to the end.
    const CancelToken *cancel = nullptr;
    // params.flow: how transfers share links (sim/sim_platform.h, FlowModel;
    // docs/simulate-compare.md): the planners simulate under it, and every figure is that
    // simulation's.
    // What simulates the schedule returned (sim/sim_engine.h): the planners always simulate
    // with the built-in simulator to choose; with SimGrid, the schedule they return is
    // replayed in SimGrid and every figure (makespan, events, efficiency, throughput, the
    // trace) is SimGrid's. Throws InputError for SimGrid in a build without it.
    sim::SimEngine engine = sim::SimEngine::Partita;
};

// What each family adds to the common figures.
struct PartitionDetails {
    Plan plan;       // the layout (pieces, or the layers' k_i)
    Metrics metrics; // on that layout, for the network the steps were simulated on
};
struct LayerBasedDetails {
    LbpResult result;
    std::optional<ServiceOrder> order; // lbp-star: its service order; lbp-mesh: none
    bool heuristic = false;            // lbp-mesh: MFT-LBP-heuristic
};
struct MeshBaselineDetails {
    MeshBaselineResult result;
};
struct MasterWorkerDetails {
    MwResult result;
};
struct RingDetails {
    RingResult result;
    double h = 0, w = 0; // the step's data per neighbour and work
    // Each member's rate on its slice, as planned (schedule/ring/ring_rates.h), and whether the
    // slices and rates settled (RingAtSliceRates::settled).
    std::map<std::string, double> rates;
    bool settled = true;
};
struct LuDetails {
    LuResult result;
};
using StrategyDetails = std::variant<PartitionDetails, LayerBasedDetails, MeshBaselineDetails, MasterWorkerDetails,
                                     RingDetails, LuDetails>;

struct Evaluation {
    std::string algorithm;
    Family family = Family::Partition;
    double makespan = 0;
    int workersUsed = 0;
    // Block updates (q³ multiply-adds) per time unit over the run; for the ring, work units
    // (W per step) per time unit; for LU, the block updates its schedule performs.
    double throughput = 0;
    std::size_t events = 0; // simulator events (0 when the shortcut was taken)
    // Elements sent over the network; NaN where the notion does not apply.
    double commVolume = std::numeric_limits<double>::quiet_NaN();
    // max_i (work_i/speed_i) / (Σ work / Σ speed) − 1 over the processors that work.
    double imbalance = 0;
    // The ideal makespan: all the work at the platform's total speed, no communication.
    double idealMakespan = 0;
    Units units = Units::Physical; // of every time above: seconds, or time units (blocks)
    sim::SimResult sim;            // the simulated run (trace empty when options.trace is false)
    StrategyDetails details;

    // idealMakespan / makespan (0 for an empty run).
    double efficiency() const { return makespan > 0 ? idealMakespan / makespan : 0.0; }
    // "s" or "time units".
    const char *timeUnit() const { return units == Units::Blocks ? "time units" : "s"; }
    // The family's details; nullptr when the evaluation is of another family.
    template <class T> const T *detailsAs() const { return std::get_if<T>(&details); }
};

// Throws InputError for an unknown algorithm, a bad problem, or a platform the strategy cannot
// use (no master for lbp-star or mw-*, no grid for summa, ...), with the reason.
Evaluation evaluate(const std::string &algorithm, const Platform &platform, const Problem &problem,
                    const EvaluateOptions &options);

} // namespace partita
