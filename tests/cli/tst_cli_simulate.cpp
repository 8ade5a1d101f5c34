// partita simulate as a process: docs/command-line.md's JSON for every family, one model of
// time shared with `plan`, paper 002 Table 2 through the command line, traces in the three
// formats, and bad input (exit 2, one "error:" line, nothing on stdout, no file written).
#include "cli_process.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <map>

using namespace clitest;

class TestCliSimulate : public QObject {
    Q_OBJECT
private slots:
    void jsonContract_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QStringList>("extra");
        for (const char *a : {"even-columns", "block-cyclic", "grid2d", "columns", "recursive",
                              "hetero-block-cyclic", "layers", "mw-homogeneous", "mw-global", "mw-local",
                              "mw-lookahead", "mw-round-robin", "mw-min-min", "mw-demand-driven", "mw-dd-basic",
                              "mw-bmm", "mw-obmm", "lbp-star", "lbp-mesh", "pipeline", "chunked-pipeline"})
            QTest::newRow(a) << a << "star16.json" << QStringList{};
        QTest::newRow("summa") << "summa" << "mesh5x5.json" << QStringList{};
        QTest::newRow("lbp-mesh heuristic") << "lbp-mesh" << "mesh5x5.json" << QStringList{"--heuristic"};
        QTest::newRow("lbp-star scss by speed") << "lbp-star" << "star16.json"
                                                << QStringList{"--mode", "scss", "--order", "speed"};
        QTest::newRow("ring") << "ring" << "toy-cluster.json" << QStringList{"--h", "10", "--w", "100"};
    }
    void jsonContract()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, platform);
        QFETCH(QStringList, extra);
        const Run r = partita(QStringList{"simulate", "--platform", example(platform.toUtf8().constData()), "--n",
                                          "800", "--q", "80", "--algorithm", algorithm, "--json"}
                              + extra);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto o = jsonOf(r);
        QCOMPARE(o["algorithm"].toString(), algorithm);
        QVERIFY(o["makespan"].toDouble() > 0);
        QVERIFY(o["workers_used"].toInt() >= 1);
        QVERIFY(o["throughput"].toDouble() > 0);
        QVERIFY(o["events"].toInteger() > 0);
        QVERIFY(o["efficiency"].toDouble() > 0 && o["efficiency"].toDouble() <= 1 + 1e-9);
        if (algorithm.startsWith("mw-")) {
            for (const char *f : {"ratio", "steady_state_ratio", "selections"})
                QVERIFY2(o.contains(f), f);
            QVERIFY(!o["selections"].toArray().isEmpty());
        }
        if (algorithm.startsWith("lbp-") || algorithm == "layers") {
            double k = 0;
            for (const auto &v : o["k"].toObject())
                k += v.toDouble();
            QCOMPARE(k, 800.0); // Σ k_i = n
        }
        if (algorithm.startsWith("lbp-")) {
            QVERIFY(o["relaxed_makespan"].toDouble() > 0);
            QVERIFY(o["makespan"].toDouble() >= o["relaxed_makespan"].toDouble() * (1 - 1e-9));
        }
        if (algorithm == "lbp-mesh") {
            QVERIFY(o["lp_iterations"].toInteger() > 0);
            QVERIFY(!o["phi"].toArray().isEmpty());
        }
        if (algorithm == "ring") {
            for (const char *f : {"ring", "paths", "alpha", "t_step", "t_step_by_size"})
                QVERIFY2(o.contains(f), f);
            // one step of the iterative computation lasts T_step (no latency on the toy cluster)
            QVERIFY(qAbs(o["makespan"].toDouble() - o["t_step"].toDouble()) <= 1e-9 * o["t_step"].toDouble());
        }
        QVERIFY(r.err.isEmpty());
    }

    // One model of time: simulate's makespan is plan's predicted makespan, on both networks.
    void samePredictionAsPlan_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("network");
        for (const char *a : {"columns", "recursive", "layers", "hetero-block-cyclic"})
            for (const char *n : {"star", "full"})
                QTest::newRow((std::string(a) + " " + n).c_str()) << a << n;
    }
    void samePredictionAsPlan()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, network);
        const QStringList common{"--platform", example("star16.json"), "--n", "1000", "--q", "80",
                                 "--algorithm", algorithm, "--network", network, "--json"};
        const auto plan = jsonOf(partita(QStringList{"plan"} + common));
        const auto sim = jsonOf(partita(QStringList{"simulate"} + common));
        const double predicted = plan["metrics"].toObject()["predicted_makespan"].toDouble();
        QVERIFY(predicted > 0);
        QVERIFY2(qAbs(sim["makespan"].toDouble() - predicted) <= 1e-9 * predicted,
                 qPrintable(QStringLiteral("%1 vs %2").arg(sim["makespan"].toDouble()).arg(predicted)));
    }

    // Paper 002 Table 2 (§6.2.1): global selection picks P2, then P1 and P3 alternating for 12
    // steps, P2 again at step 14; ratio 1.17 over the 13-step pattern; steady state 1.39.
    void paper002Table2()
    {
        const auto o = jsonOf(partita({"simulate", "--platform", example("mw-table2.json"), "--n", "100", "--q",
                                       "1", "--algorithm", "mw-global", "--json"}));
        const auto sel = o["selections"].toArray();
        QVERIFY(sel.size() >= 14);
        QCOMPARE(sel[0].toString(), QString("P2"));
        for (int i = 1; i <= 12; ++i)
            QCOMPARE(sel[i].toString(), QString(i % 2 ? "P1" : "P3"));
        QCOMPARE(sel[13].toString(), QString("P2"));
        QCOMPARE(qRound(o["ratio"].toDouble() * 100), 117);
        QCOMPARE(qRound(o["steady_state_ratio"].toDouble() * 100), 139);
    }

    void traceFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("chrome") << "run.json";
        QTest::newRow("paje") << "run.paje";
        QTest::newRow("csv") << "run.csv";
    }
    void traceFiles()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString path = dir.filePath(file);
        const Run r = partita({"simulate", "--platform", example("lbp-fig1.json"), "--n", "8", "--q", "1",
                               "--algorithm", "columns", "--trace", path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        // 8 steps, 4 processors: 32 computations, each in the file
        if (file.endsWith(".json")) {
            const auto events = QJsonDocument::fromJson(text).object()["traceEvents"].toArray();
            int computes = 0;
            for (const auto &e : events)
                computes += e.toObject()["cat"].toString() == "compute" && e.toObject()["ph"].toString() == "X";
            QCOMPARE(computes, 32);
        } else if (file.endsWith(".csv")) {
            QCOMPARE(text.count(",compute,"), 32);
        } else {
            QVERIFY(text.startsWith("%EventDef"));
        }
    }

    void gantt()
    {
        QTemporaryDir dir;
        const QString svg = dir.filePath("gantt.svg");
        const Run r = partita({"simulate", "--platform", example("lbp-fig1.json"), "--n", "8", "--q", "1",
                               "--algorithm", "columns", "--gantt", svg});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QCOMPARE(text.count("class=\"iv compute"), 32); // 8 steps on 4 processors
        QVERIFY(text.contains("columns (simulated)"));
    }

    // --network-model (docs/simulate-compare.md, Network models): ideal is the default, and
    // SimGrid's LV08, with its latency factor of 13.01 and rates at 0.97, is slower than CM02
    // on the same schedule.
    void networkModels()
    {
        const QStringList common{"simulate", "--platform", example("star16.json"), "--n", "800", "--q", "80",
                                 "--algorithm", "mw-global", "--json"};
        const double byDefault = jsonOf(partita(common))["makespan"].toDouble();
        std::map<QString, double> makespan;
        for (const char *model : {"ideal", "cm02", "lv08"}) {
            const Run r = partita(common + QStringList{"--network-model", model});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            makespan[model] = jsonOf(r)["makespan"].toDouble();
        }
        QCOMPARE(makespan["ideal"], byDefault);
        QVERIFY(makespan["lv08"] > makespan["cm02"]);
        QVERIFY(makespan["cm02"] > 0);
    }

    // --ring-refine off leaves the greedy shares of paper 001 §4.2 at every size: no step is
    // refined and each step's T_step is its greedy one; max-min (the default, also "on") and qp
    // are the two methods of §4.3, never longer than the greedy shares.
    // --engine simgrid (docs/simulate-compare.md, Engines): SimGrid replays the schedule and
    // every output reads its run, the makespan that of the built-in simulator within 1e-9
    // (tst_simgrid_engine: 3.5e-15); a build without SimGrid refuses it (exit 2, one line that
    // says so, nothing written).
    void engineSimGrid()
    {
        QTemporaryDir dir;
        const QString trace = dir.filePath("run.csv"), svg = dir.filePath("gantt.svg");
        const QStringList common{"simulate", "--platform", example("star16.json"), "--n", "480", "--q", "80",
                                 "--algorithm", "mw-global", "--network-model", "cm02"};
        const Run builtIn = partita(common + QStringList{"--json"});
        QVERIFY2(builtIn.exitCode == 0, builtIn.err.constData());
        QVERIFY(!jsonOf(builtIn).contains("engine"));
        const Run r = partita(common + QStringList{"--engine", "simgrid", "--json", "--trace", trace, "--gantt", svg});
        // --help says whether this build has SimGrid
        const Run help = partita({"simulate", "--help"});
        QVERIFY(help.out.contains("this build has it") != help.out.contains("this build has no SimGrid"));
        if (help.out.contains("this build has no SimGrid")) {
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.startsWith("error: ") && r.err.contains("has no SimGrid") && r.err.count('\n') == 1,
                     r.err.constData());
            QVERIFY(r.out.isEmpty());
            QVERIFY(!QFile::exists(trace) && !QFile::exists(svg));
            return;
        }
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = jsonOf(r), b = jsonOf(builtIn);
        QCOMPARE(o["engine"].toString(), QString("simgrid"));
        QVERIFY(std::abs(o["makespan"].toDouble() - b["makespan"].toDouble()) <= 1e-9 * b["makespan"].toDouble());
        QCOMPARE(o["events"].toInteger(), b["events"].toInteger());
        QFile csv(trace), chart(svg);
        QVERIFY(csv.open(QIODevice::ReadOnly) && chart.open(QIODevice::ReadOnly));
        QVERIFY(csv.readAll().count(",compute,") > 0);
        QVERIFY(chart.readAll().contains("mw-global (SimGrid)"));
        const Run text = partita(common + QStringList{"--engine", "simgrid"});
        QVERIFY2(text.exitCode == 0 && text.out.contains("SimGrid (s4u), network model cm02"), text.out.constData());
    }

    void ringRefinementSwitch()
    {
        for (const char *setting : {"on", "max-min", "qp", "off"}) {
            const Run r = partita({"simulate", "--platform", example("toy-cluster.json"), "--n", "800", "--q", "80",
                                   "--algorithm", "ring", "--h", "10", "--w", "100", "--ring-refine", setting, "--json"});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const auto steps = jsonOf(r)["steps"].toArray();
            QVERIFY(steps.size() >= 2);
            bool anyRefined = false;
            for (const auto &v : steps) {
                const auto step = v.toObject();
                anyRefined = anyRefined || step["refined"].toBool();
                if (!step["refined"].toBool())
                    QCOMPARE(step["t_step"].toDouble(), step["t_step_greedy"].toDouble());
                else
                    QVERIFY(step["t_step"].toDouble() <= step["t_step_greedy"].toDouble());
            }
            // on the toy cluster at H/W = 0.1 both refinements win at some sizes
            QCOMPARE(anyRefined, QByteArray(setting) != "off");
        }
    }

    // lu-hetero's step order (docs/lu.md, Streamed steps): forced, or the faster of both; the
    // JSON says which.
    void luStepsSwitch()
    {
        const QStringList common{"simulate", "--platform", example("mw-table2.json"), "--n", "36", "--q", "1",
                                 "--algorithm", "lu-hetero", "--json"};
        std::vector<double> makespans; // paper, then streamed
        for (const char *setting : {"paper", "streamed"}) {
            const Run r = partita(common + QStringList{"--lu-steps", setting});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const auto plan = jsonOf(r);
            QCOMPARE(plan["steps"].toString(), QString(setting));
            makespans.push_back(plan["makespan"].toDouble());
        }
        const Run best = partita(common);
        QVERIFY2(best.exitCode == 0, best.err.constData());
        const auto plan = jsonOf(best);
        QCOMPARE(plan["makespan"].toDouble(), std::min(makespans[0], makespans[1]));
        QCOMPARE(plan["steps"].toString(), QString("paper")); // the master's port binds here
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString star = example("star16.json");
        QTest::newRow("unknown algorithm") << QStringList{"--platform", star, "--algorithm", "fastest"}
                                           << "unknown algorithm 'fastest'";
        QTest::newRow("mode on columns") << QStringList{"--platform", star, "--algorithm", "columns", "--mode", "scss"}
                                         << "--mode applies to lbp-star only";
        QTest::newRow("bad mode") << QStringList{"--platform", star, "--algorithm", "lbp-star", "--mode", "xyz"}
                                  << "--mode";
        QTest::newRow("summa off a grid") << QStringList{"--platform", star, "--algorithm", "summa"} << "grid";
        QTest::newRow("missing platform") << QStringList{"--platform", "/nonexistent/p.json", "--algorithm", "columns"}
                                          << "/nonexistent/p.json";
        QTest::newRow("unknown network model")
            << QStringList{"--platform", star, "--algorithm", "columns", "--network-model", "tcp"} << "--network-model";
        QTest::newRow("lv08 in abstract units")
            << QStringList{"--platform", example("mw-table2.json"), "--algorithm", "mw-global", "--network-model", "lv08"}
            << "--network-model lv08 needs a platform in physical units";
        QTest::newRow("ring refinement on columns")
            << QStringList{"--platform", star, "--algorithm", "columns", "--ring-refine", "off"}
            << "--ring-refine applies to ring only";
        QTest::newRow("unknown ring refinement")
            << QStringList{"--platform", example("toy-cluster.json"), "--algorithm", "ring", "--ring-refine", "maybe"}
            << "--ring-refine";
        QTest::newRow("lu steps on columns")
            << QStringList{"--platform", star, "--algorithm", "columns", "--lu-steps", "paper"}
            << "--lu-steps applies to lu-hetero only";
        QTest::newRow("unknown lu steps")
            << QStringList{"--platform", example("mw-table2.json"), "--algorithm", "lu-hetero", "--lu-steps", "later"}
            << "--lu-steps";
        QTest::newRow("unknown engine")
            << QStringList{"--platform", star, "--algorithm", "columns", "--engine", "ns3"} << "--engine";
        QTest::newRow("bad trace extension")
            << QStringList{"--platform", star, "--algorithm", "columns", "--trace", "/tmp/partita-test-trace.xyz"}
            << "partita-test-trace.xyz";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = partita(QStringList{"simulate", "--n", "800"} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("error: "), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(!QFile::exists("/tmp/partita-test-trace.xyz"));
    }
};

QTEST_GUILESS_MAIN(TestCliSimulate)
#include "tst_cli_simulate.moc"
