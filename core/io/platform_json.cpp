#include "io/platform_json.h"

#include "io/json_locator.h"
#include "io/json_syntax.h"
#include "io/text_position.h"
#include "model/error.h"
#include "model/validate.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <map>
#include <optional>

namespace partita {
namespace {

using nlohmann::json; // not ordered_json: its vector-backed objects copy (recursively) as they grow, so deep nesting would overflow the stack

// How messages name the element a field belongs to: its word ("processor", "link", "route"),
// a fixed word the studio translates, and its name ("'P1'", "#3", "P1 -> P2"); no element at
// the top level of the document.
struct Who {
    const char *element = nullptr;
    std::string name;
    bool top() const { return element == nullptr; }
};

// The reason about a field of `who`: the top-level kind with `more` as its parameters, or the
// element's kind with the element's word and name before them.
Reason about(const Who &who, ReasonKind top, ReasonKind inElement, std::vector<ReasonArg> more)
{
    if (who.top())
        return {top, std::move(more)};
    Reason r{inElement, {word(who.element), {who.name}}};
    r.args.insert(r.args.end(), more.begin(), more.end());
    return r;
}
Reason about(const Who &who, ReasonKind kind, std::vector<ReasonArg> more)
{
    return about(who, kind, kind, std::move(more));
}

// nlohmann-json's name of a value's type ("number", "array"), a fixed word.
ReasonArg typeWord(const json &v)
{
    return word(v.type_name());
}

class Reader {
public:
    Reader(const std::string &fileName, const JsonLocator &where) : m_file(fileName), m_where(where) { }

    Platform read(const json &doc)
    {
        if (!doc.is_object())
            fail("", Reason{ReasonKind::JsonNotObject, {typeWord(doc)}});
        const json *format = doc.contains("format") ? &doc["format"] : nullptr;
        if (!format)
            fail("", reason(ReasonKind::JsonMissingFormat, {kPlatformFormat}));
        if (!format->is_string() || format->get<std::string>() != kPlatformFormat)
            fail("/format", reason(ReasonKind::JsonUnsupportedFormat, {format->dump(), kPlatformFormat}));
        known(doc, "", {},
            {"format", "name", "units", "master", "master_computes", "processors", "routers", "links", "routes"});

        Platform p;
        p.name = optionalString(doc, "", {}, "name").value_or("");
        if (auto units = optionalString(doc, "", {}, "units")) {
            if (*units == "blocks")
                p.units = Units::Blocks;
            else if (*units != "physical")
                fail("/units", reason(ReasonKind::JsonUnknownUnits, {*units}));
        }
        p.master = optionalString(doc, "", {}, "master").value_or("");
        p.masterComputes = optionalBool(doc, "", {}, "master_computes").value_or(false);

        const json &processors = array(doc, "processors", true);
        p.processors.reserve(processors.size());
        for (std::size_t i = 0; i < processors.size(); ++i)
            p.processors.push_back(processor(processors[i], JsonLocator::element("/processors", i), i));
        const json &routers = array(doc, "routers", false);
        for (std::size_t i = 0; i < routers.size(); ++i)
            p.routers.push_back(router(routers[i], JsonLocator::element("/routers", i), i));
        const json &links = array(doc, "links", false);
        p.links.reserve(links.size());
        for (std::size_t i = 0; i < links.size(); ++i)
            p.links.push_back(link(links[i], JsonLocator::element("/links", i), i));
        const json &routes = array(doc, "routes", false);
        for (std::size_t i = 0; i < routes.size(); ++i)
            p.routes.push_back(route(routes[i], JsonLocator::element("/routes", i), i, p.links));
        return p;
    }

