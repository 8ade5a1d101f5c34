// What the Run panel asks of `partita run`, as values: the command line for each place a run
// goes and each strategy's parameters (app/cli/cmd_run.cpp's options), which options apply to
// which strategy, the strategies the executor runs (strategy/strategy.h), the ranks a platform
// needs (exec/rank_map.h), what stops a run, the simulator's prediction in the run's seconds,
// the measured rows put in the prediction's order, and the summary read back.
#include "io/platform_json.h"
#include "plan/strategy_menu.h"
#include "run/run_command.h"
#include "run/run_prediction.h"
#include "run/run_summary.h"
#include "strategy/strategy.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <cmath>

using namespace partita;
using namespace partita::views;

namespace {

// Two processors in abstract units; P2, listed second, is the computing master, so it is
// rank 0 and P1 rank 1 (the executor's rank map), while the simulator lists P1 first.
Platform twoProcessors()
{
    return parsePlatformJson(R"({
      "format": "partita-platform/1", "name": "two", "units": "blocks",
      "master": "P2", "master_computes": true,
      "processors": [{"id": "P1", "speed": 2, "memory": 1000}, {"id": "P2", "speed": 1, "memory": 1000}],
      "links": [{"from": "P2", "to": "P1", "bandwidth": 8, "latency": 0}]
    })",
                             "two.json");
}

// A router master does not compute: it is rank 0 alone.
Platform routerMaster()
{
    return parsePlatformJson(R"({
      "format": "partita-platform/1", "name": "star", "units": "blocks", "master": "M",
      "processors": [{"id": "A", "speed": 1, "memory": 100}, {"id": "B", "speed": 3, "memory": 100}],
      "routers": [{"id": "M"}],
      "links": [{"from": "M", "to": "A", "bandwidth": 4}, {"from": "M", "to": "B", "bandwidth": 4}]
    })",
                             "star.json");
}

PlanSettings settingsFor(const std::string &algorithm)
{
    PlanSettings s;
    s.problem = {64, 8};
    s.algorithm = algorithm;
    return s;
}

// The value after an option, or a null string when the option is absent.
QString valueOf(const QStringList &args, const QString &option)
{
    const qsizetype at = args.indexOf(option);
    return at < 0 || at + 1 >= args.size() ? QString() : args[at + 1];
}

} // namespace

class TestRunCommand : public QObject {
    Q_OBJECT

private slots:
    // A square product gives --n only, as before; another shape adds --m and --k after --q
    // (docs/studio.md, Shapes), whatever the strategy: partita run refuses the shapes a strategy does
    // not take, with its reason.
    void shapeArguments()
    {
        const RunSetup o;
        PlanSettings square = settingsFor("layers");
        const QStringList plain = runArguments("/tmp/p.json", square, o, Units::Blocks, 2);
        QVERIFY(!plain.contains("--m"));
        QVERIFY(!plain.contains("--k"));
        QCOMPARE(valueOf(plain, "--n"), QStringLiteral("64"));

        PlanSettings product = square;
        product.problem = Problem::product(48, 200, 64, 8);
        const QStringList args = runArguments("/tmp/p.json", product, o, Units::Blocks, 2);
        QCOMPARE(args.mid(0, 13), (QStringList{"run", "--platform", "/tmp/p.json", "--n", "64", "--q", "8",
                                               "--algorithm", "layers", "--m", "48", "--k", "200"}));
        QCOMPARE(args.count("--m"), 1);
        QCOMPARE(args.count("--k"), 1);
    }

