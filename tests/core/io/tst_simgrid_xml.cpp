// SimGrid XML 4.1 (docs/platform-format.md): export that SimGrid can run, exact round trips
// through Partita's properties, import of plain SimGrid files, and rejected inputs.
#include "io/platform_json.h"
#include "io/simgrid_xml.h"
#include "model/error.h"
#include "model/graph.h"
#include "sample_platforms.h"

#include <QtTest>

#include <pugixml.hpp>

#include <cmath>
#include <regex>
#include <set>

using namespace partita;

Q_DECLARE_METATYPE(partita::Platform)

namespace {

// A valid two-host file; each row replaces one line (6: second host, 8: second link,
// 10: second route) so that it knows the line it breaks. An empty argument keeps the default.
std::string simgridText(std::string host2 = {}, std::string link2 = {}, const std::string &route2 = {})
{
    if (host2.empty())
        host2 = R"(<host id="h2" speed="2Gf"/>)";
    if (link2.empty())
        link2 = R"(<link id="l2" bandwidth="125MBps"/>)";
    return "<?xml version='1.0'?>\n"                                                   // 1
           "<!DOCTYPE platform SYSTEM \"https://simgrid.org/simgrid.dtd\">\n"          // 2
           "<platform version=\"4.1\">\n"                                              // 3
           "  <zone id=\"world\" routing=\"Full\">\n"                                  // 4
           "    <host id=\"h1\" speed=\"1Gf\"/>\n"                                     // 5
           "    " + host2 + "\n"                                                       // 6
           "    <link id=\"l1\" bandwidth=\"1GBps\" latency=\"10us\"/>\n"              // 7
           "    " + link2 + "\n"                                                       // 8
           "    <route src=\"h1\" dst=\"h2\"><link_ctn id=\"l1\"/></route>\n"          // 9
           "    " + route2 + "\n"                                                      // 10
           "  </zone>\n"                                                               // 11
           "</platform>\n";                                                            // 12
}

const std::string kRouteL2 = R"(<route src="h2" dst="h1" symmetrical="NO"><link_ctn id="l2"/></route>)";

const Link *findLink(const Platform &p, const std::string &name)
{
    for (const Link &l : p.links)
        if (l.name == name)
            return &l;
    return nullptr;
}

} // namespace

