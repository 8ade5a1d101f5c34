#include "trace/trace.h"

#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace partita {

const char *toString(ResourceKind k)
{
    switch (k) {
    case ResourceKind::Processor: return "processor";
    case ResourceKind::Link: return "link";
    case ResourceKind::Port: return "port";
    }
    return "processor";
}

const char *toString(IntervalKind k)
{
    switch (k) {
    case IntervalKind::Compute: return "compute";
    case IntervalKind::Send: return "send";
    case IntervalKind::Recv: return "recv";
    case IntervalKind::Wait: return "wait";
    case IntervalKind::Redistribute: return "redistribute";
    case IntervalKind::Transfer: return "transfer";
    case IntervalKind::Idle: return "idle";
    }
    return "compute";
}

IntervalKind intervalKindFromString(const std::string &s)
{
    for (auto k : {IntervalKind::Compute, IntervalKind::Send, IntervalKind::Recv, IntervalKind::Wait,
                   IntervalKind::Redistribute, IntervalKind::Transfer, IntervalKind::Idle})
        if (s == toString(k))
            return k;
    throw std::invalid_argument("unknown interval kind '" + s + "'");
}

int Trace::addResource(const std::string &id, ResourceKind kind)
{
    if (int i = findResource(id); i >= 0)
        return i;
    resources.push_back({id, kind});
    return static_cast<int>(resources.size()) - 1;
}

int Trace::findResource(const std::string &id) const
{
    for (std::size_t i = 0; i < resources.size(); ++i)
        if (resources[i].id == id)
            return static_cast<int>(i);
    return -1;
}

double Trace::makespan() const
{
    double m = 0;
    for (const auto &i : intervals)
        m = std::max(m, i.end);
    return m;
}

void Trace::sortIntervals()
{
    std::stable_sort(intervals.begin(), intervals.end(), [](const Interval &a, const Interval &b) {
        return std::tie(a.resource, a.start, a.end) < std::tie(b.resource, b.start, b.end);
    });
}

Trace Trace::withIdle() const
{
    Trace out = *this;
    out.intervals.erase(std::remove_if(out.intervals.begin(), out.intervals.end(),
                                       [](const Interval &i) { return i.kind == IntervalKind::Idle; }),
                        out.intervals.end());
    out.sortIntervals();
    const double end = out.makespan();
    std::vector<Interval> idle;
    std::vector<double> busyUntil(resources.size(), 0.0);
    for (const auto &i : out.intervals) {
        auto &until = busyUntil[static_cast<std::size_t>(i.resource)];
        if (i.start > until)
            idle.push_back({i.resource, IntervalKind::Idle, until, i.start, -1, -1, 0, 0, {}});
        until = std::max(until, i.end);
    }
    for (std::size_t r = 0; r < resources.size(); ++r)
        if (busyUntil[r] < end)
            idle.push_back({static_cast<int>(r), IntervalKind::Idle, busyUntil[r], end, -1, -1, 0, 0, {}});
    out.intervals.insert(out.intervals.end(), idle.begin(), idle.end());
    out.sortIntervals();
    return out;
}

std::ostream &operator<<(std::ostream &os, const Interval &i)
{
    return os << toString(i.kind) << "@" << i.resource << "[" << i.start << ", " << i.end << ")"
              << (i.step >= 0 ? " step " + std::to_string(i.step) : std::string());
}

} // namespace partita
