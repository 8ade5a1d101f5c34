#include "sim/sim_platform.h"

#include "model/error.h"

#include "model/graph.h"

#include <algorithm>
#include <stdexcept>

namespace partita::sim {

namespace {

// SimGrid 3.32's constants (src/surf/network_cm02.cpp, src/kernel/resource/NetworkModel.cpp;
// SimGrid's documentation, "Configuring SimGrid", network/latency-factor, bandwidth-factor,
// weight-S and TCP-gamma).
struct FlowConstants {
    double latencyFactor = 1, bandwidthFactor = 1, weightS = 0;
};
constexpr double kTcpGamma = 4194304.0; // bytes

FlowConstants constantsOf(FlowModel m)
{
    return m == FlowModel::Lv08 ? FlowConstants{13.01, 0.97, 20537} : FlowConstants{};
}

} // namespace

const char *toString(FlowModel m)
{
    switch (m) {
    case FlowModel::Ideal: return "ideal";
    case FlowModel::Cm02: return "cm02";
    case FlowModel::Lv08: return "lv08";
    }
    return "?";
}

const std::vector<std::string> &flowModelNames()
{
    static const std::vector<std::string> names{"ideal", "cm02", "lv08"};
    return names;
}

FlowModel parseFlowModel(const std::string &name)
{
    for (const FlowModel m : {FlowModel::Ideal, FlowModel::Cm02, FlowModel::Lv08})
        if (name == toString(m))
            return m;
    throw ReasonedError<std::invalid_argument>(reason(ReasonKind::NetworkModelUnknown, {name}));
}

SimPlatform::SimPlatform(const Platform &platform, double q, const CommModel &model)
    : m_platform(platform), m_model(model), m_units(platform.units)
{
    if (model.flow != FlowModel::Ideal && platform.units == Units::Blocks)
        throw ReasonedError<std::invalid_argument>(reason(ReasonKind::NetworkModelNeedsPhysical, {toString(model.flow)}));
    // Rates in model units per second: multiply-adds (2 flops) and elements (8 bytes), or,
    // in abstract units, block updates (q³ multiply-adds) and blocks (q² elements).
    const bool blocks = platform.units == Units::Blocks;
    std::vector<std::string> hosts;
    for (const auto &p : platform.processors) {
        SimNode n;
        n.id = p.id;
        n.rate = blocks ? p.speed * q * q * q : p.speed * 1e9 / 2.0;
        n.ports = p.id == platform.master ? model.masterPorts : model.workerPorts;
        n.cores = p.cores;
        if (!p.host.empty()) {
            const auto h = std::find(hosts.begin(), hosts.end(), p.host);
            n.host = static_cast<int>(h - hosts.begin());
            if (h == hosts.end())
                hosts.push_back(p.host);
        }
        m_nodes.push_back(n);
    }
    for (const auto &r : platform.routers)
        m_nodes.push_back({r.id, 0.0, r.id == platform.master ? model.masterPorts : 0});
    for (std::size_t i = 0; i < platform.links.size(); ++i) {
        const auto &l = platform.links[i];
        SimLink sl;
        sl.id = l.name.empty() ? l.from + "-" + l.to : l.name;
        sl.rate = blocks ? l.bandwidth * q * q : l.bandwidth * 1e9 / 8.0;
        sl.latency = l.latency;
        sl.shared = l.sharing != Sharing::Backbone;
        m_links.push_back(sl);
        m_bytesPerSecond.push_back(l.bandwidth * 1e9);
    }
    // A split-duplex link is two resources: the one above carries the flows going from -> to,
    // this one those going the other way (docs/platform-format.md).
    m_reverse.assign(platform.links.size(), -1);
    for (std::size_t i = 0; i < platform.links.size(); ++i)
        if (platform.links[i].sharing == Sharing::SplitDuplex) {
            SimLink back = m_links[i];
            back.id += " (back)";
            m_reverse[i] = static_cast<int>(m_links.size());
            m_links.push_back(back);
            m_bytesPerSecond.push_back(m_bytesPerSecond[i]);
        }
    m_routes.resize(m_nodes.size());
    m_routesKnown.assign(m_nodes.size(), false);
}

// NetworkCm02Model::communicate in SimGrid 3.32: the latency phase lasts the route's latency
// times the latency factor; then the flow's weight (its "sharing penalty") is the latency plus
// weight-S over each link's bandwidth, or 1 when there was no latency phase; the flow may not
// exceed its narrowest link nor the TCP window over twice the latency, and data flow at its
// share times the bandwidth factor.
void SimPlatform::flowTerms(SimRoute &r) const
{
    const FlowConstants c = constantsOf(m_model.flow);
    r.delay = r.latency * c.latencyFactor;
    double penalty = r.latency, narrowest = std::numeric_limits<double>::infinity();
    for (const int l : r.links) {
        const double bw = m_bytesPerSecond[static_cast<std::size_t>(l)];
        if (c.weightS > 0)
            penalty += c.weightS / bw;
        narrowest = std::min(narrowest, bw);
    }
    r.weight = r.delay > 0 ? penalty : 1.0;
    const double window = r.latency > 0 ? kTcpGamma / (2.0 * r.latency) : std::numeric_limits<double>::infinity();
    r.bound = std::min(narrowest, window) / 8.0; // bytes to elements
    r.factor = c.bandwidthFactor;
}

int SimPlatform::nodeIndex(const std::string &id) const
{
    for (std::size_t i = 0; i < m_nodes.size(); ++i)
        if (m_nodes[i].id == id)
            return static_cast<int>(i);
    return -1;
}

const SimRoute &SimPlatform::route(int a, int b) const
{
    const auto from = static_cast<std::size_t>(a);
    if (!m_routesKnown[from]) {
        const auto routes = platformRoutes(m_platform, m_nodes[from].id);
        auto &row = m_routes[from];
        row.assign(m_nodes.size(), SimRoute{});
        for (std::size_t j = 0; j < m_nodes.size(); ++j) {
            auto it = routes.find(m_nodes[j].id);
            if (it == routes.end() || !it->second.reachable) {
                row[j].latency = -1; // marks "unreachable"
                continue;
            }
            const Route &route = it->second;
            for (std::size_t k = 0; k < route.links.size(); ++k) {
                const int link = route.links[k];
                const int back = m_reverse[static_cast<std::size_t>(link)];
                row[j].links.push_back(back >= 0 && route.reversed[k] ? back : link);
            }
            row[j].latency = it->second.latency;
            row[j].delay = it->second.latency;
            if (m_model.flow != FlowModel::Ideal)
                flowTerms(row[j]);
        }
        m_routesKnown[from] = true;
    }
    const auto &r = m_routes[from][static_cast<std::size_t>(b)];
    if (r.latency < 0)
        throw std::invalid_argument("no route from " + m_nodes[from].id + " to "
                                    + m_nodes[static_cast<std::size_t>(b)].id);
    return r;
}

} // namespace partita::sim
