// Reading traces back: CSV as written by traceToCsv, Chrome Trace Event JSON (complete "X"
// events; lanes "P1 #2" fold back into their resource "P1") and Paje (the %EventDef header
// says which number is which event and in which order its fields come; see trace_export.h).
#include "trace/trace_export.h"

#include "model/error.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <map>
#include <optional>
#include <sstream>
#include <unordered_map>

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

namespace {

// Paje: a header of event definitions, then one event per line. The reader follows pajeng's
// semantics: PushState opens a state nested in the open ones, PopState ends the innermost,
// SetState ends every open state of that type in that container and opens one, ResetState
// ends them all, DestroyContainer ends the states of the container; states still open at the
// end of the file end at the last time the file mentions.
class PajeReader {
public:
    PajeReader(const std::string &fileName) : m_file(fileName) {}
    Trace read(const std::string &text);

private:
    enum class Event {
        DefineContainerType, DefineStateType, DefineOtherType, DefineEntityValue, CreateContainer,
        DestroyContainer, PushState, PopState, SetState, ResetState, Other
    };
    // One %EventDef: the position of each field this reader uses in an event line (-1 absent).
    struct Definition {
        Event event = Event::Other;
        std::string name;
        int line = 0;
        int fields = 0;
        int time = -1, alias = -1, type = -1, container = -1, label = -1, value = -1;
    };
    enum class TypeKind { Container, State, Other }; // Other: variable, link and event types
    struct Type {
        std::string name;
        int parent = -1; // -1: the root type "0"
        TypeKind kind = TypeKind::Container;
    };
    struct Container {
        std::string name;
        int type = -1;
        int parent = -1; // -1: the root container "0"
        bool hasStates = false;
    };
    struct OpenState {
        std::string value;
        double start = 0;
    };
    struct State {
        int container = 0;
        std::string value;
        double start = 0, end = 0;
    };

    [[noreturn]] void fail(const std::string &what) const { throw InputError(m_file, m_line, what); }
    static Event eventOf(const std::string &name);
    static std::vector<std::string> split(const std::string &line, bool &unterminated);
    void header(const std::vector<std::string> &tokens);
    void endDefinition();
    void event(const std::vector<std::string> &tokens);
    double time(const Definition &d, const std::vector<std::string> &f);
    int typeOf(const std::string &key) const;
    int containerOf(const std::string &key) const;
    void closeStates(int container, int type, double t); // type -1: every type
    Trace build() const;

    std::string m_file;
    int m_line = 0;
    std::unordered_map<std::string, Definition> m_definitions; // by event id
    std::optional<Definition> m_open; // the %EventDef being read
    std::string m_openId;
    std::vector<Type> m_types;
    std::unordered_map<std::string, int> m_typeByAlias, m_typeByName;  // -2: ambiguous name
    std::vector<Container> m_containers;
    std::unordered_map<std::string, int> m_containerByAlias, m_containerByName;
    std::map<std::pair<int, std::string>, std::string> m_values; // (state type, alias or name) → name
    std::map<std::pair<int, int>, std::vector<OpenState>> m_stacks; // (container, state type)
    std::vector<State> m_states;
    double m_lastTime = 0;
};

PajeReader::Event PajeReader::eventOf(const std::string &name)
{
    static const std::pair<const char *, Event> names[] = {
        {"PajeDefineContainerType", Event::DefineContainerType}, {"PajeDefineStateType", Event::DefineStateType},
        {"PajeDefineVariableType", Event::DefineOtherType},      {"PajeDefineLinkType", Event::DefineOtherType},
        {"PajeDefineEventType", Event::DefineOtherType},
        {"PajeDefineEntityValue", Event::DefineEntityValue},     {"PajeCreateContainer", Event::CreateContainer},
        {"PajeDestroyContainer", Event::DestroyContainer},       {"PajePushState", Event::PushState},
        {"PajePopState", Event::PopState},                       {"PajeSetState", Event::SetState},
        {"PajeResetState", Event::ResetState}};
    for (const auto &[n, e] : names)
        if (name == n)
            return e;
    return Event::Other;
}

std::vector<std::string> PajeReader::split(const std::string &line, bool &unterminated)
{
    std::vector<std::string> tokens;
    unterminated = false;
    std::size_t i = 0;
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (i < line.size()) {
        while (i < line.size() && space(line[i]))
            ++i;
        if (i == line.size())
            break;
        if (line[i] == '"') {
            const std::size_t close = line.find('"', i + 1);
            if (close == std::string::npos) {
                unterminated = true;
                return tokens;
            }
            tokens.push_back(line.substr(i + 1, close - i - 1));
            i = close + 1;
        } else {
            const std::size_t start = i;
            while (i < line.size() && !space(line[i]))
                ++i;
            tokens.push_back(line.substr(start, i - start));
        }
    }
    return tokens;
}

Trace PajeReader::read(const std::string &text)
{
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        ++m_line;
        bool unterminated = false;
        const bool isHeader = !line.empty() && line[0] == '%';
        const auto tokens = split(isHeader ? line.substr(1) : line, unterminated);
        if (unterminated)
            fail("unterminated quoted string");
        if (tokens.empty() || (!isHeader && tokens[0][0] == '#'))
            continue;
        if (isHeader)
            header(tokens);
        else
            event(tokens);
    }
    if (m_open)
        fail("missing %EndEventDef for " + m_open->name);
    if (m_definitions.empty())
        fail("not a Paje trace (no %EventDef header)");
    for (auto &[key, stack] : m_stacks)
        while (!stack.empty()) {
            m_states.push_back({key.first, stack.back().value, stack.back().start, std::max(m_lastTime, stack.back().start)});
            stack.pop_back();
        }
    return build();
}

