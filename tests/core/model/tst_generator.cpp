// The platform generator (core/model/generator.h): determinism by seed, the shape of each
// kind (paper 004 §5.1 and §6 for star and mesh, paper 001 §5.1 for tiers), connectivity,
// the heterogeneity bound and the rejection of bad options.
#include "model/error.h"
#include "model/generator.h"
#include "model/validate.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <queue>
#include <random>
#include <set>

using namespace partita;

namespace {

GeneratorOptions options(const QString &kind, int p, std::uint64_t seed = 1, double h = 3.5)
{
    GeneratorOptions o;
    o.kind = kind.toStdString();
    o.p = p;
    o.seed = seed;
    o.heterogeneity = h;
    return o;
}

// Nodes reached from the first processor over links taken as undirected.
std::size_t reachable(const Platform &pl)
{
    std::map<std::string, std::vector<std::string>> adjacent;
    for (const auto &l : pl.links) {
        adjacent[l.from].push_back(l.to);
        adjacent[l.to].push_back(l.from);
    }
    std::set<std::string> seen{pl.processors.front().id};
    std::queue<std::string> todo;
    todo.push(pl.processors.front().id);
    while (!todo.empty()) {
        const std::string node = todo.front();
        todo.pop();
        for (const auto &next : adjacent[node])
            if (seen.insert(next).second)
                todo.push(next);
    }
    return seen.size();
}

double ratio(const std::vector<double> &v)
{
    const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
    return *hi / *lo;
}

} // namespace

class TestGenerator : public QObject {
    Q_OBJECT

private slots:
    // The standard fixes mt19937_64's output ([rand.predef]: the 10000th value of a
    // default-constructed engine is 9981545732273789042); the generator relies on it.
    void engineIsTheStandardOne()
    {
        std::mt19937_64 engine;
        engine.discard(9999);
        QCOMPARE(engine(), std::uint64_t{9981545732273789042ULL});
    }

