#include "sim/sharing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace partita::sim {

std::vector<double> maxMinFairRates(const SharingProblem &pb)
{
    const std::size_t flows = pb.uses.size();
    std::vector<double> rate(flows, 0.0);
    std::vector<bool> fixed(flows, false);
    std::vector<double> left = pb.capacity;
    std::size_t remaining = flows;
    const auto weight = [&](std::size_t f) { return pb.weight.empty() ? 1.0 : pb.weight[f]; };
    while (remaining > 0) {
        // users of every constraint among the flows still growing, each counted 1 / weight
        std::vector<double> users(left.size(), 0.0);
        for (std::size_t f = 0; f < flows; ++f)
            if (!fixed[f])
                for (int c : pb.uses[f])
                    users[static_cast<std::size_t>(c)] += 1.0 / weight(f);
        // the smallest increment of t that saturates a constraint or brings a flow to its bound
        double share = std::numeric_limits<double>::infinity();
        for (std::size_t c = 0; c < left.size(); ++c)
            if (users[c] > 0)
                share = std::min(share, left[c] / users[c]);
        for (std::size_t f = 0; f < flows; ++f)
            if (!fixed[f])
                share = std::min(share, (pb.bound[f] - rate[f]) * weight(f));
        share = std::max(share, 0.0);
        // grow every free flow by share / weight, then fix those that hit a limit
        for (std::size_t f = 0; f < flows; ++f)
            if (!fixed[f]) {
                const double grow = share / weight(f);
                rate[f] += grow;
                for (int c : pb.uses[f])
                    left[static_cast<std::size_t>(c)] -= grow;
            }
        const double eps = 1e-12;
        for (std::size_t f = 0; f < flows; ++f) {
            if (fixed[f])
                continue;
            bool saturated = std::isfinite(pb.bound[f]) && pb.bound[f] - rate[f] <= eps * std::max(1.0, pb.bound[f]);
            for (int c : pb.uses[f])
                saturated = saturated
                         || left[static_cast<std::size_t>(c)] <= eps * std::max(1.0, pb.capacity[static_cast<std::size_t>(c)]);
            if (saturated || share == std::numeric_limits<double>::infinity()) {
                fixed[f] = true;
                --remaining;
            }
        }
    }
    return rate;
}

} // namespace partita::sim