    void emulatedColumns()
    {
        RunSetup o;
        o.timeUnit = 0.002;
        o.seed = 7;
        const QStringList args = runArguments("/tmp/p.json", settingsFor("columns"), o, Units::Blocks, 2);
        QCOMPARE(args.mid(0, 9), (QStringList{"run", "--platform", "/tmp/p.json", "--n", "64", "--q", "8",
                                              "--algorithm", "columns"}));
        QVERIFY(args.contains("--emulate"));
        QCOMPARE(valueOf(args, "--time-unit"), QStringLiteral("0.002"));
        QCOMPARE(valueOf(args, "--seed"), QStringLiteral("7"));
        QCOMPARE(valueOf(args, "--np"), QStringLiteral("2"));
        // Never --json: it hides the event lines.
        QVERIFY(!args.contains("--json"));
        for (const char *absent : {"--hostfile", "--slurm", "--submit", "--iterations", "--speed-change",
                                   "--predistributed", "--mode", "--l"})
            QVERIFY2(!args.contains(absent), absent);
        // On a physical platform the time unit means nothing and is not passed.
        QVERIFY(!runArguments("/tmp/p.json", settingsFor("columns"), o, Units::Physical, 2).contains("--time-unit"));
    }

    void whereTheRunGoes()
    {
        RunSetup o;
        o.mode = RunMode::Real;
        QStringList args = runArguments("p.json", settingsFor("layers"), o, Units::Blocks, 3);
        QVERIFY(!args.contains("--emulate") && !args.contains("--time-unit"));
        o.mode = RunMode::Hostfile;
        o.hostfile = "/etc/hosts.mpi";
        args = runArguments("p.json", settingsFor("layers"), o, Units::Blocks, 3);
        QCOMPARE(valueOf(args, "--hostfile"), QStringLiteral("/etc/hosts.mpi"));
        QVERIFY(!args.contains("--slurm"));
        o.mode = RunMode::Slurm;
        args = runArguments("p.json", settingsFor("layers"), o, Units::Blocks, 3);
        QVERIFY(args.contains("--slurm") && !args.contains("--submit") && !args.contains("--hostfile"));
        o.submit = true;
        QVERIFY(runArguments("p.json", settingsFor("layers"), o, Units::Blocks, 3).contains("--submit"));
    }

    // Each strategy's own parameters come from the problem bar (cmd_run's --l, --mode,
    // --order, --heuristic, --ring-refine, --iterations).
    void strategyParameters()
    {
        RunSetup o;
        PlanSettings s = settingsFor("lbp-star");
        s.params.mode = StarMode::Scss;
        s.params.order = ServiceOrder::Speed;
        QStringList args = runArguments("p.json", s, o, Units::Blocks, 4);
        QCOMPARE(valueOf(args, "--mode"), QStringLiteral("scss"));
        QCOMPARE(valueOf(args, "--order"), QStringLiteral("speed"));
        s = settingsFor("hetero-block-cyclic");
        s.params.l = 3;
        QCOMPARE(valueOf(runArguments("p.json", s, o, Units::Blocks, 4), "--l"), QStringLiteral("3"));
        s.params.l = 0; // the strategy's default: not passed
        QVERIFY(!runArguments("p.json", s, o, Units::Blocks, 4).contains("--l"));
        s = settingsFor("lbp-mesh");
        s.params.heuristic = true;
        QVERIFY(runArguments("p.json", s, o, Units::Blocks, 4).contains("--heuristic"));
        o.iterations = 5;
        QCOMPARE(valueOf(runArguments("p.json", settingsFor("ring"), o, Units::Blocks, 4), "--iterations"),
                 QStringLiteral("5"));
        QVERIFY(!runArguments("p.json", settingsFor("columns"), o, Units::Blocks, 4).contains("--iterations"));
        // the ring's Refine: the run plans its ring as the problem bar says (the default not passed)
        s = settingsFor("ring");
        QVERIFY(!runArguments("p.json", s, o, Units::Blocks, 4).contains("--ring-refine"));
        s.params.ringRefine = RingRefinement::Program;
        QCOMPARE(valueOf(runArguments("p.json", s, o, Units::Blocks, 4), "--ring-refine"), QStringLiteral("qp"));
    }

