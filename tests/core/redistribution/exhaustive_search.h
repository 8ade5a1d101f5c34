#pragma once
// Reference answers for the redistribution tests, computed by enumeration with no code shared
// with the algorithms under test (only the Layout value and LS(D) of equation 5.1).

#include "redistribution/layout.h"
#include "redistribution/operation.h"
#include "redistribution/sliding_cost.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <queue>
#include <sstream>
#include <string>

namespace partita::testing {

// The cheapest "column migrations, then a set of row migrations, then local slidings" under
// the constant model, by enumeration, sharing no code with the greedy algorithm.
// After the column migrations, cut the rows into cells of consecutive rows with the same owner
// in every column. A row migration takes a row out of one cell and puts it in another (the
// moved row takes the owners of its new place), so a set of row migrations is described by
// the final size s'_g of every cell and needs Σ_g max(0, s'_g - s_g) migrations of cost n;
// each processor then has the rows of its cells, and slidings cost Σ_c W_c Σ_j |b_{c,j}|.
// On m block rows by n block columns a column migration moves m blocks, a row migration n.
inline std::int64_t exhaustiveConstant(const Layout &initial, const Layout &target)
{
    const std::int64_t n = initial.n, m = initial.blockRows();
    std::int64_t columnCost = 0;
    Layout l = initial;
    for (std::size_t c = 0; c < l.columns.size(); ++c) {
        columnCost += m * std::max<std::int64_t>(0, l.columns[c].width - target.columns[c].width);
        l.columns[c].width = target.columns[c].width;
    }
    std::vector<std::vector<std::size_t>> cellOwners;
    std::vector<std::int64_t> sizes;
    for (std::int64_t r = 0; r < m; ++r) {
        std::vector<std::size_t> owners;
        for (std::size_t c = 0; c < l.columns.size(); ++c)
            owners.push_back(l.ownerOfRow(c, r));
        if (!cellOwners.empty() && cellOwners.back() == owners) {
            ++sizes.back();
        } else {
            cellOwners.push_back(owners);
            sizes.push_back(1);
        }
    }
    std::int64_t best = std::numeric_limits<std::int64_t>::max();
    std::vector<std::int64_t> s(sizes.size(), 0);
    std::function<void(std::size_t, std::int64_t)> visit = [&](std::size_t g, std::int64_t left) {
        if (g + 1 == s.size()) {
            s[g] = left;
            std::int64_t moves = 0;
            for (std::size_t i = 0; i < s.size(); ++i)
                moves += std::max<std::int64_t>(0, s[i] - sizes[i]);
            Layout after = l;
            for (auto &col : after.columns)
                for (auto &p : col.processors)
                    p.rows = 0;
            for (std::size_t i = 0; i < s.size(); ++i)
                for (std::size_t c = 0; c < after.columns.size(); ++c)
                    after.columns[c].processors[cellOwners[i][c]].rows += s[i];
            best = std::min(best, columnCost + n * moves + slidingCost(after, target));
            return;
        }
        for (std::int64_t v = 0; v <= left; ++v) {
            s[g] = v;
            visit(g + 1, left - v);
        }
    };
    visit(0, m);
    return best;
}

// The cheapest way from `start` (widths already equal to the target's) to the rows of
// `target`, by Dijkstra over layouts with every pair of rows (l1, l2) tried as a row
// migration: with `interleaved`, local slidings are edges too (any order); without, each
// layout reached by row migrations alone may finish with its slidings, LS(D) of eq. 5.1
// (the shape of §4.5). A plain reference for the A* search, for tiny layouts only.
inline std::int64_t dijkstraReference(const Layout &start, const Layout &target, CostModel model, bool interleaved)
{
    auto key = [](const Layout &l) {
        std::ostringstream os;
        os << l;
        return os.str();
    };
    using Entry = std::pair<std::int64_t, std::string>;
    std::map<std::string, std::pair<std::int64_t, Layout>> best;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    best.emplace(key(start), std::pair{std::int64_t{0}, start});
    open.emplace(0, key(start));
    std::int64_t answer = std::numeric_limits<std::int64_t>::max();
    while (!open.empty()) {
        const auto [d, k] = open.top();
        open.pop();
        if (d >= answer)
            break;
        const auto [known, l] = best.at(k);
        if (d > known)
            continue;
        if (interleaved) {
            if (l == target)
                return d;
        } else {
            answer = std::min(answer, d + slidingCost(l, target));
        }
        std::vector<Operation> ops;
        for (std::size_t c = 0; interleaved && c < l.columns.size(); ++c)
            for (std::size_t j = 0; j + 1 < l.columns[c].processors.size(); ++j) {
                if (l.columns[c].processors[j + 1].rows > 0)
                    ops.push_back(localSliding(l, c, j + 1, j));
                if (l.columns[c].processors[j].rows > 0)
                    ops.push_back(localSliding(l, c, j, j + 1));
            }
        for (std::int64_t l1 = 0; l1 < l.blockRows(); ++l1)
            for (std::int64_t l2 = 0; l2 < l.blockRows(); ++l2)
                if (l1 != l2)
                    ops.push_back(rowMigration(l, l1, l2, model));
        for (const auto &op : ops) {
            Layout next = applyOperation(l, op);
            const std::string nk = key(next);
            auto it = best.find(nk);
            if (it == best.end() || d + op.cost < it->second.first) {
                best.insert_or_assign(nk, std::pair{d + op.cost, next});
                open.emplace(d + op.cost, nk);
            }
        }
    }
    return answer;
}

} // namespace partita::testing
