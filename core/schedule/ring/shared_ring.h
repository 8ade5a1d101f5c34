#pragma once
// The SharedRing heuristic of paper 001 §4 (Legrand, Renard, Robert, Vivien): choose the
// processors of a virtual ring, their order, the routes between neighbours, the bandwidth
// share of each route and the workloads, so that one step of an iterative computation is as
// short as possible (the problem is NP-complete, §3).
//
// §4.1: start from the fastest processor alone (T = W·w_min) and from the best pair; then
// insert, at every step, the processor and the position that minimize the new T_step
// (equation (4), exact under alpha ≥ 0, see step_time.h), over every remaining processor and
// every pair of consecutive ring members. §4.2: the four new paths are widest paths on the
// capacities left by the ring's other paths, after giving back those of the two paths the
// insertion replaces; their shares minimize equation (4) (path_bandwidth.h). §4.3: after each
// insertion, the shares of all paths are recomputed, by max-min fairness (method 1) or as the
// optimum of the program of §2.4 for the ring's routes (method 2, ring_program.h), and kept
// when they do not lengthen the step. The ring grows to maxSize; the best size is returned (T_step need
// not be monotone in the size, §4.1).
//
// Complexity: Σ_r (p−r)·r candidate insertions, each two widest-path searches
// O((V + E) log V) and an O(r log r) evaluation: O(p³·(V + E) log V) in all.

#include "schedule/ring/ring_result.h"
#include "sim/simulator.h"

namespace partita {

// Throws InputError when W, H or q is not a positive finite number, maxSize is negative,
// iterations is below 1, or the platform has no computing processor or one of speed <= 0.
RingResult planSharedRing(const Platform &platform, const RingOptions &options);

} // namespace partita
