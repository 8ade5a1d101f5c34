// The redistribution player (offscreen): it ends on the layout `partita redistribute` computes
// (the CLI run as a process on the player's own layout, both cost models); the §4.6 example
// shows greedy 48 and exact 16 side by side, each pane ending on the target; stepping back
// shows the previous layout; clicking an operation jumps there; the exact search's budget
// and verdicts are reported; a bad layout file gives a message and changes nothing; and a
// rendering mid-animation (the §4.6 example, star16, a wide C) is written to /tmp for people to
// look at.
#include "paper_layouts.h"
#include "io/platform_json.h"
#include "redistribute/layout_canvas.h"
#include "redistribute/player_pane.h"
#include "redistribute/redistribution_player.h"
#include "redistribute/speed_table_model.h"
#include "redistribute/speeds_panel.h"
#include "redistribution/layout_json.h"
#include "redistribution/target_layout.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cstdio>

using namespace partita;
using namespace partita::views;

namespace {

constexpr int kWait = 60000; // ms: an upper bound for a job, never a fixed delay

Platform star16() { return readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/star16.json"); }

// Runs `action` and waits for the results it causes.
template <typename Action>
bool waitResults(RedistributionPlayer &player, Action action)
{
    QSignalSpy shown(&player, &RedistributionPlayer::resultsShown);
    action();
    return shown.count() > 0 || shown.wait(kWait);
}

QString speedList(const std::vector<double> &speeds)
{
    QStringList out;
    for (double s : speeds) {
        char buffer[40];
        std::snprintf(buffer, sizeof buffer, "%.17g", s);
        out << QString::fromLatin1(buffer);
    }
    return out.join(QLatin1Char(','));
}

struct CliAnswer {
    Layout target;
    std::int64_t total = -1;
    bool hasExact = false, exactComplete = false;
    std::int64_t exactTotal = -1;
};

CliAnswer runCli(const QString &layoutFile, const std::vector<double> &speeds, CostModel model)
{
    QProcess p;
    p.start(PARTITA_CLI, {"redistribute", "--layout", layoutFile, "--speeds", speedList(speeds), "--cost-model",
                          QString::fromLatin1(toString(model)), "--json"});
    CliAnswer a;
    if (!p.waitForFinished(120000) || p.exitCode() != 0) {
        qWarning("partita redistribute failed: %s", p.readAllStandardError().constData());
        return a;
    }
    const auto doc = nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    a.target = parseLayoutJson(doc.at("target").dump(), "cli target");
    a.total = doc.at("total_cost").get<std::int64_t>();
    if (doc.contains("exact")) {
        a.hasExact = true;
        a.exactComplete = doc["exact"].at("complete").get<bool>();
        if (a.exactComplete)
            a.exactTotal = doc["exact"].at("total_cost").get<std::int64_t>();
    }
    return a;
}

} // namespace

class TestRedistributionPlayer : public QObject {
    Q_OBJECT

private slots:
    // The problem bar's star16 (n = 4000, q = 80: 50 × 50 blocks), planned with `columns`,
    // speeds changed by the ±30 % preset: the player's last layout in every pane is the
    // target of `partita redistribute` on the same layout and speeds, and the costs agree.
    void endsOnTheCommandLinesTarget_data()
    {
        QTest::addColumn<int>("model");
        QTest::newRow("constant (§4.5)") << int(CostModel::Constant);
        QTest::newRow("actual (§4.6)") << int(CostModel::Actual);
    }

