#pragma once
// Bandwidth shares of ring paths (paper 001 §4.2 and §4.3).
//
// §4.2: when a processor P_k is inserted between P_i and P_j, the four new paths are found
// independently, and "if some paths happen to share some links, we do not change the paths;
// instead, we use a brute force (analytical) method to compute the bandwidth fractions
// minimizing Equation 4". The new paths enter equation (4) through Σ_p 1/(w_p·x_p) (w_p the
// cycle-time of the path's sender, x_p its bandwidth), so the shares solve the convex program
//     minimize Σ_p a_p / x_p   subject to   Σ_{p crossing e} x_p ≤ r_e for each shared link e,
//                                           x_p ≤ b_e for each backbone link e on p,
// with a_p = 1/w_p = speed_p and r_e what the ring's other paths left of e. Its KKT conditions,
// a_p/x_p² = Σ_{e∈p} λ_e, give the analytical answer when the constraints are nested or
// disjoint (a laminar family, the case of tree-like networks: every new path crosses the new
// processor's access link, each pair k↔u crosses u's): x_p = √a_p·μ, with one price μ per
// saturated constraint, found from the widest constraint down (paths sharing one link of
// capacity c get c·√a_p/Σ√a). Other families (routes that cross and part again) are solved by
// a barrier method with Newton steps, to a relative optimality gap of 1e-12.
//
// §4.3 method 1: max-min fair shares of every ring path on the whole network (Bertsekas and
// Gallager), computed by sim::maxMinFairRates.
//
// Complexity: laminar O(m²·n + m·n·B) with m constraints, n paths, B ≤ 200 bisection steps;
// barrier O(iterations·(n³ + m·n)), n ≤ 4 here; max-min O(paths·Σ|p|).

#include "schedule/ring/ring_network.h"

#include <vector>

namespace partita::ring {

// Paths listed in `paths` share `capacity` (a shared link), or one path is capped by it.
struct CapacityGroup {
    std::vector<int> paths;
    double capacity = 0;
};

// argmin Σ weights[p]/x[p] subject to Σ_{p∈g} x[p] ≤ g.capacity for every group. Every path
// must be in some group, every weight and capacity positive. The result is feasible.
std::vector<double> minimizeWeightedInverse(const std::vector<double> &weights,
                                            const std::vector<CapacityGroup> &groups);

// The groups' path sets are pairwise disjoint or nested (each group's paths sorted): the case
// minimizeWeightedInverse solves in closed form.
bool isLaminar(const std::vector<CapacityGroup> &groups);

// The barrier method alone, for any family; minimizeWeightedInverse uses it when the family is
// not laminar (tests compare both on laminar ones).
std::vector<double> minimizeWeightedInverseByBarrier(const std::vector<double> &weights,
                                                     const std::vector<CapacityGroup> &groups);

// §4.2: the shares of new paths (link lists) with weights a_p, on the residual capacities.
std::vector<double> allocateNewPaths(const RingNetwork &net,
                                     const std::vector<const std::vector<int> *> &paths,
                                     const std::vector<double> &weights,
                                     const std::vector<double> &residual);

// §4.3 method 1: max-min fair shares of all the ring's paths on the full capacities.
std::vector<double> maxMinBandwidths(const RingNetwork &net,
                                     const std::vector<const std::vector<int> *> &paths);

} // namespace partita::ring
