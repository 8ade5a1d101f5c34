#include "schedule/lbp/flow_rounding.h"

#include "model/error.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>
#include <stdexcept>

namespace partita {

namespace {

// Edmonds-Karp on a small graph: residual capacities as an adjacency matrix.
class MaxFlow {
public:
    explicit MaxFlow(std::size_t nodes) : m_cap(nodes, std::vector<std::int64_t>(nodes, 0)) {}

    std::int64_t &capacity(std::size_t u, std::size_t v) { return m_cap[u][v]; }
    std::int64_t capacity(std::size_t u, std::size_t v) const { return m_cap[u][v]; }

    std::int64_t run(std::size_t s, std::size_t t)
    {
        std::int64_t total = 0;
        const std::size_t n = m_cap.size();
        while (true) {
            std::vector<std::ptrdiff_t> parent(n, -1);
            parent[s] = static_cast<std::ptrdiff_t>(s);
            std::queue<std::size_t> queue;
            queue.push(s);
            while (!queue.empty() && parent[t] < 0) {
                const auto u = queue.front();
                queue.pop();
                for (std::size_t v = 0; v < n; ++v)
                    if (parent[v] < 0 && m_cap[u][v] > 0) {
                        parent[v] = static_cast<std::ptrdiff_t>(u);
                        queue.push(v);
                    }
            }
            if (parent[t] < 0)
                return total;
            std::int64_t push = std::numeric_limits<std::int64_t>::max();
            for (auto v = t; v != s; v = static_cast<std::size_t>(parent[v]))
                push = std::min(push, m_cap[static_cast<std::size_t>(parent[v])][v]);
            for (auto v = t; v != s; v = static_cast<std::size_t>(parent[v])) {
                const auto u = static_cast<std::size_t>(parent[v]);
                m_cap[u][v] -= push;
                m_cap[v][u] += push;
            }
            total += push;
        }
    }

private:
    std::vector<std::vector<std::int64_t>> m_cap;
};

// The LP's flows carry its tolerance: a flow within 1e-9 columns of an integer is that integer.
std::int64_t lower(double columns) { return static_cast<std::int64_t>(std::floor(columns + 1e-9)); }
std::int64_t upper(double columns) { return static_cast<std::int64_t>(std::ceil(columns - 1e-9)); }

// Integer flows f_e in [⌊φ_e⌋, ⌈φ_e⌉] with inflow = k + outflow at every node but the source:
// the lower bounds moved into node excesses, the rest a max-flow from a super source to a
// super sink; every excess must be served.
std::vector<std::int64_t> roundFlows(const MftNetwork &net, const std::vector<std::int64_t> &k,
                                     const std::vector<double> &columns)
{
    const std::size_t nodes = net.nodes.size(), superSource = nodes, superSink = nodes + 1;
    MaxFlow flow(nodes + 2);
    std::vector<std::int64_t> excess(nodes, 0);
    std::int64_t total = 0;
    for (auto kk : k)
        total += kk;
    excess[static_cast<std::size_t>(net.source)] += total;
    for (std::size_t v = 0; v < nodes; ++v)
        excess[v] -= k[v];
    for (std::size_t e = 0; e < net.edges.size(); ++e) {
        const auto &edge = net.edges[e];
        const auto u = static_cast<std::size_t>(edge.from), v = static_cast<std::size_t>(edge.to);
        const auto lo = lower(columns[e]);
        excess[u] -= lo;
        excess[v] += lo;
        flow.capacity(u, v) += std::max<std::int64_t>(0, upper(columns[e]) - lo);
    }
    std::int64_t need = 0;
    for (std::size_t v = 0; v < nodes; ++v) {
        if (excess[v] > 0) {
            flow.capacity(superSource, v) = excess[v];
            need += excess[v];
        } else if (excess[v] < 0) {
            flow.capacity(v, superSink) = -excess[v];
        }
    }
    const MaxFlow before = flow;
    if (flow.run(superSource, superSink) != need)
        throw ReasonedError<std::runtime_error>(Reason{ReasonKind::LbpMeshRounding, {}});
    // Edges point away from the source, one per ordered pair, never both ways between two
    // nodes (d(to) = d(from) + 1): the capacity used on the pair is the edge's extra column.
    std::vector<std::int64_t> out(net.edges.size());
    for (std::size_t e = 0; e < net.edges.size(); ++e) {
        const auto u = static_cast<std::size_t>(net.edges[e].from), v = static_cast<std::size_t>(net.edges[e].to);
        out[e] = lower(columns[e]) + std::max<std::int64_t>(0, before.capacity(u, v) - flow.capacity(u, v));
    }
    return out;
}

} // namespace

ColumnFlows roundFlowsToColumns(const MftNetwork &network, const std::vector<std::int64_t> &k,
                                const std::vector<double> &flow)
{
    if (k.size() != network.nodes.size() || flow.size() != network.edges.size())
        throw std::invalid_argument("roundFlowsToColumns: one k per node and one flow per edge");
    std::vector<double> columns;
    for (double f : flow)
        columns.push_back(network.columnElements() > 0 ? f / network.columnElements() : 0.0);

    ColumnFlows out;
    out.columns = roundFlows(network, k, columns);
    out.carried.resize(network.edges.size());
    out.kept.resize(network.nodes.size());

    // Nodes are in hop order and every edge goes one hop further: a node's inbox is complete
    // once the nodes before it have passed their columns on.
    std::vector<std::vector<std::int64_t>> inbox(network.nodes.size());
    std::int64_t total = 0;
    for (auto kk : k)
        total += kk;
    for (std::int64_t c = 0; c < total; ++c)
        inbox[static_cast<std::size_t>(network.source)].push_back(c);
    std::vector<std::vector<std::size_t>> outEdges(network.nodes.size());
    for (std::size_t e = 0; e < network.edges.size(); ++e)
        outEdges[static_cast<std::size_t>(network.edges[e].from)].push_back(e);
    for (std::size_t v = 0; v < network.nodes.size(); ++v) {
        const auto &cols = inbox[v];
        const auto mine = static_cast<std::size_t>(k[v]);
        std::size_t need = mine;
        for (auto e : outEdges[v])
            need += static_cast<std::size_t>(out.columns[e]);
        if (cols.size() != need)
            throw std::logic_error("roundFlowsToColumns: " + network.nodes[v].id + " receives "
                                   + std::to_string(cols.size()) + " columns for " + std::to_string(need));
        out.kept[v].assign(cols.begin(), cols.begin() + static_cast<std::ptrdiff_t>(mine));
        auto at = cols.begin() + static_cast<std::ptrdiff_t>(mine);
        for (auto e : outEdges[v]) {
            const auto next = at + static_cast<std::ptrdiff_t>(out.columns[e]);
            out.carried[e].assign(at, next);
            auto &to = inbox[static_cast<std::size_t>(network.edges[e].to)];
            to.insert(to.end(), at, next);
            at = next;
        }
    }
    return out;
}

} // namespace partita
