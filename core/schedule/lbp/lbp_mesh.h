#pragma once
// lbp-mesh: the layer-based partition on a mesh or any graph (paper 004 §5): MFT-LBP solved
// with lp_solve (mft_lbp.h), then PMFT-LBP (§5.3, Algorithms 1-2) or MFT-LBP-heuristic (§5.4,
// Algorithm 3) for integer k_i, the flows rounded to whole columns (flow_rounding.h), and a
// store-and-forward schedule of those columns in PCCS mode (§5.1: every node talks to all its
// neighbours at once and starts computing, and forwarding, once it holds all its data),
// simulated for the integer makespan.

#include "model/platform.h"
#include "model/problem.h"
#include "schedule/lbp/flow_rounding.h"
#include "schedule/lbp/lbp_result.h"
#include "schedule/lbp/mft_lbp.h"
#include "sim/sim_platform.h"

#include <vector>

namespace partita {

struct LbpMeshOptions {
    // MFT-LBP-heuristic (Algorithm 3): Phase I, rounding, one re-solve, the circular
    // adjustment of §5.4; two or three LP solves in all. Otherwise PMFT-LBP (Algorithm 1).
    bool heuristic = false;
    // PMFT-LBP only. Phase III as Algorithm 1 lists it (and §5.4 calls its "gradient descent"
    // speed-up): one neighbour per step, a column from the latest to the earliest finisher.
    // With fullNeighbourhood, the best of all p(p-1) neighbours (k_a - 1, k_b + 1) per step,
    // the search §5.4 opens with ("O(p²)"): exact, but hundreds of re-solves per step.
    bool fullNeighbourhood = false;
    const CancelToken *cancel = nullptr; // checked before every LP solve; null: never
    bool operator==(const LbpMeshOptions &) const = default;
};

// Multi-port everywhere (PCCS on meshes).
sim::CommModel lbpMeshCommModel();

// The mesh as the simulator sees it: every oriented edge τ(j,i) = 1 of `network` as a one-way
// link j → i (dataflowPlatform), so that a message between neighbours crosses their link.
Platform lbpMeshNetwork(const Platform &platform, const MftNetwork &network);

// The schedule of one MFT-LBP solution (k and flows per node / edge of `network`): for each
// oriented edge j→i, a transfer of φ(j,i) elements that starts once j has received everything
// sent to it; for each computing node, m·n·k_i multiply-adds once it has received everything.
// An edge that carries nothing still holds i back until j has its data (eq. 50 with φ = 0):
// a plain dependency, or a zero-element message when the link has a latency to pay.
// Simulate it on lbpMeshNetwork(platform, network) with lbpMeshCommModel().
sim::Schedule lbpMeshSchedule(const Platform &platform, const Problem &problem, const MftNetwork &network,
                              const std::vector<double> &k, const std::vector<double> &flow);
// The same for whole layers and whole columns: each transfer carries `columns.carried` of its
// edge (m + n elements each) and each computation reads `columns.kept` of its node; every
// activity says which columns in its data (element coordinates, blockSide 1).
sim::Schedule lbpMeshSchedule(const Platform &platform, const Problem &problem, const MftNetwork &network,
                              const std::vector<std::int64_t> &k, const ColumnFlows &columns);

// `ids` lists the computing processors in platform order. Throws InputError for a bad problem
// or a platform without a master, std::runtime_error if lp_solve fails.
// Cost: one LP of O(p + |E|) rows and columns; PMFT-LBP re-solves it at most p/2 times in FIFS
// and once per Phase III step (p(p-1) times per step at worst with fullNeighbourhood, fewer
// thanks to LP duality bounds); the heuristic re-solves it once or twice.
LbpResult planLbpMesh(const Platform &platform, const Problem &problem, const LbpMeshOptions &options);
LbpResult planLbpMesh(const Platform &platform, const Problem &problem, bool heuristic = false);

} // namespace partita
