#include "studio/screenshot.h"

#include "compare/compare_view.h"
#include "editor/platform_document.h"
#include "editor/platform_scene.h"
#include "editor/platform_view.h"
#include "gantt/gantt_runner.h"
#include "gantt/gantt_view.h"
#include "partition/partition_view.h"
#include "studio/view_export.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <functional>

namespace partita::views {

namespace {

// Runs the event loop until `done` is true, checking after each signal of `sender`; a guard
// of two minutes turns a hang into an error.
template <typename Sender, typename Signal>
bool waitFor(Sender *sender, Signal signal, const std::function<bool()> &done)
{
    if (done())
        return true;
    QEventLoop loop;
    QObject::connect(sender, signal, &loop, [&] {
        if (done())
            loop.quit();
    });
    QTimer guard;
    guard.setSingleShot(true);
    QObject::connect(&guard, &QTimer::timeout, &loop, [&] { loop.exit(1); });
    guard.start(120'000);
    return loop.exec() == 0;
}

std::optional<QString> finish(QWidget *widget, const ScreenshotRequest &r)
{
    widget->resize(r.size);
    widget->setAttribute(Qt::WA_DontShowOnScreen, true);
    widget->show();
    // Layouts settle before rendering: widget layouts first, then the charts' graphics
    // layouts they trigger (posted events, drained until none is left).
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    return exportWidget(widget, r.output);
}

} // namespace

QStringList screenshotViews()
{
    return {QStringLiteral("editor"),  QStringLiteral("partition"), QStringLiteral("compare"),
            QStringLiteral("volume"),  QStringLiteral("workers"),   QStringLiteral("imbalance"),
            QStringLiteral("sweep"),   QStringLiteral("ring"),      QStringLiteral("mw"),
            QStringLiteral("gantt")};
}

std::optional<QString> renderScreenshot(const ScreenshotRequest &r)
{
    if (!screenshotViews().contains(r.view))
        return QCoreApplication::translate("Screenshot", "unknown view '%1' (expected editor, partition, compare, volume, workers, imbalance, sweep, ring, mw or gantt)").arg(r.view);
    PlatformDocument document;
    if (const auto error = document.load(r.platformPath))
        return error;

    if (r.view == QLatin1String("editor")) {
        PlatformScene scene(&document);
        PlatformView view(&scene);
        view.resize(r.size);
        view.setAttribute(Qt::WA_DontShowOnScreen, true);
        view.show();
        QCoreApplication::processEvents();
        view.fitAll();
        return exportWidget(&view, r.output);
    }
    if (r.view == QLatin1String("partition")) {
        PartitionView view;
        view.resize(r.size);
        view.setPaneCount(r.panes);
        bool shown = false;
        QObject::connect(&view, &PartitionView::resultsShown, &view, [&](const PlanResults &res) {
            shown = res.job == view.runner()->latestJob();
        });
        view.setInput(document.platform(), r.settings);
        if (!waitFor(&view, &PartitionView::resultsShown, [&] { return shown; }))
            return QCoreApplication::translate("Screenshot", "timed out waiting for the plan");
        return finish(&view, r);
    }
    if (r.view == QLatin1String("gantt")) {
        GanttView view;
        view.resize(r.size);
        bool shown = false;
        QObject::connect(&view, &GanttView::resultsShown, &view, [&](const GanttResults &res) {
            shown = res.job == view.runner()->latestJob();
        });
        view.setInput(document.platform(), r.settings);
        if (!waitFor(&view, &GanttView::resultsShown, [&] { return shown; }))
            return QCoreApplication::translate("Screenshot", "timed out waiting for the trace");
        return finish(&view, r);
    }
    CompareView view;
    // In the order of CompareView::Chart.
    const QStringList charts = {QStringLiteral("compare"),   QStringLiteral("volume"), QStringLiteral("workers"),
                                QStringLiteral("imbalance"), QStringLiteral("sweep"),  QStringLiteral("ring"),
                                QStringLiteral("mw")};
    view.showChart(static_cast<CompareView::Chart>(charts.indexOf(r.view)));
    bool shown = false;
    QObject::connect(&view, &CompareView::resultsShown, &view, [&] { shown = !view.runner()->isBusy(); });
    view.setInput(document.platform(), r.settings);
    if (!waitFor(&view, &CompareView::resultsShown, [&] { return shown; }))
        return QCoreApplication::translate("Screenshot", "timed out waiting for the comparison");
    return finish(&view, r);
}

} // namespace partita::views