void PajeReader::header(const std::vector<std::string> &tokens)
{
    const std::string &keyword = tokens[0];
    if (keyword == "EventDef") {
        if (m_open)
            fail("%EventDef inside the definition of " + m_open->name + " (missing %EndEventDef)");
        if (tokens.size() < 3)
            fail("%EventDef needs an event name and a number");
        Definition d;
        d.name = tokens[1];
        d.event = eventOf(d.name);
        d.line = m_line;
        m_open = d;
        m_openId = tokens[2];
    } else if (keyword == "EndEventDef") {
        if (!m_open)
            fail("%EndEventDef without %EventDef");
        endDefinition();
    } else if (m_open) {
        // A field: "% Name type". Older traces call Type ContainerType or EntityType.
        const std::string &field = keyword;
        const int index = m_open->fields++;
        if (field == "Time")
            m_open->time = index;
        else if (field == "Alias")
            m_open->alias = index;
        else if (field == "Type" || field == "ContainerType" || field == "EntityType")
            m_open->type = index;
        else if (field == "Container")
            m_open->container = index;
        else if (field == "Name")
            m_open->label = index;
        else if (field == "Value")
            m_open->value = index;
    }
    // Other % lines outside a definition are comments.
}

void PajeReader::endDefinition()
{
    const Definition d = *m_open;
    m_open.reset();
    std::vector<std::pair<const char *, int>> required;
    switch (d.event) {
    case Event::DefineContainerType:
    case Event::DefineStateType:
    case Event::DefineOtherType:
    case Event::DefineEntityValue: required = {{"Name", d.label}, {"Type", d.type}}; break;
    case Event::CreateContainer: required = {{"Name", d.label}, {"Type", d.type}, {"Container", d.container}}; break;
    case Event::DestroyContainer: required = {{"Time", d.time}, {"Name", d.label}}; break;
    case Event::PushState:
    case Event::SetState:
        required = {{"Time", d.time}, {"Type", d.type}, {"Container", d.container}, {"Value", d.value}};
        break;
    case Event::PopState:
    case Event::ResetState: required = {{"Time", d.time}, {"Type", d.type}, {"Container", d.container}}; break;
    case Event::Other: break;
    }
    for (const auto &[field, index] : required)
        if (index < 0)
            fail(d.name + " (event " + m_openId + ", defined on line " + std::to_string(d.line) +
                 ") has no field '" + field + "'");
    if (!m_definitions.emplace(m_openId, d).second)
        fail("event number " + m_openId + " is defined twice");
}

double PajeReader::time(const Definition &d, const std::vector<std::string> &f)
{
    const std::string &s = f[static_cast<std::size_t>(d.time)];
    double t = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), t);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(t))
        fail("bad time '" + s + "'");
    m_lastTime = std::max(m_lastTime, t);
    return t;
}

int PajeReader::typeOf(const std::string &key) const
{
    if (key == "0")
        return -1;
    if (const auto it = m_typeByAlias.find(key); it != m_typeByAlias.end())
        return it->second;
    const auto it = m_typeByName.find(key);
    if (it == m_typeByName.end())
        fail("unknown type '" + key + "'");
    if (it->second < 0)
        fail("type name '" + key + "' is ambiguous (use its alias)");
    return it->second;
}

int PajeReader::containerOf(const std::string &key) const
{
    if (const auto it = m_containerByAlias.find(key); it != m_containerByAlias.end())
        return it->second;
    const auto it = m_containerByName.find(key);
    if (it == m_containerByName.end())
        fail("unknown container '" + key + "'");
    if (it->second < 0)
        fail("container name '" + key + "' is ambiguous (use its alias)");
    return it->second;
}

