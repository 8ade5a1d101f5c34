// The exports of tables, charts and drawings (docs/studio.md, "Exports"): every CSV is read back
// from the file written and checked row by row against the values the view shows (titles name
// their units, numbers are written in full); every image export is the view's drawing alone, at
// the size of the canvas on screen and pixel for pixel what the canvas paints, without the combo
// boxes, buttons or tables around it.
#include "classroom/classroom_view.h"
#include "classroom/selection_history_model.h"
#include "classroom/selection_canvas.h"
#include "classroom/selection_page.h"
#include "compare/chart_panel.h"
#include "compare/compare_view.h"
#include "compare/sweep_pane.h"
#include "gantt/gantt_canvas.h"
#include "gantt/gantt_runner.h"
#include "gantt/gantt_summary_view.h"
#include "gantt/gantt_view.h"
#include "io/platform_json.h"
#include "partition/metrics_model.h"
#include "partition/partition_view.h"
#include "partition/partition_widget.h"
#include "redistribute/player_pane.h"
#include "redistribute/layout_canvas.h"
#include "redistribute/redistribution_player.h"
#include "redistribute/redistribution_runner.h"
#include "redistribute/speed_table_model.h"
#include "redistribute/speeds_panel.h"
#include "run/run_summary.h"
#include "studio/csv_export.h"
#include "studio/main_window.h"
#include "studio/view_export.h"

#include <QAction>
#include <QChartView>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace partita;
using namespace partita::views;

namespace {

Platform example(const char *name)
{
    return readPlatformFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/%1").arg(QLatin1String(name)).toStdString());
}

// Writes the table, reads the file back and parses it.
std::vector<QStringList> roundTrip(const CsvTable &table, const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    const auto error = writeCsv(table, path);
    if (error)
        qWarning() << *error;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parseCsv(QString::fromUtf8(file.readAll()));
}

// A number of the CSV as a double (exact: the CSV writes the shortest text that reads back).
double number(const QString &text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok ? v : std::nan("");
}

bool samePixels(const QImage &a, const QImage &b)
{
    return a.size() == b.size()
           && a.convertToFormat(QImage::Format_ARGB32) == b.convertToFormat(QImage::Format_ARGB32);
}

// Shows the widget offscreen and lets layouts settle (posted events, no fixed delay).
void showOffscreen(QWidget &w, QSize size)
{
    w.resize(size);
    w.setAttribute(Qt::WA_DontShowOnScreen, true);
    w.show();
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PartitaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_export"));
        QSettings().clear();
    }

    // Quoting (commas, quotes, line breaks) survives the round trip; numbers are written in full.
    void csvQuotingAndNumbers()
    {
        CsvTable t;
        t.header << QStringLiteral("name") << QStringLiteral("value (s)");
        t.rows.push_back({QStringLiteral("a, b"), csvNumber(0.1)});
        t.rows.push_back({QStringLiteral("say \"hi\"\nthere"), csvNumber(1.0 / 3.0)});
        t.rows.push_back({QStringLiteral("none"), csvNumber(std::nan(""))});
        QTemporaryDir dir;
        const auto rows = roundTrip(t, dir, QStringLiteral("q.csv"));
        QCOMPARE(rows.size(), std::size_t(4));
        QCOMPARE(rows[0], t.header);
        QCOMPARE(rows[1], t.rows[0]);
        QCOMPARE(rows[2], t.rows[1]);
        QCOMPARE(number(rows[2][1]), 1.0 / 3.0);
        QCOMPARE(rows[3][1], QString());
        QCOMPARE(csvNumber(0.1), QStringLiteral("0.1"));
        // A failed write names the file and leaves nothing behind.
        QVERIFY(writeCsv(t, dir.filePath(QStringLiteral("missing/dir/x.csv"))).has_value());
    }

