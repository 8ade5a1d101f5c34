// T_step of a fixed ring (paper 001 §4.1, equations (3) and (4)), and the workloads alpha.
#include "ring_checks.h"

#include "schedule/ring/step_estimate.h"
#include "schedule/ring/step_time.h"

#include <cmath>
#include <limits>
#include <random>

#include <QtTest>

using namespace partita::ring;
using ringtest::close;

class TestStepTime : public QObject {
    Q_OBJECT
private slots:
    // Equation (4): speeds 1, 2, 1 (w = 1, 1/2, 1), D = 1, 2, 3, W = 12:
    // 1/w_cumul = 4, T = (12 + 1·1 + 2·2 + 3·1)/4 = 20/4 = 5, every D ≤ 5.
    // alpha = (5 - 1)·1/12, (5 - 2)·2/12, (5 - 3)·1/12 = 4/12, 6/12, 2/12 (sum 1), and
    // equation (3) gives 4 + 1 = 3 + 2 = 2 + 3 = 5 for each.
    void equalizedWorkloads()
    {
        const auto st = stepTime({1, 2, 1}, {1, 2, 3}, 12);
        QVERIFY(close(st.tStep, 5));
        QVERIFY(close(st.alpha[0], 4.0 / 12) && close(st.alpha[1], 6.0 / 12) && close(st.alpha[2], 2.0 / 12));
    }

    // A member whose communication alone exceeds the level of equation (4): speeds 1, 1,
    // D = 0, 20, W = 10. Equation (4) would say (10 + 0 + 20)/2 = 15 with alpha_2 =
    // (15 - 20)/10 < 0. With alpha ≥ 0: the first one alone fills at L = 10 ≤ 20, so alpha =
    // 1, 0, and the step lasts max(L, 20) = 20, the second member's communication.
    void communicationBoundMember()
    {
        const auto st = stepTime({1, 1}, {0, 20}, 10);
        QVERIFY(close(st.tStep, 20));
        QVERIFY(close(st.alpha[0], 1));
        QCOMPARE(st.alpha[1], 0.0);
    }

    // Water filling with a partial level: speeds 1, 1, 1, D = 0, 3, 30, W = 9.
    // With the first: L = 9 > 3; first two: L = (9 + 0 + 3)/2 = 6 ≤ 30, so L = 6,
    // alpha = 6/9, 3/9, 0; T = max(6, 30) = 30.
    void partialLevel()
    {
        const auto st = stepTime({1, 1, 1}, {0, 3, 30}, 9);
        QVERIFY(close(st.tStep, 30));
        QVERIFY(close(st.alpha[0], 6.0 / 9) && close(st.alpha[1], 3.0 / 9));
        QCOMPARE(st.alpha[2], 0.0);
    }

    // One processor: T = W·w.
    void alone()
    {
        const auto st = stepTime({4}, {0}, 12);
        QCOMPARE(st.tStep, 3.0);
        QCOMPARE(st.alpha[0], 1.0);
    }

    // A path without bandwidth makes the ring impossible: T = +inf.
    void infiniteCommunication()
    {
        const double inf = std::numeric_limits<double>::infinity();
        QCOMPARE(stepTime({1, 1}, {1, inf}, 10).tStep, inf);
    }

    // StepEstimate (step_estimate.h) gives stepTime's T_step of a ring of which three members
    // change, up to rounding: on random rings of 0 to 40 kept members, D and speeds spread over
    // orders of magnitude so that the level stops anywhere among them (partial levels, members
    // left without work), and W from tiny to huge.
    void estimateMatchesStepTime()
    {
        std::mt19937_64 rng(7);
        std::uniform_real_distribution<double> unit(0, 1);
        const auto spread = [&](double lo, double hi) { return lo * std::pow(hi / lo, unit(rng)); };
        int partial = 0;
        for (int trial = 0; trial < 3000; ++trial) {
            const auto r = static_cast<std::size_t>(rng() % 41);
            std::vector<std::pair<double, double>> kept;
            std::vector<double> speed, comm;
            for (std::size_t i = 0; i < r + 3; ++i) {
                // ties in D now and then: the level may stop exactly on one
                const double d = trial % 5 == 0 ? static_cast<double>(rng() % 4) : spread(1e-3, 1e3);
                const double s = spread(1e-2, 1e2);
                speed.push_back(s);
                comm.push_back(d);
                if (i < r)
                    kept.emplace_back(d, s);
            }
            const double work = spread(1e-3, 1e6);
            StepEstimate e;
            e.reset(kept, work);
            const double fast = e.with({{{comm[r], speed[r]}, {comm[r + 1], speed[r + 1]}, {comm[r + 2], speed[r + 2]}}});
            const auto exact = stepTime(speed, comm, work);
            QVERIFY2(std::abs(fast - exact.tStep) <= 1e-12 * exact.tStep,
                     qPrintable(QString("trial %1: %2 against %3").arg(trial).arg(fast, 0, 'g', 17).arg(exact.tStep, 0, 'g', 17)));
            partial += std::count(exact.alpha.begin(), exact.alpha.end(), 0.0) > 0 ? 1 : 0;
        }
        QVERIFY(partial > 300); // the level stopped among the members often enough to test it
    }

    // A member that cannot communicate (a path of no bandwidth) makes the step infinite, as in
    // stepTime.
    void estimateOfInfiniteCommunication()
    {
        StepEstimate e;
        e.reset({{1, 1}, {2, 1}}, 10);
        QCOMPARE(e.with({{{1, 1}, {std::numeric_limits<double>::infinity(), 1}, {0, 1}}}),
                 std::numeric_limits<double>::infinity());
        QCOMPARE(e.with({{{1, 1}, {1, 1}, {1, 1}}}), stepTime({1, 1, 1, 1, 1}, {1, 2, 1, 1, 1}, 10).tStep);
    }
};

QTEST_GUILESS_MAIN(TestStepTime)
#include "tst_step_time.moc"
