#pragma once
// SimGrid's routing between zones (NetZoneImpl::get_global_route in SimGrid 3.32; the
// documentation's "Routing" section, https://simgrid.org/doc/latest/Platform_routing.html):
// hosts of one zone take its local route; hosts of different zones go up to their first
// common zone, take the zone route it declares between the two zones they are in (or in
// ancestors of them), and reach its gateways by the routes inside those zones, recursively.
// A bypass route declared in the common zone wins, for hosts or for zones on the way up.
//
// A zone's local routes are its declared routes (Full; Floyd and Dijkstra where the pair is
// declared), those of a cluster (io/simgrid_cluster.h), those of a star (routing Cluster, with
// <host_link> and <cabinet>, and Vivaldi, with <peer>: SimGrid's StarZone, the source's links
// up then the destination's links down, each link once), or none (routing None). A Vivaldi
// route adds the distance between the two ends' coordinates (x, y, height) to its latency:
// (sqrt(dx² + dy²) + |h1| + |h2|) ms (SimGrid 3.32's VivaldiZone::get_local_route). Partita
// keeps the result as a declared route for every pair of hosts (docs/platform-format.md).

#include "io/simgrid_cluster.h"

#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace partita {

class SimGridZones {
public:
    enum class Routing { Full, Shortest, None, Cluster, Star, Vivaldi };
    struct Route {
        std::vector<SimGridHop> links; // SimGridHop::link: the caller's link numbers
        std::string gwSrc, gwDst;      // for a route between two zones
        double latency = 0;            // seconds beyond the links' (Vivaldi)
    };

    // Returns the zone's number; parent -1 for the root.
    int addZone(const std::string &id, int parent, Routing routing);
    // A cluster zone: `links` maps the cluster's link numbers to the caller's.
    void setCluster(int zone, const SimGridCluster *cluster, std::vector<std::size_t> links);
    void addNode(const std::string &node, int zone); // a host or a router
    // A <route> or <zoneRoute> of `zone`; a symmetrical one also gives the way back.
    void addRoute(int zone, const std::string &src, const std::string &dst, Route route, bool symmetrical);
    void addBypass(int zone, const std::string &src, const std::string &dst, Route route);
    // In a star zone (Star or Vivaldi): the links from a host up to the zone's centre and from
    // the centre down to it.
    void setStarLinks(const std::string &node, std::vector<SimGridHop> up, std::vector<SimGridHop> down);
    bool hasStarLinks(const std::string &node) const { return m_star.contains(node); }
    void setCoordinates(const std::string &node, const std::array<double, 3> &coordinates);

    // SimGrid's route from one host to another, or nothing where SimGrid has none, or where it
    // computes one Partita cannot (shortest paths in a Floyd or Dijkstra zone).
    std::optional<Route> route(const std::string &src, const std::string &dst) const;

private:
    struct Zone {
        std::string id;
        int parent = -1;
        Routing routing = Routing::Full;
        const SimGridCluster *cluster = nullptr;
        std::vector<std::size_t> clusterLinks;
        std::map<std::pair<std::string, std::string>, Route> routes, bypasses;
    };
    int englobing(const std::string &point) const; // -1 when unknown
    std::vector<int> pathToRoot(int zone) const;
    std::optional<Route> local(int zone, const std::string &src, const std::string &dst) const;
    std::optional<Route> star(const Zone &z, const std::string &src, const std::string &dst) const;
    bool global(const std::string &src, const std::string &dst, Route &out, int depth) const;
    bool bypass(int zone, const std::string &src, const std::string &dst, Route &out, int depth) const;

    std::vector<Zone> m_zones;
    std::unordered_map<std::string, int> m_zoneIndex, m_nodeZone;
    std::unordered_map<std::string, std::pair<std::vector<SimGridHop>, std::vector<SimGridHop>>> m_star;
    std::unordered_map<std::string, std::array<double, 3>> m_coordinates;
};

} // namespace partita
