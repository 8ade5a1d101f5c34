#pragma once
// The best bandwidth shares and workloads of a ring whose members, order and routes are fixed:
// paper 001 §4.3, method 2, the program of §2.4 (Equation 2) for one ring,
//     minimize T  subject to  alpha_i·W·w_i + H·(c_{i,pred} + c_{i,succ}) ≤ T  for each member,
//                             Σ alpha_i = 1, alpha ≥ 0,
//                             Σ_{paths crossing e} (their share of e) ≤ b_e  on each shared link,
//                             (share of e) ≤ b_e                             on a backbone (§2.3),
// where c = 1/min over the path's links of its share. The paper writes one share s_{i,m} per
// path and link, with c·s_{i,m} ≥ 1 ("quadratic in the unknowns"), and solves it with KINSOL. A
// path is no faster than its smallest share, so all its shares may be lowered to that one
// without changing T or breaking a capacity: one unknown x_p = 1/c_p per path. The program is
// then convex (1/x is convex), and Partita solves it to optimality in two stages:
//
// 1. When every member computes (alpha_i > 0), equation (4) gives T = (W + Σ_i speed_i·D_i)/Σ
//    speed, D_i = H·(1/x_{S_i} + 1/x_{P_i}): x minimizes Σ_p a_p/x_p with a_p the speed of the
//    path's sender, on the full capacities. This is the program of §4.2 for all 2q paths: closed
//    form on laminar families (minimizeWeightedInverse), otherwise the barrier method of stage 2
//    without the members' own constraints.
//    Its level is a lower bound on every feasible T (multiply member i's constraint by speed_i
//    and sum: W + Σ speed_i·D_i ≤ T·Σ speed); when its shares leave every D_i at most that
//    level, no alpha is negative, the bound is reached and it is the optimum.
// 2. Otherwise some member's sends alone outlast the level, and it computes nothing at the
//    optimum. With alpha eliminated (alpha_i = speed_i·(T − D_i)/W, scaled down to sum to 1),
//    the program is: minimize T over (x, T) with D_i(x) ≤ T for each member, Σ_i speed_i·D_i(x)
//    ≤ T·Σ speed − W and the capacities — solved by a barrier method with Newton steps (Boyd and
//    Vandenberghe §11.3) to a duality gap of 1e-12·T, from stage 1's shares.
// The answer's T_step and alpha are those of step_time.h for its shares, the same evaluation as
// every other ring in the heuristic.
//
// Complexity: stage 1 as minimizeWeightedInverse with n = 2q paths; stage 2
// O(iterations·(n³ + Σ_groups |g|²)), a few hundred Newton iterations.

#include "schedule/ring/path_bandwidth.h"
#include "schedule/ring/step_time.h"
#include "util/cancel.h"

#include <array>
#include <vector>

namespace partita::ring {

struct RingProgram {
    double h = 0;                          // H: the size of each boundary sent
    double w = 0;                          // W: the work of one step
    std::vector<double> speed;             // per member in ring order: 1/w_i
    std::vector<std::array<int, 2>> paths; // per member: its paths S_i and P_i (indices of x)
    // Over path indices: each shared link with the paths crossing it and its bandwidth; each
    // backbone link with the one path it caps. Every path is in at least one group.
    std::vector<CapacityGroup> groups;
};

struct RingProgramSolution {
    std::vector<double> bandwidth; // x_p, per path index
    StepTime step;                 // T_step and alpha (per member) with these shares
    bool everyMemberComputes = true; // stage 1 was the optimum; false: stage 2 ran
};

// Throws std::invalid_argument when a path is in no group, a member has not two distinct paths
// or a speed, capacity, H or W is not positive; Cancelled when `cancel` is.
RingProgramSolution solveRingProgram(const RingProgram &program, const CancelToken *cancel = nullptr);

// Stage 2 alone (tests compare it with stage 1 where both apply), from `start`: shares that
// respect every capacity (scaled by 0.9 inside so that the start is strictly feasible).
std::vector<double> solveRingProgramByBarrier(const RingProgram &program, const std::vector<double> &start,
                                              const CancelToken *cancel = nullptr);

} // namespace partita::ring
