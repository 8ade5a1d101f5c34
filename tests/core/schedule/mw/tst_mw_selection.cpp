// Incremental selection on the worked example of paper 002 §6.2 (Table 2: c = 2, 3, 5;
// w = 2, 3, 1; μ = 6, 18, 10), first on the bare rules, then through planMasterWorker on
// resources/examples/mw-table2.json (the same platform in "blocks" units).
#include "io/platform_json.h"
#include "schedule/mw/master_worker.h"
#include "schedule/mw/mw_selection.h"

#include <QtTest>

#include <cmath>

using namespace partita;

namespace {

// One step of P_i: μ² updates, 2μc of the port, μ²w of computation.
std::vector<SelectionWorker> table2()
{
    return {{36, 24, 72}, {324, 108, 972}, {100, 100, 100}};
}

double round2(double x) { return std::round(x * 100) / 100; }

Platform table2Platform()
{
    return readPlatformFile(std::string(PARTITA_SOURCE_DIR) + "/resources/examples/mw-table2.json");
}

// n/q = 36 blocks per side: more than every μ_i, so μ is not capped by the matrix.
const Problem kTable2Problem{36, 1};

} // namespace

class TestMwSelection : public QObject {
    Q_OBJECT
private slots:
    // §6.2.1: "For the first step, ratio_i = μ_i²/(2μ_i c_i): ratio1 = 1.5, ratio2 = 3, ratio3 = 1
    // and select P2"; then completion-time = 108, ready2 = 108 + 972 = 1080. Second step:
    // ratio1 = (324+36)/(108+24) = 30/11 ≈ 2.727 (printed 2.71, which is not 360/132),
    // ratio2 = 648/1080 = 0.6, ratio3 = 424/208 ≈ 2.04; P1 is chosen, completion-time 132,
    // ready1 = 132 + 72 = 204. Third step: P3.
    void globalFirstSteps()
    {
        SelectionState s(table2());
        auto c = chooseNext(s, SelectionRule::Global);
        QCOMPARE(c.scores, (std::vector<double>{1.5, 3, 1}));
        QCOMPARE(c.chosen, std::size_t(1));
        s.commit(c.chosen);
        QCOMPARE(s.completionTime(), 108.0);
        QCOMPARE(s.ready()[1], 1080.0);
        c = chooseNext(s, SelectionRule::Global);
        QCOMPARE(c.scores[0], 360.0 / 132);
        QCOMPARE(c.scores[1], 0.6);
        QCOMPARE(round2(c.scores[2]), 2.04);
        QCOMPARE(c.chosen, std::size_t(0));
        s.commit(c.chosen);
        QCOMPARE(s.completionTime(), 132.0);
        QCOMPARE(s.ready()[0], 204.0);
        QCOMPARE(chooseNext(s, SelectionRule::Global).chosen, std::size_t(2));
    }

    // Patterns and asymptotic ratios. Global: 13 communications, P2 then P1/P3 six times each,
    // 1140 updates per 972 time units (P2's step computation), 95/81 ≈ 1.17 as printed.
    // Local: P2 then 13 alternating (P1 first), 1176 per 972 = 98/81 ≈ 1.21 as printed.
    // Lookahead (best pair of next two, judged by the global ratio after both): P2, seven P1
    // and seven P3 (one P3 twice in a row), 1276 updates per 976 time units with the port never
    // idle: 319/244 ≈ 1.3074. The paper prints 1.30; the rounding that gives its 1.21 for
    // 98/81 = 1.2099 would give 1.31 here, so the test holds the derivation and checks the
    // printed value to within one unit of its last digit.
    void asymptoticRatios_data()
    {
        QTest::addColumn<int>("rule");
        QTest::addColumn<double>("exact");
        QTest::addColumn<int>("period");
        QTest::addColumn<double>("printed");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("global") << int(SelectionRule::Global) << 95.0 / 81 << 13 << 1.17 << 0.005;
        QTest::newRow("local") << int(SelectionRule::Local) << 98.0 / 81 << 14 << 1.21 << 0.005;
        QTest::newRow("lookahead") << int(SelectionRule::Lookahead) << 319.0 / 244 << 15 << 1.30 << 0.01;
    }
    void asymptoticRatios()
    {
        QFETCH(int, rule);
        QFETCH(double, exact);
        QFETCH(int, period);
        QFETCH(double, printed);
        QFETCH(double, tolerance);
        int found = 0;
        const double r = asymptoticRatio(table2(), static_cast<SelectionRule>(rule), &found);
        QVERIFY2(std::abs(r - exact) < 1e-12, qPrintable(QString::number(r, 'g', 17)));
        QCOMPARE(found, period);
        QVERIFY(std::abs(r - printed) < tolerance);
    }

