// Gantt view: loads a CSV written by the core writer (and a Chrome JSON, and Paje), reports
// bad files without changing what is shown, simulates the problem bar's strategy off the GUI
// thread with stale results dropped, paints exactly the bars of a known trace, zooms about the
// wheel's position, zooms to a dragged box, selects a range whose summary is the hand-computed
// one, highlights the critical path, stacks a comparison that a live run updates without losing
// the user's zoom, and the main window's File ▸ Open Trace reports errors instead of crashing.
#include "gantt/gantt_canvas.h"
#include "gantt/gantt_runner.h"
#include "gantt/gantt_style.h"
#include "gantt/gantt_summary_view.h"
#include "gantt/gantt_view.h"
#include "gantt_test_traces.h"
#include "io/platform_json.h"
#include "studio/main_window.h"
#include "trace/trace_export.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolButton>
#include <QWheelEvent>
#include <QtTest>

#include <map>

#include <random>

using namespace partita;
using namespace partita::views;
using namespace partita::views::test;

namespace {

Trace smallTrace()
{
    Trace t;
    t.addResource("P1", ResourceKind::Processor);
    t.addResource("P2", ResourceKind::Processor);
    t.addResource("P1-P2", ResourceKind::Link);
    t.intervals = {
        {0, IntervalKind::Compute, 0, 0.002, 0, -1, 0, 2e9, "C(0,0) k=0"},
        {0, IntervalKind::Send, 0.002, 0.003, 1, 1, 8e6, 0, ""},
        {1, IntervalKind::Recv, 0.002, 0.003, 1, 0, 8e6, 0, ""},
        {1, IntervalKind::Compute, 0.003, 0.005, 1, -1, 0, 2e9, "C(0,1) k=1"},
        {2, IntervalKind::Transfer, 0.002, 0.003, 1, -1, 8e6, 0, ""},
    };
    t.sortIntervals();
    return t;
}

void writeFile(const QString &path, const std::string &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.data(), static_cast<qint64>(text.size()));
}

// Does the pixel at (x, y) or one of its horizontal neighbours have colour c? (A grid line
// of the axis may cross one column of a bar.)
bool colourNear(const QImage &image, double x, double y, const QColor &c)
{
    for (int dx : {-1, 0, 1})
        if (image.pixelColor(static_cast<int>(x) + dx, static_cast<int>(y)).rgb() == c.rgb())
            return true;
    return false;
}

QImage painted(GanttCanvas &canvas)
{
    QImage image(canvas.size(), QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    canvas.paintChart(painter, image.size());
    return image;
}

QToolButton *toolButton(const QWidget &view, const QString &text)
{
    for (QToolButton *b : view.findChildren<QToolButton *>())
        if (b->text() == text)
            return b;
    return nullptr;
}

bool contains(const QStringList &lines, const QString &part)
{
    for (const QString &l : lines)
        if (l.contains(part))
            return true;
    return false;
}

} // namespace

class TestGanttView : public QObject {
    Q_OBJECT

private slots:
    void loadsTheCoreCsv()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.csv"));
        const Trace trace = smallTrace();
        writeFile(path, traceToCsv(trace));
        GanttView view;
        view.resize(900, 500);
        QCOMPARE(view.openTraceFile(path), std::nullopt);
        QCOMPARE(view.canvas()->trace(), traceFromCsv(traceToCsv(trace), "x"));
        QCOMPARE(view.canvas()->trace().intervals.size(), trace.intervals.size());
        // Every interval is one bar: 5 bars over the rows P1 (2 lanes: compute then send do not
        // overlap, so 1 lane), P2 and the link.
        std::size_t bars = 0;
        for (const GanttRow &row : view.canvas()->geometry().panels.at(0).rows)
            for (const auto &lane : row.lanes)
                bars += lane.size();
        QCOMPARE(bars, std::size_t(5));
        QVERIFY(view.title().contains(QLatin1String("run.csv")));
        // Painting works and the axis is in ms (makespan 5 ms).
        QImage image(900, 500, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        view.canvas()->paintChart(painter, image.size());
        QVERIFY(view.canvas()->formatTime(0.002).endsWith(QLatin1String(" ms")));
    }

