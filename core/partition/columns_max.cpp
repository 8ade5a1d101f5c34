// columns-max: COL-PERI-MAX (paper 000 §2.3), the column-based partition of least largest
// half-perimeter, rounded to the block grid as `columns` is (columns.h, columnPlan).
#include "partition/columns_max.h"

#include "partition/columns.h"
#include "partition/partitioner.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <string>

namespace partita {

namespace {

using Columns = std::vector<std::vector<std::size_t>>;

// A column of width W (a fraction of C's width n) whose largest rectangle has area s: that
// rectangle's half-perimeter W·n + (s/W)·m, in units of √(m·n) (docs/metrics.md), where
// aspect = m/n; W + s/W on a square.
double columnCost(double width, double largest, double aspect)
{
    const double root = std::sqrt(aspect);
    return width / root + largest * root / width;
}

// The column's sum of half-perimeters, |K|·W·n + m, in the same units.
double columnSum(int members, double width, double aspect)
{
    const double root = std::sqrt(aspect);
    return members * width / root + root;
}

double costOf(const std::vector<double> &s, const std::vector<std::size_t> &column, double aspect)
{
    double width = 0, largest = 0;
    for (const std::size_t k : column) {
        width += s[k];
        largest = std::max(largest, s[k]);
    }
    return column.empty() ? 0.0 : columnCost(width, largest, aspect);
}

// a is better than b: a lower largest half-perimeter, or the same and a lower sum (fewer
// elements exchanged, the tie broken towards PERI-SUM).
bool better(double maxA, double sumA, double maxB, double sumB)
{
    if (!std::isfinite(maxB))
        return std::isfinite(maxA);
    const double tolerance = 1e-12 * std::max(1.0, std::max(maxA, maxB));
    if (maxA < maxB - tolerance)
        return true;
    return maxA <= maxB + tolerance && sumA < sumB - 1e-12 * std::max(1.0, sumB);
}

// Exact: f(S) = min over the column C holding the lowest member of S of max(cost(C), f(S \ C)),
// every subset once (3^p pairs in all).
Columns exactColumns(const std::vector<double> &s, double aspect, const CancelToken *cancel)
{
    const std::size_t p = s.size();
    const std::uint32_t full = (std::uint32_t{1} << p) - 1;
    std::vector<double> width(full + 1, 0.0), largest(full + 1, 0.0);
    std::vector<int> members(full + 1, 0);
    for (std::uint32_t mask = 1; mask <= full; ++mask) {
        const std::uint32_t low = mask & (~mask + 1), rest = mask ^ low;
        const double area = s[static_cast<std::size_t>(std::countr_zero(low))];
        width[mask] = width[rest] + area;
        largest[mask] = std::max(largest[rest], area);
        members[mask] = members[rest] + 1;
    }
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> bestMax(full + 1, inf), bestSum(full + 1, inf);
    std::vector<std::uint32_t> choice(full + 1, 0);
    bestMax[0] = bestSum[0] = 0;
    for (std::uint32_t mask = 1; mask <= full; ++mask) {
        checkCancel(cancel);
        const std::uint32_t low = mask & (~mask + 1), rest = mask ^ low;
        for (std::uint32_t sub = rest;; sub = (sub - 1) & rest) {
            const std::uint32_t column = sub | low, others = mask ^ column;
            const double m = std::max(columnCost(width[column], largest[column], aspect), bestMax[others]);
            const double sum = bestSum[others] + columnSum(members[column], width[column], aspect);
            if (better(m, sum, bestMax[mask], bestSum[mask])) {
                bestMax[mask] = m;
                bestSum[mask] = sum;
                choice[mask] = column;
            }
            if (sub == 0)
                break;
        }
    }
    Columns out;
    for (std::uint32_t mask = full; mask != 0; mask ^= choice[mask]) {
        std::vector<std::size_t> column;
        for (std::size_t k = 0; k < p; ++k)
            if (choice[mask] & (std::uint32_t{1} << k))
                column.push_back(k);
        out.push_back(std::move(column));
    }
    return out;
}

// Heuristic, first part: the best grouping into runs of the areas sorted in increasing order
// (the largest of a run is its last), O(p²).
Columns sortedRuns(const std::vector<double> &s, double aspect)
{
    const std::size_t p = s.size();
    std::vector<std::size_t> order(p);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return s[a] < s[b]; });
    std::vector<double> prefix(p + 1, 0.0);
    for (std::size_t j = 0; j < p; ++j)
        prefix[j + 1] = prefix[j] + s[order[j]];
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> bestMax(p + 1, inf), bestSum(p + 1, inf);
    std::vector<std::size_t> start(p + 1, 0);
    bestMax[0] = bestSum[0] = 0;
    for (std::size_t j = 1; j <= p; ++j)
        for (std::size_t i = 1; i <= j; ++i) {
            const double width = prefix[j] - prefix[i - 1];
            const double m = std::max(bestMax[i - 1], columnCost(width, s[order[j - 1]], aspect));
            const double sum = bestSum[i - 1] + columnSum(static_cast<int>(j - i + 1), width, aspect);
            if (better(m, sum, bestMax[j], bestSum[j])) {
                bestMax[j] = m;
                bestSum[j] = sum;
                start[j] = i;
            }
        }
    Columns out;
    for (std::size_t j = p; j > 0; j = start[j] - 1) {
        std::vector<std::size_t> column;
        for (std::size_t k = start[j]; k <= j; ++k)
            column.push_back(order[k - 1]);
        out.push_back(std::move(column));
    }
    std::reverse(out.begin(), out.end());
    return out;
}

