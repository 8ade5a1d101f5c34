// Reasons as values (core/model/reason.h): the command line's English words come from each
// kind's template and its parameters, word for word the messages printed before reasons had
// kinds (the golden outputs of tests/cli hold several); the kind and the parameters travel in
// InputError so that the studio can say the same in French (views/plan/reason_text.cpp).
#include "io/json_locator.h"
#include "io/json_syntax.h"
#include "io/platform_json.h"
#include "io/simgrid_xml.h"
#include "model/error.h"
#include "model/reason.h"
#include "model/validate.h"
#include "strategy/strategy.h"

#include "common/platforms.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace partita;

class TestReason : public QObject {
    Q_OBJECT

private slots:
    void fillIsOnePass()
    {
        // A parameter holding "%2" is not filled again.
        QCOMPARE(fillTemplate("%1 and %2", {"%2", "b"}), std::string("%2 and b"));
        QCOMPARE(fillTemplate("%2×%3 by %3×%4", {"x", "1", "2", "3"}), std::string("1×2 by 2×3"));
        // A placeholder without a parameter stays.
        QCOMPARE(fillTemplate("100% of %1, %3", {"a"}), std::string("100% of a, %3"));
    }

    void everyKindHasATemplate()
    {
        for (ReasonKind kind : reasonKinds()) {
            const std::string pattern = reasonTemplate(kind);
            QVERIFY(!pattern.empty());
            QVERIFY2(kind == ReasonKind::Text || pattern != "%1", pattern.c_str());
        }
        QCOMPARE(static_cast<int>(reasonKinds().back()), static_cast<int>(ReasonKind::XmlRouteUnreached));
        // reasonKinds() lists each kind once, in declaration order.
        for (std::size_t i = 0; i < reasonKinds().size(); ++i)
            QCOMPARE(static_cast<std::size_t>(reasonKinds()[i]), i);
    }

    // Every kind's template has its parameters %1 ... %N, none left out (the studio's
    // translation puts the same parameters in, so a gap would drop one).
    void everyTemplateHasItsParameters()
    {
        for (ReasonKind kind : reasonKinds()) {
            const std::string pattern = reasonTemplate(kind);
            std::vector<bool> used(9, false);
            for (std::size_t i = 0; i + 1 < pattern.size(); ++i)
                if (pattern[i] == '%' && pattern[i + 1] >= '1' && pattern[i + 1] <= '9')
                    used[static_cast<std::size_t>(pattern[i + 1] - '1')] = true;
            const auto count = static_cast<std::size_t>(std::find(used.begin(), used.end(), false) - used.begin());
            QVERIFY2(std::find(used.begin() + static_cast<std::ptrdiff_t>(count), used.end(), true) == used.end(),
                     pattern.c_str());
            // Filled with as many parameters, no %N marker is left in the text.
            std::vector<std::string> args;
            for (std::size_t i = 0; i < count; ++i)
                args.push_back("<" + std::to_string(i) + ">");
            const std::string filled = fillTemplate(pattern, args);
            for (char d = '1'; d <= '9'; ++d)
                QVERIFY2(filled.find(std::string("%") + d) == std::string::npos, pattern.c_str());
        }
    }

