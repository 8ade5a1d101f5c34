#pragma once
// T_step (step_time.h, paper 001 §4.1, equation (4) with its water level) of a ring of which
// only a few members change, in O(log r) instead of O(r log r): the members that stay are
// sorted once by their communication D_i with prefix sums of s_i and D_i·s_i, and the level
// L solving Σ_{D_i < L} (L − D_i)·s_i = W is found by a binary search over them, the few
// changed members merged in as they come. The ring's growth (shared_ring.cpp) tries every
// remaining processor at every position: with r members each, the old evaluation made one
// insertion step O(r² log r) per candidate position pair, this one O(r log r) for the sort
// and O(log r) per candidate.
//
// The sums run in another order than stepTime's, so the value may differ from it in the last
// bits: callers use it to rule candidates out with a margin and evaluate the survivors with
// stepTime itself.

#include <array>
#include <utility>
#include <vector>

namespace partita::ring {

class StepEstimate {
public:
    // A member as (D_i, s_i): its communication time and its speed 1/w_i.
    using Member = std::pair<double, double>;

    // The members that stay, any order; `work` is W.
    void reset(std::vector<Member> kept, double work);
    // T_step of the kept members together with `extra` (any order). Infinite when a member's
    // communication is; NaN only when an input is NaN.
    double with(std::array<Member, 3> extra) const;

private:
    std::vector<double> m_comm;      // D of the kept members, increasing
    std::vector<double> m_sumSpeed;  // m_sumSpeed[j] = Σ_{i<j} s_i in that order
    std::vector<double> m_sumWeight; // Σ_{i<j} D_i·s_i
    double m_work = 1;
    double m_maxComm = 0;
};

} // namespace partita::ring
