#pragma once
// lbp-star: the layer-based partition on a star network (paper 004 §4). The star is the
// platform's master (a router or a processor that does not compute) and the computing
// processors one link away from it; a master with "master_computes" joins as a worker whose
// data need no transfer. On C (m×n) = A (m×k)·B (k×n), each worker i gets k_i columns of A and
// rows of B ((m+n)·k_i elements, one message from the master; 2n·k_i on a square product) and
// computes the layer A(:,K_i)·B(K_i,:) (m·n·k_i multiply-adds), Σ k_i = k
// (docs/layer-based.md, "Products of any shape").

#include "model/platform.h"
#include "model/problem.h"
#include "schedule/lbp/lbp_result.h"
#include "schedule/lbp/star_closed_form.h"
#include "schedule/lbp/star_params.h"
#include "sim/sim_platform.h"

#include <string>
#include <vector>

namespace partita {

struct LbpStarOptions {
    StarMode mode = StarMode::Pccs;          // paper 004 §4.1-4.4
    ServiceOrder order = ServiceOrder::File; // ties keep the file order
    sim::FlowModel flow = sim::FlowModel::Ideal; // the simulations of §4.5's rounding and of the result
    bool operator==(const LbpStarOptions &) const = default;
};

// SC modes: the master takes part in one communication at a time (one-port), the sends go
// out in service order. PC modes: no port limit. Workers have no port limit in any mode.
sim::CommModel lbpCommModel(StarMode mode);

// One worker of the star with the rates the simulator will use (sim/sim_platform.cpp):
// c_i = m·n multiply-adds at its speed, m_i = m + n elements over its link from the master (the
// widest one if there are several), L_i = that link's latency. On a square product: n² and 2n.
struct StarMember {
    std::string id;
    int link = -1;        // index into Platform::links; -1 for a computing master
    double speed = 0;
    double bandwidth = 0; // of its link; +inf for a computing master
    double latency = 0;
    StarWorker times;
    bool operator==(const StarMember &) const = default;
};

// The workers in service order. Throws InputError if the problem is invalid (m, k or n < 1, q < 1),
// the platform has no master, or the master has no computing neighbour.
std::vector<StarMember> lbpStarMembers(const Platform &platform, const Problem &problem,
                                       ServiceOrder order);

// The schedule of one solution, real-valued or integer: for each worker with k_i > 0, in
// service order, a transfer master → worker of (m+n)·k_i elements and a computation of
// m·n·k_i multiply-adds that starts with the transfer (SS, `withStartOf`) or after it (CS,
// `after`). Simulate it on SimPlatform(lbpStarNetwork(platform, members), q,
// lbpCommModel(mode)), as LbpResult::run does. An integer solution's activities name their
// columns (element coordinates, Schedule::blockSide = 1).
sim::Schedule lbpStarSchedule(const Platform &platform, const Problem &problem, StarMode mode,
                              const std::vector<std::string> &ids, const std::vector<double> &k);

// The star as the simulator sees it: the platform's nodes and only the members' links, directed
// from the master (dataflowPlatform).
Platform lbpStarNetwork(const Platform &platform, const std::vector<StarMember> &members);

// Closed form (relaxed), integer adjustment (§4.5), and the simulated makespan of the integer
// solution. Throws InputError as lbpStarMembers does.
// O(p²) for the closed form plus two simulations of O(p) activities.
LbpResult planLbpStar(const Platform &platform, const Problem &problem, const LbpStarOptions &options = {});

} // namespace partita
