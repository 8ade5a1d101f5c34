// Gantt geometry: a trace with known intervals gives exactly those bars (x, width, row, lane),
// zoom about a point keeps the time under it, a drag moves the time under the mouse with it,
// hit testing finds the interval under a point, the visible range of a lane is what a linear
// scan finds, and the rows and lanes are those of core/report/gantt_layout.h (as in the SVG).
#include "gantt/gantt_geometry.h"

#include <QtTest>

#include <algorithm>

#include <set>
#include <tuple>

using namespace partita;
using namespace partita::views;

namespace {

// P1: compute [0,2] step 0, recv [1,3] step 1 (overlaps the compute: lane 1), compute [4,5]
// (lane 0 again, free since 2). P2: send [0.5,1.5], then idle [1.5,5] (background, no bar).
Trace knownTrace()
{
    Trace t;
    t.addResource("P1", ResourceKind::Processor);
    t.addResource("P2", ResourceKind::Processor);
    t.intervals = {
        {0, IntervalKind::Compute, 0, 2, 0, -1, 0, 2e9, "C(0,0)"},
        {0, IntervalKind::Recv, 1, 3, 1, 1, 8e6, 0, "A(0,1)"},
        {0, IntervalKind::Compute, 4, 5, 1, -1, 0, 1e9, ""},
        {1, IntervalKind::Send, 0.5, 1.5, 1, 0, 8e6, 0, ""},
        {1, IntervalKind::Idle, 1.5, 5, -1, -1, 0, 0, ""},
    };
    return t;
}

GanttGeometry layout(const Trace &t)
{
    GanttGeometry g;
    g.plotLeft = 100;
    g.plotWidth = 500;
    g.axisHeight = 30;
    g.laneHeight = 14;
    g.rowPadding = 3;
    g.rowGap = 2;
    g.setViewportHeight(400);
    g.setTraces({&t});
    g.pixelsPerTime = 50;
    g.startTime = 0;
    return g;
}

using BarKey = std::tuple<std::size_t, int, int, double, double, double>; // interval, row, lane, x, width, y

std::set<BarKey> allBars(const GanttGeometry &g)
{
    std::set<BarKey> bars;
    for (std::size_t p = 0; p < g.panels.size(); ++p)
        for (std::size_t r = 0; r < g.panels[p].rows.size(); ++r)
            for (std::size_t l = 0; l < g.panels[p].rows[r].lanes.size(); ++l)
                for (const GanttLaneItem &it : g.panels[p].rows[r].lanes[l]) {
                    const GanttBar b = g.bar(static_cast<int>(p), static_cast<int>(r), static_cast<int>(l), it);
                    bars.insert({b.interval, b.row, b.lane, b.x, b.width, b.y});
                }
    return bars;
}

} // namespace

class TestGanttGeometry : public QObject {
    Q_OBJECT

private slots:
    void knownIntervalsGiveExactlyTheirBars()
    {
        const Trace t = knownTrace();
        const GanttGeometry g = layout(t);
        // x = plotLeft + start · 50, width = (end − start) · 50. Row P1 has 2 lanes: height
        // 2·14 + 2·3 = 34 at content y 0; P2 starts at 34 + rowGap 2 = 36. A bar's y is
        // axisHeight + row top + rowPadding + lane·14 + 1.
        const std::set<BarKey> expected = {
            {0, 0, 0, 100.0, 100.0, 34.0},
            {1, 0, 1, 150.0, 100.0, 48.0},
            {2, 0, 0, 300.0, 50.0, 34.0},
            {3, 1, 0, 125.0, 50.0, 70.0},
        };
        QCOMPARE(allBars(g), expected); // the idle interval is no bar
        QCOMPARE(g.panels.size(), std::size_t(1));
        QCOMPARE(g.panels[0].rows[0].lanes.size(), std::size_t(2));
        QCOMPARE(g.panels[0].rows[1].lanes.size(), std::size_t(1));
        QCOMPARE(g.panels[0].rows[1].top, 36.0);
        QCOMPARE(g.makespan(), 5.0);
    }

