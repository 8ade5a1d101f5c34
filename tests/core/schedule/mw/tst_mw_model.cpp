// Closed forms of paper 002: memory layouts (§4.1, §5, §8.2), communication-to-computation
// ratios and bounds (§4.2), the bandwidth-centric steady state (§6.1) and Table 1, where it
// does not fit in memory.
#include "schedule/mw/mw_model.h"

#include <QtTest>

#include <cmath>

using namespace partita;

class TestMwModel : public QObject {
    Q_OBJECT
private slots:
    // μ is the largest integer with μ² + 4μ ≤ m (§5; Algorithm 1: μ = ⌊√(4+m) − 2⌋).
    // Boundaries: μ² + 4μ = 5, 12, 21, 32, 60, 140, 396 for μ = 1, 2, 3, 4, 6, 10, 18.
    void muFromMemory_data()
    {
        QTest::addColumn<double>("m");
        QTest::addColumn<int>("mu");
        QTest::newRow("below one block update") << 4.0 << 0;
        QTest::newRow("5 = 1+4") << 5.0 << 1;
        QTest::newRow("11") << 11.0 << 1;
        QTest::newRow("12 = 4+8") << 12.0 << 2;
        QTest::newRow("20") << 20.0 << 2;
        QTest::newRow("21 = 9+12") << 21.0 << 3;
        QTest::newRow("31") << 31.0 << 3;
        QTest::newRow("32 = 16+16 (§5 example, mu=4)") << 32.0 << 4;
        QTest::newRow("59") << 59.0 << 5;
        QTest::newRow("60 = Table 2 P1") << 60.0 << 6;
        QTest::newRow("139") << 139.0 << 9;
        QTest::newRow("140 = Table 2 P3") << 140.0 << 10;
        QTest::newRow("395") << 395.0 << 17;
        QTest::newRow("396 = Table 2 P2") << 396.0 << 18;
        QTest::newRow("fractional 11.999") << 11.999 << 1;
        // (μ+2)² ≤ m+4 with m = 10^12: μ + 2 = 10^6, so μ = 999998
        QTest::newRow("10^12") << 1e12 << 999998;
        QTest::newRow("negative") << -3.0 << 0;
    }
    void muFromMemory()
    {
        QFETCH(double, m);
        QFETCH(int, mu);
        QCOMPARE(partita::muFromMemory(m), mu);
    }

    // §4.1, Figure 5: m = 21 gives μ = 4 with 1 + μ + μ² = 21.
    void maximumReuseLayout_data()
    {
        QTest::addColumn<double>("m");
        QTest::addColumn<int>("mu");
        QTest::newRow("2") << 2.0 << 0;
        QTest::newRow("3 = 1+1+1") << 3.0 << 1;
        QTest::newRow("20") << 20.0 << 3;
        QTest::newRow("21 (Figure 5)") << 21.0 << 4;
        QTest::newRow("31 = 1+5+25") << 31.0 << 5;
    }
    void maximumReuseLayout()
    {
        QFETCH(double, m);
        QFETCH(int, mu);
        QCOMPARE(muMaxReuse(m), mu);
    }

    // §8.2: BMM splits memory into 3 equal squares (3β² ≤ m), OBMM into 5 (5β² ≤ m).
    void toledoLayouts_data()
    {
        QTest::addColumn<double>("m");
        QTest::addColumn<int>("parts");
        QTest::addColumn<int>("beta");
        QTest::newRow("BMM 2") << 2.0 << 3 << 0;
        QTest::newRow("BMM 3") << 3.0 << 3 << 1;
        QTest::newRow("BMM 26") << 26.0 << 3 << 2;
        QTest::newRow("BMM 27") << 27.0 << 3 << 3;
        QTest::newRow("OBMM 44") << 44.0 << 5 << 2;
        QTest::newRow("OBMM 45") << 45.0 << 5 << 3;
    }
    void toledoLayouts()
    {
        QFETCH(double, m);
        QFETCH(int, parts);
        QFETCH(int, beta);
        QCOMPARE(toledoSide(m, parts), beta);
    }

