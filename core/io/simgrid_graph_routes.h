#pragma once
// The routes of a SimGrid export as a graph SimGrid routes itself (docs/platform-format.md,
// SimGrid platform XML 4.1): a zone with routing="DijkstraCache" whose <route> elements are
// the links, one per link and direction, and a <bypassRoute> for each ordered pair of hosts
// whose route SimGrid's shortest path would not make Partita's (model/graph.h: the widest
// path, then the fewest hops). The file grows as the links and those pairs, not as the square
// of the hosts.
//
// Which route SimGrid's Dijkstra takes is decided by replaying SimGrid 3.32's own algorithm
// (src/kernel/routing/DijkstraZone.cpp, get_local_route): the graph's nodes numbered in the
// order the routes name them (source, then destination), each route an edge costing its
// number of links, a queue of (cost, node number) popped smallest first, a node's
// predecessor replaced only by a strictly cheaper cost. On ties it picks the lowest node
// number, where Partita picks the largest id: such pairs get a bypass.
//
// Not used (nullopt, the export keeps routing="Full" with a route per pair) when the platform
// declares routes (a <bypassRoute> has no `symmetrical`, and a declared route may name a
// router), or when some node cannot reach every other along the links: SimGrid 3.32's
// Dijkstra counts costs in unsigned integers, and the cost of a node it never reaches
// (ULONG_MAX) plus a link wraps round to a small one, so it gives wrong routes or loops for
// ever there; a host without links is not in its graph at all and crashes it.
//
// Cost: one widest-path search and one Dijkstra per host, O(p · (E log V + Σ hops)) time for
// p hosts, V nodes and E links; O(V + E + Σ hops of the bypasses) memory. A tree (a star, a
// chain: one path between two nodes) needs no comparison: O(V + E).

#include "model/platform.h"

#include <optional>
#include <string>
#include <vector>

namespace partita {

struct SimGridGraphRoutes {
    // A <route> of one link, in file order: from `from` to `to` along `link` (crossed
    // against its direction when `reverse`), both ways when `symmetrical`.
    struct Edge {
        std::string from, to;
        RouteHop hop;
        bool symmetrical = false;
    };
    struct Bypass {
        std::string from, to;
        std::vector<RouteHop> hops;
    };
    std::vector<Edge> edges;
    std::vector<Bypass> bypasses;
};

std::optional<SimGridGraphRoutes> simGridGraphRoutes(const Platform &platform);

} // namespace partita