    void lanesAreTheCoreLayout()
    {
        // 0.1 + 0.2 ends a hair (5.6e-17) after the send at 0.3 starts. The studio used to
        // open a second lane for it while the Gantt SVG kept one; both now draw the rows and
        // lanes of core/report/gantt_layout.h: one lane, so row P1 is 14 + 2·3 = 20 px high.
        Trace t;
        t.addResource("P1", ResourceKind::Processor);
        t.intervals = {{0, IntervalKind::Compute, 0.1, 0.1 + 0.2, 0, -1, 0, 1e9, ""},
                       {0, IntervalKind::Send, 0.3, 1, 1, -1, 8, 0, ""}};
        const GanttGeometry g = layout(t);
        const GanttLayout core = ganttLayout(t);
        QCOMPARE(g.panels[0].rows.size(), core.rows.size());
        QCOMPARE(g.panels[0].rows[0].lanes, core.rows[0]);
        QCOMPARE(g.panels[0].rows[0].lanes.size(), std::size_t(1));
        QCOMPARE(g.panels[0].rows[0].height, 20.0);
        QCOMPARE(g.makespan(), core.makespan);
    }

    void twoPanelsShareTheAxis()
    {
        const Trace a = knownTrace();
        Trace b = knownTrace();
        b.intervals[2].end = 8; // measured ran longer
        GanttGeometry g = layout(a);
        g.panelHeader = 20;
        g.setTraces({&a, &b});
        QCOMPARE(g.panels.size(), std::size_t(2));
        // Panel 1 starts after panel 0's header (20) and rows (34 + 2 + 20 + 2).
        QCOMPARE(g.panels[1].top, 78.0);
        QCOMPARE(g.panels[1].rows[0].top, 98.0);
        QCOMPARE(g.makespan(), 8.0);
        g.fit(); // 0..8 across 98 % of 500 px
        QCOMPARE(g.startTime, 0.0);
        QCOMPARE(g.pixelsPerTime, 500 * 0.98 / 8);
    }

    void zoomKeepsTheTimeUnderThePoint_data()
    {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("factor");
        QTest::newRow("in at 250") << 250.0 << 1.5;
        QTest::newRow("out at 250") << 250.0 << 0.5;
        QTest::newRow("in at the left edge") << 100.0 << 4.0;
        QTest::newRow("deep in at 537") << 537.0 << 1e6;
        QTest::newRow("out at 580") << 580.0 << 1e-3;
    }

    void zoomKeepsTheTimeUnderThePoint()
    {
        QFETCH(double, x);
        QFETCH(double, factor);
        const Trace t = knownTrace();
        GanttGeometry g = layout(t);
        g.startTime = 0.3;
        const double before = g.timeAt(x);
        const double scale = g.pixelsPerTime;
        g.zoomAbout(x, factor);
        QCOMPARE(g.pixelsPerTime, scale * factor);
        // Where the left edge would fall before time 0 it stops at 0 instead (zooming out
        // near the start: "out at 250", "out at 580").
        const double start = before - (x - g.plotLeft) / (scale * factor);
        if (start < 0) {
            QCOMPARE(g.startTime, 0.0);
            return;
        }
        QVERIFY(qAbs(g.timeAt(x) - before) < 1e-9 * qMax(1.0, qAbs(before)));
        QVERIFY(qAbs(g.xOf(before) - x) < 1e-6);
    }

    // No negative time on screen: zooming out, panning to the left or zooming to a dragged
    // span that starts before the axis all keep the left edge at time 0 or later.
    void noNegativeTime()
    {
        const Trace t = knownTrace();
        GanttGeometry g = layout(t);
        g.zoomAbout(580, 1e-3);
        QCOMPARE(g.startTime, 0.0);
        QVERIFY(g.timeAt(g.plotLeft) >= 0);
        g.fit();
        g.panBy(500); // drag to the right: earlier times come in from the left, down to 0
        QCOMPARE(g.startTime, 0.0);
        g.zoomToRange(-3, 4);
        QCOMPARE(g.startTime, 0.0);
        QCOMPARE(g.pixelsPerTime, g.plotWidth / 4);
        g.zoomToRange(-3, -1); // wholly before time 0: nothing to show, the view stays
        QCOMPARE(g.startTime, 0.0);
        QCOMPARE(g.pixelsPerTime, g.plotWidth / 4);
    }

    void panShiftsByTheDraggedTime()
    {
        const Trace t = knownTrace();
        GanttGeometry g = layout(t);
        const double under = g.timeAt(300); // 4
        g.panBy(-100); // drag 100 px to the left: 100 / 50 = 2 time units later at the left edge
        QCOMPARE(g.startTime, 2.0);
        QCOMPARE(g.timeAt(200), under); // the time followed the mouse
        g.panBy(40);
        QCOMPARE(g.startTime, 2.0 - 40.0 / 50);
        // Vertical: content shorter than the viewport cannot scroll.
        g.panBy(0, -50);
        QCOMPARE(g.scrollY, 0.0);
    }