    // §4.2: CCR = 2/t + 2/μ; CCR∞ = 2/√m; Toledo's bound √(27/(32m)); Loomis-Whitney
    // √(27/(8m)), twice Toledo's; CCR∞/CCR_opt = √(32/27) ≈ 1.089 ("quite close").
    void communicationRatios()
    {
        QCOMPARE(ccrMaxReuse(4, 100), 2.0 / 100 + 2.0 / 4);
        QCOMPARE(ccrAsymptotic(16), 0.5);
        QVERIFY(std::abs(ccrBoundToledo(32) - std::sqrt(27.0 / 1024)) < 1e-15);
        QVERIFY(std::abs(ccrLowerBound(32) - std::sqrt(27.0 / 256)) < 1e-15);
        QVERIFY(std::abs(ccrLowerBound(50) / ccrBoundToledo(50) - 2) < 1e-12);
        QVERIFY(std::abs(ccrAsymptotic(50) / ccrLowerBound(50) - std::sqrt(32.0 / 27)) < 1e-12);
    }

    // §6.1 on Table 2 (c = 2, 3, 5; w = 2, 3, 1; μ = 6, 18, 10): sorted by 2c/μ = 2/3, 1/3, 1,
    // P2 (x = 1/3, port share 2c/(μw) = 1/9) and P1 (x = 1/2, share 1/3) are saturated, P3
    // gets the rest 5/9 of the port at 2c/μ = 1: x3 = 5/9. ρ = 1/3 + 1/2 + 5/9 = 25/18 ≈ 1.39
    // (the value the paper prints). P1's slack 2·(72 − 24) = 96 is shorter than P2's step 108:
    // not feasible in memory (the paper: "without memory limitations").
    void steadyStateTable2()
    {
        const auto s = bandwidthCentric({{6, 24, 2}, {18, 108, 3}, {10, 100, 1}}, {"P1", "P2", "P3"});
        QVERIFY(std::abs(s.rate[0] - 0.5) < 1e-12);
        QVERIFY(std::abs(s.rate[1] - 1.0 / 3) < 1e-12);
        QVERIFY(std::abs(s.rate[2] - 5.0 / 9) < 1e-12);
        QVERIFY(std::abs(s.throughput - 25.0 / 18) < 1e-12);
        QCOMPARE(std::round(s.throughput * 100) / 100, 1.39);
        QVERIFY(!s.memoryFeasible);
    }

    // Table 1: c = 1, 20; w = 2, 40; μ = 2, 2; 2c/(μw) = 1/2 for both, so both are saturated
    // and the port is exactly full: ρ = 1/2 + 1/40 = 0.525. Every 160 time units P1 takes 20
    // steps of 4 time units and P2 one of 80; P1 computes a step in μ²w = 8 and can hold one
    // step ahead, so it starves while P2's 80-unit step goes through: infeasible.
    void steadyStateTable1IsInfeasible()
    {
        const auto s = bandwidthCentric({{2, 4, 2}, {2, 80, 40}}, {"P1", "P2"});
        QVERIFY(std::abs(s.rate[0] - 0.5) < 1e-12);
        QVERIFY(std::abs(s.rate[1] - 1.0 / 40) < 1e-12);
        QVERIFY(std::abs(s.throughput - 0.525) < 1e-12);
        QVERIFY(!s.memoryFeasible);
        QCOMPARE(QString::fromStdString(s.conflict), QString("P1 cannot stay busy while P2 receives"));
    }

    // §5's homogeneous example (c = 2, w = 4.5, μ = 4): 2c/(μw) = 2/9 per worker, so four
    // workers are saturated (8/9 of the port) and a fifth gets the remaining 1/9 at rate 1/2
    // of its speed. A step takes 16; slack 2·(72 − 16) = 112: feasible.
    void steadyStateHomogeneousIsFeasible()
    {
        std::vector<SteadyStateWorker> w(8, {4, 16, 4.5});
        const auto s = bandwidthCentric(w);
        QVERIFY(std::abs(s.throughput - (4 + 0.5) / 4.5) < 1e-12);
        QVERIFY(s.memoryFeasible);
        QCOMPARE(s.rate[5], 0.0);
    }
};

QTEST_GUILESS_MAIN(TestMwModel)
#include "tst_mw_model.moc"
