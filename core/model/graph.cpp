#include "model/graph.h"

#include <queue>
#include <tuple>

namespace partita {

// Modified Dijkstra on (bottleneck bandwidth desc, hops asc): O((V + E) log V).
std::unordered_map<std::string, Route> widestRoutes(const Platform &platform,
                                                    const std::string &source)
{
    struct Arc { std::string to; int link; };
    std::unordered_map<std::string, std::vector<Arc>> adjacency;
    for (int i = 0; i < static_cast<int>(platform.links.size()); ++i) {
        const auto &l = platform.links[static_cast<std::size_t>(i)];
        adjacency[l.from].push_back({l.to, i});
        if (l.bidirectional)
            adjacency[l.to].push_back({l.from, i});
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
                r.bandwidth = nbw;
                r.latency = current.latency + link.latency;
                best[arc.to] = r;
                queue.emplace(nbw, -static_cast<long>(nh), arc.to);
            }
        }
    }
    return best;
}

} // namespace partita