    // The platform reader's refusals of the format's structure (io/platform_json.cpp) and of
    // kernel speeds (model/validate.cpp): a kind each, word for word the English the command line
    // printed before (tests/core/io/tst_platform_json.cpp checks the same phrases and lines).
    void platformJsonAsBefore_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("english");
        using K = ReasonKind;
        const QByteArray f = R"("format": "partita-platform/1")";
        const QByteArray p1 = R"("processors": [{"id": "P1", "speed": 1, "memory": 1}])";
        const auto doc = [&](const QByteArray &fields) { return "{" + f + ", " + fields + "}"; };
        const auto withP1 = [&](const QByteArray &fields) {
            return doc(R"("processors": [{"id": "P1", "speed": 1, "memory": 1)" + fields + "}]");
        };
        const QByteArray two = R"("processors": [{"id": "P1", "speed": 1, "memory": 1}, {"id": "P2", "speed": 1, "memory": 1}])";
        const auto route = [&](const QByteArray &hops) {
            return doc(two + R"(, "links": [{"from": "P1", "to": "P2", "bandwidth": 1}], "routes": [{"from": "P1", "to": "P2")"
                       + hops + "}]");
        };
        const auto row = [](const char *name, const QByteArray &text, K kind, const char *english) {
            QTest::newRow(name) << text << int(kind) << QString::fromUtf8(english);
        };
        row("not an object", "[1]", K::JsonNotObject, "the document must be a JSON object (got array)");
        row("no format", "{}", K::JsonMissingFormat, "missing field 'format' (expected \"partita-platform/1\")");
        row("other format", R"({"format": "x"})", K::JsonUnsupportedFormat,
            "unsupported format \"x\" (expected \"partita-platform/1\")");
        row("duplicate key", "{" + f + ", " + f + ", " + p1 + "}", K::JsonDuplicateKey, "duplicate key 'format' (at /format)");
        row("no processors", "{" + f + "}", K::JsonMissingField, "missing field 'processors'");
        row("no id", doc(R"("processors": [{"speed": 1, "memory": 1}])"), K::JsonElementMissingField,
            "processor #1: missing field 'id'");
        row("unknown top-level field", doc(R"("version": 2, )" + p1), K::JsonUnknownField, "unknown field 'version'");
        row("unknown field", withP1(R"(, "sped": 2)"), K::JsonElementUnknownField, "processor 'P1': unknown field 'sped'");
        row("processors not an array", doc(R"("processors": {})"), K::JsonFieldType,
            "field 'processors' must be an array (got object)");
        row("master_computes not a boolean", doc(R"("master_computes": 1, )" + p1), K::JsonFieldType,
            "field 'master_computes' must be true or false (got number)");
        row("speed not a number", doc(R"("processors": [{"id": "P1", "speed": "fast", "memory": 1}])"),
            K::JsonElementFieldType, "processor 'P1': field 'speed' must be a number (got string)");
        row("processor not an object", doc(R"("processors": [3])"), K::JsonElementNotObject,
            "processor #1 must be an object (got number)");
        row("link not an object", doc(two + R"(, "links": [null])"), K::JsonElementNotObject,
            "link #1 must be an object (got null)");
        row("unknown units", doc(R"("units": "metric", )" + p1), K::JsonUnknownUnits,
            "unknown units 'metric' (expected \"physical\" or \"blocks\")");
        row("cores not whole", withP1(R"(, "cores": 2.5)"), K::JsonCores,
            "processor 'P1': cores must be a whole number between 1 and 1048576 (got 2.5)");
        row("unknown kernel", withP1(R"(, "kernels": {"gpu": 3})"), K::JsonUnknownKernel,
            "processor 'P1': unknown kernel 'gpu' (expected panel, block or stencil)");
        row("kernels not an object", withP1(R"(, "kernels": [1])"), K::JsonElementFieldType,
            "processor 'P1': field 'kernels' must be an object (got array)");
        row("kernel not a rate", withP1(R"(, "kernels": {"block": "fast"})"), K::JsonKernelValue,
            "processor 'P1': kernel 'block' must be a speed or a list of [size, speed] pairs");
        row("kernel block size zero", withP1(R"(, "kernels": {"panel": [[0, 3]]})"), K::KernelPointSize,
            "processor 'P1', kernel 'panel': a point's size (the block size q; for stencil, a ring slice's MiB) must be between 1 and 1e+09 (got 0)");
        row("kernel block sizes decreasing", withP1(R"(, "kernels": {"panel": [[128, 3], [64, 2]]})"),
            K::KernelSizesIncrease, "processor 'P1', kernel 'panel': the sizes of the points must increase (64 after 128)");
        row("kernel speed zero", withP1(R"(, "kernels": {"stencil": 0})"), K::KernelSpeedRange,
            "processor 'P1', kernel 'stencil': speed must be between 1e-09 and 1e+09 (got 0)");
        row("negative panel packing", withP1(R"(, "panel_packing": -1)"), K::PanelPackingRange,
            "processor 'P1': panel_packing must be a number of elements from 0 to 1e+09 (got -1)");
        row("panel packing in block units",
            doc(R"("units": "blocks", "processors": [{"id": "P1", "speed": 1, "memory": 1, "panel_packing": 87}])"),
            K::PanelPackingNeedsPhysical,
            "processor 'P1': panel_packing needs physical units (it adjusts the panel kernel's rate to the panel's shape; "
            "a \"blocks\" platform's speed is already the rate of one block update)");
        row("unknown sharing", doc(two + R"(, "links": [{"from": "P1", "to": "P2", "bandwidth": 1, "sharing": "private"}])"),
            K::JsonUnknownSharing,
            "link P1 -> P2: unknown sharing 'private' (expected \"shared\", \"split-duplex\" or \"backbone\")");
        row("named link, no bandwidth", doc(two + R"(, "links": [{"name": "b", "from": "P1", "to": "P2"}])"),
            K::JsonElementMissingField, "link 'b': missing field 'bandwidth'");
        row("route without links", route(""), K::JsonElementMissingField, "route P1 -> P2: missing field 'links'");
        row("route links not an array", route(R"(, "links": 1)"), K::JsonElementFieldType,
            "route P1 -> P2: field 'links' must be an array (got number)");
        row("hop without link", route(R"(, "links": [{"direction": "up"}])"), K::JsonElementMissingField,
            "route P1 -> P2: missing field 'link'");
        row("unknown direction", route(R"(, "links": [{"link": 1, "direction": "left"}])"), K::JsonUnknownDirection,
            "route P1 -> P2: unknown direction 'left' (expected \"up\" or \"down\")");
        row("no link named", route(R"(, "links": ["nope"])"), K::JsonNoLinkNamed, "route P1 -> P2: no link is named 'nope'");
        row("link position", route(R"(, "links": [3])"), K::JsonLinkPosition,
            "route P1 -> P2: link 3 is not a position in 'links' (1 to 1)");
        row("link reference", route(R"(, "links": [true])"), K::JsonLinkReference,
            "route P1 -> P2: a link is given by its name or its position (got boolean)");
        row("route not an object", doc(two + R"(, "routes": ["P1"])"), K::JsonElementNotObject,
            "route #1 must be an object (got string)");
        row("link named twice",
            doc(two + R"(, "links": [{"name": "a", "from": "P1", "to": "P2", "bandwidth": 1},)"
                      R"( {"name": "a", "from": "P2", "to": "P1", "bandwidth": 1}],)"
                      R"( "routes": [{"from": "P1", "to": "P2", "links": ["a"]}])"),
            K::JsonLinkNamedTwice, "route P1 -> P2: several links are named 'a' (give its position instead)");
    }
    void platformJsonAsBefore()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        QFETCH(QString, english);
        try {
            parsePlatformJson(text.toStdString(), "p.json");
            QFAIL("the platform was accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.detail()), english);
            QCOMPARE(static_cast<int>(e.reason().kind), kind);
            for (const ReasonArg &a : e.reason().args) // the element's and the type's words
                if (a.word)
                    QVERIFY2(std::find(reasonWords().begin(), reasonWords().end(), a.text) != reasonWords().end(),
                             a.text.c_str());
        }
    }

    // The platform checks on ids, a link's ends and latency and a route's links
    // (model/validate.cpp): a kind each, word for word the English the command line printed before
    // they had kinds (partita convert FILE.json, the previous build, on each of these platforms).
    void validateAsBefore_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("english");
        using K = ReasonKind;
        const QByteArray f = R"({"format": "partita-platform/1", )";
        const QByteArray two = f + R"("processors": [{"id": "P1", "speed": 1, "memory": 1}, {"id": "P2", "speed": 1, "memory": 1}])";
        const QByteArray link = R"(, "links": [{"from": "P1", "to": "P2", "bandwidth": 1}])";
        const auto routes = [&](const QByteArray &list) { return two + link + R"(, "routes": [)" + list + "]}"; };
        const auto row = [](const char *name, const QByteArray &text, K kind, const char *english) {
            QTest::newRow(name) << text << int(kind) << QString::fromUtf8(english);
        };
        row("empty id", f + R"("processors": [{"id": "", "speed": 1, "memory": 1}]})", K::EmptyId,
            "processor #1: id must not be empty");
        row("tab in an id", f + R"("processors": [{"id": "a\tb", "speed": 1, "memory": 1}]})", K::IdControlCharacter,
            "processor 'a\\tb': the id contains a control character (a tab): ids appear in one-line errors and in the "
            "rows of CSV traces");
        row("newline in a link's name",
            two + R"(, "links": [{"name": "x\ny", "from": "P1", "to": "P2", "bandwidth": 1}]})", K::IdControlCharacter,
            "link 'x\\ny': the id contains a control character (a newline): ids appear in one-line errors and in the "
            "rows of CSV traces");
        row("control byte in a router's id", two + R"(, "routers": [{"id": "R\u0001"}])" + link + "}",
            K::IdControlCharacter,
            "router 'R\\x01': the id contains a control character (a byte below 0x20 or 0x7f): ids appear in one-line "
            "errors and in the rows of CSV traces");
        row("link to itself",
            two + R"(, "links": [{"from": "P1", "to": "P1", "bandwidth": 1}, {"from": "P1", "to": "P2", "bandwidth": 1}]})",
            K::LinkToItself, "link P1 -> P1: joins node 'P1' to itself");
        row("negative latency", two + R"(, "links": [{"from": "P1", "to": "P2", "bandwidth": 1, "latency": -1}]})",
            K::LatencyNegative, "link P1 -> P2: latency must be >= 0 (got -1)");
        // kMaxLatency = 1e6 s (model/platform.h, docs/platform-format.md, Limits).
        row("latency too large", two + R"(, "links": [{"name": "a", "from": "P1", "to": "P2", "bandwidth": 1, "latency": 1e9}]})",
            K::LatencyTooLarge, "link 'a': latency must be at most 1e+06 (got 1e+09)");
        row("route to itself", routes(R"({"from": "P1", "to": "P1", "links": [1]})"), K::RouteSameEnds,
            "route P1 -> P1: a route joins two different nodes");
        row("route without a link", routes(R"({"from": "P1", "to": "P2", "links": []})"), K::RouteNoLink,
            "route P1 -> P2: no link");
        row("route latency", routes(R"({"from": "P1", "to": "P2", "links": [1], "latency": -2})"), K::RouteLatencyRange,
            "route P1 -> P2: latency must be from 0 to 1e+06 s (got -2)");
        row("crossed down", routes(R"({"from": "P1", "to": "P2", "links": [{"link": 1, "direction": "down"}]})"),
            K::RouteCrossedDown,
            "route P1 -> P2: link P1 -> P2 is crossed \"down\" but only a split-duplex link has two directions");
        row("declared twice",
            routes(R"({"from": "P1", "to": "P2", "links": [1]}, {"from": "P2", "to": "P1", "links": [1]})"),
            K::RouteAlreadyDeclared, "route P2 -> P1: a route from 'P2' to 'P1' is already declared (route #1)");
    }
    void validateAsBefore()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        QFETCH(QString, english);
        try {
            parsePlatformJson(text.toStdString(), "p.json");
            QFAIL("the platform was accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.detail()), english);
            QCOMPARE(static_cast<int>(e.reason().kind), kind);
            for (const ReasonArg &a : e.reason().args) // the element's word, a control character's
                if (a.word)
                    QVERIFY2(std::find(reasonWords().begin(), reasonWords().end(), a.text) != reasonWords().end(),
                             a.text.c_str());
        }
    }

    // A route naming a link that does not exist, and one crossing a named link "down": the
    // reader refuses a position outside 'links' itself (JsonLinkPosition), a platform built in code
    // (the studio's editor) can have one.
    void routeLinksInCode()
    {
        Platform p = test::star({1, 2}, {1, 1});
        p.links.front().name = "a";
        p.routes.push_back({p.links.front().from, p.links.front().to, {{3, false}, {0, true}}});
        const auto issues = platformIssues(p);
        QCOMPARE(issues.size(), std::size_t(2));
        const std::string route = "route " + p.links.front().from + " -> " + p.links.front().to;
        QCOMPARE(issues[0].reason.kind, ReasonKind::RouteNoLinkNumber);
        QCOMPARE(issues[0].reason.args.at(0), word("route"));
        QCOMPARE(issues[0].message, route + ": no link #4");
        QCOMPARE(issues[1].reason.kind, ReasonKind::RouteCrossedDown);
        QCOMPARE(issues[1].reason.args.at(2), word("link"));
        QCOMPARE(issues[1].message,
                 route + ": link 'a' is crossed \"down\" but only a split-duplex link has two directions");
    }

    // The SimGrid XML reader's rarer refusals (io/simgrid_xml.cpp): a kind each, word for word
    // the English the command line printed before they had kinds (partita convert FILE.xml;
    // tests/core/io/tst_simgrid_xml.cpp checks the same phrases and lines).
    void simgridAsBefore_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("english");
        using K = ReasonKind;
        QTest::newRow("XmlVersion") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="3">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlVersion) << QStringLiteral(R"x(unsupported SimGrid platform version '3' (Partita reads versions 4 and 4.1))x");
        QTest::newRow("XmlInclude") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <include file="x.xml"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlInclude) << QStringLiteral(R"x(<include> is not supported (SimGrid itself refuses it since version 3.22))x");
        QTest::newRow("XmlSpeedPairs") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="1Gf"><prop id="partita:kernel:panel" value="64:1,x"/></host>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlSpeedPairs) << QStringLiteral(R"x(host 'h2': property 'partita:kernel:panel' must be a speed or SIZE:SPEED pairs separated by commas (got '64:1,x'))x");
        QTest::newRow("XmlPropertyBool") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <prop id="partita:master_computes" value="maybe"/>
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlPropertyBool) << QStringLiteral(R"x(zone 'world': property 'partita:master_computes' must be true or false (got 'maybe'))x");
        QTest::newRow("XmlPartitaFormat") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <prop id="partita:format" value="x"/>
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlPartitaFormat) << QStringLiteral(R"x(zone 'world': unsupported partita:format 'x' (expected "partita-platform/1"))x");
        QTest::newRow("XmlUnknownUnits") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <prop id="partita:units" value="metric"/>
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlUnknownUnits) << QStringLiteral(R"x(zone 'world': unknown units 'metric' (expected "physical" or "blocks"))x");
        QTest::newRow("XmlDeclaredRoutes") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <prop id="partita:declared_routes" value="1.5"/>
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlDeclaredRoutes) << QStringLiteral(R"x(zone 'world': property 'partita:declared_routes' must be a whole number)x");
        QTest::newRow("XmlUnknownProperty") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="1Gf"><prop id="partita:colour" value="red"/></host>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlUnknownProperty) << QStringLiteral(R"x(host 'h2': unknown property 'partita:colour')x");
        QTest::newRow("XmlWifiZone") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="w" routing="Wifi">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlWifiZone) << QStringLiteral(R"x(zone 'w': wifi zones are not supported (Partita has no model of a wireless medium))x");
        QTest::newRow("XmlRoutingUnsupported") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="w" routing="ClusterFatTree">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlRoutingUnsupported) << QStringLiteral(R"x(zone 'w': routing ClusterFatTree is not supported (its topology's parameters are not in the file: use a <cluster> with topology="..."))x");
        QTest::newRow("XmlUnknownRouting") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="w" routing="Nope">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlUnknownRouting) << QStringLiteral(R"x(zone 'w': unknown routing 'Nope')x");
        QTest::newRow("XmlEmptyId") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="" speed="1Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlEmptyId) << QStringLiteral(R"x(host '': empty id)x");
        QTest::newRow("XmlSharingPolicy") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <cluster id="c" prefix="n" suffix="" radical="0-1" speed="1Gf" bw="1GBps" sharing_policy="ODD"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlSharingPolicy) << QStringLiteral(R"x(cluster 'c': sharing_policy 'ODD' is not supported (expected SHARED, SPLITDUPLEX or FATPIPE))x");
        QTest::newRow("XmlSharingPolicy 2") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="1GBps" sharing_policy="ODD"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlSharingPolicy) << QStringLiteral(R"x(link 'l2': sharing_policy 'ODD' is not supported (expected SHARED, SPLITDUPLEX or FATPIPE))x");
        QTest::newRow("XmlBackboneNeedsBandwidth") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <cluster id="c" prefix="n" suffix="" radical="0-1" speed="1Gf" bw="1GBps" bb_lat="1us"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlBackboneNeedsBandwidth) << QStringLiteral(R"x(cluster 'c': a backbone needs bb_bw)x");
        QTest::newRow("XmlCore") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="1Gf" core="0"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlCore) << QStringLiteral(R"x(host 'h2': core must be a whole number >= 1 (got '0'))x");
        QTest::newRow("XmlCore 2") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <cluster id="c" prefix="n" suffix="" radical="0-1" speed="1Gf" bw="1GBps" core="x"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlCore) << QStringLiteral(R"x(cluster 'c': core must be a whole number >= 1 (got 'x'))x");
        QTest::newRow("XmlPstate") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="1Gf" pstate="x"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlPstate) << QStringLiteral(R"x(host 'h2': pstate must be a whole number (got 'x'))x");
        QTest::newRow("XmlPstateSpeeds") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="1Gf" pstate="2"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlPstateSpeeds) << QStringLiteral(R"x(host 'h2': pstate 2 but only the speeds '1Gf')x");
        QTest::newRow("XmlCoordinates") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="s" routing="Vivaldi">
    <peer id="p" coordinates="0 0" speed="1Gf" bw_in="1GBps" bw_out="1GBps"/>
  </zone>
