#include "exec/block_size.h"

#include "metrics/metrics.h"
#include "partition/partitioner.h"
#include "strategy/strategy.h"

#include <algorithm>

namespace partita::exec {

namespace {

// Imbalance allowed above the default block size's layout (0.02: two points of imbalance).
constexpr double kImbalanceSlack = 0.02;

double imbalanceAt(const Platform &platform, const std::string &algorithm, const Problem &shape, std::int64_t q,
                   const StrategyParams &params)
{
    const Problem problem = Problem::product(shape.m, shape.k, shape.n, q);
    // The speeds at this block size, where the platform gives them as a function of q
    // (model/platform.h, SpeedFunction): the balance that q can reach.
    const Platform seen = forKernel(platform, Kernel::Panel, static_cast<double>(q));
    const Plan plan = makePlan(algorithm, PartitionInput::fromPlatform(seen, problem), PartitionOptions{params.l});
    return computeMetrics(plan, seen, NetworkModel::Star).imbalance;
}

} // namespace

std::int64_t chooseBlockSize(const Platform &platform, const std::string &algorithm, std::int64_t n,
                             const StrategyParams &params)
{
    return chooseBlockSize(platform, algorithm, Problem(n, kDefaultBlockSize), params);
}

std::int64_t chooseBlockSize(const Platform &platform, const std::string &algorithm, const Problem &shape,
                             const StrategyParams &params)
{
    // The side the blocks cut evenly: C's shorter one (n for a square product).
    const std::int64_t n = std::min(shape.m, shape.n);
    const StrategyInfo *strategy = findStrategy(algorithm);
    if (!strategy || strategy->execution != Execution::OuterProduct || platform.units == Units::Blocks
        || n <= kDefaultBlockSize)
        return kDefaultBlockSize;
    const double allowed = imbalanceAt(platform, algorithm, shape, kDefaultBlockSize, params) + kImbalanceSlack;
    // From the largest down: every q of [96, 512] that cuts n into whole blocks with the least
    // remainder, q = ⌈n/b⌉ for b blocks, so that a layout can follow the speeds at any size.
    const std::int64_t largest = std::min<std::int64_t>(kLargestBlockSize, n);
    std::int64_t previous = 0;
    for (std::int64_t b = (n + largest - 1) / largest;; ++b) {
        const std::int64_t q = (n + b - 1) / b;
        if (q < kSmallestBlockSize)
            break;
        if (q == previous)
            continue;
        previous = q;
        if (imbalanceAt(platform, algorithm, shape, q, params) <= allowed)
            return q;
    }
    return kDefaultBlockSize;
}

} // namespace partita::exec
