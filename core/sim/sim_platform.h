#pragma once
// The simulator's view of a platform: nodes with compute rates and communication ports, links
// with bandwidths, and routes. Built once from a Platform and a communication model.

#include "model/platform.h"

#include <string>
#include <vector>

namespace partita::sim {

// How many communications a node may take part in at once (sends and receives together):
// 1 is the one-port model (paper 002 §2.2; the "sequential communication" modes of paper 004
// §4), 0 means no limit (multi-port; "parallel communication").
struct CommModel {
    int masterPorts = 1;
    int workerPorts = 0;
    bool globalBus = false; // every transfer of the platform, one at a time (PERI-SUM view)
    bool operator==(const CommModel &) const = default;
};

struct SimNode {
    std::string id;
    double rate = 0; // multiply-adds per second (or per time unit); 0 for routers
    int ports = 0;   // 0 = unlimited
};

struct SimLink {
    std::string id;
    double rate = 0; // elements per second (or per time unit)
    double latency = 0;
    bool shared = true;
};

struct SimRoute {
    std::vector<int> links;
    double latency = 0;
};

class SimPlatform {
public:
    SimPlatform(const Platform &platform, double q, const CommModel &model);

    const std::vector<SimNode> &nodes() const { return m_nodes; }
    const std::vector<SimLink> &links() const { return m_links; }
    int nodeIndex(const std::string &id) const; // -1 if absent
    // The route from a to b (model/graph.h platformRoutes) (throws std::invalid_argument if unreachable).
    const SimRoute &route(int a, int b) const;
    const CommModel &model() const { return m_model; }
    Units units() const { return m_units; }

private:
    std::vector<SimNode> m_nodes;
    std::vector<SimLink> m_links; // one per platform link, then the back ways of split-duplex links
    std::vector<int> m_reverse;   // per platform link: its back way in m_links, or -1
    // routes from each source node, computed on first use ([from][to])
    mutable std::vector<std::vector<SimRoute>> m_routes;
    mutable std::vector<bool> m_routesKnown;
    Platform m_platform;
    CommModel m_model;
    Units m_units = Units::Physical;
};

} // namespace partita::sim
