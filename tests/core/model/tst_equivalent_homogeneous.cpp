// The equivalent homogeneous platform of paper 003 (core/model/equivalent_homogeneous.h):
// a hand-worked triangle, the router-master examples of papers 002 and 004 (the master takes
// part in the pairs), invariants on generated platforms checked against an independent
// computation of the widest-route bandwidths, and the rejection of disconnected platforms.
#include "io/platform_json.h"
#include "model/equivalent_homogeneous.h"
#include "model/error.h"
#include "model/generator.h"
#include "model/graph.h"
#include "model/validate.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

using namespace partita;

namespace {

QString examplesDir() { return QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples"); }

Platform example(const QString &file)
{
    return readPlatformFile((examplesDir() + "/" + file).toStdString());
}

Processor processor(const std::string &id, double speed, double memory, double x, double y)
{
    Processor p;
    p.id = id;
    p.speed = speed;
    p.memory = memory;
    p.x = x;
    p.y = y;
    return p;
}

Link link(const std::string &name, const std::string &from, const std::string &to,
          double bandwidth, double latency)
{
    Link l;
    l.name = name;
    l.from = from;
    l.to = to;
    l.bandwidth = bandwidth;
    l.latency = latency;
    return l;
}

// Three processors of speeds 1, 2, 3 and memories 10, 20, 30 on a triangle of links:
//   ab = A–B: bandwidth 1, latency 0.1
//   bc = B–C: bandwidth 2, latency 0.2
//   ca = C–A: bandwidth 3, latency 0.3
Platform triangle(const std::string &a = "A")
{
    Platform pl;
    pl.name = "triangle";
    pl.units = Units::Blocks;
    pl.processors = {processor(a, 1, 10, 0, 0), processor("B", 2, 20, 100, 0),
                     processor("C", 3, 30, 50, 100)};
    pl.links = {link("ab", a, "B", 1, 0.1), link("bc", "B", "C", 2, 0.2),
                link("ca", "C", a, 3, 0.3)};
    return pl;
}

// Widest triangle routes, by hand:
//   A–B: direct min = 1, through C min(3, 2) = 2       → 2, latency 0.3 + 0.2 = 0.5
//   B–C: direct min = 2, through A min(1, 3) = 1       → 2, latency 0.2
//   A–C: direct min = 3, through B min(1, 2) = 1       → 3, latency 0.3
// s = (2 + 2 + 3) / 3 = 7/3, average latency = (0.5 + 0.2 + 0.3) / 3 = 1/3.
constexpr double kTriangleBandwidth = 7.0 / 3.0;
constexpr double kTriangleLatency = 1.0 / 3.0;

bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max({1.0, std::abs(a), std::abs(b)});
}

double totalSpeed(const std::vector<Processor> &ps)
{
    return std::accumulate(ps.begin(), ps.end(), 0.0,
                           [](double s, const Processor &p) { return s + p.speed; });
}

std::vector<std::string> ids(const std::vector<Processor> &ps)
{
    std::vector<std::string> out;
    for (const auto &p : ps)
        out.push_back(p.id);
    return out;
}

// Computing processors, then the master if it is not one of them.
std::vector<std::string> participants(const Platform &pl)
{
    auto out = ids(pl.computingProcessors());
    if (!pl.master.empty() && std::find(out.begin(), out.end(), pl.master) == out.end())
        out.push_back(pl.master);
    return out;
}

// Sum of the widest-route bandwidths over the unordered pairs of `nodes`, computed without
// widestRoutes: on an undirected graph the widest route between u and v has the bandwidth of
// the link that joins their components when links are added from the widest down (Kruskal on
// a maximum spanning tree), so each merge of components holding a and b participating nodes
// adds a·b pairs of that bandwidth.
double pairBandwidthSum(const Platform &pl, const std::vector<std::string> &nodes)
{
    std::map<std::string, std::string> parent;
    std::map<std::string, double> members;
    for (const auto &p : pl.processors)
        parent[p.id] = p.id;
    for (const auto &r : pl.routers)
        parent[r.id] = r.id;
    for (const auto &n : nodes)
        members[n] = 1;
    auto root = [&](std::string n) {
        while (parent[n] != n)
            n = parent[n] = parent[parent[n]];
        return n;
    };
    std::vector<Link> links = pl.links;
    std::stable_sort(links.begin(), links.end(),
                     [](const Link &a, const Link &b) { return a.bandwidth > b.bandwidth; });
    double sum = 0;
    for (const auto &l : links) {
        const std::string a = root(l.from), b = root(l.to);
        if (a == b)
            continue;
        sum += members[a] * members[b] * l.bandwidth;
        members[b] += members[a];
        parent[a] = b;
    }
    return sum;
}

// Every pair of `nodes` in the equivalent platform is joined through the segment: widest
// bandwidth s exactly, latency the average. A router master is the segment itself: its pairs
// are one link long, half the latency.
void checkSegmentRoutes(const EquivalentHomogeneous &eq, const std::vector<std::string> &nodes)
{
    const auto &pl = eq.platform;
    const bool hub = !pl.master.empty() && !pl.findProcessor(pl.master);
    for (const auto &from : nodes) {
        const auto routes = widestRoutes(pl, from);
        for (const auto &to : nodes) {
            if (to == from)
                continue;
            const bool direct = hub && (from == pl.master || to == pl.master);
            const auto it = routes.find(to);
            QVERIFY2(it != routes.end() && it->second.reachable, (from + " -> " + to).c_str());
            QCOMPARE(it->second.bandwidth, eq.bandwidth);
            QVERIFY2(near(it->second.latency, direct ? eq.latency / 2 : eq.latency), (from + " -> " + to).c_str());
            QCOMPARE(it->second.links.size(), std::size_t{direct ? 1u : 2u});
        }
    }
}

} // namespace