</platform>
)x")
            << int(K::XmlCoordinates) << QStringLiteral(R"x('p': coordinates must be three numbers 'x y height' (got '0 0'))x");
        QTest::newRow("XmlPeerZone") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <peer id="p" coordinates="0 0 0" speed="1Gf" bw_in="1GBps" bw_out="1GBps"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlPeerZone) << QStringLiteral(R"x(peer 'p': a <peer> belongs in a zone with routing="Vivaldi" (as in SimGrid))x");
        QTest::newRow("XmlCabinetZone") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <cabinet id="c" prefix="c-" suffix="" radical="0-3" speed="1Gf" bw="1GBps" lat="1us"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlCabinetZone) << QStringLiteral(R"x(cabinet 'c': a <cabinet> belongs in a zone with routing="Cluster" (as in SimGrid))x");
        QTest::newRow("XmlBackboneZone") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <backbone id="b" bandwidth="1GBps" latency="1us"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlBackboneZone) << QStringLiteral(R"x(backbone 'b': a <backbone> belongs in a zone with routing="Cluster" (as in SimGrid))x");
        QTest::newRow("XmlOneBackbone") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="s" routing="Cluster">
    <backbone id="b" bandwidth="1GBps" latency="1us"/>
    <backbone id="b2" bandwidth="1GBps" latency="1us"/>
  </zone>
