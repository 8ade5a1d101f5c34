// Reading a Paje trace: the %EventDef header says which number is which event and in which
// order its fields come (see trace_export.h); container and state events are replayed here,
// and paje_reader_build.cpp turns what they left into a Trace.
#include "trace/paje_reader.h"
#include "trace/trace_export.h"

#include "model/error.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

namespace partita {

namespace pajedetail {

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

} // namespace pajedetail

Trace traceFromPaje(const std::string &text, const std::string &fileName)
{
    return pajedetail::PajeReader(fileName).read(text);
}

} // namespace partita
