#include "io/simgrid_xml.h"

#include "io/platform_json.h"
#include "io/simgrid_cluster.h"
#include "io/simgrid_routes.h"
#include "io/simgrid_zones.h"
#include "io/simgrid_units.h"
#include "io/text_position.h"
#include "model/error.h"
#include "model/validate.h"

#include <pugixml.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <memory>
#include <unordered_map>
#include <unordered_set>

namespace partita {
namespace {

constexpr std::string_view kPrefix = "partita:";

bool parseNumber(std::string_view s, double &v)
{
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && end == s.data() + s.size() && std::isfinite(v);
}

bool is(const pugi::xml_node &n, std::initializer_list<const char *> names)
{
    for (const char *name : names)
        if (std::strcmp(n.name(), name) == 0)
            return true;
    return false;
}

class XmlReader {
    struct StarHost {
        std::string id;
        std::vector<SimGridHop> up, down; // SimGridHop::link: indices into m_links
        pugi::xml_node node;
    };
    struct HostLink {
        std::string host, up, down;
        pugi::xml_node node;
    };
    // A zone with routing Cluster or Vivaldi: SimGrid's StarZone (io/simgrid_zones.h).
    struct StarZone {
        int zone = -1;
        pugi::xml_node node;
        std::string id;
        bool vivaldi = false;
        std::vector<std::string> routers;
        std::optional<std::size_t> backbone; // index into m_links
        std::vector<StarHost> hosts;
        std::vector<HostLink> hostLinks;
    };

public:
    XmlReader(const std::string &text, const std::string &fileName) : m_text(text), m_file(fileName) { }

    Platform read(const pugi::xml_document &doc)
    {
        const pugi::xml_node root = doc.document_element();
        if (std::strcmp(root.name(), "platform") != 0)
            fail(root, reason(ReasonKind::XmlRoot, {root.name()}));
        const std::string version = root.attribute("version").value();
        if (!version.starts_with("4"))
            fail(root, reason(ReasonKind::XmlVersion, {version}));
        for (const pugi::xml_node &child : root.children()) {
            if (child.type() != pugi::node_element)
                continue;
            if (is(child, {"config"})) {
                warn(child, reason(ReasonKind::XmlConfigIgnored, {}));
                continue;
            }
            if (is(child, {"actor", "process"})) {
                warn(child, reason(ReasonKind::XmlActorIgnored, {child.name()}));
                continue;
            }
            if (is(child, {"random", "trace", "trace_connect"})) {
                warn(child, reason(ReasonKind::XmlProfileElementIgnored, {child.name()}));
                continue;
            }
            if (is(child, {"zone", "AS"})) {
                if (!m_topZone) {
                    m_topZone = child;
                    zoneProperties(child);
                }
                m_currentZone = -1;
                zone(child);
                walk(child);
            } else if (is(child, {"cluster"})) {
                if (!m_topZone)
                    m_topZone = child;
                m_currentZone = -1;
                cluster(child);
            } else {
                unexpected(child, "platform");
            }
        }
        if (!m_topZone)
            fail(root, Reason{ReasonKind::XmlNoZone, {}});
        applyRouterCoordinates();
        for (StarZone &star : m_stars)
            starLinks(star);
        buildLinks();
        dropUnreachableRouters();
        if (m_p.name.empty() && !m_partita)
            m_p.name = m_topZone.attribute("id").value();
        validate();
        return std::move(m_p);
    }

private:
    [[noreturn]] void fail(const pugi::xml_node &node, const std::string &message) const
    {
        fail(node, textReason(message));
    }
    [[noreturn]] void fail(const pugi::xml_node &node, const Reason &why) const
    {
        const std::ptrdiff_t at = node ? node.offset_debug() : -1;
        throw InputError(m_file, at >= 0 ? lineOfOffset(m_text, static_cast<std::size_t>(at)) : 0, why);
    }

public:
    std::vector<ImportWarning> warnings() const { return m_warnings; }

private:
    int lineOf(const pugi::xml_node &node) const
    {
        const std::ptrdiff_t at = node ? node.offset_debug() : -1;
        return at >= 0 ? lineOfOffset(m_text, static_cast<std::size_t>(at)) : 0;
    }

    void warn(const pugi::xml_node &node, Reason why)
    {
        m_warnings.push_back({m_file, lineOf(node), std::move(why)});
    }

    // SimGrid properties Partita has no use for (energy, ...): each one named in a warning.
    void otherProperties(const pugi::xml_node &n, const std::string &who)
    {
        for (const pugi::xml_node &prop : n.children("prop")) {
            const std::string_view id = prop.attribute("id").value();
            if (!id.starts_with(kPrefix))
                warn(prop, reason(id.starts_with("wattage") || id.starts_with("watt_") ? ReasonKind::XmlEnergyPropertyIgnored
                                                                                       : ReasonKind::XmlPropertyIgnored,
                                  {who, std::string(id)}));
        }
    }

    // Attributes naming profiles, which Partita does not model.
    void profiles(const pugi::xml_node &n, const std::string &who, std::initializer_list<const char *> attrs)
    {
        for (const char *attr : attrs)
            if (n.attribute(attr))
                warn(n, reason(ReasonKind::XmlProfileAttributeIgnored, {who, attr, n.attribute(attr).value()}));
    }

    [[noreturn]] void unexpected(const pugi::xml_node &n, const char *parent) const
    {
        if (is(n, {"include"}))
            fail(n, reason(ReasonKind::XmlInclude, {}));
        fail(n, reason(ReasonKind::XmlUnexpectedElement, {n.name(), parent}));
    }

    std::string required(const pugi::xml_node &n, const char *attr, const std::string &who) const
    {
        const pugi::xml_attribute a = n.attribute(attr);
        if (!a)
            fail(n, reason(ReasonKind::XmlMissingAttribute, {who, attr}));
        return a.value();
    }

    double value(
        const pugi::xml_node &n, const std::string &text, SimGridQuantity q, const std::string &who) const
    {
        double v = 0;
        Reason error;
        if (!parseSimGridValue(text, q, m_p.units, v, error, who))
            fail(n, error);
        return v;
    }

    double number(const pugi::xml_node &prop, const std::string &who) const
    {
        double v = 0;
        if (!parseNumber(prop.attribute("value").value(), v))
            fail(prop, reason(ReasonKind::XmlPropertyNumber,
                              {who, prop.attribute("id").value(), prop.attribute("value").value()}));
        return v;
    }

