#pragma once
// From SimGrid routes to a graph of links.
//
// A SimGrid platform lists links and, for pairs of hosts, the sequence of links a message
// crosses; it never says which nodes a link joins. Partita's model is a graph, so the reader
// recovers the ends of each link from the routes that use it:
//  - a route with one link joins its source and destination: exact, and the common case in
//    files written as a graph (every file Partita writes also names both ends in properties);
//  - in a route of several links, two consecutive links meet at a node they already share;
//    when they share none, at a junction router created for them, reused by later routes
//    (hosts linked to an unnamed switch by private links become a star around one router);
//  - a link that ends up joining more than two nodes is a bus: it becomes a router named after
//    the link, joined to each of those nodes by an edge (io/simgrid_xml.cpp keeps the link
//    itself on the first edge and makes the others backbone links without latency, so that
//    declared routes cross the link once, as one shared resource);
//  - a link that meets a node on one side only (its two neighbours in routes meet elsewhere)
//    joins that node to a router named after the link;
//  - a link used by no route carries no traffic in SimGrid and is left out.
// A link is bidirectional unless every route using it is a one-link route marked
// symmetrical="NO" from the same source to the same destination.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace partita {

struct SimGridRoute {
    std::string src, dst;           // hosts or routers (gateways for zone routes)
    std::vector<std::size_t> links; // indices into the link list given to inferTopology
    bool symmetrical = true;
};

struct InferredTopology {
    struct Edge {
        std::size_t link = 0; // index of the SimGrid link this edge comes from
        std::string from, to;
        bool bidirectional = true;
    };
    struct Junction {
        std::string id;
        std::size_t route = 0; // index of the route that created it
    };
    std::vector<Edge> edges;       // grouped by link, in link order
    std::vector<Junction> routers; // in creation order
};

// `linkIds` are the SimGrid ids of the links (used to name junctions and buses); `fixedEnds`
// gives the ends of links whose ends are already known (they get no edge here, but routes
// through them meet them at those ends); `idTaken` tells whether a node id already exists.
InferredTopology inferTopology(const std::vector<std::string> &linkIds,
    const std::vector<std::optional<std::pair<std::string, std::string>>> &fixedEnds,
    const std::vector<SimGridRoute> &routes, const std::function<bool(const std::string &)> &idTaken);

} // namespace partita
