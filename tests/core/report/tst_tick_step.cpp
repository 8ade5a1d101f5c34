// The tick spacing every chart chooses among (core/report/tick_step.h): 1, 2 or 5 × 10^k, the
// smallest at least a raw spacing, with a relative 1e-9 of slack so that a raw spacing that is
// a step up to rounding gives that step.
#include "report/tick_step.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace partita;

Q_DECLARE_METATYPE(partita::TickStep)

class TestTickStep : public QObject {
    Q_OBJECT

private slots:
    void atLeast_data()
    {
        QTest::addColumn<double>("raw");
        QTest::addColumn<TickStep>("step");
        // Each expected step: the first of 1, 2, 5 × 10^floor(log10 raw), then 10^(k+1), that
        // is at least raw.
        QTest::newRow("1 is a step") << 1.0 << TickStep{1, 0};
        QTest::newRow("1.5 -> 2") << 1.5 << TickStep{2, 0};
        QTest::newRow("3 -> 5") << 3.0 << TickStep{5, 0};
        QTest::newRow("7.3 -> 10") << 7.3 << TickStep{1, 1};
        QTest::newRow("450 -> 500") << 450.0 << TickStep{5, 2};
        QTest::newRow("0.07 -> 0.1") << 0.07 << TickStep{1, -1};
        QTest::newRow("0.00123 -> 0.002") << 0.00123 << TickStep{2, -3};
        // 0.3 / 3 is 0.09999999999999999 in doubles: still 0.1.
        QTest::newRow("0.3/3 -> 0.1") << 0.3 / 3 << TickStep{1, -1};
        // Above 0.1 by 1e-12 (relative): within the slack, 0.1; by 1e-6: beyond it, 0.2.
        QTest::newRow("0.1 (1 + 1e-12) -> 0.1") << 0.1 * (1 + 1e-12) << TickStep{1, -1};
        QTest::newRow("0.1 (1 + 1e-6) -> 0.2") << 0.1 * (1 + 1e-6) << TickStep{2, -1};
        // No spacing to go by: 1.
        QTest::newRow("0") << 0.0 << TickStep{1, 0};
        QTest::newRow("negative") << -3.0 << TickStep{1, 0};
        QTest::newRow("NaN") << std::numeric_limits<double>::quiet_NaN() << TickStep{1, 0};
        QTest::newRow("infinity") << std::numeric_limits<double>::infinity() << TickStep{1, 0};
    }
    void atLeast()
    {
        QFETCH(double, raw);
        QFETCH(TickStep, step);
        const TickStep got = TickStep::atLeast(raw);
        QCOMPARE(got.mantissa, step.mantissa);
        QCOMPARE(got.exponent, step.exponent);
    }

    void sequence_data()
    {
        QTest::addColumn<TickStep>("step");
        QTest::addColumn<double>("value");
        QTest::addColumn<TickStep>("next");
        QTest::addColumn<int>("decimals");
        // value = mantissa · 10^exponent; next: 1 → 2 → 5 → 10; decimals = −exponent, at least 0.
        QTest::newRow("1") << TickStep{1, 0} << 1.0 << TickStep{2, 0} << 0;
        QTest::newRow("0.002") << TickStep{2, -3} << 0.002 << TickStep{5, -3} << 3;
        QTest::newRow("0.5") << TickStep{5, -1} << 0.5 << TickStep{1, 0} << 1;
        QTest::newRow("500") << TickStep{5, 2} << 500.0 << TickStep{1, 3} << 0;
    }
    void sequence()
    {
        QFETCH(TickStep, step);
        QFETCH(double, value);
        QFETCH(TickStep, next);
        QFETCH(int, decimals);
        QCOMPARE(step.value(), value);
        QVERIFY(step.next() == next);
        QCOMPARE(step.decimals(), decimals);
    }

    void stepsIncreaseThroughTheDecades()
    {
        // From 10^-3 up, 18 steps: 1, 2, 5 in each of six decades, each larger than the last.
        TickStep step{1, -3};
        double last = 0;
        for (int i = 0; i < 18; ++i, step = step.next()) {
            QVERIFY(step.value() > last);
            QVERIFY(step.mantissa == 1 || step.mantissa == 2 || step.mantissa == 5);
            last = step.value();
        }
        QVERIFY(step == (TickStep{1, 3}));
    }
};

QTEST_GUILESS_MAIN(TestTickStep)
#include "tst_tick_step.moc"