    // "q:speed,q:speed,..." or a bare speed (writer: simgrid_xml_write.cpp); the values are
    // checked with the rest of the platform (validate.cpp).
    SpeedFunction speedFunction(const pugi::xml_node &prop, const std::string &who) const
    {
        const std::string text = prop.attribute("value").value();
        SpeedFunction f;
        std::size_t at = 0;
        while (at <= text.size()) {
            const std::size_t comma = std::min(text.find(',', at), text.size());
            const std::string item = text.substr(at, comma - at);
            const std::size_t colon = item.find(':');
            double size = 0, speed = 0;
            const bool ok = colon == std::string::npos
                              ? text.find(',') == std::string::npos && parseNumber(item, speed)
                              : parseNumber(item.substr(0, colon), size) && parseNumber(item.substr(colon + 1), speed)
                                    && size >= 1;
            if (!ok)
                fail(prop, reason(ReasonKind::XmlSpeedPairs, {who, prop.attribute("id").value(), text}));
            f.points.push_back({size, speed});
            at = comma + 1;
        }
        return f;
    }

    bool boolean(const pugi::xml_node &prop, const std::string &who) const
    {
        const std::string v = prop.attribute("value").value();
        if (v != "true" && v != "false")
            fail(prop, reason(ReasonKind::XmlPropertyBool, {who, prop.attribute("id").value(), v}));
        return v == "true";
    }

    // Calls `f(key, prop)` for each <prop id="partita:key">; other properties belong to SimGrid.
    template <typename F> void partitaProperties(const pugi::xml_node &n, F f) const
    {
        for (const pugi::xml_node &prop : n.children("prop")) {
            const std::string_view id = prop.attribute("id").value();
            if (id.starts_with(kPrefix))
                f(std::string(id.substr(kPrefix.size())), prop);
        }
    }

    void zoneProperties(const pugi::xml_node &zone)
    {
        const std::string who = std::string("zone '") + zone.attribute("id").value() + "'";
        partitaProperties(zone, [&](const std::string &key, const pugi::xml_node &prop) {
            const std::string v = prop.attribute("value").value();
            if (key == "format") {
                if (v != kPlatformFormat)
                    fail(prop, reason(ReasonKind::XmlPartitaFormat, {who, v, kPlatformFormat}));
                m_partita = true;
            } else if (key == "name") {
                m_p.name = v;
            } else if (key == "units") {
                if (v != "physical" && v != "blocks")
                    fail(prop, reason(ReasonKind::XmlUnknownUnits, {who, v}));
                m_p.units = v == "blocks" ? Units::Blocks : Units::Physical;
            } else if (key == "master") {
                m_p.master = v;
                m_masterNode = prop;
            } else if (key == "declared_routes") {
                const double count = number(prop, who);
                if (count < 0 || count != std::trunc(count))
                    fail(prop, reason(ReasonKind::XmlDeclaredRoutes, {who}));
                m_declaredCount = static_cast<std::size_t>(count);
            } else if (key == "master_computes") {
                m_p.masterComputes = boolean(prop, who);
            } else if (key.starts_with("router:") && (key.ends_with(":x") || key.ends_with(":y"))) {
                const std::string router = key.substr(7, key.size() - 9);
                (key.back() == 'x' ? m_routerX : m_routerY)[router] = {number(prop, who), prop};
            } else {
                fail(prop, reason(ReasonKind::XmlUnknownProperty, {who, key}));
            }
        });
    }

    // Depth-first over nested zones, in document order, with an explicit stack: a file of
    // thousands of nested zones must not exhaust the call stack. Each entry is the next
    // element to read and the zone it belongs to.
    void walk(const pugi::xml_node &zone)
    {
        std::vector<std::pair<pugi::xml_node, int>> next{{zone.first_child(), m_currentZone}};
        while (!next.empty()) {
            const pugi::xml_node child = next.back().first;
            m_currentZone = next.back().second;
            if (!child) {
                next.pop_back();
                continue;
            }
            next.back().first = child.next_sibling();
            if (child.type() != pugi::node_element || is(child, {"prop"}))
                continue;
            if (is(child, {"trace", "trace_connect", "storage_type", "storage"}))
                warn(child, reason(ReasonKind::XmlProfileOrStorageIgnored, {child.name()}));
            else if (is(child, {"zone", "AS"}))
                next.emplace_back(child.first_child(), this->zone(child));
            else if (is(child, {"host"}))
                host(child);
            else if (is(child, {"cluster"}))
                cluster(child);
            else if (is(child, {"router"}))
                router(child);
            else if (is(child, {"link"}))
                link(child);
            else if (is(child, {"route", "bypassRoute"}))
                route(child, "src", "dst");
            else if (is(child, {"zoneRoute", "ASroute", "bypassZoneRoute", "bypassASroute"}))
                route(child, "gw_src", "gw_dst");
            else if (is(child, {"peer"}))
                peer(child);
            else if (is(child, {"cabinet"}))
                cabinet(child);
            else if (is(child, {"backbone"}))
                backbone(child);
            else if (is(child, {"host_link"}))
                hostLink(child);
            else
                unexpected(child, child.parent().name());
        }
    }

    // Routing Full keeps SimGrid's routes as declared; Floyd and Dijkstra compute routes Partita
    // cannot give back; routes between zones are SimGrid's (io/simgrid_zones.h). Returns the
    // zone's number, a child of the current zone.
    int zone(const pugi::xml_node &z)
    {
        const std::string id = z.attribute("id").value();
        const std::string who = "zone '" + id + "'";
        const std::string routing = z.attribute("routing").value();
        auto kind = SimGridZones::Routing::Full;
        if (routing == "Floyd" || routing == "Dijkstra" || routing == "DijkstraCache") {
            // Partita's own export bypasses every shortest path that is not its widest path
            // (io/simgrid_graph_routes.h): nothing to warn about.
            if (!m_partita)
                warn(z, reason(ReasonKind::XmlShortestRouting, {who, routing}));
            kind = SimGridZones::Routing::Shortest;
        } else if (routing == "None") {
            warn(z, reason(ReasonKind::XmlRoutingNone, {who}));
            kind = SimGridZones::Routing::None;
        } else if (routing == "Wifi")
            fail(z, reason(ReasonKind::XmlWifiZone, {who}));
        else if (routing == "Cluster")
            kind = SimGridZones::Routing::Star;
        else if (routing == "Vivaldi")
            kind = SimGridZones::Routing::Vivaldi;
        else if (routing.starts_with("Cluster"))
            fail(z, reason(ReasonKind::XmlRoutingUnsupported, {who, routing}));
        else if (!routing.empty() && routing != "Full")
            fail(z, reason(ReasonKind::XmlUnknownRouting, {who, routing}));
        otherProperties(z, who);
        ++m_zones;
        m_currentZone = m_zoneTree.addZone(id, m_currentZone, kind);
        if (kind == SimGridZones::Routing::Star || kind == SimGridZones::Routing::Vivaldi) {
            m_starOfZone[m_currentZone] = m_stars.size();
            m_stars.push_back({m_currentZone, z, id, kind == SimGridZones::Routing::Vivaldi, {}, {}, {}, {}});
        }
        return m_currentZone;
    }

