#include "sim/trace_recorder.h"

namespace partita::sim {

TraceRecorder::TraceRecorder(const SimPlatform &platform)
    : m_pf(platform), m_nodeRow(platform.nodes().size(), -1), m_linkRow(platform.links().size(), -1)
{
    for (std::size_t n = 0; n < platform.nodes().size(); ++n)
        if (platform.nodes()[n].rate > 0)
            m_nodeRow[n] = newRow(platform.nodes()[n].id, ResourceKind::Processor);
    m_trace.timeUnit = platform.units() == Units::Blocks ? "time units" : "s";
}

void TraceRecorder::record(const Activity &a, double t0, double t1)
{
    if (a.kind == Activity::Kind::Transfer && a.node == a.peer && a.amount == 0)
        return; // a synchronisation point of the schedule, not a communication
    const int row = rowOf(a.node);
    if (a.kind == Activity::Kind::Compute) {
        m_trace.intervals.push_back({row, IntervalKind::Compute, t0, t1, a.step, -1, 0, 2.0 * a.amount, a.blocks});
        return;
    }
    const double bytes = 8.0 * a.amount;
    const int peer = rowOf(a.peer);
    m_trace.intervals.push_back({row, IntervalKind::Send, t0, t1, a.step, peer, bytes, 0, a.blocks});
    m_trace.intervals.push_back({peer, IntervalKind::Recv, t0, t1, a.step, row, bytes, 0, a.blocks});
    if (a.node == a.peer)
        return;
    for (int l : m_pf.route(a.node, a.peer).links) {
        int &lr = m_linkRow[static_cast<std::size_t>(l)];
        if (lr < 0)
            lr = newRow(m_pf.links()[static_cast<std::size_t>(l)].id, ResourceKind::Link);
        m_trace.intervals.push_back({lr, IntervalKind::Transfer, t0, t1, a.step, peer, bytes, 0, a.blocks});
    }
}

Trace TraceRecorder::take()
{
    m_trace.sortIntervals();
    Trace out = std::move(m_trace);
    m_trace = Trace{};
    return out;
}

// Nodes and links each get one row, made once (Trace::addResource would search them all).
int TraceRecorder::newRow(const std::string &id, ResourceKind kind)
{
    m_trace.resources.push_back({id, kind});
    return static_cast<int>(m_trace.resources.size()) - 1;
}

int TraceRecorder::rowOf(int node)
{
    int &row = m_nodeRow[static_cast<std::size_t>(node)];
    if (row < 0)
        row = newRow(m_pf.nodes()[static_cast<std::size_t>(node)].id, ResourceKind::Processor);
    return row;
}

} // namespace partita::sim
