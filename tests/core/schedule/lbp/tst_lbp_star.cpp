// lbp-star (paper 004 §4) against the simulator's own trace, the paper's product formulas and
// numbers worked out by hand on the Fig. 1 example.
#include "common/platforms.h"
#include "io/platform_json.h"
#include "model/error.h"
#include "schedule/lbp/lbp_star.h"
#include "sim/simulator.h"

#include "../data_checks.h"

#include <QtTest>

#include <cmath>

using namespace partita;

namespace {

// lbp-star's options as their names (the command line's spelling).
LbpStarOptions opts(const std::string &mode, const std::string &order)
{
    return LbpStarOptions{parseStarMode(mode), parseServiceOrder(order)};
}

} // namespace

Q_DECLARE_METATYPE(partita::Platform)

namespace {

std::string example(const char *name) { return std::string(PARTITA_SOURCE_DIR) + "/resources/examples/" + name; }

// test::star: master router M and workers P1..Pp (blocks units): speed s_i, bandwidth b_i,
// latency L.
using test::star;

bool near(double a, double b, double rel = 1e-9) { return std::abs(a - b) <= rel * std::max(1.0, std::abs(b)); }

// Finishing time of each processor's computation, from the simulated trace (0 if it has none).
std::vector<double> computeEnds(const sim::SimResult &r, const std::vector<std::string> &ids)
{
    std::vector<double> f(ids.size(), 0.0);
    for (const auto &iv : r.trace.intervals)
        if (iv.kind == IntervalKind::Compute)
            for (std::size_t i = 0; i < ids.size(); ++i)
                if (r.trace.resources[static_cast<std::size_t>(iv.resource)].id == ids[i])
                    f[i] = std::max(f[i], iv.end);
    return f;
}

// The paper's product formulas with L = 0, written as printed: k_i = Π_{j=2..i} r_j · k_1 and
// k_1 = N / (1 + Σ_{i=2..p} Π_{j=2..i} r_j), with r_j per mode (c = N² w T_cp, m = 2N z T_cm;
// numerator and denominator of eq. 10, 18, 26 multiplied by N):
//   SCSS eq. 10-11: r_j = (c_{j-1} - m_{j-1}) / c_j
//   SCCS eq. 18-19: r_j = c_{j-1} / (c_j + m_j)
//   PCCS eq. 26-27: r_j = (c_{j-1} + m_{j-1}) / (c_j + m_j)
//   PCSS eq. 31-32: r_j = c_{j-1} / c_j
std::vector<double> paperK(const std::string &mode, const std::vector<StarMember> &m, double n)
{
    std::vector<double> prod{1.0};
    for (std::size_t j = 1; j < m.size(); ++j) {
        const auto &a = m[j - 1].times, &b = m[j].times;
        double r = 0;
        if (mode == "scss")
            r = (a.compute - a.transfer) / b.compute;
        else if (mode == "sccs")
            r = a.compute / (b.compute + b.transfer);
        else if (mode == "pccs")
            r = (a.compute + a.transfer) / (b.compute + b.transfer);
        else
            r = a.compute / b.compute;
        prod.push_back(prod.back() * r);
    }
    double s = 0;
    for (double x : prod)
        s += x;
    std::vector<double> k;
    for (double x : prod)
        k.push_back(x * n / s);
    return k;
}

} // namespace

