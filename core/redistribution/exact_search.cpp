#include "redistribution/exact_search.h"

#include "redistribution/greedy_balancer.h"
#include "redistribution/row_bands.h"
#include "redistribution/sliding_cost.h"

#include <cstdint>
#include <cstdlib>
#include <optional>
#include <queue>
#include <stdexcept>
#include <tuple>
#include <unordered_map>

namespace partita {
namespace {

// Rows of every processor, in layout order. Layouts searched are small: 32 bits suffice
// (n <= 10^9, see layout_json.cpp).
using Rows = std::vector<std::int32_t>;

struct RowsHash {
    std::size_t operator()(const Rows &r) const
    {
        std::size_t h = r.size();
        for (std::int32_t v : r)
            h ^= static_cast<std::size_t>(v) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
        return h;
    }
};

// How a node was reached from its parent: a sliding (column, from, to), a row migration
// between two bands of the parent (a = g1, b = g2), or, in the Phases search, the local
// slidings that finish the parent's layout.
enum class EdgeKind { Sliding, RowMigration, Finish };
struct Edge {
    EdgeKind kind = EdgeKind::Sliding;
    std::size_t column = 0, a = 0, b = 0;
};

// A finished node is the parent's rows followed by this marker, so it never equals a layout.
constexpr std::int32_t kFinished = -1;

struct Node {
    const Rows *rows = nullptr; // the key in the index (stable: unordered_map nodes never move)
    std::int64_t g = 0;
    std::size_t parent = 0;
    Edge edge;
    bool closed = false;
};

enum class Outcome { Found, NothingBelowBound, OutOfBudget };

class Search {
public:
    Search(const Layout &start, const Layout &target, CostModel model, SearchOrder order, std::int64_t bound,
           std::size_t maxStates)
        : m_shape(start), m_target(target), m_model(model), m_order(order), m_bound(bound), m_maxStates(maxStates)
    {
        for (const auto &col : target.columns) {
            m_offset.push_back(m_goal.size());
            for (const auto &p : col.processors)
                m_goal.push_back(static_cast<std::int32_t>(p.rows));
        }
        m_offset.push_back(m_goal.size());
        Rows rows;
        for (const auto &col : start.columns)
            for (const auto &p : col.processors)
                rows.push_back(static_cast<std::int32_t>(p.rows));
        push(std::move(rows), 0, 0, {});
    }

    Outcome run(const CancelToken *cancel)
    {
        while (!m_open.empty()) {
            checkCancel(cancel);
            const auto [f, negG, id] = m_open.top();
            m_open.pop();
            if (m_nodes[id].closed || -negG != m_nodes[id].g)
                continue; // a cheaper path to this layout was found after this entry
            m_nodes[id].closed = true;
            if (isGoal(*m_nodes[id].rows)) {
                m_goalNode = id;
                return Outcome::Found;
            }
            expand(id);
            if (m_exhausted)
                return Outcome::OutOfBudget;
        }
        return Outcome::NothingBelowBound;
    }

    std::size_t states() const { return m_index.size(); }
    const Node &node(std::size_t id) const { return m_nodes[id]; }
    std::size_t goalNode() const { return m_goalNode; }

    Layout layoutOf(const Rows &rows) const
    {
        Layout l = m_shape;
        for (std::size_t c = 0; c < l.columns.size(); ++c)
            for (std::size_t j = 0; j < l.columns[c].processors.size(); ++j)
                l.columns[c].processors[j].rows = rows[m_offset[c] + j];
        return l;
    }

private:
    bool isGoal(const Rows &rows) const
    {
        if (m_order == SearchOrder::Phases)
            return rows.size() > m_goal.size();
        return rows == m_goal;
    }

    std::int64_t heuristic(const Rows &rows) const
    {
        if (rows.size() > m_goal.size())
            return 0; // finished
        std::int64_t h = 0;
        for (std::size_t c = 0; c + 1 < m_offset.size(); ++c) {
            const std::size_t begin = m_offset[c], end = m_offset[c + 1];
            if (end - begin < 2)
                continue;
            std::int64_t b = 0, travel = 0;
            for (std::size_t i = begin; i + 1 < end; ++i) {
                b += m_goal[i] - rows[i];
                travel += std::llabs(b);
            }
            const auto borders = static_cast<std::int64_t>(end - begin - 1);
            h += m_shape.columns[c].width * ((travel + borders - 1) / borders);
        }
        return h;
    }

    void push(Rows rows, std::int64_t g, std::size_t parent, Edge edge)
    {
        m_work += rows.size() + 1;
        if (m_index.size() > m_maxStates || m_work > m_maxStates * kWorkPerState) {
            m_exhausted = true;
            return;
        }
        const std::int64_t f = g + heuristic(rows);
        if (f >= m_bound)
            return; // cannot beat the greedy sequence
        auto [it, fresh] = m_index.try_emplace(std::move(rows), m_nodes.size());
        if (fresh) {
            m_nodes.push_back({&it->first, g, parent, edge, false});
        } else {
            Node &n = m_nodes[it->second];
            if (n.closed || g >= n.g)
                return;
            n.g = g;
            n.parent = parent;
            n.edge = edge;
        }
        m_open.emplace(f, -g, it->second);
    }