</platform>
)x")
            << int(K::XmlOneBackbone) << QStringLiteral(R"x(backbone 'b2': a zone has one backbone)x");
        QTest::newRow("XmlHostLinkZone") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host_link id="h1" up="l1" down="l1"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlHostLinkZone) << QStringLiteral(R"x(host_link 'h1': a <host_link> belongs in a zone with routing="Cluster" or "Vivaldi" (as in SimGrid))x");
        QTest::newRow("XmlRadical") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <cluster id="c" prefix="n" suffix="" radical="a-b" speed="1Gf" bw="1GBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlRadical) << QStringLiteral(R"x(cluster 'c': radical must list whole numbers and ranges such as 0-99 (got 'a-b'))x");
        QTest::newRow("XmlTooManyHosts") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <cluster id="c" prefix="n" suffix="" radical="0-100000000" speed="1Gf" bw="1GBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlTooManyHosts) << QStringLiteral(R"x(cluster 'c': more than 1000 hosts (the routes Partita keeps grow as the square of their number))x");
        QTest::newRow("XmlSplitDuplexName") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="s" routing="Cluster">
    <host id="a" speed="1Gf"/>
    <link id="l" bandwidth="1GBps" sharing_policy="SPLITDUPLEX"/>
    <host_link id="a" up="l" down="l"/>
  </zone>
