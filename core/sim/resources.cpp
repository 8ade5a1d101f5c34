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
    : m_pf(platform), m_cpuBusy(platform.nodes().size(), false), m_cpuYields(platform.nodes().size(), false),
      m_copyingIn(platform.nodes().size(), false), m_portsUsed(platform.nodes().size(), 0)
{
}

bool Resources::canStart(const Activity &a) const
{
    const auto free = [&](int node) {
        const int cap = m_pf.nodes()[static_cast<std::size_t>(node)].ports;
        return cap == 0 || m_portsUsed[static_cast<std::size_t>(node)] < cap;
    };
    if (a.kind == Activity::Kind::Compute)
        return !m_cpuBusy[static_cast<std::size_t>(a.node)] && !m_copyingIn[static_cast<std::size_t>(a.node)];
    if (a.node == a.peer)
        return true;
    if (copiedByReceiver(a)) {
        const auto to = static_cast<std::size_t>(a.peer);
        if (m_copyingIn[to] || (m_cpuBusy[to] && !m_cpuYields[to]))
            return false;
    }
    return free(a.node) && free(a.peer) && !(m_pf.model().globalBus && m_busBusy);
}

bool Resources::copiedByReceiver(const Activity &a) const
{
    const auto &nodes = m_pf.nodes();
    const int from = nodes[static_cast<std::size_t>(a.node)].host, to = nodes[static_cast<std::size_t>(a.peer)].host;
    return from >= 0 && from == to;
}

int Resources::suspendedBy(const Activity &a) const
{
    if (a.kind != Activity::Kind::Transfer || a.node == a.peer || !copiedByReceiver(a))
        return -1;
    return m_cpuBusy[static_cast<std::size_t>(a.peer)] ? a.peer : -1;
}

void Resources::hold(const Activity &a, int delta)
{
    if (a.kind == Activity::Kind::Compute) {
        m_cpuBusy[static_cast<std::size_t>(a.node)] = delta > 0;
        m_cpuYields[static_cast<std::size_t>(a.node)] = delta > 0 && a.yieldsToCopies;
    } else if (a.node != a.peer) {
        m_portsUsed[static_cast<std::size_t>(a.node)] += delta;
        m_portsUsed[static_cast<std::size_t>(a.peer)] += delta;
        if (m_pf.model().globalBus)
            m_busBusy = delta > 0;
        if (copiedByReceiver(a))
            m_copyingIn[static_cast<std::size_t>(a.peer)] = delta > 0;
    }
}

} // namespace partita::sim