    [[noreturn]] void fail(const std::string &pointer, const Reason &reason) const
    {
        throw InputError(m_file, m_where.line(pointer), reason);
    }

private:
    Processor processor(const json &o, const std::string &ptr, std::size_t i)
    {
        Processor pr;
        const Who who = element(o, ptr, "processor", i, pr.id);
        known(o, ptr, who, {"id", "name", "speed", "memory", "x", "y", "host", "kernels", "panel_packing", "cores"});
        pr.name = optionalString(o, ptr, who, "name").value_or("");
        pr.speed = requiredNumber(o, ptr, who, "speed");
        pr.memory = requiredNumber(o, ptr, who, "memory");
        pr.x = optionalNumber(o, ptr, who, "x");
        pr.y = optionalNumber(o, ptr, who, "y");
        pr.host = optionalString(o, ptr, who, "host").value_or("");
        if (const auto cores = optionalNumber(o, ptr, who, "cores")) {
            if (*cores != std::trunc(*cores) || *cores < 1 || *cores > kMaxCores)
                fail(JsonLocator::member(ptr, "cores"),
                     about(who, ReasonKind::JsonCores, {{std::to_string(kMaxCores)}, {o["cores"].dump()}}));
            pr.cores = static_cast<int>(*cores);
        }
        if (o.contains("kernels"))
            pr.kernels = kernels(o["kernels"], JsonLocator::member(ptr, "kernels"), who);
        // κ of the panel kernel's shape factor (model/platform.h); its range is checked by
        // platformIssues, with the kernels'.
        pr.panelPacking = optionalNumber(o, ptr, who, "panel_packing").value_or(0);
        return pr;
    }

    // "kernels": {"panel": [[size, speed], ...], "stencil": speed, ...} (docs/platform-format.md,
    // Kernel speeds); the values are checked by platformIssues.
    std::map<Kernel, SpeedFunction> kernels(const json &o, const std::string &ptr, const Who &who)
    {
        if (!o.is_object())
            fail(ptr, about(who, ReasonKind::JsonElementFieldType, {{"kernels"}, word("an object"), typeWord(o)}));
        std::map<Kernel, SpeedFunction> out;
        for (const auto &[key, value] : o.items()) {
            const std::string at = JsonLocator::member(ptr, key);
            const auto kernel = kernelNamed(key);
            if (!kernel)
                fail(at, about(who, ReasonKind::JsonUnknownKernel, {{key}}));
            SpeedFunction &f = out[*kernel];
            if (value.is_number()) {
                f.points.push_back({0, value.get<double>()});
                continue;
            }
            const Reason expected = about(who, ReasonKind::JsonKernelValue, {{key}});
            if (!value.is_array() || value.empty())
                fail(at, expected);
            for (std::size_t i = 0; i < value.size(); ++i) {
                const json &pair = value[i];
                if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number() || !pair[1].is_number())
                    fail(JsonLocator::element(at, i), expected);
                const double size = pair[0].get<double>();
                if (!(size >= 1 && size <= kMaxPositiveValue)) // size 0 is how a bare number is kept
                    fail(JsonLocator::element(at, i),
                         about(who, ReasonKind::KernelPointSize, {{key}, {"1e+09"}, {pair[0].dump()}}));
                f.points.push_back({size, pair[1].get<double>()});
            }
        }
        return out;
    }

    Router router(const json &o, const std::string &ptr, std::size_t i)
    {
        Router r;
        const Who who = element(o, ptr, "router", i, r.id);
        known(o, ptr, who, {"id", "x", "y"});
        r.x = optionalNumber(o, ptr, who, "x");
        r.y = optionalNumber(o, ptr, who, "y");
        return r;
    }

    Link link(const json &o, const std::string &ptr, std::size_t i)
    {
        const Who index{"link", "#" + std::to_string(i + 1)};
        if (!o.is_object())
            fail(ptr, about(index, ReasonKind::JsonElementNotObject, {typeWord(o)}));
        Link l;
        l.name = optionalString(o, ptr, index, "name").value_or("");
        const Who named = l.name.empty() ? index : Who{"link", "'" + l.name + "'"};
        l.from = requiredString(o, ptr, named, "from");
        l.to = requiredString(o, ptr, named, "to");
        const Who who = l.name.empty() ? Who{"link", l.from + " -> " + l.to} : named; // as describeLink names it
        known(o, ptr, who, {"name", "from", "to", "bandwidth", "latency", "bidirectional", "sharing"});
        l.bandwidth = requiredNumber(o, ptr, who, "bandwidth");
        l.latency = optionalNumber(o, ptr, who, "latency").value_or(0.0);
        l.bidirectional = optionalBool(o, ptr, who, "bidirectional").value_or(true);
        if (auto sharing = optionalString(o, ptr, who, "sharing")) {
            if (*sharing == "backbone")
                l.sharing = Sharing::Backbone;
            else if (*sharing == "split-duplex")
                l.sharing = Sharing::SplitDuplex;
            else if (*sharing != "shared")
                fail(JsonLocator::member(ptr, "sharing"), about(who, ReasonKind::JsonUnknownSharing, {{*sharing}}));
        }
        return l;
    }