</platform>
)x")
            << int(K::XmlSplitDuplexName) << QStringLiteral(R"x(host_link 'a': link 'l' is split-duplex: name its direction 'l_UP' or 'l_DOWN')x");
        QTest::newRow("XmlNoHostInZone") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="s" routing="Cluster">
    <host id="a" speed="1Gf"/>
    <link id="l" bandwidth="1GBps"/>
    <host_link id="x" up="l" down="l"/>
  </zone>
</platform>
)x")
            << int(K::XmlNoHostInZone) << QStringLiteral(R"x(host_link 'x': no host 'x' in zone 's')x");
        QTest::newRow("XmlHostHasLinks") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="s" routing="Cluster">
    <host id="a" speed="1Gf"/>
    <link id="l" bandwidth="1GBps"/>
    <link id="m" bandwidth="1GBps"/>
    <host_link id="a" up="l" down="l"/>
    <host_link id="a" up="m" down="m"/>
  </zone>
</platform>
)x")
            << int(K::XmlHostHasLinks) << QStringLiteral(R"x(host_link 'a': the host has links already (line 7))x");
        QTest::newRow("XmlHostNoLinks") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="s" routing="Cluster">
    <host id="a" speed="1Gf"/>
    <host id="b" speed="1Gf"/>
    <link id="l" bandwidth="1GBps"/>
    <host_link id="a" up="l" down="l"/>
  </zone>