    void endsOnTheCommandLinesTarget()
    {
        QFETCH(int, model);
        const auto costModel = static_cast<CostModel>(model);
        RedistributionPlayer player;
        player.setAnimationsEnabled(false);
        QVERIFY(waitResults(player, [&] { player.setInput(star16(), PlanSettings{}); }));
        QCOMPARE(player.initialLayout().n, std::int64_t{50});
        QCOMPARE(player.initialLayout().processorCount(), std::size_t{16});
        if (player.speedsPanel()->costModel() != costModel)
            QVERIFY(waitResults(player, [&] { player.setCostModel(costModel); }));
        QVERIFY(waitResults(player, [&] { player.applyPreset(SpeedPreset::Random, 0, 7); }));
        QVERIFY(player.results().ok());
        QCOMPARE(player.results().request.model, costModel);
        const std::vector<double> speeds = player.speedsPanel()->speeds()->newSpeeds();
        QCOMPARE(player.results().request.speeds, speeds);

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("star16.layout"));
        writeLayoutFile(player.initialLayout(), file.toStdString());
        const CliAnswer cli = runCli(file, speeds, costModel);
        QVERIFY(cli.total >= 0);
        QCOMPARE(player.results().greedy.totalCost(), cli.total);
        QVERIFY(player.operationCount(0) > 0);

        // Played to the end, one step at a time.
        QSignalSpy finished(&player, &RedistributionPlayer::playbackFinished);
        player.play();
        QVERIFY(finished.count() > 0 || finished.wait(kWait));
        QCOMPARE(player.currentStep(), player.stepCount());
        for (int i = 0; i < player.paneCount(); ++i)
            QCOMPARE(player.drawnLayout(i), cli.target);
        QCOMPARE(player.results().target, cli.target);

        QCOMPARE(player.results().exact.has_value(), cli.hasExact);
        if (cli.hasExact && cli.exactComplete) {
            QVERIFY(player.results().exact->complete);
            QCOMPARE(player.results().exact->best.totalCost(), cli.exactTotal);
        }
    }

    // A rectangular product in the problem bar (800×300 by 300×2400, q = 80: C is 10 × 30
    // blocks): the planned layout has 10 block rows and 30 block columns, and the player ends on
    // the target of `partita redistribute` on that layout, at its cost.
    void rectangularProblem()
    {
        RedistributionPlayer player;
        player.setAnimationsEnabled(false);
        PlanSettings settings;
        settings.problem = Problem::product(800, 300, 2400, 80);
        QVERIFY(waitResults(player, [&] { player.setInput(star16(), settings); }));
        QCOMPARE(player.initialLayout().blockRows(), std::int64_t{10});
        QCOMPARE(player.initialLayout().n, std::int64_t{30});
        QVERIFY(player.initialLayout().valid());
        QVERIFY(waitResults(player, [&] { player.applyPreset(SpeedPreset::Random, 0, 11); }));
        QVERIFY(player.results().ok());
        const std::vector<double> speeds = player.speedsPanel()->speeds()->newSpeeds();

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("wide.layout"));
        writeLayoutFile(player.initialLayout(), file.toStdString());
        const CliAnswer cli = runCli(file, speeds, player.speedsPanel()->costModel());
        QVERIFY(cli.total >= 0);
        QCOMPARE(player.results().greedy.totalCost(), cli.total);
        QCOMPARE(cli.target.blockRows(), std::int64_t{10});

        QSignalSpy finished(&player, &RedistributionPlayer::playbackFinished);
        player.play();
        QVERIFY(finished.count() > 0 || finished.wait(kWait));
        for (int i = 0; i < player.paneCount(); ++i)
            QCOMPARE(player.drawnLayout(i), cli.target);

