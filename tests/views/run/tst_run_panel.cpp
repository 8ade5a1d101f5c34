// The Run panel with the real `partita run` (PARTITA_CLI): a 2-rank emulated run completes,
// verifies and leaves one measured Gantt row per rank, named and ordered as the prediction's;
// a speed change hands on the measured redistribution; Cancel ends partita, mpirun and every
// partita-worker, and so does closing the panel; a run that fails says why and the next one
// starts; strategies the executor does not run cannot start; Slurm mode shows the sbatch script.
// "Update platform from this run" is disabled before a run and after an emulated one; after a
// real one it hands on the platform with the rates the run measured.
//
// Set PARTITA_RUN_PANEL_PNG to a file name (.png) to keep pictures of the panel after a run and
// during one.
#include "exec/emulation_scale.h"
#include "gantt/gantt_canvas.h"
#include "gantt/gantt_view.h"
#include "io/platform_json.h"
#include "run/run_job.h"
#include "run/run_panel.h"
#include "run/run_summary.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTableWidget>
#include <QtTest>

#include <memory>

using namespace partita;
using namespace partita::views;

namespace {

// Two processors in abstract units. P2, listed second, is the computing master: rank 0 plays
// P2 and rank 1 plays P1 (exec/rank_map.h), while the simulator lists P1 first, so the
// measured rows are reordered to match the prediction.
const char *kPlatform = R"({
  "format": "partita-platform/1", "name": "two processors", "units": "blocks",
  "master": "P2", "master_computes": true,
  "processors": [{"id": "P1", "speed": 2, "memory": 1000}, {"id": "P2", "speed": 1, "memory": 1000}],
  "links": [{"from": "P2", "to": "P1", "bandwidth": 8, "latency": 0}]
})";

// Two processors in physical units for real runs: P0, the computing master, is rank 0, P1
// rank 1; no latency, so that P1's receive seconds are all bandwidth.
const char *kPair = R"({
  "format": "partita-platform/1", "name": "pair", "master": "P0", "master_computes": true,
  "processors": [{"id": "P0", "speed": 50, "memory": 4000}, {"id": "P1", "speed": 50, "memory": 4000}],
  "links": [{"from": "P0", "to": "P1", "bandwidth": 4}]
})";

// Command lines (NULs as spaces) of the processes whose command line contains `marker`.
QStringList processesWith(const QString &marker)
{
    QStringList found;
    const QByteArray m = marker.toUtf8();
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool isPid = false;
        entry.toInt(&isPid);
        if (!isPid)
            continue;
        QFile f(QStringLiteral("/proc/%1/cmdline").arg(entry));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray cmd = f.readAll().replace('\0', ' ');
        if (cmd.contains(m))
            found << QString::fromUtf8(cmd);
    }
    return found;
}

int countContaining(const QStringList &lines, const QString &text)
{
    int n = 0;
    for (const QString &line : lines)
        n += line.contains(text);
    return n;
}

// 8 × 8 blocks of q = 8 (n = 64), columns: 512 block updates at total speed 3, about 171 time
// units of computation (paper 000's column partition balances the work to the speeds).
PlanSettings columns()
{
    PlanSettings s;
    s.problem = {64, 8};
    s.algorithm = "columns";
    return s;
}

} // namespace

class TestRunPanel : public QObject {
    Q_OBJECT
    Platform m_platform;

    // A panel that knows what partita runs and has the platform.
    void prepare(RunPanel &panel, const PlanSettings &settings, const RunSetup &options)
    {
        panel.setProgram(QStringLiteral(PARTITA_CLI));
        // Long runs start without a question (the tests of the question install their own).
        panel.setConfirmer([](const QString &, const QString &) { return true; });
        panel.setInput(m_platform, settings);
        panel.setOptions(options);
        QTRY_VERIFY2_WITH_TIMEOUT(panel.startBlocker().isEmpty(), qPrintable(panel.startBlocker()), 10000);
        // Nothing to learn from before a run.
        QVERIFY(!panel.updatePlatformButton()->isEnabled());
        QVERIFY(panel.updatePlatformButton()->toolTip().contains(QLatin1String("run one first")));
    }

private slots:
    void initTestCase() { m_platform = parsePlatformJson(kPlatform, "two.json"); }

