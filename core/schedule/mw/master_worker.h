#pragma once
// Master-worker matrix product with limited memory (paper 002: Dongarra, Pineau, Robert, Shi,
// Vivien, "Revisiting matrix product on master-worker platforms"); docs/master-worker.md.
//
// The master (platform.master, a router or a processor that does not compute) holds A, B and
// C; workers receive a chunk of C, then, step after step, the blocks of A and B that update
// it, and send C back. The master has one port (paper 002 §2.2). Every strategy returns a
// simulator schedule (core/sim), simulated once, together with the quantities of the paper:
//
//   mw-homogeneous     HoLM, §5: μ² + 4μ ≤ m, 𝔓 = min(p, ⌈μw/2c⌉) workers, Algorithm 1's
//                      round-robin order; the small-matrix case with ν and Ω.
//   mw-global          §6.2.1, Algorithm 3 (global selection), on the finite matrix: chunks
//                      of up to μ_i×μ_i cut where they fit, a balanced end, the enrolled
//                      workers chosen by the makespan (docs/master-worker.md).
//   mw-local           §6.2.2 (local selection), the same way.
//   mw-lookahead       §6.2.1, last paragraph: the best pair of next two communications.
//   mw-round-robin     ORROML, §8.2: HoLM's layout and order on every worker.
//   mw-min-min         OMMOML: next step to the worker that can start computing it first.
//   mw-demand-driven   ODDOML: next step to the worker that can receive it first.
//   mw-dd-basic        DDOML: demand-driven, no overlap, maximum re-use layout 1 + μ + μ².
//   mw-bmm             BMM (Toledo): three equal square parts of memory, no overlap.
//   mw-obmm            OBMM: five parts, the next A and B received while computing.
//
// Every strategy takes products of any shape, C (m×n) = A (m×k) · B (k×n): the r×t×s block
// product of paper 002 §2.1 with r = ⌈m/q⌉, t = ⌈k/q⌉, s = ⌈n/q⌉, chunks of C clipped to its
// r×s blocks and each block counted with its real extents.
//
// docs/master-worker.md describes each strategy, the units and the choices made where the
// paper leaves room ("Products of any shape" for the r×t×s forms).

#include "model/platform.h"
#include "model/problem.h"
#include "schedule/mw/mw_selection.h"
#include "sim/scheduled_run.h"
#include "util/cancel.h"

#include <ostream>
#include <string>
#include <vector>

namespace partita {

struct MwOptions {
    std::string algorithm = "mw-global"; // one of masterWorkerAlgorithms()
    int selectionsToReport = 50; // length of MwResult::selections and ::steps; < 0 = all
    // Checked once per chunk handed to a worker; a cancelled token throws Cancelled
    // (util/cancel.h). Null: never.
    const CancelToken *cancel = nullptr;
    sim::FlowModel flow = sim::FlowModel::Ideal; // the simulation of the schedule (sim/sim_platform.h)
    bool operator==(const MwOptions &) const = default;
};

// One decision of an incremental selection (mw-global, mw-local, mw-lookahead), for stepping
// through the algorithm in class: every candidate's ratio at that moment.
struct MwStep {
    int index = 0;              // 1-based number of the selection
    std::string chosen;         // worker id
    std::vector<double> ratios; // per entry of MwResult::workers; -1 for a worker not in the run
    // Per entry of MwResult::workers: ready_i when the selection is decided, the time the worker
    // finishes what it has been given (Algorithm 3); 0 for a worker not in the run.
    std::vector<double> readyBefore;
    double completionTime = 0;  // after this selection (Algorithm 3's completion-time)
    double totalWork = 0;       // block updates assigned so far
    bool operator==(const MwStep &) const = default;
};

struct MwResult {
    std::string algorithm;
    Problem problem;
    std::vector<std::string> workers; // every candidate worker, in platform order
    std::vector<int> mu;              // per worker: chunk side in blocks (μ, ν or β); 0 = unused
    // Block updates per time unit over the asymptotic pattern of the master's communications
    // (§6.2: total work over the completion time of the last communication, C traffic aside).
    double ratio = 0;
    int period = 0; // communications in that pattern; 0 when none settled
    // Bandwidth-centric bound of §6.1 for the μ² + 4μ layout, and whether workers have the
    // memory to realize it (Table 1: they may not).
    double steadyStateRatio = 0;
    bool steadyStateFeasible = true;
    int workersUsed = 0;
    double makespan = 0; // from the simulator
    // Lower bounds on the makespan: all workers computing all the time; and the larger of that,
    // the communication bound of §4.2 (communicationBoundMakespan in mw_model.h) and the one
    // port sending every element of A, B, C once and receiving C once.
    double lowerBoundCompute = 0;
    double lowerBound = 0;
    // Worker ids of the successive steps, in master order; for the incremental rules, the
    // rule's choices on an unbounded matrix (the analysis of §6.2, Table 2).
    std::vector<std::string> selections;
    std::vector<MwStep> steps;           // incremental selections only
    // Incremental selections only, per entry of `workers`: one selection of that worker as
    // Algorithm 3 counts it (μ_i² block updates, 2μ_i c_i plus the latency of the master's
    // port, μ_i² w_i of computation); zeros for a worker not in the run.
    std::vector<SelectionWorker> selectionWorkers;
    // The schedule on the platform with a one-port master (masterWorkerSimPlatform), and its
    // simulation (makespan is simulated.makespan).
    sim::ScheduledRun run;
    sim::SimResult simulated;

    bool operator==(const MwResult &) const = default;
};

std::ostream &operator<<(std::ostream &os, const MwResult &r);

// The names accepted by planMasterWorker, in the order of the strategy list (strategy/strategy.h).
const std::vector<std::string> &masterWorkerAlgorithms();
bool isMasterWorkerAlgorithm(const std::string &name);

// The simulator platform master-worker schedules are meant for: one-port master
// (CommModel{1, 0, false}), node indices as in MwResult::run.schedule.
sim::SimPlatform masterWorkerSimPlatform(const Platform &platform, const Problem &problem);

// Plans, builds the schedule and simulates it. Throws InputError for an unknown algorithm,
// m, k or n < 1, q < 1, a platform without master, or workers without memory for one block
// update in the algorithm's layout.
MwResult planMasterWorker(const Platform &platform, const Problem &problem, const MwOptions &options);

} // namespace partita