    void verticalScrollIsClamped()
    {
        Trace t;
        for (int i = 0; i < 100; ++i) {
            t.addResource("P" + std::to_string(i), ResourceKind::Processor);
            t.intervals.push_back({i, IntervalKind::Compute, 0, 1, 0, -1, 0, 0, ""});
        }
        GanttGeometry g = layout(t);
        // 100 rows of 14 + 6 px, 2 px apart: content 100·22 − 2 = 2198; viewport rows 400 − 30.
        QCOMPARE(g.contentHeight(), 2198.0);
        g.panBy(0, -5000);
        QCOMPARE(g.scrollY, 2198.0 - 370.0);
        g.panBy(0, 10000);
        QCOMPARE(g.scrollY, 0.0);
        g.panBy(0, -220); // ten rows up: row 10 is now the first under the axis
        const auto row = g.rowAt(31);
        QVERIFY(row);
        QCOMPARE(row->second, 10);
    }

    void hitTestFindsTheInterval_data()
    {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::addColumn<int>("interval"); // -1: nothing
        QTest::newRow("compute P1 lane 0") << 120.0 << 40.0 << 0;
        QTest::newRow("recv P1 lane 1") << 220.0 << 55.0 << 1;
        QTest::newRow("lane 1 before the recv") << 120.0 << 55.0 << -1;
        QTest::newRow("second compute") << 349.0 << 36.0 << 2;
        QTest::newRow("gap on P1 lane 0") << 260.0 << 40.0 << -1;
        QTest::newRow("send P2") << 150.0 << 76.0 << 3;
        QTest::newRow("idle P2 is background") << 300.0 << 76.0 << -1;
        QTest::newRow("label area") << 50.0 << 40.0 << -1;
        QTest::newRow("axis") << 120.0 << 10.0 << -1;
        QTest::newRow("below the rows") << 120.0 << 300.0 << -1;
    }

    void hitTestFindsTheInterval()
    {
        QFETCH(double, x);
        QFETCH(double, y);
        QFETCH(int, interval);
        const Trace t = knownTrace();
        const GanttGeometry g = layout(t);
        const auto hit = g.hitTest(x, y);
        if (interval < 0) {
            QVERIFY(!hit);
        } else {
            QVERIFY(hit);
            QCOMPARE(hit->interval, std::size_t(interval));
        }
    }

    void zoomToRangeShowsExactlyThatSpan_data()
    {
        QTest::addColumn<double>("t0");
        QTest::addColumn<double>("t1");
        QTest::newRow("inside") << 1.25 << 3.5;
        QTest::newRow("tiny") << 2.0 << 2.000001;
        QTest::newRow("before zero: from 0") << -1.0 << 0.5;
    }

    void zoomToRangeShowsExactlyThatSpan()
    {
        QFETCH(double, t0);
        QFETCH(double, t1);
        const Trace t = knownTrace();
        GanttGeometry g = layout(t);
        g.zoomToRange(t0, t1);
        const double from = std::max(0.0, t0); // a span dragged before the axis starts at 0
        QCOMPARE(g.timeAt(g.plotLeft), from);
        QVERIFY(qAbs(g.timeAt(g.plotLeft + g.plotWidth) - t1) < 1e-12 * qMax(1.0, qAbs(t1)));
        QCOMPARE(g.pixelsPerTime, 500 / (t1 - from));
        // An empty or reversed range changes nothing.
        const GanttGeometry before = g;
        g.zoomToRange(3, 3);
        g.zoomToRange(4, 2);
        QCOMPARE(g.startTime, before.startTime);
        QCOMPARE(g.pixelsPerTime, before.pixelsPerTime);
    }

