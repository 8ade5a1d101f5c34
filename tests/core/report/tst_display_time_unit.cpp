// The unit times are shown in (core/report/display_time_unit.h), for the Gantt SVG, the
// studio's Gantt chart and the Run tab: seconds scaled to ms below 1 s and to µs below 1 ms;
// other units kept.
#include "report/display_time_unit.h"

#include <QtTest>

#include <limits>

using namespace partita;
using Scale = DisplayTimeUnit::Scale;

Q_DECLARE_METATYPE(partita::DisplayTimeUnit::Scale)

class TestDisplayTimeUnit : public QObject {
    Q_OBJECT

private slots:
    void choice_data()
    {
        QTest::addColumn<QString>("traceUnit");
        QTest::addColumn<double>("span");
        QTest::addColumn<Scale>("scale");
        QTest::addColumn<double>("factor");
        QTest::addColumn<QString>("name");
        // Seconds: 1 s and above in s; [1 ms, 1 s) in ms (factor 10^3); below 1 ms in µs (10^6).
        QTest::newRow("2.5 s") << "s" << 2.5 << Scale::Seconds << 1.0 << "s";
        QTest::newRow("1 s") << "s" << 1.0 << Scale::Seconds << 1.0 << "s";
        QTest::newRow("0.999 s") << "s" << 0.999 << Scale::Milliseconds << 1e3 << "ms";
        QTest::newRow("12.3 ms") << "s" << 0.0123 << Scale::Milliseconds << 1e3 << "ms";
        QTest::newRow("1 ms") << "s" << 1e-3 << Scale::Milliseconds << 1e3 << "ms";
        QTest::newRow("400 us") << "s" << 4e-4 << Scale::Microseconds << 1e6 << QString::fromUtf8("µs");
        // The magnitude counts: -20 ms is shown in ms.
        QTest::newRow("-20 ms") << "s" << -0.02 << Scale::Milliseconds << 1e3 << "ms";
        // Nothing to go by: seconds ("0 s" rather than "0 µs").
        QTest::newRow("0") << "s" << 0.0 << Scale::Seconds << 1.0 << "s";
        QTest::newRow("NaN") << "s" << std::numeric_limits<double>::quiet_NaN() << Scale::Seconds << 1.0 << "s";
        QTest::newRow("infinity") << "s" << std::numeric_limits<double>::infinity() << Scale::Seconds << 1.0 << "s";
        // Abstract units are never scaled; an empty unit says nothing about seconds.
        QTest::newRow("time units") << "time units" << 3e-7 << Scale::TraceUnit << 1.0 << "time units";
        QTest::newRow("empty") << "" << 1e-3 << Scale::TraceUnit << 1.0 << "time units";
        QTest::newRow("cycles") << "cycles" << 5.0 << Scale::TraceUnit << 1.0 << "cycles";
    }
    void choice()
    {
        QFETCH(QString, traceUnit);
        QFETCH(double, span);
        QFETCH(Scale, scale);
        QFETCH(double, factor);
        QFETCH(QString, name);
        const DisplayTimeUnit unit = displayTimeUnit(traceUnit.toStdString(), span);
        QCOMPARE(unit.scale, scale);
        QCOMPARE(unit.factor, factor);
        QCOMPARE(QString::fromStdString(unit.name), name);
    }
};

QTEST_GUILESS_MAIN(TestDisplayTimeUnit)
#include "tst_display_time_unit.moc"