class TestEquivalentHomogeneous : public QObject {
    Q_OBJECT

private slots:
    void triangleByHand()
    {
        const Platform pl = triangle();
        validatePlatform(pl, "triangle");
        const auto eq = equivalentHomogeneous(pl);
        QCOMPARE(eq.pairs, 3);
        QCOMPARE(eq.speed, 2.0);
        QVERIFY(near(eq.bandwidth, kTriangleBandwidth));
        QVERIFY(near(eq.latency, kTriangleLatency));

        const Platform &h = eq.platform;
        try {
            validatePlatform(h, "equivalent");
        } catch (const InputError &e) {
            QFAIL(e.what());
        }
        QCOMPARE(h.name, std::string("triangle (equivalent homogeneous)"));
        QCOMPARE(h.units, Units::Blocks);
        QCOMPARE(ids(h.processors), (std::vector<std::string>{"A", "B", "C"}));
        for (std::size_t i = 0; i < h.processors.size(); ++i) {
            QCOMPARE(h.processors[i].speed, 2.0);
            QCOMPARE(h.processors[i].memory, 20.0);
            QCOMPARE(h.processors[i].x, pl.processors[i].x);
            QCOMPARE(h.processors[i].y, pl.processors[i].y);
        }
        QCOMPARE(h.routers.size(), std::size_t{1});
        QCOMPARE(h.routers[0].id, std::string("segment"));
        // Above the topmost node (y = 0) by one spacing, at the mean x.
        QCOMPARE(h.routers[0].x, std::optional<double>(50.0));
        QCOMPARE(h.routers[0].y, std::optional<double>(-100.0));
        QCOMPARE(h.links.size(), std::size_t{3});
        for (const auto &l : h.links) {
            QCOMPARE(l.to, std::string("segment"));
            QCOMPARE(l.name, l.from + "-segment");
            QCOMPARE(l.bandwidth, eq.bandwidth);
            QCOMPARE(l.latency, eq.latency / 2);
            QVERIFY(l.bidirectional);
            QCOMPARE(l.sharing, Sharing::Shared);
        }
        checkSegmentRoutes(eq, {"A", "B", "C"});
    }

    // A master processor that does not compute keeps its speed and memory and still takes part
    // in the pairs; the average speed is over B and C only.
    void nonComputingMasterProcessor()
    {
        Platform pl = triangle();
        pl.master = "A";
        pl.masterComputes = false;
        const auto eq = equivalentHomogeneous(pl);
        QCOMPARE(eq.pairs, 3);
        QCOMPARE(eq.speed, 2.5);
        QVERIFY(near(eq.bandwidth, kTriangleBandwidth));
        QVERIFY(near(eq.latency, kTriangleLatency));
        const Platform &h = eq.platform;
        validatePlatform(h, "equivalent");
        QCOMPARE(h.master, std::string("A"));
        QVERIFY(!h.masterComputes);
        QCOMPARE(h.processors[0], pl.processors[0]);
        QCOMPARE(h.processors[1].speed, 2.5);
        QCOMPARE(h.processors[2].speed, 2.5);
        QCOMPARE(h.processors[1].memory, 25.0);
        QCOMPARE(totalSpeed(h.computingProcessors()), totalSpeed(pl.computingProcessors()));
        QCOMPARE(h.links.size(), std::size_t{3});
        checkSegmentRoutes(eq, {"A", "B", "C"});

        // A computing master is an ordinary processor.
        pl.masterComputes = true;
        const auto computing = equivalentHomogeneous(pl);
        QCOMPARE(computing.speed, 2.0);
        QCOMPARE(computing.platform.processors[0].speed, 2.0);
        QVERIFY(computing.platform.masterComputes);
    }

