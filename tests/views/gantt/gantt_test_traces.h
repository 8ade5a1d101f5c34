#pragma once
// Hand-made traces the Gantt tests share; the figures each test expects are worked out from
// the intervals written here.

#include "trace/trace.h"

namespace partita::views::test {

// P1: compute [0,4], recv [3,6] (1 s of it under the computation), wait [6,7], send [8,9],
// and an Idle interval [9,10] from the trace (ignored: idle is what nothing covers).
// P2: two overlapping computations [1,2] and [1.5,3], redistribute [5,6].
// L (a link): transfer [3,6], not a processor, so not summarized.
inline Trace summaryTrace()
{
    Trace t;
    t.addResource("P1", ResourceKind::Processor);
    t.addResource("P2", ResourceKind::Processor);
    t.addResource("L", ResourceKind::Link);
    t.intervals = {
        {0, IntervalKind::Compute, 0, 4, 0, -1, 0, 0, ""},   {0, IntervalKind::Recv, 3, 6, 1, 1, 0, 0, ""},
        {0, IntervalKind::Wait, 6, 7, -1, -1, 0, 0, ""},     {0, IntervalKind::Send, 8, 9, 1, 1, 0, 0, ""},
        {0, IntervalKind::Idle, 9, 10, -1, -1, 0, 0, ""},    {1, IntervalKind::Compute, 1, 2, 0, -1, 0, 0, ""},
        {1, IntervalKind::Compute, 1.5, 3, 0, -1, 0, 0, ""}, {1, IntervalKind::Redistribute, 5, 6, -1, -1, 0, 0, ""},
        {2, IntervalKind::Transfer, 3, 6, 1, 0, 0, 0, ""},
    };
    return t;
}

// A master M serves P1 then P2 (one port), each computes; P2 then sends to P1, which
// computes last. M also waits until the end, and the link carries P2's message.
//   M:  send→P1 [0,1]  send→P2 [1,2]  wait [2,7]
//   P1: recv←M [0,1]   compute [1,4]  recv←P2 [4,5]  compute [5,7]
//   P2: recv←M [1,2]   compute [2,4]  send→P1 [4,5]
//   L:  transfer [4,5]
inline Trace masterWorker()
{
    Trace t;
    t.addResource("M", ResourceKind::Processor);
    t.addResource("P1", ResourceKind::Processor);
    t.addResource("P2", ResourceKind::Processor);
    t.addResource("L", ResourceKind::Link);
    t.intervals = {
        {0, IntervalKind::Send, 0, 1, 0, 1, 8, 0, ""},     // 0
        {0, IntervalKind::Send, 1, 2, 0, 2, 8, 0, ""},     // 1
        {0, IntervalKind::Wait, 2, 7, -1, -1, 0, 0, ""},   // 2
        {1, IntervalKind::Recv, 0, 1, 0, 0, 8, 0, ""},     // 3
        {1, IntervalKind::Compute, 1, 4, 0, -1, 0, 1, ""}, // 4
        {1, IntervalKind::Recv, 4, 5, 1, 2, 8, 0, ""},     // 5
        {1, IntervalKind::Compute, 5, 7, 1, -1, 0, 1, ""}, // 6
        {2, IntervalKind::Recv, 1, 2, 0, 0, 8, 0, ""},     // 7
        {2, IntervalKind::Compute, 2, 4, 0, -1, 0, 1, ""}, // 8
        {2, IntervalKind::Send, 4, 5, 1, 1, 8, 0, ""},     // 9
        {3, IntervalKind::Transfer, 4, 5, 1, 1, 8, 0, ""}, // 10
    };
    return t;
}

} // namespace partita::views::test