    // {"from", "to", "links": [link, ...], "symmetrical"}: a link is its name, its position in
    // "links" counted from 1, or {"link": name or position, "direction": "up" | "down"}.
    DeclaredRoute route(const json &o, const std::string &ptr, std::size_t i, const std::vector<Link> &links)
    {
        const Who index{"route", "#" + std::to_string(i + 1)};
        if (!o.is_object())
            fail(ptr, about(index, ReasonKind::JsonElementNotObject, {typeWord(o)}));
        DeclaredRoute r;
        r.from = requiredString(o, ptr, index, "from");
        r.to = requiredString(o, ptr, index, "to");
        const Who who{"route", r.from + " -> " + r.to};
        known(o, ptr, who, {"from", "to", "links", "symmetrical", "latency"});
        r.symmetrical = optionalBool(o, ptr, who, "symmetrical").value_or(true);
        r.latency = optionalNumber(o, ptr, who, "latency").value_or(0);
        const std::string at = JsonLocator::member(ptr, "links");
        if (!o.contains("links"))
            fail(ptr, about(who, ReasonKind::JsonElementMissingField, {{"links"}}));
        const json &hops = o["links"];
        if (!hops.is_array())
            fail(at, about(who, ReasonKind::JsonElementFieldType, {{"links"}, word("an array"), typeWord(hops)}));
        for (std::size_t k = 0; k < hops.size(); ++k) {
            const std::string hopAt = JsonLocator::element(at, k);
            const json *ref = &hops[k];
            RouteHop hop;
            if (ref->is_object()) {
                known(*ref, hopAt, who, {"link", "direction"});
                if (const auto direction = optionalString(*ref, hopAt, who, "direction")) {
                    if (*direction != "up" && *direction != "down")
                        fail(JsonLocator::member(hopAt, "direction"),
                             about(who, ReasonKind::JsonUnknownDirection, {{*direction}}));
                    hop.reverse = *direction == "down";
                }
                if (!ref->contains("link"))
                    fail(hopAt, about(who, ReasonKind::JsonElementMissingField, {{"link"}}));
                ref = &(*ref)["link"];
            }
            if (ref->is_string()) {
                const std::string name = ref->get<std::string>();
                int found = -1;
                for (std::size_t l = 0; l < links.size(); ++l)
                    if (links[l].name == name) {
                        if (found >= 0)
                            fail(hopAt, about(who, ReasonKind::JsonLinkNamedTwice, {{name}}));
                        found = static_cast<int>(l);
                    }
                if (found < 0)
                    fail(hopAt, about(who, ReasonKind::JsonNoLinkNamed, {{name}}));
                hop.link = found;
            } else if (ref->is_number()) {
                const double n = ref->get<double>();
                if (n != std::trunc(n) || n < 1 || n > static_cast<double>(links.size()))
                    fail(hopAt,
                         about(who, ReasonKind::JsonLinkPosition, {{ref->dump()}, {std::to_string(links.size())}}));
                hop.link = static_cast<int>(n) - 1;
            } else {
                fail(hopAt, about(who, ReasonKind::JsonLinkReference, {typeWord(*ref)}));
            }
            r.hops.push_back(hop);
        }
        return r;
    }

    // Reads the id of a processor or router and returns how messages name the element.
    Who element(const json &o, const std::string &ptr, const char *kind, std::size_t i, std::string &id)
    {
        const Who index{kind, "#" + std::to_string(i + 1)};
        if (!o.is_object())
            fail(ptr, about(index, ReasonKind::JsonElementNotObject, {typeWord(o)}));
        id = requiredString(o, ptr, index, "id");
        return id.empty() ? index : Who{kind, "'" + id + "'"};
    }

    const json &array(const json &doc, const char *key, bool required)
    {
        static const json empty = json::array();
        if (!doc.contains(key)) {
            if (required)
                fail("", reason(ReasonKind::JsonMissingField, {key}));
            return empty;
        }
        const json &a = doc[key];
        if (!a.is_array())
            fail(JsonLocator::member("", key), Reason{ReasonKind::JsonFieldType, {{key}, word("an array"), typeWord(a)}});
        return a;
    }