    // cmd_run refuses --speed-change but for columns and even-columns with --emulate, and
    // --predistributed but for the 2D partitions without a speed change: the panel does not
    // offer them elsewhere.
    void optionsThatApply()
    {
        RunSetup o;
        o.speedChange = "1@0.5:x0.5";
        o.predistributed = true;
        QVERIFY(optionUse("columns", o, Units::Blocks).speedChange);
        QVERIFY(!optionUse("columns", o, Units::Blocks).predistributed); // a speed change is set
        QStringList args = runArguments("p.json", settingsFor("even-columns"), o, Units::Blocks, 2);
        QCOMPARE(valueOf(args, "--speed-change"), QStringLiteral("1@0.5:x0.5"));
        QVERIFY(!args.contains("--predistributed"));
        args = runArguments("p.json", settingsFor("recursive"), o, Units::Blocks, 2);
        QVERIFY(!args.contains("--speed-change"));
        QVERIFY(args.contains("--predistributed"));
        QVERIFY(!optionUse("layers", o, Units::Blocks).predistributed);
        QVERIFY(!optionUse("mw-global", o, Units::Blocks).predistributed);
        o.mode = RunMode::Real;
        QVERIFY(!optionUse("columns", o, Units::Blocks).speedChange);
        QVERIFY(!optionUse("columns", o, Units::Blocks).timeUnit);
        QVERIFY(optionUse("ring", o, Units::Physical).iterations);
    }

    // The worker scales its prediction by --time-unit (default 0.01) on blocks platforms, by
    // --time-scale on emulated physical ones; 0 when partita run is to choose the scale.
    void secondsPerUnit()
    {
        RunSetup o;
        o.timeUnit = 0.5;
        QCOMPARE(secondsPerTimeUnit(o, Units::Blocks), 0.5);
        QCOMPARE(secondsPerTimeUnit(o, Units::Physical), 0.0); // automatic
        QCOMPARE(secondsPerTimeUnit(RunSetup{}, Units::Blocks), 0.0);
        QVERIFY(!runArguments("p.json", PlanSettings{}, RunSetup{}, Units::Blocks, 2).contains("--time-unit"));
        QVERIFY(optionUse("columns", o, Units::Physical).timeScale);
        QVERIFY(!runArguments("p.json", PlanSettings{}, o, Units::Physical, 2).contains("--time-scale"));
        o.timeScale = 3;
        QCOMPARE(secondsPerTimeUnit(o, Units::Physical), 3.0);
        const QStringList args = runArguments("p.json", PlanSettings{}, o, Units::Physical, 2);
        QCOMPARE(args.at(args.indexOf("--time-scale") + 1), QString("3"));
        QCOMPARE(executorOptions(PlanSettings{}, o, Units::Physical).timeScale, 3.0);
        o.mode = RunMode::Real;
        QCOMPARE(secondsPerTimeUnit(o, Units::Blocks), kDefaultTimeUnit);
        QCOMPARE(secondsPerTimeUnit(o, Units::Physical), 1.0);
        QVERIFY(!optionUse("columns", o, Units::Physical).timeScale);
    }

    // The studio's prediction with the scale chosen as partita run chooses it: star16 at
    // n = 400, q = 50 (17 ranks) gets more than real time, and its trace is the prediction at
    // one second per unit times that scale.
    void predictionWithChosenScale()
    {
        const Platform star16 = readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
        PlanSettings settings;
        settings.problem = {400, 50};
        settings.algorithm = "recursive";
        const RunPrediction p = RunPrediction::compute(star16, settings, RunSetup{});
        QVERIFY(p.error.isEmpty());
        QVERIFY(p.chosen);
        QVERIFY(p.scale > 1);
        const Trace modelled = exec::predictRun(star16, "recursive", {400, 50}, settings.evaluateOptions(), 20, 1.0);
        QCOMPARE(p.scale, views::chosenScale(modelled, Units::Physical, 17));
        QVERIFY(std::abs(p.makespan - p.scale * modelled.makespan()) < 1e-9 * p.makespan);
        RunSetup given;
        given.timeScale = 2;
        const RunPrediction q = RunPrediction::compute(star16, settings, given);
        QVERIFY(!q.chosen);
        QVERIFY(std::abs(q.makespan - 2 * modelled.makespan()) < 1e-9 * q.makespan);
    }