    void emulatedRunCompletes()
    {
        RunPanel panel;
        panel.resize(1200, 820);
        panel.show();
        RunSetup o;
        o.timeUnit = 0.002; // about 0.35 s of emulated computation
        int asked = 0;
        prepare(panel, columns(), o);
        panel.setConfirmer([&](const QString &, const QString &) { return ++asked, true; });
        // A short run says how long it lasts and starts without a question.
        QTRY_VERIFY(panel.predictedDuration().has_value());
        QVERIFY(*panel.predictedDuration() < RunPanel::kLongRunSeconds);
        QVERIFY(panel.predictedDurationText().startsWith(QLatin1String("Predicted duration: ")));
        QSignalSpy started(&panel, &RunPanel::runStarted);
        QSignalSpy finished(&panel, &RunPanel::runFinished);
        QSignalSpy summaries(&panel, &RunPanel::summaryReady);
        QVERIFY(panel.start());
        QCOMPARE(started.count(), 1);
        QCOMPARE(asked, 0);
        QCOMPARE(panel.state(), RunPanel::State::Running);
        QVERIFY(!panel.startBlocker().isEmpty()); // one run at a time
        QVERIFY(!panel.start());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY2(finished.front().front().toBool(), qPrintable(panel.statusText() + "\n" + panel.logText()));
        QCOMPARE(panel.state(), RunPanel::State::Idle);
        QCOMPARE(panel.processId(), 0);
        QVERIFY(panel.startBlocker().isEmpty()); // ready for the next run

        // The command line and the summary.
        QVERIFY(panel.logText().contains(QLatin1String("--emulate")));
        QVERIFY(panel.logText().contains(QLatin1String("--np 2")));
        QCOMPARE(summaries.count(), 1);
        const QJsonObject s = panel.summary();
        QCOMPARE(s.value("verified").toBool(), true);
        QCOMPARE(s.value("ranks").toInt(), 2);
        QCOMPARE(s.value("emulated").toBool(), true);
        QVERIFY(s.value("makespan").toDouble() > 0);
        QCOMPARE(summaries.front().front().value<QJsonObject>(), s);
        QVERIFY(panel.summaryView()->verifiedText().contains(QLatin1String("Verified")));
        QVERIFY(panel.summaryView()->factsText().contains(QLatin1String("GFLOP/s")));
        QCOMPARE(panel.summaryView()->perRankTable()->rowCount(), 2);
        QCOMPARE(panel.summaryView()->perRankTable()->item(0, 1)->text(), QStringLiteral("P2")); // rank 0
        QVERIFY(panel.statusText().contains(QLatin1String("verified")));

        // One measured row per rank, named after the processor it plays, in the prediction's
        // order (P1, P2); rank 0 (P2) is the one that sends the steps' data.
        const Trace measured = panel.measuredTrace();
        QCOMPARE(measured.resources.size(), std::size_t(2));
        QCOMPARE(measured.resources[0].id, std::string("P1"));
        QCOMPARE(measured.resources[1].id, std::string("P2"));
        QVERIFY(!measured.intervals.empty());
        int computesOnP1 = 0;
        for (const Interval &iv : measured.intervals) {
            QVERIFY(iv.resource == 0 || iv.resource == 1);
            QVERIFY(iv.end >= iv.start);
            if (iv.kind == IntervalKind::Send && iv.step >= 0) // P1 sends only its piece of C, after the steps
                QCOMPARE(iv.resource, 1);
            computesOnP1 += iv.kind == IntervalKind::Compute && iv.resource == 0;
        }
        QVERIFY(computesOnP1 > 0);
        // The chart: the prediction on top, the measured run below with the same two rows.
        const GanttCanvas *canvas = panel.ganttView()->canvas();
        QVERIFY(canvas->hasComparison());
        QCOMPARE(canvas->geometry().panels.size(), std::size_t(2));
        QCOMPARE(canvas->geometry().panels[1].rows.size(), std::size_t(2));
        QVERIFY(canvas->trace().findResource("P1") >= 0); // the prediction
        QVERIFY(canvas->trace().findResource("P2") >= 0);
        // One figure, one rounding: the panel's measured makespan is the chart's.
        const RunSummary summary = RunSummary::fromJson(s);
        const QString makespan = summary.makespanText(summary.makespan);
        QVERIFY2(panel.summaryView()->factsText().contains(makespan), qPrintable(panel.summaryView()->factsText()));
        QVERIFY2(panel.ganttView()->title().contains(QStringLiteral("makespan %1").arg(makespan)),
                 qPrintable(panel.ganttView()->title()));
        QCOMPARE(panel.ganttView()->measuredMakespan(), summary.makespan);
        // Two ranks on this machine: a warning only when they outnumber its cores.
        QCOMPARE(panel.summaryView()->factsText().contains(QLatin1String("ranks on")), exec::machineCores() < 2);
        // The temporary platform file is gone with the run.
        QVERIFY(!QFile::exists(panel.platformFile()));

        const QString png = QProcessEnvironment::systemEnvironment().value("PARTITA_RUN_PANEL_PNG");
        if (!png.isEmpty())
            QVERIFY(panel.grab().save(png));

        // An emulated run measured the platform's own times: the platform cannot learn from it.
        QVERIFY(!panel.updatePlatformButton()->isEnabled());
        QVERIFY2(panel.updatePlatformButton()->toolTip().contains(QLatin1String("emulated")),
                 qPrintable(panel.updatePlatformButton()->toolTip()));
        QSignalSpy handed(&panel, &RunPanel::platformFromRun);
        QVERIFY(!panel.updatePlatformFromRun());
        QCOMPARE(handed.count(), 0);

        // Another document (another platform opened): the run's result, rank table, log and
        // measured chart go with the document they were computed for.
        panel.setDocument(1); // the panel starts with no document (0)
        QVERIFY(panel.summary().isEmpty());
        QCOMPARE(panel.summaryView()->verifiedText(), QStringLiteral("No result yet"));
        QVERIFY(panel.summaryView()->perRankTable()->isHidden());
        QVERIFY(panel.logText().isEmpty());
        QVERIFY(panel.measuredTrace().intervals.empty());
        QVERIFY(!canvas->hasComparison());
        QVERIFY2(!panel.statusText().contains(QLatin1String("verified")), qPrintable(panel.statusText()));
    }

