#pragma once
// SimGrid platform XML, version 4.1 (https://simgrid.org/simgrid.dtd), so platforms move
// between Partita and SimGrid (docs/platform-format.md).
//
// Export: one zone holding a <host> per processor, a <router> per router, a <link> per link
// (sharing_policy SHARED, SPLITDUPLEX, or FATPIPE for a backbone) and the routes SimGrid needs
// to take Partita's routes (model/graph.h: the widest path, then the fewest hops). Where
// SimGrid can route the graph itself, routing="DijkstraCache" with a route per link and a
// <bypassRoute> per pair whose shortest path is not Partita's (io/simgrid_graph_routes.h: none
// for a star or a chain, so the file grows as the platform). Otherwise routing="Full": the
// declared routes, then for every other ordered pair of hosts the widest path, plus a
// one-link route between the ends of each link that touches a router, so that the file shows
// the whole graph; that file grows as the square of the number of hosts (about 20 MB for 300
// hosts). What SimGrid has no attribute for
// (memory, drawing position, machine name, master, units, link names and ends, direction) is
// kept in <prop id="partita:..."/> elements, so JSON -> XML -> JSON gives back the same
// platform.
//
// Import: also reads files written by others, with any SimGrid unit, nested zones, clusters
// (io/simgrid_cluster.h: FLAT, TORUS, FAT_TREE, DRAGONFLY) and topologies known only through
// routes (io/simgrid_routes.h). Routes between hosts and routers are kept as declared routes
// (Platform::routes), split-duplex links and multi-core hosts as such; a file of several zones
// or with a cluster gets SimGrid's route for every ordered pair of hosts (io/simgrid_zones.h).
// A host without a partita:memory property gets kDefaultMemoryMiB. What Partita does not
// model (profiles, <config>, disks, energy and other properties, loopbacks, unused links,
// routing None) gives warnings; cabinets, peers, host links, Vivaldi and wifi are refused with
// a message saying so (docs/platform-format.md, SimGrid platform XML).

#include "model/platform.h"
#include "model/reason.h"

#include <string>
#include <vector>

namespace partita {

// SimGrid has no memory size for hosts; 1 GiB lets every usual block size fit (paper 002's
// q = 80 block takes 50 KiB), and the property can be added to the file to say more.
inline constexpr double kDefaultMemoryMiB = 1024;

// What an imported file says and Partita does not model (a profile, a disk, a loopback, a link
// no route crosses): where, and why as a reason, which the studio shows in its own language
// after File ▸ Import (views/plan/reason_text.h).
struct ImportWarning {
    std::string file;
    int line = 0;
    Reason reason;

    // "FILE:LINE: message", what the command line prints after "warning: ".
    std::string text() const;
    bool operator==(const ImportWarning &) const = default;
};

// Parses and validates. Throws InputError(fileName, line, ...) on any problem. What the file
// says and Partita does not model is listed in `warnings`, in the order of the file's reading.
Platform parseSimGridXml(
    const std::string &text, const std::string &fileName, std::vector<ImportWarning> *warnings = nullptr);

// Throws InputError when a number is not finite.
std::string platformToSimGridXml(const Platform &platform);

} // namespace partita
