#include "redistribution/greedy_balancer.h"

#include "redistribution/row_bands.h"
#include "redistribution/sliding_cost.h"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <stdexcept>

namespace partita {
namespace {

void checkPair(const Layout &initial, const Layout &target)
{
    if (const auto p = initial.problemText(); !p.empty())
        throw std::invalid_argument("redistribution: invalid initial layout: " + p);
    if (const auto p = target.problemText(); !p.empty())
        throw std::invalid_argument("redistribution: invalid target layout: " + p);
    if (!initial.sameStructure(target))
        throw std::invalid_argument("redistribution: the target does not have the columns and processors "
                                    "of the initial layout");
}

struct RowCandidate {
    std::size_t fromBand = 0, toBand = 0;
    std::int64_t total = 0; // migration cost + LS afterwards
};

// The best row migration of step 3, if one lowers the total below LS(D).
std::optional<RowCandidate> bestRowMigration(const Layout &layout, const Layout &target, CostModel model)
{
    const RowBands bands(layout);
    const std::size_t count = bands.size();
    if (count < 2)
        return std::nullopt;
    // plus[k] / minus[k]: change of Σ W_c |b_{c,j}| when every border at position first(k)
    // gets b + 1 (a migration l1 < l2 across it: the border moves up one row) or b - 1 (a
    // migration l2 < l1: it moves down); k = 1 .. count-1.
    std::vector<std::int64_t> plus(count, 0), minus(count, 0);
    const auto b = borderShifts(layout, target);
    std::int64_t ls = 0;
    for (std::size_t c = 0; c < layout.columns.size(); ++c) {
        const std::int64_t w = layout.columns[c].width;
        std::int64_t y = 0;
        for (std::size_t j = 0; j < b[c].size(); ++j) {
            y += layout.columns[c].processors[j].rows;
            const std::int64_t v = b[c][j];
            ls += w * std::llabs(v);
            if (y <= 0 || y >= layout.blockRows())
                continue; // a border on the edge of the matrix: no row migration moves it
            const std::size_t k = bands.bandOf(y); // the band starting at this border
            plus[k] += w * (std::llabs(v + 1) - std::llabs(v));
            minus[k] += w * (std::llabs(v - 1) - std::llabs(v));
        }
    }
    // prefix sums: a migration between bands g1 < g2, either way, crosses positions g1+1 .. g2.
    std::vector<std::int64_t> plusSum(count, 0), minusSum(count, 0);
    for (std::size_t k = 1; k < count; ++k) {
        plusSum[k] = plusSum[k - 1] + plus[k];
        minusSum[k] = minusSum[k - 1] + minus[k];
    }
    std::optional<RowCandidate> best;
    for (std::size_t g1 = 0; g1 < count; ++g1)
        for (std::size_t g2 = 0; g2 < count; ++g2) {
            if (g1 == g2)
                continue;
            const std::int64_t delta = g1 < g2 ? plusSum[g2] - plusSum[g1] : minusSum[g1] - minusSum[g2];
            const std::int64_t total = bands.migrationCost(g1, g2, model) + ls + delta;
            if (total < ls && (!best || total < best->total))
                best = RowCandidate{g1, g2, total};
        }
    return best;
}

} // namespace

std::vector<Operation> columnBalancing(const Layout &current, const Layout &target)
{
    checkPair(current, target);
    std::vector<Operation> ops;
    Layout layout = current;
    for (;;) {
        std::size_t most = 0, least = 0;
        std::int64_t mostExtra = 0, leastExtra = 0;
        for (std::size_t c = 0; c < layout.columns.size(); ++c) {
            const std::int64_t extra = layout.columns[c].width - target.columns[c].width;
            if (extra > mostExtra) {
                mostExtra = extra;
                most = c;
            }
            if (extra < leastExtra) {
                leastExtra = extra;
                least = c;
            }
        }
        if (mostExtra == 0)
            return ops; // widths sum to n on both sides: no excess means no deficit
        ops.push_back(columnMigration(layout, most, least));
        layout = applyOperation(layout, ops.back());
    }
}

std::int64_t slidingsOnlyCost(const Layout &initial, const Layout &target)
{
    Layout layout = initial;
    std::int64_t cost = 0;
    for (const auto &op : columnBalancing(initial, target)) {
        layout = applyOperation(layout, op);
        cost += op.cost;
    }
    return cost + slidingCost(layout, target);
}

Redistribution greedyRedistribution(const Layout &initial, const Layout &target, CostModel model)
{
    checkPair(initial, target);
    Redistribution r(initial, target, model);
    for (const auto &op : columnBalancing(initial, target))
        r.append(op);
    while (const auto best = bestRowMigration(r.result(), target, model)) {
        const auto [l1, l2] = RowBands(r.result()).migrationRows(best->fromBand, best->toBand);
        r.append(rowMigration(r.result(), l1, l2, model));
    }
    for (const auto &op : slidingOperations(r.result(), target))
        r.append(op);
    if (!r.balanced())
        throw std::logic_error("greedyRedistribution: the target was not reached");
    return r;
}

} // namespace partita