    // The cpu share of throttled ranks (--throttle) is offered for real runs on this machine
    // only, and a malformed one stops the start with the executor's own message.
    // The duration of a run is said before Start: the simulator's makespan at the run's time
    // unit. columns() computes about 171 time units (see columns()), so at 2 s per time unit
    // the run would last about 342 s: Start asks first, and a "no" starts nothing.
    void longRunAsksFirst()
    {
        RunPanel panel;
        RunSetup o;
        o.timeUnit = 2;
        QSignalSpy started(&panel, &RunPanel::runStarted);
        prepare(panel, columns(), o);
        QStringList questions;
        panel.setConfirmer([&](const QString &, const QString &question) {
            questions << question;
            return false;
        });
        QTRY_VERIFY(panel.predictedDuration().has_value());
        QVERIFY2(*panel.predictedDuration() > 171 * 2 && *panel.predictedDuration() < 171 * 2 * 1.5,
                 qPrintable(QString::number(*panel.predictedDuration())));
        QVERIFY(panel.predictedDurationText().contains(QLatin1String(" min ")));
        QVERIFY(!panel.start());
        QCOMPARE(questions.size(), 1);
        QVERIFY(questions.front().contains(durationText(*panel.predictedDuration())));
        QCOMPARE(started.count(), 0);
        QCOMPARE(panel.state(), RunPanel::State::Idle);
        QCOMPARE(panel.processId(), 0);
        // A new time unit is a new prediction: the duration is not known until it arrives.
        o.timeUnit = 0.002;
        panel.setOptions(o);
        QVERIFY(!panel.predictedDuration().has_value() || *panel.predictedDuration() < RunPanel::kLongRunSeconds);
        QTRY_VERIFY(panel.predictedDuration().has_value());
        QVERIFY(*panel.predictedDuration() < RunPanel::kLongRunSeconds);
    }

