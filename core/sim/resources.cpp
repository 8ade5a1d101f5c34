#include "sim/resources.h"

#include <stdexcept>
#include <string>

namespace partita::sim {

void checkNodes(const SimPlatform &platform, const Activity &a, std::size_t index)
{
    const auto nodes = static_cast<int>(platform.nodes().size());
    const bool transfer = a.kind == Activity::Kind::Transfer;
    if (a.node < 0 || a.node >= nodes || (transfer && (a.peer < 0 || a.peer >= nodes)))
        throw std::invalid_argument("activity " + std::to_string(index) + " names an unknown node");
    if (!transfer && platform.nodes()[static_cast<std::size_t>(a.node)].rate <= 0)
        throw std::invalid_argument("activity " + std::to_string(index) + " computes on "
                                    + platform.nodes()[static_cast<std::size_t>(a.node)].id + ", which does not compute");
}

Resources::Resources(const SimPlatform &platform)
    : m_pf(platform), m_cpuBusy(platform.nodes().size(), false), m_portsUsed(platform.nodes().size(), 0)
{
}

bool Resources::canStart(const Activity &a) const
{
    const auto free = [&](int node) {
        const int cap = m_pf.nodes()[static_cast<std::size_t>(node)].ports;
        return cap == 0 || m_portsUsed[static_cast<std::size_t>(node)] < cap;
    };
    if (a.kind == Activity::Kind::Compute)
        return !m_cpuBusy[static_cast<std::size_t>(a.node)];
    if (a.node == a.peer)
        return true;
    if (copiedByReceiver(a) && m_cpuBusy[static_cast<std::size_t>(a.peer)])
        return false;
    return free(a.node) && free(a.peer) && !(m_pf.model().globalBus && m_busBusy);
}

bool Resources::copiedByReceiver(const Activity &a) const
{
    const auto &nodes = m_pf.nodes();
    const int from = nodes[static_cast<std::size_t>(a.node)].host, to = nodes[static_cast<std::size_t>(a.peer)].host;
    return from >= 0 && from == to;
}

void Resources::hold(const Activity &a, int delta)
{
    if (a.kind == Activity::Kind::Compute) {
        m_cpuBusy[static_cast<std::size_t>(a.node)] = delta > 0;
    } else if (a.node != a.peer) {
        m_portsUsed[static_cast<std::size_t>(a.node)] += delta;
        m_portsUsed[static_cast<std::size_t>(a.peer)] += delta;
        if (m_pf.model().globalBus)
            m_busBusy = delta > 0;
        if (copiedByReceiver(a))
            m_cpuBusy[static_cast<std::size_t>(a.peer)] = delta > 0;
    }
}

} // namespace partita::sim