        // The same layout opened as a file: 10 block rows again, the same greedy cost.
        const Layout planned = player.initialLayout();
        std::optional<QString> error;
        QVERIFY(waitResults(player, [&] { error = player.openLayoutFile(file); }));
        QVERIFY2(!error, qPrintable(error.value_or(QString())));
        QCOMPARE(player.initialLayout(), planned);
        QCOMPARE(player.initialLayout().blockRows(), std::int64_t{10});
    }

    // Paper 000 §4.6 (Fig. 9, n = 12, actual model): greedy 48 and the optimum 16, side by side;
    // both panes end on the target.
    void paperExampleSideBySide()
    {
        const auto pc = testing::figure9(12);
        RedistributionPlayer player;
        player.setAnimationsEnabled(false);
        QVERIFY(waitResults(player, [&] { player.loadPaperExample(); }));
        QCOMPARE(player.initialLayout(), pc.initial);
        QCOMPARE(player.speedsPanel()->costModel(), CostModel::Actual);
        QCOMPARE(player.speedsPanel()->speeds()->newSpeeds(), pc.speeds);
        // Old speeds: the ones the layout balances (its areas) in the units of the new ones,
        // here each processor's rows (every column is 8 wide).
        std::vector<double> rows;
        for (const auto &col : pc.initial.columns)
            for (const auto &p : col.processors)
                rows.push_back(static_cast<double>(p.rows));
        QCOMPARE(player.speedsPanel()->speeds()->oldSpeeds(), rows);
        QCOMPARE(player.paneCount(), 2);
        QCOMPARE(player.results().greedy.totalCost(), std::int64_t{48});
        QVERIFY(player.results().exact && player.results().exact->complete);
        QCOMPARE(player.results().exact->best.totalCost(), std::int64_t{16});
        QVERIFY(player.pane(0)->title().contains(QStringLiteral("48")));
        QVERIFY(player.pane(1)->title().contains(QStringLiteral("16")));
        QVERIFY(player.verdict().contains(QStringLiteral("48")) && player.verdict().contains(QStringLiteral("16")));
        QVERIFY(!player.pane(1)->isHidden());
        QCOMPARE(player.operationCount(0), 2);
        QCOMPARE(player.operationCount(1), 2);
        QCOMPARE(player.drawnLayout(0), pc.initial);
        QCOMPARE(player.drawnLayout(1), pc.initial);

        QSignalSpy finished(&player, &RedistributionPlayer::playbackFinished);
        player.toEnd();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(player.drawnLayout(0), pc.target);
        QCOMPARE(player.drawnLayout(1), pc.target);
        QVERIFY(player.pane(0)->statusText().contains(QStringLiteral("total 48 of 48")));
        QVERIFY(player.pane(1)->statusText().contains(QStringLiteral("total 16 of 16")));
    }

    // The same layout given by the main window (a run's measured speeds).
    void setProblemPlaysAnyLayout()
    {
        const auto pc = testing::figure9(12);
        RedistributionPlayer player;
        QVERIFY(waitResults(player, [&] {
            player.setProblem(pc.initial, pc.speeds, CostModel::Actual, QStringLiteral("measured"));
        }));
        QCOMPARE(player.sourceTitle(), QStringLiteral("measured"));
        QCOMPARE(player.results().target, pc.target);
        QCOMPARE(player.paneCount(), 2);

        // An invalid layout is refused with a message; the player keeps what it shows.
        Layout broken = pc.initial;
        broken.columns[0].width += 1;
        player.setProblem(broken, pc.speeds, CostModel::Actual, QStringLiteral("broken"));
        QVERIFY(player.message().contains(QStringLiteral("widths")));
        QCOMPARE(player.initialLayout(), pc.initial);
        QCOMPARE(player.sourceTitle(), QStringLiteral("measured"));
    }

    // Greedy and exact of different lengths: one set of controls, the shorter sequence waits
    // on its last layout. The case (n = 9, three columns, actual model: greedy 9 operations
    // costing 35, the optimum 7 costing 34) was found by a search over small random layouts.
    void shorterSequenceWaits()
    {
        const Layout l = testing::makeLayout(9, {3, 3, 3}, {{1, 8}, {3, 1, 1, 4}, {1, 4, 3, 1}});
        const std::vector<double> speeds{2, 5, 2, 2, 2, 3, 4, 5, 2, 4};
        RedistributionPlayer player;
        player.setAnimationsEnabled(false);
        QVERIFY(waitResults(player, [&] { player.setProblem(l, speeds, CostModel::Actual, QStringLiteral("n = 9")); }));
        QCOMPARE(player.paneCount(), 2);
        QCOMPARE(player.results().greedy.totalCost(), std::int64_t{35});
        QCOMPARE(player.results().exact->best.totalCost(), std::int64_t{34});
        const int longer = player.operationCount(0), shorter = player.operationCount(1);
        QCOMPARE(longer, 9);
        QCOMPARE(shorter, 7);
        QCOMPARE(player.stepCount(), longer);
        for (int i = 0; i < shorter; ++i)
            player.stepForward();
        QCOMPARE(player.drawnLayout(1), player.results().target);
        QVERIFY(player.drawnLayout(0) != player.results().target);
        player.stepForward();
        QCOMPARE(player.currentStep(), shorter + 1);
        QCOMPARE(player.drawnLayout(1), player.results().target); // waits
        QVERIFY(player.pane(1)->statusText().contains(QStringLiteral("Operation 7 / 7")));
        player.stepForward();
        QCOMPARE(player.currentStep(), longer);
        QCOMPARE(player.drawnLayout(0), player.results().target);
        player.stepForward(); // at the end: nothing more
        QCOMPARE(player.currentStep(), longer);
    }

    // Step, step, back: the layout after the first operation; back again: the initial one. A
    // step back during an animation shows the layout before the operation playing.
    void stepBackShowsThePreviousLayout()
    {
        const auto pc = testing::figure9(12);
        RedistributionPlayer player;
        player.setAnimationsEnabled(false);
        QVERIFY(waitResults(player, [&] { player.loadPaperExample(); }));
        const std::vector<Layout> greedy = player.results().greedyLayouts;
        QCOMPARE(greedy.size(), std::size_t{3});
        QCOMPARE(greedy[1], applyOperation(pc.initial, player.results().greedy.operations()[0]));

        player.stepForward();
        QCOMPARE(player.currentStep(), 1);
        QCOMPARE(player.drawnLayout(0), greedy[1]);
        QVERIFY(player.pane(0)->statusText().contains(QStringLiteral("Operation 1 / 2")));
        QVERIFY(player.pane(0)->statusText().contains(QStringLiteral("cost 24, total 24 of 48")));
        QVERIFY(player.pane(1)->statusText().contains(QStringLiteral("cost 8, total 8 of 16")));
        player.stepForward();
        QCOMPARE(player.drawnLayout(0), greedy[2]);
        player.stepBack();
        QCOMPARE(player.currentStep(), 1);
        QCOMPARE(player.drawnLayout(0), greedy[1]);
        QCOMPARE(player.drawnLayout(1), player.results().exactLayouts[1]);
        player.stepBack();
        QCOMPARE(player.drawnLayout(0), pc.initial);
        player.stepBack(); // nothing before the start
        QCOMPARE(player.currentStep(), 0);

        player.setAnimationsEnabled(true);
        player.stepForward();
        QVERIFY(player.isAnimating());
        QVERIFY(player.pane(0)->canvas()->motion().has_value());
        player.stepBack();
        QVERIFY(!player.isAnimating());
        QCOMPARE(player.currentStep(), 0);
        QCOMPARE(player.drawnLayout(0), pc.initial);
        QVERIFY(!player.pane(0)->canvas()->motion().has_value());
    }

    // Played with its animations: each operation moves, then the next; playbackFinished at
    // the end, on the target.
    void playsAnimated()
    {
        const auto pc = testing::figure9(12);
        RedistributionPlayer player;
        QVERIFY(waitResults(player, [&] { player.loadPaperExample(); }));
        player.setPlaybackSpeed(10);
        QSignalSpy finished(&player, &RedistributionPlayer::playbackFinished);
        player.play();
        QVERIFY(player.isPlaying());
        QVERIFY(player.isAnimating());
        QVERIFY(finished.wait(kWait));
        QVERIFY(!player.isPlaying());
        QCOMPARE(player.drawnLayout(0), pc.target);
        QCOMPARE(player.drawnLayout(1), pc.target);
        // Play again from the end: starts over.
        player.play();
        QVERIFY(player.currentStep() == 0 && player.isAnimating());
        player.pause();
        QVERIFY(!player.isPlaying());
        player.stepForward(); // completes the operation that was playing
        QCOMPARE(player.currentStep(), 1);
        QVERIFY(!player.isAnimating());
    }

    void clickingAnOperationJumpsThere()
    {
        RedistributionPlayer player;
        player.resize(1300, 800);
        player.show();
        QVERIFY(QTest::qWaitForWindowExposed(&player));
        QVERIFY(waitResults(player, [&] { player.loadPaperExample(); }));
        QTableView *list = player.pane(1)->list();
        const QRect row = list->visualRect(list->model()->index(1, 1));
        QVERIFY(row.isValid());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, row.center());
        QCOMPARE(player.currentStep(), 2);
        QCOMPARE(player.drawnLayout(1), player.results().target);
        QCOMPARE(player.pane(1)->operations()->current(), 1);
        QVERIFY(list->selectionModel()->isRowSelected(1, {}));
    }

    // Under the constant model the exact search (Phases) agrees with greedy (paper 000 Theorem
    // 4): one pane and "greedy is optimal here". With a budget below what Fig. 9 needs (1,720
    // layouts), the search gives up and says so.
    void verdicts()
    {
        RedistributionPlayer player;
        QVERIFY(waitResults(player, [&] { player.loadPaperExample(); }));
        QVERIFY(waitResults(player, [&] { player.setCostModel(CostModel::Constant); }));
        QVERIFY(!player.results().exact); // not asked for
        QCOMPARE(player.paneCount(), 1);
        QVERIFY(waitResults(player, [&] { player.setExactSearch(true); }));
        QVERIFY(player.results().exact && player.results().exact->complete);
        QVERIFY(player.results().exact->greedyOptimal);
        QCOMPARE(player.paneCount(), 1);
        QVERIFY(player.pane(1)->isHidden());
        QVERIFY(player.verdict().contains(QStringLiteral("Greedy is optimal here")));

        QVERIFY(waitResults(player, [&] { player.setCostModel(CostModel::Actual); }));
        QCOMPARE(player.paneCount(), 2);
        QVERIFY(waitResults(player, [&] { player.setStateBudget(1000); }));
        QVERIFY(player.results().exact && !player.results().exact->complete);
        QCOMPARE(player.paneCount(), 1);
        QVERIFY(player.verdict().contains(QStringLiteral("gave up after %1 layouts").arg(player.results().exact->states)));
    }

    // Editing a new speed recomputes; a speed that is not > 0 is refused by the table.
    void editingSpeedsRecomputes()
    {
        RedistributionPlayer player;
        QVERIFY(waitResults(player, [&] { player.loadPaperExample(); }));
        SpeedTableModel *m = player.speedsPanel()->speeds();
        QVERIFY(!m->setData(m->index(0, SpeedTableModel::NewSpeed), QStringLiteral("0")));
        QVERIFY(waitResults(player, [&] { QVERIFY(m->setData(m->index(0, SpeedTableModel::NewSpeed), 24.0)); }));
        QCOMPARE(player.results().request.speeds.front(), 24.0);
        QCOMPARE(player.results().target, targetLayout(player.initialLayout(), m->newSpeeds()));
        QCOMPARE(m->data(m->index(0, SpeedTableModel::TargetArea)).toString(),
                 QString::number(player.results().target.area({0, 0})));
    }

    // A bad file: a message naming the file, and the player keeps its layout and results.
    void badLayoutFileKeepsState()
    {
        RedistributionPlayer player;
        player.setAnimationsEnabled(false);
        QVERIFY(waitResults(player, [&] { player.loadPaperExample(); }));
        player.stepForward();
        const Layout initial = player.initialLayout();
        const Layout drawn = player.drawnLayout(0);
        const auto total = player.results().greedy.totalCost();
        QSignalSpy shown(&player, &RedistributionPlayer::resultsShown);

        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.layout"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"partita-layout/1\", \"n\": 4, \"columns\": [{\"width\": 3, \"processors\": "
                "[{\"id\": \"A\", \"rows\": 4}]}]}");
        f.close();
        for (const QString &path : {bad, dir.filePath(QStringLiteral("missing.layout")), dir.path()}) {
            const auto error = player.openLayoutFile(path);
            QVERIFY2(error.has_value(), qPrintable(path));
            QVERIFY2(error->contains(path), qPrintable(*error));
            QCOMPARE(player.message(), *error);
            QCOMPARE(player.initialLayout(), initial);
            QCOMPARE(player.drawnLayout(0), drawn);
            QCOMPARE(player.currentStep(), 1);
            QCOMPARE(player.results().greedy.totalCost(), total);
        }
        QVERIFY(player.openLayoutFile(bad)->contains(QStringLiteral("column widths sum to 3, not n = 4")));
        QVERIFY(!player.runner()->isBusy());
        QCOMPARE(shown.count(), 0);

        // A good file clears the message.
        const QString good = dir.filePath(QStringLiteral("good.layout"));
        writeLayoutFile(testing::figure7(6).initial, good.toStdString());
        QVERIFY(waitResults(player, [&] { QVERIFY(!player.openLayoutFile(good)); }));
        QVERIFY(player.message().isEmpty());
        QCOMPARE(player.initialLayout(), testing::figure7(6).initial);
        QVERIFY(player.sourceTitle().contains(QStringLiteral("good.layout")));
    }

    // For people: the §4.6 example halfway through greedy's first migration (greedy | exact),
    // and star16 halfway through an operation, written to /tmp.
    void renderMidAnimation()
    {
        RedistributionPlayer player;
        player.resize(1500, 860);
        player.show();
        QVERIFY(QTest::qWaitForWindowExposed(&player));
        QVERIFY(waitResults(player, [&] { player.loadPaperExample(); }));
        player.seek(0, 0.5);
        QVERIFY(player.isAnimating());
        const auto &motion = player.pane(0)->canvas()->motion();
        QVERIFY(motion.has_value());
        QCOMPARE(motion->type, OperationType::RowMigration);
        QVERIFY(motion->progress > 0.3 && motion->progress < 0.7);
        QCoreApplication::processEvents(); // the layouts take the second pane in
        const QImage image = player.grab().toImage();
        QCOMPARE(image.size(), QSize(1500, 860) * image.devicePixelRatio());
        QVERIFY(image.save(QStringLiteral("/tmp/partita_redistribution_fig9.png")));

        player.setInput(star16(), PlanSettings{}); // a file is shown: the problem bar waits
        QVERIFY(waitResults(player, [&] { player.usePlannedLayout(); }));
        QCOMPARE(player.initialLayout().n, std::int64_t{50});
        QVERIFY(player.operationCount() > 1);
        player.seek(1, 0.6);
        QCoreApplication::processEvents(); // one pane again: it takes the whole width
        QVERIFY(player.grab().toImage().save(QStringLiteral("/tmp/partita_redistribution_star16.png")));

        // A wide C (800×300 by 300×2400, q = 80): 10 × 30 blocks drawn with square cells.
        PlanSettings wide;
        wide.problem = Problem::product(800, 300, 2400, 80);
        QVERIFY(waitResults(player, [&] { player.setInput(star16(), wide); }));
        QCOMPARE(player.initialLayout().blockRows(), std::int64_t{10});
        player.seek(0, 0.5);
        QCoreApplication::processEvents();
        const LayoutGeometry &g = player.pane(0)->canvas()->geometry();
        QVERIFY(g.cell > 0);
        QCOMPARE(g.frame.width(), 30 * g.cell);
        QCOMPARE(g.frame.height(), 10 * g.cell);
        QVERIFY(player.grab().toImage().save(QStringLiteral("/tmp/partita_redistribution_wide.png")));
    }
};

QTEST_MAIN(TestRedistributionPlayer)
#include "tst_redistribution_player.moc"
