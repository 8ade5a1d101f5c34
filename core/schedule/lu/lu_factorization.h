#pragma once
// Right-looking block LU factorization on a master-worker platform (paper 002 §7: Dongarra,
// Pineau, Robert, Shi, Vivien, "Revisiting matrix product on master-worker platforms");
// docs/lu.md. Unlike the matrix product, the result is A = L·U in place of A: the master holds
// A; at each step a pivot of μ×μ blocks is factored, the two panels are solved against it, and
// the core (trailing) matrix receives a rank-μ update, each core row streamed through a worker
// that keeps a chunk of the horizontal panel. Every worker uses the same μ at a given step.
//
//   lu-homogeneous  §7.2: μ the largest with μ² + 4μ ≤ m (the smallest over the workers),
//                   𝔓 = min(p, ⌈μw/3c⌉) workers (c, w their means), one of them factoring the
//                   pivot and solving the panels, all 𝔓 updating the core, μ columns each, in
//                   the round-robin order of Algorithm 1. On one worker it is the schedule of §7.1.
//   lu-hetero       §7.3: every μ from 1 to the largest μ_i is tried and the fastest kept
//                   (simulated); each worker keeps a square μ_i×μ_i chunk when μ_i ≤ μ/2, whole
//                   columns otherwise, and ⌊μ_i²/μ²⌋ μ×μ chunks (virtual workers) when μ_i > μ;
//                   the core rows go to the workers by the global selection of the matrix
//                   product (§6.2.1, Algorithm 3), a worker taking whole columns of the core;
//                   the workers enrolled as the product's finite schedules enroll them (the k
//                   fastest per block update, k = p, then fewer while the makespan improves);
//                   each plan built with §7.2's steps and streamed ones (LuSteps), the faster kept.
//
// Complexity: three activities per core row segment, about r³/(3μν)·⌈μ/ρ⌉ of them for chunks of
// ρ panel rows by ν columns; lu-hetero builds and simulates one schedule per μ tried.

#include "model/platform.h"
#include "model/problem.h"
#include "schedule/lu/lu_builder.h"
#include "schedule/lu/lu_model.h"
#include "schedule/lu/lu_steps.h"
#include "sim/scheduled_run.h"
#include "util/cancel.h"

#include <ostream>
#include <string>
#include <vector>

namespace partita {

struct LuOptions {
    std::string algorithm = "lu-hetero"; // one of luAlgorithms()
    int mu = 0;                          // > 0: this pivot side instead of the algorithm's choice
    // lu-hetero: checked once per μ and per worker count tried; a cancelled token throws
    // Cancelled (util/cancel.h). Null: never.
    const CancelToken *cancel = nullptr;
    // The simulations lu-hetero chooses μ and the worker count by, and that of the result.
    sim::FlowModel flow = sim::FlowModel::Ideal;
    // lu-hetero, > 0: at most this many virtual workers per processor, instead of trying both
    // §7.3's ⌊μ_i²/μ²⌋ and one (docs/lu.md).
    int virtualWorkers = 0;
    LuSteps steps = LuSteps::Best; // lu-hetero: the order of a step (lu_steps.h)
    bool operator==(const LuOptions &) const = default;
};

// One μ studied by lu-hetero (§7.3: "estimate the processing time for each value").
struct LuCandidate {
    int mu = 0;
    double makespan = 0;
    int workersUsed = 0;
    bool operator==(const LuCandidate &) const = default;
};

struct LuResult {
    std::string algorithm;
    Problem problem;
    int blocks = 0; // r, blocks per side
    int mu = 0;     // pivot side, in blocks
    std::vector<std::string> workers; // every candidate worker, in platform order
    std::vector<int> muOf;            // per worker: μ_i, the largest with μ_i² + 4μ_i ≤ m_i
    std::vector<LuChunk> chunks;      // per worker: its chunk shape (None: not used)
    std::string pivotWorker;          // the worker that factors the pivot and solves the panels
    bool streamed = false;            // its steps are streamed (LuSteps::Streamed), not §7.2's
    int selected = 0;                 // lu-homogeneous: 𝔓; lu-hetero: virtual workers offered
    int workersUsed = 0;              // processors that compute
    std::vector<LuCandidate> candidates; // lu-hetero: each μ tried, in increasing order
    double communicationBlocks = 0;   // q×q blocks the master sends and receives
    double computationBlocks = 0;     // block updates (q³ multiply-adds), the pivots as §7.1 counts them
    double makespan = 0;              // from the simulator
    std::vector<LuRole> roles;        // per activity of run.schedule
    std::vector<LuResidency> residency;
    sim::ScheduledRun run;
    sim::SimResult simulated;

    bool operator==(const LuResult &) const = default;
};

std::ostream &operator<<(std::ostream &os, const LuResult &r);

// The names accepted by planLu, in the order of the strategy list (strategy/strategy.h).
const std::vector<std::string> &luAlgorithms();
bool isLuAlgorithm(const std::string &name);

// Plans, builds the schedule and simulates it on the one-port master platform
// (masterWorkerSimPlatform). Throws InputError for an unknown algorithm, n < 1 or q < 1, a
// platform without master, no worker with memory for μ = 1 (5 blocks), or options.mu larger than
// the memory allows.
LuResult planLu(const Platform &platform, const Problem &problem, const LuOptions &options);

} // namespace partita
