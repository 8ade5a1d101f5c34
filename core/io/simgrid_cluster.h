#pragma once
// SimGrid's <cluster> element (https://simgrid.org/doc/latest/Platform_describing.html and
// XML_reference.html, "cluster"): the hosts, links and routes SimGrid 3.32 builds from it, so
// that a cluster imports with every route SimGrid itself takes (docs/platform-format.md,
// SimGrid clusters).
//
//  FLAT       a host per radical ("<prefix><radical><suffix>"), each with a private link
//             "<id>_link_<radical>" to the cluster's router; an optional backbone
//             "<id>_backbone" and limiter "<id>_link_<radical>_limiter". Route: source limiter,
//             private link up, backbone, destination private link down, destination limiter.
//  TORUS      topo_parameters "d1,d2,...": rank r's link in dimension j,
//             "<id>_link_from_<r>_to_<n>", joins it to its next neighbour n in that dimension
//             (wrapping around); routes go dimension after dimension, each the shorter way
//             round as SimGrid decides it, with the limiter of every sending rank.
//  FAT_TREE   topo_parameters "levels;children,...;parents,...;ports,...": the parallel
//             generalized fat tree of Zahavi, "D-Mod-K Routing Providing Non-Blocking Traffic
//             for Shift Permutations on Real Life Fat Trees" (2010), with its d-mod-k routing;
//             links "link_from_<child>_<parent>_<n>", switches numbered from 2 × hosts - 1 down.
//  DRAGONFLY  topo_parameters "groups,blue;chassis,black;routers,green;nodes": Kim et al.,
//             "Technology-Driven, Highly-Scalable Dragonfly Topology" (ISCA 2008), with
//             SimGrid's minimal routing; local, green, black and blue links named as SimGrid
//             names them, the parallel links of a level folded into one of their total bandwidth.
//
// SPLITDUPLEX (the default) gives split-duplex links, crossed "up" from the end SimGrid names
// first; SHARED and FATPIPE give shared links, except FLAT's private links and backbone, which
// keep their policy. Loopbacks carry nothing between two hosts and are left out.
// Routers Partita adds (FLAT: the cluster's router and the backbone's far end; fat-tree
// switches "<id>_switch_<n>"; dragonfly routers "<id>_router_<n>"; a router at the far end of
// each limiter link, named after it) carry no computation.

#include "model/platform.h"

#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

namespace partita {

struct SimGridClusterSpec {
    std::string id, prefix, suffix;
    std::string router; // FLAT: router_id, or empty for "<prefix><id>_router<suffix>"
    std::vector<long long> radicals;
    std::string topology = "FLAT";
    std::string parameters; // topo_parameters
    double bandwidth = 0, latency = 0;
    Sharing sharing = Sharing::SplitDuplex;
    bool backbone = false; // FLAT only
    double backboneBandwidth = 0, backboneLatency = 0;
    Sharing backboneSharing = Sharing::Shared;
    double limiter = 0; // limiter_link bandwidth; 0: no limiter
};

// SimGrid 3.32 numbers fat-tree links, fat-tree hosts and dragonfly links with counters shared
// by every cluster of the platform, in the order of the file.
struct SimGridClusterCounters {
    long long fatTreeLinks = 0, fatTreePositions = 0, dragonflyLinks = 0;
};

struct SimGridHop {
    std::size_t link = 0; // index into SimGridCluster::links()
    bool down = false;    // crossed from `to` to `from`
};

class SimGridCluster {
public:
    struct Link {
        std::string id;
        double bandwidth = 0, latency = 0;
        Sharing sharing = Sharing::Shared;
        std::string from, to;
    };

    // Throws ReasonedError<std::invalid_argument> (model/error.h) whose reason says what is wrong
    // with the spec, naming the cluster as the SimGrid reader does ("cluster 'c': ...").
    SimGridCluster(const SimGridClusterSpec &spec, SimGridClusterCounters &counters);

    const std::vector<std::string> &hosts() const { return m_hosts; } // in rank order
    const std::vector<std::string> &routers() const { return m_routers; }
    const std::vector<Link> &links() const { return m_links; }
    // The router other zones reach the cluster through (FLAT), or empty.
    const std::string &gateway() const { return m_gateway; }
    bool contains(const std::string &node) const;
    // SimGrid's route from one host or router of the cluster to another: empty between a
    // node and itself, and, in other topologies than FLAT, to or from a router.
    std::vector<SimGridHop> route(const std::string &from, const std::string &to) const;

private:
    struct FatTreeNode {
        long long id = 0;
        unsigned level = 0;
        long long position = 0;
        int limiter = -1;
        std::vector<int> label;
        std::vector<int> parents, children; // indices into m_treeLinks, -1 where no cable
    };
    struct FatTreeLink {
        int upper = 0, lower = 0; // indices into m_tree
        std::size_t link = 0;
    };
    struct DragonflyRouter {
        unsigned group = 0, chassis = 0, blade = 0;
        int limiter = -1;
        std::vector<SimGridHop> local; // to each of its nodes, from the node
        std::vector<int> green, black; // indices into m_links, -1 where none
        std::vector<bool> greenDown, blackDown;
        int blue = -1;
        bool blueDown = false;
    };

    std::size_t addLink(const std::string &id, double bandwidth, double latency, Sharing sharing,
        const std::string &from, const std::string &to);
    void flat(const SimGridClusterSpec &spec);
    void torus(const SimGridClusterSpec &spec);
    void fatTree(const SimGridClusterSpec &spec, SimGridClusterCounters &counters);
    void dragonfly(const SimGridClusterSpec &spec, SimGridClusterCounters &counters);
    std::vector<SimGridHop> torusRoute(std::size_t src, std::size_t dst) const;
    std::vector<SimGridHop> fatTreeRoute(std::size_t src, std::size_t dst) const;
    std::vector<SimGridHop> dragonflyRoute(std::size_t src, std::size_t dst) const;
    bool inSubTree(const FatTreeNode &root, const FatTreeNode &node) const;

    std::string m_topology, m_gateway;
    Sharing m_sharing = Sharing::SplitDuplex;
    std::vector<std::string> m_hosts, m_routers;
    std::unordered_map<std::string, std::size_t> m_hostRank;
    std::vector<Link> m_links;
    std::vector<int> m_limiters; // per host rank, -1 when none
    // FLAT: the links up from each host to the router and down from it.
    std::vector<std::vector<SimGridHop>> m_up, m_down;
    // TORUS
    std::vector<unsigned long> m_dims;
    std::vector<std::vector<int>> m_torusLinks; // [rank][dimension], -1 for a dimension of 1
    // FAT_TREE
    std::vector<unsigned> m_children, m_parents, m_ports;
    std::vector<FatTreeNode> m_tree; // hosts first, then switches level by level
    std::vector<FatTreeLink> m_treeLinks;
    // DRAGONFLY
    unsigned m_chassis = 0, m_blades = 0, m_nodes = 0;
    std::vector<DragonflyRouter> m_dragonfly;
};

// The largest number of hosts a cluster may have: Partita keeps a route per pair of hosts.
inline constexpr std::size_t kMaxClusterHosts = 1000;

} // namespace partita
