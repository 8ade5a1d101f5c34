#include "trace/trace_export.h"

#include "io/atomic_file.h"
#include "model/error.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <numeric>
#include <sstream>

namespace partita {

namespace {

std::string num(double v)
{
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    return buf;
}

std::string laneName(const Trace &t, int resource, int lane)
{
    std::string name = t.resources[static_cast<std::size_t>(resource)].id;
    if (lane > 0) {
        name.append(" #");
        name.append(std::to_string(lane + 1));
    }
    return name;
}

const char *pajeColour(IntervalKind k)
{
    switch (k) {
    case IntervalKind::Compute: return "0.30 0.69 0.31";
    case IntervalKind::Send: return "0.13 0.59 0.95";
    case IntervalKind::Recv: return "1.00 0.60 0.00";
    case IntervalKind::Wait: return "0.62 0.62 0.62";
    case IntervalKind::Redistribute: return "0.61 0.15 0.69";
    case IntervalKind::Transfer: return "0.00 0.74 0.83";
    case IntervalKind::Idle: return "1.00 1.00 1.00";
    }
    return "0 0 0";
}

} // namespace

Lanes assignLanes(const Trace &trace)
{
    Lanes lanes;
    lanes.laneOfInterval.assign(trace.intervals.size(), 0);
    lanes.lanesOfResource.assign(trace.resources.size(), 1);
    // Per resource, intervals by start (longer first on ties, so containers come before what
    // they contain); a lane keeps a stack of open intervals and accepts an interval that is
    // disjoint from its stack top or nested in it.
    std::vector<std::vector<std::size_t>> byResource(trace.resources.size());
    for (std::size_t i = 0; i < trace.intervals.size(); ++i)
        byResource[static_cast<std::size_t>(trace.intervals[i].resource)].push_back(i);
    for (std::size_t r = 0; r < byResource.size(); ++r) {
        auto &idx = byResource[r];
        std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
            const auto &x = trace.intervals[a], &y = trace.intervals[b];
            return x.start != y.start ? x.start < y.start : x.end > y.end;
        });
        std::vector<std::vector<double>> open; // per lane: ends of the open intervals (a stack)
        for (auto i : idx) {
            const auto &iv = trace.intervals[i];
            int chosen = -1;
            for (std::size_t l = 0; l < open.size() && chosen < 0; ++l) {
                auto &stack = open[l];
                while (!stack.empty() && stack.back() <= iv.start)
                    stack.pop_back();
                if (stack.empty() || iv.end <= stack.back())
                    chosen = static_cast<int>(l);
            }
            if (chosen < 0) {
                open.emplace_back();
                chosen = static_cast<int>(open.size()) - 1;
            }
            open[static_cast<std::size_t>(chosen)].push_back(iv.end);
            lanes.laneOfInterval[i] = chosen;
        }
        lanes.lanesOfResource[r] = std::max<int>(1, static_cast<int>(open.size()));
    }
    return lanes;
}

std::string traceToChromeJson(const Trace &trace)
{
    // Times in microseconds; an abstract time unit is written as one second.
    const auto lanes = assignLanes(trace);
    std::vector<int> firstTid(trace.resources.size(), 0);
    int tid = 0;
    nlohmann::json events = nlohmann::json::array();
    for (std::size_t r = 0; r < trace.resources.size(); ++r) {
        firstTid[r] = tid;
        for (int l = 0; l < lanes.lanesOfResource[r]; ++l, ++tid) {
            events.push_back({{"ph", "M"}, {"name", "thread_name"}, {"pid", 1}, {"tid", tid},
                              {"args", {{"name", laneName(trace, static_cast<int>(r), l)}}}});
            events.push_back({{"ph", "M"}, {"name", "thread_sort_index"}, {"pid", 1}, {"tid", tid},
                              {"args", {{"sort_index", tid}}}});
        }
    }
    events.push_back({{"ph", "M"}, {"name", "process_name"}, {"pid", 1}, {"args", {{"name", "partita"}}}});
    for (std::size_t i = 0; i < trace.intervals.size(); ++i) {
        const auto &iv = trace.intervals[i];
        nlohmann::json args = {{"resource", trace.resources[static_cast<std::size_t>(iv.resource)].id}};
        if (iv.step >= 0)
            args["step"] = iv.step;
        if (iv.peer >= 0)
            args["peer"] = trace.resources[static_cast<std::size_t>(iv.peer)].id;
        if (iv.bytes > 0)
            args["bytes"] = iv.bytes;
        if (iv.flops > 0)
            args["flops"] = iv.flops;
        if (!iv.blocks.empty())
            args["blocks"] = iv.blocks;
        events.push_back({{"ph", "X"},
                          {"name", toString(iv.kind)},
                          {"cat", toString(iv.kind)},
                          {"pid", 1},
                          {"tid", firstTid[static_cast<std::size_t>(iv.resource)] + lanes.laneOfInterval[i]},
                          {"ts", iv.start * 1e6},
                          {"dur", (iv.end - iv.start) * 1e6},
                          {"args", std::move(args)}});
    }
    nlohmann::json doc = {{"traceEvents", std::move(events)},
                          {"displayTimeUnit", "ms"},
                          {"otherData", {{"time_unit", trace.timeUnit}, {"generator", "partita"}}}};
    return doc.dump(1) + "\n";
}