    // The Partition tab's metrics: one row per processor, the values of the metrics in full,
    // the units in the titles.
    void partitionMetricsCsv()
    {
        PartitionView view;
        QSignalSpy shown(&view, &PartitionView::resultsShown);
        view.setInput(example("star16.json"), PlanSettings{});
        QVERIFY(shown.wait(30000));
        const Metrics &m = view.metricsModel()->metrics();
        QVERIFY(!m.processors.empty());
        QTemporaryDir dir;
        const auto rows = roundTrip(view.csvTable(), dir, QStringLiteral("metrics.csv"));
        QCOMPARE(rows.size(), m.processors.size() + 1);
        const QStringList &h = rows[0];
        QCOMPARE(h.size(), int(MetricsModel::ColumnCount));
        QVERIFY2(h[MetricsModel::Speed].contains(QLatin1String("Gflop/s")), qPrintable(h.join(QLatin1Char('|'))));
        QVERIFY(h[MetricsModel::Share].contains(QLatin1String("%")));
        QVERIFY(h[MetricsModel::ComputeTime].contains(QLatin1String("(s)")));
        std::int64_t blocks = 0;
        for (std::size_t i = 0; i < m.processors.size(); ++i) {
            const QStringList &r = rows[i + 1];
            const ProcessorMetrics &p = m.processors[i];
            QCOMPARE(r[MetricsModel::Processor], QString::fromStdString(p.processor));
            QCOMPARE(number(r[MetricsModel::Speed]), p.speed);
            QCOMPARE(number(r[MetricsModel::Share]), 100 * p.share);
            QCOMPARE(number(r[MetricsModel::Work]), 100 * p.workFraction);
            QCOMPARE(number(r[MetricsModel::HalfPerimeter]), p.halfPerimeter);
            QCOMPARE(number(r[MetricsModel::ComputeTime]), p.computeTime);
            blocks += r[MetricsModel::Blocks].toLongLong();
        }
        const Problem problem = PlanSettings{}.problem;
        QCOMPARE(blocks, problem.rowBlocks() * problem.colBlocks());
        // The panes offer the table and their image in their context menu.
        QStringList offered;
        for (QAction *a : view.pane(0)->parentWidget()->actions())
            offered << a->objectName();
        QCOMPARE(offered, (QStringList{QStringLiteral("exportCsv"), QStringLiteral("exportImage")}));
    }

    // Every chart of the Comparison tab: one row per strategy with each bar set and the
    // reference line, one row per abscissa with each curve.
    void comparisonChartsCsv()
    {
        CompareView view;
        QSignalSpy shown(&view, &CompareView::resultsShown);
        view.setInput(example("mw-table2.json"), PlanSettings{Problem{400, 20}, "columns", {}});
        QVERIFY(shown.wait(120000));
        const CompareResults &r = view.results();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        std::vector<const CompareRow *> ok;
        for (const CompareRow &row : r.rows)
            if (row.ok)
                ok.push_back(&row);
        QVERIFY(!ok.empty());
        QTemporaryDir dir;

        view.showChart(CompareView::Chart::Makespan);
        auto rows = roundTrip(view.csvTable(), dir, QStringLiteral("makespan.csv"));
        QCOMPARE(rows.size(), ok.size() + 1);
        QCOMPARE(rows[0].size(), 3);
        QCOMPARE(rows[0][0], QStringLiteral("strategy"));
        QVERIFY2(rows[0][1].endsWith(QStringLiteral("(%1)").arg(r.timeUnit)), qPrintable(rows[0][1]));
        for (std::size_t i = 0; i < ok.size(); ++i) {
            QCOMPARE(rows[i + 1][0], QString::fromStdString(ok[i]->algorithm));
            QCOMPARE(number(rows[i + 1][1]), ok[i]->makespan);
            QCOMPARE(number(rows[i + 1][2]), ok[i]->assembledMakespan);
        }

        view.showChart(CompareView::Chart::Volume);
        rows = roundTrip(view.csvTable(), dir, QStringLiteral("volume.csv"));
        QCOMPARE(rows.size(), ok.size() + 1);
        QCOMPARE(rows[0].size(), 3); // the volume and the rectangles' lower bound
        QVERIFY(rows[0][1].contains(QLatin1String("elements")));
        for (std::size_t i = 0; i < ok.size(); ++i) {
            QCOMPARE(number(rows[i + 1][1]), ok[i]->commVolume);
            QCOMPARE(number(rows[i + 1][2]), r.volumeLowerBound);
        }

        view.showChart(CompareView::Chart::Imbalance);
        rows = roundTrip(view.csvTable(), dir, QStringLiteral("imbalance.csv"));
        QVERIFY(rows[0][1].contains(QLatin1String("(%)")));
        for (std::size_t i = 0; i < ok.size(); ++i)
            QCOMPARE(number(rows[i + 1][1]), 100 * ok[i]->imbalance);

        view.showChart(CompareView::Chart::Sweep);
        QTRY_VERIFY_WITH_TIMEOUT(!view.sweepPane()->runner()->isBusy(), 120000);
        const SweepResults &sweep = view.sweepPane()->results();
        QVERIFY(!sweep.values.empty());
        rows = roundTrip(view.csvTable(), dir, QStringLiteral("sweep.csv"));
        QCOMPARE(rows.size(), sweep.values.size() + 1);
        QCOMPARE(rows[0].size(), int(sweep.series.size()) + 1);
        for (std::size_t i = 0; i < sweep.values.size(); ++i) {
            QCOMPARE(number(rows[i + 1][0]), sweep.values[i]);
            for (std::size_t s = 0; s < sweep.series.size(); ++s) {
                const double y = sweep.series[s].makespans[i];
                const QString &cell = rows[i + 1][int(s) + 1];
                QVERIFY(std::isfinite(y) ? number(cell) == y : cell.isEmpty());
            }
        }

        view.showChart(CompareView::Chart::Ring);
        rows = roundTrip(view.csvTable(), dir, QStringLiteral("ring.csv"));
        std::size_t curves = 0, marks = 0, sizes = 0;
        for (const RingCurve &c : r.ring)
            if (c.error.isEmpty()) {
                ++curves;
                marks += c.bestSize > 0;
                sizes = std::max(sizes, c.tStepBySize.size());
            }
        QVERIFY(curves > 0);
        QCOMPARE(rows.size(), sizes + 1);
        QCOMPARE(rows[0].size(), int(1 + curves + marks));
        // A value label that names its unit already follows a colon: "H/W = 1, best 4: T_step (s)".
        QVERIFY2(rows[0][1].endsWith(QStringLiteral(": T_step (%1)").arg(r.timeUnit)), qPrintable(rows[0][1]));
        QCOMPARE(number(rows[1][1]), r.ring.front().tStepBySize.front());

        view.showChart(CompareView::Chart::MasterWorker);
        rows = roundTrip(view.csvTable(), dir, QStringLiteral("mw.csv"));
        QCOMPARE(rows.size(), r.masterWorker.size() + 1);
        QCOMPARE(rows[0].size(), 3);
        for (std::size_t i = 0; i < r.masterWorker.size(); ++i) {
            QVERIFY(rows[i + 1][0].startsWith(QString::fromStdString(r.masterWorker[i].algorithm)));
            QCOMPARE(number(rows[i + 1][1]), r.masterWorker[i].ratio);
            QCOMPARE(number(rows[i + 1][2]), r.masterWorker[i].steadyStateRatio);
        }
    }