    void ranks()
    {
        const auto two = exec::rankMap(twoProcessors());
        QCOMPARE(describeRanks(two), QStringLiteral("2 ranks: rank 0 plays P2, then P1"));
        const auto star = exec::rankMap(routerMaster());
        QCOMPARE(star.size(), 3);
        QCOMPARE(describeRanks(star), QStringLiteral("3 ranks: rank 0 plays M (does not compute), then A, B"));
        // The --np the panel passes is the map's size.
        QCOMPARE(valueOf(runArguments("p.json", settingsFor("columns"), RunSetup{}, Units::Blocks, star.size()),
                         "--np"),
                 QStringLiteral("3"));
    }

    // The panel offers what the executor runs, in partita run's order: the 2D partitions and
    // layers, the master-worker strategies, lbp-star, lbp-mesh, the ring and the LU
    // factorizations (paper 002 §7); never a strategy that is only simulated.
    void strategiesTheRunOffers()
    {
        const QStringList names = executableAlgorithmNames();
        QCOMPARE(names.size(), static_cast<qsizetype>(executableStrategies().size()));
        QCOMPARE(names.front(), QStringLiteral("even-columns"));
        QCOMPARE(names.back(), QStringLiteral("lu-hetero"));
        for (const char *name : {"columns", "layers", "mw-global", "lbp-star", "lbp-mesh", "ring", "lu-homogeneous"})
            QVERIFY2(names.contains(name) && isExecutable(name), name);
        QVERIFY(!names.contains("summa"));
        QVERIFY(!isExecutable("summa"));
    }

    // `partita run --help` says only whether the program has a run command; both helps below
    // are CLI11's, abridged, and both programs exit with 0.
    void programWithoutRun()
    {
        const QString runHelp = QStringLiteral(
            "Run the matrix product (or, for lu-*, the LU factorization) with MPI and OpenBLAS (partita-worker "
            "under mpirun)\n"
            "Usage: partita run [OPTIONS]\n\nOptions:\n"
            "  --platform TEXT REQUIRED    Platform file (.json or SimGrid .xml)\n"
            "  --algorithm TEXT REQUIRED   Strategy: even-columns, block-cyclic\n");
        const QString generalHelp = QStringLiteral(
            "Partita: plan and run matrix products on heterogeneous platforms\n"
            "Usage: partita [OPTIONS] SUBCOMMAND\n\nSubcommands:\n"
            "  plan                        Partition C among the processors and print the metrics\n"
            "  simulate                    Simulate one strategy's schedule and print its makespan\n");
        QVERIFY(hasRunCommand(0, runHelp));
        QVERIFY(!hasRunCommand(0, generalHelp)); // built without MPI: no run command
        QVERIFY(!hasRunCommand(2, runHelp));
        QVERIFY(!hasRunCommand(0, QString()));
    }

