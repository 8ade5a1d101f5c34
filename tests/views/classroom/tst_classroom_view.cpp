// The classroom view, offscreen: paper 002's worked example (Table 2) stepped through the
// master-worker page, with the sequence of §6.2.1 and §6.2.2 and the core's ratios; the
// transport bar and the highlighted step of the history table; the SharedRing growth of paper
// 001 stepped through the ring page against planSharedRing; platforms the strategies do not
// apply to show why; results of older inputs are dropped; the LU page (paper 002 §7) stepped
// through on the Table 2 platform, and the planner's reason on platforms LU cannot use.
#include "classroom/classroom_runner.h"
#include "classroom/classroom_text.h"
#include "classroom/classroom_view.h"
#include "classroom/lu_canvas.h"
#include "classroom/lu_page.h"
#include "classroom/ring_canvas.h"
#include "classroom/ring_page.h"
#include "classroom/selection_canvas.h"
#include "classroom/selection_history_model.h"
#include "classroom/selection_page.h"
#include "classroom/step_controls.h"
#include "classroom/tstep_chart.h"
#include "classroom/worked_example.h"
#include "evaluate/evaluate.h"
#include "io/platform_json.h"
#include "report/palette.h"
#include "schedule/ring/shared_ring.h"

#include <QDir>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QtTest>

#include <set>

using namespace partita;
using namespace partita::views;

namespace {

Platform example(const char *name)
{
    return readPlatformFile(std::string(PARTITA_SOURCE_DIR "/resources/examples/") + name);
}

// Gives the view an input and waits for the results of that input (no fixed delay).
bool showOn(ClassroomView &view, const Platform &platform, const PlanSettings &settings)
{
    QSignalSpy shown(&view, &ClassroomView::resultsShown);
    view.setInput(platform, settings);
    return QTest::qWaitFor([&] { return !shown.isEmpty() && !view.isBusy(); }, 60000);
}

// `partita simulate --platform mw-table2.json --n 100 --q 1`: the problem of the worked
// example (μ = 6, 18, 10, not capped by the matrix).
PlanSettings table2Settings(const std::string &algorithm = "columns")
{
    PlanSettings s;
    s.problem = {100, 1};
    s.algorithm = algorithm;
    return s;
}

// Paper 002 §6.2.1 and Figure 7: P2, then P1 and P3 alternating (12 selections), then P2.
QStringList table2Global()
{
    QStringList s{QStringLiteral("P2")};
    for (int i = 0; i < 6; ++i)
        s << QStringLiteral("P1") << QStringLiteral("P3");
    s << QStringLiteral("P2");
    return s;
}

// Layouts settle before a grab (new texts post layout requests).
void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

} // namespace