    void sameSeedSamePlatform_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("p");
        QTest::newRow("star 16") << "star" << 16;
        QTest::newRow("star 1") << "star" << 1;
        QTest::newRow("mesh 5x5") << "mesh" << 25;
        QTest::newRow("mesh 2x2") << "mesh" << 4;
        QTest::newRow("cluster 40") << "cluster" << 40;
        QTest::newRow("tiers 37") << "tiers" << 37;
        QTest::newRow("tiers 70") << "tiers" << 70;
    }
    void sameSeedSamePlatform()
    {
        QFETCH(QString, kind);
        QFETCH(int, p);
        const Platform a = generatePlatform(options(kind, p, 42));
        const Platform b = generatePlatform(options(kind, p, 42));
        QVERIFY(a == b);
        QVERIFY(!(a == generatePlatform(options(kind, p, 43))));
        QVERIFY(!(a == generatePlatform(options(kind, p, 42, 2.0))));
    }

    // Expected counts: star p workers + router M with one link each (paper 004 §6.1); mesh
    // s×s nodes and 2·s·(s-1) links, the source not computing (paper 004 (44)); cluster p
    // machines on one switch; tiers p machines and at least one router per level.
    void counts_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("p");
        QTest::addColumn<int>("routers"); // -1: at least 3
        QTest::addColumn<int>("links");   // -1: at least nodes - 1
        QTest::addColumn<int>("computing");
        QTest::newRow("star 16") << "star" << 16 << 1 << 16 << 16;
        QTest::newRow("star 1") << "star" << 1 << 1 << 1 << 1;
        QTest::newRow("mesh 2x2") << "mesh" << 4 << 0 << 4 << 3;
        QTest::newRow("mesh 5x5") << "mesh" << 25 << 0 << 40 << 24;
        QTest::newRow("mesh 9x9") << "mesh" << 81 << 0 << 144 << 80;
        QTest::newRow("cluster 1") << "cluster" << 1 << 1 << 1 << 0;
        QTest::newRow("cluster 100") << "cluster" << 100 << 1 << 100 << 99;
        QTest::newRow("tiers 1") << "tiers" << 1 << -1 << -1 << 1;
        QTest::newRow("tiers 37") << "tiers" << 37 << -1 << -1 << 37;
        QTest::newRow("tiers 500") << "tiers" << 500 << -1 << -1 << 500;
    }
    void counts()
    {
        QFETCH(QString, kind);
        QFETCH(int, p);
        QFETCH(int, routers);
        QFETCH(int, links);
        QFETCH(int, computing);
        const Platform pl = generatePlatform(options(kind, p, 7));
        QCOMPARE(int(pl.processors.size()), p);
        for (int i = 0; i < p; ++i)
            QCOMPARE(QString::fromStdString(pl.processors[std::size_t(i)].id), QString("P%1").arg(i + 1));
        const int nodes = int(pl.processors.size() + pl.routers.size());
        if (routers >= 0)
            QCOMPARE(int(pl.routers.size()), routers);
        else
            QVERIFY(pl.routers.size() >= 3);
        if (links >= 0)
            QCOMPARE(int(pl.links.size()), links);
        else
            QVERIFY(int(pl.links.size()) >= nodes - 1);
        QCOMPARE(int(pl.computingProcessors().size()), computing);
        QVERIFY(pl.hasNode(pl.master));
    }

    // Every generated platform passes the readers' checks (unique ids, positive values,
    // known link ends, connected graph) and also a BFS of our own; every node has x and y,
    // every link a unique name.
    void validAndConnected_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("p");
        QTest::addColumn<double>("h");
        const QStringList kinds{"star", "cluster", "tiers"};
        for (const QString &k : kinds)
            for (int p : {1, 2, 3, 9, 16, 37, 70, 1000})
                for (double h : {1.0, 3.5, 100.0})
                    QTest::addRow("%s p=%d H=%g", qPrintable(k), p, h) << k << p << h;
        for (int s : {2, 3, 4, 5, 7, 9, 30})
            for (double h : {1.0, 3.5, 100.0})
                QTest::addRow("mesh %dx%d H=%g", s, s, h) << "mesh" << s * s << h;
    }
    void validAndConnected()
    {
        QFETCH(QString, kind);
        QFETCH(int, p);
        QFETCH(double, h);
        for (std::uint64_t seed : {1ULL, 2ULL, 1234567ULL}) {
            const Platform pl = generatePlatform(options(kind, p, seed, h));
            const auto issues = platformIssues(pl);
            QVERIFY2(issues.empty(), issues.empty() ? "" : issues.front().message.c_str());
            QCOMPARE(reachable(pl), pl.processors.size() + pl.routers.size());
            for (const auto &pr : pl.processors)
                QVERIFY(pr.x && pr.y);
            for (const auto &r : pl.routers)
                QVERIFY(r.x && r.y);
            std::set<std::string> names;
            for (const auto &l : pl.links) {
                QVERIFY(!l.name.empty());
                QVERIFY(names.insert(l.name).second);
                QVERIFY(l.latency > 0);
            }
        }
    }

    // Speeds are fastest/u with u uniform in [1, H] (paper 004 §6: unit times uniform), so
    // max/min speed <= H; link bandwidths of star and mesh follow the link spread
    // 1 + 2(H-1)/3 (8/3 at H = 3.5, the paper's (0.0003, 0.0008)).
    void heterogeneityBound_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("p");
        QTest::addColumn<double>("h");
        for (const QString k : {"star", "mesh", "cluster", "tiers"})
            for (double h : {1.0, 1.5, 3.5, 10.0, 1000.0})
                QTest::addRow("%s H=%g", qPrintable(k), h) << k << (k == "mesh" ? 400 : 401) << h;
    }
    void heterogeneityBound()
    {
        QFETCH(QString, kind);
        QFETCH(int, p);
        QFETCH(double, h);
        const Platform pl = generatePlatform(options(kind, p, 99, h));
        std::vector<double> speeds, bandwidths;
        for (const auto &pr : pl.processors)
            speeds.push_back(pr.speed);
        for (const auto &l : pl.links)
            bandwidths.push_back(l.bandwidth);
        QVERIFY2(ratio(speeds) <= h * (1 + 1e-12), qPrintable(QString::number(ratio(speeds))));
        if (h == 1.0)
            QCOMPARE(ratio(speeds), 1.0);
        // 400 uniform draws: some u in the top and some in the bottom tenth of [1, H] (each
        // missed with probability 0.9^400 < 1e-18).
        if (h > 1.0 && kind != "cluster" && kind != "tiers")
            QVERIFY(ratio(speeds) > 0.99 * (1 + 0.9 * (h - 1)) / (1 + 0.1 * (h - 1)));
        if (kind == "star" || kind == "mesh")
            QVERIFY(ratio(bandwidths) <= linkHeterogeneity(h) * (1 + 1e-12));
    }

    void linkSpreadOfThePaper()
    {
        // Paper 004 §6.1: w·Tcp in (0.0002, 0.0007), z·Tcm in (0.0003, 0.0008).
        QCOMPARE(linkHeterogeneity(3.5), 0.0008 / 0.0003);
        QCOMPARE(linkHeterogeneity(1.0), 1.0);
        QCOMPARE(GeneratorOptions{}.heterogeneity, 0.0007 / 0.0002);
    }

    // Paper 004 §5.1: "we assume that the source is located at the center of this mesh".
    void meshSourceAtCentre_data()
    {
        QTest::addColumn<int>("p");
        QTest::addColumn<QString>("master");
        QTest::newRow("3x3") << 9 << "P5";
        QTest::newRow("5x5") << 25 << "P13";
        QTest::newRow("9x9") << 81 << "P41";
        QTest::newRow("4x4: upper-left of the four central nodes") << 16 << "P6";
    }
    void meshSourceAtCentre()
    {
        QFETCH(int, p);
        QFETCH(QString, master);
        const Platform pl = generatePlatform(options("mesh", p));
        QCOMPARE(QString::fromStdString(pl.master), master);
        QVERIFY(!pl.masterComputes);
        std::map<std::string, int> degree;
        for (const auto &l : pl.links) {
            ++degree[l.from];
            ++degree[l.to];
        }
        QCOMPARE(degree[pl.master], 4);
    }

    void starShape()
    {
        const Platform pl = generatePlatform(options("star", 16, 5));
        QCOMPARE(pl.master, std::string("M"));
        QVERIFY(!pl.masterComputes);
        for (const auto &l : pl.links)
            QCOMPARE(l.from, std::string("M"));
        // Workers on a circle around M at (0, 0), rounded to 0.1.
        const double r0 = std::hypot(*pl.processors[0].x, *pl.processors[0].y);
        for (const auto &pr : pl.processors)
            QVERIFY(std::abs(std::hypot(*pr.x, *pr.y) - r0) < 0.2);
    }

    void clusterHosts()
    {
        const Platform pl = generatePlatform(options("cluster", 12, 3));
        QCOMPARE(pl.processors[0].host, std::string("node01"));
        QCOMPARE(pl.processors[11].host, std::string("node12"));
        QCOMPARE(pl.master, std::string("P1"));
        const Platform big = generatePlatform(options("cluster", 150, 3));
        QCOMPARE(big.processors[0].host, std::string("node001"));
        std::set<double> speeds;
        for (const auto &pr : big.processors)
            speeds.insert(pr.speed);
        QVERIFY(speeds.size() <= 4); // four CPU generations
    }

    void tiersLevels()
    {
        const Platform pl = generatePlatform(options("tiers", 70, 11));
        bool shared = false, backbone = false;
        for (const auto &l : pl.links)
            (l.sharing == Sharing::Backbone ? backbone : shared) = true;
        QVERIFY(shared && backbone);
        std::set<double> rows;
        for (const auto &r : pl.routers)
            rows.insert(*r.y);
        QCOMPARE(int(rows.size()), 3); // WAN, MAN and LAN routers on three rows
        QVERIFY(pl.masterComputes);
    }

    // The Tiers model with explicit parameters: paper 001 §5.1 gives 37 machines behind 47
    // routers and 91 links (Fig. 3), 70 machines behind 103 routers and 182 links (Fig. 4).
    void tiersShapeOfThePaper_data()
    {
        QTest::addColumn<int>("p");
        QTest::addColumn<int>("routers");
        QTest::addColumn<int>("links");
        QTest::newRow("Fig. 3") << 37 << 47 << 91;
        QTest::newRow("Fig. 4") << 70 << 103 << 182;
    }
    void tiersShapeOfThePaper()
    {
        QFETCH(int, p);
        QFETCH(int, routers);
        QFETCH(int, links);
        const auto shape = paper001TiersShape(p);
        QVERIFY(shape);
        QCOMPARE(shape->routers(), routers);
        QCOMPARE(shape->links(p), links);
        for (std::uint64_t seed : {1u, 2u, 3u, 99u}) {
            GeneratorOptions o = options("tiers", p, seed, 8.5);
            o.tiers = shape;
            const Platform pl = generatePlatform(o);
            QCOMPARE(int(pl.processors.size()), p);
            QCOMPARE(int(pl.routers.size()), routers);
            QCOMPARE(int(pl.links.size()), links);
            QCOMPARE(reachable(pl), pl.processors.size() + pl.routers.size());
            // no two links join the same pair of nodes
            std::set<std::pair<std::string, std::string>> pairs;
            for (const auto &l : pl.links)
                QVERIFY(pairs.insert({std::min(l.from, l.to), std::max(l.from, l.to)}).second);
            // every machine hangs from one LAN hub, every hub has a machine
            std::map<std::string, int> hubMachines;
            for (const auto &l : pl.links)
                if (l.to.front() == 'P')
                    ++hubMachines[l.from];
            QCOMPARE(int(hubMachines.size()), shape->mans * shape->lansPerMan);
            QCOMPARE(generatePlatform(o), pl); // same seed, same platform
        }
        QVERIFY(!paper001TiersShape(38));
    }

    // Counts of a small shape by hand: SW = 3, NM = 2, SM = 3, NL = 2, RW = 1 (the WAN a
    // triangle), RM = 1 (each MAN a triangle), RMW = 2, RLM = 2: 3 + 6 + 4 = 13 routers and
    // 3 + 2·(3 + 2) + 4·2 + p = 21 + p links.
    void tiersShapeCounts()
    {
        GeneratorOptions o = options("tiers", 9, 5);
        o.tiers = TiersShape{3, 2, 3, 2, 1, 1, 2, 2};
        const Platform pl = generatePlatform(o);
        QCOMPARE(int(pl.routers.size()), 13);
        QCOMPARE(int(pl.links.size()), 30);
        // WAN routers come first (R1-R3): their links are the triangle
        const std::set<std::string> wanNodes{"R1", "R2", "R3"};
        int wan = 0;
        for (const auto &l : pl.links)
            wan += wanNodes.count(l.from) && wanNodes.count(l.to) ? 1 : 0;
        QCOMPARE(wan, 3);
    }

    void tiersShapeRefused_data()
    {
        QTest::addColumn<int>("p");
        QTest::addColumn<QList<int>>("shape");
        QTest::addColumn<QString>("message");
        QTest::newRow("no MAN") << 9 << QList<int>{3, 0, 3, 2, 0, 0, 1, 1} << "must be 1 or more";
        QTest::newRow("WAN redundancy") << 9 << QList<int>{3, 2, 3, 2, 2, 0, 1, 1} << "WAN redundancy must be between 0 and 1";
        QTest::newRow("MAN redundancy") << 9 << QList<int>{3, 2, 2, 2, 0, 1, 1, 1} << "MAN redundancy must be between 0 and 0";
        QTest::newRow("RMW") << 9 << QList<int>{2, 2, 3, 2, 0, 0, 3, 1} << "links of a MAN to the WAN must be between 1 and 2";
        QTest::newRow("RLM") << 9 << QList<int>{2, 2, 3, 2, 0, 0, 1, 4} << "links of a LAN to its MAN must be between 1 and 3";
        QTest::newRow("too few machines") << 3 << QList<int>{2, 2, 3, 2, 0, 0, 1, 1} << "every LAN needs a machine: 4 LANs for p = 3";
    }
    void tiersShapeRefused()
    {
        QFETCH(int, p);
        QFETCH(QList<int>, shape);
        QFETCH(QString, message);
        GeneratorOptions o = options("tiers", p);
        o.tiers = TiersShape{shape[0], shape[1], shape[2], shape[3], shape[4], shape[5], shape[6], shape[7]};
        try {
            generatePlatform(o);
            QFAIL("no InputError thrown");
        } catch (const InputError &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        }
        o.kind = "star";
        QVERIFY_THROWS_EXCEPTION(InputError, generatePlatform(o));
    }

    // Values recorded from this implementation: a change here means that files generated
    // by earlier versions with the same seed are no longer reproduced.
    void goldenStar()
    {
        const Platform pl = generatePlatform(options("star", 3, 1));
        QCOMPARE(pl.name, std::string("star p=3 seed=1 H=3.5"));
        const std::vector<double> speeds{7.492, 4.699, 5.327};
        const std::vector<double> bandwidths{1.018, 1.208, 0.4962};
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(pl.processors[i].speed, speeds[i]);
            QCOMPARE(pl.links[i].bandwidth, bandwidths[i]);
        }
    }

    void badOptions_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("p");
        QTest::addColumn<double>("h");
        QTest::addColumn<QString>("message");
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        QTest::newRow("unknown kind") << "ring" << 4 << 3.5 << "unknown platform kind 'ring'";
        QTest::newRow("empty kind") << "" << 4 << 3.5 << "unknown platform kind ''";
        QTest::newRow("p = 0") << "star" << 0 << 3.5 << "between 1 and 100000 (got 0)";
        QTest::newRow("p < 0") << "tiers" << -3 << 3.5 << "(got -3)";
        QTest::newRow("p too large") << "cluster" << 100001 << 3.5 << "(got 100001)";
        QTest::newRow("mesh not square") << "mesh" << 10 << 3.5 << "10 is not a perfect square";
        QTest::newRow("mesh 1x1") << "mesh" << 1 << 3.5 << "no processor besides the source";
        QTest::newRow("H < 1") << "star" << 4 << 0.5 << "heterogeneity must be between 1";
        QTest::newRow("H too large") << "star" << 4 << 1001.0 << "(got 1001)";
        QTest::newRow("H NaN") << "star" << 4 << nan << "heterogeneity";
        QTest::newRow("H inf") << "mesh" << 4 << inf << "heterogeneity";
    }
    void badOptions()
    {
        QFETCH(QString, kind);
        QFETCH(int, p);
        QFETCH(double, h);
        QFETCH(QString, message);
        try {
            generatePlatform(options(kind, p, 1, h));
            QFAIL("no InputError thrown");
        } catch (const InputError &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestGenerator)
#include "tst_generator.moc"