    void expand(std::size_t id)
    {
        const Rows rows = *m_nodes[id].rows;
        const std::int64_t g = m_nodes[id].g;
        const Layout layout = layoutOf(rows);
        if (m_order == SearchOrder::Phases) {
            Rows finished = rows;
            finished.push_back(kFinished);
            push(std::move(finished), g + slidingCost(layout, m_target), id, Edge{EdgeKind::Finish, 0, 0, 0});
        }
        for (std::size_t c = 0; m_order == SearchOrder::AnyOrder && c + 1 < m_offset.size(); ++c) {
            const std::int64_t w = m_shape.columns[c].width;
            for (std::size_t i = m_offset[c]; i + 1 < m_offset[c + 1]; ++i) {
                const std::size_t j = i - m_offset[c];
                // the border below processor j, down (j takes from j + 1) then up
                for (const bool down : {true, false}) {
                    const std::size_t from = down ? i + 1 : i, to = down ? i : i + 1;
                    if (rows[from] == 0)
                        continue;
                    Rows next = rows;
                    --next[from];
                    ++next[to];
                    push(std::move(next), g + w, id, Edge{EdgeKind::Sliding, c, down ? j + 1 : j, down ? j : j + 1});
                }
            }
        }
        const RowBands bands(layout);
        for (std::size_t g1 = 0; g1 < bands.size(); ++g1)
            for (std::size_t g2 = 0; g2 < bands.size(); ++g2) {
                if (g1 == g2)
                    continue;
                Rows next = rows;
                for (std::size_t c = 0; c + 1 < m_offset.size(); ++c) {
                    --next[m_offset[c] + bands.owner(g1, c)];
                    ++next[m_offset[c] + bands.owner(g2, c)];
                }
                push(std::move(next), g + bands.migrationCost(g1, g2, m_model), id,
                     Edge{EdgeKind::RowMigration, 0, g1, g2});
            }
    }

    Layout m_shape; // widths and ids; rows come from the state
    Layout m_target;
    CostModel m_model;
    SearchOrder m_order;
    std::int64_t m_bound;
    std::size_t m_maxStates;
    Rows m_goal;
    std::vector<std::size_t> m_offset; // first index of each column in Rows, plus the end
    std::vector<Node> m_nodes;
    std::unordered_map<Rows, std::size_t, RowsHash> m_index;
    using Entry = std::tuple<std::int64_t, std::int64_t, std::size_t>; // f, -g, node
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> m_open;
    std::size_t m_goalNode = 0;
    // Layouts looked at, weighted by their size, so that a single expansion of a large layout
    // (thousands of row bands) cannot run away either.
    static constexpr std::size_t kWorkPerState = 200;
    std::size_t m_work = 0;
    bool m_exhausted = false;
};

} // namespace

ExactSearchResult exactRedistribution(const Layout &initial, const Layout &target, CostModel model,
                                      SearchOrder order, std::size_t maxStates, const CancelToken *cancel)
{
    Redistribution greedy = greedyRedistribution(initial, target, model);
    ExactSearchResult out;
    out.order = order;
    Redistribution r(initial, target, model);
    for (const auto &op : columnBalancing(initial, target))
        r.append(op);
    const std::int64_t columnCost = r.totalCost();
    Search search(r.result(), target, model, order, greedy.totalCost() - columnCost, maxStates);
    const Outcome outcome = search.run(cancel);
    out.states = search.states();
    if (outcome == Outcome::OutOfBudget)
        return out;
    out.complete = true;
    if (outcome == Outcome::NothingBelowBound) {
        out.greedyOptimal = true;
        out.best = std::move(greedy);
        return out;
    }
    std::vector<std::size_t> path;
    for (std::size_t id = search.goalNode(); id != 0; id = search.node(id).parent)
        path.push_back(id);
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
        const Edge &e = search.node(*it).edge;
        switch (e.kind) {
        case EdgeKind::RowMigration: {
            const auto [l1, l2] = RowBands(r.result()).migrationRows(e.a, e.b);
            r.append(rowMigration(r.result(), l1, l2, model));
            break;
        }
        case EdgeKind::Sliding: r.append(localSliding(r.result(), e.column, e.a, e.b)); break;
        case EdgeKind::Finish:
            for (const auto &op : slidingOperations(r.result(), target))
                r.append(op);
            break;
        }
    }
    if (!r.balanced() || r.totalCost() != columnCost + search.node(search.goalNode()).g)
        throw std::logic_error("exactRedistribution: the replayed sequence does not reach the target");
    out.best = std::move(r);
    return out;
}

} // namespace partita
