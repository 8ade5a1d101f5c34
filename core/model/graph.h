#pragma once
// Routes on a platform graph. The widest path (largest bottleneck bandwidth, then fewest hops)
// is the route the models use between two nodes (paper 001 §3 routes along widest paths).

#include "model/platform.h"

#include <limits>
#include <string>
#include <unordered_map>
#include <vector>

namespace partita {

struct Route {
    std::vector<int> links;  // indices into Platform::links, from source to destination
    double bandwidth = 0;    // bottleneck bandwidth; +inf for the empty route (same node)
    double latency = 0;      // sum of the latencies along the route
    bool reachable = false;
};

// Widest routes from `source` to every node id, following link directions (a
// non-bidirectional link is only usable from `from` to `to`).
std::unordered_map<std::string, Route> widestRoutes(const Platform &platform,
                                                    const std::string &source);

} // namespace partita
