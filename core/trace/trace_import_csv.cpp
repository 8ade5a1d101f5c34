// Reading a trace back from CSV as traceToCsv writes it: one interval per line, peers named
// by resource id and resolved once every row is known.
#include "trace/trace_export.h"

#include "model/error.h"

#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

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

} // namespace partita
