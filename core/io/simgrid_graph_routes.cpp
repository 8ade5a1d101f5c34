#include "io/simgrid_graph_routes.h"

#include "model/graph.h"

#include <climits>
#include <cstdint>
#include <queue>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace partita {
namespace {

// SimGrid's route graph as DijkstraZone builds it from the <route> elements.
struct RouteGraph {
    struct Arc {
        int to;
        RouteHop hop;
    };
    std::unordered_map<std::string_view, int> number; // node id -> SimGrid's node number
    std::vector<std::vector<Arc>> arcs;               // out-arcs in the order routes add them
    std::unordered_set<std::uint64_t> pairs;          // ordered pairs (a, b) with an arc

    std::optional<int> find(const std::string &id) const
    {
        const auto it = number.find(id);
        return it == number.end() ? std::nullopt : std::optional<int>(it->second);
    }
    // DijkstraZone::new_edge: the source's node first, then the destination's.
    int node(const std::string &id)
    {
        const auto [it, added] = number.emplace(id, static_cast<int>(arcs.size()));
        if (added)
            arcs.emplace_back();
        return it->second;
    }
    static std::uint64_t key(int a, int b) { return (static_cast<std::uint64_t>(a) << 32) | static_cast<std::uint32_t>(b); }
    bool has(const std::string &from, const std::string &to) const
    {
        const auto a = find(from), b = find(to);
        return a && b && pairs.contains(key(*a, *b));
    }
    void arc(int a, int b, RouteHop hop)
    {
        arcs[static_cast<std::size_t>(a)].push_back({b, hop});
        pairs.insert(key(a, b));
    }

    // Every node reaches every other (forward and backward search from node 0).
    bool stronglyConnected() const
    {
        const std::size_t n = arcs.size();
        std::vector<std::vector<int>> back(n);
        for (std::size_t a = 0; a < n; ++a)
            for (const Arc &arc : arcs[a])
                back[static_cast<std::size_t>(arc.to)].push_back(static_cast<int>(a));
        const auto all = [n](const auto &next) {
            std::vector<char> seen(n, 0);
            std::vector<int> stack{0};
            seen[0] = 1;
            std::size_t count = 1;
            while (!stack.empty()) {
                const int v = stack.back();
                stack.pop_back();
                next(v, [&](int u) {
                    if (!seen[static_cast<std::size_t>(u)]) {
                        seen[static_cast<std::size_t>(u)] = 1;
                        ++count;
                        stack.push_back(u);
                    }
                });
            }
            return count == n;
        };
        return n > 0 && all([&](int v, const auto &visit) {
            for (const Arc &arc : arcs[static_cast<std::size_t>(v)])
                visit(arc.to);
        }) && all([&](int v, const auto &visit) {
            for (const int u : back[static_cast<std::size_t>(v)])
                visit(u);
        });
    }
};

// SimGrid 3.32's DijkstraZone::get_local_route from `source`: for each node, the arc its route
// arrives by (-1 for the source). Every route here is one link, so an arc costs 1. SimGrid also
// queues every other node at cost ULONG_MAX first; on a strongly connected graph those entries
// come out after every node has its final cost and change nothing, so they are left out.
struct ShortestTree {
    std::vector<unsigned long> cost;
    std::vector<int> pred;
    std::vector<const RouteGraph::Arc *> by;
};

void simGridDijkstra(const RouteGraph &g, int source, ShortestTree &t)
{
    const std::size_t n = g.arcs.size();
    t.cost.assign(n, ULONG_MAX);
    t.pred.assign(n, 0);
    t.by.assign(n, nullptr);
    using Entry = std::pair<double, unsigned long>; // as SimGrid's queue: cost, then node number
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    t.cost[static_cast<std::size_t>(source)] = 0;
    queue.emplace(0.0, static_cast<unsigned long>(source));
    while (!queue.empty()) {
        const std::size_t v = queue.top().second;
        queue.pop();
        for (const RouteGraph::Arc &arc : g.arcs[v]) {
            const auto u = static_cast<std::size_t>(arc.to);
            if (1 + t.cost[v] < t.cost[u]) {
                t.pred[u] = static_cast<int>(v);
                t.by[u] = &arc;
                t.cost[u] = 1 + t.cost[v];
                queue.emplace(static_cast<double>(t.cost[u]), u);
            }
        }
    }
}

} // namespace

std::optional<SimGridGraphRoutes> simGridGraphRoutes(const Platform &p)
{
    if (!p.routes.empty() || p.processors.empty())
        return std::nullopt;
    SimGridGraphRoutes out;
    RouteGraph g;
    bool everyLinkBothWays = true; // every link an edge, both ways
    // One <route> per link and direction; SimGrid refuses a second route for an ordered pair,
    // so of parallel links the first is the edge (a widest path over another gets a bypass).
    for (std::size_t i = 0; i < p.links.size(); ++i) {
        const Link &l = p.links[i];
        if (l.from == l.to)
            continue;
        const int link = static_cast<int>(i);
        const bool forward = !g.has(l.from, l.to);
        const bool backward = l.bidirectional && !g.has(l.to, l.from);
        everyLinkBothWays = everyLinkBothWays && forward && backward;
        if (forward) {
            const int a = g.node(l.from), b = g.node(l.to);
            g.arc(a, b, {link, false});
            if (backward)
                g.arc(b, a, {link, true});
            out.edges.push_back({l.from, l.to, {link, false}, backward});
        } else if (backward) {
            const int b = g.node(l.to), a = g.node(l.from);
            g.arc(b, a, {link, true});
            out.edges.push_back({l.to, l.from, {link, true}, false});
        }
    }
    for (const Processor &pr : p.processors)
        if (!g.find(pr.id))
            return std::nullopt;
    if (!g.stronglyConnected())
        return std::nullopt;
    // A tree (a star, a chain): one path between two nodes, SimGrid's and Partita's alike.
    if (everyLinkBothWays && out.edges.size() + 1 == g.arcs.size())
        return out;

    ShortestTree tree;
    std::vector<RouteHop> simgrid;
    for (const Processor &a : p.processors) {
        const int source = *g.find(a.id);
        simGridDijkstra(g, source, tree);
        const auto routes = widestRoutes(p, a.id);
        for (const Processor &b : p.processors) {
            if (a.id == b.id)
                continue;
            const auto it = routes.find(b.id);
            if (it == routes.end() || !it->second.reachable)
                continue; // no such pair here: every node reaches every other
            const Route &r = it->second;
            const auto target = static_cast<std::size_t>(*g.find(b.id));
            bool same = tree.cost[target] == r.links.size();
            std::size_t k = r.links.size();
            for (std::size_t v = target; same && static_cast<int>(v) != source;
                 v = static_cast<std::size_t>(tree.pred[v])) {
                --k;
                same = tree.by[v]->hop.link == r.links[k];
            }
            if (same)
                continue;
            SimGridGraphRoutes::Bypass bypass{a.id, b.id, {}};
            for (std::size_t h = 0; h < r.links.size(); ++h)
                bypass.hops.push_back({r.links[h], static_cast<bool>(r.reversed[h])});
            out.bypasses.push_back(std::move(bypass));
        }
    }
    return out;
}

} // namespace partita