    // Figures 7 and 8: global and local take the same first 13 decisions (P2, then P1 and P3
    // alternating); at the 14th the global rule picks P2, the local one P1 and then P2.
    void table2Selections_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QStringList>("first15");
        const QStringList common{"P2", "P1", "P3", "P1", "P3", "P1", "P3", "P1", "P3", "P1", "P3", "P1", "P3"};
        QTest::newRow("global") << "mw-global" << (common + QStringList{"P2", "P1"});
        QTest::newRow("local") << "mw-local" << (common + QStringList{"P1", "P2"});
    }
    void table2Selections()
    {
        QFETCH(QString, algorithm);
        QFETCH(QStringList, first15);
        const auto r = planMasterWorker(table2Platform(), kTable2Problem, {algorithm.toStdString(), 50});
        QCOMPARE(r.mu, (std::vector<int>{6, 18, 10}));
        QCOMPARE(r.selections.size(), std::size_t(50));
        QStringList got;
        for (std::size_t i = 0; i < 15; ++i)
            got << QString::fromStdString(r.selections[i]);
        QCOMPARE(got, first15);
        QCOMPARE(r.steps.size(), std::size_t(50));
        QCOMPARE(r.steps[0].ratios, (std::vector<double>{1.5, 3, 1}));
        QCOMPARE(r.steps[0].completionTime, 108.0);
    }

    // The same numbers through planMasterWorker: ratio 1.17 / 1.21 / 1.3074 and the steady
    // state of §6.1, 25/18 ≈ 1.39, which memory does not allow (see tst_mw_model).
    void table2Ratios_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<double>("ratio");
        QTest::newRow("global") << "mw-global" << 95.0 / 81;
        QTest::newRow("local") << "mw-local" << 98.0 / 81;
        QTest::newRow("lookahead") << "mw-lookahead" << 319.0 / 244;
    }
    void table2Ratios()
    {
        QFETCH(QString, algorithm);
        QFETCH(double, ratio);
        const auto r = planMasterWorker(table2Platform(), kTable2Problem, {algorithm.toStdString(), 50});
        QVERIFY(std::abs(r.ratio - ratio) < 1e-12);
        QCOMPARE(round2(r.steadyStateRatio), 1.39);
        QVERIFY(!r.steadyStateFeasible);
        QVERIFY(r.ratio < r.steadyStateRatio);
        // the simulated run pays for C as well, and for the start and the end
        QVERIFY(r.makespan >= r.lowerBound);
        QVERIFY(r.makespan > 36.0 * 36 * 36 / r.steadyStateRatio);
    }

    // Table 1 (c = 1, 20; w = 2, 40; μ = 2, 2, i.e. m = 12): the steady state, ρ = 0.525, is
    // not feasible in memory; what the selection reaches stays below it.
    void table1()
    {
        Platform p;
        p.units = Units::Blocks;
        p.master = "M";
        p.routers.push_back({"M", {}, {}});
        p.processors.push_back({"P1", "P1", 0.5, 12, {}, {}, {}, {}});
        p.processors.push_back({"P2", "P2", 1.0 / 40, 12, {}, {}, {}, {}});
        p.links.push_back({"c1", "M", "P1", 1, 0, true, Sharing::Shared});
        p.links.push_back({"c2", "M", "P2", 1.0 / 20, 0, true, Sharing::Shared});
        const auto r = planMasterWorker(p, {20, 1}, {"mw-global", 50});
        QCOMPARE(r.mu, (std::vector<int>{2, 2}));
        QVERIFY(std::abs(r.steadyStateRatio - 0.525) < 1e-12);
        QVERIFY(!r.steadyStateFeasible);
        QVERIFY(r.ratio < 0.525);
    }
};

QTEST_GUILESS_MAIN(TestMwSelection)
#include "tst_mw_selection.moc"