    void known(const json &o, const std::string &ptr, const Who &who,
        std::initializer_list<const char *> keys)
    {
        for (const auto &item : o.items()) {
            const std::string &key = item.key();
            if (key.starts_with("_"))
                continue;
            if (std::none_of(keys.begin(), keys.end(), [&](const char *k) { return key == k; }))
                fail(JsonLocator::member(ptr, key),
                     about(who, ReasonKind::JsonUnknownField, ReasonKind::JsonElementUnknownField, {{key}}));
        }
    }

    const json *typed(const json &o, const std::string &ptr, const Who &who, const char *key,
        bool ok(const json &), const char *type, bool required)
    {
        // One search of the object's members, not two (contains, then []): a platform of
        // 100,000 processors reads half a million fields.
        const auto it = o.find(key);
        if (it == o.end()) {
            if (required)
                fail(ptr, about(who, ReasonKind::JsonMissingField, ReasonKind::JsonElementMissingField, {{key}}));
            return nullptr;
        }
        const json &v = *it;
        if (!ok(v))
            fail(JsonLocator::member(ptr, key),
                 about(who, ReasonKind::JsonFieldType, ReasonKind::JsonElementFieldType, {{key}, word(type), typeWord(v)}));
        return &v;
    }

    static bool isString(const json &v) { return v.is_string(); }
    static bool isNumber(const json &v) { return v.is_number(); }
    static bool isBool(const json &v) { return v.is_boolean(); }

    std::string requiredString(const json &o, const std::string &ptr, const Who &who, const char *key)
    {
        return typed(o, ptr, who, key, isString, "a string", true)->get<std::string>();
    }
    std::optional<std::string> optionalString(
        const json &o, const std::string &ptr, const Who &who, const char *key)
    {
        const json *v = typed(o, ptr, who, key, isString, "a string", false);
        return v ? std::optional(v->get<std::string>()) : std::nullopt;
    }
    double requiredNumber(const json &o, const std::string &ptr, const Who &who, const char *key)
    {
        return typed(o, ptr, who, key, isNumber, "a number", true)->get<double>();
    }
    std::optional<double> optionalNumber(
        const json &o, const std::string &ptr, const Who &who, const char *key)
    {
        const json *v = typed(o, ptr, who, key, isNumber, "a number", false);
        return v ? std::optional(v->get<double>()) : std::nullopt;
    }
    std::optional<bool> optionalBool(
        const json &o, const std::string &ptr, const Who &who, const char *key)
    {
        const json *v = typed(o, ptr, who, key, isBool, "true or false", false);
        return v ? std::optional(v->get<bool>()) : std::nullopt;
    }

    const std::string &m_file;
    const JsonLocator &m_where;
};

std::string issuePointer(const PlatformIssue &issue)
{
    using E = PlatformIssue::Element;
    std::string ptr;
    switch (issue.element) {
    case E::Platform: return issue.field.empty() ? "" : JsonLocator::member("", issue.field);
    case E::Processor: ptr = JsonLocator::element("/processors", issue.index); break;
    case E::Router: ptr = JsonLocator::element("/routers", issue.index); break;
    case E::Link: ptr = JsonLocator::element("/links", issue.index); break;
    case E::Route: ptr = JsonLocator::element("/routes", issue.index); break;
    }
    return issue.field.empty() ? ptr : JsonLocator::member(ptr, issue.field);
}

} // namespace

Platform parsePlatformJson(const std::string &text, const std::string &fileName)
{
    json doc;
    try {
        doc = json::parse(text);
    } catch (const json::parse_error &e) {
        const std::size_t offset = e.byte > 0 ? e.byte - 1 : 0;
        throw InputError(fileName, lineOfOffset(text, offset), invalidJsonReason(e.what()));
    } catch (const json::exception &e) {
        // A number too large for a double: nlohmann-json names the token but not its place.
        const std::string detail = nlohmannDetail(e.what());
        throw InputError(fileName, lineOfQuotedNumber(text, detail), invalidJsonReason(e.what()));
    }
    const JsonLocator where(text);
    Reader reader(fileName, where);
    if (const auto &dup = where.duplicateKey())
        reader.fail(dup->pointer,
                    reason(ReasonKind::JsonDuplicateKey, {dup->pointer.substr(dup->pointer.rfind('/') + 1), dup->pointer}));
    Platform platform = reader.read(doc);
    if (const auto issues = platformIssues(platform); !issues.empty())
        reader.fail(issuePointer(issues.front()), issues.front().reason);
    return platform;
}

} // namespace partita
