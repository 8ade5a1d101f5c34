#pragma once
// One entry point for every strategy of SPEC §3: plan it on a platform and problem, simulate
// its schedule, and report what `partita simulate` and `partita compare` print (and the studio
// shows). Each family keeps its own planner; this file only dispatches and summarizes:
//
//   partitions   even-columns, block-cyclic, grid2d, columns, recursive,
//                hetero-block-cyclic, layers — the outer-product steps (or the layers) on a
//                star or fully connected network (schedule/outer/outer_product.h)
//   lbp-star     paper 004 §4, modes scss|sccs|pcss|pccs, service order file|bandwidth|speed
//   lbp-mesh     paper 004 §5, PMFT-LBP or the heuristic
//   summa, pipeline, chunked-pipeline   the comparison algorithms of paper 004 §6.2
//   mw-*         paper 002, master-worker with limited memory
//   ring         paper 001, SharedRing (an iterative computation, not a matrix product:
//                its problem is H and W; n and q only set the units of blocks platforms)

#include "metrics/metrics.h"
#include "model/platform.h"
#include "model/problem.h"
#include "sim/simulator.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace partita {

struct EvaluateOptions {
    std::int64_t l = 0;                    // hetero-block-cyclic generalized block (0 = default)
    NetworkModel network = NetworkModel::Star; // partitions and layers
    std::string mode = "pccs";             // lbp-star
    std::string order = "file";            // lbp-star
    bool heuristic = false;                // lbp-mesh
    double h = 1000, w = 1000;             // ring
    int selections = 50;                   // mw-*: selections and steps reported (< 0: all)
    // Simulate every step and keep the trace (simulate --trace); otherwise partitions take
    // the one-step shortcut and the trace may be empty (compare, sweeps).
    bool trace = true;
};

struct Evaluation {
    std::string algorithm;
    std::string family; // partition | lbp | baseline | mw | ring
    double makespan = 0;
    int workersUsed = 0;
    // Block updates (q³ multiply-adds) per time unit over the run; for the ring, work units
    // (W per step) per time unit.
    double throughput = 0;
    std::size_t events = 0; // simulator events (0 when the shortcut was taken)
    // Elements sent over the network; NaN where the notion does not apply.
    double commVolume = std::numeric_limits<double>::quiet_NaN();
    // max_i (work_i/speed_i) / (Σ work / Σ speed) − 1 over the processors that work.
    double imbalance = 0;
    // The ideal makespan: all the work at the platform's total speed, no communication.
    double idealMakespan = 0;
    std::string timeUnit = "s"; // of every time above: "s", or "time units" (blocks platforms)
    sim::SimResult sim;   // the simulated run (trace empty when options.trace is false)
    nlohmann::json extra; // the family's own fields for --json (SPEC §4)
};

// Every name evaluate() accepts, in the order of SPEC §3.
const std::vector<std::string> &evaluableAlgorithms();
bool isEvaluable(const std::string &name);
// The matrix-product strategies `compare` runs by default (all but ring).
std::vector<std::string> defaultComparison();

// Throws InputError for an unknown algorithm, a bad problem, or a platform the strategy cannot
// use (no master for lbp-star or mw-*, no grid for summa, ...), with the reason.
Evaluation evaluate(const std::string &algorithm, const Platform &platform, const Problem &problem,
                    const EvaluateOptions &options);

// The fields SPEC §4 lists for `simulate --json`, and the family's own.
nlohmann::json evaluationToJson(const Evaluation &e, const Problem &problem);

} // namespace partita