    void segmentIdAvoidsTakenIds()
    {
        Platform pl = triangle("segment");
        pl.routers.push_back({"segment-2", std::nullopt, std::nullopt});
        pl.links.push_back(link("", "segment-2", "B", 5, 0));
        validatePlatform(pl, "triangle");
        const auto eq = equivalentHomogeneous(pl);
        QCOMPARE(eq.platform.routers.size(), std::size_t{1});
        QCOMPARE(eq.platform.routers[0].id, std::string("segment-3"));
        QCOMPARE(eq.platform.links.front().name, std::string("segment-segment"));
        validatePlatform(eq.platform, "equivalent");
        // The original router is dropped and is not a participant; it hangs off B only, so
        // no route between participants changes.
        QVERIFY(near(eq.bandwidth, kTriangleBandwidth));
    }

    void singleProcessor()
    {
        Platform pl;
        pl.name = "one";
        pl.processors = {processor("P1", 4, 100, 0, 0)};
        validatePlatform(pl, "one");
        const auto eq = equivalentHomogeneous(pl);
        QCOMPARE(eq.pairs, 0);
        QCOMPARE(eq.bandwidth, 0.0);
        QCOMPARE(eq.latency, 0.0);
        QCOMPARE(eq.speed, 4.0);
        QVERIFY(eq.platform.links.empty());
        QVERIFY(eq.platform.routers.empty());
        QCOMPARE(eq.platform.processors, pl.processors);
        validatePlatform(eq.platform, "equivalent");
    }

    void noComputingProcessorThrows()
    {
        Platform pl;
        pl.processors = {processor("P1", 4, 100, 0, 0)};
        pl.master = "P1";
        QVERIFY_THROWS_EXCEPTION(InputError, equivalentHomogeneous(pl));
    }