class TestLbpStar : public QObject {
    Q_OBJECT
private slots:
    // Relaxed optimum simulated with its real-valued k: every selected processor finishes at
    // the same time (Theorem 2), and that time is the closed form's T_f (eq. 12, 20, 28, 33).
    void relaxedSolutionFinishesTogether_data()
    {
        QTest::addColumn<Platform>("platform");
        QTest::addColumn<qint64>("n");
        QTest::addColumn<qint64>("q");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("order");
        const Platform fig1 = readPlatformFile(example("lbp-fig1.json"));
        const Platform s16 = readPlatformFile(example("star16.json")); // physical units, latency 5e-5 s
        // blocks, heterogeneous links, compute-bound enough for SCSS to keep all 5 busy
        const Platform het = star({1, 3, 2, 5, 0.5}, {40, 10, 25, 60, 30});
        const Platform lat = star({1, 3, 2, 5, 0.5}, {40, 10, 25, 60, 30}, {.latency = 2.0});
        for (const char *mode : {"scss", "sccs", "pccs", "pcss"})
            for (const char *order : {"file", "bandwidth", "speed"}) {
                const QString tag = QString("%1/%2").arg(mode, order);
                QTest::newRow(qPrintable("fig1/" + tag)) << fig1 << qint64(8) << qint64(1) << QString(mode) << QString(order);
                QTest::newRow(qPrintable("het/" + tag)) << het << qint64(30) << qint64(1) << QString(mode) << QString(order);
                QTest::newRow(qPrintable("latency/" + tag)) << lat << qint64(30) << qint64(1) << QString(mode) << QString(order);
                QTest::newRow(qPrintable("star16/" + tag)) << s16 << qint64(1000) << qint64(80) << QString(mode) << QString(order);
            }
    }
    void relaxedSolutionFinishesTogether()
    {
        QFETCH(Platform, platform);
        QFETCH(qint64, n);
        QFETCH(qint64, q);
        QFETCH(QString, mode);
        QFETCH(QString, order);
        const Problem problem{n, q};
        const auto r = planLbpStar(platform, problem, opts(mode.toStdString(), order.toStdString()));
        const auto schedule = lbpStarSchedule(platform, problem, r.mode, r.ids, r.relaxedK);
        const sim::SimPlatform pf(r.run.platform, static_cast<double>(q), lbpCommModel(r.mode));
        const auto sim = sim::simulate(pf, schedule);
        const auto ends = computeEnds(sim, r.ids);
        double sum = 0;
        for (std::size_t i = 0; i < r.ids.size(); ++i) {
            sum += r.relaxedK[i];
            if (r.relaxedK[i] > 0)
                QVERIFY2(near(ends[i], r.relaxedMakespan),
                         qPrintable(QString("%1 ends at %2, T_f = %3").arg(QString::fromStdString(r.ids[i])).arg(ends[i]).arg(r.relaxedMakespan)));
        }
        QVERIFY(near(sim.makespan, r.relaxedMakespan));
        QVERIFY(near(sum, static_cast<double>(n))); // eq. 9, 17, 25, 30
    }

    // Integer solution (§4.5): Σ k = n, and it cannot beat the relaxed optimum.
    void integerSolution_data() { relaxedSolutionFinishesTogether_data(); }
    void integerSolution()
    {
        QFETCH(Platform, platform);
        QFETCH(qint64, n);
        QFETCH(qint64, q);
        QFETCH(QString, mode);
        QFETCH(QString, order);
        const auto r = planLbpStar(platform, Problem{n, q}, opts(mode.toStdString(), order.toStdString()));
        std::int64_t sum = 0;
        for (auto k : r.k) {
            QVERIFY(k >= 0);
            sum += k;
        }
        QCOMPARE(sum, n);
        QVERIFY(r.makespan >= r.relaxedMakespan * (1 - 1e-9));
        // the stored schedule is the one simulated
        QCOMPARE(r.run.simulate().makespan, r.makespan);
        // every element of A and B leaves the master once (paper 004 Theorem 1): 2n² in all
        double sent = 0;
        for (const auto &a : r.run.schedule.activities)
            if (a.kind == sim::Activity::Kind::Transfer)
                sent += a.amount;
        QVERIFY(near(sent, 2.0 * static_cast<double>(n) * static_cast<double>(n)));
        // Activity::data (element coordinates: n³ updates, so on the small rows only): the
        // layers make every update once, each from the columns its message brought.
        if (n > 64)
            return;
        QCOMPARE(r.run.schedule.blockSide, std::int64_t{1});
        const auto cover = datachecks::coverageViolation(r.run.schedule, n);
        QVERIFY2(cover.empty(), cover.c_str());
        const int master = r.run.simPlatform().nodeIndex(platform.master);
        const auto supply = datachecks::supplyViolation(r.run.schedule, datachecks::heldBy(master));
        QVERIFY2(supply.empty(), supply.c_str());
    }