</platform>
)x")
            << int(K::XmlHostNoLinks) << QStringLiteral(R"x(host 'b' of zone 's' has no links to the zone's centre (a <host_link> or a <cabinet>): SimGrid 3.32 finds no route to or from it either)x");
        QTest::newRow("XmlLinkTwoHosts") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="s" routing="Cluster">
    <host id="a" speed="1Gf"/>
    <host id="b" speed="1Gf"/>
    <link id="l" bandwidth="1GBps"/>
    <host_link id="a" up="l" down="l"/>
    <host_link id="b" up="l" down="l"/>
  </zone>
</platform>
)x")
            << int(K::XmlLinkTwoHosts) << QStringLiteral(R"x(link 'l' joins both 'a' and 'b' to the centre of zone 's': Partita's graph gives a link two ends (declare it for one host))x");
        QTest::newRow("XmlNoRouter") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <prop id="partita:router:R9:x" value="1"/>
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlNoRouter) << QStringLiteral(R"x(property 'partita:router:R9': no router 'R9')x");
        QTest::newRow("XmlDuplicateLinkLine") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l1" bandwidth="1GBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlDuplicateLinkLine) << QStringLiteral(R"x(link 'l1': duplicate link id (first on line 6))x");
        QTest::newRow("XmlWifiLink") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="1GBps" sharing_policy="WIFI"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlWifiLink) << QStringLiteral(R"x(link 'l2': wifi links are not supported (Partita has no model of a wireless medium))x");
        QTest::newRow("XmlFromTo") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="1GBps"><prop id="partita:from" value="h1"/></link>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    
  </zone>
</platform>
)x")
            << int(K::XmlFromTo) << QStringLiteral(R"x(link 'l2': properties 'partita:from' and 'partita:to' go together)x");
        QTest::newRow("XmlSymmetrical") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    <route src="h2" dst="h1" symmetrical="maybe"><link_ctn id="l2"/></route>
  </zone>
</platform>
)x")
            << int(K::XmlSymmetrical) << QStringLiteral(R"x(route h2 -> h1: symmetrical must be YES or NO (got 'maybe'))x");
        QTest::newRow("XmlDirection") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="125MBps"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    <route src="h2" dst="h1"><link_ctn id="l2" direction="LEFT"/></route>
  </zone>
