#pragma once
// The time of one step of a ring whose routes and bandwidths are fixed (paper 001 §4.1,
// equations (3) and (4)), and the workloads alpha_i that reach it.
//
// P_i computes alpha_i·W at cycle-time w_i = 1/speed_i, then sends H to both neighbours:
// D_i = H·(c_{i,pred} + c_{i,succ}). Equalizing every alpha_i·W·w_i + D_i (equation (3)) under
// Σ alpha_i = 1 gives equation (4):
//     T = W·w_cumul·(1 + (H/W)·Σ_i (c_{i,pred} + c_{i,succ})/w_i),  1/w_cumul = Σ_i 1/w_i.
// Equation (4) assumes every alpha_i ≥ 0, that is T ≥ D_i for every i. When a member's
// communication alone exceeds the level, the true optimum of min max_i (alpha_i·W·w_i + D_i)
// over alpha ≥ 0 is the water level L solving Σ_i max(0, (L − D_i)/(W·w_i)) = 1, and
// T = max(L, max_i D_i) since every ring member communicates. docs/ring.md derives both.
// Complexity: O(r log r).

#include <vector>

namespace partita::ring {

struct StepTime {
    double tStep = 0;
    std::vector<double> alpha; // per ring member, Σ = 1
};

// speed[i] = 1/w_i and comm[i] = D_i for each ring member; `work` is W.
StepTime stepTime(const std::vector<double> &speed, const std::vector<double> &comm, double work);

} // namespace partita::ring
