#include "partition/apportion.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace partita {

std::vector<std::int64_t> apportion(const std::vector<double> &weights, std::int64_t total)
{
    const double sum = std::accumulate(weights.begin(), weights.end(), 0.0);
    if (weights.empty() || !(sum > 0))
        throw std::invalid_argument("apportion: weights must have a positive sum");
    std::vector<std::int64_t> out(weights.size());
    std::vector<double> rest(weights.size());
    std::int64_t given = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        const double quota = static_cast<double>(total) * weights[i] / sum;
        out[i] = static_cast<std::int64_t>(std::floor(quota));
        rest[i] = quota - static_cast<double>(out[i]);
        given += out[i];
    }
    std::vector<std::size_t> order(weights.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return rest[a] > rest[b]; });
    // Floating-point sums can leave `given` one off either way; correct in both directions.
    for (std::size_t i = 0; given < total; i = (i + 1) % order.size(), ++given)
        ++out[order[i]];
    for (std::size_t i = order.size(); given > total; --given) {
        do
            i = (i == 0 ? order.size() : i) - 1;
        while (out[order[i]] == 0);
        --out[order[i]];
    }
    return out;
}

std::vector<std::int64_t> apportionAtLeastOne(const std::vector<double> &weights, std::int64_t total)
{
    const auto n = static_cast<std::int64_t>(weights.size());
    if (total < n)
        throw std::invalid_argument("apportionAtLeastOne: fewer units than slices");
    // Give one unit to everybody, then share the rest so that the final sizes stay as close
    // as possible to the quotas: weights reduced by what was already given, clamped at 0.
    const double sum = std::accumulate(weights.begin(), weights.end(), 0.0);
    std::vector<double> reduced(weights.size());
    bool any = false;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        reduced[i] = std::max(0.0, static_cast<double>(total) * weights[i] / sum - 1.0);
        any = any || reduced[i] > 0;
    }
    if (!any)
        std::fill(reduced.begin(), reduced.end(), 1.0);
    auto out = apportion(reduced, total - n);
    for (auto &v : out)
        ++v;
    return out;
}

std::pair<std::int64_t, std::int64_t> squarestGrid(std::int64_t p)
{
    std::int64_t r = static_cast<std::int64_t>(std::sqrt(static_cast<double>(p)));
    while (r > 1 && p % r != 0)
        --r;
    r = std::max<std::int64_t>(r, 1);
    return {r, p / r};
}

std::pair<std::int64_t, std::int64_t> gridForShape(std::int64_t p, std::int64_t rows, std::int64_t cols)
{
    if (rows == cols)
        return squarestGrid(p);
    std::pair<std::int64_t, std::int64_t> best = squarestGrid(p);
    double bestCost = std::numeric_limits<double>::infinity();
    for (std::int64_t r = 1; r <= p; ++r) {
        if (p % r != 0)
            continue;
        const std::int64_t c = p / r;
        const double cost = static_cast<double>(c) * static_cast<double>(rows) + static_cast<double>(r) * static_cast<double>(cols);
        if (cost < bestCost * (1 - 1e-12)
            || (cost <= bestCost * (1 + 1e-12) && std::abs(r - c) < std::abs(best.first - best.second))) {
            best = {r, c};
            bestCost = cost;
        }
    }
    return best;
}

} // namespace partita