    // With L = 0 the k_i are the paper's product formulas, eq. 10-11, 18-19, 26-27, 31-32.
    void productFormulas_data()
    {
        QTest::addColumn<QString>("mode");
        for (const char *mode : {"scss", "sccs", "pccs", "pcss"})
            QTest::newRow(mode) << QString(mode);
    }
    void productFormulas()
    {
        QFETCH(QString, mode);
        const Platform het = star({1, 3, 2, 5, 0.5}, {40, 10, 25, 60, 30});
        const Problem problem{30, 1};
        const auto members = lbpStarMembers(het, problem, ServiceOrder::File);
        const auto expected = paperK(mode.toStdString(), members, 30);
        const auto r = planLbpStar(het, problem, opts(mode.toStdString(), "file"));
        QCOMPARE(r.relaxedK.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            QVERIFY(near(r.relaxedK[i], expected[i], 1e-12));
        // T_f: eq. 12 (c_1 k_1), 20 and 28 ((c_1 + m_1) k_1), 33 (c_1 k_1)
        const auto &t = members[0].times;
        const double tf = (mode == "sccs" || mode == "pccs") ? (t.compute + t.transfer) * expected[0] : t.compute * expected[0];
        QVERIFY(near(r.relaxedMakespan, tf, 1e-12));
    }

    // Paper 004 Fig. 1 (lbp-fig1.json), n = 8, q = 1: speeds 1, 1, 2, 4 and links of 8 blocks
    // per time unit, so c_i = 64/s_i = 64, 64, 32, 16 and m_i = 2·8/8 = 2 for every worker.
    //  SCSS: k = (32768, 31744, 61504, 115320)/30167, T_f = 64·k_1 = 2097152/30167; rounded
    //        1,1,2,4; simulated: P4's 64 elements go out in [8,16], it computes 256 at speed 4
    //        from 8 to 72.
    //  SCCS: k = (40392, 39168, 73728, 131072)/35545, T_f = 66·k_1 = 2665872/35545; rounded
    //        1,1,2,4: P4 receives in [8,16] and computes until 80.
    //  PCCS: k_i = T_f/(c_i + 2), T_f = 8/(2/66 + 1/34 + 1/18) = 6732/97; k = (102, 102, 198,
    //        374)/97; rounded 1,1,2,4: P3 and P4 end at 4 + 64 = 68 and 8 + 64 = 72.
    //  PCSS: k ∝ speed = 1,1,2,4 exactly, everyone ends at 64 (scheme S3 of Fig. 1).
    void figure1ByHand_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QVector<double>>("relaxedK");
        QTest::addColumn<double>("relaxedMakespan");
        QTest::addColumn<double>("makespan");
        QTest::newRow("scss") << "scss" << QVector<double>{32768. / 30167, 31744. / 30167, 61504. / 30167, 115320. / 30167}
                              << 2097152. / 30167 << 72.0;
        QTest::newRow("sccs") << "sccs" << QVector<double>{40392. / 35545, 39168. / 35545, 73728. / 35545, 131072. / 35545}
                              << 2665872. / 35545 << 80.0;
        QTest::newRow("pccs") << "pccs" << QVector<double>{102. / 97, 102. / 97, 198. / 97, 374. / 97} << 6732. / 97 << 72.0;
        QTest::newRow("pcss") << "pcss" << QVector<double>{1, 1, 2, 4} << 64.0 << 64.0;
    }
    void figure1ByHand()
    {
        QFETCH(QString, mode);
        QFETCH(QVector<double>, relaxedK);
        QFETCH(double, relaxedMakespan);
        QFETCH(double, makespan);
        const auto r = planLbpStar(readPlatformFile(example("lbp-fig1.json")), Problem{8, 1}, opts(mode.toStdString(), "file"));
        QCOMPARE(r.ids, (std::vector<std::string>{"P1", "P2", "P3", "P4"}));
        for (int i = 0; i < 4; ++i)
            QVERIFY(near(r.relaxedK[static_cast<std::size_t>(i)], relaxedK[i], 1e-12));
        QVERIFY(near(r.relaxedMakespan, relaxedMakespan, 1e-12));
        QCOMPARE(r.k, (std::vector<std::int64_t>{1, 1, 2, 4}));
        QVERIFY(near(r.makespan, makespan));
        QVERIFY(r.notes.empty());
    }

