#include "exec/event_log.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

namespace partita::exec {

std::vector<double> pack(const std::vector<ExecEvent> &events)
{
    std::vector<double> out;
    out.reserve(events.size() * kDoublesPerEvent);
    for (const auto &e : events)
        out.insert(out.end(), {e.begin, e.end, static_cast<double>(e.rank), static_cast<double>(e.kind),
                               static_cast<double>(e.peer), e.bytes, e.flops, static_cast<double>(e.step)});
    return out;
}

std::vector<ExecEvent> unpack(const std::vector<double> &packed)
{
    std::vector<ExecEvent> out;
    for (std::size_t i = 0; i + kDoublesPerEvent <= packed.size(); i += kDoublesPerEvent) {
        ExecEvent e;
        e.begin = packed[i];
        e.end = packed[i + 1];
        e.rank = static_cast<int>(packed[i + 2]);
        e.kind = static_cast<IntervalKind>(static_cast<int>(packed[i + 3]));
        e.peer = static_cast<int>(packed[i + 4]);
        e.bytes = packed[i + 5];
        e.flops = packed[i + 6];
        e.step = static_cast<int>(packed[i + 7]);
        out.push_back(e);
    }
    return out;
}

std::string eventLines(const ExecEvent &e)
{
    std::string out;
    for (const char *ev : {"begin", "end"}) {
        nlohmann::ordered_json j = {{"ev", ev},
                                    {"t", ev[0] == 'b' ? e.begin : e.end},
                                    {"rank", e.rank},
                                    {"kind", toString(e.kind)},
                                    {"peer", e.peer},
                                    {"bytes", e.bytes},
                                    {"flops", e.flops},
                                    {"step", e.step}};
        out += j.dump() + "\n";
    }
    return out;
}

std::string progressLine(double fraction)
{
    return nlohmann::ordered_json{{"ev", "progress"}, {"fraction", fraction}}.dump() + "\n";
}

Trace traceOf(const std::vector<ExecEvent> &events, const std::vector<std::string> &rankNodes)
{
    Trace t;
    for (const auto &id : rankNodes)
        t.resources.push_back({id, ResourceKind::Processor});
    for (const auto &e : events)
        t.intervals.push_back({e.rank, e.kind, e.begin, e.end, e.step, e.peer, e.bytes, e.flops, {}});
    t.sortIntervals();
    return t;
}

RankTimes rankTimes(const std::vector<ExecEvent> &events, int rank, double makespan)
{
    RankTimes r;
    std::vector<std::pair<double, double>> busy;
    for (const auto &e : events) {
        if (e.rank != rank || e.kind == IntervalKind::Wait)
            continue; // waiting is idle time
        const double d = std::max(0.0, e.end - e.begin);
        (e.kind == IntervalKind::Compute ? r.compute : r.communication) += d;
        busy.emplace_back(e.begin, e.end);
    }
    std::sort(busy.begin(), busy.end());
    double covered = 0, reach = 0;
    for (auto [a, b] : busy) {
        a = std::max(a, reach);
        if (b > a) {
            covered += b - a;
            reach = b;
        }
    }
    r.idle = std::max(0.0, makespan - covered);
    return r;
}

RankTraffic rankTraffic(const std::vector<ExecEvent> &events, int rank)
{
    RankTraffic t;
    std::map<int, Received> bySender;
    for (const auto &e : events) {
        if (e.rank != rank)
            continue;
        if (e.kind == IntervalKind::Compute) {
            t.flops += e.flops;
        } else if (e.kind == IntervalKind::Recv && e.step >= 0 && e.peer >= 0) {
            Received &r = bySender[e.peer];
            r.from = e.peer;
            r.bytes += e.bytes;
            r.seconds += std::max(0.0, e.end - e.begin);
            ++r.messages;
        }
    }
    for (const auto &[from, r] : bySender)
        t.received.push_back(r);
    return t;
}

} // namespace partita::exec