    void node(const pugi::xml_node &n, const std::string &id, const std::string &who)
    {
        if (id.empty())
            fail(n, reason(ReasonKind::XmlEmptyId, {who}));
        m_nodeIds.insert(id);
    }

    // <cluster> (io/simgrid_cluster.h): its hosts, the links and routers SimGrid builds for its
    // topology, and a zone of its own whose routes are SimGrid's.
    void cluster(const pugi::xml_node &n)
    {
        SimGridClusterSpec spec;
        spec.id = required(n, "id", "<cluster>");
        const std::string who = "cluster '" + spec.id + "'";
        spec.topology = n.attribute("topology") ? n.attribute("topology").value() : "FLAT";
        spec.parameters = n.attribute("topo_parameters").value();
        if (n.attribute("loopback_bw") || n.attribute("loopback_lat"))
            warn(n, reason(ReasonKind::XmlLoopbackIgnored, {who}));
        for (const pugi::xml_node &c : n.children())
            if (c.type() == pugi::node_element && !is(c, {"prop"}))
                unexpected(c, "cluster");
        otherProperties(n, who);
        profiles(n, who, {"availability_file", "state_file"});
        ++m_zones;
        spec.prefix = n.attribute("prefix").value();
        spec.suffix = n.attribute("suffix").value();
        spec.router = n.attribute("router_id").value();
        spec.radicals = radicals(n, who);
        const auto policy = [&](const char *attr, Sharing byDefault) {
            if (!n.attribute(attr))
                return byDefault;
            const std::string v = n.attribute(attr).value();
            if (v == "SHARED")
                return Sharing::Shared;
            if (v == "SPLITDUPLEX" || v == "FULLDUPLEX")
                return Sharing::SplitDuplex;
            if (v == "FATPIPE")
                return Sharing::Backbone;
            fail(n, reason(ReasonKind::XmlSharingPolicy, {who, attr, v}));
        };
        spec.bandwidth = value(n, required(n, "bw", who), SimGridQuantity::Bandwidth, who);
        if (n.attribute("lat"))
            spec.latency = value(n, n.attribute("lat").value(), SimGridQuantity::Latency, who);
        spec.sharing = policy("sharing_policy", Sharing::SplitDuplex);
        if (n.attribute("bb_bw"))
            spec.backboneBandwidth = value(n, n.attribute("bb_bw").value(), SimGridQuantity::Bandwidth, who);
        if (n.attribute("bb_lat"))
            spec.backboneLatency = value(n, n.attribute("bb_lat").value(), SimGridQuantity::Latency, who);
        spec.backbone = spec.backboneBandwidth > 0 || spec.backboneLatency > 0;
        if (spec.backbone && spec.backboneBandwidth <= 0)
            fail(n, reason(ReasonKind::XmlBackboneNeedsBandwidth, {who}));
        spec.backboneSharing = policy("bb_sharing_policy", Sharing::Shared);
        if (n.attribute("limiter_link"))
            spec.limiter = value(n, n.attribute("limiter_link").value(), SimGridQuantity::Bandwidth, who);
        if (spec.topology != "FLAT" && spec.backbone)
            warn(n, reason(ReasonKind::XmlBackboneIgnored, {who}));

        std::unique_ptr<SimGridCluster> built;
        try {
            built = std::make_unique<SimGridCluster>(spec, m_counters);
        } catch (const ReasonedError<std::invalid_argument> &e) {
            fail(n, e.reason()); // "cluster 'c': ...", the cluster named as `who` names it
        }
        const SimGridCluster &cluster = *built;
        const int zone = m_zoneTree.addZone(spec.id, m_currentZone, SimGridZones::Routing::Cluster);

        const std::string speeds = required(n, "speed", who);
        const double speed = value(n, speeds.substr(0, speeds.find(',')), SimGridQuantity::Speed, who);
        double cores = 1;
        if (n.attribute("core")
            && (!parseNumber(n.attribute("core").value(), cores) || cores < 1 || cores != std::trunc(cores)))
            fail(n, reason(ReasonKind::XmlCore, {who, n.attribute("core").value()}));
        if (cores > 1)
            warn(n, reason(ReasonKind::XmlClusterCores,
                           {who, std::to_string(static_cast<long long>(cores)), speeds.substr(0, speeds.find(','))}));
        for (const std::string &id : cluster.hosts()) {
            Processor pr;
            pr.id = id;
            node(n, pr.id, who);
            m_zoneTree.addNode(id, zone);
            pr.speed = speed * cores;
            pr.cores = static_cast<int>(std::min<double>(cores, kMaxCores));
            pr.memory = kDefaultMemoryMiB;
            m_p.processors.push_back(pr);
            m_processorNodes.push_back(n);
        }
        for (const std::string &id : cluster.routers()) {
            node(n, id, who);
            m_zoneTree.addNode(id, zone);
            m_p.routers.push_back({id, {}, {}});
            m_routerNodes.push_back(n);
        }
        std::vector<std::size_t> links;
        for (const SimGridCluster::Link &l : cluster.links()) {
            RawLink raw;
            raw.id = l.id;
            raw.node = n;
            raw.link.name = l.id;
            raw.named = true;
            raw.link.bandwidth = l.bandwidth;
            raw.link.latency = l.latency;
            raw.link.sharing = l.sharing;
            raw.ends = std::pair{l.from, l.to};
            if (!m_linkIndex.emplace(l.id, m_links.size()).second)
                fail(n, reason(ReasonKind::XmlDuplicateLinkId, {who, l.id}));
            links.push_back(m_links.size());
            m_links.push_back(std::move(raw));
        }
        m_zoneTree.setCluster(zone, &cluster, std::move(links));
        m_clusters.push_back(std::move(built));
    }

