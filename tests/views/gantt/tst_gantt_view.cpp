// Gantt view: loads a CSV written by the core writer (and a Chrome JSON), reports bad files
// without changing what is shown, simulates the problem bar's strategy off the GUI thread
// with stale results dropped, zooms about the wheel's position, stacks a comparison, and the
// main window's File ▸ Open Trace reports errors instead of crashing.
#include "gantt/gantt_canvas.h"
#include "gantt/gantt_runner.h"
#include "gantt/gantt_view.h"
#include "io/platform_json.h"
#include "studio/main_window.h"
#include "trace/trace_export.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QtTest>

using namespace partita;
using namespace partita::views;

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
