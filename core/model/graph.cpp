#include "model/graph.h"

#include <algorithm>
#include <queue>
#include <string_view>
#include <tuple>

namespace partita {

// Modified Dijkstra on (bottleneck bandwidth desc, hops asc, then node id desc, so that equal
// routes are settled in one fixed order): O((V + E) log V) on node indices, then each route
// spelled out from its predecessors.
std::unordered_map<std::string, Route> widestRoutes(const Platform &platform,
                                                    const std::string &source)
{
    // The nodes the links name, and the source, by index.
    std::unordered_map<std::string_view, int> index;
    std::vector<std::string_view> name;
    const auto indexOf = [&](const std::string &id) {
        const auto [it, added] = index.emplace(id, static_cast<int>(name.size()));
        if (added)
            name.push_back(id);
        return it->second;
    };
    const int from = indexOf(source);
    struct Arc { int to; int link; bool reversed; };
    std::vector<std::vector<Arc>> adjacency;
    for (int i = 0; i < static_cast<int>(platform.links.size()); ++i) {
        const auto &l = platform.links[static_cast<std::size_t>(i)];
        const int a = indexOf(l.from), b = indexOf(l.to);
        adjacency.resize(name.size());
        adjacency[static_cast<std::size_t>(a)].push_back({b, i, false});
        if (l.bidirectional)
            adjacency[static_cast<std::size_t>(b)].push_back({a, i, true});
    }
    const std::size_t nodes = name.size();
    adjacency.resize(nodes);
    // The order of node ids, the queue's last tie-break.
    std::vector<int> byName(nodes);
    {
        std::vector<int> order(nodes);
        for (std::size_t i = 0; i < nodes; ++i)
            order[i] = static_cast<int>(i);
        std::sort(order.begin(), order.end(), [&](int x, int y) { return name[static_cast<std::size_t>(x)] < name[static_cast<std::size_t>(y)]; });
        for (std::size_t r = 0; r < nodes; ++r)
            byName[static_cast<std::size_t>(order[r])] = static_cast<int>(r);
    }
    struct Best {
        double bandwidth = 0, latency = 0;
        std::size_t hops = 0;
        int link = -1, previous = -1; // the last link of the route and the node before it
        bool reversed = false, reached = false, done = false;
    };
    std::vector<Best> best(nodes);
    best[static_cast<std::size_t>(from)].bandwidth = std::numeric_limits<double>::infinity();
    best[static_cast<std::size_t>(from)].reached = true;
    using Entry = std::tuple<double, long, int, int>; // (bandwidth, -hops, rank of the id, node)
    std::priority_queue<Entry> queue;
    queue.emplace(std::numeric_limits<double>::infinity(), 0L, byName[static_cast<std::size_t>(from)], from);
    while (!queue.empty()) {
        const int node = std::get<3>(queue.top());
        queue.pop();
        Best &current = best[static_cast<std::size_t>(node)];
        if (current.done)
            continue;
        current.done = true;
        for (const auto &arc : adjacency[static_cast<std::size_t>(node)]) {
            Best &next = best[static_cast<std::size_t>(arc.to)];
            if (next.done)
                continue;
            const auto &link = platform.links[static_cast<std::size_t>(arc.link)];
            const double nbw = std::min(current.bandwidth, link.bandwidth);
            const std::size_t nh = current.hops + 1;
            if (!next.reached || nbw > next.bandwidth || (nbw == next.bandwidth && nh < next.hops)) {
                next = {nbw, current.latency + link.latency, nh, arc.link, node, arc.reversed, true, false};
                queue.emplace(nbw, -static_cast<long>(nh), byName[static_cast<std::size_t>(arc.to)], arc.to);
            }
        }
    }
    std::unordered_map<std::string, Route> out;
    out.reserve(nodes);
    for (std::size_t v = 0; v < nodes; ++v) {
        const Best &b = best[v];
        if (!b.reached)
            continue;
        Route r;
        r.bandwidth = b.bandwidth;
        r.latency = b.latency;
        r.reachable = true;
        r.links.resize(b.hops);
        r.reversed.resize(b.hops);
        std::size_t at = b.hops;
        for (int u = static_cast<int>(v); best[static_cast<std::size_t>(u)].previous >= 0;
             u = best[static_cast<std::size_t>(u)].previous) {
            --at;
            r.links[at] = best[static_cast<std::size_t>(u)].link;
            r.reversed[at] = best[static_cast<std::size_t>(u)].reversed;
        }
        out.emplace(std::string(name[v]), std::move(r));
    }
    return out;
}

std::unordered_map<std::string, Route> platformRoutes(const Platform &platform, const std::string &source)
{
    std::unordered_map<std::string, Route> routes = widestRoutes(platform, source);
    if (platform.routes.empty())
        return routes;
    const auto declared = [&](const DeclaredRoute &d, bool back) {
        Route r;
        r.bandwidth = std::numeric_limits<double>::infinity();
        r.reachable = true;
        r.latency = d.latency;
        for (std::size_t k = 0; k < d.hops.size(); ++k) {
            const RouteHop &hop = d.hops[back ? d.hops.size() - 1 - k : k];
            const Link &l = platform.links[static_cast<std::size_t>(hop.link)];
            r.links.push_back(hop.link);
            r.reversed.push_back(hop.reverse != back);
            r.bandwidth = std::min(r.bandwidth, l.bandwidth);
            r.latency += l.latency;
        }
        return r;
    };
    std::unordered_map<std::string, bool> forward; // destinations with a route declared from source
    for (const DeclaredRoute &d : platform.routes)
        if (d.from == source && d.to != source) {
            routes[d.to] = declared(d, false);
            forward[d.to] = true;
        }
    for (const DeclaredRoute &d : platform.routes)
        if (d.symmetrical && d.to == source && d.from != source && !forward[d.from])
            routes[d.from] = declared(d, true);
    return routes;
}

} // namespace partita