    void whatStopsARun()
    {
        const Platform p = twoProcessors();
        RunCapabilities caps;
        QVERIFY(!startBlocker(p, settingsFor("columns"), {}, caps).isEmpty()); // not asked yet
        caps.status = RunCapabilities::Status::NoProgram;
        caps.detail = "no partita";
        QCOMPARE(startBlocker(p, settingsFor("columns"), {}, caps), QStringLiteral("no partita"));
        caps.status = RunCapabilities::Status::Ready;
        caps.algorithms = executableAlgorithmNames();
        QCOMPARE(startBlocker(p, settingsFor("columns"), {}, caps), QString());
        const QString summa = startBlocker(p, settingsFor("summa"), {}, caps);
        QVERIFY2(summa.contains("summa") && summa.contains("ring"), qPrintable(summa));
        // A strategy that takes square products only does not start on another shape: the
        // reason is requireShape's, as partita run would say it.
        PlanSettings product = settingsFor("columns");
        product.problem = Problem::product(48, 200, 64, 8);
        if (!strategyInfo("columns").rectangular)
            QCOMPARE(startBlocker(p, product, {}, caps), shapeRefusal(strategyInfo("columns"), product.problem));
        else
            QCOMPARE(startBlocker(p, product, {}, caps), QString());
        RunSetup hostfile;
        hostfile.mode = RunMode::Hostfile;
        QVERIFY(startBlocker(p, settingsFor("columns"), hostfile, caps).contains("hostfile"));
        hostfile.hostfile = "/does/not/exist"; // partita run reads it, and says what is wrong
        QCOMPARE(startBlocker(p, settingsFor("columns"), hostfile, caps), QString());
        PlanSettings tooSmall = settingsFor("columns");
        tooSmall.problem = {0, 8};
        QVERIFY(!startBlocker(p, tooSmall, {}, caps).isEmpty());
        RunSetup submit;
        submit.mode = RunMode::Slurm;
        submit.submit = true;
        QVERIFY(startBlocker(p, settingsFor("columns"), submit, caps).contains("sbatch"));
        caps.sbatch = true;
        QCOMPARE(startBlocker(p, settingsFor("columns"), submit, caps), QString());
        // The executor's own rules (exec/run_options.h), as partita run and every rank apply them.
        RunSetup change;
        change.speedChange = "1@0.5"; // no factor
        QVERIFY2(startBlocker(p, settingsFor("columns"), change, caps).contains("--speed-change"),
                 qPrintable(startBlocker(p, settingsFor("columns"), change, caps)));
        change.speedChange = "1@0.5:x2";
        QCOMPARE(startBlocker(p, settingsFor("columns"), change, caps), QString());
        // Not a column-based partition: the option does not apply, is not passed, and stops nothing.
        QCOMPARE(startBlocker(p, settingsFor("recursive"), change, caps), QString());
        QVERIFY(executorOptions(settingsFor("recursive"), change, p.units).speedChange.empty());
        QCOMPARE(executorOptions(settingsFor("columns"), change, p.units).speedChange, std::string("1@0.5:x2"));
    }

    // --throttle: real runs on this machine only (cmd_run refuses it with --emulate, --hostfile
    // and --slurm), passed as typed, and judged by the executor's rules before the run starts.
    void throttle()
    {
        const Platform p = twoProcessors();
        RunCapabilities caps;
        caps.status = RunCapabilities::Status::Ready;
        caps.algorithms = executableAlgorithmNames();
        RunSetup o;
        o.throttle = " 1:0.4 ";
        for (const RunMode mode : {RunMode::Emulated, RunMode::Hostfile, RunMode::Slurm}) {
            o.mode = mode;
            o.hostfile = "hosts";
            QVERIFY(!optionUse("columns", o, p.units).throttle);
            QVERIFY(!runArguments("p.json", settingsFor("columns"), o, p.units, 2).contains("--throttle"));
            QVERIFY(executorOptions(settingsFor("columns"), o, p.units).throttle.empty());
            QCOMPARE(startBlocker(p, settingsFor("columns"), o, caps), QString()); // not passed: stops nothing
        }
        o.mode = RunMode::Real;
        QVERIFY(optionUse("columns", o, p.units).throttle);
        QCOMPARE(valueOf(runArguments("p.json", settingsFor("columns"), o, p.units, 2), "--throttle"),
                 QStringLiteral("1:0.4"));
        QCOMPARE(executorOptions(settingsFor("columns"), o, p.units).throttle, std::string("1:0.4"));
        QCOMPARE(startBlocker(p, settingsFor("columns"), o, caps), QString());
        // Malformed, or a rank the platform does not have (2 ranks: 0 and 1): refused before the run.
        for (const char *bad : {"1:1.5", "2:0.5", "1:0.4,1:0.5", "1"}) {
            o.throttle = bad;
            const QString blocker = startBlocker(p, settingsFor("columns"), o, caps);
            QVERIFY2(blocker.startsWith("--throttle: "), qPrintable(QString(bad) + ": " + blocker));
        }
        o.throttle.clear();
        QVERIFY(!runArguments("p.json", settingsFor("columns"), o, p.units, 2).contains("--throttle"));
    }

