// The main window: a bad file is reported (through the injectable reporter, so no modal box
// blocks the test) and the current document is kept; a good file opens, goes into the recent
// files, and the views re-plan when the document changes; the tabs added for runs follow the
// problem bar when shown, a run's measured redistribution goes to the player, and the rates of
// a run (the Run tab's "Update platform from this run") become one undoable edit.
#include "editor/platform_document.h"
#include "partition/partition_view.h"
#include "partition/partition_widget.h"
#include "plan/problem_bar.h"
#include "classroom/classroom_runner.h"
#include "classroom/classroom_view.h"
#include "classroom/selection_page.h"
#include "redistribute/redistribution_player.h"
#include "redistribution/layout_json.h"
#include "run/run_panel.h"
#include "studio/main_window.h"
#include "compare/compare_view.h"
#include "io/platform_json.h"
#include "model/generator.h"

#include <QComboBox>
#include <QSet>
#include <QToolBar>
#include <QPushButton>
#include <QElapsedTimer>
#include <QThreadPool>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace partita;
using namespace partita::views;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings away from the user's
        QCoreApplication::setOrganizationName(QStringLiteral("PartitaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_main_window"));
        // Start from the defaults whatever an earlier run that failed half-way left behind.
        QSettings().clear();
    }

    void badFileIsReportedAndDocumentKept()
    {
        MainWindow window;
        QStringList errors;
        window.setErrorReporter([&](const QString &, const QString &message) { errors << message; });
        const QString good = QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
        QVERIFY(window.openFile(good));
        QVERIFY(errors.isEmpty());
        const Platform before = window.document()->platform();

        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("broken.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\n  \"format\": \"partita-platform/1\",\n  \"processors\": [\n    {\"id\": \"P1\" \"speed\": 1}\n");
        f.close();
        QVERIFY(!window.openFile(bad));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().contains(QStringLiteral("broken.json")), qPrintable(errors.first()));
        QVERIFY(window.document()->platform() == before);
        QCOMPARE(window.document()->fileName(), good);
        QCOMPARE(window.recentFiles().first(), QFileInfo(good).absoluteFilePath());
    }

    void problemBarReplansThePartition()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &message) { QFAIL(qPrintable(message)); });
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        window.showView(MainWindow::View::Partition);
        PartitionView *view = window.partitionView();
        QTRY_VERIFY(view->pane(0)->outcome().plan.has_value());
        QComboBox *strategy = window.problemBar()->strategyField();
        strategy->setCurrentIndex(strategy->findData(QStringLiteral("grid2d")));
        QTRY_COMPARE(view->pane(0)->outcome().algorithm, std::string("grid2d"));
        // An edit of the document re-plans too: remove a processor, 15 pieces.
        window.document()->removeNode(QStringLiteral("P16"));
        QTRY_COMPARE(view->pane(0)->outcome().plan->pieces.size(), std::size_t(15));
        window.document()->undoStack()->undo();
        QTRY_COMPARE(view->pane(0)->outcome().plan->pieces.size(), std::size_t(16));
    }

    // Only the tab on screen is computed: the player and the classroom get the platform when
    // they are shown, not before. The file opens with the partition tab on screen: once its
    // plan is in, the re-plan that would have fed the hidden tabs too has run, and their
    // runners (which report busy as soon as a job starts) must not have started.
    void laterTabsFollowTheProblemBarWhenShown()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &message) { QFAIL(qPrintable(message)); });
        QSignalSpy playerBusy(window.redistributionPlayer()->runner(), &RedistributionRunner::busyChanged);
        QSignalSpy classroomBusy(window.classroomView()->runner(), &ClassroomRunner::busyChanged);
        window.showView(MainWindow::View::Partition);
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        QTRY_VERIFY(window.partitionView()->pane(0)->outcome().plan.has_value());
        QCOMPARE(playerBusy.count(), 0);
        QCOMPARE(classroomBusy.count(), 0);
        QVERIFY(!window.redistributionPlayer()->hasResults());
        window.showView(MainWindow::View::Redistribution);
        QTRY_VERIFY(window.redistributionPlayer()->hasResults());
        QCOMPARE(window.redistributionPlayer()->initialLayout().processorCount(), std::size_t(16));
        QCOMPARE(window.classroomView()->stepCount(), 0);
        window.showView(MainWindow::View::Classroom);
        QTRY_VERIFY(window.classroomView()->stepCount() > 0);
    }

    // A run with --speed-change reports its layout and measured speeds; the player replays them.
    void runRedistributionGoesToThePlayer()
    {
        MainWindow window;
        QStringList errors;
        window.setErrorReporter([&](const QString &, const QString &message) { errors << message; });
        Layout layout;
        layout.n = 4;
        layout.columns = {{2, {{"P1", 2}, {"P2", 2}}}, {2, {{"P3", 4}}}};
        QJsonObject redistribution;
        redistribution[QStringLiteral("after_step")] = 2;
        redistribution[QStringLiteral("layout")] =
            QJsonDocument::fromJson(QByteArray::fromStdString(layoutToJson(layout))).object();
        redistribution[QStringLiteral("speeds")] = QJsonArray{1.0, 3.0, 4.0};
        emit window.runPanel()->redistributionMeasured(redistribution);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(window.redistributionPlayer()->initialLayout(), layout);
        QVERIFY(window.redistributionPlayer()->sourceTitle().contains(QStringLiteral("step 2")));
        QTRY_VERIFY(window.redistributionPlayer()->hasResults());
        window.redistributionPlayer()->setAnimationsEnabled(false);
        window.redistributionPlayer()->toEnd();
        // P1 : P2 = 1 : 3 in a column of 4 rows.
        QCOMPARE(window.redistributionPlayer()->drawnLayout(0).columns[0].processors[0].rows, std::int64_t(1));

        // A summary whose layout is broken is reported, and the player keeps what it shows.
        redistribution[QStringLiteral("layout")] = QJsonObject{{QStringLiteral("format"), QStringLiteral("nonsense")}};
        emit window.runPanel()->redistributionMeasured(redistribution);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(window.redistributionPlayer()->initialLayout(), layout);
    }

    // The Run tab hands on the platform with a run's rates: the document takes them as one undo
    // step; a platform that no longer matches the document is reported, nothing changes.
    void runRatesAreOneUndoableEdit()
    {
        MainWindow window;
        QStringList errors;
        window.setErrorReporter([&](const QString &, const QString &message) { errors << message; });
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        const Platform before = window.document()->platform();
        Platform measured = before;
        measured.processors[2].speed *= 0.5;
        measured.links[2].bandwidth *= 2;
        emit window.runPanel()->platformFromRun(measured, {QStringLiteral("P3 speed ...")});
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QVERIFY(window.document()->platform() == measured);
        QVERIFY(window.document()->isModified());
        QCOMPARE(window.document()->undoStack()->count(), 1);
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->platform() == before);

        Platform other = measured;
        other.processors.pop_back();
        emit window.runPanel()->platformFromRun(other, {});
        QCOMPARE(errors.size(), 1);
        QVERIFY(window.document()->platform() == before);
    }

    // Closing the window stops its computations at once: a comparison of a generated tiers
    // platform of 200 processors (three rings grown over every processor, tens of seconds of
    // processor time) is cancelled by the runner's end, and the pool's threads are free again
    // within seconds, not minutes after the window is gone.
    void closingTheWindowStopsTheComparison()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("tiers200.json"));
        writePlatformFile(generatePlatform({"tiers", 200, 1}), file.toStdString());
        auto window = std::make_unique<MainWindow>();
        window->setErrorReporter([](const QString &, const QString &) {});
        QVERIFY(window->openFile(file));
        QSignalSpy progress(window->compareView()->runner(), &CompareRunner::progress);
        window->showView(MainWindow::View::Compare);
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last().at(0).toInt() > 0, 60000);
        QVERIFY(window->compareView()->runner()->isBusy());
        QElapsedTimer clock;
        clock.start();
        window.reset();
        QTRY_VERIFY_WITH_TIMEOUT(QThreadPool::globalInstance()->activeThreadCount() == 0, 20000);
        QVERIFY2(clock.elapsed() < 15000, qPrintable(QString::number(clock.elapsed())));
    }

    // Opening another platform: the Run tab forgets the run of the previous one even when it
    // is not on screen, and the Comparison tab never shows the previous platform's charts.
    void anotherPlatformClearsOldResults()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &) {});
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        QSignalSpy shown(window.compareView(), &CompareView::resultsShown);
        window.showView(MainWindow::View::Compare);
        QVERIFY(shown.wait(60000) || !shown.isEmpty());
        QVERIFY(!window.compareView()->results().rows.empty());
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/mw-table2.json")));
        // Recomputing (the tab is on screen): nothing of star16 is shown meanwhile.
        QTRY_VERIFY_WITH_TIMEOUT(window.compareView()->results().rows.empty()
                                     || window.compareView()->results().problem == window.problemBar()->settings().problem,
                                 10000);
        QVERIFY(shown.wait(60000) || shown.size() >= 2);
        const CompareResults &r = window.compareView()->results();
        QCOMPARE(r.masterWorker.empty(), false); // mw-table2 has a master: its own strategies
        for (const CompareRow &row : r.rows)
            if (row.ok && row.algorithm == "columns")
                QCOMPARE(row.workersUsed, 3); // mw-table2's three processors, not star16's 16
    }

    // The Classroom's "Paper's example" opens Table 2's platform (paper 002 §6.2) as the
    // document and n = 100, q = 1 in the problem bar; the page then shows the paper's sequence,
    // P2 first, and flags nothing.
    void classroomOpensThePapersExample()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &message) { QFAIL(qPrintable(message)); });
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        window.showView(MainWindow::View::Classroom);
        SelectionPage *page = window.classroomView()->selectionPage();
        QTRY_VERIFY(window.classroomView()->stepCount() > 0);
        QVERIFY(!page->exampleDifferences().isEmpty());
        page->exampleButton()->click();
        QCOMPARE(window.problemBar()->settings().problem, (Problem{100, 1}));
        QCOMPARE(window.document()->platform().processors.size(), std::size_t(3));
        QTRY_VERIFY(page->exampleDifferences().isEmpty() && !window.classroomView()->isBusy()
                    && window.classroomView()->chosenAt(0) == QStringLiteral("P2"));
    }

    // The problem bar is restored at the next start: m, k, n, q, the strategy and every strategy's
    // parameters, as the window left them when it closed.
    void problemBarRestoredAtNextStart()
    {
        PlanSettings chosen;
        chosen.problem = {1234, 40};
        chosen.algorithm = "lbp-star";
        chosen.params.l = 7;
        chosen.params.network = NetworkModel::Full;
        chosen.params.mode = StarMode::Scss;
        chosen.params.order = ServiceOrder::Speed;
        chosen.params.heuristic = true;
        chosen.params.h = 250;
        chosen.params.w = 4000;
        chosen.params.flow = sim::FlowModel::Lv08;
        chosen.params.ringRefine = RingRefinement::Off;
        chosen.params.luSteps = LuSteps::Paper;
        {
            MainWindow window;
            QVERIFY(!(window.problemBar()->settings() == chosen));
            window.problemBar()->setSettings(chosen);
            QVERIFY(window.close());
        }
        {
            MainWindow window;
            QCOMPARE(window.problemBar()->settings().problem, chosen.problem);
            QCOMPARE(window.problemBar()->settings().algorithm, chosen.algorithm);
            QVERIFY(window.problemBar()->settings() == chosen);
            QCOMPARE(QSettings().value(QStringLiteral("problem/networkModel")).toString(), QStringLiteral("lv08"));
            QCOMPARE(QSettings().value(QStringLiteral("problem/ringRefine")).toString(), QStringLiteral("off"));
            QCOMPARE(QSettings().value(QStringLiteral("problem/luSteps")).toString(), QStringLiteral("paper"));
        }
        // A name the product does not know (edited by hand) keeps the default.
        QSettings().setValue(QStringLiteral("problem/luSteps"), QStringLiteral("sideways"));
        {
            MainWindow window;
            QCOMPARE(window.problemBar()->settings().params.luSteps, LuSteps::Best);
            QCOMPARE(window.problemBar()->settings().params.ringRefine, RingRefinement::Off);
            window.problemBar()->setSettings(chosen);
            QVERIFY(window.close());
        }
        // A product of another shape comes back as it was: m and k beside n, unticked square.
        chosen.problem = Problem::product(240, 1000, 560, 40);
        {
            MainWindow window;
            window.problemBar()->setSettings(chosen);
            QVERIFY(window.close());
        }
        {
            MainWindow window;
            QCOMPARE(window.problemBar()->settings().problem, chosen.problem);
            QVERIFY(window.problemBar()->settings() == chosen);
            QCOMPARE(QSettings().value(QStringLiteral("problem/m")).toLongLong(), 240LL);
            QCOMPARE(QSettings().value(QStringLiteral("problem/k")).toLongLong(), 1000LL);
        }
        // Settings saved before m and k existed: the square product of their n.
        QSettings().remove(QStringLiteral("problem/m"));
        QSettings().remove(QStringLiteral("problem/k"));
        {
            MainWindow window;
            QCOMPARE(window.problemBar()->settings().problem, (Problem{560, 40}));
        }
        QSettings().remove(QStringLiteral("problem")); // the other tests start from the defaults
        MainWindow fresh;
        QVERIFY(fresh.problemBar()->settings() == PlanSettings{});
    }

    // The documented keys work without a desktop's key theme (X11, offscreen): Save As is
    // Ctrl+Shift+S, Settings has a key; Help ▸ Keyboard Shortcuts lists every key of the
    // menus and no key belongs to two actions. The toolbar's Undo keeps its width when the
    // menu text becomes "Undo Remove P16" (it shows a fixed icon text); every toolbar action
    // has an icon.
    void shortcutsAndToolbar()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &message) { QFAIL(qPrintable(message)); });
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        const QStringList lines = window.shortcutLines();
        QVERIFY2(lines.contains(QStringLiteral("Ctrl+Shift+S\tSave As…")), qPrintable(lines.join(QLatin1Char('\n'))));
        bool settings = false;
        QSet<QString> keys;
        for (const QString &line : lines) {
            const QString key = line.section(QLatin1Char('\t'), 0, 0);
            QVERIFY2(!keys.contains(key), qPrintable(key + QStringLiteral(" belongs to two actions")));
            keys.insert(key);
            settings = settings || line.endsWith(QStringLiteral("Settings…"));
        }
        QVERIFY(settings);
        QVERIFY(keys.contains(QStringLiteral("Ctrl+N")) && keys.contains(QStringLiteral("Ctrl+E")));

        QToolBar *bar = window.mainToolBar();
        QAction *undo = nullptr;
        for (QAction *a : bar->actions())
            if (a->iconText() == QStringLiteral("Undo"))
                undo = a;
        QVERIFY(undo);
        window.show();
        QWidget *button = bar->widgetForAction(undo);
        const QSize before = button->sizeHint();
        window.document()->removeNode(QStringLiteral("P16"));
        QVERIFY(undo->text().size() > QStringLiteral("Undo").size());
        QCOMPARE(button->sizeHint(), before);
        // Every toolbar action has an icon (the theme's or the bundled SVG), that draws.
        for (QAction *a : bar->actions())
            if (!a->isSeparator()) {
                QVERIFY2(!a->icon().isNull(), qPrintable(a->text()));
                QVERIFY2(!a->icon().pixmap(20, 20).isNull(), qPrintable(a->text()));
            }
        // PARTITA_MAIN_WINDOW_PNG=FILE keeps a picture of the window at 1280×800, to look at.
        if (const QString png = qEnvironmentVariable("PARTITA_MAIN_WINDOW_PNG"); !png.isEmpty()) {
            window.resize(1280, 800);
            QCoreApplication::processEvents();
            QVERIFY(window.grab().save(png));
        }
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
