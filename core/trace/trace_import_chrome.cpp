// Reading a trace back from Chrome Trace Event JSON: complete ("X") events become intervals;
// lanes "P1 #2" fold back into their resource "P1" through the "resource" argument.
#include "trace/trace_export.h"

#include "io/json_locator.h"
#include "io/json_syntax.h"
#include "io/text_position.h"
#include "model/error.h"

#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

namespace partita {

Trace traceFromChromeJson(const std::string &text, const std::string &fileName)
{
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error &e) {
        const std::size_t offset = e.byte > 0 ? e.byte - 1 : 0;
        throw InputError(fileName, lineOfOffset(text, offset), invalidJsonReason(e.what()));
    } catch (const nlohmann::json::exception &e) { // a number too large for a double (1e309)
        const std::string detail = nlohmannDetail(e.what());
        throw InputError(fileName, lineOfQuotedNumber(text, detail), invalidJsonReason(e.what()));
    }
    Trace trace;
    std::vector<std::pair<Interval, std::string>> pending;
    nlohmann::json events;
    try { // a document of the wrong shape (an event that is no object, a unit that is no string)
        events = doc.is_array() ? doc : doc.value("traceEvents", nlohmann::json::array());
        if (doc.is_object() && doc.contains("otherData"))
            trace.timeUnit = doc["otherData"].value("time_unit", "s");
        if (!events.is_array())
            throw InputError(fileName, 0, "not a Chrome trace: traceEvents must be an array");
        for (const auto &e : events)
            if (!e.is_object())
                throw InputError(fileName, 0, std::string("not a Chrome trace: an event is a ") + e.type_name());
    } catch (const nlohmann::json::exception &e) {
        throw InputError(fileName, 0, "not a Chrome trace: " + nlohmannDetail(e.what()));
    }
    for (const auto &e : events) {
        const auto ph = e.find("ph");
        if (ph == e.end() || !ph->is_string() || *ph != "X")
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
