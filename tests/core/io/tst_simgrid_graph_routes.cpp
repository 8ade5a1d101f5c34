// The routes of a SimGrid export as a graph SimGrid routes itself (io/simgrid_graph_routes.h):
// a route per link, a bypass only where SimGrid 3.32's shortest path is not Partita's route,
// and exports that grow with the platform, not with the square of its hosts.
// (tst_simgrid_export loads the exports in SimGrid itself and compares every route.)
#include "io/platform_json.h"
#include "io/simgrid_graph_routes.h"
#include "io/simgrid_xml.h"
#include "model/generator.h"
#include "sample_platforms.h"

#include <QtTest>

#include <set>

using namespace partita;

namespace {

Platform withHosts(std::initializer_list<const char *> ids)
{
    Platform p;
    for (const char *id : ids)
        p.processors.push_back(test::processor(id, 1, 1024));
    return p;
}

// P1 - P2 - ... - Pn, no router (the issue's chain of 1000).
Platform chain(int n)
{
    Platform p;
    for (int i = 1; i <= n; ++i)
        p.processors.push_back(test::processor("P" + std::to_string(i), 1, 1024));
    for (int i = 1; i < n; ++i)
        p.links.push_back(test::link("P" + std::to_string(i), "P" + std::to_string(i + 1), 100, 1e-5));
    return p;
}

std::size_t count(const std::string &text, const std::string &what)
{
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size()))
        ++n;
    return n;
}

} // namespace

class TstSimGridGraphRoutes : public QObject {
    Q_OBJECT

private slots:
    // A tree has one path between two hosts: SimGrid's shortest path is it, no bypass.
    void treeNeedsNoBypass()
    {
        const auto g = simGridGraphRoutes(chain(5));
        QVERIFY(g);
        QCOMPARE(g->edges.size(), std::size_t(4));
        for (const auto &e : g->edges)
            QVERIFY(e.symmetrical);
        QVERIFY(g->bypasses.empty());
    }

    // A square A-B-C-D-A of equal links: A reaches C in two hops through B or D. Partita's
    // widest path settles the largest id first (D, model/graph.cpp); SimGrid's Dijkstra the
    // lowest node number, B (numbered second, by the first route A-B): A -> C is bypassed, by D.
    // The same for B -> D (Partita through C, SimGrid through A, node 0), and the way back of
    // each: C -> A (Partita through D, SimGrid through B, node 1) and D -> B (through C; SimGrid
    // through A).
    void tieTakesBypass()
    {
        Platform p = withHosts({"A", "B", "C", "D"});
        p.links = {test::link("A", "B", 10), test::link("B", "C", 10), test::link("C", "D", 10), test::link("D", "A", 10)};
        const auto g = simGridGraphRoutes(p);
        QVERIFY(g);
        QCOMPARE(g->edges.size(), std::size_t(4));
        std::set<std::string> bypassed;
        for (const auto &b : g->bypasses)
            bypassed.insert(b.from + ">" + b.to);
        QCOMPARE(bypassed, (std::set<std::string>{"A>C", "B>D", "C>A", "D>B"}));
        for (const auto &b : g->bypasses)
            if (b.from == "A")
                QCOMPARE(b.hops, (std::vector<RouteHop>{{3, true}, {2, true}})); // D-A backwards, C-D backwards
    }

    // A narrow direct link and a wide detour through a router: the widest path takes the
    // detour (2 hops), SimGrid the direct link (1 hop): both directions bypassed.
    void widerDetourTakesBypass()
    {
        Platform p = withHosts({"A", "B"});
        p.routers = {Router{"R", {}, {}}};
        p.links = {test::link("A", "B", 1), test::link("A", "R", 10), test::link("R", "B", 10)};
        const auto g = simGridGraphRoutes(p);
        QVERIFY(g);
        QCOMPARE(g->bypasses.size(), std::size_t(2));
        QCOMPARE(g->bypasses[0].from, std::string("A"));
        QCOMPARE(g->bypasses[0].hops, (std::vector<RouteHop>{{1, false}, {2, false}}));
        QCOMPARE(g->bypasses[1].hops, (std::vector<RouteHop>{{2, true}, {1, true}}));
    }

    // Where SimGrid's Dijkstra would fail, the export keeps a Full zone: declared routes, a
    // one-way link that leaves a node unreachable (its unsigned costs wrap round), a host
    // without links (not in SimGrid's graph).
    void fullZoneWhereDijkstraFails()
    {
        Platform declared = withHosts({"A", "B"});
        declared.links = {test::link("A", "B", 1)};
        declared.routes = {{"A", "B", {{0, false}}, true, 0}};
        QVERIFY(!simGridGraphRoutes(declared));

        Platform oneWay = withHosts({"A", "B"});
        oneWay.links = {test::link("A", "B", 1)};
        oneWay.links[0].bidirectional = false;
        QVERIFY(!simGridGraphRoutes(oneWay));
        QVERIFY(platformToSimGridXml(oneWay).find("routing=\"Full\"") != std::string::npos);

        QVERIFY(!simGridGraphRoutes(withHosts({"A"})));
    }

    // The issue's sizes (docs/hardening.md, Sizes): a star of 2,000 workers and a chain of 1,000
    // processors. With Full routing, a route per ordered pair: 4 million routes (208 MB) and
    // half a billion link references (bad_alloc). Here one route per link, no bypass (both are
    // trees), so the file grows as the platform: under 600 bytes per processor and link (the
    // hosts, links and their properties take about 400). And it reads back as the same platform.
    void largeExportsStaySmall_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("star of 2000") << 0;
        QTest::newRow("chain of 1000") << 1;
    }

    void largeExportsStaySmall()
    {
        QFETCH(int, kind);
        const Platform p = kind == 0 ? generatePlatform(GeneratorOptions{"star", 2000, 1}) : chain(1000);
        const std::string xml = platformToSimGridXml(p);
        QVERIFY(xml.find("routing=\"DijkstraCache\"") != std::string::npos);
        QCOMPARE(count(xml, "<route "), p.links.size());
        QCOMPARE(count(xml, "<bypassRoute "), std::size_t(0));
        QVERIFY2(xml.size() < 600 * (p.processors.size() + p.links.size()), qPrintable(QString::number(xml.size())));
        QCOMPARE(platformToJson(parseSimGridXml(xml, "large.xml")), platformToJson(p));
    }
};

QTEST_GUILESS_MAIN(TstSimGridGraphRoutes)
#include "tst_simgrid_graph_routes.moc"
