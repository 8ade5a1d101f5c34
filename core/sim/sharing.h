#pragma once
// Max-min fair bandwidth sharing (progressive filling), as in SimGrid's network model: every
// flow crossing a shared link gets an equal part of what is left of it, flows limited
// elsewhere leave their unused part to the others. With weights, the fairness is SimGrid's
// weighted one (its "sharing penalty"): rates grow as t / weight, so a flow of half the
// weight gets twice the share. The solver knows nothing of CPUs or links:
// it sees constraints with capacities and flows that use some of them.

#include <vector>

namespace partita::sim {

struct SharingProblem {
    std::vector<double> capacity;          // one per constraint (a shared link)
    std::vector<std::vector<int>> uses;    // per flow: the constraints it crosses
    std::vector<double> bound;             // per flow: its own upper rate (+inf if none)
    std::vector<double> weight;            // per flow, > 0; empty: 1 for every flow
};

// The max-min fair rates, one per flow. O(iterations · Σ|uses|), iterations ≤ flows.
std::vector<double> maxMinFairRates(const SharingProblem &problem);

} // namespace partita::sim