    // The prediction is in the run's seconds: the simulator's time units × the time unit.
    void predictionInSeconds()
    {
        const Platform p = twoProcessors();
        RunSetup o;
        o.timeUnit = 1.0;
        const RunPrediction units = RunPrediction::compute(p, settingsFor("columns"), o);
        QVERIFY2(units.error.isEmpty(), qPrintable(units.error));
        QVERIFY(units.makespan > 0);
        o.timeUnit = 0.002;
        const RunPrediction seconds = RunPrediction::compute(p, settingsFor("columns"), o);
        QCOMPARE(seconds.trace.timeUnit, std::string("s"));
        QVERIFY(qAbs(seconds.makespan - 0.002 * units.makespan) < 1e-12 * units.makespan);
        QVERIFY(qAbs(seconds.trace.makespan() - seconds.makespan) < 1e-9);
        QCOMPARE(seconds.trace.resources.front().id, std::string("P1")); // the simulator's order
        // The ring as the executor runs it: more iterations, longer.
        o.iterations = 2;
        const RunPrediction two = RunPrediction::compute(p, settingsFor("ring"), o);
        o.iterations = 4;
        const RunPrediction four = RunPrediction::compute(p, settingsFor("ring"), o);
        QVERIFY2(two.error.isEmpty(), qPrintable(two.error));
        QVERIFY(four.makespan > 1.5 * two.makespan);
        // A strategy that does not apply says why.
        QVERIFY(!RunPrediction::compute(p, settingsFor("summa"), o).error.isEmpty());
        // Leaving C distributed: no gather in the prediction, which ends earlier.
        o.distributed = true;
        const RunPrediction kept = RunPrediction::compute(p, settingsFor("columns"), o);
        QVERIFY2(kept.error.isEmpty(), qPrintable(kept.error));
        QVERIFY(kept.makespan < seconds.makespan);
    }

    // --result distributed for the strategies whose C can stay where it was computed.
    void leaveCDistributed()
    {
        RunSetup o;
        o.distributed = true;
        for (const char *a : {"columns", "recursive", "layers", "lbp-star"}) {
            QVERIFY(optionUse(a, o, Units::Blocks).result);
            QCOMPARE(valueOf(runArguments("p.json", settingsFor(a), o, Units::Blocks, 2), "--result"),
                     QStringLiteral("distributed"));
            QVERIFY(executorOptions(settingsFor(a), o, Units::Blocks).result == ResultDelivery::Distributed);
        }
        for (const char *a : {"mw-global", "ring"}) {
            QVERIFY(!optionUse(a, o, Units::Blocks).result);
            QVERIFY(!runArguments("p.json", settingsFor(a), o, Units::Blocks, 2).contains("--result"));
            QVERIFY(executorOptions(settingsFor(a), o, Units::Blocks).result == ResultDelivery::Gathered);
        }
        o.distributed = false;
        QVERIFY(!runArguments("p.json", settingsFor("columns"), o, Units::Blocks, 2).contains("--result"));
    }