void PajeReader::closeStates(int container, int type, double t)
{
    for (auto &[key, stack] : m_stacks) {
        if (key.first != container || (type >= 0 && key.second != type))
            continue;
        while (!stack.empty()) {
            if (t < stack.back().start)
                fail("state '" + stack.back().value + "' of '" + m_containers[static_cast<std::size_t>(container)].name +
                     "' ends before it starts");
            m_states.push_back({container, stack.back().value, stack.back().start, t});
            stack.pop_back();
        }
    }
}

void PajeReader::event(const std::vector<std::string> &tokens)
{
    if (m_open)
        fail("event line inside the definition of " + m_open->name + " (missing %EndEventDef)");
    const auto found = m_definitions.find(tokens[0]);
    if (found == m_definitions.end())
        fail(m_definitions.empty() ? std::string("not a Paje trace (no %EventDef header before the first event)")
                                   : "event number '" + tokens[0] + "' is not defined in the header");
    const Definition &d = found->second;
    const std::vector<std::string> f(tokens.begin() + 1, tokens.end());
    if (static_cast<int>(f.size()) != d.fields)
        fail(d.name + " expects " + std::to_string(d.fields) + " fields, found " + std::to_string(f.size()));
    const auto field = [&](int index) -> const std::string & { return f[static_cast<std::size_t>(index)]; };
    const auto remember = [](std::unordered_map<std::string, int> &byName, const std::string &name, int index) {
        const auto [it, inserted] = byName.emplace(name, index);
        if (!inserted)
            it->second = -2;
    };
    switch (d.event) {
    case Event::DefineContainerType:
    case Event::DefineStateType:
    case Event::DefineOtherType: {
        Type t;
        t.name = field(d.label);
        t.parent = typeOf(field(d.type));
        t.kind = d.event == Event::DefineContainerType ? TypeKind::Container
                 : d.event == Event::DefineStateType   ? TypeKind::State
                                                       : TypeKind::Other;
        const int index = static_cast<int>(m_types.size());
        m_types.push_back(t);
        if (d.alias >= 0 && !field(d.alias).empty() && !m_typeByAlias.emplace(field(d.alias), index).second)
            fail("type alias '" + field(d.alias) + "' is defined twice");
        remember(m_typeByName, t.name, index);
        break;
    }
    case Event::DefineEntityValue: {
        const int type = typeOf(field(d.type));
        m_values[{type, field(d.label)}] = field(d.label);
        if (d.alias >= 0 && !field(d.alias).empty())
            m_values[{type, field(d.alias)}] = field(d.label);
        break;
    }
    case Event::CreateContainer: {
        if (d.time >= 0)
            time(d, f);
        Container c;
        c.name = field(d.label);
        c.type = typeOf(field(d.type));
        if (c.type >= 0 && m_types[static_cast<std::size_t>(c.type)].kind != TypeKind::Container)
            fail("'" + field(d.type) + "' is not a container type");
        c.parent = field(d.container) == "0" ? -1 : containerOf(field(d.container));
        const int index = static_cast<int>(m_containers.size());
        m_containers.push_back(c);
        if (d.alias >= 0 && !field(d.alias).empty() && !m_containerByAlias.emplace(field(d.alias), index).second)
            fail("container alias '" + field(d.alias) + "' is defined twice");
        remember(m_containerByName, c.name, index);
        break;
    }
    case Event::DestroyContainer: closeStates(containerOf(field(d.label)), -1, time(d, f)); break;
    case Event::PushState:
    case Event::SetState:
    case Event::PopState:
    case Event::ResetState: {
        const double t = time(d, f);
        const int type = typeOf(field(d.type));
        if (type < 0 || m_types[static_cast<std::size_t>(type)].kind != TypeKind::State)
            fail("'" + field(d.type) + "' is not a state type");
        const int container = containerOf(field(d.container));
        auto &stack = m_stacks[{container, type}];
        if (d.event == Event::SetState || d.event == Event::ResetState)
            closeStates(container, type, t);
        if (d.event == Event::PopState) {
            if (stack.empty())
                fail("PajePopState on '" + field(d.container) + "' with no state pushed");
            if (t < stack.back().start)
                fail("state '" + stack.back().value + "' of '" + field(d.container) + "' ends before it starts");
            m_states.push_back({container, stack.back().value, stack.back().start, t});
            stack.pop_back();
        }
        if (d.event == Event::PushState || d.event == Event::SetState) {
            const auto value = m_values.find({type, field(d.value)});
            stack.push_back({value != m_values.end() ? value->second : field(d.value), t});
            m_containers[static_cast<std::size_t>(container)].hasStates = true;
        }
        break;
    }
    case Event::Other: break; // variables, links, events: not part of a Gantt chart's rows
    }
}

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

} // namespace

Trace traceFromPaje(const std::string &text, const std::string &fileName)
{
    return PajeReader(fileName).read(text);
}

} // namespace partita
