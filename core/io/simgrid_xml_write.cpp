#include "io/simgrid_xml.h"

#include "io/platform_json.h"
#include "io/simgrid_graph_routes.h"
#include "io/simgrid_units.h"
#include "model/error.h"
#include "model/graph.h"
#include "model/validate.h"
#include "util/number_text.h"

#include <cmath>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace partita {
namespace {

void requireFinite(double v, const std::string &who, const std::string &field)
{
    if (!std::isfinite(v))
        throw InputError(who + ": " + field + " is not a finite number and cannot be written");
}

// The file is written as text rather than through a DOM: Full routing needs a route per pair
// of hosts, which for a few hundred hosts is already tens of megabytes.
class XmlWriter {
public:
    std::string &text() { return m_out; }

    // An attribute value, with the characters XML would otherwise change or refuse escaped
    // (a parser turns raw tabs and newlines in attributes into spaces).
    void attr(const char *name, const std::string &value)
    {
        m_out += ' ';
        m_out += name;
        m_out += "=\"";
        for (const char c : value) {
            switch (c) {
            case '&': m_out += "&amp;"; break;
            case '<': m_out += "&lt;"; break;
            case '>': m_out += "&gt;"; break;
            case '"': m_out += "&quot;"; break;
            case '\t': m_out += "&#9;"; break;
            case '\n': m_out += "&#10;"; break;
            case '\r': m_out += "&#13;"; break;
            default: m_out += c; break;
            }
        }
        m_out += '"';
    }

    void prop(int indent, const std::string &key, const std::string &value)
    {
        m_out.append(static_cast<std::size_t>(indent), ' ');
        m_out += "<prop";
        attr("id", "partita:" + key);
        attr("value", value);
        m_out += "/>\n";
    }

    void coordinate(int indent, const std::string &key, const std::optional<double> &v,
        const std::string &who, const char *field)
    {
        if (!v)
            return;
        requireFinite(*v, who, field);
        prop(indent, key, shortestText(*v));
    }

    // A split-duplex link is crossed UP (from -> to) or DOWN; SimGrid needs the direction.
    void route(const std::string &src, const std::string &dst, const std::vector<RouteHop> &hops,
        bool symmetrical, const std::vector<std::string> &ids, const Platform &p)
    {
        element("route", src, dst, hops, symmetrical, ids, p);
    }

    // A <bypassRoute> (SimGrid's route for one ordered pair, taken before the zone's routing;
    // it has no `symmetrical`).
    void bypass(const std::string &src, const std::string &dst, const std::vector<RouteHop> &hops,
        const std::vector<std::string> &ids, const Platform &p)
    {
        element("bypassRoute", src, dst, hops, std::nullopt, ids, p);
    }

private:
    void element(const char *tag, const std::string &src, const std::string &dst, const std::vector<RouteHop> &hops,
        std::optional<bool> symmetrical, const std::vector<std::string> &ids, const Platform &p)
    {
        m_out += "    <";
        m_out += tag;
        attr("src", src);
        attr("dst", dst);
        if (symmetrical)
            m_out += *symmetrical ? " symmetrical=\"YES\"" : " symmetrical=\"NO\"";
        m_out += '>';
        for (const RouteHop &hop : hops) {
            m_out += "<link_ctn";
            attr("id", ids[static_cast<std::size_t>(hop.link)]);
            if (p.links[static_cast<std::size_t>(hop.link)].sharing == Sharing::SplitDuplex)
                attr("direction", hop.reverse ? "DOWN" : "UP");
            m_out += "/>";
        }
        m_out += "</";
        m_out += tag;
        m_out += ">\n";
    }

    std::string m_out;
};

// SimGrid ids of the links: the link's name when it is set and unique, "link<k>" otherwise.
std::vector<std::string> linkIds(const Platform &p)
{
    std::unordered_map<std::string, int> count;
    for (const Link &l : p.links)
        ++count[l.name];
    std::unordered_set<std::string> used;
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < p.links.size(); ++i) {
        const Link &l = p.links[i];
        const std::string base
            = !l.name.empty() && count[l.name] == 1 ? l.name : "link" + std::to_string(i + 1);
        std::string id = base;
        for (int n = 2; used.contains(id); ++n)
            id = base + "_" + std::to_string(n);
        used.insert(id);
        ids.push_back(id);
    }
    return ids;
}

std::vector<RouteHop> hopsOf(const Route &r)
{
    std::vector<RouteHop> hops;
    for (std::size_t k = 0; k < r.links.size(); ++k)
        hops.push_back({r.links[k], r.reversed[k]});
    return hops;
}