    void loadsChromeJson()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.json"));
        writeFile(path, traceToChromeJson(smallTrace()));
        GanttView view;
        QCOMPARE(view.openTraceFile(path), std::nullopt);
        QCOMPARE(view.canvas()->trace().resources.size(), std::size_t(3));
    }

    void badFilesAreReportedAndKeepTheTrace()
    {
        QTemporaryDir dir;
        GanttView view;
        const QString good = dir.filePath(QStringLiteral("good.csv"));
        writeFile(good, traceToCsv(smallTrace()));
        QCOMPARE(view.openTraceFile(good), std::nullopt);
        const Trace shown = view.canvas()->trace();

        const QString bad = dir.filePath(QStringLiteral("bad.csv"));
        writeFile(bad, "this is,not\na trace\n");
        const auto error = view.openTraceFile(bad);
        QVERIFY(error);
        QVERIFY(error->contains(QLatin1String("bad.csv")));
        QVERIFY(view.openTraceFile(dir.filePath(QStringLiteral("missing.csv"))));
        QVERIFY(view.openTraceFile(dir.filePath(QStringLiteral("x.paje"))));
        const QString badJson = dir.filePath(QStringLiteral("bad.json"));
        writeFile(badJson, "{\"traceEvents\": [");
        QVERIFY(view.openTraceFile(badJson));
        QCOMPARE(view.canvas()->trace(), shown);
    }

    void tooltipNamesTheDetails()
    {
        GanttView view;
        view.setTrace(smallTrace(), QStringLiteral("t"));
        const Trace &t = view.canvas()->trace();
        std::size_t compute = 0;
        while (t.intervals[compute].kind != IntervalKind::Compute || t.intervals[compute].resource != 1)
            ++compute;
        const QString tip = view.canvas()->tooltipFor(0, compute);
        QVERIFY2(tip.contains(QLatin1String("step 1")), qPrintable(tip));
        QVERIFY(tip.contains(QLatin1String("C(0,1) k=1")));
        QVERIFY(tip.contains(QLatin1String("flops")));
        QVERIFY(tip.contains(QLatin1String("3 ms")));
    }

    void wheelZoomsAboutTheCursor()
    {
        GanttView view;
        view.resize(900, 500);
        view.setTrace(smallTrace(), QStringLiteral("t"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        GanttCanvas *canvas = view.canvas();
        const QPointF at(400, 60);
        const double before = canvas->geometry().timeAt(at.x());
        const double scale = canvas->geometry().pixelsPerTime;
        QWheelEvent wheel(at, canvas->mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(canvas, &wheel);
        QVERIFY(canvas->geometry().pixelsPerTime > scale);
        QVERIFY(qAbs(canvas->geometry().timeAt(at.x()) - before) < 1e-12);
        // A drag pans by the dragged time.
        const double start = canvas->geometry().startTime;
        QTest::mousePress(canvas, Qt::LeftButton, Qt::NoModifier, QPoint(400, 60));
        QTest::mouseMove(canvas, QPoint(300, 60));
        QTest::mouseRelease(canvas, Qt::LeftButton, Qt::NoModifier, QPoint(300, 60));
        QCOMPARE(canvas->geometry().startTime, start + 100 / canvas->geometry().pixelsPerTime);
        canvas->fit();
        QCOMPARE(canvas->geometry().startTime, 0.0);
    }

    void comparisonIsStackedBelow()
    {
        GanttView view;
        view.resize(900, 500);
        Trace measured = smallTrace();
        for (Interval &i : measured.intervals)
            i.end *= 2;
        view.setTrace(smallTrace(), QStringLiteral("t"));
        view.setComparison(measured);
        const GanttGeometry &g = view.canvas()->geometry();
        QCOMPARE(g.panels.size(), std::size_t(2));
        QVERIFY(g.panels[1].top > g.panels[0].rows.back().top);
        QCOMPARE(g.makespan(), 0.010);
        view.clearComparison();
        QCOMPARE(view.canvas()->geometry().panels.size(), std::size_t(1));
    }

    void paintsExactlyTheKnownBars()
    {
        GanttCanvas canvas;
        canvas.resize(900, 300);
        Trace t = summaryTrace();
        for (Interval &i : t.intervals)
            i.step = -1; // no hatching of odd steps over the colours sampled below
        canvas.setTrace(t);
        const QImage image = painted(canvas);
        const GanttGeometry &g = canvas.geometry();
        // Each interval other than idle is one bar of its kind's colour, where the geometry
        // puts it (a wait is hatched: its colour or the hatch's).
        std::size_t bars = 0;
        for (std::size_t i = 0; i < t.intervals.size(); ++i) {
            const Interval &iv = t.intervals[i];
            const auto bar = g.barOf(0, iv.resource, iv.start, i);
            QCOMPARE(bar.has_value(), iv.kind != IntervalKind::Idle);
            if (!bar)
                continue;
            ++bars;
            const double cx = bar->x + bar->width / 2, cy = bar->y + bar->height / 2;
            QVERIFY2(colourNear(image, cx, cy, ganttKindColor(iv.kind)) ||
                         (iv.kind == IntervalKind::Wait && colourNear(image, cx, cy, ganttWaitHatchColor())),
                     qPrintable(QStringLiteral("interval %1").arg(i)));
        }
        QCOMPARE(bars, std::size_t(8));
        // Gaps are idle background up to the chart's makespan, 9 s, the end of the last bar
        // (P1 at 7.5 s: between the wait and the send), the base colour after it.
        const GanttRow &p1 = g.panels[0].rows[0];
        const double y = g.yOf(p1.top) + g.rowPadding + g.laneHeight / 2;
        QVERIFY(colourNear(image, g.xOf(7.5), y, ganttKindColor(IntervalKind::Idle)));
        QCOMPARE(g.makespan(), 9.0);
        QVERIFY(colourNear(image, g.xOf(9.1), y, canvas.palette().color(QPalette::Base)));
    }

    // Bars narrower than a pixel: each 1-px column shows the kind of the last bar in it, and
    // neighbouring columns of one kind are filled as one (the painter merges them). A lane of
    // 4000 bars over about 800 pixels: compute, receive alternating, with runs of computes.
    void subPixelBarsShowTheLastKindOfEachColumn()
    {
        GanttCanvas canvas;
        canvas.resize(1000, 200);
        Trace t;
        t.addResource("P1", ResourceKind::Processor);
        const int count = 4000;
        for (int i = 0; i < count; ++i) {
            // Kinds in runs: 40 computes, then 40 alternating, and again.
            const bool alternate = (i / 40) % 2 == 1;
            const IntervalKind kind = alternate && i % 2 == 1 ? IntervalKind::Recv : IntervalKind::Compute;
            t.intervals.push_back({0, kind, i * 0.01, i * 0.01 + 0.009, -1, -1, 0, 0, ""});
        }
        t.sortIntervals();
        canvas.setTrace(t);
        const QImage image = painted(canvas);
        const GanttGeometry &g = canvas.geometry();
        QVERIFY(g.pixelsPerTime * 0.01 < 1); // several bars per pixel
        const GanttRow &row = g.panels[0].rows[0];
        const int y = static_cast<int>(g.yOf(row.top) + g.rowPadding + g.laneHeight / 2);
        // The expected colour of each column: the kind of the last bar whose start falls in it.
        std::map<long, IntervalKind> expected;
        for (const Interval &iv : t.intervals)
            expected[std::lround(std::floor(g.xOf(iv.start)))] = iv.kind;
        int checked = 0;
        for (const auto &[column, kind] : expected) {
            const double x = static_cast<double>(column);
            if (x < g.plotLeft + 1 || x > g.plotLeft + g.plotWidth - 2)
                continue;
            const QColor c = image.pixelColor(static_cast<int>(column), y);
            // A grid line of the axis may cross a column: skip those.
            if (c.rgb() != ganttKindColor(IntervalKind::Compute).rgb() && c.rgb() != ganttKindColor(IntervalKind::Recv).rgb())
                continue;
            QVERIFY2(c.rgb() == ganttKindColor(kind).rgb(), qPrintable(QStringLiteral("column %1").arg(column)));
            ++checked;
        }
        QVERIFY2(checked > 600, qPrintable(QString::number(checked)));
    }

    void zoomBoxZoomsToTheDraggedSpan()
    {
        GanttView view;
        view.resize(1200, 500);
        view.setTrace(summaryTrace(), QStringLiteral("t"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        GanttCanvas *canvas = view.canvas();
        const GanttGeometry &g = canvas->geometry();
        const int x0 = static_cast<int>(g.plotLeft) + 60, x1 = x0 + 230;
        const double t0 = g.timeAt(x0), t1 = g.timeAt(x1);
        // Ctrl+drag from right to left: the axis then shows exactly [t0, t1].
        QTest::mousePress(canvas, Qt::LeftButton, Qt::ControlModifier, QPoint(x1, 60));
        QTest::mouseMove(canvas, QPoint(x0 + 100, 60));
        QTest::mouseMove(canvas, QPoint(x0, 60));
        QCOMPARE(g.timeAt(x0), t0); // nothing moves while the box is drawn
        QTest::mouseRelease(canvas, Qt::LeftButton, Qt::ControlModifier, QPoint(x0, 60));
        QCOMPARE(g.startTime, t0);
        QVERIFY(qAbs(g.timeAt(g.plotLeft + g.plotWidth) - t1) < 1e-9);
        QVERIFY(!canvas->isAutoFit());
        QVERIFY(!canvas->selection()); // a zoom box is not a selection
        // In the zoom-box mode a plain drag does the same; a 2-pixel drag is a click.
        toolButton(view, QStringLiteral("Zoom box"))->click();
        QCOMPARE(canvas->dragMode(), GanttCanvas::DragMode::ZoomBox);
        const double u0 = g.timeAt(x0 + 10), u1 = g.timeAt(x0 + 110);
        QTest::mousePress(canvas, Qt::LeftButton, Qt::NoModifier, QPoint(x0 + 10, 60));
        QTest::mouseMove(canvas, QPoint(x0 + 110, 60));
        QTest::mouseRelease(canvas, Qt::LeftButton, Qt::NoModifier, QPoint(x0 + 110, 60));
        QCOMPARE(g.startTime, u0);
        QVERIFY(qAbs(g.timeAt(g.plotLeft + g.plotWidth) - u1) < 1e-9);
        const double scale = g.pixelsPerTime;
        QTest::mousePress(canvas, Qt::LeftButton, Qt::NoModifier, QPoint(x0 + 10, 60));
        QTest::mouseMove(canvas, QPoint(x0 + 12, 60));
        QTest::mouseRelease(canvas, Qt::LeftButton, Qt::NoModifier, QPoint(x0 + 12, 60));
        QCOMPARE(g.pixelsPerTime, scale);
        // Fit shows the whole run again.
        toolButton(view, QStringLiteral("Fit"))->click();
        QCOMPARE(g.startTime, 0.0);
        QVERIFY(canvas->isAutoFit());
    }

    void selectedRangeGivesTheSummary()
    {
        GanttView view;
        view.resize(1200, 500);
        view.setTrace(summaryTrace(), QStringLiteral("t"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        GanttCanvas *canvas = view.canvas();
        const GanttGeometry &g = canvas->geometry();
        QSignalSpy changed(canvas, &GanttCanvas::selectionChanged);
        // Without a selection the summary covers the whole run, [0, 10].
        QCOMPARE(view.predictedSummary(), summarize(canvas->trace()));
        QVERIFY(contains(view.summaryView()->header(), QStringLiteral("Whole run")));
        QVERIFY(!toolButton(view, QStringLiteral("Zoom to selection"))->isEnabled());

        // Shift+drag selects the times under the two ends; the view does not move.
        const double start = g.startTime;
        const int x0 = static_cast<int>(g.plotLeft) + 40, x1 = x0 + 180;
        QTest::mousePress(canvas, Qt::LeftButton, Qt::ShiftModifier, QPoint(x0, 80));
        QTest::mouseMove(canvas, QPoint(x0 + 90, 80));
        QTest::mouseMove(canvas, QPoint(x1, 80));
        QTest::mouseRelease(canvas, Qt::LeftButton, Qt::ShiftModifier, QPoint(x1, 80));
        QCOMPARE(canvas->selection(), std::make_optional(std::make_pair(g.timeAt(x0), g.timeAt(x1))));
        QCOMPARE(g.startTime, start);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(view.predictedSummary(), summarize(canvas->trace(), g.timeAt(x0), g.timeAt(x1)));
        QVERIFY(toolButton(view, QStringLiteral("Zoom to selection"))->isEnabled());

        // [2.5, 6.5] gives the figures of tst_gantt_analysis: P1 computes 1.5 s, communicates
        // 2 s (1 s more is under the computation), idles 0.5 s; P2 0.5, 1 and 2.5 s.
        canvas->setSelection(6.5, 2.5);
        QCOMPARE(canvas->selection(), std::make_optional(std::make_pair(2.5, 6.5)));
        const TraceSummary &s = view.predictedSummary();
        QCOMPARE(s.ranks.size(), std::size_t(2));
        QCOMPARE((std::vector<double>{s.ranks[0].compute, s.ranks[0].communication, s.ranks[0].idle}),
                 (std::vector<double>{1.5, 2, 0.5}));
        QCOMPARE((std::vector<double>{s.ranks[1].compute, s.ranks[1].communication, s.ranks[1].idle}),
                 (std::vector<double>{0.5, 1, 2.5}));
        QCOMPARE(view.summaryView()->unit().suffix, QStringLiteral("s"));
        QCOMPARE(view.summaryView()->figures(0), (QStringList{"1.5", "2", "0.5"}));
        QCOMPARE(view.summaryView()->figures(1), (QStringList{"0.5", "1", "2.5"}));
        QVERIFY(contains(view.summaryView()->header(), QStringLiteral("Selection 2.5 s – 6.5 s (4 s)")));

        // Dragging the end edge (no modifier) moves it; the start stays; nothing pans.
        const int edge = static_cast<int>(std::lround(g.xOf(6.5)));
        const int to = static_cast<int>(std::lround(g.xOf(8)));
        QTest::mousePress(canvas, Qt::LeftButton, Qt::NoModifier, QPoint(edge, 80));
        QTest::mouseMove(canvas, QPoint(edge + 20, 80));
        QTest::mouseMove(canvas, QPoint(to, 80));
        QTest::mouseRelease(canvas, Qt::LeftButton, Qt::NoModifier, QPoint(to, 80));
        QCOMPARE(canvas->selection()->first, 2.5);
        QCOMPARE(canvas->selection()->second, g.timeAt(to));
        QCOMPARE(g.startTime, start);

        // Zoom to selection, then Esc clears it and the summary covers the whole run again.
        toolButton(view, QStringLiteral("Zoom to selection"))->click();
        QCOMPARE(g.startTime, 2.5);
        QVERIFY(qAbs(g.timeAt(g.plotLeft + g.plotWidth) - canvas->selection()->second) < 1e-9);
        QTest::keyClick(canvas, Qt::Key_Escape);
        QVERIFY(!canvas->selection());
        QCOMPARE(view.predictedSummary(), summarize(canvas->trace()));
        QVERIFY(!toolButton(view, QStringLiteral("Clear selection"))->isEnabled());
        // Esc during a Shift+drag cancels it: the selection stays as it was.
        canvas->setSelection(1, 2);
        QTest::mousePress(canvas, Qt::LeftButton, Qt::ShiftModifier, QPoint(x0, 80));
        QTest::mouseMove(canvas, QPoint(x1, 80));
        QTest::keyClick(canvas, Qt::Key_Escape);
        QTest::mouseRelease(canvas, Qt::LeftButton, Qt::ShiftModifier, QPoint(x1, 80));
        QCOMPARE(canvas->selection(), std::make_optional(std::make_pair(1.0, 2.0)));
    }

    void criticalPathIsHighlighted()
    {
        GanttView view;
        view.resize(1200, 500);
        view.setTrace(masterWorker(), QStringLiteral("mw"));
        GanttCanvas *canvas = view.canvas();
        QVERIFY(canvas->criticalPath(0).chain.empty()); // computed only when shown
        toolButton(view, QStringLiteral("Critical path"))->click();
        QVERIFY(canvas->criticalPathShown());
        // The chain of tst_gantt_analysis: M's sends to P1 and P2, P2's receive, computation and
        // send to P1, P1's receive from P2 and last computation.
        QCOMPARE(canvas->criticalPath(0).chain, (std::vector<std::size_t>{0, 1, 7, 8, 9, 5, 6}));
        QVERIFY2(contains(view.summaryView()->header(), QStringLiteral("Slowest processor P1, critical path of 7 intervals")),
                 qPrintable(view.summaryView()->header().join('|')));
        QVERIFY(canvas->tooltipFor(0, 6).contains(QLatin1String("critical path")));
        QVERIFY(!canvas->tooltipFor(0, 4).contains(QLatin1String("critical path")));

        // Painted: the chain in full colour, the other bars dimmed.
        GanttCanvas alone;
        alone.resize(900, 300);
        alone.setTrace(masterWorker());
        alone.setCriticalPathShown(true);
        const QImage image = painted(alone);
        const GanttGeometry &g = alone.geometry();
        const auto centre = [&](std::size_t i) {
            const Interval &iv = alone.trace().intervals[i];
            const auto b = g.barOf(0, iv.resource, iv.start, i);
            return QPointF(b->x + b->width / 2, b->y + b->height / 2);
        };
        const QColor compute = ganttKindColor(IntervalKind::Compute);
        const QPointF on = centre(6), off = centre(4);
        QVERIFY(colourNear(image, on.x(), on.y(), compute));
        QVERIFY(!colourNear(image, off.x(), off.y(), compute));
        const QColor dimmed = image.pixelColor(off.toPoint());
        QVERIFY(dimmed.lightness() > compute.lightness()); // faded towards the white base
        alone.setCriticalPathShown(false);
        QVERIFY(colourNear(painted(alone), off.x(), off.y(), compute));

        // With a comparison, its own path; the summary names both.
        Trace measured = masterWorker();
        measured.intervals[6].end = 8;
        view.setComparison(measured);
        QCOMPARE(canvas->criticalPath(1).chain.back(), std::size_t(6));
        QCOMPARE(canvas->criticalPath(1).slowestEnd, 8.0);
        QVERIFY(contains(view.summaryView()->header(), QStringLiteral("measured: slowest processor P1")));
    }

    void liveComparisonKeepsTheUsersZoom()
    {
        GanttView view;
        view.resize(1200, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setTrace(summaryTrace(), QStringLiteral("columns, simulated")); // makespan 10
        view.setLabels(QStringLiteral("predicted (simulator)"), QStringLiteral("measured (2 ranks, emulated)"));
        GanttCanvas *canvas = view.canvas();
        const GanttGeometry &g = canvas->geometry();
        // The run has reached 11 s: while the user has not zoomed, the axis fits both.
        Trace soFar = summaryTrace();
        soFar.intervals.push_back({1, IntervalKind::Compute, 10, 11, 2, -1, 0, 0, ""});
        view.setComparison(soFar);
        QVERIFY(canvas->isAutoFit());
        QCOMPARE(g.pixelsPerTime, g.plotWidth * 0.98 / 11);
        QVERIFY(view.title().contains(QLatin1String("measured (2 ranks, emulated): makespan 11 s (+10.0 % against predicted (simulator))")));
        // The user zooms; further updates keep the view, lay out only the measured panel and
        // refresh the title and the summary.
        canvas->zoomAbout(g.plotLeft + 100, 3);
        canvas->panBy(-40, 0);
        const double start = g.startTime, scale = g.pixelsPerTime;
        const GanttLaneItem *predictedBars = g.panels[0].rows[0].lanes[0].data();
        for (int k = 0; k < 15; ++k) {
            soFar.intervals.push_back({0, IntervalKind::Compute, 11 + k * 0.1, 11.1 + k * 0.1, 3, -1, 0, 0, ""});
            view.setComparison(soFar);
        }
        QCOMPARE(g.startTime, start);
        QCOMPARE(g.pixelsPerTime, scale);
        QCOMPARE(g.panels[0].rows[0].lanes[0].data(), predictedBars); // panel 0 untouched
        QCOMPARE(g.panels[1].makespan, 12.5);
        // P1's first lane: compute [0,4], wait [6,7], send [8,9] and the 15 new computations
        // (the receive [3,6] overlaps the first computation: second lane).
        QCOMPARE(g.panels[1].rows[0].lanes[0].size(), std::size_t(3 + 15));
        QVERIFY2(view.title().contains(QLatin1String("makespan 12.5 s (+25.0 %")), qPrintable(view.title()));
        QVERIFY(view.measuredSummary());
        QCOMPARE(view.measuredSummary()->t1, 12.5);
        QCOMPARE(view.measuredSummary()->ranks[0].compute, 4 + 1.5);
        QVERIFY(contains(view.summaryView()->header(),
                         QStringLiteral("predicted (simulator) 10 s, measured (2 ranks, emulated) 12.5 s (+25.0 %)")));
        // A selection applies to both traces.
        canvas->setSelection(10, 12);
        QCOMPARE(view.measuredSummary()->ranks[0].compute, 1.0);
        QCOMPARE(view.measuredSummary()->ranks[1].compute, 1.0);
        QCOMPARE(view.predictedSummary().ranks[0].idle, 2.0);
        view.clearComparison();
        QVERIFY(!view.measuredSummary());
        QVERIFY(!view.title().contains(QLatin1String("+25.0 %")));
    }

    void opensPajeTraces()
    {
        QTemporaryDir dir;
        GanttView view;
        for (const QString &name : {QStringLiteral("run.paje"), QStringLiteral("run.trace")}) {
            const QString path = dir.filePath(name);
            writeFile(path, traceToPaje(smallTrace()));
            QCOMPARE(view.openTraceFile(path), std::nullopt);
            QCOMPARE(view.canvas()->trace().resources, smallTrace().resources);
            QCOMPARE(view.canvas()->trace().intervals.size(), smallTrace().intervals.size());
            QVERIFY(view.title().contains(name));
        }
        const QString measured = dir.filePath(QStringLiteral("measured.paje"));
        writeFile(measured, traceToPaje(smallTrace()));
        QCOMPARE(view.openComparisonFile(measured), std::nullopt);
        QVERIFY(view.measuredSummary());
        // A bad Paje file: the file, the line and what is wrong.
        const QString bad = dir.filePath(QStringLiteral("bad.paje"));
        writeFile(bad, "%EventDef PajePopState 4\n% Time date\n");
        const auto error = view.openTraceFile(bad);
        QVERIFY(error);
        QVERIFY2(error->contains(bad + QStringLiteral(":2: missing %EndEventDef")), qPrintable(*error));
        const QString other = dir.filePath(QStringLiteral("run.txt"));
        writeFile(other, "x");
        const auto unknown = view.openTraceFile(other);
        QVERIFY(unknown && unknown->contains(QLatin1String(".paje")));
    }

    void rendersForTheClassroom()
    {
        // A simulated master-worker run, a "measured" one 4–12 % slower per interval, a
        // selection and the critical path, rendered as the studio shows it. Set
        // PARTITA_GANTT_SNAPSHOT=file.png to keep the picture.
        const Platform platform = readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/mw-table2.json");
        PlanSettings settings;
        settings.problem = {16, 1};
        settings.algorithm = "mw-demand-driven";
        const GanttResults r = GanttRunner::compute(platform, settings);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        // Each row runs slower by its own factor (rows keep their order of intervals).
        Trace measured = r.trace;
        std::mt19937 rng(7);
        std::uniform_real_distribution<double> slower(1.04, 1.12);
        std::vector<double> factor(measured.resources.size());
        for (double &f : factor)
            f = slower(rng);
        for (Interval &i : measured.intervals) {
            i.start *= factor[static_cast<std::size_t>(i.resource)];
            i.end *= factor[static_cast<std::size_t>(i.resource)];
        }
        GanttView view;
        view.resize(1400, 640);
        view.setTrace(r.trace, QStringLiteral("mw-demand-driven, simulated"));
        view.setLabels(QStringLiteral("predicted (simulator)"), QStringLiteral("measured (3 workers, emulated)"));
        view.setComparison(measured);
        view.setCriticalPathShown(true);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const double m = r.trace.makespan();
        view.canvas()->setSelection(0.25 * m, 0.6 * m);
        const QImage image = view.grab().toImage();
        QCOMPARE(image.size(), view.size() * view.devicePixelRatio());
        QVERIFY(view.summaryView()->width() > 250);
        QCOMPARE(view.summaryView()->layout().lines.size(), 2 * view.predictedSummary().ranks.size());
        if (const QByteArray path = qgetenv("PARTITA_GANTT_SNAPSHOT"); !path.isEmpty())
            QVERIFY(image.save(QString::fromLocal8Bit(path)));
    }

    void simulatesTheStrategyAndDropsStaleResults()
    {
        const Platform platform = readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
        GanttView view;
        QSignalSpy shown(&view, &GanttView::resultsShown);
        PlanSettings settings;
        settings.problem = {800, 80};
        settings.algorithm = "columns";
        view.setInput(platform, settings); // stale: replaced before it is shown
        settings.algorithm = "block-cyclic";
        view.setInput(platform, settings);
        QVERIFY(shown.wait(60'000));
        QCOMPARE(shown.count(), 1);
        const auto r = shown.at(0).at(0).value<GanttResults>();
        QCOMPARE(r.algorithm, std::string("block-cyclic"));
        QVERIFY(r.error.isEmpty());
        QVERIFY(!view.canvas()->trace().intervals.empty());
        QCOMPARE(view.canvas()->trace().makespan(), r.makespan);
        // A problem that cannot be planned (n = 0) shows the reason instead of a chart.
        settings.problem = {0, 80};
        view.setInput(platform, settings);
        QVERIFY(shown.wait(60'000));
        const auto failed = shown.last().at(0).value<GanttResults>();
        QVERIFY(!failed.error.isEmpty());
        QVERIFY(view.title().contains(QLatin1String("block-cyclic")));
    }

    void mainWindowReportsBadTraces()
    {
        QTemporaryDir dir;
        MainWindow window;
        QStringList errors;
        window.setErrorReporter([&](const QString &, const QString &message) { errors << message; });
        const QString bad = dir.filePath(QStringLiteral("bad.csv"));
        writeFile(bad, "garbage\n");
        QVERIFY(!window.openTraceFile(bad));
        QCOMPARE(errors.size(), 1);
        const QString good = dir.filePath(QStringLiteral("good.csv"));
        writeFile(good, traceToCsv(smallTrace()));
        QVERIFY(window.openTraceFile(good));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(window.ganttView()->canvas()->trace().intervals.size(), smallTrace().intervals.size());
        // The measured run goes below, on the same axis; a bad one is reported.
        QVERIFY(!window.openMeasuredTraceFile(bad));
        QCOMPARE(errors.size(), 2);
        QVERIFY(!window.ganttView()->canvas()->hasComparison());
        QVERIFY(window.openMeasuredTraceFile(good));
        QVERIFY(window.ganttView()->canvas()->hasComparison());
        QCOMPARE(window.ganttView()->canvas()->geometry().panels.size(), std::size_t(2));
        // Opening a trace replaces both.
        QVERIFY(window.openTraceFile(good));
        QVERIFY(!window.ganttView()->canvas()->hasComparison());
    }
};

QTEST_MAIN(TestGanttView)
#include "tst_gantt_view.moc"