    void host(const pugi::xml_node &n)
    {
        Processor pr;
        pr.id = required(n, "id", "<host>");
        const std::string who = "host '" + pr.id + "'";
        node(n, pr.id, who);
        // speed="1Gf,500Mf" lists the speeds of the power states; pstate picks the current one.
        const std::string speeds = required(n, "speed", who);
        double pstate = 0;
        if (n.attribute("pstate")
            && (!parseNumber(n.attribute("pstate").value(), pstate) || pstate < 0
                || pstate != std::trunc(pstate)))
            fail(n, reason(ReasonKind::XmlPstate, {who, n.attribute("pstate").value()}));
        std::size_t start = 0;
        for (double skip = pstate; skip > 0; --skip) {
            start = speeds.find(',', start);
            if (start == std::string::npos)
                fail(n, reason(ReasonKind::XmlPstateSpeeds, {who, n.attribute("pstate").value(), speeds}));
            ++start;
        }
        pr.speed
            = value(n, speeds.substr(start, speeds.find(',', start) - start), SimGridQuantity::Speed, who);
        if (n.attribute("core")) {
            double cores = 0;
            if (!parseNumber(n.attribute("core").value(), cores) || cores < 1 || cores != std::trunc(cores))
                fail(n, reason(ReasonKind::XmlCore, {who, n.attribute("core").value()}));
            // docs/platform-format.md, Cores: the processor's speed is that of all its cores.
            pr.cores = static_cast<int>(std::min<double>(cores, kMaxCores));
            pr.speed *= pr.cores;
            if (!m_partita)
                warn(n, reason(ReasonKind::XmlHostCores,
                               {who, std::to_string(pr.cores), speeds.substr(start, speeds.find(',', start) - start)}));
        }
        profiles(n, who, {"availability_file", "state_file", "speed_file"});
        otherProperties(n, who);
        for (const pugi::xml_node &c : n.children())
            if (c.type() == pugi::node_element && !is(c, {"prop"})) {
                if (is(c, {"disk", "mount"}))
                    warn(c, reason(ReasonKind::XmlDiskIgnored, {who, c.name()}));
                else
                    unexpected(c, "host");
            }
        pr.memory = kDefaultMemoryMiB;
        partitaProperties(n, [&](const std::string &key, const pugi::xml_node &prop) {
            if (key == "name")
                pr.name = prop.attribute("value").value();
            else if (key == "memory")
                pr.memory = number(prop, who);
            else if (key == "x")
                pr.x = number(prop, who);
            else if (key == "y")
                pr.y = number(prop, who);
            else if (key == "host")
                pr.host = prop.attribute("value").value();
            else if (key == "speed")
                pr.speed = number(prop, who);
            else if (key.starts_with("kernel:") && kernelNamed(key.substr(7)))
                pr.kernels[*kernelNamed(key.substr(7))] = speedFunction(prop, who);
            else if (key == "panel_packing")
                pr.panelPacking = number(prop, who); // its range: validate.cpp
            else
                fail(prop, reason(ReasonKind::XmlUnknownProperty, {who, key}));
        });
        m_zoneTree.addNode(pr.id, m_currentZone);
        coordinates(n, pr.id);
        if (StarZone *star = currentStar())
            star->hosts.push_back({pr.id, {}, {}, n});
        m_p.processors.push_back(std::move(pr));
        m_processorNodes.push_back(n);
    }

    StarZone *currentStar()
    {
        const auto it = m_starOfZone.find(m_currentZone);
        return it == m_starOfZone.end() ? nullptr : &m_stars[it->second];
    }

    // A host's, peer's or router's Vivaldi coordinates "x y height" (in milliseconds), read in a
    // Vivaldi zone; elsewhere SimGrid does not use them.
    void coordinates(const pugi::xml_node &n, const std::string &id)
    {
        const StarZone *star = currentStar();
        if (!star || !star->vivaldi || !n.attribute("coordinates"))
            return;
        const std::string text = n.attribute("coordinates").value();
        std::array<double, 3> c{};
        std::size_t count = 0, at = 0;
        while (at < text.size()) {
            const std::size_t start = text.find_first_not_of(" \t", at);
            if (start == std::string::npos)
                break;
            const std::size_t end = std::min(text.find_first_of(" \t", start), text.size());
            if (count == 3 || !parseNumber(std::string_view(text).substr(start, end - start), c[count]))
                fail(n, reason(ReasonKind::XmlCoordinates, {id, text}));
            ++count;
            at = end;
        }
        if (count != 3)
            fail(n, reason(ReasonKind::XmlCoordinates, {id, text}));
        m_zoneTree.setCoordinates(id, c);
    }

    // A link made for a <peer> or a <cabinet>; its ends are set with the zone's centre (starLinks).
    std::size_t starLink(const pugi::xml_node &n, const std::string &id, double bandwidth, double latency,
        const std::string &who)
    {
        RawLink raw;
        raw.id = id;
        raw.node = n;
        raw.link.bandwidth = bandwidth;
        raw.link.latency = latency;
        if (!m_linkIndex.emplace(id, m_links.size()).second)
            fail(n, reason(ReasonKind::XmlDuplicateLinkId, {who, id}));
        m_links.push_back(std::move(raw));
        return m_links.size() - 1;
    }

    Processor starHost(const pugi::xml_node &n, const std::string &id, double speed, const std::string &who)
    {
        Processor pr;
        pr.id = id;
        node(n, pr.id, who);
        m_zoneTree.addNode(pr.id, m_currentZone);
        pr.speed = speed;
        pr.memory = kDefaultMemoryMiB;
        m_processorNodes.push_back(n);
        return pr;
    }

    // <peer> (Vivaldi zones): a host with coordinates and two links of its own, "link_<id>_UP"
    // of bw_out and "link_<id>_DOWN" of bw_in, without latency (SimGrid 3.32's
    // VivaldiZone::set_peer_link).
    void peer(const pugi::xml_node &n)
    {
        const std::string id = required(n, "id", "<peer>");
        const std::string who = "peer '" + id + "'";
        StarZone *star = currentStar();
        if (!star || !star->vivaldi)
            fail(n, reason(ReasonKind::XmlPeerZone, {who}));
        if (n.attribute("lat"))
            warn(n, reason(ReasonKind::XmlPeerLatencyIgnored, {who}));
        profiles(n, who, {"availability_file", "state_file", "speed_file"});
        Processor pr = starHost(n, id, value(n, required(n, "speed", who), SimGridQuantity::Speed, who), who);
        coordinates(n, id);
        const double in = value(n, required(n, "bw_in", who), SimGridQuantity::Bandwidth, who);
        const double out = value(n, required(n, "bw_out", who), SimGridQuantity::Bandwidth, who);
        const std::size_t up = starLink(n, "link_" + id + "_UP", out, 0, who);
        const std::size_t down = starLink(n, "link_" + id + "_DOWN", in, 0, who);
        star->hosts.push_back({id, {{up, false}}, {{down, false}}, n});
        m_p.processors.push_back(std::move(pr));
    }