// Whether `back` is the way back of `there` for SimGrid: the same links in reverse order, a
// split-duplex link crossed the other way.
bool isWayBack(const Platform &p, const std::vector<RouteHop> &there, const std::vector<RouteHop> &back)
{
    if (there.size() != back.size())
        return false;
    for (std::size_t k = 0; k < there.size(); ++k) {
        const RouteHop &a = there[k], &b = back[there.size() - 1 - k];
        if (a.link != b.link
            || (p.links[static_cast<std::size_t>(a.link)].sharing == Sharing::SplitDuplex && a.reverse == b.reverse))
            return false;
    }
    return true;
}

// A zone with routing="Full", for the platforms SimGrid cannot route itself
// (io/simgrid_graph_routes.h). The declared routes first, in their order (the zone property
// partita:declared_routes says how many, so that a reader gives them back as declared). Then
// SimGrid's Full routing needs a
// route for every other ordered pair of hosts that communicate: each gets the widest path, the
// route Partita's own models use (model/graph.h); a pair whose two directions cross the same
// links is written once with symmetrical="YES". O(p · E log V) time and O(p² · hops) memory
// for p hosts.
void writeRoutes(XmlWriter &xml, const Platform &p, const std::vector<std::string> &ids)
{
    std::set<std::pair<std::string, std::string>> covered;
    for (const DeclaredRoute &r : p.routes) {
        // A Vivaldi zone's latency belongs to the pair, not to a link: a Full zone cannot say it.
        if (r.latency != 0)
            throw InputError("route " + r.from + " -> " + r.to + ": a latency of its own (" + shortestText(r.latency)
                             + " s, from Vivaldi coordinates) cannot be written in a zone with routing=\"Full\"; "
                               "save the platform as JSON");
        xml.route(r.from, r.to, r.hops, r.symmetrical, ids, p);
        covered.insert({r.from, r.to});
        if (r.symmetrical)
            covered.insert({r.to, r.from});
    }
    const std::size_t n = p.processors.size();
    std::vector<std::vector<std::optional<std::vector<RouteHop>>>> path(
        n, std::vector<std::optional<std::vector<RouteHop>>>(n));
    for (std::size_t i = 0; i < n; ++i) {
        const auto routes = platformRoutes(p, p.processors[i].id);
        for (std::size_t j = 0; j < n; ++j)
            if (const auto it = routes.find(p.processors[j].id); j != i && it != routes.end()
                && it->second.reachable && !covered.contains({p.processors[i].id, p.processors[j].id}))
                path[i][j] = hopsOf(it->second);
    }
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const auto &ab = path[i][j];
            const auto &ba = path[j][i];
            const std::string &a = p.processors[i].id;
            const std::string &b = p.processors[j].id;
            if (ab && ba && isWayBack(p, *ab, *ba)) {
                xml.route(a, b, *ab, true, ids, p);
                continue;
            }
            if (ab)
                xml.route(a, b, *ab, false, ids, p);
            if (ba)
                xml.route(b, a, *ba, false, ids, p);
        }

    // One-link routes between the ends of each link, so that SimGrid tools and readers without
    // Partita's properties see which nodes it joins. A link between two hosts needs none: the
    // hosts already have a route in every direction the link can be crossed.
    std::unordered_set<std::string> hosts;
    for (const Processor &pr : p.processors)
        hosts.insert(pr.id);
    for (std::size_t i = 0; i < p.links.size(); ++i) {
        const Link &l = p.links[i];
        if (l.from == l.to || (hosts.contains(l.from) && hosts.contains(l.to)))
            continue;
        const bool forward = !covered.contains({l.from, l.to});
        const bool backward = l.bidirectional && !covered.contains({l.to, l.from});
        const int link = static_cast<int>(i);
        if (forward && backward)
            xml.route(l.from, l.to, {{link, false}}, true, ids, p);
        else if (forward)
            xml.route(l.from, l.to, {{link, false}}, false, ids, p);
        else if (backward)
            xml.route(l.to, l.from, {{link, true}}, false, ids, p);
        if (forward)
            covered.insert({l.from, l.to});
        if (backward)
            covered.insert({l.to, l.from});
    }
}

// A zone SimGrid routes itself (io/simgrid_graph_routes.h): a route per link and direction,
// then a bypass for each pair whose shortest path is not Partita's route.
void writeGraphRoutes(XmlWriter &xml, const Platform &p, const SimGridGraphRoutes &graph, const std::vector<std::string> &ids)
{
    for (const SimGridGraphRoutes::Edge &e : graph.edges)
        xml.route(e.from, e.to, {e.hop}, e.symmetrical, ids, p);
    for (const SimGridGraphRoutes::Bypass &b : graph.bypasses)
        xml.bypass(b.from, b.to, b.hops, ids, p);
}

} // namespace

