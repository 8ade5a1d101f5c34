#pragma once
// The one discrete-event simulator (issue "schedules and the simulator"): it takes a Schedule
// (computations and transfers with dependencies) and a SimPlatform, and returns the Trace.
//
// Resources, in the manner of SimGrid: a processor runs one computation at a time at its rate,
// and performs itself, computing nothing meanwhile, the transfers it receives from a processor
// of its own machine (SimNode::host: a memory copy, not a network's);
// a node takes part in at most `ports` communications at once (one-port, or unlimited); a
// transfer first waits the latency of its route, then flows at the max-min fair share of the
// shared links it crosses (backbone links only cap it), weighted and bounded as the
// platform's flow model says (sim_platform.h, FlowModel: ideal, or SimGrid's CM02 and LV08). The loop asks every running activity
// when it will next change state, advances time to the earliest, and repeats; computations and
// transfers that share no link run at a fixed rate, so their ends are known when they start
// and wait in a heap instead. Ready activities start in schedule order as soon as their
// resources are free.
// Complexity: O(events · (ready + running transfers on shared links + links)) plus the sharing
// solver, and O(log n) per fixed-rate activity.

#include "sim/schedule.h"
#include "sim/sim_platform.h"
#include "trace/trace.h"
#include "util/cancel.h"

#include <vector>

namespace partita::sim {

struct SimResult {
    Trace trace;
    double makespan = 0;
    std::size_t events = 0;     // state changes processed
    std::vector<double> start;  // per activity
    std::vector<double> finish; // per activity

    bool operator==(const SimResult &) const = default;
};

// Throws std::invalid_argument for a schedule naming unknown nodes, a transfer between
// unconnected nodes, or dependencies that can never be satisfied (a cycle). A cancelled
// `cancel` (util/cancel.h: the studio's Cancel, the command line's --time-limit) throws
// Cancelled; the loop looks at it once every kEventsPerCancelCheck events, so that a
// simulation pays for the clock only once in a while.
inline constexpr std::size_t kEventsPerCancelCheck = 4096;
// What a simulation keeps: the Trace, or only the times (makespan, events, start and finish of
// every activity; the trace without intervals) for a planner that compares candidate schedules and
// records the trace of the one it keeps (lu-hetero studies every μ: recording and sorting the
// intervals of each candidate took half of its time).
enum class Recording { Trace, TimesOnly };
SimResult simulate(const SimPlatform &platform, const Schedule &schedule, const CancelToken *cancel = nullptr,
                   Recording recording = Recording::Trace);

} // namespace partita::sim