// Heuristic, second part: while a move of one processor out of the worst column (into another
// column or one of its own) or a swap with a processor of another column leaves both columns
// below the worst's cost, make the best such change. Each change lowers the worst column's cost
// or the number of columns at that cost, so it ends; at most 64·p changes.
void improve(const std::vector<double> &s, Columns &columns, double aspect, const CancelToken *cancel)
{
    const std::size_t limit = 64 * s.size();
    for (std::size_t round = 0; round < limit; ++round) {
        checkCancel(cancel);
        std::vector<double> cost(columns.size());
        for (std::size_t c = 0; c < columns.size(); ++c)
            cost[c] = costOf(s, columns[c], aspect);
        const std::size_t worst = static_cast<std::size_t>(std::max_element(cost.begin(), cost.end()) - cost.begin());
        const double bar = cost[worst] * (1 - 1e-12);
        double bestPair = bar;
        std::size_t kBest = 0, target = 0, mBest = 0;
        bool swap = false, found = false;
        auto without = [&](const std::vector<std::size_t> &column, std::size_t k) {
            std::vector<std::size_t> out;
            for (const std::size_t x : column)
                if (x != k)
                    out.push_back(x);
            return out;
        };
        for (const std::size_t k : columns[worst]) {
            const auto left = without(columns[worst], k);
            const double leftCost = costOf(s, left, aspect);
            for (std::size_t c = 0; c <= columns.size(); ++c) {
                if (c == worst)
                    continue;
                // move k to column c (c == size: a column of its own)
                std::vector<std::size_t> moved = c < columns.size() ? columns[c] : std::vector<std::size_t>{};
                moved.push_back(k);
                if (const double pair = std::max(leftCost, costOf(s, moved, aspect)); pair < bestPair) {
                    bestPair = pair;
                    kBest = k, target = c, swap = false, found = true;
                }
                if (c == columns.size())
                    continue;
                for (const std::size_t m : columns[c]) { // swap k and m
                    auto here = left, there = without(columns[c], m);
                    here.push_back(m);
                    there.push_back(k);
                    if (const double pair = std::max(costOf(s, here, aspect), costOf(s, there, aspect)); pair < bestPair) {
                        bestPair = pair;
                        kBest = k, target = c, mBest = m, swap = true, found = true;
                    }
                }
            }
        }
        if (!found)
            return;
        columns[worst] = without(columns[worst], kBest);
        if (target == columns.size())
            columns.push_back({kBest});
        else
            columns[target].push_back(kBest);
        if (swap) {
            columns[target] = without(columns[target], mBest);
            columns[worst].push_back(mBest);
        }
        if (columns[worst].empty())
            columns.erase(columns.begin() + static_cast<std::ptrdiff_t>(worst));
    }
}

} // namespace

double columnMaxCost(const std::vector<double> &s, const Columns &columns, double aspect)
{
    double worst = 0;
    for (const auto &column : columns)
        worst = std::max(worst, costOf(s, column, aspect));
    return worst;
}

double periMaxLowerBound(const std::vector<double> &s)
{
    double largest = 0;
    for (const double area : s)
        largest = std::max(largest, area);
    return 2.0 * std::sqrt(largest);
}

ColumnMaxPartition minMaxColumnPartition(const std::vector<double> &areas, std::size_t exactUpTo, double aspect,
                                         const CancelToken *cancel)
{
    if (areas.empty())
        throw std::invalid_argument("minMaxColumnPartition: no area");
    const double total = std::accumulate(areas.begin(), areas.end(), 0.0);
    std::vector<double> s;
    for (const double a : areas)
        s.push_back(a / total);
    ColumnMaxPartition out;
    out.exact = s.size() <= std::min(exactUpTo, kColumnsMaxExact);
    if (out.exact) {
        out.columns = exactColumns(s, aspect, cancel);
    } else {
        out.columns = sortedRuns(s, aspect);
        improve(s, out.columns, aspect, cancel);
    }
    // Columns by increasing width, each top to bottom by increasing area, as `columns` lays
    // out its sorted runs.
    for (auto &column : out.columns)
        std::stable_sort(column.begin(), column.end(), [&](std::size_t a, std::size_t b) { return s[a] < s[b]; });
    const auto widthOf = [&](const std::vector<std::size_t> &column) {
        double w = 0;
        for (const std::size_t k : column)
            w += s[k];
        return w;
    };
    std::stable_sort(out.columns.begin(), out.columns.end(),
                     [&](const auto &a, const auto &b) { return widthOf(a) < widthOf(b); });
    for (const auto &column : out.columns)
        out.widths.push_back(widthOf(column));
    out.cost = columnMaxCost(s, out.columns, aspect);
    return out;
}

Plan partitionColumnsMax(const PartitionInput &in, const CancelToken *cancel)
{
    const auto cp = minMaxColumnPartition(in.shares(), kColumnsMaxExact, aspectOf(in.problem), cancel);
    Plan plan = columnPlan("columns-max", in, cp.columns, cp.widths);
    const std::string columns = std::to_string(cp.columns.size()), cost = std::to_string(cp.cost);
    plan.note += cp.exact ? reason(ReasonKind::NoteColumnsMaxExact, {columns, cost})
                          : reason(ReasonKind::NoteColumnsMaxHeuristic, {std::to_string(kColumnsMaxExact), columns, cost});
    return plan;
}

} // namespace partita
