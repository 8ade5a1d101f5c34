#pragma once
// The trace of a simulated run, built activity by activity as they end, by the built-in
// simulator and the SimGrid engine alike: one row per processor that computes (in platform
// order, even if it stays idle), link rows made when a transfer first crosses the link; a
// computation is one interval, a transfer a send, a receive and one interval per link of its
// route; a zero-length transfer of a node to itself (a synchronisation point) is none.

#include "sim/schedule.h"
#include "sim/sim_platform.h"
#include "trace/trace.h"

#include <vector>

namespace partita::sim {

class TraceRecorder {
public:
    explicit TraceRecorder(const SimPlatform &platform);

    void record(const Activity &a, double start, double end);
    // The trace, its intervals sorted (Trace::sortIntervals); the recorder is then empty.
    Trace take();

private:
    int newRow(const std::string &id, ResourceKind kind);
    int rowOf(int node);

    const SimPlatform &m_pf;
    Trace m_trace;
    std::vector<int> m_nodeRow, m_linkRow; // made on first use, -1 before
};

} // namespace partita::sim
