// Widest paths on residual capacities (paper 001 §4.2).
#include "ring_checks.h"

#include "io/platform_json.h"
#include "schedule/ring/ring_network.h"

#include <QtTest>

using namespace partita;
using namespace partita::ring;

class TestRingNetwork : public QObject {
    Q_OBJECT
private slots:
    // Triangle ab = 4, bc = 2, ca = 6: from B, the widest way to C is B-A-C (min(4, 6) = 4),
    // not the direct bc (2); to A it is the direct ab (4).
    void widestBeatsShortest()
    {
        const RingNetwork net(ringtest::triangle());
        const int a = net.nodeIndex("A"), b = net.nodeIndex("B"), c = net.nodeIndex("C");
        const auto f = net.widest(b, {c, a}, net.capacities(), false);
        QVERIFY(f[0].reachable && f[1].reachable);
        QCOMPARE(f[0].links, (std::vector<int>{0, 2}));
        QCOMPARE(f[0].width, 4.0);
        QCOMPARE(f[1].links, std::vector<int>{0});
        // towards the root: from C and A to B, links in travel order
        const auto t = net.widest(b, {c, a}, net.capacities(), true);
        QCOMPARE(t[0].links, (std::vector<int>{2, 0}));
        QCOMPARE(t[1].links, std::vector<int>{0});
    }

    // Residual capacities: with ab used up, B reaches C directly (2) and A through C
    // (min(2, 6) = 2). A backbone link is never used up: with ab a backbone, B-A-C again.
    void residualAndBackbone()
    {
        auto pf = ringtest::triangle();
        {
            const RingNetwork net(pf);
            auto res = net.capacities();
            res[0] = 0;
            const auto f = net.widest(net.nodeIndex("B"), {net.nodeIndex("C"), net.nodeIndex("A")}, res, false);
            QCOMPARE(f[0].links, std::vector<int>{1});
            QCOMPARE(f[1].links, (std::vector<int>{1, 2}));
            QCOMPARE(f[1].width, 2.0);
        }
        pf.links[0].sharing = Sharing::Backbone;
        const RingNetwork net(pf);
        auto res = net.capacities();
        res[0] = 0;
        const auto f = net.widest(net.nodeIndex("B"), {net.nodeIndex("C")}, res, false);
        QCOMPARE(f[0].links, (std::vector<int>{0, 2}));
    }

    // Equal bottlenecks: fewer hops win. All three triangle links at 4: A to B directly.
    void tieGoesToFewerHops()
    {
        auto pf = ringtest::triangle();
        for (auto &l : pf.links)
            l.bandwidth = 4;
        const RingNetwork net(pf);
        const auto f = net.widest(net.nodeIndex("A"), {net.nodeIndex("B")}, net.capacities(), false);
        QCOMPARE(f[0].links, std::vector<int>{0});
    }

    // Toy cluster (a = P1-Q 10, b = Q-P2 20, g = Q-P5 10, h = P1-P5 5): from P1, P5 is reached
    // by a-g (min(10, 10) = 10), wider than the direct h (5); P2 by a-b (min(10, 20) = 10).
    void toyClusterRoutes()
    {
        const auto pf = readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/toy-cluster.json");
        const RingNetwork net(pf);
        const auto f = net.widest(net.nodeIndex("P1"), {net.nodeIndex("P5"), net.nodeIndex("P2")},
                                  net.capacities(), false);
        // links a = 0, b = 1, g = 6, h = 7
        QCOMPARE(f[0].links, (std::vector<int>{0, 6}));
        QCOMPARE(f[1].links, (std::vector<int>{0, 1}));
        QCOMPARE(f[1].width, 10.0);
    }

    // A one-way link is only usable from `from` to `to`.
    void unidirectionalLink()
    {
        Platform pf;
        pf.processors = {ringtest::processor("X", 1), ringtest::processor("Y", 1)};
        pf.links = {ringtest::link("xy", "X", "Y", 1, Sharing::Shared, false)};
        const RingNetwork net(pf);
        QVERIFY(net.widest(0, {1}, net.capacities(), false)[0].reachable);
        QVERIFY(!net.widest(1, {0}, net.capacities(), false)[0].reachable);
        QVERIFY(net.widest(1, {0}, net.capacities(), true)[0].reachable);
    }
};

QTEST_GUILESS_MAIN(TestRingNetwork)
#include "tst_ring_network.moc"
