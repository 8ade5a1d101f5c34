#include "io/platform_json.h"

#include "model/error.h"
#include "model/validate.h"

#include <nlohmann/json.hpp>

#include <map>

#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

namespace partita {
namespace {

using nlohmann::json;

json number(double v)
{
    // Integral values print without ".0" ("memory": 1024); both read back as the same double.
    if (std::isfinite(v) && v == std::trunc(v) && std::fabs(v) < 9007199254740992.0)
        return json(static_cast<std::int64_t>(v));
    return json(v);
}

void requireFinite(double v, const std::string &who, const char *field)
{
    if (!std::isfinite(v))
        throw InputError(who + ": " + field + " is not a finite number and cannot be written");
}

void coordinate(
    nlohmann::ordered_json &o, const char *key, const std::optional<double> &v, const std::string &who)
{
    if (!v)
        return;
    requireFinite(*v, who, key);
    o[key] = number(*v);
}

std::string inlineObject(const nlohmann::ordered_json &o)
{
    std::string s = "{";
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it != o.begin())
            s += ", ";
        s += json(it.key()).dump() + ": " + it.value().dump();
    }
    return s + "}";
}

void writeArray(
    std::string &out, const char *key, const std::vector<nlohmann::ordered_json> &items, bool last)
{
    out += std::string("  \"") + key + "\": [";
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i ? ",\n    " : "\n    ") + inlineObject(items[i]);
    out += items.empty() ? "]" : "\n  ]";
    out += last ? "\n" : ",\n";
}

std::string serialize(const Platform &p)
{
    using ojson = nlohmann::ordered_json;
    std::string out = "{\n";
    auto field = [&](const char *key, const json &value) {
        out += std::string("  \"") + key + "\": " + value.dump() + ",\n";
    };
    field("format", kPlatformFormat);
    if (!p.name.empty())
        field("name", p.name);
    field("units", toString(p.units));
    if (!p.master.empty())
        field("master", p.master);
    if (!p.master.empty() || p.masterComputes)
        field("master_computes", p.masterComputes);

    std::vector<ojson> items;
    for (const Processor &pr : p.processors) {
        const std::string who = "processor '" + pr.id + "'";
        requireFinite(pr.speed, who, "speed");
        requireFinite(pr.memory, who, "memory");
        ojson o;
        o["id"] = pr.id;
        if (!pr.name.empty())
            o["name"] = pr.name;
        o["speed"] = number(pr.speed);
        o["memory"] = number(pr.memory);
        coordinate(o, "x", pr.x, who);
        coordinate(o, "y", pr.y, who);
        if (!pr.host.empty())
            o["host"] = pr.host;
        if (pr.cores != 1)
            o["cores"] = pr.cores;
        for (const auto &[kernel, f] : pr.kernels) {
            const std::string what = std::string("kernel '") + toString(kernel) + "'";
            if (f.points.size() == 1 && f.points.front().size == 0) { // a constant rate
                requireFinite(f.points.front().speed, who, what.c_str());
                o["kernels"][toString(kernel)] = number(f.points.front().speed);
                continue;
            }
            ojson points = ojson::array();
            for (const SpeedPoint &point : f.points) {
                requireFinite(point.size, who, what.c_str());
                requireFinite(point.speed, who, what.c_str());
                points.push_back(ojson::array({ojson(number(point.size)), ojson(number(point.speed))}));
            }
            o["kernels"][toString(kernel)] = std::move(points);
        }
        // Written when it is not 0, the default: a negative value is kept so that reading the
        // file back refuses it, as a negative speed is, rather than dropped in silence.
        if (pr.panelPacking != 0) {
            requireFinite(pr.panelPacking, who, "panel_packing");
            o["panel_packing"] = number(pr.panelPacking);
        }
        items.push_back(std::move(o));
    }
    writeArray(out, "processors", items, false);

    if (!p.routers.empty()) {
        items.clear();
        for (const Router &r : p.routers) {
            const std::string who = "router '" + r.id + "'";
            ojson o;
            o["id"] = r.id;
            coordinate(o, "x", r.x, who);
            coordinate(o, "y", r.y, who);
            items.push_back(std::move(o));
        }
        writeArray(out, "routers", items, false);
    }

    items.clear();
    for (const Link &l : p.links) {
        const std::string who = describeLink(l);
        requireFinite(l.bandwidth, who, "bandwidth");
        requireFinite(l.latency, who, "latency");
        ojson o;
        if (!l.name.empty())
            o["name"] = l.name;
        o["from"] = l.from;
        o["to"] = l.to;
        o["bandwidth"] = number(l.bandwidth);
        o["latency"] = number(l.latency);
        if (!l.bidirectional)
            o["bidirectional"] = false;
        if (l.sharing != Sharing::Shared)
            o["sharing"] = toString(l.sharing);
        items.push_back(std::move(o));
    }
    writeArray(out, "links", items, p.routes.empty());
    if (p.routes.empty())
        return out + "}\n";

    // A link is named by its name when no other link has it, else by its position from 1.
    std::map<std::string, int> nameCount;
    for (const Link &l : p.links)
        ++nameCount[l.name];
    items.clear();
    for (const DeclaredRoute &r : p.routes) {
        ojson o;
        o["from"] = r.from;
        o["to"] = r.to;
        ojson links = ojson::array();
        for (const RouteHop &hop : r.hops) {
            const bool inRange = hop.link >= 0 && static_cast<std::size_t>(hop.link) < p.links.size();
            const std::string &name = inRange ? p.links[static_cast<std::size_t>(hop.link)].name : std::string();
            ojson ref = !name.empty() && nameCount[name] == 1 ? ojson(name) : ojson(hop.link + 1);
            if (hop.reverse)
                links.push_back(ojson{{"link", ref}, {"direction", "down"}});
            else
                links.push_back(ref);
        }
        o["links"] = std::move(links);
        if (!r.symmetrical)
            o["symmetrical"] = false;
        if (r.latency != 0) {
            requireFinite(r.latency, "route " + r.from + " -> " + r.to, "latency");
            o["latency"] = number(r.latency);
        }
        items.push_back(std::move(o));
    }
    writeArray(out, "routes", items, true);
    return out + "}\n";
}

} // namespace

std::string platformToJson(const Platform &platform)
{
    try {
        return serialize(platform);
    } catch (const json::exception &e) {
        // Strings that are not valid UTF-8 cannot be written as JSON. Drop the exception's
        // "[json.exception.type_error.316] " prefix.
        std::string what = e.what();
        if (const auto bracket = what.find("] "); bracket != std::string::npos)
            what.erase(0, bracket + 2);
        throw InputError("cannot write the platform as JSON: " + what);
    }
}

} // namespace partita
