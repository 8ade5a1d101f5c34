#pragma once
// The one trace type (a Gantt chart as data). The simulator produces it from a schedule, the
// executor from real timestamps; every export, Gantt view and comparison reads it.

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace partita {

enum class ResourceKind { Processor, Link, Port };
enum class IntervalKind { Compute, Send, Recv, Wait, Redistribute, Transfer, Idle };

const char *toString(ResourceKind k);
const char *toString(IntervalKind k);
IntervalKind intervalKindFromString(const std::string &s); // throws std::invalid_argument

// One row of the chart.
struct TraceResource {
    std::string id;    // processor id, link name (or "from-to"), "port:<id>"
    ResourceKind kind = ResourceKind::Processor;
    bool operator==(const TraceResource &) const = default;
};

struct Interval {
    int resource = 0; // index into Trace::resources
    IntervalKind kind = IntervalKind::Compute;
    double start = 0, end = 0;
    int step = -1;      // algorithm step (outer-product step k, master-worker round, ...); -1 if none
    int peer = -1;      // for send/recv/transfer: the other end (index into resources), else -1
    double bytes = 0;   // bytes moved (send, recv, transfer)
    double flops = 0;   // flops computed (compute)
    std::string blocks; // which blocks, human readable ("C(2,3) k=4"), may be empty
    bool operator==(const Interval &) const = default;
};

struct Trace {
    std::string timeUnit = "s"; // "s", or "time units" for platforms in abstract units
    std::vector<TraceResource> resources;
    std::vector<Interval> intervals; // sorted by (resource, start) once finalized

    bool operator==(const Trace &) const = default;

    int addResource(const std::string &id, ResourceKind kind); // returns the existing index if any
    int findResource(const std::string &id) const;             // -1 if absent
    double makespan() const;
    void sortIntervals();
    // The busy intervals plus one Idle interval for every gap on every row, between 0 and the
    // makespan (what a Gantt chart shows as idle time).
    Trace withIdle() const;
};

std::ostream &operator<<(std::ostream &os, const Interval &i);

} // namespace partita