    // The Gantt summary: per processor the figures of the summary, in the trace's unit.
    void ganttSummaryCsv()
    {
        GanttView view;
        QSignalSpy shown(&view, &GanttView::resultsShown);
        view.setInput(example("star16.json"), PlanSettings{});
        QVERIFY(shown.wait(60000));
        const TraceSummary &s = view.predictedSummary();
        QVERIFY(!s.ranks.empty());
        QTemporaryDir dir;
        const auto rows = roundTrip(view.csvTable(), dir, QStringLiteral("summary.csv"));
        QCOMPARE(rows.size(), s.ranks.size() + 1);
        const QString unit = QStringLiteral("(%1)").arg(QString::fromStdString(view.canvas()->trace().timeUnit));
        QVERIFY2(rows[0][4].endsWith(unit), qPrintable(rows[0][4]));
        for (std::size_t i = 0; i < s.ranks.size(); ++i) {
            const QStringList &r = rows[i + 1];
            QCOMPARE(r[0], QString::fromStdString(s.ranks[i].id));
            QCOMPARE(number(r[3]), s.t1);
            QCOMPARE(number(r[4]), s.ranks[i].compute);
            QCOMPARE(number(r[5]), s.ranks[i].communication);
            QCOMPARE(number(r[6]), s.ranks[i].idle);
            // The three add up to the range (summary's rule: overlaps count once).
            QVERIFY(std::abs(number(r[4]) + number(r[5]) + number(r[6]) - (s.t1 - s.t0)) <= 1e-9 * (s.t1 - s.t0) + 1e-12);
        }
    }

