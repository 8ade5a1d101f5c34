// The Paje reader's last step: the containers that hold states become the rows of a Trace
// (lanes "P1 #2" folded into "P1"), their states its intervals, and the kinds Paje does not
// carry are guessed from the names (see traceFromPaje in trace_export.h).
#include "trace/paje_reader.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <stdexcept>

namespace partita::pajedetail {

namespace {

std::string lowercase(std::string s)
{
    for (char &c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// A state's value name as a kind: Partita's own names exactly, else by what the name contains.
std::pair<IntervalKind, bool> kindOfState(const std::string &value)
{
    try {
        return {intervalKindFromString(value), true};
    } catch (const std::invalid_argument &) {
    }
    const std::string v = lowercase(value);
    const auto has = [&](const char *s) { return v.find(s) != std::string::npos; };
    if (has("recv") || has("receive"))
        return {IntervalKind::Recv, false};
    if (has("send"))
        return {IntervalKind::Send, false};
    if (has("wait") || has("barrier"))
        return {IntervalKind::Wait, false};
    if (has("redistribut"))
        return {IntervalKind::Redistribute, false};
    if (has("transfer"))
        return {IntervalKind::Transfer, false};
    if (has("idle") || has("sleep"))
        return {IntervalKind::Idle, false};
    return {IntervalKind::Compute, false};
}

} // namespace

Trace PajeReader::build() const
{
    // Rows: containers that hold states, or whose type is the container of a state type.
    std::vector<bool> holdsStates(m_types.size(), false);
    for (const Type &t : m_types)
        if (t.kind == TypeKind::State && t.parent >= 0)
            holdsStates[static_cast<std::size_t>(t.parent)] = true;
    const std::size_t n = m_containers.size();
    std::vector<int> rowOf(n, -1); // the container whose row this one is drawn on
    for (std::size_t c = 0; c < n; ++c) {
        const Container &k = m_containers[c];
        if (k.hasStates || (k.type >= 0 && holdsStates[static_cast<std::size_t>(k.type)]))
            rowOf[c] = static_cast<int>(c);
    }
    // Lanes "P1 #2", "P1 #3" of traceToPaje fold into "P1" (same parent).
    for (std::size_t c = 0; c < n; ++c) {
        if (rowOf[c] < 0)
            continue;
        const std::string &name = m_containers[c].name;
        const std::size_t hash = name.rfind(" #");
        if (hash == std::string::npos || hash + 2 == name.size() ||
            !std::all_of(name.begin() + static_cast<long>(hash) + 2, name.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); }))
            continue;
        const std::string base = name.substr(0, hash);
        for (std::size_t b = 0; b < n; ++b)
            if (b != c && rowOf[b] == static_cast<int>(b) && m_containers[b].name == base &&
                m_containers[b].parent == m_containers[c].parent) {
                rowOf[c] = static_cast<int>(b);
                break;
            }
    }
    // Ids: the container's name; names used by several rows get their parents' names.
    const auto path = [&](int c) {
        std::string p = m_containers[static_cast<std::size_t>(c)].name;
        for (int up = m_containers[static_cast<std::size_t>(c)].parent; up >= 0; up = m_containers[static_cast<std::size_t>(up)].parent)
            p = m_containers[static_cast<std::size_t>(up)].name + "/" + p;
        return p;
    };
    std::map<std::string, int> uses;
    for (std::size_t c = 0; c < n; ++c)
        if (rowOf[c] == static_cast<int>(c))
            ++uses[m_containers[c].name];
    Trace trace;
    std::vector<int> resourceOf(n, -1);
    for (std::size_t c = 0; c < n; ++c)
        if (rowOf[c] == static_cast<int>(c)) {
            const std::string id = uses[m_containers[c].name] > 1 ? path(static_cast<int>(c)) : m_containers[c].name;
            resourceOf[c] = trace.addResource(id, ResourceKind::Processor);
        }
    for (const State &s : m_states) {
        const int row = rowOf[static_cast<std::size_t>(s.container)];
        if (row < 0)
            continue;
        Interval iv;
        iv.resource = resourceOf[static_cast<std::size_t>(row)];
        const auto [kind, exact] = kindOfState(s.value);
        iv.kind = kind;
        iv.start = s.start;
        iv.end = s.end;
        if (!exact)
            iv.blocks = s.value;
        trace.intervals.push_back(iv);
    }
    // Kinds of rows, which Paje does not carry.
    std::vector<int> intervals(trace.resources.size(), 0), transfers(trace.resources.size(), 0);
    for (const Interval &iv : trace.intervals) {
        ++intervals[static_cast<std::size_t>(iv.resource)];
        transfers[static_cast<std::size_t>(iv.resource)] += iv.kind == IntervalKind::Transfer;
    }
    for (std::size_t c = 0; c < n; ++c) {
        if (resourceOf[c] < 0)
            continue;
        const auto r = static_cast<std::size_t>(resourceOf[c]);
        TraceResource &res = trace.resources[r];
        const int type = m_containers[c].type;
        if (res.id.rfind("port:", 0) == 0)
            res.kind = ResourceKind::Port;
        else if ((type >= 0 && lowercase(m_types[static_cast<std::size_t>(type)].name).find("link") != std::string::npos) ||
                 (intervals[r] > 0 && transfers[r] == intervals[r]))
            res.kind = ResourceKind::Link;
    }
    trace.sortIntervals();
    return trace;
}

} // namespace partita::pajedetail
