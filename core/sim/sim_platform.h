#pragma once
// The simulator's view of a platform: nodes with compute rates and communication ports, links
// with bandwidths, and routes. Built once from a Platform and a communication model.

#include "model/platform.h"

#include <limits>
#include <string>
#include <vector>

namespace partita::sim {

// How transfers crossing shared links divide them (docs/simulate-compare.md, Network models):
//   Ideal  max-min fairness: every flow an equal share, the route's latency paid first, then the
//          bandwidth of its narrowest link (Partita's own model, the default)
//   Cm02   SimGrid 3.32's CM02 (Casanova and Marchal, "A Network Model for Simulation of Grid
//          Application", LIP RR-2002-40): shares weighted by the inverse of each flow's route
//          latency (RTT-aware), a flow bounded by the TCP window over twice its latency
//          (network/TCP-gamma, 4 MiB)
//   Lv08   SimGrid 3.32's default, LV08 (Velho and Legrand, "Accuracy Study and Improvement of
//          Network Simulation in the SimGrid Framework", SIMUTools 2009): CM02 with the latency
//          multiplied by 13.01, rates by 0.97 and weights raised by 20537 / bandwidth per link
// Neither models SimGrid's cross-traffic (network/crosstraffic: the acknowledgements of a flow
// on the links of the way back), which SimGrid turns on by default.
enum class FlowModel { Ideal, Cm02, Lv08 };

// "ideal", "cm02", "lv08".
const char *toString(FlowModel m);
const std::vector<std::string> &flowModelNames();
// Throws std::invalid_argument for a name not in flowModelNames().
FlowModel parseFlowModel(const std::string &name);

// How many communications a node may take part in at once (sends and receives together):
// 1 is the one-port model (paper 002 §2.2; the "sequential communication" modes of paper 004
// §4), 0 means no limit (multi-port; "parallel communication").
struct CommModel {
    int masterPorts = 1;
    int workerPorts = 0;
    bool globalBus = false; // every transfer of the platform, one at a time (PERI-SUM view)
    FlowModel flow = FlowModel::Ideal;
    bool operator==(const CommModel &) const = default;
};

struct SimNode {
    std::string id;
    double rate = 0; // multiply-adds per second (or per time unit); 0 for routers
    int ports = 0;   // 0 = unlimited
    // The machine a processor runs on (Processor::host), numbered; -1 when it names none. A
    // transfer between two processors of one machine is a memory copy that the receiving
    // processor performs (simulator.h).
    int host = -1;
    // Cores sharing `rate` equally (Processor::cores); the simulator runs a computation on all
    // of them, as every strategy plans, and so does the SimGrid engine (sim/simgrid_engine.h).
    int cores = 1;
};

struct SimLink {
    std::string id;
    double rate = 0; // elements per second (or per time unit)
    double latency = 0;
    bool shared = true;
};

struct SimRoute {
    std::vector<int> links;
    double latency = 0; // the sum of its links' latencies
    // Under the flow model: the time before data flow (the latency, scaled by LV08), the
    // flow's weight in the sharing (it gets shares in inverse proportion), its own upper rate
    // (elements per second), and the factor from that rate to the rate data flow at.
    double delay = 0;
    double weight = 1;
    double bound = std::numeric_limits<double>::infinity();
    double factor = 1;
};

class SimPlatform {
public:
    // Throws std::invalid_argument for CM02 or LV08 on a platform in abstract units (their
    // constants are in bytes and seconds).
    SimPlatform(const Platform &platform, double q, const CommModel &model);

    const std::vector<SimNode> &nodes() const { return m_nodes; }
    const std::vector<SimLink> &links() const { return m_links; }
    int nodeIndex(const std::string &id) const; // -1 if absent
    // The route from a to b (model/graph.h platformRoutes) (throws std::invalid_argument if unreachable).
    const SimRoute &route(int a, int b) const;
    const CommModel &model() const { return m_model; }
    Units units() const { return m_units; }
    // Per link of the platform (Platform::links): its back way in links() when the link is
    // split-duplex, else -1. links() beyond the platform's are these back ways.
    const std::vector<int> &backWays() const { return m_reverse; }

private:
    void flowTerms(SimRoute &route) const;

    std::vector<SimNode> m_nodes;
    std::vector<SimLink> m_links; // one per platform link, then the back ways of split-duplex links
    std::vector<int> m_reverse;   // per platform link: its back way in m_links, or -1
    std::vector<double> m_bytesPerSecond; // per link of m_links
    // routes from each source node, computed on first use ([from][to])
    mutable std::vector<std::vector<SimRoute>> m_routes;
    mutable std::vector<bool> m_routesKnown;
    Platform m_platform;
    CommModel m_model;
    Units m_units = Units::Physical;
};

} // namespace partita::sim