    // <cabinet> (Cluster zones): hosts "<prefix><radical><suffix>", each with links
    // "link_<host>_UP" and "link_<host>_DOWN" of bw and lat (SimGrid 3.32's sg_platf_build_cabinet).
    void cabinet(const pugi::xml_node &n)
    {
        const std::string id = required(n, "id", "<cabinet>");
        const std::string who = "cabinet '" + id + "'";
        StarZone *star = currentStar();
        if (!star || star->vivaldi)
            fail(n, reason(ReasonKind::XmlCabinetZone, {who}));
        const double speed = value(n, required(n, "speed", who), SimGridQuantity::Speed, who);
        const double bandwidth = value(n, required(n, "bw", who), SimGridQuantity::Bandwidth, who);
        const double latency = value(n, required(n, "lat", who), SimGridQuantity::Latency, who);
        for (const long long radical : radicals(n, who)) {
            const std::string host = std::string(n.attribute("prefix").value()) + std::to_string(radical)
                                   + n.attribute("suffix").value();
            m_p.processors.push_back(starHost(n, host, speed, who));
            const std::size_t up = starLink(n, "link_" + host + "_UP", bandwidth, latency, who);
            const std::size_t down = starLink(n, "link_" + host + "_DOWN", bandwidth, latency, who);
            star->hosts.push_back({host, {{up, false}}, {{down, false}}, n});
        }
    }

    // <backbone> (Cluster zones): a shared link every route of the zone crosses.
    void backbone(const pugi::xml_node &n)
    {
        const std::string id = required(n, "id", "<backbone>");
        const std::string who = "backbone '" + id + "'";
        StarZone *star = currentStar();
        if (!star || star->vivaldi)
            fail(n, reason(ReasonKind::XmlBackboneZone, {who}));
        if (star->backbone)
            fail(n, reason(ReasonKind::XmlOneBackbone, {who}));
        star->backbone = starLink(n, id, value(n, required(n, "bandwidth", who), SimGridQuantity::Bandwidth, who),
            value(n, required(n, "latency", who), SimGridQuantity::Latency, who), who);
    }

    // <host_link id="HOST" up="LINK" down="LINK">: the links of a host of a Cluster or Vivaldi
    // zone to the zone's centre; "<id>_UP" and "<id>_DOWN" name the directions of a split-duplex
    // link. Resolved with the zone (starLinks), as SimGrid does, so that links may come after.
    void hostLink(const pugi::xml_node &n)
    {
        const std::string host = required(n, "id", "<host_link>");
        const std::string who = "host_link '" + host + "'";
        StarZone *star = currentStar();
        if (!star)
            fail(n, reason(ReasonKind::XmlHostLinkZone, {who}));
        star->hostLinks.push_back({host, required(n, "up", who), required(n, "down", who), n});
    }

    std::vector<long long> radicals(const pugi::xml_node &n, const std::string &who) const
    {
        std::vector<long long> out;
        const std::string radical = required(n, "radical", who);
        for (std::size_t at = 0; at <= radical.size();) {
            const std::size_t end = std::min(radical.find(',', at), radical.size());
            const std::string part = radical.substr(at, end - at);
            const std::size_t dash = part.find('-');
            double first = 0, last = 0;
            if (!parseNumber(part.substr(0, dash), first)
                || !parseNumber(dash == std::string::npos ? part : part.substr(dash + 1), last) || first < 0
                || last < first || first != std::trunc(first) || last != std::trunc(last))
                fail(n, reason(ReasonKind::XmlRadical, {who, radical}));
            if (last - first + static_cast<double>(out.size()) >= static_cast<double>(kMaxClusterHosts))
                fail(n, reason(ReasonKind::XmlTooManyHosts, {who, std::to_string(kMaxClusterHosts)}));
            for (double r = first; r <= last; ++r)
                out.push_back(static_cast<long long>(r));
            at = end + 1;
        }
        return out;
    }

    // A link named by a <host_link>: a link's id, or "<id>_UP" / "<id>_DOWN" for a direction of a
    // split-duplex link. Returns the link and whether it is crossed down.
    std::pair<std::size_t, bool> hostLinkLink(const pugi::xml_node &n, const std::string &name, const std::string &who)
    {
        if (const auto it = m_linkIndex.find(name); it != m_linkIndex.end()) {
            if (m_links[it->second].link.sharing == Sharing::SplitDuplex)
                fail(n, reason(ReasonKind::XmlSplitDuplexName, {who, name}));
            return {it->second, false};
        }
        for (const auto &[suffix, down] : {std::pair{std::string_view("_UP"), false}, std::pair{std::string_view("_DOWN"), true}})
            if (name.ends_with(suffix)) {
                const auto it = m_linkIndex.find(name.substr(0, name.size() - suffix.size()));
                if (it != m_linkIndex.end() && m_links[it->second].link.sharing == Sharing::SplitDuplex)
                    return {it->second, down};
            }
        fail(n, reason(ReasonKind::XmlUnknownLink, {who, name}));
    }

    // Gives the links of a Cluster or Vivaldi zone their ends: each host's links join it to the
    // zone's centre (its one <router>, else a router named after the zone), a link used only up
    // or only down being one-way; the backbone joins the centre to a router "<centre>_backbone".
    // Then the zone's routes are SimGrid's StarZone routes (io/simgrid_zones.h).
    void starLinks(StarZone &star)
    {
        std::string centre = !star.vivaldi && star.routers.size() == 1 ? star.routers.front() : star.id;
        const auto addRouter = [&](std::string &id) {
            while (m_nodeIds.contains(id))
                id += "_centre";
            m_nodeIds.insert(id);
            m_p.routers.push_back({id, {}, {}});
            m_routerNodes.push_back(star.node);
        };
        if (centre == star.id)
            addRouter(centre);
        std::optional<SimGridHop> backbone;
        if (star.backbone) {
            std::string far = centre + "_backbone";
            addRouter(far);
            m_links[*star.backbone].ends = std::pair{centre, far};
            backbone = SimGridHop{*star.backbone, false};
        }
        for (const HostLink &h : star.hostLinks) {
            const std::string who = "host_link '" + h.host + "'";
            const auto it = std::find_if(star.hosts.begin(), star.hosts.end(), [&](const StarHost &s) { return s.id == h.host; });
            if (it == star.hosts.end())
                fail(h.node, reason(ReasonKind::XmlNoHostInZone, {who, h.host, star.id}));
            if (!it->up.empty())
                fail(h.node, reason(ReasonKind::XmlHostHasLinks, {who, std::to_string(lineOf(it->node))}));
            const auto up = hostLinkLink(h.node, h.up, who), down = hostLinkLink(h.node, h.down, who);
            it->up = {{up.first, up.second}};
            it->down = {{down.first, down.second}};
            it->node = h.node;
        }
        std::unordered_map<std::size_t, std::string> owner; // link -> the host it joins to the centre
        for (StarHost &h : star.hosts) {
            if (h.up.empty())
                fail(h.node, reason(ReasonKind::XmlHostNoLinks, {h.id, star.id, star.vivaldi ? "peer" : "cabinet"}));
            for (const SimGridHop *hop : {&h.up.front(), &h.down.front()}) {
                RawLink &l = m_links[hop->link];
                const auto [it, fresh] = owner.emplace(hop->link, h.id);
                if (!fresh && it->second != h.id)
                    fail(h.node, reason(ReasonKind::XmlLinkTwoHosts, {l.id, it->second, h.id, star.id}));
                if (l.ends && fresh)
                    fail(h.node, reason(ReasonKind::XmlLinkUsedElsewhere, {l.id, h.id, star.id}));
                l.ends = std::pair{h.id, centre};
                // A link only ever crossed up (from the host) or only down is one-way.
                const bool both = h.up.front().link == h.down.front().link;
                if (!both && l.link.sharing != Sharing::SplitDuplex) {
                    l.link.bidirectional = false;
                    if (hop == &h.down.front())
                        l.ends = std::pair{centre, h.id};
                }
            }
            if (backbone) {
                h.up.push_back(*backbone);
                h.down.insert(h.down.begin(), *backbone);
            }
            m_zoneTree.setStarLinks(h.id, h.up, h.down);
        }
    }
    void router(const pugi::xml_node &n)
    {
        Router r;
        r.id = required(n, "id", "<router>");
        node(n, r.id, "router '" + r.id + "'");
        m_zoneTree.addNode(r.id, m_currentZone);
        if (StarZone *star = currentStar())
            star->routers.push_back(r.id);
        coordinates(n, r.id);
        m_p.routers.push_back(std::move(r));
        m_routerNodes.push_back(n);
    }

