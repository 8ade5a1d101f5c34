// The planned ring run by the simulator (paper 001 §2.1, Fig. 2): each step of the iterative
// computation lasts T_step, as equation (3) predicts, when the links have no latency.
#include "ring_checks.h"

#include "io/platform_json.h"
#include "model/generator.h"
#include "schedule/ring/ring_schedule.h"

#include <QtTest>

using namespace partita;
using namespace ringtest;

namespace {

Platform platformNamed(const QString &name)
{
    if (name == "triangle")
        return triangle();
    if (name == "toy")
        return readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/toy-cluster.json");
    // "tiersN": a generated platform of 37 machines, seed N
    return generatePlatform({"tiers", 37, name.mid(5).toULongLong()});
}

Platform withoutLatency(Platform p)
{
    for (auto &l : p.links)
        l.latency = 0;
    return p;
}

} // namespace

class TestRingSchedule : public QObject {
    Q_OBJECT
private slots:
    void stepLastsTStep_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<double>("w");
        QTest::addColumn<double>("h");
        QTest::addColumn<double>("q");
        QTest::addRow("triangle") << QString("triangle") << 12.0 << 2.0 << 1.0;
        QTest::addRow("triangle q=80") << QString("triangle") << 12.0 << 2.0 << 80.0;
        for (double ratio : {0.1, 1.0, 10.0})
            QTest::addRow("toy H/W=%g", ratio) << QString("toy") << 1000.0 << 1000 * ratio << 1.0;
        for (int seed : {1, 2, 3})
            for (double ratio : {1e-4, 1e-3, 1e-2})
                QTest::addRow("tiers seed %d H/W=%g", seed, ratio)
                    << QString("tiers%1").arg(seed) << 1000.0 << 1000 * ratio << 1.0;
    }
    // Without latency, every member that works finishes its computation and both sends at
    // T_step (the alpha_i equalize equation (3)); the boundaries it waits for were sent by
    // neighbours who finish by then too. So step t ends at (t+1)·T_step.
    void stepLastsTStep()
    {
        QFETCH(QString, platform);
        QFETCH(double, w);
        QFETCH(double, h);
        QFETCH(double, q);
        const auto pf = withoutLatency(platformNamed(platform));
        RingOptions o;
        o.w = w;
        o.h = h;
        o.q = q;
        o.iterations = 3;
        const auto r = planSharedRing(pf, o);
        const auto sim = r.run.simulate();
        QVERIFY2(close(sim.makespan, 3 * r.tStep), qPrintable(QString("simulated %1, 3·T_step %2")
                                                                 .arg(sim.makespan).arg(3 * r.tStep)));
        std::vector<double> stepEnd(3, 0.0);
        for (std::size_t a = 0; a < r.run.schedule.activities.size(); ++a) {
            const auto &act = r.run.schedule.activities[a];
            stepEnd[static_cast<std::size_t>(act.step)] = std::max(stepEnd[static_cast<std::size_t>(act.step)], sim.finish[a]);
            // in the first step, P_i computes alpha_i·W at its speed from time 0
            if (act.step == 0 && act.kind == sim::Activity::Kind::Compute) {
                const auto &p = pf.processors[static_cast<std::size_t>(act.node)];
                QVERIFY(close(sim.finish[a], r.alpha.at(p.id) * w / p.speed));
            }
        }
        for (int t = 0; t < 3; ++t)
            QVERIFY(close(stepEnd[static_cast<std::size_t>(t)], (t + 1) * r.tStep));
    }

    // With latencies (the generated platforms have 50 µs to 20 ms per link), a step lasts at
    // least T_step and at most T_step + L, L the largest sum of a member's two path latencies:
    // each member's next step waits for its own sends and its neighbours', each of which
    // started by the previous step's latest start and took at most T_step + L.
    void latencyBounds()
    {
        const auto pf = platformNamed("tiers1");
        RingOptions o;
        o.w = 1000;
        o.h = 1;
        o.iterations = 3;
        const auto r = planSharedRing(pf, o);
        QVERIFY(r.ring.size() > 2);
        double lmax = 0;
        for (std::size_t i = 0; i < r.paths.size(); i += 2)
            lmax = std::max(lmax, r.paths[i].latency + r.paths[i + 1].latency);
        QVERIFY(lmax > 0);
        const double makespan = r.run.simulate().makespan;
        QVERIFY(makespan >= 3 * r.tStep * (1 - 1e-12));
        QVERIFY(makespan <= 3 * (r.tStep + lmax) * (1 + 1e-12));
    }

    // The shape of the schedule and of its network: per step, one computation per member and
    // two sends; two receive routers and two links (one per path, at its bandwidth) per
    // member, the platform's own nodes first so node indices agree with it.
    void scheduleShape()
    {
        const auto pf = triangle();
        RingOptions o;
        o.w = 12;
        o.h = 2;
        o.iterations = 2;
        const auto r = planSharedRing(pf, o);
        const std::size_t q = r.ring.size();
        QCOMPARE(q, std::size_t{3});
        QCOMPARE(r.run.schedule.activities.size(), 2 * 3 * q);
        QCOMPARE(r.run.platform.processors, pf.processors);
        QCOMPARE(r.run.platform.routers.size(), pf.routers.size() + 2 * q);
        QCOMPARE(r.run.platform.links.size(), 2 * q);
        for (std::size_t k = 0; k < r.paths.size(); ++k) {
            QCOMPARE(r.run.platform.links[k].from, r.paths[k].from);
            QCOMPARE(r.run.platform.links[k].bandwidth, r.paths[k].bandwidth);
            QVERIFY(!r.run.platform.links[k].bidirectional);
        }
        const auto sim = r.run.simulate();
        QVERIFY(sim.trace.findResource("A>B succ") >= 0);
        QVERIFY(sim.trace.findResource("B:from-pred") >= 0);
    }

    // Physical units: W in Gflop, H in GB; the simulator counts multiply-adds and elements.
    void physicalUnits()
    {
        QCOMPARE(ring::multiplyAddsPerWorkUnit(Units::Physical, 80), 5e8);
        QCOMPARE(ring::elementsPerDataUnit(Units::Physical, 80), 1.25e8);
        QCOMPARE(ring::multiplyAddsPerWorkUnit(Units::Blocks, 80), 512000.0);
        QCOMPARE(ring::elementsPerDataUnit(Units::Blocks, 80), 6400.0);
    }
};

QTEST_GUILESS_MAIN(TestRingSchedule)
#include "tst_ring_schedule.moc"