    void relayingOnePanelEqualsLayingOutAll()
    {
        // A live measured trace grows: laying out panel 1 again gives what a full layout gives.
        const Trace a = knownTrace();
        Trace b = knownTrace();
        GanttGeometry g = layout(a);
        g.panelHeader = 20;
        g.setTraces({&a, &b});
        // P1 now needs three lanes: wait [4.2,4.8] and send [4.5,6] overlap each other and [4,5].
        b.intervals.push_back({0, IntervalKind::Send, 4.5, 6, 2, 1, 8, 0, ""});
        b.intervals.push_back({0, IntervalKind::Wait, 4.2, 4.8, 2, -1, 0, 0, ""});
        g.setPanelTrace(1, b);
        GanttGeometry full = layout(a);
        full.panelHeader = 20;
        full.setTraces({&a, &b});
        QCOMPARE(g.panels.size(), std::size_t(2));
        for (std::size_t p = 0; p < 2; ++p) {
            QCOMPARE(g.panels[p].top, full.panels[p].top);
            QCOMPARE(g.panels[p].makespan, full.panels[p].makespan);
            QCOMPARE(g.panels[p].rows.size(), full.panels[p].rows.size());
            for (std::size_t r = 0; r < g.panels[p].rows.size(); ++r) {
                QCOMPARE(g.panels[p].rows[r].top, full.panels[p].rows[r].top);
                QCOMPARE(g.panels[p].rows[r].height, full.panels[p].rows[r].height);
                QCOMPARE(g.panels[p].rows[r].lanes.size(), full.panels[p].rows[r].lanes.size());
            }
        }
        QCOMPARE(g.panels[1].rows[0].lanes.size(), std::size_t(3));
        QCOMPARE(g.contentHeight(), full.contentHeight());
        // Relaying panel 0 moves panel 1 down by what panel 0 grew.
        Trace a2 = a;
        a2.intervals.push_back({1, IntervalKind::Recv, 0.6, 1.2, 1, 0, 8, 0, ""}); // P2 gets a second lane
        const double before = g.panels[1].top;
        g.setPanelTrace(0, a2);
        QCOMPARE(g.panels[1].top, before + g.laneHeight);
        QCOMPARE(g.panels[1].rows[0].top, before + g.laneHeight + g.panelHeader);
    }

    void barOfFindsAnIntervalsBar()
    {
        const Trace t = knownTrace();
        const GanttGeometry g = layout(t);
        for (std::size_t i = 0; i < t.intervals.size(); ++i) {
            const Interval &iv = t.intervals[i];
            const auto b = g.barOf(0, iv.resource, iv.start, i);
            if (iv.kind == IntervalKind::Idle) {
                QVERIFY(!b);
                continue;
            }
            QVERIFY(b);
            QCOMPARE(b->interval, i);
            QCOMPARE(b->x, g.xOf(iv.start));
            QCOMPARE(b->width, (iv.end - iv.start) * g.pixelsPerTime);
        }
        QVERIFY(!g.barOf(0, 1, 1.0, 1)); // interval 1 is not on row 1
        QVERIFY(!g.barOf(1, 0, 0.0, 0)); // no panel 1
    }

    void tinyBarsAreHitNearby()
    {
        Trace t;
        t.addResource("P1", ResourceKind::Processor);
        t.intervals = {{0, IntervalKind::Send, 2, 2.001, 0, -1, 8, 0, ""}}; // 0.05 px wide at 50 px/unit
        const GanttGeometry g = layout(t);
        QVERIFY(g.hitTest(201.5, 40)); // 1.5 px right of it
        QVERIFY(!g.hitTest(203.5, 40));
    }

    void visibleRangeIsTheLinearScan()
    {
        Trace t;
        t.addResource("P1", ResourceKind::Processor);
        for (int i = 0; i < 1000; ++i)
            t.intervals.push_back({0, IntervalKind::Compute, i * 1.0, i + 0.6, i, -1, 0, 0, ""});
        const GanttGeometry g = layout(t);
        const auto &lane = g.panels[0].rows[0].lanes[0];
        for (const auto &[t0, t1] : {std::pair{0.0, 1000.0}, {10.7, 20.3}, {10.5, 10.55}, {-5.0, -1.0}, {999.7, 2000.0}}) {
            const auto [first, last] = g.visibleRange(lane, t0, t1);
            std::size_t a = lane.size(), b = 0;
            for (std::size_t i = 0; i < lane.size(); ++i)
                if (lane[i].end >= t0 && lane[i].start <= t1) {
                    a = std::min(a, i);
                    b = i + 1;
                }
            if (a == lane.size())
                QCOMPARE(first, last);
            else
                QCOMPARE((std::pair{first, last}), (std::pair{a, b}));
        }
    }
};

QTEST_GUILESS_MAIN(TestGanttGeometry)
#include "tst_gantt_geometry.moc"