    void applyRouterCoordinates()
    {
        for (auto *coords : {&m_routerX, &m_routerY})
            for (const auto &[id, entry] : *coords) {
                auto it = std::find_if(
                    m_p.routers.begin(), m_p.routers.end(), [&](const Router &r) { return r.id == id; });
                if (it == m_p.routers.end())
                    fail(entry.second, reason(ReasonKind::XmlNoRouter, {id}));
                (coords == &m_routerX ? it->x : it->y) = entry.first;
            }
    }

    struct RawLink {
        std::string id;
        Link link;
        std::optional<std::pair<std::string, std::string>> ends;
        bool named = false;
        pugi::xml_node node;
    };

    void link(const pugi::xml_node &n)
    {
        RawLink raw;
        raw.id = required(n, "id", "<link>");
        raw.node = n;
        const std::string who = "link '" + raw.id + "'";
        if (auto [it, inserted] = m_linkIndex.emplace(raw.id, m_links.size()); !inserted)
            fail(n, reason(ReasonKind::XmlDuplicateLinkLine,
                           {who, std::to_string(lineOfOffset(
                                     m_text, static_cast<std::size_t>(m_links[it->second].node.offset_debug())))}));
        const std::string bandwidth = required(n, "bandwidth", who);
        raw.link.bandwidth
            = value(n, bandwidth.substr(0, bandwidth.find(',')), SimGridQuantity::Bandwidth, who);
        if (n.attribute("latency"))
            raw.link.latency = value(n, n.attribute("latency").value(), SimGridQuantity::Latency, who);
        const std::string policy
            = n.attribute("sharing_policy") ? n.attribute("sharing_policy").value() : "SHARED";
        if (policy == "FATPIPE")
            raw.link.sharing = Sharing::Backbone;
        else if (policy == "SPLITDUPLEX" || policy == "FULLDUPLEX") // FULLDUPLEX: SimGrid's old name
            raw.link.sharing = Sharing::SplitDuplex;
        else if (policy == "WIFI")
            fail(n, reason(ReasonKind::XmlWifiLink, {who}));
        else if (policy != "SHARED")
            fail(n, reason(ReasonKind::XmlSharingPolicy, {who, "sharing_policy", policy}));
        profiles(n, who, {"bandwidth_file", "latency_file", "state_file"});
        otherProperties(n, who);
        std::optional<std::string> from, to;
        partitaProperties(n, [&](const std::string &key, const pugi::xml_node &prop) {
            const std::string v = prop.attribute("value").value();
            if (key == "name") {
                raw.link.name = v;
                raw.named = true;
            } else if (key == "from") {
                from = v;
            } else if (key == "to") {
                to = v;
            } else if (key == "bidirectional") {
                raw.link.bidirectional = boolean(prop, who);
            } else {
                fail(prop, reason(ReasonKind::XmlUnknownProperty, {who, key}));
            }
        });
        if (from.has_value() != to.has_value())
            fail(n, reason(ReasonKind::XmlFromTo, {who}));
        if (from)
            raw.ends = std::pair{*from, *to};
        m_links.push_back(std::move(raw));
    }

    struct RawRoute {
        pugi::xml_node node;
        std::string who;
        SimGridRoute route;
        std::vector<std::pair<std::string, pugi::xml_node>> links;
        std::vector<bool> down, directed; // per link_ctn
        bool declared = true; // kept as a route of the platform (Platform::routes)
        int zone = -1;         // the zone declaring it
        std::string netSrc, netDst; // src and dst: hosts, routers, or zones for a zone route
    };

    void route(const pugi::xml_node &n, const char *srcAttr, const char *dstAttr)
    {
        RawRoute raw;
        raw.node = n;
        raw.route.src = required(n, srcAttr, std::string("<") + n.name() + ">");
        raw.route.dst = required(n, dstAttr, std::string("<") + n.name() + ">");
        raw.zone = m_currentZone;
        raw.netSrc = required(n, "src", std::string("<") + n.name() + ">");
        raw.netDst = required(n, "dst", std::string("<") + n.name() + ">");
        raw.who = std::string(n.name()) + " " + raw.route.src + " -> " + raw.route.dst;
        const std::string sym = n.attribute("symmetrical") ? n.attribute("symmetrical").value() : "YES";
        if (sym != "YES" && sym != "yes" && sym != "NO" && sym != "no")
            fail(n, reason(ReasonKind::XmlSymmetrical, {raw.who, sym}));
        raw.route.symmetrical = sym == "YES" || sym == "yes";
        if (raw.route.src == raw.route.dst) {
            warn(n, reason(ReasonKind::XmlLoopbackRouteIgnored, {raw.who}));
            return;
        }
        for (const pugi::xml_node &c : n.children()) {
            if (c.type() != pugi::node_element)
                continue;
            if (!is(c, {"link_ctn"}))
                unexpected(c, n.name());
            raw.links.emplace_back(required(c, "id", raw.who), c);
            const std::string direction = c.attribute("direction").value();
            if (!direction.empty() && direction != "UP" && direction != "DOWN" && direction != "NONE")
                fail(c, reason(ReasonKind::XmlDirection, {raw.who, direction}));
            raw.down.push_back(direction == "DOWN");
            raw.directed.push_back(direction == "UP" || direction == "DOWN");
        }
        m_routes.push_back(std::move(raw));
    }

