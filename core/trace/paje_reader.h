#pragma once
// The Paje reader behind traceFromPaje (trace_export.h): parsing in trace_import_paje.cpp,
// turning containers and states into a Trace in paje_reader_build.cpp. Not a public API.

#include "model/error.h"
#include "trace/trace.h"

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace partita::pajedetail {

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

} // namespace partita::pajedetail