std::string traceToPaje(const Trace &trace)
{
    std::ostringstream out;
    out << "%EventDef PajeDefineContainerType 0\n% Alias string\n% Type string\n% Name string\n%EndEventDef\n"
           "%EventDef PajeDefineStateType 1\n% Alias string\n% Type string\n% Name string\n%EndEventDef\n"
           "%EventDef PajeDefineEntityValue 2\n% Alias string\n% Type string\n% Name string\n% Color color\n%EndEventDef\n"
           "%EventDef PajeCreateContainer 3\n% Time date\n% Alias string\n% Type string\n% Container string\n% Name string\n%EndEventDef\n"
           "%EventDef PajeDestroyContainer 4\n% Time date\n% Type string\n% Name string\n%EndEventDef\n"
           "%EventDef PajePushState 5\n% Time date\n% Type string\n% Container string\n% Value string\n%EndEventDef\n"
           "%EventDef PajePopState 6\n% Time date\n% Type string\n% Container string\n%EndEventDef\n";
    out << "0 TP 0 \"Platform\"\n0 TR TP \"Resource\"\n1 TS TR \"State\"\n";
    for (auto k : {IntervalKind::Compute, IntervalKind::Send, IntervalKind::Recv, IntervalKind::Wait,
                   IntervalKind::Redistribute, IntervalKind::Transfer, IntervalKind::Idle})
        out << "2 " << toString(k) << " TS \"" << toString(k) << "\" \"" << pajeColour(k) << "\"\n";
    out << "3 0 platform TP 0 \"platform\"\n";
    const auto lanes = assignLanes(trace);
    std::vector<std::vector<std::string>> aliases(trace.resources.size());
    for (std::size_t r = 0; r < trace.resources.size(); ++r)
        for (int l = 0; l < lanes.lanesOfResource[r]; ++l) {
            std::ostringstream alias;
            alias << 'r' << r << '_' << l;
            aliases[r].push_back(alias.str());
            out << "3 0 " << aliases[r].back() << " TR platform \"" << laneName(trace, static_cast<int>(r), l) << "\"\n";
        }
    // Push at the start, pop at the end, all in time order; at equal times pops come first
    // (an interval ending when the next begins), then zero-length intervals (push and pop
    // together), then pushes of the longer interval first.
    struct Event { double t; int order; double other; std::string line; };
    std::vector<Event> events;
    for (std::size_t i = 0; i < trace.intervals.size(); ++i) {
        const auto &iv = trace.intervals[i];
        const auto &alias = aliases[static_cast<std::size_t>(iv.resource)][static_cast<std::size_t>(lanes.laneOfInterval[i])];
        std::ostringstream push, pop;
        push << "5 " << num(iv.start) << " TS " << alias << ' ' << toString(iv.kind);
        pop << "6 " << num(iv.end) << " TS " << alias;
        if (iv.end <= iv.start) { // zero length: its push right before its pop
            events.push_back({iv.start, 1, 0, push.str() + '\n' + pop.str()});
            continue;
        }
        events.push_back({iv.start, 2, -iv.end, push.str()});
        events.push_back({iv.end, 0, -iv.start, pop.str()});
    }
    std::stable_sort(events.begin(), events.end(), [](const Event &a, const Event &b) {
        if (a.t != b.t)
            return a.t < b.t;
        if (a.order != b.order)
            return a.order < b.order;
        return a.other < b.other;
    });
    for (const auto &e : events)
        out << e.line << '\n';
    const std::string end = num(trace.makespan());
    for (std::size_t r = 0; r < trace.resources.size(); ++r)
        for (const auto &alias : aliases[r])
            out << "4 " << end << " TR " << alias << '\n';
    out << "4 " << end << " TP platform\n";
    return out.str();
}

std::string traceToCsv(const Trace &trace)
{
    std::ostringstream out;
    out << "resource,resource_kind,kind,start,end,step,peer,bytes,flops,blocks\n";
    for (const auto &iv : trace.intervals) {
        const auto &res = trace.resources[static_cast<std::size_t>(iv.resource)];
        std::string blocks = iv.blocks;
        if (blocks.find_first_of(",\"") != std::string::npos) {
            std::string quoted = "\"";
            for (char c : blocks)
                quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
            blocks = quoted + "\"";
        }
        out << res.id << ',' << toString(res.kind) << ',' << toString(iv.kind) << ',' << num(iv.start)
            << ',' << num(iv.end) << ',' << iv.step << ','
            << (iv.peer >= 0 ? trace.resources[static_cast<std::size_t>(iv.peer)].id : std::string()) << ','
            << num(iv.bytes) << ',' << num(iv.flops) << ',' << blocks << '\n';
    }
    return out.str();
}

void checkTraceFile(const std::string &path, const std::string &option)
{
    const auto ext = std::filesystem::path(path).extension().string();
    if (ext != ".json" && ext != ".paje" && ext != ".trace" && ext != ".csv")
        throw InputError(path, 0, option + ": unknown trace extension '" + ext + "' (use .json, .paje or .csv)");
    checkOutputFile(path, option);
}

void writeTraceFile(const Trace &trace, const std::string &path)
{
    const auto ext = std::filesystem::path(path).extension().string();
    if (ext == ".json")
        writeFileAtomically(path, traceToChromeJson(trace));
    else if (ext == ".paje" || ext == ".trace")
        writeFileAtomically(path, traceToPaje(trace));
    else if (ext == ".csv")
        writeFileAtomically(path, traceToCsv(trace));
    else
        throw InputError(path, 0, "unknown trace extension '" + ext + "' (use .json, .paje or .csv)");
}

} // namespace partita