class TestSimGridXml : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<Platform>("platform");
        for (const auto &[name, platform] : test::samplePlatforms())
            QTest::newRow(name.c_str()) << platform;
    }

    // JSON -> XML -> JSON keeps every value: what SimGrid has no attribute for travels in
    // partita:* properties, and numbers are written with enough digits to read back exactly.
    void roundTrip()
    {
        QFETCH(Platform, platform);
        const Platform fromJson = parsePlatformJson(platformToJson(platform), "in.json");
        const std::string xml = platformToSimGridXml(fromJson);
        const Platform back = parseSimGridXml(xml, "out.xml");
        QCOMPARE(platformToJson(back), platformToJson(platform));
        QVERIFY(back == platform);
    }

    void exportIsRunnableBySimGrid_data() { roundTrip_data(); }

    // What SimGrid needs: DTD 4.1, sharing_policy written out, lowercase decimal
    // units, and in a Full zone one route per ordered pair of hosts that can talk, never two;
    // in a DijkstraCache zone (io/simgrid_graph_routes.h) one route per link and direction and
    // bypasses along paths (tst_simgrid_export compares SimGrid's routes with Partita's).
    void exportIsRunnableBySimGrid()
    {
        QFETCH(Platform, platform);
        const std::string xml = platformToSimGridXml(platform);
        QVERIFY(xml.find("<!DOCTYPE platform SYSTEM \"https://simgrid.org/simgrid.dtd\">") != std::string::npos);
        pugi::xml_document doc;
        QVERIFY(doc.load_string(xml.c_str()));
        const pugi::xml_node root = doc.child("platform");
        QCOMPARE(std::string(root.attribute("version").value()), std::string("4.1"));
        const pugi::xml_node zone = root.child("zone");
        const std::string routing = zone.attribute("routing").value();
        QVERIFY2(routing == "Full" || routing == "DijkstraCache", routing.c_str());

        std::map<std::string, const Link *> byId;
        const std::regex bandwidthUnit(R"(^[0-9.e+-]+(Bps|kBps|MBps|GBps|TBps)$)");
        std::size_t i = 0;
        for (const pugi::xml_node &l : zone.children("link")) {
            const std::string policy = l.attribute("sharing_policy").value();
            QVERIFY(policy == "SHARED" || policy == "FATPIPE" || policy == "SPLITDUPLEX");
            QCOMPARE(policy == "FATPIPE", platform.links[i].sharing == Sharing::Backbone);
            QCOMPARE(policy == "SPLITDUPLEX", platform.links[i].sharing == Sharing::SplitDuplex);
            QVERIFY2(std::regex_match(std::string(l.attribute("bandwidth").value()), bandwidthUnit),
                     l.attribute("bandwidth").value());
            byId[l.attribute("id").value()] = &platform.links[i++];
        }
        QCOMPARE(i, platform.links.size());

        // Each route must be a real path of the platform, in the link directions.
        std::set<std::pair<std::string, std::string>> covered, bypassed;
        for (const pugi::xml_node &r : zone.children()) {
            const std::string element = r.name();
            if (element != "route" && element != "bypassRoute")
                continue;
            const std::string src = r.attribute("src").value(), dst = r.attribute("dst").value();
            if (element == "bypassRoute") {
                QCOMPARE(routing, std::string("DijkstraCache"));
                QVERIFY2(bypassed.insert({src, dst}).second, "two bypasses for one pair");
            } else if (routing == "DijkstraCache")
                QCOMPARE(std::distance(r.children("link_ctn").begin(), r.children("link_ctn").end()), 1);
            const bool symmetrical = std::string(r.attribute("symmetrical").value()) == "YES";
            std::string at = src;
            for (const pugi::xml_node &ctn : r.children("link_ctn")) {
                const Link *l = byId.at(ctn.attribute("id").value());
                if (l->from == at)
                    at = l->to;
                else if (l->to == at && l->bidirectional)
                    at = l->from;
                else
                    QFAIL(qPrintable(QString::fromStdString("route " + src + " -> " + dst + " is not a path")));
                QVERIFY(!symmetrical || l->bidirectional);
            }
            QCOMPARE(at, dst);
            if (element == "bypassRoute")
                continue;
            QVERIFY2(covered.insert({src, dst}).second, "two routes for one pair");
            if (symmetrical)
                QVERIFY2(covered.insert({dst, src}).second, "two routes for one pair");
        }
        if (routing == "Full")
            for (const Processor &a : platform.processors) {
                const auto routes = widestRoutes(platform, a.id);
                for (const Processor &b : platform.processors)
                    if (a.id != b.id && routes.contains(b.id) && routes.at(b.id).reachable)
                        QVERIFY2(covered.contains({a.id, b.id}), qPrintable(QString::fromStdString(a.id + " -> " + b.id)));
            }
    }

    void routesFollowTheWidestPath()
    {
        // A -> B directly at 1 GB/s, or through R at 10 GB/s: SimGrid must take the wider path,
        // as Partita's models do (bottleneck 10 > 1). Its shortest path is the direct link: the
        // pair is bypassed, both ways (io/simgrid_graph_routes.h).
        Platform p;
        p.processors = {test::processor("A", 1, 1024), test::processor("B", 1, 1024)};
        p.routers = {Router{"R", {}, {}}};
        p.links = {test::link("A", "B", 1), test::link("A", "R", 10), test::link("R", "B", 10)};
        const std::string xml = platformToSimGridXml(p);
        for (const std::string route :
            {R"(<bypassRoute src="A" dst="B"><link_ctn id="link2"/><link_ctn id="link3"/></bypassRoute>)",
                R"(<bypassRoute src="B" dst="A"><link_ctn id="link3"/><link_ctn id="link2"/></bypassRoute>)"})
            QVERIFY2(xml.find(route) != std::string::npos, xml.c_str());
        QVERIFY(parseSimGridXml(xml, "widest.xml") == p);
    }

    void importsPlainSimGridFile()
    {
        // Written by hand the way SimGrid users write platforms: no Partita properties,
        // units of all kinds, a multi-core host, power states, a loopback route and an unused link.
        const std::string text = R"(<?xml version='1.0'?>
<platform version="4.1">
  <config><prop id="network/model" value="CM02"/></config>
  <zone id="lab" routing="Full">
    <host id="alice" speed="100Mf"><prop id="owner" value="A"/></host>
    <host id="bob" speed="1Gf" core="2"/>
    <host id="carol" speed="2Gf,1Gf" pstate="1"/>
    <link id="ab" bandwidth="1.25GBps" latency="50us"/>
    <link id="bc" bandwidth="1Gbps" latency="1ms" sharing_policy="FATPIPE"/>
    <link id="loop" bandwidth="10GBps" latency="1ns" sharing_policy="FATPIPE"/>
    <link id="spare" bandwidth="1GBps"/>
    <route src="alice" dst="alice"><link_ctn id="loop"/></route>
    <route src="alice" dst="bob"><link_ctn id="ab"/></route>
    <route src="bob" dst="carol" symmetrical="NO"><link_ctn id="bc"/></route>
  </zone>
</platform>
)";
        Platform expected;
        expected.name = "lab"; // the zone id names a platform that has no partita:name
        expected.processors = {test::processor("alice", 0.1, kDefaultMemoryMiB),
                               test::processor("bob", 2, kDefaultMemoryMiB), // 2 cores of 1 Gf
                               test::processor("carol", 1, kDefaultMemoryMiB)}; // power state 1
        expected.links = {test::link("alice", "bob", 1.25, 5e-5), test::link("bob", "carol", 0.125, 0.001)};
        expected.links[0].name = "ab";
        expected.links[1].name = "bc";
        expected.links[1].sharing = Sharing::Backbone;
        expected.links[1].bidirectional = false; // only routed one way, symmetrical="NO"
        expected.processors[1].cores = 2;
        // The routes are kept as declared; the loopback is not (a processor never sends to itself).
        expected.routes = {{"alice", "bob", {{0, false}}, true}, {"bob", "carol", {{1, false}}, false}};
        std::vector<ImportWarning> warnings;
        const Platform parsed = parseSimGridXml(text, "lab.xml", &warnings);
        QCOMPARE(platformToJson(parsed), platformToJson(expected));
        // Nothing dropped without a word: the configuration, the property, the cores, the
        // loopback and the unused links.
        const std::vector<std::string> expectedWarnings{"lab.xml:3: <config> ignored",
            "lab.xml:5: host 'alice': property 'owner' ignored", "lab.xml:6: host 'bob': 2 cores of 1Gf each",
            "lab.xml:12: route alice -> alice: ignored (a loopback", "lab.xml:10: link 'loop' ignored",
            "lab.xml:11: link 'spare' ignored"};
        const std::vector<ReasonKind> expectedKinds{ReasonKind::XmlConfigIgnored, ReasonKind::XmlPropertyIgnored,
            ReasonKind::XmlHostCores, ReasonKind::XmlLoopbackRouteIgnored, ReasonKind::XmlLinkNoTraffic,
            ReasonKind::XmlLinkNoTraffic};
        QCOMPARE(warnings.size(), expectedWarnings.size());
        for (std::size_t i = 0; i < warnings.size(); ++i) {
            QVERIFY2(warnings[i].text().starts_with(expectedWarnings[i]), warnings[i].text().c_str());
            QCOMPARE(static_cast<int>(warnings[i].reason.kind), static_cast<int>(expectedKinds[i]));
            QCOMPARE(warnings[i].file, std::string("lab.xml"));
        }
    }

    // Nested zones (docs/platform-format.md, SimGrid platform XML): the graph joins the zones'
    // gateways by the zone route's links, and each pair of hosts gets SimGrid's route: to the
    // gateway inside its zone, the zone route, from the other gateway inside the other zone.
    void routesThroughNestedZones()
    {
        const std::string text = R"(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <zone id="left" routing="Full">
      <host id="a1" speed="1Gf"/>
      <host id="a2" speed="1Gf"/>
      <link id="la" bandwidth="1GBps"/>
      <route src="a1" dst="a2"><link_ctn id="la"/></route>
    </zone>
    <zone id="right" routing="Full">
      <host id="b1" speed="1Gf"/>
      <router id="gw-b"/>
      <link id="lb" bandwidth="1GBps"/>
      <route src="b1" dst="gw-b"><link_ctn id="lb"/></route>
    </zone>
    <link id="wan" bandwidth="10MBps" latency="20ms"/>
    <zoneRoute src="left" dst="right" gw_src="a1" gw_dst="gw-b"><link_ctn id="wan"/></zoneRoute>
  </zone>
</platform>
)";
        const Platform p = parseSimGridXml(text, "zones.xml");
        QCOMPARE(p.processors.size(), std::size_t(3));
        QCOMPARE(p.routers.size(), std::size_t(1));
        const Link *wan = findLink(p, "wan");
        QVERIFY(wan);
        QCOMPARE(wan->from, std::string("a1"));
        QCOMPARE(wan->to, std::string("gw-b"));
        QCOMPARE(wan->bandwidth, 0.01);
        QCOMPARE(wan->latency, 0.02);
        const auto names = [&](const Route &r) {
            std::string out;
            for (const int l : r.links)
                out += p.links[static_cast<std::size_t>(l)].name + " ";
            return out;
        };
        QCOMPARE(names(platformRoutes(p, "a2").at("b1")), std::string("la wan lb "));
        QCOMPARE(names(platformRoutes(p, "b1").at("a2")), std::string("lb wan la "));
        QCOMPARE(names(platformRoutes(p, "a1").at("b1")), std::string("wan lb "));
    }

    // A TORUS cluster (docs/platform-format.md, SimGrid clusters): a ring of 4 goes the shorter
    // way round, to the right when both ways are as long, as SimGrid 3.32 routes it.
    void importsTorusCluster()
    {
        const std::string text = R"(<?xml version='1.0'?>
<platform version="4.1">
  <cluster id="t" prefix="n" suffix="" radical="0-3" speed="1Gf" bw="1GBps" lat="1ms" topology="TORUS" topo_parameters="4"/>
</platform>
)";
        const Platform p = parseSimGridXml(text, "t.xml");
        QCOMPARE(p.processors.size(), std::size_t(4));
        const auto names = [&](const Route &r) {
            std::string out;
            for (std::size_t k = 0; k < r.links.size(); ++k)
                out += p.links[static_cast<std::size_t>(r.links[k])].name + (r.reversed[k] ? "_DOWN " : "_UP ");
            return out;
        };
        QCOMPARE(names(platformRoutes(p, "n0").at("n2")), std::string("t_link_from_0_to_1_UP t_link_from_1_to_2_UP "));
        QCOMPARE(names(platformRoutes(p, "n0").at("n3")), std::string("t_link_from_3_to_0_DOWN "));
        QCOMPARE(names(platformRoutes(p, "n3").at("n0")), std::string("t_link_from_3_to_0_UP "));
        QVERIFY(std::abs(platformRoutes(p, "n0").at("n2").latency - 2e-3) < 1e-15);
    }

    // A FAT_TREE cluster of 4 hosts under 2 leaf switches and 1 root, with limiters: hosts
    // under one switch meet there; the others go up to the root. A node's limiter is crossed
    // before its cable up and after each cable down from it, as SimGrid 3.32 routes this file.
    void importsFatTreeCluster()
    {
        const std::string text = R"(<?xml version='1.0'?>
<platform version="4.1">
  <cluster id="f" prefix="n" suffix="" radical="0-3" speed="1Gf" bw="1GBps" lat="1ms" topology="FAT_TREE"
           topo_parameters="2;2,2;1,1;1,1" limiter_link="2GBps"/>
</platform>
)";
        const Platform p = parseSimGridXml(text, "f.xml");
        QCOMPARE(p.processors.size(), std::size_t(4));
        const auto names = [&](const Route &r) {
            std::string out;
            for (const int l : r.links)
                out += p.links[static_cast<std::size_t>(l)].name + " ";
            return out;
        };
        // Switches 7, 6 (leaves) and 5 (root); cables numbered in the order SimGrid makes them.
        QCOMPARE(names(platformRoutes(p, "n0").at("n1")),
            std::string("f_link_0_limiter link_from_0_7_0 link_from_1_7_1 f_link_7_limiter f_link_1_limiter "));
        QCOMPARE(names(platformRoutes(p, "n0").at("n3")),
            std::string("f_link_0_limiter link_from_0_7_0 f_link_7_limiter link_from_7_5_4 link_from_6_5_5 f_link_5_limiter "
                        "link_from_3_6_3 f_link_6_limiter f_link_3_limiter "));
    }

    void infersSwitchFromMultiLinkRoutes()
    {
        // Three hosts with private links to an unnamed switch: routes of two links each. The
        // links meet at one junction router, named after the first pair of links.
        const std::string text = R"(<?xml version='1.0'?>
<platform version="4.1"><zone id="z" routing="Full">
  <host id="h1" speed="1Gf"/><host id="h2" speed="1Gf"/><host id="h3" speed="1Gf"/>
  <link id="l1" bandwidth="1GBps"/><link id="l2" bandwidth="1GBps"/><link id="l3" bandwidth="1GBps"/>
  <route src="h1" dst="h2"><link_ctn id="l1"/><link_ctn id="l2"/></route>
  <route src="h1" dst="h3"><link_ctn id="l1"/><link_ctn id="l3"/></route>
  <route src="h2" dst="h3"><link_ctn id="l2"/><link_ctn id="l3"/></route>
</zone></platform>
)";
        const Platform p = parseSimGridXml(text, "switch.xml");
        QCOMPARE(p.routers.size(), std::size_t(1));
        QCOMPARE(p.routers[0].id, std::string("l1/l2"));
        QCOMPARE(p.links.size(), std::size_t(3));
        for (int i = 1; i <= 3; ++i) {
            const Link *l = findLink(p, "l" + std::to_string(i));
            QVERIFY(l);
            QCOMPARE(l->from, "h" + std::to_string(i));
            QCOMPARE(l->to, std::string("l1/l2"));
        }
    }

    void turnsBusIntoRouter()
    {
        // One link routed between three pairs of hosts is a bus: a router named after it, the
        // link itself joining it to the first host and backbone links without latency to the
        // others; the declared routes cross the link itself, once, as in SimGrid.
        const std::string text = R"(<?xml version='1.0'?>
<platform version="4.1"><zone id="z" routing="Full">
  <host id="h1" speed="1Gf"/><host id="h2" speed="1Gf"/><host id="h3" speed="1Gf"/>
  <link id="bus" bandwidth="1GBps" latency="2ms" sharing_policy="FATPIPE"/>
  <route src="h1" dst="h2"><link_ctn id="bus"/></route>
  <route src="h1" dst="h3"><link_ctn id="bus"/></route>
  <route src="h2" dst="h3"><link_ctn id="bus"/></route>
</zone></platform>
)";
        const Platform p = parseSimGridXml(text, "bus.xml");
        QCOMPARE(p.routers.size(), std::size_t(1));
        QCOMPARE(p.routers[0].id, std::string("bus"));
        QCOMPARE(p.links.size(), std::size_t(3));
        for (const Link &l : p.links) {
            QCOMPARE(l.to, std::string("bus"));
            QCOMPARE(l.sharing, Sharing::Backbone);
        }
        QCOMPARE(p.links[0].name, std::string("bus"));
        QCOMPARE(p.links[0].latency, 0.002);
        QCOMPARE(p.links[1].name, std::string("bus~h2"));
        QCOMPARE(p.links[1].latency, 0.0);
        for (const auto &[from, to] : {std::pair{"h1", "h3"}, std::pair{"h3", "h2"}}) {
            const Route r = platformRoutes(p, from).at(to);
            QCOMPARE(r.links, std::vector<int>{0});
            QCOMPARE(r.latency, 0.002);
        }
    }

    // A FLAT cluster (docs/platform-format.md, SimGrid platform XML): hosts from prefix,
    // radical and suffix, a split-duplex private link each to the cluster's router, the
    // backbone, and SimGrid's route for every two hosts: private link up, backbone, private
    // link down.
    void importsFlatCluster()
    {
        const std::string text = R"(<?xml version='1.0'?>
<platform version="4.1">
  <cluster id="c" prefix="n-" suffix=".org" radical="0-1,5" speed="1Gf" core="2" bw="125MBps" lat="50us"
           bb_bw="2.25GBps" bb_lat="500us"/>
</platform>
)";
        std::vector<ImportWarning> warnings;
        const Platform p = parseSimGridXml(text, "c.xml", &warnings);
        QCOMPARE(p.processors.size(), std::size_t(3));
        QCOMPARE(p.processors[2].id, std::string("n-5.org"));
        QCOMPARE(p.processors[2].speed, 2.0);
        QCOMPARE(p.processors[2].cores, 2);
        QCOMPARE(warnings.size(), std::size_t(1)); // the cores
        const Route r = platformRoutes(p, "n-0.org").at("n-5.org");
        QCOMPARE(r.links.size(), std::size_t(3));
        QCOMPARE(p.links[static_cast<std::size_t>(r.links[0])].name, std::string("c_link_0"));
        QCOMPARE(p.links[static_cast<std::size_t>(r.links[1])].name, std::string("c_backbone"));
        QCOMPARE(p.links[static_cast<std::size_t>(r.links[2])].name, std::string("c_link_5"));
        QCOMPARE(p.links[static_cast<std::size_t>(r.links[0])].sharing, Sharing::SplitDuplex);
        QCOMPARE(r.reversed, (std::vector<bool>{false, false, true}));
        QVERIFY(std::abs(r.latency - 6e-4) < 1e-15);
        const Route back = platformRoutes(p, "n-5.org").at("n-0.org"); // symmetrical: up from n-5
        QCOMPARE(p.links[static_cast<std::size_t>(back.links[0])].name, std::string("c_link_5"));
        QCOMPARE(back.reversed.front(), false);
        QCOMPARE(back.reversed.back(), true);
    }

    // SimGrid 3.32's Vivaldi zone (VivaldiZone::get_local_route, set_peer_link): a peer's link
    // "link_<id>_UP" of bw_out, then the other's "link_<id>_DOWN" of bw_in, and a latency of
    // (sqrt(dx² + dy²) + |h1| + |h2|) ms. Here sqrt(3² + 4²) + 1 + 2 = 8 ms; SimGrid's own
    // numbers for its two_peers.xml are checked in tst_simgrid_import.
    void importsVivaldiPeers()
    {
        const std::string text = R"(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="net" routing="Vivaldi">
    <peer id="a" coordinates="0 0 1" speed="1Gf" bw_in="100MBps" bw_out="50MBps"/>
    <peer id="b" coordinates="3 -4 -2" speed="2Gf" bw_in="200MBps" bw_out="150MBps"/>
  </zone>
</platform>
)";
        const Platform p = parseSimGridXml(text, "v.xml");
        QCOMPARE(p.processors.size(), std::size_t(2));
        const Route ab = platformRoutes(p, "a").at("b");
        QCOMPARE(ab.links.size(), std::size_t(2));
        QCOMPARE(p.links[static_cast<std::size_t>(ab.links[0])].name, std::string("link_a_UP"));
        QCOMPARE(p.links[static_cast<std::size_t>(ab.links[1])].name, std::string("link_b_DOWN"));
        QCOMPARE(ab.bandwidth, 0.05); // a's bw_out, in GB/s
        QVERIFY(std::abs(ab.latency - 8e-3) < 1e-15);
        const Route ba = platformRoutes(p, "b").at("a");
        QCOMPARE(ba.bandwidth, 0.1); // min(b's bw_out 0.15, a's bw_in 0.1) GB/s
        QVERIFY(std::abs(ba.latency - 8e-3) < 1e-15);
        // The latency belongs to the pair: JSON keeps it, SimGrid's Full routing cannot.
        QCOMPARE(parsePlatformJson(platformToJson(p), "v.json"), p);
        QVERIFY_THROWS_EXCEPTION(InputError, platformToSimGridXml(p));
    }

    // SimGrid 3.32's routing="Cluster" (a StarZone): the source's up link, the backbone once,
    // the destination's down link; "<id>_UP"/"<id>_DOWN" name the ways of a split-duplex link,
    // a <cabinet> gives each host links "link_<host>_UP" and "link_<host>_DOWN".
    void importsClusterZone()
    {
        const std::string text = R"(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="c" routing="Cluster">
    <router id="r"/>
    <host id="h1" speed="1Gf"/>
    <link id="l1" bandwidth="125MBps" latency="100us" sharing_policy="SPLITDUPLEX"/>
    <host_link id="h1" up="l1_UP" down="l1_DOWN"/>
    <host id="h2" speed="1Gf"/>
    <link id="l2" bandwidth="100MBps" latency="200us"/>
    <host_link id="h2" up="l2" down="l2"/>
    <cabinet id="cab" prefix="k-" suffix="" radical="1-2" speed="2Gf" bw="50MBps" lat="10us"/>
    <backbone id="bb" bandwidth="1GBps" latency="500us"/>
  </zone>
</platform>
)";
        const Platform p = parseSimGridXml(text, "c.xml");
        QCOMPARE(p.processors.size(), std::size_t(4));
        const auto names = [&](const Route &r) {
            std::string out;
            for (std::size_t k = 0; k < r.links.size(); ++k)
                out += (k ? "," : "") + p.links[static_cast<std::size_t>(r.links[k])].name + (r.reversed[k] ? "-" : "+");
            return out;
        };
        const Route a = platformRoutes(p, "h1").at("h2");
        QCOMPARE(names(a), std::string("l1+,bb+,l2+"));
        QVERIFY(std::abs(a.latency - 8e-4) < 1e-15); // 100 + 500 + 200 us
        const Route b = platformRoutes(p, "h2").at("h1");
        QCOMPARE(names(b), std::string("l2+,bb+,l1-")); // l1 crossed down: SimGrid's l1_DOWN
        const Route c = platformRoutes(p, "k-1").at("k-2");
        QCOMPARE(names(c), std::string("link_k-1_UP+,bb+,link_k-2_DOWN+"));
        QCOMPARE(c.bandwidth, 0.05);
        QVERIFY(std::abs(c.latency - 5.2e-4) < 1e-15);
    }

    // The panel kernel's packing κ (docs/platform-format.md, Kernel speeds) travels in a
    // partita:panel_packing property of its host, left out at 0, which an absent one reads as.
    void panelPackingProperty()
    {
        const Platform star = test::samplePlatforms()[1].second; // W1's is 87.5, M's and W2's 0
        const std::string xml = platformToSimGridXml(star);
        const std::string prop = R"(<prop id="partita:panel_packing" value="87.5"/>)";
        QVERIFY2(xml.find(prop) != std::string::npos, xml.c_str());
        QCOMPARE(xml.find("partita:panel_packing"), xml.rfind("partita:panel_packing"));
        QVERIFY(xml.find(prop) > xml.find(R"(<host id="W1")") && xml.find(prop) < xml.find(R"(<host id="W2")"));
        QCOMPARE(parseSimGridXml(xml, "star.xml").processors[1].panelPacking, 87.5);

        // A plain SimGrid file with the property on one host.
        const Platform p = parseSimGridXml(
            simgridText(R"(<host id="h2" speed="2Gf"><prop id="partita:panel_packing" value="87.5"/></host>)"), "p.xml");
        QCOMPARE(p.processors[0].panelPacking, 0.0);
        QCOMPARE(p.processors[1].panelPacking, 87.5);

        // Refused on a "blocks" platform, as kernel speeds are.
        Platform blocks = test::samplePlatforms()[3].second;
        blocks.processors[1].panelPacking = 87.5;
        try {
            parseSimGridXml(platformToSimGridXml(blocks), "blocks.xml");
            QFAIL("accepted");
        } catch (const InputError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains("processor 'P2': panel_packing needs physical units"), e.what());
        }
    }

    void readsOwnExportWithoutEndProperties_data()
    {
        QTest::addColumn<Platform>("platform");
        const auto samples = test::samplePlatforms();
        QTest::newRow("star") << samples[1].second;
        QTest::newRow("blocks") << samples[3].second;
    }

    // A SimGrid tool that drops unknown properties keeps the one-link routes Partita writes
    // for every link: the graph is recovered from them alone.
    void readsOwnExportWithoutEndProperties()
    {
        QFETCH(Platform, platform);
        const std::string xml = platformToSimGridXml(platform);
        const std::string stripped =
            std::regex_replace(xml, std::regex("\\s*<prop id=\"partita:(from|to)\" value=\"[^\"]*\"/>"), "");
        QVERIFY(stripped.find("partita:from") == std::string::npos);
        QCOMPARE(platformToJson(parseSimGridXml(stripped, "stripped.xml")), platformToJson(platform));
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("phrase");
        auto row = [](const char *name, const std::string &text, int line, const char *phrase) {
            QTest::newRow(name) << QString::fromStdString(text) << line << QString::fromUtf8(phrase);
        };
        row("malformed XML", simgridText(R"(<host id="h2" speed="2Gf"/)"), 6, "invalid XML");
        row("empty file", "", 1, "invalid XML");
        row("wrong root", "<?xml version='1.0'?>\n<plat version=\"4.1\"/>\n", 2, "the root element must be <platform>");
        row("old version", "<?xml version='1.0'?>\n<platform version=\"3\"/>\n", 2,
            "unsupported SimGrid platform version '3'");
        row("no zone", "<?xml version='1.0'?>\n<platform version=\"4.1\"/>\n", 2, "no <zone> in <platform>");
        row("host without speed", simgridText(R"(<host id="h2"/>)"), 6, "host 'h2': missing attribute 'speed'");
        row("host without id", simgridText(R"(<host speed="1Gf"/>)"), 6, "<host>: missing attribute 'id'");
        row("bad speed unit", simgridText(R"(<host id="h2" speed="2GF"/>)"), 6, "host 'h2': unknown speed unit 'GF' in '2GF'");
        row("speed not a number", simgridText(R"(<host id="h2" speed="fast"/>)"), 6, "host 'h2': invalid speed 'fast'");
        row("zero speed", simgridText(R"(<host id="h2" speed="0f"/>)"), 6, "processor 'h2': speed must be > 0 (got 0)");
        row("pstate out of range", simgridText(R"(<host id="h2" speed="1Gf" pstate="2"/>)"), 6, "host 'h2': pstate 2");
        row("negative memory",
            simgridText(R"(<host id="h2" speed="1Gf"><prop id="partita:memory" value="-5"/></host>)"), 6,
            "processor 'h2': memory must be > 0 (got -5)");
        row("memory not a number",
            simgridText(R"(<host id="h2" speed="1Gf"><prop id="partita:memory" value="lots"/></host>)"), 6,
            "host 'h2': property 'partita:memory' must be a number (got 'lots')");
        row("unknown Partita property",
            simgridText(R"(<host id="h2" speed="1Gf"><prop id="partita:colour" value="red"/></host>)"), 6,
            "host 'h2': unknown property 'partita:colour'");
        row("duplicate host", simgridText(R"(<host id="h2" speed="1Gf"/><host id="h1" speed="1Gf"/>)"), 6, "processor 'h1': duplicate id");
        row("disconnected", simgridText(R"(<host id="h2" speed="1Gf"/><host id="h3" speed="1Gf"/>)"), 6,
            "processor 'h3': cannot be reached from 'h1' (the platform graph is disconnected)");
        row("bad bandwidth unit", simgridText({}, R"(<link id="l2" bandwidth="1KBps"/>)"), 8,
            "link 'l2': unknown bandwidth unit 'KBps' in '1KBps'");
        row("link without bandwidth", simgridText({}, R"(<link id="l2"/>)"), 8, "link 'l2': missing attribute 'bandwidth'");
        row("zero bandwidth", simgridText({}, R"(<link id="l2" bandwidth="0Bps"/>)", kRouteL2), 8,
            "link 'l2': bandwidth must be > 0 (got 0)");
        row("negative latency", simgridText({}, R"(<link id="l2" bandwidth="1GBps" latency="-1ms"/>)", kRouteL2), 8,
            "link 'l2': latency must be >= 0 (got -0.001)");
        row("duplicate link", simgridText({}, R"(<link id="l1" bandwidth="1GBps"/>)"), 8,
            "link 'l1': duplicate link id (first on line 7)");
        row("torus without dimensions",
            simgridText({}, R"(<cluster id="t" prefix="n" suffix="" radical="0-3" speed="1Gf" bw="1GBps" topology="TORUS"/>)"),
            8, "cluster 't': TORUS topo_parameters must be whole numbers");
        row("torus of more hosts than radicals",
            simgridText({}, R"(<cluster id="t" prefix="n" suffix="" radical="0-3" speed="1Gf" bw="1GBps" topology="TORUS" topo_parameters="2,3"/>)"),
            8, "cluster 't': topology 2,3 has 6 hosts but radical gives 4");
        row("dragonfly of more groups than routers",
            simgridText({}, R"(<cluster id="d" prefix="n" suffix="" radical="0-5" speed="1Gf" bw="1GBps" topology="DRAGONFLY" topo_parameters="3,1;1,1;2,1;1"/>)"),
            8, "cluster 'd': DRAGONFLY with more groups (3) than routers per chassis (2)");
        row("unknown topology",
            simgridText({}, R"(<cluster id="t" prefix="n" suffix="" radical="0-3" speed="1Gf" bw="1GBps" topology="RING"/>)"),
            8, "cluster 't': unknown topology 'RING'");
        row("wifi link", simgridText({}, R"(<link id="l2" bandwidth="1GBps" sharing_policy="WIFI"/>)"), 8,
            "link 'l2': wifi links are not supported");
        row("half of the link ends",
            simgridText({}, R"(<link id="l2" bandwidth="1GBps"><prop id="partita:from" value="h1"/></link>)"), 8,
            "link 'l2': properties 'partita:from' and 'partita:to' go together");
        row("route to an unknown host", simgridText({}, {}, R"(<route src="h1" dst="h9"><link_ctn id="l2"/></route>)"), 10,
            "route h1 -> h9: unknown node 'h9' (no host or router has this id)");
        row("route through an unknown link",
            simgridText({}, {}, R"(<route src="h2" dst="h1"><link_ctn id="l9"/></route>)"), 10,
            "route h2 -> h1: unknown link 'l9'");
        row("bad symmetrical",
            simgridText({}, {}, R"(<route src="h2" dst="h1" symmetrical="maybe"><link_ctn id="l2"/></route>)"), 10,
            "route h2 -> h1: symmetrical must be YES or NO (got 'maybe')");
        row("cabinet outside a Cluster zone",
            simgridText(R"(<cabinet id="c" prefix="c-" suffix="" radical="0-3" speed="1Gf" bw="1GBps" lat="1us"/>)"), 6,
            "cabinet 'c': a <cabinet> belongs in a zone with routing=\"Cluster\"");
        row("peer outside a Vivaldi zone",
            simgridText(R"(<peer id="p" coordinates="0 0 0" speed="1Gf" bw_in="1GBps" bw_out="1GBps"/>)"), 6,
            "peer 'p': a <peer> belongs in a zone with routing=\"Vivaldi\"");
        row("host_link outside a star zone", simgridText(R"(<host_link id="h1" up="l1" down="l1"/>)"), 6,
            "host_link 'h1': a <host_link> belongs in a zone with routing=\"Cluster\" or \"Vivaldi\"");
        row("unknown element", simgridText(R"(<hots id="h2"/>)"), 6, "unexpected element <hots> in <zone>");
        row("unknown master", simgridText(R"(<host id="h2" speed="1Gf"/><prop id="partita:master" value="h7"/>)"), 6,
            "master 'h7' is not a processor or router of the platform");
        // Deep nesting is read without recursion (no stack overflow), then found empty.
        std::string deep = "<platform version=\"4.1\">";
        for (int i = 0; i < 50000; ++i)
            deep += "<zone id=\"z\" routing=\"Full\">";
        for (int i = 0; i < 50000; ++i)
            deep += "</zone>";
        row("50,000 nested zones", deep + "</platform>", 1, "the platform has no processor");
        row("unknown units", simgridText(R"(<host id="h2" speed="1Gf"/><prop id="partita:units" value="metric"/>)"), 6,
            "unknown units 'metric'");
        row("negative panel packing",
            simgridText(R"(<host id="h2" speed="1Gf"><prop id="partita:panel_packing" value="-3"/></host>)"), 6,
            "processor 'h2': panel_packing must be a number of elements from 0 to 1e+09 (got -3)");
        row("infinite panel packing",
            simgridText(R"(<host id="h2" speed="1Gf"><prop id="partita:panel_packing" value="inf"/></host>)"), 6,
            "host 'h2': property 'partita:panel_packing' must be a number (got 'inf')");
    }

    void rejectsBadInput()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, phrase);
        try {
            parseSimGridXml(text.toStdString(), "plat.xml");
            QFAIL("the input was accepted");
        } catch (const InputError &e) {
            const QString message = QString::fromUtf8(e.what());
            QVERIFY2(message.contains(phrase), qPrintable(message));
            QVERIFY2(message.startsWith(QStringLiteral("plat.xml:%1: ").arg(line)), qPrintable(message));
        }
    }
};

QTEST_GUILESS_MAIN(TestSimGridXml)
#include "tst_simgrid_xml.moc"