    // PCSS: k_i ∝ speed (eq. 31), whatever the links.
    void pcssIsProportionalToSpeed()
    {
        const Platform p = readPlatformFile(example("star16.json"));
        const auto r = planLbpStar(p, Problem{1000, 80}, opts("pcss", "file"));
        double total = 0;
        for (const auto &pr : p.processors)
            total += pr.speed;
        for (std::size_t i = 0; i < r.ids.size(); ++i)
            QVERIFY(near(r.relaxedK[i], 1000.0 * p.findProcessor(r.ids[i])->speed / total, 1e-12));
    }

    // The order option decides the service order (and so the SC solutions).
    void orderOption()
    {
        // speeds 1, 3, 2; bandwidths 10, 5, 20
        const Platform p = star({1, 3, 2}, {10, 5, 20});
        const Problem problem{12, 1};
        QCOMPARE(planLbpStar(p, problem, opts("sccs", "file")).ids, (std::vector<std::string>{"P1", "P2", "P3"}));
        QCOMPARE(planLbpStar(p, problem, opts("sccs", "bandwidth")).ids, (std::vector<std::string>{"P3", "P1", "P2"}));
        QCOMPARE(planLbpStar(p, problem, opts("sccs", "speed")).ids, (std::vector<std::string>{"P2", "P3", "P1"}));
        QVERIFY(planLbpStar(p, problem, opts("sccs", "file")).relaxedMakespan
                != planLbpStar(p, problem, opts("sccs", "bandwidth")).relaxedMakespan);
    }

    // SCSS when c_1 <= m_1 (eq. 10's factor N w_1 T_cp - 2 z_1 T_cm <= 0): P1 computes its
    // columns faster than the master can send them, so the master is still busy with P1 when
    // P2 and P3 should finish; they are left out and P1 takes all n columns.
    // P1: speed 8, bandwidth 1, n = 4 (q = 1): c = 16/8 = 2 <= m = 2·4/1 = 8.
    void scssLeavesOutStarvedWorkers()
    {
        const Platform p = star({8, 1, 1}, {1, 10, 10});
        const auto r = planLbpStar(p, Problem{4, 1}, opts("scss", "file"));
        QCOMPARE(r.k, (std::vector<std::int64_t>{4, 0, 0}));
        QCOMPARE(r.relaxedK[1], 0.0);
        QCOMPARE(r.notes.size(), std::size_t(3)); // P2 and P3 left out, P1 outruns its data
        QVERIFY(near(r.relaxedMakespan, 4 * 2.0)); // T_f = c_1 k_1
        // ordered by bandwidth, P1 comes last and everyone works
        const auto b = planLbpStar(p, Problem{4, 1}, opts("scss", "bandwidth"));
        for (double k : b.relaxedK)
            QVERIFY(k > 0);
    }

    void commModel()
    {
        QCOMPARE(lbpCommModel(StarMode::Scss), (sim::CommModel{1, 0, false}));
        QCOMPARE(lbpCommModel(StarMode::Sccs), (sim::CommModel{1, 0, false}));
        QCOMPARE(lbpCommModel(StarMode::Pccs), (sim::CommModel{0, 0, false}));
        QCOMPARE(lbpCommModel(StarMode::Pcss), (sim::CommModel{0, 0, false}));
    }

    void badInput()
    {
        const Platform p = star({1, 2}, {1, 1});
        QVERIFY_THROWS_EXCEPTION(InputError, planLbpStar(p, Problem{8, 1}, opts("xyz", "file")));
        QVERIFY_THROWS_EXCEPTION(InputError, planLbpStar(p, Problem{8, 1}, opts("pccs", "random")));
        QVERIFY_THROWS_EXCEPTION(InputError, planLbpStar(p, Problem{0, 1}, {}));
        Platform noMaster = p;
        noMaster.master.clear();
        QVERIFY_THROWS_EXCEPTION(InputError, planLbpStar(noMaster, Problem{8, 1}, {}));
    }

    // A result is a value: planning twice gives equal results.
    void deterministic()
    {
        const Platform p = readPlatformFile(example("star16.json"));
        QCOMPARE(planLbpStar(p, Problem{500, 80}, opts("scss", "bandwidth")),
                 planLbpStar(p, Problem{500, 80}, opts("scss", "bandwidth")));
    }
};

QTEST_GUILESS_MAIN(TestLbpStar)
#include "tst_lbp_star.moc"
