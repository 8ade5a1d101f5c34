// columns: COL-PERI-SUM, the optimal column-based partition (paper 000 §2.3), rounded to the
// block grid. Dynamic program over the areas sorted in increasing order, O(p²) or O(p log p)
// (ColumnSearch); rounding O(p).
#include "partition/columns.h"

#include "partition/apportion.h"
#include "partition/partitioner.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace partita {

double aspectOf(const Problem &problem) { return static_cast<double>(problem.m) / static_cast<double>(problem.n); }

double columnPartitionCost(const std::vector<double> &s,
                           const std::vector<std::vector<std::size_t>> &columns, double aspect)
{
    double cost = 0;
    for (const auto &col : columns) {
        double w = 0;
        for (auto i : col)
            w += s[i];
        cost += static_cast<double>(col.size()) * w + aspect;
    }
    return cost / std::sqrt(aspect);
}

ColumnPartition optimalColumnPartition(const std::vector<double> &areas, ColumnSearch search, double aspect)
{
    const std::size_t p = areas.size();
    if (p == 0)
        throw std::invalid_argument("optimalColumnPartition: no area");
    const double total = std::accumulate(areas.begin(), areas.end(), 0.0);
    std::vector<std::size_t> order(p);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return areas[a] < areas[b]; });
    // prefix[j] = Σ of the j smallest normalized areas
    std::vector<double> prefix(p + 1, 0.0);
    for (std::size_t j = 0; j < p; ++j)
        prefix[j + 1] = prefix[j] + areas[order[j]] / total;

    // best[j]: least cost of laying out the j smallest processors in columns;
    // start[j]: first processor (in sorted order) of the last of those columns.
    std::vector<double> best(p + 1, std::numeric_limits<double>::infinity());
    std::vector<std::size_t> start(p + 1, 0);
    best[0] = 0;
    // The cost of the j smallest with a last column starting at i (i ≤ j).
    const auto costWith = [&](std::size_t i, std::size_t j) {
        return best[i - 1] + static_cast<double>(j - i + 1) * (prefix[j] - prefix[i - 1]) + aspect;
    };
    if (search == ColumnSearch::Scan || (search == ColumnSearch::Auto && p <= kPlainColumnsDp)) {
        for (std::size_t j = 1; j <= p; ++j)
            for (std::size_t i = 1; i <= j; ++i) {
                const double c = costWith(i, j);
                // On a tie keep the later start: the last column holds fewer processors, which
                // rounds to the block grid with less error (paper 004's 1, 1, 2, 4 then gets the
                // exact 8, 8, 16, 32 blocks on 8×8 instead of an equally cheap 3-row column).
                if (c <= best[j] + 1e-12 * c) {
                    best[j] = c;
                    start[j] = i;
                }
            }
    } else {
        // A column i..j costs w(i, j) = (j − i + 1)·(prefix[j] − prefix[i−1]) + aspect, a constant
        // plus the product of two interval-additive, non-negative quantities: with x = [a, b), y = [b, c],
        // z = (c, d], w(a, d) + w(b, c) − w(a, c) − w(b, d) = L_x·S_z + L_z·S_x ≥ 0 (the
        // quadrangle inequality). So for starts a < b, costWith(a, j) − costWith(b, j) does not
        // decrease with j: once a later start is as good, it stays so. A queue keeps the starts
        // that are best somewhere ahead, each from the first j where it is; a new start takes
        // over the tail of the queue from where it wins (found by bisection).
        struct Candidate {
            std::size_t i;    // the start
            std::size_t from; // the first j at which it is the best start
        };
        std::deque<Candidate> queue;
        const auto wins = [&](std::size_t later, std::size_t earlier, std::size_t j) { // later start at j, ties included
            const double c = costWith(later, j);
            return c <= costWith(earlier, j) + 1e-12 * c;
        };
        for (std::size_t j = 1; j <= p; ++j) {
            // start j is available: best[j − 1] is known
            std::size_t from = j;
            bool placed = false;
            while (!queue.empty()) {
                Candidate &back = queue.back();
                const std::size_t at = std::max(back.from, j);
                if (wins(j, back.i, at)) { // the new start wins all of back's range
                    queue.pop_back();
                    continue;
                }
                // first j' > at where it wins, if any
                std::size_t lo = at + 1, hi = p + 1;
                while (lo < hi) {
                    const std::size_t mid = lo + (hi - lo) / 2;
                    if (wins(j, back.i, mid))
                        hi = mid;
                    else
                        lo = mid + 1;
                }
                from = lo;
                placed = from <= p;
                break;
            }
            if (queue.empty())
                placed = true;
            if (placed)
                queue.push_back({j, from});
            while (queue.size() > 1 && queue[1].from <= j)
                queue.pop_front();
            best[j] = costWith(queue.front().i, j);
            start[j] = queue.front().i;
        }
    }
    ColumnPartition out;
    out.cost = best[p] / std::sqrt(aspect);
    for (std::size_t j = p; j > 0; j = start[j] - 1) {
        std::vector<std::size_t> col;
        for (std::size_t k = start[j]; k <= j; ++k)
            col.push_back(order[k - 1]);
        out.widths.push_back(prefix[j] - prefix[start[j] - 1]);
        out.columns.push_back(std::move(col));
    }
    std::reverse(out.columns.begin(), out.columns.end());
    std::reverse(out.widths.begin(), out.widths.end());
    return out;
}

namespace {

std::vector<std::int64_t> roundSlices(const std::vector<double> &weights, std::int64_t total)
{
    return static_cast<std::int64_t>(weights.size()) <= total ? apportionAtLeastOne(weights, total)
                                                              : apportion(weights, total);
}

} // namespace

Plan columnPlan(const std::string &algorithm, const PartitionInput &in, const std::vector<std::vector<std::size_t>> &columns,
                const std::vector<double> &columnWidths)
{
    const auto shares = in.shares();
    Plan plan;
    plan.algorithm = algorithm;
    plan.problem = in.problem;
    plan.kind = PlanKind::Blocks;
    plan.pieces.resize(in.size());
    for (std::size_t i = 0; i < in.size(); ++i) {
        plan.pieces[i].processor = in.ids[i];
        plan.pieces[i].share = shares[i];
    }
    // Widths first, then heights inside each column, both by largest remainder, so that every
    // column spans the full height and every block has one owner.
    const auto widths = roundSlices(columnWidths, in.problem.colBlocks());
    std::int64_t x = 0;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const auto &col = columns[c];
        std::vector<double> colShares;
        for (auto i : col)
            colShares.push_back(shares[i]);
        const auto heights = roundSlices(colShares, in.problem.rowBlocks());
        std::int64_t y = 0;
        std::vector<int> members;
        for (std::size_t k = 0; k < col.size(); ++k) {
            if (widths[c] > 0 && heights[k] > 0)
                plan.pieces[col[k]].rectangles.push_back({x, y, widths[c], heights[k]});
            y += heights[k];
            members.push_back(static_cast<int>(col[k]));
        }
        plan.columns.push_back(std::move(members));
        x += widths[c];
    }
    return plan;
}

Plan partitionColumns(const PartitionInput &in)
{
    const auto cp = optimalColumnPartition(in.shares(), ColumnSearch::Auto, aspectOf(in.problem));
    Plan plan = columnPlan("columns", in, cp.columns, cp.widths);
    plan.note += reason(ReasonKind::NoteColumns, {std::to_string(cp.columns.size()), std::to_string(cp.cost)});
    return plan;
}

} // namespace partita
