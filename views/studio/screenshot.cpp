#include "studio/screenshot.h"

#include "classroom/classroom_view.h"
#include "classroom/papers_page.h"
#include "compare/compare_view.h"
#include "compare/sweep_pane.h"
#include "editor/platform_document.h"
#include "editor/platform_scene.h"
#include "editor/platform_view.h"
#include "gantt/gantt_runner.h"
#include "gantt/gantt_view.h"
#include "partition/partition_view.h"
#include "plan/plan_runner.h"
#include "plan/problem_bar.h"
#include "redistribute/redistribution_player.h"
#include "redistribute/redistribution_runner.h"
#include "run/run_panel.h"
#include "studio/main_window.h"
#include "studio/view_export.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>
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

// Runs the event loop until `done` is true, checking it every 50 ms (for states that change
// without a signal of their own).
bool pollUntil(const std::function<bool()> &done)
{
    QTimer poll;
    poll.start(50);
    return waitFor(&poll, &QTimer::timeout, done);
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

// The player once its sequences are computed, paused in the middle of its second operation
// (or the first when there is one), where the moving rows show.
std::optional<QString> finishRedistribution(RedistributionPlayer *player, const ScreenshotRequest &r)
{
    player->resize(r.size);
    if (!pollUntil([&] { return player->hasResults() && !player->runner()->isBusy(); }))
        return QCoreApplication::translate("Screenshot", "timed out waiting for the redistribution");
    if (!player->message().isEmpty())
        return player->message();
    if (player->stepCount() > 0)
        player->seek(std::min(1, player->stepCount() - 1), 0.5);
    return finish(player, r);
}

// The whole main window at the requested size on one tab, with the settings of a first start
// (settings of its own, cleared), once the tab's computation has shown its result.
std::optional<QString> windowScreenshot(const ScreenshotRequest &r)
{
    const auto tab = static_cast<int>(screenshotTabs().indexOf(r.tab));
    if (tab < 0)
        return QCoreApplication::translate("Screenshot", "unknown tab '%1' (expected one of: %2)")
            .arg(r.tab, screenshotTabs().join(QLatin1String(", ")));
    QCoreApplication::setApplicationName(QStringLiteral("partita-studio-screenshot"));
    QSettings().clear();
    MainWindow window;
    std::optional<QString> error;
    window.setErrorReporter([&](const QString &title, const QString &message) { error = title + QStringLiteral(": ") + message; });
    window.setWarningReporter({}); // a SimGrid file's warnings are not part of the picture
    window.resize(r.size);
    window.setAttribute(Qt::WA_DontShowOnScreen, true);
    window.show();
    if (!window.openFile(r.platformPath))
        return error;
    window.statusBar()->clearMessage(); // it names the file with its path on this machine
    window.problemBar()->setSettings(r.settings);
    window.compareView()->sweepPane()->setParameter(r.sweep);
    window.showView(static_cast<MainWindow::View>(tab));
    const auto idle = [&] {
        switch (static_cast<MainWindow::View>(tab)) {
        case MainWindow::View::Partition: return !window.partitionView()->runner()->isBusy();
        case MainWindow::View::Compare:
            return !window.compareView()->results().rows.empty() && !window.compareView()->runner()->isBusy()
                && !window.compareView()->sweepPane()->runner()->isBusy();
        case MainWindow::View::Gantt: return !window.ganttView()->runner()->isBusy();
        case MainWindow::View::Redistribution:
            return window.redistributionPlayer()->hasResults() && !window.redistributionPlayer()->runner()->isBusy();
        case MainWindow::View::Classroom: return !window.classroomView()->isBusy();
        default: return true;
        }
    };
    // The re-plan of the tab shown starts at the next turn of the loop.
    QCoreApplication::processEvents();
    if (!pollUntil(idle))
        return QCoreApplication::translate("Screenshot", "timed out waiting for the window");
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    return exportWidget(&window, r.output);
}

} // namespace

QStringList screenshotViews()
{
    return {QStringLiteral("editor"),  QStringLiteral("partition"), QStringLiteral("compare"),
            QStringLiteral("volume"),  QStringLiteral("workers"),   QStringLiteral("imbalance"),
            QStringLiteral("sweep"),   QStringLiteral("ring"),      QStringLiteral("mw"),
            QStringLiteral("gantt"),   QStringLiteral("run"),       QStringLiteral("redistribute"),
            QStringLiteral("steps"),   QStringLiteral("growth"),    QStringLiteral("lu"),
            QStringLiteral("papers"), QStringLiteral("window")};
}