    // Ranks are rows in rank order (P2, P1); shown in the prediction's order (P1, P2), with the
    // peers following their rows.
    void rowsInThePredictionsOrder()
    {
        Trace predicted;
        predicted.addResource("P1", ResourceKind::Processor);
        predicted.addResource("P2", ResourceKind::Processor);
        predicted.addResource("P2-P1", ResourceKind::Link);
        Trace measured;
        measured.addResource("P2", ResourceKind::Processor);
        measured.addResource("P1", ResourceKind::Processor);
        measured.addResource("X", ResourceKind::Processor); // unknown to the prediction: last
        measured.intervals = {{0, IntervalKind::Send, 0, 1, 0, 1, 8, 0, {}},
                              {1, IntervalKind::Recv, 0, 1, 0, 0, 8, 0, {}},
                              {1, IntervalKind::Compute, 1, 2, 0, -1, 0, 9, {}}};
        const std::vector<int> order = rowOrder(measured.resources, predicted);
        QCOMPARE(order, (std::vector<int>{1, 0, 2}));
        const Trace shown = withRowOrder(measured, order);
        QCOMPARE(shown.resources[0].id, std::string("P1"));
        QCOMPARE(shown.resources[1].id, std::string("P2"));
        QCOMPARE(shown.resources[2].id, std::string("X"));
        for (const Interval &iv : shown.intervals) {
            if (iv.kind == IntervalKind::Send) {
                QCOMPARE(iv.resource, 1); // P2 sends
                QCOMPARE(iv.peer, 0);     // to P1
            } else {
                QCOMPARE(iv.resource, 0);
            }
        }
        // Rows that appear after the order was computed keep their place at the end.
        measured.addResource("rank 3", ResourceKind::Processor);
        measured.intervals.push_back({3, IntervalKind::Compute, 0, 1, 0, -1, 0, 1, {}});
        const Trace later = withRowOrder(measured, order);
        QCOMPARE(later.resources.size(), std::size_t(4));
        QCOMPARE(later.resources[3].id, std::string("rank 3"));
        QCOMPARE(later.intervals.back().resource, 3);
    }

    void summaryRead()
    {
        const QByteArray line = R"({"algorithm":"columns","n":64,"q":8,"ranks":2,"emulated":true,"makespan":0.5,
          "gflops":0.25,"verified":true,"max_abs_error":2e-14,"verification":"every column","predicted_makespan":0.4,
          "overruns":3,"gather_seconds":0.01,"time_scale":7.5,"fell_behind_seconds":0.02,
          "fell_behind_at":{"rank":1,"node":"P1","kind":"compute","step":4},
          "per_rank":[{"rank":0,"node":"P2","compute":0.1,"communication":0.2,"idle":0.2},
                      {"rank":1,"node":"P1","compute":0.4,"communication":0,"idle":0.1}],
          "redistribution":{"after_step":4,"operations":[{},{}],"total_cost":3,"blocks_moved":6,"seconds":0.02}})";
        const RunSummary s = RunSummary::fromJson(QJsonDocument::fromJson(line).object());
        QVERIFY(s.verified && s.emulated);
        QCOMPARE(s.ranks, 2);
        QCOMPARE(s.overruns, 3);
        QCOMPARE(s.ratio(), 1.25); // 0.5 / 0.4
        QCOMPARE(s.afterPhaseName, QStringLiteral("gather_seconds"));
        QCOMPARE(s.perRank.size(), std::size_t(2));
        QCOMPARE(s.perRank[1], (RankTimesRow{1, "P1", 0.4, 0, 0.1}));
        QCOMPARE(s.redistribution.value("blocks_moved").toInt(), 6);
        QCOMPARE(s.timeScale, 7.5);
        QCOMPARE(s.fellBehind, 0.02);
        QCOMPARE(s.fellBehindAt, QStringLiteral("rank 1 (P1) compute, step 4"));
        QVERIFY(std::isnan(RunSummary{}.ratio())); // no prediction

    }
};

QTEST_GUILESS_MAIN(TestRunCommand)
#include "tst_run_command.moc"