class TestClassroomView : public QObject {
    Q_OBJECT

private slots:
    // The problem bar's strategy is a partition: the page uses the global rule. The chosen
    // sequence is the paper's, and the ratios shown at step 1 are the core's (the steps that
    // `partita simulate --json` prints), 1.5, 3 and 1.
    void table2GlobalSequence()
    {
        ClassroomView view;
        QCOMPARE(view.page(), ClassroomView::Page::Selection);
        QVERIFY(showOn(view, example("mw-table2.json"), table2Settings()));
        SelectionPage *page = view.selectionPage();
        QCOMPARE(page->algorithm(), std::string("mw-global"));
        QVERIFY(page->message().isEmpty());
        QVERIFY(view.stepCount() > 14);
        QStringList got;
        for (int k = 0; k < 14; ++k)
            got << view.chosenAt(k);
        QCOMPARE(got, table2Global());
        QCOMPARE(view.chosenAt(13), QStringLiteral("P2")); // "P2 at step 14"

        EvaluateOptions o;
        o.selections = -1;
        o.trace = false;
        const Evaluation e = evaluate("mw-global", example("mw-table2.json"), {100, 1}, o);
        const MwResult &mw = e.detailsAs<MasterWorkerDetails>()->result;
        const std::vector<MwStep> &steps = mw.steps;
        QCOMPARE(static_cast<std::size_t>(view.stepCount()), std::min<std::size_t>(steps.size(), ClassroomRunner::kMaxSteps));
        for (int k = 0; k < 40; ++k)
            QCOMPARE(view.chosenAt(k).toStdString(), steps[static_cast<std::size_t>(k)].chosen);
        QCOMPARE(view.currentStep(), 0);
        const SelectionFrame &f = page->canvas()->frame();
        QCOMPARE(f.step, std::size_t(0));
        const std::vector<double> &first = steps[0].ratios; // per worker: P1, P2, P3
        QCOMPARE(mw.workers, (std::vector<std::string>{"P1", "P2", "P3"}));
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(*f.candidates[i].ratio, first[i]);
            // the history table's first row shows the same numbers
            QCOMPARE(page->history()->index(0, static_cast<int>(i)).data().toString(), ratioText(first[i]));
        }
        QCOMPARE(*f.candidates[1].ratio, 3.0);
        QVERIFY(page->history()->isChosen(0, 1));
        QVERIFY(!page->history()->isChosen(0, 0));
        QCOMPARE(page->ruleLine(), QStringLiteral("Step 1: P2 has the largest ratio 3 and is chosen."));
        // 1140 block updates per 972 time units, 95/81 ≈ 1.17 as printed
        QVERIFY(std::abs(page->lesson()->ratio - 95.0 / 81) < 1e-12);
        QCOMPARE(page->lesson()->period, 13);
    }

    // §6.2.2: with mw-local as the problem bar's strategy, the same first 13 decisions, then P1
    // at the 14th and P2 at the 15th. Switching the rule keeps the step shown.
    void localRuleAndSwitching()
    {
        ClassroomView view;
        QVERIFY(showOn(view, example("mw-table2.json"), table2Settings("mw-local")));
        SelectionPage *page = view.selectionPage();
        QCOMPARE(page->algorithm(), std::string("mw-local"));
        QStringList got;
        for (int k = 0; k < 15; ++k)
            got << view.chosenAt(k);
        QStringList expected = table2Global().mid(0, 13);
        expected << QStringLiteral("P1") << QStringLiteral("P2");
        QCOMPARE(got, expected);

        page->controls()->setCurrent(13);
        QVERIFY(page->ruleLine().startsWith(QLatin1String("Step 14: P1 ")));
        QSignalSpy shown(&view, &ClassroomView::resultsShown);
        page->setAlgorithm("mw-global");
        QVERIFY(QTest::qWaitFor([&] { return !shown.isEmpty() && !view.isBusy(); }, 60000));
        QCOMPARE(page->lesson()->algorithm, std::string("mw-global"));
        QCOMPARE(view.currentStep(), 13);
        QVERIFY(page->ruleLine().startsWith(QLatin1String("Step 14: P2 ")));
        // a later input with another strategy keeps the rule chosen on the page
        QVERIFY(showOn(view, example("mw-table2.json"), table2Settings("layers")));
        QCOMPARE(page->algorithm(), std::string("mw-global"));
    }

    // Forward, back, to the end and to the start move the step shown everywhere: the canvas,
    // the history table's highlighted row and the rule line.
    void steppingMovesTheHighlightedStep()
    {
        ClassroomView view;
        QVERIFY(showOn(view, example("mw-table2.json"), table2Settings()));
        SelectionPage *page = view.selectionPage();
        SelectionHistoryModel *history = page->history();
        const int count = view.stepCount();
        view.stepBack(); // already at the start
        QCOMPARE(view.currentStep(), 0);
        for (int i = 0; i < 3; ++i)
            view.stepForward();
        QCOMPARE(view.currentStep(), 3);
        QCOMPARE(history->currentStep(), 3);
        QCOMPARE(page->canvas()->frame().step, std::size_t(3));
        QVERIFY(page->ruleLine().startsWith(QLatin1String("Step 4: P1 ")));
        QCOMPARE(history->headerData(3, Qt::Vertical, Qt::DisplayRole).toString(), QStringLiteral("▶ 4"));
        QCOMPARE(history->headerData(2, Qt::Vertical, Qt::DisplayRole).toString(), QStringLiteral("3"));
        // the row of the current step is highlighted, except the chosen cell (P1's colour)
        QVERIFY(history->index(3, 1).data(Qt::BackgroundRole).isValid());
        QVERIFY(!history->index(2, 1).data(Qt::BackgroundRole).isValid());
        QVERIFY(history->isChosen(3, 0));
        QCOMPARE(page->controls()->positionText(), QStringLiteral("Selection 4 of %1").arg(count));
        view.stepBack();
        QCOMPARE(view.currentStep(), 2);
        QCOMPARE(history->currentStep(), 2);
        view.toEnd();
        QCOMPARE(view.currentStep(), count - 1);
        QCOMPARE(history->currentStep(), count - 1);
        QCOMPARE(page->canvas()->frame().step, static_cast<std::size_t>(count - 1));
        view.stepForward(); // already at the end
        QCOMPARE(view.currentStep(), count - 1);
        view.toStart();
        QCOMPARE(view.currentStep(), 0);
        // a click on a row of the table goes there
        emit page->historyTable()->clicked(history->index(7, 0));
        QCOMPARE(view.currentStep(), 7);
    }

    void playAdvancesAndStopsAtTheEnd()
    {
        StepControls controls;
        QSignalSpy moved(&controls, &StepControls::currentChanged);
        controls.setCount(5);
        QCOMPARE(controls.current(), 0);
        QCOMPARE(moved.count(), 1); // from nothing (−1) to the first step
        moved.clear();
        controls.setStepsPerSecond(16);
        QCOMPARE(controls.stepsPerSecond(), 16.0);
        controls.play();
        QVERIFY(controls.isPlaying());
        QTRY_COMPARE_WITH_TIMEOUT(controls.current(), 4, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!controls.isPlaying(), 5000);
        QCOMPARE(moved.count(), 4);
        // fewer steps: the position is kept inside the range
        controls.setCount(3);
        QCOMPARE(controls.current(), 2);
        controls.setCount(0);
        QCOMPARE(controls.current(), -1);
        controls.forward();
        QCOMPARE(controls.current(), -1);
    }

    // Ring growth on the toy cluster of paper 001 §2.4 and on the 16-processor star: the steps
    // shown are planSharedRing's, T_step after each insertion is the core's, and the chart
    // marks the best size the heuristic returns.
    void ringGrowth_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("h");
        QTest::addColumn<double>("w");
        QTest::newRow("toy cluster, H/W = 0.3") << "toy-cluster.json" << 300.0 << 1000.0;
        QTest::newRow("star16, H/W = 1") << "star16.json" << 1000.0 << 1000.0;
    }
    void ringGrowth()
    {
        QFETCH(QString, file);
        QFETCH(double, h);
        QFETCH(double, w);
        const Platform platform = example(qPrintable(file));
        PlanSettings s;
        s.params.h = h;
        s.params.w = w;
        ClassroomView view;
        view.setPage(ClassroomView::Page::Ring);
        QCOMPARE(view.page(), ClassroomView::Page::Ring);
        QVERIFY(showOn(view, platform, s));
        RingPage *page = view.ringPage();
        QVERIFY2(page->message().isEmpty(), qPrintable(page->message()));

        RingOptions o;
        o.h = h;
        o.w = w;
        o.q = static_cast<double>(s.problem.q);
        const RingResult r = planSharedRing(platform, o);
        QCOMPARE(view.stepCount(), static_cast<int>(r.steps.size()));
        QCOMPARE(page->lesson()->steps, r.steps);
        QCOMPARE(page->lesson()->bestSize, r.ring.size());
        view.toStart();
        for (std::size_t k = 0; k < r.steps.size(); ++k) {
            QCOMPARE(view.currentStep(), static_cast<int>(k));
            const RingInsertion &step = r.steps[k];
            QCOMPARE(view.chosenAt(static_cast<int>(k)), QString::fromStdString(step.processor));
            const QString line = page->stepLine();
            QVERIFY2(line.contains(QStringLiteral("T_step = %1").arg(amountText(step.tStep))), qPrintable(line));
            QVERIFY(line.startsWith(QStringLiteral("Size %1: %2").arg(k + 1).arg(QString::fromStdString(step.processor))));
            if (k >= 2)
                QVERIFY(line.contains(QStringLiteral("between %1 and %2")
                                          .arg(QString::fromStdString(step.pred), QString::fromStdString(step.succ))));
            QCOMPARE(page->canvas()->step(), k);
            view.stepForward();
        }
        QCOMPARE(view.currentStep(), static_cast<int>(r.steps.size()) - 1);
        // the steps shown are those of the settings' H and W
        QCOMPARE(page->lesson()->h, h);
        QCOMPARE(page->lesson()->w, w);
    }

    // The master-worker page only computes when shown: a ring input does not start it.
    void onlyTheShownPageIsComputed()
    {
        ClassroomView view;
        view.setPage(ClassroomView::Page::Ring);
        QVERIFY(showOn(view, example("mw-table2.json"), table2Settings()));
        QVERIFY(view.selectionPage()->lesson() == nullptr);
        QSignalSpy shown(&view, &ClassroomView::resultsShown);
        view.setPage(ClassroomView::Page::Selection);
        QVERIFY(QTest::qWaitFor([&] { return !shown.isEmpty() && !view.isBusy(); }, 60000));
        QVERIFY(view.selectionPage()->lesson() != nullptr);
        QCOMPARE(view.chosenAt(0), QStringLiteral("P2"));
    }

    // A platform without master: the master-worker page says why and offers nothing to step
    // through; a platform whose only processor is a master that does not compute has no ring.
    void strategiesThatDoNotApplyShowWhy()
    {
        Platform noMaster = example("toy-cluster.json");
        noMaster.master.clear();
        noMaster.masterComputes = false;
        ClassroomView view;
        QVERIFY(showOn(view, noMaster, PlanSettings{}));
        QVERIFY(!view.selectionPage()->message().isEmpty());
        QVERIFY2(view.selectionPage()->message().contains(QLatin1String("master")),
                 qPrintable(view.selectionPage()->message()));
        QCOMPARE(view.stepCount(), 0);
        QCOMPARE(view.currentStep(), -1);
        view.stepForward();
        view.toEnd();
        QCOMPARE(view.currentStep(), -1);
        QVERIFY(view.chosenAt(0).isEmpty());

        Platform alone;
        alone.units = Units::Blocks;
        alone.master = "M";
        alone.masterComputes = false;
        alone.processors.push_back({"M", "M", 1, 100, {}, {}, {}, {}});
        view.setPage(ClassroomView::Page::Ring);
        QVERIFY(showOn(view, alone, PlanSettings{}));
        QVERIFY(!view.ringPage()->message().isEmpty());
        QCOMPARE(view.stepCount(), 0);
        view.stepForward();
        QCOMPARE(view.currentStep(), -1);
        // and the master-worker page of it, when shown
        QSignalSpy shown(&view, &ClassroomView::resultsShown);
        view.setPage(ClassroomView::Page::Selection);
        QVERIFY(QTest::qWaitFor([&] { return !shown.isEmpty() && !view.isBusy(); }, 60000));
        QVERIFY(!view.selectionPage()->message().isEmpty());
    }

    // Two inputs in a row: only the second one's results are shown.
    void staleResultsAreDropped()
    {
        ClassroomView view;
        QSignalSpy shown(&view, &ClassroomView::resultsShown);
        view.setInput(example("mw-table2.json"), table2Settings());
        PlanSettings second = table2Settings();
        second.problem = {36, 1};
        view.setInput(example("mw-table2.json"), second);
        QVERIFY(QTest::qWaitFor([&] { return !shown.isEmpty() && !view.isBusy(); }, 60000));
        QCOMPARE(shown.count(), 1);
        QCOMPARE(view.selectionPage()->lesson()->problem.n, std::int64_t(36));
    }

    // Both pages render at a classroom size; with PARTITA_CLASSROOM_PNG set to a folder, the
    // pictures are written there to be looked at.
    void rendersBothPages()
    {
        ClassroomView view;
        view.resize(1280, 800);
        view.setAttribute(Qt::WA_DontShowOnScreen, true);
        view.show();
        QVERIFY(showOn(view, example("mw-table2.json"), table2Settings()));
        for (int i = 0; i < 13; ++i)
            view.stepForward();
        settle();
        const QImage selection = view.grab().toImage();
        QCOMPARE(selection.size(), QSize(1280, 800));
        PlanSettings ring;
        ring.params.h = 300;
        ring.params.w = 1000;
        view.setPage(ClassroomView::Page::Ring);
        QVERIFY(showOn(view, example("toy-cluster.json"), ring));
        view.toStart();
        for (int i = 0; i < 3; ++i)
            view.stepForward();
        settle();
        const QImage growth = view.grab().toImage();
        QCOMPARE(growth.size(), QSize(1280, 800));
        QVERIFY(selection != growth);
        QVERIFY(view.ringPage()->chart()->geometry().sizes == view.ringPage()->lesson()->steps.size());
        const QString dir = qEnvironmentVariable("PARTITA_CLASSROOM_PNG");
        if (!dir.isEmpty()) {
            QVERIFY(selection.save(QDir(dir).filePath(QStringLiteral("classroom-selection.png"))));
            QVERIFY(growth.save(QDir(dir).filePath(QStringLiteral("classroom-ring.png"))));
        }
    }

    // The Classroom opens with the paper's own parameters: on mw-table2.json with n = 128,
    // q = 8 (chunk sides capped by 16 blocks: μ = 3, 8, 5, and P3 never chosen) the page says
    // it is not Table 2's example and what differs; "Paper's example" asks for Table 2's
    // platform with n = 100, q = 1 (docs/master-worker.md), where the first selection is P2 and
    // nothing is flagged. The ring page does the same with the toy cluster at H = W = 1.
    void paperExample()
    {
        ClassroomView view;
        PlanSettings away = table2Settings();
        away.problem = {128, 8};
        QVERIFY(showOn(view, example("mw-table2.json"), away));
        SelectionPage *page = view.selectionPage();
        QCOMPARE(page->exampleDifferences().size(), 2);
        QVERIFY(page->exampleDifferences().join(QLatin1Char(' ')).contains(QStringLiteral("n = 128, the paper's 100")));
        QVERIFY(page->exampleDifferences().join(QLatin1Char(' ')).contains(QStringLiteral("q = 8, the paper's 1")));
        QVERIFY(page->exampleLine()->property("away").toBool());
        QVERIFY(page->exampleLine()->text().contains(QStringLiteral("Table 2")));

        QSignalSpy requested(&view, &ClassroomView::paperExampleRequested);
        page->exampleButton()->click();
        QCOMPARE(requested.size(), 1);
        const auto platform = requested.front().at(0).value<Platform>();
        const auto settings = requested.front().at(1).value<PlanSettings>();
        QCOMPARE(settings.problem, (Problem{100, 1}));
        QCOMPARE(settings.algorithm, away.algorithm); // only the example's parameters change
        QVERIFY(platform == example("mw-table2.json"));
        QVERIFY(showOn(view, platform, settings));
        QVERIFY(page->exampleDifferences().isEmpty());
        QVERIFY(!page->exampleLine()->property("away").toBool());
        QCOMPARE(view.chosenAt(0), QStringLiteral("P2"));

        // Another platform is named as the difference.
        QVERIFY(showOn(view, example("star16.json"), settings));
        QCOMPARE(page->exampleDifferences(), QStringList{QStringLiteral("the platform is not mw-table2.json")});

        view.setPage(ClassroomView::Page::Ring);
        QVERIFY(showOn(view, example("star16.json"), settings));
        RingPage *ring = view.ringPage();
        QCOMPARE(ring->exampleDifferences().size(), 3); // platform, H = 1000, W = 1000
        QVERIFY(ring->exampleLine()->property("away").toBool());
        requested.clear();
        ring->exampleButton()->click();
        QCOMPARE(requested.size(), 1);
        const auto ringSettings = requested.front().at(1).value<PlanSettings>();
        QCOMPARE(ringSettings.params.h, 1.0);
        QCOMPARE(ringSettings.params.w, 1.0);
        QCOMPARE(ringSettings.problem, settings.problem);
        QVERIFY(requested.front().at(0).value<Platform>() == example("toy-cluster.json"));
        QVERIFY(showOn(view, requested.front().at(0).value<Platform>(), ringSettings));
        QVERIFY(ring->exampleDifferences().isEmpty());
    }

    // Why a worker is left out comes from the planner's numbers. Table 2 with a fourth worker
    // P4, a hundred times slower than P3 to reach and to compute (c = 100, w = 100): no
    // selection goes to it. The page names it, with the selection where its ratio came closest
    // to the chosen one's (both read from MwStep::ratios) and its block updates per unit of port
    // time μ²/(2μc) against the chosen workers' least (MwResult::selectionWorkers), also in its
    // column's tooltip. With Table 2 alone every worker is chosen and the line is hidden.
    void leftOutWorkersSayWhy()
    {
        ClassroomView view;
        SelectionPage *page = view.selectionPage();
        Platform slow = example("mw-table2.json");
        slow.processors.push_back(Processor{"P4", "", 0.01, 60, 300.0, 150.0, "", {}, 1});
        slow.links.push_back(Link{"c4", "M", "P4", 0.01, 0, true, Sharing::Shared});
        QVERIFY(showOn(view, slow, table2Settings()));
        const SelectionLesson &l = *page->lesson();
        QVERIFY(l.error.isEmpty());
        std::set<std::size_t> chosen;
        for (std::size_t k = 0; k < l.steps.size(); ++k)
            chosen.insert(static_cast<std::size_t>(l.chosenIndex(k)));
        const std::vector<LeftOutWorker> out = leftOutWorkers(l);
        QCOMPARE(out.size(), std::size_t(1));
        QCOMPARE(l.workers[out.front().worker], std::string("P4"));
        QCOMPARE(out.size(), l.workers.size() - chosen.size());
        double least = 1e300;
        for (std::size_t c : chosen)
            least = std::min(least, l.stepWork[c] / l.stepComm[c]);
        for (const LeftOutWorker &w : out) {
            QVERIFY(!chosen.count(w.worker));
            const std::size_t i = w.worker;
            std::size_t closest = 0;
            double gap = 1e300;
            for (std::size_t k = 0; k < l.steps.size(); ++k) {
                const double g = l.steps[k].ratios[static_cast<std::size_t>(l.chosenIndex(k))] / l.steps[k].ratios[i];
                if (g < gap) {
                    gap = g;
                    closest = k;
                }
            }
            const MwStep &at = l.steps[closest];
            const QString expected = QStringLiteral("closest at selection %1 (%2 against %3's %4)")
                                         .arg(closest + 1)
                                         .arg(ratioText(at.ratios[i]), QString::fromStdString(at.chosen),
                                              ratioText(at.ratios[static_cast<std::size_t>(l.chosenIndex(closest))]));
            QVERIFY2(w.reason.contains(expected), qPrintable(w.reason + " / " + expected));
            QVERIFY2(w.reason.contains(QStringLiteral("gives %1 block updates").arg(ratioText(l.stepWork[i] / l.stepComm[i]))),
                     qPrintable(w.reason));
            QVERIFY2(w.reason.contains(QStringLiteral("at least %1").arg(ratioText(least))), qPrintable(w.reason));
            QVERIFY(page->history()->headerData(static_cast<int>(i), Qt::Horizontal, Qt::ToolTipRole).toString().contains(w.reason));
        }
        QVERIFY(!page->leftOutLine()->isHidden());
        QVERIFY(page->leftOutLine()->text().contains(QString::fromStdString(l.workers[out.front().worker])));

        QVERIFY(showOn(view, example("mw-table2.json"), table2Settings()));
        QVERIFY(leftOutWorkers(*page->lesson()).empty());
        QVERIFY(page->leftOutLine()->isHidden());
    }

    // The LU page on paper 002's Table 2 platform at n = 36, q = 1 (docs/lu.md): lu-hetero by
    // default (the problem bar's strategy is a partition), μ = 5, eight steps; the step controls
    // move k, the line, the costs and the drawing follow; the problem bar's LU strategy is taken.
    void luPageSteps()
    {
        ClassroomView view;
        view.resize(1400, 900);
        view.setPage(ClassroomView::Page::Lu);
        QCOMPARE(view.page(), ClassroomView::Page::Lu);
        PlanSettings settings = table2Settings();
        settings.problem = {36, 1};
        QVERIFY(showOn(view, example("mw-table2.json"), settings));
        LuPage *page = view.luPage();
        QVERIFY(page->lesson() != nullptr);
        QVERIFY2(page->message().isEmpty(), qPrintable(page->message()));
        QCOMPARE(page->algorithm(), std::string("lu-hetero"));
        QCOMPARE(page->lesson()->mu, 5);
        // This is the page's worked example (docs/lu.md); its button asks for it again.
        QVERIFY2(page->exampleDifferences().isEmpty(), qPrintable(page->exampleDifferences().join(QLatin1Char(';'))));
        QSignalSpy requested(&view, &ClassroomView::paperExampleRequested);
        page->exampleButton()->click();
        QCOMPARE(requested.size(), 1);
        const auto asked = requested.first().at(1).value<PlanSettings>();
        QCOMPARE(asked.problem, (Problem{36, 1}));
        QCOMPARE(view.stepCount(), 8);
        view.toStart();
        QCOMPARE(view.currentStep(), 0);
        QCOMPARE(view.chosenAt(0), QStringLiteral("P1"));
        QVERIFY2(page->stepLine().startsWith(QLatin1String("Step 1 of 8: the pivot A(0:5, 0:5) is factored on P1")),
                 qPrintable(page->stepLine()));
        QVERIFY(page->costsText().contains(QLatin1String("Costs of step 1")));
        view.stepForward();
        QCOMPARE(view.currentStep(), 1);
        QCOMPARE(page->canvas()->step(), std::size_t(1));
        QVERIFY(page->stepLine().contains(QLatin1String("A(5:10, 5:10)")));
        QVERIFY(page->costsText().contains(QLatin1String("Costs of step 2")));
        view.toEnd();
        QCOMPARE(view.currentStep(), 7);
        QVERIFY(page->stepLine().contains(QLatin1String("no core is left")));
        view.stepForward();
        QCOMPARE(view.currentStep(), 7);
        view.stepBack();
        QCOMPARE(view.currentStep(), 6);
        QCOMPARE(page->canvas()->step(), std::size_t(6));
        view.toStart();
        view.stepForward();
        view.stepForward();
        QCOMPARE(page->canvas()->step(), std::size_t(2)); // a core of 21×21 blocks
        // Painted: the strips of the core are in their workers' colours.
        settle();
        const QImage image = page->canvas()->grab().toImage();
        QVERIFY(!image.isNull());
        const LuStepGeometry &g = page->canvas()->geometry();
        QVERIFY(!g.strips.empty());
        const LuStripBox &box = g.strips.front();
        const Rgb expected = processorColor(page->lesson()->colours[box.strip.worker]);
        const QColor seen = image.pixelColor(QPointF(box.rect.left() + 2, box.rect.bottom() - 2).toPoint());
        QVERIFY2(std::abs(seen.red() - expected.r) < 40 && std::abs(seen.green() - expected.g) < 40
                     && std::abs(seen.blue() - expected.b) < 40,
                 qPrintable(seen.name()));

        // The problem bar's strategy, when it is an LU one.
        settings.algorithm = "lu-homogeneous";
        QVERIFY(showOn(view, example("mw-table2.json"), settings));
        QCOMPARE(page->algorithm(), std::string("lu-homogeneous"));
        QCOMPARE(page->lesson()->mu, 6);
        QCOMPARE(view.stepCount(), 6);
    }

    // Platforms LU cannot use show the planner's reason and nothing to step through: no
    // master, and no worker with memory for μ = 1 (5 blocks).
    void luPageShowsWhy()
    {
        ClassroomView view;
        view.setPage(ClassroomView::Page::Lu);
        Platform noMaster = example("toy-cluster.json");
        noMaster.master.clear();
        noMaster.masterComputes = false;
        QVERIFY(showOn(view, noMaster, PlanSettings{}));
        QVERIFY2(view.luPage()->message().contains(QLatin1String("master")), qPrintable(view.luPage()->message()));
        QVERIFY(!view.luPage()->exampleDifferences().isEmpty());
        QCOMPARE(view.stepCount(), 0);
        QCOMPARE(view.currentStep(), -1);
        view.stepForward();
        view.toEnd();
        QCOMPARE(view.currentStep(), -1);
        QVERIFY(view.chosenAt(0).isEmpty());
        settle();
        QVERIFY(!view.luPage()->canvas()->grab().isNull());

        Platform small = example("mw-table2.json");
        for (Processor &p : small.processors)
            if (p.id != small.master)
                p.memory = 4;
        PlanSettings settings;
        settings.problem = {36, 1};
        QVERIFY(showOn(view, small, settings));
        QVERIFY2(view.luPage()->message().contains(QLatin1String("memory")), qPrintable(view.luPage()->message()));
        QCOMPARE(view.stepCount(), 0);
        // and a good platform afterwards steps again
        settings.problem = {36, 1};
        QVERIFY(showOn(view, example("mw-table2.json"), settings));
        QVERIFY(view.luPage()->message().isEmpty());
        QCOMPARE(view.stepCount(), 8);
    }
};

QTEST_MAIN(TestClassroomView)
#include "tst_classroom_view.moc"
