// The rows and lanes of a Gantt chart (core/report/gantt_layout.h), which the Gantt SVG and
// the studio's Gantt chart both draw: overlapping intervals get lanes of their own, the
// lowest free one first; touching intervals share a lane, also when rounding made them
// overlap by a hair (the case where the SVG and the studio used to disagree); the lanes stay
// sorted by start and by end; idle, non-finite and foreign intervals are left out.
#include "common/intervals.h"
#include "report/gantt_layout.h"

#include <QtTest>

#include <limits>
#include <random>

using namespace partita;

Q_DECLARE_METATYPE(partita::Trace)

namespace {

Interval iv(int resource, double start, double end, IntervalKind kind = IntervalKind::Compute)
{
    return test::interval(resource, kind, start, end);
}

Trace trace(int resources, std::vector<Interval> intervals)
{
    Trace t;
    for (int r = 0; r < resources; ++r)
        t.addResource("P" + std::to_string(r + 1), ResourceKind::Processor);
    t.intervals = std::move(intervals);
    return t;
}

// The layout as text: per row (";" between rows) its lanes ("|" between lanes), each the
// indices of its intervals in order. "0 2|1;3": row 0 has lanes {0, 2} and {1}, row 1 {3}.
QString lanesText(const GanttLayout &layout)
{
    QStringList rows;
    for (const auto &lanes : layout.rows) {
        QStringList laneTexts;
        for (const GanttLane &lane : lanes) {
            QStringList items;
            for (const GanttLaneItem &item : lane)
                items << QString::number(item.interval);
            laneTexts << items.join(' ');
        }
        rows << laneTexts.join('|');
    }
    return rows.join(';');
}

} // namespace

class TestGanttLayout : public QObject {
    Q_OBJECT

private slots:
    void lanes_data()
    {
        QTest::addColumn<Trace>("trace");
        QTest::addColumn<QString>("lanes");
        QTest::addColumn<double>("makespan");
        QTest::addColumn<int>("items");
        const double nan = std::numeric_limits<double>::quiet_NaN();

        // [1,3] overlaps [0,2]: lane 1; [4,5] starts after 2: lane 0 again. Row 1: one bar.
        QTest::newRow("overlap opens a lane")
            << trace(2, {iv(0, 0, 2), iv(0, 1, 3), iv(0, 4, 5), iv(1, 0.5, 1.5)}) << "0 2|1;3" << 5.0 << 4;
        // [5,6] starts where [0,5] ends: one lane.
        QTest::newRow("touching share a lane") << trace(1, {iv(0, 0, 5), iv(0, 5, 6)}) << "0 1" << 6.0 << 2;
        // [2,4] and [5,7] inside [0,10] share lane 1; [6,8] overlaps [5,7]: lane 2.
        QTest::newRow("nested get their own lanes")
            << trace(1, {iv(0, 0, 10), iv(0, 2, 4), iv(0, 5, 7), iv(0, 6, 8)}) << "0|1 2|3" << 10.0 << 4;
        // At 4, lane 1 ([1,3]) is free again and lane 2 ([2,6]) is not: the lowest free lane.
        QTest::newRow("lowest free lane")
            << trace(1, {iv(0, 0, 10), iv(0, 1, 3), iv(0, 2, 6), iv(0, 4, 5)}) << "0|1 3|2" << 10.0 << 4;
        // Equal starts: the longer interval first, so the one that holds the other is above,
        // as it is when it starts earlier.
        QTest::newRow("equal starts: the longer above") << trace(1, {iv(0, 0, 1), iv(0, 0, 5)}) << "1|0" << 5.0 << 2;
        // 0.1 + 0.2 is 0.30000000000000004 in doubles, a hair after the next start 0.3. The
        // SVG's layout (relative tolerance 1e-9) kept one lane, the studio's (exact) opened a
        // second: now both draw one.
        QTest::newRow("rounding overlap shares a lane")
            << trace(1, {iv(0, 0.1, 0.1 + 0.2), iv(0, 0.3, 1)}) << "0 1" << 1.0 << 2;
        // An overlap of 1e-6 is far above the tolerance (1e-9 × makespan 1): a second lane.
        QTest::newRow("real overlap opens a lane")
            << trace(1, {iv(0, 0, 0.3 + 1e-6), iv(0, 0.3, 1)}) << "0|1" << 1.0 << 2;
        // An instant at 0.3 lies inside the hair by which [0.1, 0.1 + 0.2] ends late: on lane 0
        // it would end before the bar ahead of it, so it takes lane 1; [0.5,1] goes back to 0.
        QTest::newRow("instant inside the hair")
            << trace(1, {iv(0, 0.1, 0.1 + 0.2), iv(0, 0.3, 0.3), iv(0, 0.5, 1)}) << "0 2|1" << 1.0 << 3;
        // Idle time is the row background; a NaN end, an end before the start and a resource
        // the trace does not have are not drawn. Row 0 keeps one (empty) lane.
        QTest::newRow("left out")
            << trace(2, {iv(0, 0, 1, IntervalKind::Idle), iv(0, 0, nan), iv(0, 3, 2), iv(7, 0, 1), iv(1, 1, 2)})
            << ";4" << 2.0 << 1;
        QTest::newRow("no resources") << trace(0, {iv(0, 0, 1)}) << "" << 0.0 << 0;
    }
    void lanes()
    {
        QFETCH(Trace, trace);
        QFETCH(QString, lanes);
        QFETCH(double, makespan);
        QFETCH(int, items);
        const GanttLayout layout = ganttLayout(trace);
        QCOMPARE(lanesText(layout), lanes);
        QCOMPARE(layout.makespan, makespan);
        QCOMPARE(layout.items, static_cast<std::size_t>(items));
        QCOMPARE(layout.rows.size(), trace.resources.size());
        for (const auto &row : layout.rows)
            QVERIFY(!row.empty());
    }