    // The Run tab's per-rank table: the seconds in full, not as the table rounds them.
    void runRanksCsv()
    {
        RunSummaryView view;
        RunSummary s;
        s.verified = true;
        s.perRank = {{0, QStringLiteral("P0"), 0.123456789, 0.5, 0.25}, {1, QStringLiteral("P1"), 1.5, 0.0625, 1e-7}};
        view.setSummary(s);
        QTemporaryDir dir;
        const auto rows = roundTrip(view.csvTable(), dir, QStringLiteral("ranks.csv"));
        QCOMPARE(rows.size(), std::size_t(3));
        QCOMPARE(rows[0], (QStringList{QStringLiteral("rank"), QStringLiteral("processor"), QStringLiteral("compute (s)"),
                                       QStringLiteral("communication (s)"), QStringLiteral("idle (s)")}));
        for (std::size_t i = 0; i < 2; ++i) {
            const RankTimesRow &r = s.perRank[i];
            QCOMPARE(rows[i + 1][0].toInt(), r.rank);
            QCOMPARE(rows[i + 1][1], r.node);
            QCOMPARE(number(rows[i + 1][2]), r.compute);
            QCOMPARE(number(rows[i + 1][3]), r.communication);
            QCOMPARE(number(rows[i + 1][4]), r.idle);
        }
        // The table offers it in its context menu.
        bool offered = false;
        for (QAction *a : view.perRankTable()->actions())
            offered |= a->objectName() == QLatin1String("exportCsv");
        QVERIFY(offered);
    }