    // Router masters (papers 002 and 004 examples, the generated star): the master is a
    // participant, so there are (p + 1)p/2 pairs. On a star every route has one or two links:
    // M–Pi is link i, Pi–Pj is min(b_i, b_j) wide and l_i + l_j long.
    void routerMasterStar_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("star16") << "star16.json";
        QTest::newRow("paper 004 Fig. 1") << "lbp-fig1.json";
        QTest::newRow("paper 002 Table 2") << "mw-table2.json";
    }
    void routerMasterStar()
    {
        QFETCH(QString, file);
        const Platform pl = example(file);
        const int p = static_cast<int>(pl.processors.size());
        QVERIFY(pl.findProcessor(pl.master) == nullptr);
        QCOMPARE(pl.links.size(), pl.processors.size());

        std::map<std::string, std::pair<double, double>> spoke; // processor -> (b, l)
        for (const auto &l : pl.links) {
            QCOMPARE(l.from, pl.master);
            spoke[l.to] = {l.bandwidth, l.latency};
        }
        double bandwidth = 0, latency = 0;
        for (auto i = spoke.begin(); i != spoke.end(); ++i) {
            bandwidth += i->second.first;
            latency += i->second.second;
            for (auto j = std::next(i); j != spoke.end(); ++j) {
                bandwidth += std::min(i->second.first, j->second.first);
                latency += i->second.second + j->second.second;
            }
        }
        const int pairs = (p + 1) * p / 2;

        const auto eq = equivalentHomogeneous(pl);
        QCOMPARE(eq.pairs, pairs);
        QVERIFY(near(eq.bandwidth, bandwidth / pairs));
        QVERIFY(near(eq.latency, latency / pairs));
        QVERIFY(near(totalSpeed(eq.platform.processors), totalSpeed(pl.processors)));
        try {
            validatePlatform(eq.platform, "equivalent");
        } catch (const InputError &e) {
            QFAIL(e.what());
        }
        // The router master is kept, with its position, and is the segment: a star again.
        QCOMPARE(eq.platform.routers.size(), std::size_t{1});
        QCOMPARE(eq.platform.routers[0], pl.routers[0]);
        QCOMPARE(eq.platform.master, pl.master);
        QCOMPARE(eq.platform.links.size(), pl.processors.size());
        for (const auto &l : eq.platform.links)
            QCOMPARE(l.to, pl.master);
        checkSegmentRoutes(eq, participants(pl));
    }

    void paper004ByHand()
    {
        // Four equal links of 8 blocks per time unit, latency 0, powers 1, 1, 2, 4.
        const auto eq = equivalentHomogeneous(example("lbp-fig1.json"));
        QCOMPARE(eq.pairs, 10);
        QCOMPARE(eq.bandwidth, 8.0);
        QCOMPARE(eq.latency, 0.0);
        QCOMPARE(eq.speed, 2.0);
    }

    void paper002ByHand()
    {
        // Spokes 1/2, 1/3, 1/5. Pairs: M–P1 1/2, M–P2 1/3, M–P3 1/5, P1–P2 1/3, P1–P3 1/5,
        // P2–P3 1/5: s = (1/2 + 2/3 + 3/5) / 6 = (53/30) / 6 = 53/180.
        const auto eq = equivalentHomogeneous(example("mw-table2.json"));
        QCOMPARE(eq.pairs, 6);
        QVERIFY(near(eq.bandwidth, 53.0 / 180.0));
        QVERIFY(near(eq.speed, (0.5 + 1.0 / 3.0 + 1.0) / 3.0));
    }

    void generatedInvariants_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("p");
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 3; ++seed) {
            QTest::addRow("tiers 20 seed %d", seed) << "tiers" << 20 << seed;
            QTest::addRow("mesh 16 seed %d", seed) << "mesh" << 16 << seed;
            QTest::addRow("cluster 20 seed %d", seed) << "cluster" << 20 << seed;
        }
        QTest::addRow("tiers 200 seed 7") << "tiers" << 200 << 7;
    }
    void generatedInvariants()
    {
        QFETCH(QString, kind);
        QFETCH(int, p);
        QFETCH(int, seed);
        GeneratorOptions o;
        o.kind = kind.toStdString();
        o.p = p;
        o.seed = static_cast<std::uint64_t>(seed);
        const Platform pl = generatePlatform(o);
        for (const auto &l : pl.links)
            QVERIFY(l.bidirectional); // pairBandwidthSum assumes an undirected graph

        const auto eq = equivalentHomogeneous(pl);
        const Platform &h = eq.platform;
        try {
            validatePlatform(h, "equivalent");
        } catch (const InputError &e) {
            QFAIL(e.what());
        }
        QCOMPARE(ids(h.processors), ids(pl.processors));
        QCOMPARE(ids(h.computingProcessors()), ids(pl.computingProcessors()));
        QVERIFY(near(totalSpeed(h.computingProcessors()), totalSpeed(pl.computingProcessors())));
        for (const auto &pr : h.computingProcessors())
            QCOMPARE(pr.speed, eq.speed);

        const auto nodes = participants(pl);
        const int k = static_cast<int>(nodes.size());
        QCOMPARE(eq.pairs, k * (k - 1) / 2);
        const bool routerMaster = !pl.master.empty() && !pl.findProcessor(pl.master);
        QCOMPARE(h.links.size(), nodes.size() - (routerMaster ? 1 : 0));
        QVERIFY2(near(eq.bandwidth * eq.pairs, pairBandwidthSum(pl, nodes)),
                 qPrintable(QString::number(eq.bandwidth * eq.pairs) + " vs "
                            + QString::number(pairBandwidthSum(pl, nodes))));
        QVERIFY(eq.latency > 0);
        checkSegmentRoutes(eq, nodes);
    }

    void disconnectedThrows()
    {
        Platform pl;
        pl.processors = {processor("A", 1, 1, 0, 0), processor("B", 1, 1, 0, 0),
                         processor("C", 1, 1, 0, 0)};
        pl.links = {link("", "A", "B", 1, 0)};
        try {
            equivalentHomogeneous(pl);
            QFAIL("no exception");
        } catch (const InputError &e) {
            const std::string what = e.what();
            QVERIFY2(what.find("'A'") != std::string::npos, e.what());
            QVERIFY2(what.find("'C'") != std::string::npos, e.what());
            QVERIFY2(what.find("not connected") != std::string::npos, e.what());
        }
    }

    // Connected as an undirected graph (validatePlatform accepts it), but B cannot reach A.
    void oneWayLinkThrows()
    {
        Platform pl;
        pl.processors = {processor("A", 1, 1, 0, 0), processor("B", 1, 1, 0, 0)};
        pl.links = {link("", "A", "B", 1, 0)};
        pl.links[0].bidirectional = false;
        validatePlatform(pl, "one-way");
        try {
            equivalentHomogeneous(pl);
            QFAIL("no exception");
        } catch (const InputError &e) {
            QCOMPARE(std::string(e.what()),
                     std::string("nodes 'A' and 'B' are not connected (no route from 'B' to 'A')"));
        }
    }
};

QTEST_GUILESS_MAIN(TestEquivalentHomogeneous)
#include "tst_equivalent_homogeneous.moc"
