// T_step of a fixed ring (paper 001 §4.1, equations (3) and (4)), and the workloads alpha.
#include "ring_checks.h"

#include "schedule/ring/step_time.h"

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
};

QTEST_GUILESS_MAIN(TestStepTime)
#include "tst_step_time.moc"