    // The partition's image is the panes alone: one pane's size and its own paintCanvas, pixel
    // for pixel; two panes side by side at twice the width; the PNG written is the same image.
    void partitionImageIsTheCanvasAlone()
    {
        PartitionView view;
        QSignalSpy shown(&view, &PartitionView::resultsShown);
        view.setInput(example("star16.json"), PlanSettings{});
        QVERIFY(shown.wait(30000));
        showOffscreen(view, QSize(1000, 700));
        PartitionWidget *pane = view.pane(0);
        QVERIFY(pane->size().width() < view.width()); // the table and the choosers are beside it

        const Drawing d = view.drawing();
        QCOMPARE(d.size, pane->size());
        QImage own(pane->size(), QImage::Format_ARGB32_Premultiplied);
        own.fill(d.background);
        {
            QPainter p(&own);
            p.setRenderHint(QPainter::Antialiasing);
            pane->paintCanvas(p, pane->size());
        }
        QVERIFY(samePixels(renderDrawing(d), own));

        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("partition.png"));
        QCOMPARE(exportDrawing(d, png), std::nullopt);
        QVERIFY(samePixels(QImage(png), own));
        const QString svg = dir.filePath(QStringLiteral("partition.svg"));
        QCOMPARE(exportDrawing(d, svg), std::nullopt);
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains(QStringLiteral("%1").arg(pane->width()).toUtf8()));

        view.setPaneCount(2);
        QVERIFY(shown.wait(30000));
        showOffscreen(view, QSize(1000, 700));
        const Drawing two = view.drawing();
        const QSize cell = view.pane(0)->size().expandedTo(view.pane(1)->size());
        QCOMPARE(two.size, QSize(2 * cell.width(), cell.height()));
    }

    // A chart's image is the chart alone: the size of the chart view's viewport (no frame, no
    // sweep chooser, no progress bar), the same pixels as the viewport paints.
    void chartImageIsTheChartAlone()
    {
        ChartPanel panel;
        panel.setBars(QStringLiteral("t"), {QStringLiteral("a"), QStringLiteral("b")}, {1.0, 2.0}, QStringLiteral("s"));
        showOffscreen(panel, QSize(600, 400));
        auto *view = panel.findChild<QChartView *>();
        QVERIFY(view);
        const Drawing d = panel.drawing();
        QCOMPARE(d.size, view->viewport()->size());
        QVERIFY(d.size.width() <= panel.width() && d.size.height() <= panel.height());
        const QImage image = renderDrawing(d);
        QCOMPARE(image.size(), d.size);
        // Not a blank image: the bars and the axes are there.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 3);
    }

    // The Gantt chart's image is its canvas's paintChart at the canvas's size, without the
    // buttons and the summary beside it.
    void ganttImageIsTheChartAlone()
    {
        GanttView view;
        QSignalSpy shown(&view, &GanttView::resultsShown);
        view.setInput(example("star16.json"), PlanSettings{});
        QVERIFY(shown.wait(60000));
        showOffscreen(view, QSize(1200, 700));
        GanttCanvas *canvas = view.canvas();
        const Drawing d = view.drawing();
        QCOMPARE(d.size, canvas->size());
        QVERIFY(d.size.width() < view.width());
        QImage own(canvas->size(), QImage::Format_ARGB32_Premultiplied);
        own.fill(d.background);
        {
            QPainter p(&own);
            p.setRenderHint(QPainter::Antialiasing);
            canvas->paintChart(p, canvas->size());
        }
        QVERIFY(samePixels(renderDrawing(d), own));
    }

    // The Classroom's selection history: one row per selection, numbered, then the table's
    // columns (each worker's ratio, the worker chosen, ...).
    void selectionHistoryCsv()
    {
        ClassroomView view;
        view.setPage(ClassroomView::Page::Selection);
        QSignalSpy shown(&view, &ClassroomView::resultsShown);
        view.setInput(example("mw-table2.json"), PlanSettings{Problem{100, 1}, "mw-global", {}});
        QVERIFY(shown.wait(60000));
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 60000);
        const SelectionHistoryModel &history = *view.selectionPage()->history();
        QVERIFY(history.rowCount() > 0);
        QTemporaryDir dir;
        const auto rows = roundTrip(view.csvTable(), dir, QStringLiteral("history.csv"));
        QCOMPARE(rows.size(), std::size_t(history.rowCount()) + 1);
        QCOMPARE(rows[0].size(), history.columnCount() + 1);
        QCOMPARE(rows[0][0], QStringLiteral("step"));
        for (int r = 0; r < history.rowCount(); ++r) {
            QCOMPARE(rows[std::size_t(r) + 1][0], QString::number(r + 1));
            QCOMPARE(rows[std::size_t(r) + 1][1], history.data(history.index(r, 0), Qt::DisplayRole).toString());
        }
        // The drawing is the selection canvas alone.
        showOffscreen(view, QSize(1200, 800));
        QCOMPARE(view.drawing().size, view.selectionPage()->canvas()->size());
    }

    // The redistribution player: the speeds table with its raw values, and the layouts alone
    // (greedy and exact side by side on the §4.6 example).
    void redistributionCsvAndImage()
    {
        RedistributionPlayer player;
        player.setAnimationsEnabled(false);
        QCOMPARE(player.openLayoutFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/fig9.layout")),
                 std::nullopt);
        QTRY_VERIFY_WITH_TIMEOUT(player.hasResults() && !player.runner()->isBusy(), 60000);
        const SpeedTableModel &speeds = *player.speedsPanel()->speeds();
        QTemporaryDir dir;
        const auto rows = roundTrip(player.csvTable(), dir, QStringLiteral("speeds.csv"));
        QCOMPARE(rows.size(), std::size_t(speeds.rowCount()) + 1);
        QVERIFY(rows[0][SpeedTableModel::Area].contains(QLatin1String("blocks")));
        std::int64_t area = 0;
        for (std::size_t i = 1; i < rows.size(); ++i)
            area += rows[i][SpeedTableModel::Area].toLongLong();
        QCOMPARE(area, std::int64_t(24 * 24)); // the layout's 24 × 24 block grid
        showOffscreen(player, QSize(1400, 800));
        const Drawing d = player.drawing();
        const QSize cell = player.pane(0)->canvas()->size();
        QCOMPARE(d.size.height(), cell.height());
        QCOMPARE(d.size.width(), player.paneCount() * cell.width());
    }

    // File ▸ Export Table as CSV and Export View act on the tab on screen.
    void mainWindowExportsTheTabShown()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &) {});
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        QSignalSpy shown(window.partitionView(), &PartitionView::resultsShown);
        window.showView(MainWindow::View::Partition);
        QVERIFY(shown.wait(30000) || !window.partitionView()->results().outcomes.empty());
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("tab.csv"));
        QCOMPARE(window.exportCurrentTable(csv), std::nullopt);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto rows = parseCsv(QString::fromUtf8(file.readAll()));
        QCOMPARE(rows.size(), window.partitionView()->metricsModel()->metrics().processors.size() + 1);
        QCOMPARE(window.currentDrawing().size, window.partitionView()->pane(0)->size());
        // The editor has no table: the export says so and writes nothing.
        window.showView(MainWindow::View::Editor);
        const QString none = dir.filePath(QStringLiteral("none.csv"));
        QVERIFY(window.exportCurrentTable(none).has_value());
        QVERIFY(!QFile::exists(none));
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
