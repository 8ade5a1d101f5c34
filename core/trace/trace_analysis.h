#pragma once
// What a trace says about a run, as plain functions of a Trace (the studio's Gantt chart and
// `partita run`'s measured-against-predicted report read them): per processor, how the time
// of a range splits into computing, communicating and idle; the chain of intervals that
// determines the makespan; the slowest processor.
//
// Overlaps. A processor may compute while it receives (two lanes in the chart). At every
// instant of the range the processor counts once, by the highest of: computing (a compute
// interval is open), communicating (a send, recv, transfer or redistribute interval is open),
// idle (nothing is open, or only wait). So compute + communication + idle = t1 − t0 exactly:
//   compute       = |C ∩ R|            C: union of compute intervals, R: the range [t0, t1]
//   communication = |(M \ C) ∩ R|      M: union of communication intervals
//   idle          = |R| − |(C ∪ M) ∩ R|
// and, for information, `overlapped` = |M ∩ C ∩ R| (communication hidden behind computation)
// and `wait` = |W ∩ R \ (C ∪ M)| (the part of idle spent in wait intervals). Idle intervals of
// the trace are ignored: idle is what no busy interval covers.
//
// Critical path. Starting from the busy interval that ends last (on a processor row rather
// than a link or port when several end together), the chain follows what each interval
// really waited for:
//   - a receive waited for its message: its predecessor is the send of that message (on the
//     peer's row, to this row, ending with the receive), and the chain goes on from the sender
//     (a master's sends one after the other, when its port is the bottleneck);
//   - otherwise the busy interval that ends latest at or before its start (within
//     `tolerance`), on its own row or on the row of its peer (send, recv and transfer name
//     the other end); on equal ends the peer's row wins (a message waits for its sender), but a
//     send goes on from its own row, then the longer interval;
//   - when that one ends before the start (the processor sat idle), the interval waited for
//     something else: the busy interval of any row that ends latest at or before its start,
//     if it ends later (a step's last send before every worker computes), so the chain never
//     runs back through a processor's idle time past what released it.
// The chain stops when nothing precedes. Wait and idle intervals are not part of a chain: they
// are the gaps. The chain never visits an interval twice, so it ends; each step is a binary
// search per row: O(n log n) to prepare, O(chain · (log n + sends of the peer)) to walk.

#include "trace/trace.h"

#include <cstddef>
#include <string>
#include <vector>

namespace partita {

struct RankSummary {
    int resource = -1; // index into Trace::resources
    std::string id;
    double compute = 0;
    double communication = 0;
    double idle = 0;       // includes wait
    double wait = 0;       // part of idle
    double overlapped = 0; // communication during computation (counted as compute)
    bool operator==(const RankSummary &) const = default;
};

struct TraceSummary {
    double t0 = 0, t1 = 0; // the range summarized
    double makespan = 0;   // of the whole trace
    std::vector<RankSummary> ranks; // one per processor row, in row order
    bool operator==(const TraceSummary &) const = default;
};

// Every processor row of the trace over [t0, t1] (nothing when t1 <= t0).
TraceSummary summarize(const Trace &trace, double t0, double t1);
// Over the whole run, [0, makespan].
TraceSummary summarize(const Trace &trace);

// measured / predicted − 1 (0.1 is 10 % slower than predicted); 0 when predicted is 0.
double makespanError(double predicted, double measured);

struct CriticalPath {
    std::vector<std::size_t> chain; // indices into Trace::intervals, earliest first; the last ends at the makespan
    int slowestProcessor = -1;      // index into Trace::resources, -1 without processor rows
    double slowestEnd = 0;          // when its last busy interval ends
    double slowestBusy = 0;         // its busy time (compute ∪ communication) over the run
    bool operator==(const CriticalPath &) const = default;
};

// tolerance < 0: 1e-9 of the makespan.
// The slowest processor is the processor row whose last busy interval ends last; rows that end
// within the tolerance of each other are ranked by busy time.
CriticalPath criticalPath(const Trace &trace, double tolerance = -1);

} // namespace partita
