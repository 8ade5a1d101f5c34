#pragma once
// Routes on a platform graph. A route the platform declares (Platform::routes) is the route
// between its two nodes; between nodes with no declared route, the widest path (largest
// bottleneck bandwidth, then fewest hops) is the route the models use (paper 001 §3 routes
// along widest paths; docs/platform-format.md, Routes).

#include "model/platform.h"

#include <limits>
#include <string>
#include <unordered_map>
#include <vector>

namespace partita {

struct Route {
    std::vector<int> links;  // indices into Platform::links, from source to destination
    std::vector<bool> reversed; // one per link: crossed from its `to` to its `from`
    double bandwidth = 0;    // bottleneck bandwidth; +inf for the empty route (same node)
    double latency = 0;      // sum of the latencies along the route
    bool reachable = false;
};

// Widest routes from `source` to every node id, following link directions (a
// non-bidirectional link is only usable from `from` to `to`).
std::unordered_map<std::string, Route> widestRoutes(const Platform &platform,
                                                    const std::string &source);

// The routes every model uses from `source` to every node id: the declared route from `source`
// to a node when there is one (else the way back of a symmetrical route declared from that node
// to `source`), the widest route otherwise.
std::unordered_map<std::string, Route> platformRoutes(const Platform &platform, const std::string &source);

} // namespace partita
