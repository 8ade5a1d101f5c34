#include "model/graph.h"

#include <algorithm>
#include <queue>
#include <tuple>

namespace partita {

// Modified Dijkstra on (bottleneck bandwidth desc, hops asc): O((V + E) log V).
std::unordered_map<std::string, Route> widestRoutes(const Platform &platform,
                                                    const std::string &source)
{
    struct Arc { std::string to; int link; bool reversed; };
    std::unordered_map<std::string, std::vector<Arc>> adjacency;
    for (int i = 0; i < static_cast<int>(platform.links.size()); ++i) {
        const auto &l = platform.links[static_cast<std::size_t>(i)];
        adjacency[l.from].push_back({l.to, i, false});
        if (l.bidirectional)
            adjacency[l.to].push_back({l.from, i, true});
    }
    std::unordered_map<std::string, Route> best;
    using Entry = std::tuple<double, long, std::string>; // (bandwidth, -hops, node)
    std::priority_queue<Entry> queue;
    Route start;
    start.bandwidth = std::numeric_limits<double>::infinity();
    start.reachable = true;
    best[source] = start;
    queue.emplace(start.bandwidth, 0L, source);
    std::unordered_map<std::string, bool> done;
    while (!queue.empty()) {
        auto [bw, negHops, node] = queue.top();
        queue.pop();
        if (done[node])
            continue;
        done[node] = true;
        const Route current = best[node];
        for (const auto &arc : adjacency[node]) {
            if (done[arc.to])
                continue;
            const auto &link = platform.links[static_cast<std::size_t>(arc.link)];
            const double nbw = std::min(current.bandwidth, link.bandwidth);
            const std::size_t nh = current.links.size() + 1;
            auto it = best.find(arc.to);
            if (it == best.end() || nbw > it->second.bandwidth
                || (nbw == it->second.bandwidth && nh < it->second.links.size())) {
                Route r = current;
                r.links.push_back(arc.link);
                r.reversed.push_back(arc.reversed);
                r.bandwidth = nbw;
                r.latency = current.latency + link.latency;
                best[arc.to] = r;
                queue.emplace(nbw, -static_cast<long>(nh), arc.to);
            }
        }
    }
    return best;
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