    void lanesStaySortedAndStrict()
    {
        // Random intervals with rounded ends (start + a sum of durations): every drawn interval
        // is in exactly one lane; in a lane starts and ends never decrease, and a bar starts no
        // earlier than the one before it ends, less the tolerance (1e-9 × makespan).
        std::mt19937 rng(11);
        std::uniform_real_distribution<double> u(0, 1);
        Trace t = trace(3, {});
        for (int i = 0; i < 3000; ++i) {
            const double start = std::floor(u(rng) * 1000) * 0.1;
            const double end = start + (u(rng) < 0.5 ? 0.1 + 0.2 : 0.7 * u(rng)) * (u(rng) < 0.1 ? 0 : 1);
            t.intervals.push_back(iv(static_cast<int>(u(rng) * 3), start, end));
        }
        const GanttLayout layout = ganttLayout(t);
        const double tolerance = 1e-9 * layout.makespan;
        std::vector<int> seen(t.intervals.size(), 0);
        for (std::size_t r = 0; r < layout.rows.size(); ++r)
            for (const GanttLane &lane : layout.rows[r])
                for (std::size_t k = 0; k < lane.size(); ++k) {
                    const Interval &i = t.intervals[lane[k].interval];
                    QCOMPARE(static_cast<std::size_t>(i.resource), r);
                    QCOMPARE(lane[k].start, i.start);
                    QCOMPARE(lane[k].end, i.end);
                    ++seen[lane[k].interval];
                    if (k == 0)
                        continue;
                    QVERIFY(lane[k].start >= lane[k - 1].start);
                    QVERIFY(lane[k].end >= lane[k - 1].end);
                    QVERIFY(lane[k].start >= lane[k - 1].end - tolerance);
                }
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
        QCOMPARE(layout.items, t.intervals.size());
    }
};

QTEST_GUILESS_MAIN(TestGanttLayout)
#include "tst_gantt_layout.moc"
