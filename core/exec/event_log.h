#pragma once
// What a run records (docs/executor.md): per rank, intervals of compute, send, recv, wait and
// redistribute, with their peer, bytes, flops and step. Rank 0 prints them as JSON lines on
// stdout as they reach it,
//   {"ev":"begin"|"end","t":s,"rank":r,"kind":k,"peer":r,"bytes":b,"flops":f,"step":k},
// and turns them into the same Trace the simulator produces, so predicted and measured line
// up without translation. Events travel between ranks packed as doubles (pack/unpack).

#include "trace/trace.h"

#include <cstdio>
#include <string>
#include <vector>

namespace partita::exec {

struct ExecEvent {
    double begin = 0, end = 0; // seconds since the start of the run
    int rank = 0;
    IntervalKind kind = IntervalKind::Compute;
    int peer = -1;
    double bytes = 0;
    double flops = 0;
    int step = -1;
    bool operator==(const ExecEvent &) const = default;
};

constexpr std::size_t kDoublesPerEvent = 8;
std::vector<double> pack(const std::vector<ExecEvent> &events);
std::vector<ExecEvent> unpack(const std::vector<double> &packed);

// The two JSON lines of an event, "begin" then "end".
std::string eventLines(const ExecEvent &e);
std::string progressLine(double fraction);

// One row per rank, named after the node it plays.
Trace traceOf(const std::vector<ExecEvent> &events, const std::vector<std::string> &rankNodes);

// Seconds spent per kind on one rank, and idle = makespan − busy (overlaps counted once;
// waiting for a message counts as idle).
struct RankTimes {
    double compute = 0, communication = 0, idle = 0;
};
RankTimes rankTimes(const std::vector<ExecEvent> &events, int rank, double makespan);

// What one rank computed and received, for the summary's per_rank (docs/executor.md): the
// flops of its compute intervals, and per sending rank the bytes, seconds and number of its
// receive intervals. Receives before the first step (step < 0, --predistributed) are left out:
// they queue behind one another and no prediction covers them. `partita calibrate --from-run`
// turns these into speeds and bandwidths (calibrate_from_run.h).
struct Received {
    int from = -1;
    double bytes = 0, seconds = 0;
    int messages = 0;
    bool operator==(const Received &) const = default;
};
struct RankTraffic {
    double flops = 0;
    std::vector<Received> received; // by sending rank, ascending
    bool operator==(const RankTraffic &) const = default;
};
RankTraffic rankTraffic(const std::vector<ExecEvent> &events, int rank);

} // namespace partita::exec