    void buildLinks()
    {
        std::vector<std::string> ids;
        std::vector<std::optional<std::pair<std::string, std::string>>> fixed;
        for (const RawLink &l : m_links) {
            ids.push_back(l.id);
            fixed.push_back(l.ends);
        }
        std::vector<SimGridRoute> routes;
        std::unordered_set<std::string> hosts;
        for (const Processor &pr : m_p.processors)
            hosts.insert(pr.id);
        for (std::size_t k = 0; k < m_routes.size(); ++k) {
            RawRoute &r = m_routes[k];
            r.declared = m_partita ? k < m_declaredCount : is(r.node, {"route", "bypassRoute"});
            // Between zones, the routes of hosts are SimGrid's (hostRoutes).
            if (hierarchical() && hosts.contains(r.route.src) && hosts.contains(r.route.dst))
                r.declared = false;
            for (const std::string *end : {&r.route.src, &r.route.dst})
                if (!m_nodeIds.contains(*end))
                    fail(r.node, reason(ReasonKind::XmlUnknownNode, {r.who, *end}));
            for (const auto &[id, ctn] : r.links) {
                const auto it = m_linkIndex.find(id);
                if (it == m_linkIndex.end())
                    fail(ctn, reason(ReasonKind::XmlUnknownLink, {r.who, id}));
                r.route.links.push_back(it->second);
                const std::size_t hop = r.route.links.size() - 1;
                if (m_links[it->second].link.sharing == Sharing::SplitDuplex && !r.directed[hop])
                    fail(ctn, reason(ReasonKind::XmlSplitDuplexDirection, {r.who, id}));
            }
            routes.push_back(r.route);
            if (r.zone >= 0) {
                SimGridZones::Route z;
                for (std::size_t hop = 0; hop < r.route.links.size(); ++hop)
                    z.links.push_back({r.route.links[hop], static_cast<bool>(r.down[hop])});
                const bool zoneRoute = is(r.node, {"zoneRoute", "ASroute", "bypassZoneRoute", "bypassASroute"});
                if (zoneRoute) {
                    z.gwSrc = r.route.src;
                    z.gwDst = r.route.dst;
                }
                if (is(r.node, {"bypassRoute", "bypassZoneRoute", "bypassASroute"}))
                    m_zoneTree.addBypass(r.zone, r.netSrc, r.netDst, std::move(z));
                else
                    m_zoneTree.addRoute(r.zone, r.netSrc, r.netDst, std::move(z), r.route.symmetrical);
            }
        }
        const InferredTopology topology = inferTopology(
            ids, fixed, routes, [&](const std::string &id) { return m_nodeIds.contains(id); });
        for (const auto &junction : topology.routers) {
            m_p.routers.push_back({junction.id, {}, {}});
            m_routerNodes.push_back(m_routes[junction.route].node);
        }
        auto edge = topology.edges.begin();
        std::vector<int> platformLink(m_links.size(), -1); // -1: none, or several (a bus)
        for (std::size_t i = 0; i < m_links.size(); ++i) {
            RawLink &raw = m_links[i];
            const std::size_t first = m_p.links.size();
            if (!raw.named && !m_partita)
                raw.link.name = raw.id;
            if (raw.ends) {
                raw.link.from = raw.ends->first;
                raw.link.to = raw.ends->second;
                m_p.links.push_back(raw.link);
                m_linkNodes.push_back(raw.node);
            }
            // A bus (io/simgrid_routes.h) stays one resource: the link itself joins the bus
            // router to its first node, the other nodes reach the router by backbone links of
            // the same bandwidth and no latency, and declared routes cross the link itself once.
            for (bool busCopy = false; edge != topology.edges.end() && edge->link == i; ++edge, busCopy = true) {
                Link l = raw.link;
                l.from = edge->from;
                l.to = edge->to;
                l.bidirectional = edge->bidirectional;
                if (busCopy) {
                    l.name = raw.link.name + "~" + edge->from;
                    l.latency = 0;
                    l.sharing = Sharing::Backbone;
                }
                m_p.links.push_back(std::move(l));
                m_linkNodes.push_back(raw.node);
            }
            if (m_p.links.size() > first)
                platformLink[i] = static_cast<int>(first);
            else
                warn(raw.node, reason(ReasonKind::XmlLinkNoTraffic, {raw.id}));
        }
        declaredRoutes(platformLink);
    }

    // The routes the file declares between hosts and routers, kept as they are (model/graph.h:
    // they win over widest paths).
    void declaredRoutes(const std::vector<int> &platformLink)
    {
        for (const RawRoute &r : m_routes) {
            if (!r.declared)
                continue;
            DeclaredRoute d;
            d.from = r.route.src;
            d.to = r.route.dst;
            d.symmetrical = r.route.symmetrical;
            for (std::size_t k = 0; k < r.route.links.size(); ++k) {
                const int link = platformLink[r.route.links[k]];
                const bool split = m_p.links[static_cast<std::size_t>(link)].sharing == Sharing::SplitDuplex;
                d.hops.push_back({link, split && r.down[k]});
            }
            if (d.hops.empty()) {
                warn(r.node, reason(ReasonKind::XmlRouteNoLinkIgnored, {r.who}));
                continue;
            }
            m_p.routes.push_back(std::move(d));
            m_declaredNodes.push_back(r.node);
        }
        if (hierarchical())
            hostRoutes(platformLink);
    }

    // A file of several zones, or with a cluster, written by another tool than Partita: its
    // routes between hosts are those SimGrid computes through the zones (io/simgrid_zones.h),
    // one declared route for each ordered pair of hosts.
    bool hierarchical() const { return !m_partita && (m_zones >= 2 || !m_clusters.empty() || !m_stars.empty()); }

    void hostRoutes(const std::vector<int> &platformLink)
    {
        std::size_t missing = 0, pairs = 0;
        for (const Processor &a : m_p.processors)
            for (const Processor &b : m_p.processors) {
                if (a.id == b.id)
                    continue;
                ++pairs;
                const auto route = m_zoneTree.route(a.id, b.id);
                DeclaredRoute d;
                d.from = a.id;
                d.to = b.id;
                d.symmetrical = false;
                d.latency = route ? route->latency : 0;
                for (const SimGridHop &hop : route ? route->links : std::vector<SimGridHop>{}) {
                    const int link = platformLink[hop.link];
                    if (link < 0) {
                        d.hops.clear();
                        break;
                    }
                    const bool split = m_p.links[static_cast<std::size_t>(link)].sharing == Sharing::SplitDuplex;
                    d.hops.push_back({link, split && hop.down});
                }
                if (d.hops.empty()) {
                    ++missing;
                    continue;
                }
                m_p.routes.push_back(std::move(d));
                m_declaredNodes.push_back(m_topZone);
            }
        if (missing > 0)
            warn(m_topZone, reason(ReasonKind::XmlPairsWithoutRoute, {std::to_string(missing), std::to_string(pairs)}));
    }