QStringList screenshotTabs()
{
    // In the order of MainWindow::View.
    return {QStringLiteral("platform"), QStringLiteral("partition"),      QStringLiteral("comparison"),
            QStringLiteral("gantt"),    QStringLiteral("run"),            QStringLiteral("redistribution"),
            QStringLiteral("classroom")};
}

std::optional<QString> renderScreenshot(const ScreenshotRequest &r)
{
    if (!screenshotViews().contains(r.view))
        return QCoreApplication::translate("Screenshot", "unknown view '%1' (expected one of: %2)")
            .arg(r.view, screenshotViews().join(QLatin1String(", ")));
    // The player also plays a layout file (partita-layout/1, e.g. resources/examples/fig9.layout).
    if (r.view == QLatin1String("redistribute") && QFileInfo(r.platformPath).suffix() == QLatin1String("layout")) {
        RedistributionPlayer player;
        player.setAnimationsEnabled(false);
        if (const auto error = player.openLayoutFile(r.platformPath))
            return error;
        return finishRedistribution(&player, r);
    }
    if (r.view == QLatin1String("window"))
        return windowScreenshot(r);
    PlatformDocument document;
    if (const auto error = document.load(r.platformPath))
        return error;

    if (r.view == QLatin1String("redistribute")) {
        RedistributionPlayer player;
        player.setAnimationsEnabled(false);
        player.setInput(document.platform(), r.settings);
        return finishRedistribution(&player, r);
    }
    if (r.view == QLatin1String("steps") || r.view == QLatin1String("growth") || r.view == QLatin1String("lu")) {
        ClassroomView view;
        view.resize(r.size);
        view.setPage(r.view == QLatin1String("steps")    ? ClassroomView::Page::Selection
                     : r.view == QLatin1String("growth") ? ClassroomView::Page::Ring
                                                         : ClassroomView::Page::Lu);
        bool shown = false;
        QObject::connect(&view, &ClassroomView::resultsShown, &view, [&] { shown = !view.isBusy(); });
        view.setInput(document.platform(), r.settings);
        if (!waitFor(&view, &ClassroomView::resultsShown, [&] { return shown; }))
            return QCoreApplication::translate("Screenshot", "timed out waiting for the classroom");
        // A few steps in, where a class has something to look at (LU: the second step, with a
        // part factored already and a core left).
        const int steps = r.view == QLatin1String("lu") ? 1 : 3;
        for (int i = 0; i < std::min(steps, view.stepCount() - 1); ++i)
            view.stepForward();
        return finish(&view, r);
    }
    if (r.view == QLatin1String("papers")) {
        // The Papers page with the registry's first experiment run (it reads no platform).
        ClassroomView view;
        view.resize(r.size);
        PapersPage *page = view.papersPage();
        view.setPage(ClassroomView::Page::Papers);
        if (!waitFor(page, &PapersPage::resultsShown, [&] { return !page->shownExperiment().isEmpty(); }))
            return QCoreApplication::translate("Screenshot", "timed out waiting for the classroom");
        return finish(&view, r);
    }
    if (r.view == QLatin1String("run")) {
        // A real run, emulated: the panel as it is when the run has finished.
        RunPanel panel;
        panel.resize(r.size);
        panel.setInput(document.platform(), r.settings);
        if (!pollUntil([&] { return !panel.isProbing(); }) || !panel.startBlocker().isEmpty())
            return QCoreApplication::translate("Screenshot", "cannot start the run: %1").arg(panel.startBlocker());
        bool finished = false;
        QObject::connect(&panel, &RunPanel::runFinished, &panel, [&] { finished = true; });
        if (!panel.start())
            return QCoreApplication::translate("Screenshot", "cannot start the run: %1").arg(panel.startBlocker());
        if (!waitFor(&panel, &RunPanel::runFinished, [&] { return finished; }))
            return QCoreApplication::translate("Screenshot", "timed out waiting for the run");
        return finish(&panel, r);
    }

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
    view.sweepPane()->setParameter(r.sweep);
    bool shown = false, swept = false;
    QObject::connect(&view, &CompareView::resultsShown, &view, [&] { shown = !view.runner()->isBusy(); });
    QObject::connect(view.sweepPane(), &SweepPane::resultsShown, &view,
                     [&] { swept = !view.sweepPane()->runner()->isBusy(); });
    view.setInput(document.platform(), r.settings);
    if (!waitFor(&view, &CompareView::resultsShown, [&] { return shown; })
        || !waitFor(view.sweepPane(), &SweepPane::resultsShown, [&] { return swept; }))
        return QCoreApplication::translate("Screenshot", "timed out waiting for the comparison");
    return finish(&view, r);
}

} // namespace partita::views