    void durationTexts_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("ms") << 0.85 << "850 ms";
        QTest::newRow("s, one decimal") << 4.24 << "4.2 s";
        QTest::newRow("s") << 47.6 << "48 s";
        QTest::newRow("min") << 316.0 << "5 min 16 s";
    }
    void durationTexts()
    {
        QFETCH(double, seconds);
        QFETCH(QString, text);
        QCOMPARE(durationText(seconds), text);
    }

    void throttleField()
    {
        RunPanel panel;
        RunSetup o;
        prepare(panel, columns(), o);
        auto *field = panel.findChild<QLineEdit *>(QStringLiteral("throttle"));
        QVERIFY(field);
        QVERIFY(!field->isEnabled()); // emulated
        QVERIFY2(field->toolTip().contains(QLatin1String("Emulating")), qPrintable(field->toolTip()));
        o.mode = RunMode::Hostfile;
        panel.setOptions(o);
        QVERIFY(!field->isEnabled());
        o.mode = RunMode::Real;
        o.throttle = QStringLiteral("1:1.5");
        panel.setOptions(o);
        QVERIFY(field->isEnabled());
        QCOMPARE(panel.options().throttle, QStringLiteral("1:1.5"));
        QVERIFY2(panel.startBlocker().startsWith(QLatin1String("--throttle: ")), qPrintable(panel.startBlocker()));
        QVERIFY(!panel.start());
        field->setText(QStringLiteral("1:0.5"));
        QCOMPARE(panel.startBlocker(), QString());
    }

    // A real 2-rank run (n = 200, q = 50: 4 steps, about a second), then its rates: each
    // processor's speed is its rank's flops over its compute seconds, the link's bandwidth the
    // bytes P1 received over their seconds (calibrate --from-run does the same).
    void realRunUpdatesThePlatform()
    {
        RunPanel panel;
        PlanSettings settings;
        settings.problem = {200, 50};
        settings.algorithm = "columns";
        RunSetup o;
        o.mode = RunMode::Real;
        panel.setProgram(QStringLiteral(PARTITA_CLI));
        panel.setInput(parsePlatformJson(kPair, "pair.json"), settings);
        panel.setOptions(o);
        QTRY_VERIFY2_WITH_TIMEOUT(panel.startBlocker().isEmpty(), qPrintable(panel.startBlocker()), 10000);
        QVERIFY(!panel.updatePlatformButton()->isEnabled());
        std::vector<std::pair<Platform, QStringList>> handed;
        connect(&panel, &RunPanel::platformFromRun, &panel,
                [&](const Platform &p, const QStringList &changes) { handed.emplace_back(p, changes); });
        QSignalSpy finished(&panel, &RunPanel::runFinished);
        QVERIFY(panel.start());
        QVERIFY(!panel.updatePlatformButton()->isEnabled()); // while it runs
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY2(finished.front().front().toBool(), qPrintable(panel.statusText() + "\n" + panel.logText()));
        QVERIFY2(panel.updatePlatformButton()->isEnabled(), qPrintable(panel.updatePlatformButton()->toolTip()));

        panel.updatePlatformButton()->click();
        QCOMPARE(handed.size(), std::size_t(1));
        const Platform &measured = handed.front().first;
        const QJsonArray perRank = panel.summary().value("per_rank").toArray();
        QCOMPARE(perRank.size(), 2);
        for (int r = 0; r < 2; ++r) {
            const QJsonObject rank = perRank[r].toObject();
            QCOMPARE(QString::fromStdString(measured.processors[static_cast<std::size_t>(r)].id),
                     rank.value("node").toString());
            QCOMPARE(measured.processors[static_cast<std::size_t>(r)].speed,
                     rank.value("flops").toDouble() / rank.value("compute").toDouble() / 1e9);
        }
        const QJsonObject fromP0 = perRank[1].toObject().value("received").toArray().at(0).toObject();
        QCOMPARE(fromP0.value("from").toInt(), 0);
        QCOMPARE(measured.links[0].bandwidth, fromP0.value("bytes").toDouble() / fromP0.value("seconds").toDouble() / 1e9);
        QCOMPARE(measured.links[0].latency, 0.0);
        const QStringList &changes = handed.front().second;
        QCOMPARE(changes.size(), 3);
        QVERIFY2(changes[0].startsWith(QStringLiteral("P0 speed 50 → ")), qPrintable(changes[0]));
        QVERIFY2(changes[2].startsWith(QStringLiteral("link P0–P1 bandwidth 4 → ")), qPrintable(changes[2]));
        QVERIFY2(panel.statusText().startsWith(QStringLiteral("Platform updated from the run: P0 speed 50 → ")),
                 qPrintable(panel.statusText()));
        // Taken once: the button waits for the next run.
        QVERIFY(!panel.updatePlatformButton()->isEnabled());
        QVERIFY(panel.updatePlatformButton()->toolTip().contains(QLatin1String("has this run's rates")));
    }

    // --speed-change 1@0.5:x0.25: rank 1 (P1) slows down halfway; the run redistributes C
    // (paper 000 §4) and the summary's redistribution is handed on for the player.
    void speedChangeHandsOnTheRedistribution()
    {
        RunPanel panel;
        RunSetup o;
        o.timeUnit = 0.002;
        o.speedChange = QStringLiteral("1@0.5:x0.25");
        prepare(panel, columns(), o);
        QVERIFY(panel.options().speedChange == o.speedChange); // columns, emulated: it applies
        QSignalSpy finished(&panel, &RunPanel::runFinished);
        QSignalSpy redistributions(&panel, &RunPanel::redistributionMeasured);
        QVERIFY(panel.start());
        QVERIFY(panel.logText().contains(QLatin1String("--speed-change 1@0.5:x0.25")));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY2(finished.front().front().toBool(), qPrintable(panel.statusText()));
        QCOMPARE(redistributions.count(), 1);
        const QJsonObject r = redistributions.front().front().value<QJsonObject>();
        QCOMPARE(r, panel.summary().value("redistribution").toObject());
        QCOMPARE(r.value("after_step").toInt(), 4); // ⌊0.5 · 8 steps⌋
        QVERIFY(!r.value("operations").toArray().isEmpty());
        QVERIFY(panel.summaryView()->redistributionText().contains(QLatin1String("after step 4")));
        int moves = 0;
        for (const Interval &iv : panel.measuredTrace().intervals)
            moves += iv.kind == IntervalKind::Redistribute;
        QVERIFY(moves > 0);
    }

    // An emulated run 25 % over its prediction: the summary says it fell behind, by how much
    // and where, never that it kept up; within 5 % it kept up.
    void summarySaysWhetherTheEmulationKeptUp()
    {
        QJsonObject o{{"emulated", true}, {"makespan", 0.5}, {"predicted_makespan", 0.4}, {"overruns", 3},
                      {"time_scale", 7.5}, {"fell_behind_seconds", 0.02},
                      {"fell_behind_at", QJsonObject{{"rank", 1}, {"node", "P1"}, {"kind", "compute"}, {"step", 4}}}};
        RunSummaryView view;
        view.setSummary(RunSummary::fromJson(o));
        const QString behind = view.factsText();
        QVERIFY2(behind.contains("fell behind by 25 %"), qPrintable(behind));
        QVERIFY(!behind.contains("kept up"));
        QVERIFY(behind.contains("rank 1 (P1) compute, step 4"));
        QVERIFY(behind.contains("Time scale"));
        o["makespan"] = 0.41;
        view.setSummary(RunSummary::fromJson(o));
        QVERIFY2(view.factsText().contains("kept up within 5 %"), qPrintable(view.factsText()));

        // recursive on star16 (n = 400, q = 50), 17 ranks emulated on 2 cores: measured 9.5 times
        // the prediction with 40 late activities. It says it fell behind, how many were late,
        // and that the ranks outnumber the cores; never "kept up" nor "none".
        QJsonObject star{{"emulated", true}, {"ranks", 17}, {"makespan", 0.214}, {"predicted_makespan", 0.02253},
                         {"overruns", 40}, {"time_scale", 1.0}};
        RunSummary oversubscribed = RunSummary::fromJson(star);
        oversubscribed.cores = 2;
        view.setSummary(oversubscribed);
        const QString facts = view.factsText();
        QVERIFY2(facts.contains("fell behind by 850 %; 40 activity(ies) ended late")
                     || facts.contains("fell behind by 850 %; 40 activities ended late"),
                 qPrintable(facts));
        QVERIFY2(facts.contains("17 ranks on 2 cores"), qPrintable(facts));
        QVERIFY(!facts.contains("kept up") && !facts.contains("none"));
        // The same makespan as the chart writes it: 214 ms, 22.53 ms (6 significant digits, trimmed).
        QVERIFY2(facts.contains(oversubscribed.makespanText(0.214)), qPrintable(facts));
        oversubscribed.cores = 32;
        view.setSummary(oversubscribed);
        QVERIFY(!view.factsText().contains("ranks on"));
    }

    void strategiesTheExecutorDoesNotRun()
    {
        RunPanel panel;
        prepare(panel, columns(), {});
        PlanSettings summa = columns();
        summa.algorithm = "summa"; // a comparison algorithm of paper 004 §6.2: simulated only
        panel.setInput(m_platform, summa);
        QVERIFY(panel.startBlocker().contains(QLatin1String("summa")));
        QVERIFY(panel.statusText().contains(QLatin1String("summa")));
        QVERIFY(!panel.start());
        QCOMPARE(panel.state(), RunPanel::State::Idle);
        // A program that does not exist cannot be asked.
        panel.setProgram(QStringLiteral("/nonexistent/partita"));
        QTRY_VERIFY(panel.startBlocker().contains(QLatin1String("/nonexistent/partita")));
    }

    void slurmScriptShown()
    {
        RunPanel panel;
        RunSetup o;
        o.mode = RunMode::Slurm;
        prepare(panel, columns(), o);
        QSignalSpy finished(&panel, &RunPanel::runFinished);
        QVERIFY(panel.start());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QVERIFY2(finished.front().front().toBool(), qPrintable(panel.statusText()));
        QVERIFY(panel.slurmScript().contains(QLatin1String("#SBATCH --ntasks=2")));
        QVERIFY(panel.slurmScript().contains(QLatin1String("srun")));
        QVERIFY(panel.summary().isEmpty());
    }

    void failingRunSaysWhyAndTheNextStarts()
    {
        RunPanel panel;
        RunSetup o;
        o.mode = RunMode::Hostfile;
        o.hostfile = QStringLiteral("/nonexistent/hosts");
        prepare(panel, columns(), o);
        QSignalSpy finished(&panel, &RunPanel::runFinished);
        QVERIFY(panel.start());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QCOMPARE(finished.front().front().toBool(), false);
        // partita run's own words: exit status 2 and "cannot read the hostfile".
        QVERIFY2(panel.statusText().contains(QLatin1String("cannot read the hostfile")), qPrintable(panel.statusText()));
        QVERIFY(panel.statusText().contains(QLatin1String("status 2")));
        QCOMPARE(panel.state(), RunPanel::State::Idle);
        QVERIFY(panel.summary().isEmpty());

        o.mode = RunMode::Emulated;
        o.timeUnit = 0.001;
        panel.setOptions(o);
        QVERIFY(panel.startBlocker().isEmpty());
        QVERIFY(panel.start());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
        QVERIFY2(finished.back().front().toBool(), qPrintable(panel.statusText()));
        QVERIFY(panel.summary().value("verified").toBool());
    }

    // A time unit of half a second makes the run last more than a minute: cancelled after its
    // first step, every process of the job (their command lines name the run's platform file)
    // ends within the grace period.
    void cancelEndsEveryProcess()
    {
        RunPanel panel;
        RunSetup o;
        o.timeUnit = 0.5;
        prepare(panel, columns(), o);
        QSignalSpy finished(&panel, &RunPanel::runFinished);
        QVERIFY(panel.start());
        const QString marker = panel.platformFile();
        QVERIFY(marker.contains(QDir::tempPath()));
        // partita run, mpirun and the two partita-worker ranks, all naming the file.
        QTRY_VERIFY_WITH_TIMEOUT(countContaining(processesWith(marker), "partita-worker") >= 2, 20000);
        QVERIFY(countContaining(processesWith(marker), "mpirun") >= 1);
        QVERIFY(panel.processId() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(panel.measuredTrace().intervals.size() > 0, 20000); // it runs
        const QString png = QProcessEnvironment::systemEnvironment().value("PARTITA_RUN_PANEL_PNG");
        if (!png.isEmpty()) {
            panel.resize(1200, 820);
            panel.show();
            QTest::qWait(300); // one refresh of the chart and the clock
            QVERIFY(panel.grab().save(QString(png).replace(".png", "-running.png")));
        }
        QElapsedTimer timer;
        timer.start();
        panel.cancel();
        QCOMPARE(panel.state(), RunPanel::State::Cancelling);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 15000);
        qInfo("cancelled in %lld ms", static_cast<long long>(timer.elapsed()));
        QCOMPARE(finished.front().front().toBool(), false);
        QVERIFY(panel.statusText().contains(QLatin1String("Cancelled")));
        QCOMPARE(panel.state(), RunPanel::State::Idle);
        QTRY_VERIFY2_WITH_TIMEOUT(processesWith(marker).isEmpty(), qPrintable(processesWith(marker).join('\n')), 5000);
        QVERIFY(panel.startBlocker().isEmpty());
    }

    // A job that ignores SIGTERM (partita forwards it; a hung mpirun might not act on it) is
    // killed with its whole tree once the grace period is over: here a shell that ignores
    // TERM, with a child in a session and process group of its own, and a plain child.
    void jobThatIgnoresTermIsKilled()
    {
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("ignores-sigterm.sh"));
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("trap '' TERM\n"
                "setsid bash -c 'sleep 8765.4321; true' \"$0\" &\n"
                "sleep 8765.4321 &\n"
                "echo '{\"ev\":\"progress\",\"fraction\":0.5}'\n"
                "wait\n");
        f.close();
        RunJob job;
        job.setGracePeriod(300);
        QSignalSpy finished(&job, &RunJob::finished);
        job.start(QStringLiteral("/bin/bash"), {script}, {"P1"});
        QTRY_COMPARE(job.events().progress(), 0.5);
        QTRY_COMPARE(countContaining(processesWith(QStringLiteral("8765.4321")), QStringLiteral("sleep")), 3);
        const RunJob::JobTree tree = job.jobTree(static_cast<pid_t>(job.processId()));
        QCOMPARE(tree.pids.size(), std::size_t(3));
        QCOMPARE(tree.groups.size(), std::size_t(1)); // the setsid one; ours is never in the list
        job.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
        QCOMPARE(finished.front().front().toBool(), false);
        QVERIFY(job.wasCancelled());
        QTRY_VERIFY2_WITH_TIMEOUT(processesWith(QStringLiteral("8765.4321")).isEmpty(),
                                  qPrintable(processesWith(QStringLiteral("8765.4321")).join('\n')), 3000);
    }

    // Closing the studio in the middle of a run leaves no process behind.
    void closingThePanelEndsTheJob()
    {
        auto panel = std::make_unique<RunPanel>();
        RunSetup o;
        o.timeUnit = 0.5;
        prepare(*panel, columns(), o);
        QVERIFY(panel->start());
        const QString marker = panel->platformFile();
        QTRY_VERIFY_WITH_TIMEOUT(countContaining(processesWith(marker), "partita-worker") >= 2, 20000);
        panel.reset();
        QTRY_VERIFY2_WITH_TIMEOUT(processesWith(marker).isEmpty(), qPrintable(processesWith(marker).join('\n')), 5000);
    }
};

QTEST_MAIN(TestRunPanel)
#include "tst_run_panel.moc"