std::string platformToSimGridXml(const Platform &p)
{
    const std::optional<SimGridGraphRoutes> graph = simGridGraphRoutes(p);
    XmlWriter xml;
    std::string &out = xml.text();
    out += "<?xml version='1.0'?>\n";
    out += "<!DOCTYPE platform SYSTEM \"https://simgrid.org/simgrid.dtd\">\n";
    out += "<platform version=\"4.1\">\n";
    out += "  <zone";
    xml.attr("id", p.name.empty() ? "partita" : p.name);
    out += graph ? " routing=\"DijkstraCache\">\n" : " routing=\"Full\">\n";

    xml.prop(4, "format", kPlatformFormat);
    if (!p.name.empty())
        xml.prop(4, "name", p.name);
    xml.prop(4, "units", toString(p.units));
    if (!p.master.empty())
        xml.prop(4, "master", p.master);
    if (p.masterComputes)
        xml.prop(4, "master_computes", "true");
    if (!p.routes.empty())
        xml.prop(4, "declared_routes", std::to_string(p.routes.size()));
    // The DTD gives <router> no children, so router positions are zone properties.
    for (const Router &r : p.routers) {
        xml.coordinate(4, "router:" + r.id + ":x", r.x, "router '" + r.id + "'", "x");
        xml.coordinate(4, "router:" + r.id + ":y", r.y, "router '" + r.id + "'", "y");
    }

    for (const Processor &pr : p.processors) {
        const std::string who = "processor '" + pr.id + "'";
        requireFinite(pr.speed, who, "speed");
        requireFinite(pr.memory, who, "memory");
        out += "    <host";
        xml.attr("id", pr.id);
        // SimGrid's speed is a core's (docs/platform-format.md, Cores).
        xml.attr("speed", formatSimGridValue(pr.speed / pr.cores, SimGridQuantity::Speed, p.units));
        if (pr.cores != 1)
            xml.attr("core", std::to_string(pr.cores));
        out += ">\n";
        xml.prop(6, "memory", shortestText(pr.memory));
        if (!pr.name.empty())
            xml.prop(6, "name", pr.name);
        xml.coordinate(6, "x", pr.x, who, "x");
        xml.coordinate(6, "y", pr.y, who, "y");
        if (!pr.host.empty())
            xml.prop(6, "host", pr.host);
        if (pr.cores != 1)
            xml.prop(6, "speed", shortestText(pr.speed)); // exact, where speed / cores × cores may not be
        // Kernel speeds (platform-format.md): "partita:kernel:block" = "64:41,192:60.3", a bare
        // number for a rate that does not depend on the size.
        for (const auto &[kernel, f] : pr.kernels) {
            std::string value;
            for (const SpeedPoint &point : f.points) {
                requireFinite(point.size, who, "kernel point size");
                requireFinite(point.speed, who, "kernel speed");
                const bool constant = f.points.size() == 1 && point.size == 0;
                value += (value.empty() ? "" : ",") + (constant ? "" : shortestText(point.size) + ":")
                         + shortestText(point.speed);
            }
            xml.prop(6, std::string("kernel:") + toString(kernel), value);
        }
        // κ of the panel kernel's shape factor (model/platform.h), as the JSON writer does:
        // left out at 0, the default.
        if (pr.panelPacking != 0) {
            requireFinite(pr.panelPacking, who, "panel_packing");
            xml.prop(6, "panel_packing", shortestText(pr.panelPacking));
        }
        out += "    </host>\n";
    }
    for (const Router &r : p.routers) {
        out += "    <router";
        xml.attr("id", r.id);
        out += "/>\n";
    }

    const std::vector<std::string> ids = linkIds(p);
    for (std::size_t i = 0; i < p.links.size(); ++i) {
        const Link &l = p.links[i];
        const std::string who = describeLink(l);
        requireFinite(l.bandwidth, who, "bandwidth");
        requireFinite(l.latency, who, "latency");
        out += "    <link";
        xml.attr("id", ids[i]);
        xml.attr("bandwidth", formatSimGridValue(l.bandwidth, SimGridQuantity::Bandwidth, p.units));
        xml.attr("latency", formatSimGridValue(l.latency, SimGridQuantity::Latency, p.units));
        xml.attr("sharing_policy",
            l.sharing == Sharing::Backbone      ? "FATPIPE"
                : l.sharing == Sharing::SplitDuplex ? "SPLITDUPLEX"
                                                    : "SHARED");
        out += ">\n";
        xml.prop(6, "from", l.from);
        xml.prop(6, "to", l.to);
        if (!l.name.empty())
            xml.prop(6, "name", l.name);
        if (!l.bidirectional)
            xml.prop(6, "bidirectional", "false");
        out += "    </link>\n";
    }
    if (graph)
        writeGraphRoutes(xml, p, *graph, ids);
    else
        writeRoutes(xml, p, ids);
    out += "  </zone>\n</platform>\n";
    return std::move(out);
}

} // namespace partita