</platform>
)x")
            << int(K::XmlDirection) << QStringLiteral(R"x(route h2 -> h1: direction must be UP, DOWN or NONE (got 'LEFT'))x");
        QTest::newRow("XmlSplitDuplexDirection") << QByteArray(R"x(<?xml version='1.0'?>
<platform version="4.1">
  <zone id="world" routing="Full">
    <host id="h1" speed="1Gf"/>
    <host id="h2" speed="2Gf"/>
    <link id="l1" bandwidth="1GBps" latency="10us"/>
    <link id="l2" bandwidth="1GBps" sharing_policy="SPLITDUPLEX"/>
    <route src="h1" dst="h2"><link_ctn id="l1"/></route>
    <route src="h2" dst="h1"><link_ctn id="l2"/></route>
  </zone>
</platform>
)x")
            << int(K::XmlSplitDuplexDirection) << QStringLiteral(R"x(route h2 -> h1: link 'l2' is split-duplex: give direction="UP" or "DOWN")x");
    }
    void simgridAsBefore()
    {
        QFETCH(QByteArray, xml);
        QFETCH(int, kind);
        QFETCH(QString, english);
        try {
            parseSimGridXml(xml.toStdString(), "p.xml");
            QFAIL("the platform was accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.detail()), english);
            QCOMPARE(static_cast<int>(e.reason().kind), kind);
        }
    }

    // A SimGrid cluster's topology refused (io/simgrid_cluster.cpp): a kind each, word for word the
    // English the command line printed before they had kinds (partita convert FILE.xml, the previous
    // build, on each of these clusters; kMaxClusterHosts = 1000, io/simgrid_cluster.h).
    void clusterAsBefore_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("english");
        using K = ReasonKind;
        const auto row = [](const char *name, const char *topology, const char *parameters, const char *radical, K kind,
                            const char *english) {
            const QByteArray xml = QByteArray("<?xml version='1.0'?>\n<platform version=\"4.1\">\n<zone id=\"w\" routing=\"Full\">\n"
                                              "<cluster id=\"c\" prefix=\"n\" suffix=\"\" radical=\"")
                + radical + "\" speed=\"1Gf\" bw=\"1GBps\" topology=\"" + topology + "\" topo_parameters=\"" + parameters
                + "\"/>\n</zone>\n</platform>\n";
            QTest::newRow(name) << xml << int(kind) << QString::fromUtf8(english);
        };
        row("torus without dimensions", "TORUS", "", "0-3", K::ClusterCounts,
            "cluster 'c': TORUS topo_parameters must be whole numbers from 1 to 1000 (got '')");
        row("torus dimension too large", "TORUS", "2000,2000", "0-3", K::ClusterCounts,
            "cluster 'c': TORUS topo_parameters must be whole numbers from 1 to 1000 (got '2000,2000')");
        row("torus of too many hosts", "TORUS", "40,40", "0-3", K::XmlTooManyHosts,
            "cluster 'c': more than 1000 hosts (the routes Partita keeps grow as the square of their number)");
        row("torus of more hosts than radicals", "TORUS", "2,3", "0-3", K::ClusterRadicalCount,
            "cluster 'c': topology 2,3 has 6 hosts but radical gives 4");
        row("unknown topology", "RING", "", "0-3", K::ClusterTopology,
            "cluster 'c': unknown topology 'RING' (SimGrid has FLAT, TORUS, FAT_TREE and DRAGONFLY)");
        row("fat tree of two parts", "FAT_TREE", "1;2", "0-3", K::FatTreeParameters,
            "cluster 'c': FAT_TREE topo_parameters must be LEVELS;CHILDREN;PARENTS;PORTS (got '1;2')");
        row("fat tree levels not a number", "FAT_TREE", "x;2;1;1", "0-3", K::ClusterCounts,
            "cluster 'c': the number of levels must be whole numbers from 1 to 1000 (got 'x')");
        row("fat tree of two level counts", "FAT_TREE", "2,3;2,2;1,1;1,1", "0-3", K::FatTreeLevels,
            "cluster 'c': FAT_TREE: the first parameter is the number of levels (got '2,3')");
        row("fat tree child count zero", "FAT_TREE", "2;0,2;1,1;1,1", "0-3", K::ClusterCounts,
            "cluster 'c': FAT_TREE children counts must be whole numbers from 1 to 1000 (got '0,2')");
        row("fat tree levels and values", "FAT_TREE", "2;2;1;1", "0-3", K::FatTreeLevelCounts,
            "cluster 'c': FAT_TREE: 2 levels but parameters '2;2;1;1' give other numbers of values");
        row("fat tree of more hosts than radicals", "FAT_TREE", "2;2,2;1,1;1,1", "0-2", K::ClusterRadicalCount,
            "cluster 'c': topology 2;2,2;1,1;1,1 has 4 hosts but radical gives 3");
        row("dragonfly of single counts", "DRAGONFLY", "1;1;1;1", "0-5", K::DragonflyParameters,
            "cluster 'c': DRAGONFLY topo_parameters must be GROUPS,BLUE;CHASSIS,BLACK;ROUTERS,GREEN;NODES (got '1;1;1;1')");
        row("dragonfly nodes not a number", "DRAGONFLY", "3,1;1,1;2,1;x", "0-5", K::ClusterCounts,
            "cluster 'c': DRAGONFLY nodes must be whole numbers from 1 to 1000 (got 'x')");
        row("dragonfly of more groups than routers", "DRAGONFLY", "3,1;1,1;2,1;1", "0-5", K::DragonflyGroups,
            "cluster 'c': DRAGONFLY with more groups (3) than routers per chassis (2): SimGrid's routing has no path "
            "between some groups");
    }
    void clusterAsBefore()
    {
        QFETCH(QByteArray, xml);
        QFETCH(int, kind);
        QFETCH(QString, english);
        try {
            parseSimGridXml(xml.toStdString(), "p.xml");
            QFAIL("the cluster was accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.detail()), english);
            QCOMPARE(static_cast<int>(e.reason().kind), kind);
            QCOMPARE(e.line(), 4);
            for (const ReasonArg &a : e.reason().args) // what the parameters count
                if (a.word)
                    QVERIFY2(std::find(reasonWords().begin(), reasonWords().end(), a.text) != reasonWords().end(),
                             a.text.c_str());
        }
    }

    // A kernel without any speed point (the reader refuses an empty list itself; a platform
    // built in code can have one).
    void kernelWithoutSpeed()
    {
        Platform p = test::star({1, 2}, {1, 1});
        p.units = Units::Physical;
        p.processors[1].kernels[Kernel::Panel] = SpeedFunction{};
        try {
            validatePlatform(p, "p.json");
            QFAIL("a kernel without speed passed");
        } catch (const InputError &e) {
            QCOMPARE(e.reason().kind, ReasonKind::KernelNoSpeed);
            QCOMPARE(e.detail(), "processor " + quotedId(p.processors[1].id) + ", kernel 'panel': no speed");
        }
    }

    // The English text of each structured reason, as tests/cli and docs/ quote it.
    void textsAsBefore()
    {
        Platform p = test::star({1, 2, 3, 4}, {1, 1, 1, 1});
        p.processors[1].speed = -1;
        try {
            validatePlatform(p, "p.json");
            QFAIL("a negative speed passed");
        } catch (const InputError &e) {
            QCOMPARE(e.reason().kind, ReasonKind::NotPositive);
            QCOMPARE(e.reason().args.at(0), word("processor"));
            QCOMPARE(e.reason().args.at(2), word("speed"));
            QCOMPARE(std::string(e.what()), "p.json: processor " + quotedId(p.processors[1].id) + ": speed must be > 0 (got -1)");
            QCOMPARE(e.detail(), e.reason().text());
        }

        const Problem square(100, 10);
        const Problem oblong = Problem::product(200, 100, 100, 10);
        try { // every matrix product takes any shape; LU factors a square A
            requireShape(strategyInfo("lu-hetero"), oblong);
            QFAIL("lu-hetero took a non-square product");
        } catch (const InputError &e) {
            QCOMPARE(e.reason().kind, ReasonKind::LuSquareOnly);
            QCOMPARE(std::string(e.what()), std::string("lu-hetero factors a square matrix A of order n (docs/lu.md): "
                                                         "--m and --k do not apply (got 200×100 by 100×100)"));
        }
        try {
            requireShape(strategyInfo("ring"), oblong);
            QFAIL("ring took a non-square product");
        } catch (const InputError &e) {
            QCOMPARE(std::string(e.what()), std::string("ring is an iterative computation on its own n×n grid, not a "
                                                         "matrix product (docs/ring.md): --m and --k do not apply "
                                                         "(got 200×100 by 100×100)"));
        }

        Problem big = square;
        big.q = kMaxOrder + 1;
        try {
            validateProblem(p, big, {});
            QFAIL("q above the largest order passed");
        } catch (const InputError &e) {
            QCOMPARE(e.reason().kind, ReasonKind::DimensionTooLarge);
            QCOMPARE(e.reason().args.front().text, std::string("q"));
        }
    }

    // nlohmann-json's parse errors taken apart: the kind has the context, the tokens and the
    // lexer's description as parameters, and its text is word for word what the command line
    // printed ("invalid JSON: " and nlohmann-json's message without its position).
    void jsonSyntaxAsBefore_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        using K = ReasonKind;
        QTest::newRow("missing comma") << QByteArray("{\"a\": 1 \"b\": 2}") << int(K::JsonUnexpectedExpected);
        QTest::newRow("missing colon") << QByteArray("{\"a\" 1}") << int(K::JsonUnexpectedExpected);
        QTest::newRow("key not a string") << QByteArray("{1: 2}") << int(K::JsonUnexpectedExpected);
        QTest::newRow("array") << QByteArray("[1 2]") << int(K::JsonUnexpectedExpected);
        QTest::newRow("truncated") << QByteArray("[1, 2") << int(K::JsonUnexpectedExpected);
        QTest::newRow("empty") << QByteArray("") << int(K::JsonUnexpectedExpected);
        QTest::newRow("trailing") << QByteArray("{} 1") << int(K::JsonUnexpectedExpected);
        QTest::newRow("bad literal") << QByteArray("{\"a\": tru}") << int(K::JsonBadToken);
        QTest::newRow("open string") << QByteArray("{\"a\": \"x") << int(K::JsonBadToken);
        QTest::newRow("new line in a string") << QByteArray("{\"a\": \"x\ny\"}") << int(K::JsonBadToken);
        QTest::newRow("bad number") << QByteArray("{\"a\": -}") << int(K::JsonBadToken);
        QTest::newRow("quote in the text read") << QByteArray("{\"a'b\n\": 1}") << int(K::JsonBadTokenExpected);
        QTest::newRow("number too large") << QByteArray("{\"a\": 1e999}") << int(K::JsonNumberOverflow);
    }
    void jsonSyntaxAsBefore()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        try {
            const auto parsed = nlohmann::json::parse(text.toStdString());
            Q_UNUSED(parsed);
            QFAIL("the text parsed");
        } catch (const nlohmann::json::exception &e) {
            const Reason r = invalidJsonReason(e.what());
            QCOMPARE(r.text(), "invalid JSON: " + nlohmannDetail(e.what()));
            QVERIFY2(static_cast<int>(r.kind) == kind, r.text().c_str());
            for (const ReasonArg &a : r.args) // the fixed words are among reasonWords()
                if (a.word)
                    QVERIFY(std::find(reasonWords().begin(), reasonWords().end(), a.text) != reasonWords().end());
        }
        // Any other message keeps its words whole.
        QCOMPARE(invalidJsonReason("[json.exception.type_error.302] type must be number"),
                 textReason("invalid JSON: type must be number"));
    }

    // An error that is not bad input keeps its type (the command line's exit status 1) and
    // its words, and carries its reason for the studio.
    void reasonedErrorKeepsItsType()
    {
        try {
            throw ReasonedError<std::runtime_error>(reason(ReasonKind::LpRelaxFailed, {"infeasible"}));
        } catch (const std::runtime_error &e) {
            QCOMPARE(std::string(e.what()), std::string("MFT-LBP-relax: lp_solve found the LP infeasible"));
            const auto *carrier = dynamic_cast<const ReasonCarrier *>(&e);
            QVERIFY(carrier);
            QCOMPARE(carrier->reason().kind, ReasonKind::LpRelaxFailed);
        }
    }

    // A message without a kind of its own keeps its words whole.
    void textReasonKeepsTheMessage()
    {
        const InputError e("f.json", 3, "anything at all");
        QCOMPARE(e.reason(), textReason("anything at all"));
        QCOMPARE(std::string(e.what()), std::string("f.json:3: anything at all"));
        QCOMPARE(e.file(), std::string("f.json"));
        QCOMPARE(e.line(), 3);
    }
};

QTEST_GUILESS_MAIN(TestReason)
#include "tst_reason.moc"