    // Routers no host can reach through the links (SimGrid's data_center.xml: the routers of its
    // gateway zone, joined to one another, by no link to a host) carry no traffic between hosts:
    // each is dropped with a warning, with the links and the routes among them, rather than the
    // platform refused as disconnected. The master, when it is a router, always stays.
    void dropUnreachableRouters()
    {
        if (m_p.processors.empty() || m_p.routers.empty())
            return;
        std::unordered_map<std::string, std::vector<std::string>> adjacent;
        for (const Link &l : m_p.links) {
            adjacent[l.from].push_back(l.to);
            adjacent[l.to].push_back(l.from);
        }
        std::unordered_set<std::string> reached;
        std::vector<std::string> frontier;
        for (const Processor &pr : m_p.processors)
            frontier.push_back(pr.id);
        if (!m_p.master.empty())
            frontier.push_back(m_p.master);
        while (!frontier.empty()) {
            const std::string node = std::move(frontier.back());
            frontier.pop_back();
            if (reached.insert(node).second)
                for (const std::string &next : adjacent[node])
                    if (!reached.contains(next))
                        frontier.push_back(next);
        }
        std::unordered_set<std::string> dropped;
        std::vector<Router> routers;
        std::vector<pugi::xml_node> routerNodes;
        for (std::size_t i = 0; i < m_p.routers.size(); ++i) {
            if (reached.contains(m_p.routers[i].id)) {
                routers.push_back(m_p.routers[i]);
                routerNodes.push_back(m_routerNodes[i]);
            } else {
                dropped.insert(m_p.routers[i].id);
                warn(m_routerNodes[i], reason(ReasonKind::XmlRouterUnreached, {m_p.routers[i].id}));
            }
        }
        if (dropped.empty())
            return;
        const auto isDropped = [&](const std::string &id) { return dropped.contains(id); };
        std::vector<Link> links;
        std::vector<pugi::xml_node> linkNodes;
        std::vector<int> newIndex(m_p.links.size(), -1);
        for (std::size_t i = 0; i < m_p.links.size(); ++i) {
            Link &l = m_p.links[i];
            if (isDropped(l.from) || isDropped(l.to)) {
                warn(m_linkNodes[i], reason(ReasonKind::XmlLinkUnreached, {l.name.empty() ? l.from + "-" + l.to : l.name}));
                continue;
            }
            newIndex[i] = static_cast<int>(links.size());
            links.push_back(std::move(l));
            linkNodes.push_back(m_linkNodes[i]);
        }
        std::vector<DeclaredRoute> routes;
        std::vector<pugi::xml_node> declaredNodes;
        for (std::size_t i = 0; i < m_p.routes.size(); ++i) {
            DeclaredRoute &r = m_p.routes[i];
            bool kept = !isDropped(r.from) && !isDropped(r.to);
            for (RouteHop &hop : r.hops)
                kept = kept && hop.link >= 0 && (hop.link = newIndex[static_cast<std::size_t>(hop.link)]) >= 0;
            if (!kept) {
                warn(m_declaredNodes[i], reason(ReasonKind::XmlRouteUnreached, {r.from, r.to}));
                continue;
            }
            routes.push_back(std::move(r));
            declaredNodes.push_back(m_declaredNodes[i]);
        }
        m_p.routers = std::move(routers);
        m_routerNodes = std::move(routerNodes);
        m_p.links = std::move(links);
        m_linkNodes = std::move(linkNodes);
        m_p.routes = std::move(routes);
        m_declaredNodes = std::move(declaredNodes);
    }

    void validate() const
    {
        const auto issues = platformIssues(m_p);
        if (issues.empty())
            return;
        const PlatformIssue &issue = issues.front();
        pugi::xml_node at = m_topZone;
        switch (issue.element) {
        case PlatformIssue::Element::Processor: at = m_processorNodes[issue.index]; break;
        case PlatformIssue::Element::Router: at = m_routerNodes[issue.index]; break;
        case PlatformIssue::Element::Link: at = m_linkNodes[issue.index]; break;
        case PlatformIssue::Element::Route: at = m_declaredNodes[issue.index]; break;
        case PlatformIssue::Element::Platform:
            if (issue.field == "master" && m_masterNode)
                at = m_masterNode;
            break;
        }
        fail(at, issue.reason);
    }

    const std::string &m_text;
    const std::string &m_file;
    Platform m_p;
    bool m_partita = false; // the file says it was written by Partita: absent properties mean defaults
    pugi::xml_node m_topZone, m_masterNode;
    std::vector<pugi::xml_node> m_processorNodes, m_routerNodes, m_linkNodes, m_declaredNodes;
    std::vector<ImportWarning> m_warnings;
    std::size_t m_declaredCount = 0; // partita:declared_routes
    int m_zones = 0;
    int m_currentZone = -1; // while reading: the zone of the elements read
    SimGridZones m_zoneTree;
    SimGridClusterCounters m_counters;
    std::vector<std::unique_ptr<SimGridCluster>> m_clusters;
    std::vector<StarZone> m_stars;
    std::unordered_map<int, std::size_t> m_starOfZone;
    std::unordered_set<std::string> m_nodeIds;
    std::unordered_map<std::string, std::pair<double, pugi::xml_node>> m_routerX, m_routerY;
    std::vector<RawLink> m_links;
    std::unordered_map<std::string, std::size_t> m_linkIndex;
    std::vector<RawRoute> m_routes;
};

} // namespace

std::string ImportWarning::text() const
{
    return file + ":" + std::to_string(line) + ": " + reason.text();
}

Platform parseSimGridXml(const std::string &text, const std::string &fileName, std::vector<ImportWarning> *warnings)
{
    pugi::xml_document doc;
    const pugi::xml_parse_result result
        = doc.load_buffer(text.data(), text.size(), pugi::parse_default, pugi::encoding_utf8);
    if (!result)
        throw InputError(fileName,
            lineOfOffset(text, static_cast<std::size_t>(std::max<std::ptrdiff_t>(result.offset, 0))),
            Reason{ReasonKind::XmlInvalid, {word(result.description())}});
    XmlReader reader(text, fileName);
    Platform platform = reader.read(doc);
    if (warnings)
        *warnings = reader.warnings();
    return platform;
}

} // namespace partita
