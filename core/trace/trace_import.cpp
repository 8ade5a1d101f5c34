// Reading traces back: CSV as written by traceToCsv, and Chrome Trace Event JSON (complete "X"
// events; lanes "P1 #2" fold back into their resource "P1").
#include "trace/trace_export.h"

#include "model/error.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace partita {

namespace {

std::vector<std::string> splitCsvLine(const std::string &line)
{
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"')
                fields.back() += '"', ++i;
            else if (c == '"')
                quoted = false;
            else
                fields.back() += c;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.emplace_back();
        } else if (c != '\r') {
            fields.back() += c;
        }
    }
    return fields;
}

ResourceKind resourceKindFromString(const std::string &s)
{
    for (auto k : {ResourceKind::Processor, ResourceKind::Link, ResourceKind::Port})
        if (s == toString(k))
            return k;
    throw std::invalid_argument("unknown resource kind '" + s + "'");
}

} // namespace

Trace traceFromCsv(const std::string &text, const std::string &fileName)
{
    Trace trace;
    std::istringstream in(text);
    std::string line;
    int lineNo = 0;
    std::vector<std::pair<Interval, std::string>> pendingPeers;
    while (std::getline(in, line)) {
        ++lineNo;
        if (lineNo == 1) {
            if (line.rfind("resource,resource_kind,kind,start,end", 0) != 0)
                throw InputError(fileName, 1, "not a Partita trace CSV (unexpected header)");
            continue;
        }
        if (line.empty() || line == "\r")
            continue;
        const auto f = splitCsvLine(line);
        if (f.size() != 10)
            throw InputError(fileName, lineNo, "expected 10 fields, found " + std::to_string(f.size()));
        try {
            Interval iv;
            iv.resource = trace.addResource(f[0], resourceKindFromString(f[1]));
            iv.kind = intervalKindFromString(f[2]);
            iv.start = std::stod(f[3]);
            iv.end = std::stod(f[4]);
            iv.step = std::stoi(f[5]);
            iv.bytes = std::stod(f[7]);
            iv.flops = std::stod(f[8]);
            iv.blocks = f[9];
            if (iv.end < iv.start)
                throw std::invalid_argument("interval ends before it starts");
            pendingPeers.emplace_back(iv, f[6]);
        } catch (const std::exception &e) {
            throw InputError(fileName, lineNo, e.what());
        }
    }
    for (auto &[iv, peer] : pendingPeers) {
        iv.peer = peer.empty() ? -1 : trace.addResource(peer, ResourceKind::Processor);
        trace.intervals.push_back(iv);
    }
    trace.sortIntervals();
    return trace;
}

Trace traceFromChromeJson(const std::string &text, const std::string &fileName)
{
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error &e) {
        throw InputError(fileName, 0, std::string("invalid JSON: ") + e.what());
    }
    const auto &events = doc.is_array() ? doc : doc.value("traceEvents", nlohmann::json::array());
    Trace trace;
    if (doc.is_object() && doc.contains("otherData"))
        trace.timeUnit = doc["otherData"].value("time_unit", "s");
    std::vector<std::pair<Interval, std::string>> pending;
    for (const auto &e : events) {
        if (e.value("ph", "") != "X")
            continue;
        try {
            const auto &args = e.contains("args") ? e["args"] : nlohmann::json::object();
            const std::string resource = args.value("resource", std::string("tid ") + std::to_string(e.value("tid", 0)));
            Interval iv;
            iv.kind = intervalKindFromString(e.at("name").get<std::string>());
            iv.resource = trace.addResource(resource, iv.kind == IntervalKind::Transfer ? ResourceKind::Link
                                                                                          : ResourceKind::Processor);
            iv.start = e.at("ts").get<double>() / 1e6;
            iv.end = iv.start + e.value("dur", 0.0) / 1e6;
            iv.step = args.value("step", -1);
            iv.bytes = args.value("bytes", 0.0);
            iv.flops = args.value("flops", 0.0);
            iv.blocks = args.value("blocks", "");
            pending.emplace_back(iv, args.value("peer", ""));
        } catch (const std::exception &ex) {
            throw InputError(fileName, 0, std::string("bad trace event: ") + ex.what());
        }
    }
    for (auto &[iv, peer] : pending) {
        iv.peer = peer.empty() ? -1 : trace.addResource(peer, ResourceKind::Processor);
        trace.intervals.push_back(iv);
    }
    trace.sortIntervals();
    return trace;
}

} // namespace partita
