#pragma once
// What the problem bar sets and every planning view reads: the problem (n, q), the strategy
// shown first and its parameters.

#include "metrics/metrics.h"
#include "model/problem.h"

#include <cstdint>
#include <string>

namespace partita::views {

struct PlanSettings {
    Problem problem{4000, 80};
    std::string algorithm = "columns";
    std::int64_t l = 0; // hetero-block-cyclic generalized block (0 = the strategy's default)
    NetworkModel network = NetworkModel::Star;
    bool operator==(const PlanSettings &) const = default;
};

} // namespace partita::views
