// The SimGrid engine (sim/simgrid_engine.h, `partita simulate --engine simgrid`) against the
// built-in simulator: every strategy's schedule on the bundled examples and 20 generated
// platforms (4 of them again with their processors two to a machine), evaluated once with each engine, must end every activity at the same time, within
// 1e-9 (relative), under ideal, cm02 and lv08 (SimGrid runs each activity as it comes, by
// the same rules; tst_simgrid_replay found SimGrid and Partita's models 6e-15 apart when
// SimGrid starts the activities when Partita does). The same events are counted and the traces
// have the same rows and as many intervals. Skipped in a build without SimGrid (PARTITA_WITH_SIMGRID).
#include "simgrid_test_support.h"
#include "evaluate/evaluate.h"
#include "io/platform_json.h"
#include "sim/sim_engine.h"
#include "strategy/strategy.h"

#include <QtTest>

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <map>

using namespace partita;

namespace {

struct Case {
    std::string name;
    Platform platform;
};

std::vector<Case> cases()
{
    std::vector<Case> out;
    const std::string dir = PARTITA_SOURCE_DIR "/resources/examples/";
    for (const char *file : {"star16.json", "mesh5x5.json", "toy-cluster.json", "lbp-fig1.json", "mw-table2.json"})
        out.push_back({file, readPlatformFile(dir + file)});
    for (auto &g : simgrid_test::generatedPlatforms()) {
        // Some with their processors two to a machine, so that a transfer between two of them
        // is copied by its receiver (sim/resources.h), suspending a master-worker update.
        if (g.name.ends_with("-seed1")) {
            Platform paired = g.platform;
            for (std::size_t i = 0; i < paired.processors.size(); ++i)
                paired.processors[i].host = "machine" + std::to_string(i / 2);
            out.push_back({g.name + "-paired", std::move(paired)});
        }
        out.push_back({g.name, std::move(g.platform)});
    }
    return out;
}

std::vector<std::string> everyStrategy()
{
    std::vector<std::string> names = strategyNames();
    for (const std::string &lu : strategyNames(Family::Lu))
        if (std::find(names.begin(), names.end(), lu) == names.end())
            names.push_back(lu);
    return names;
}

} // namespace

class TstSimGridEngine : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!sim::simGridBuilt())
            QSKIP("this build has no SimGrid (configured with PARTITA_WITH_SIMGRID=OFF, or without libsimgrid-dev): "
                  "the SimGrid engine is not built");
    }

    void engines_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("ideal") << QString("ideal") << 1e-9;
        QTest::newRow("cm02") << QString("cm02") << 1e-9;
        QTest::newRow("lv08") << QString("lv08") << 1e-9;
    }

    void engines()
    {
        QFETCH(QString, model);
        QFETCH(double, tolerance);
        const sim::FlowModel flow = sim::parseFlowModel(model.toStdString());
        const Problem problem{480, 80};
        std::map<Family, std::size_t> families;
        std::size_t replays = 0, compared = 0;
        double worst = 0, worstMakespan = 0;
        QString where;
        QElapsedTimer timer;
        timer.start();
        for (const Case &c : cases()) {
            if (flow != sim::FlowModel::Ideal && c.platform.units == Units::Blocks)
                continue; // SimGrid's constants are bytes and seconds
            for (const std::string &algorithm : everyStrategy()) {
                EvaluateOptions options;
                options.params.flow = flow;
                if (algorithm == "ring") {
                    options.params.h = 10;
                    options.params.w = 100;
                }
                Evaluation partita;
                try {
                    partita = evaluate(algorithm, c.platform, problem, options);
                } catch (const std::exception &) {
                    continue; // a strategy the platform cannot run
                }
                options.engine = sim::SimEngine::SimGrid;
                const Evaluation simgrid = evaluate(algorithm, c.platform, problem, options);
                const QString label = QString::fromStdString(c.name + " " + algorithm);
                const sim::SimResult &a = partita.sim, &b = simgrid.sim;
                QVERIFY2(a.finish.size() == b.finish.size() && !a.finish.empty(), qPrintable(label));
                for (std::size_t i = 0; i < a.finish.size(); ++i) {
                    const double diff = std::abs(b.finish[i] - a.finish[i]) / std::max(a.finish[i], 1e-12);
                    if (diff > worst) {
                        worst = diff;
                        where = QString("%1, activity %2: SimGrid %3, Partita %4")
                                    .arg(label)
                                    .arg(i)
                                    .arg(b.finish[i], 0, 'g', 17)
                                    .arg(a.finish[i], 0, 'g', 17);
                    }
                }
                compared += a.finish.size();
                worstMakespan = std::max(worstMakespan, std::abs(simgrid.makespan - partita.makespan) / partita.makespan);
                QVERIFY2(std::abs(simgrid.makespan - partita.makespan) <= tolerance * partita.makespan, qPrintable(label));
                QCOMPARE(b.events, a.events);
                const auto rows = [](const Trace &t) {
                    std::vector<std::pair<std::string, ResourceKind>> r;
                    for (const TraceResource &x : t.resources)
                        r.emplace_back(x.id, x.kind);
                    std::sort(r.begin(), r.end());
                    return r;
                };
                QVERIFY2(rows(b.trace) == rows(a.trace), qPrintable(label));
                QCOMPARE(b.trace.intervals.size(), a.trace.intervals.size());
                QCOMPARE(b.trace.timeUnit, a.trace.timeUnit);
                ++families[partita.family];
                ++replays;
            }
        }
        qInfo().noquote() << model << ":" << replays << "schedules," << compared
                          << "activity ends compared, the largest difference" << worst << "(" << where
                          << "), of a makespan" << worstMakespan << "," << timer.elapsed() << "ms";
        // Every family took part: partitions, layer-based, mesh baselines, master-worker, LU,
        // and the ring where the platform is ideal's.
        QVERIFY(families.size() >= (flow == sim::FlowModel::Ideal ? 6u : 5u));
        QVERIFY(compared > 1000);
        QVERIFY2(worst <= tolerance, qPrintable(where));
    }

    // A cycle and a computation on a router are refused as the built-in simulator refuses them.
    void refusals()
    {
        const Platform p = readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
        const sim::SimPlatform pf(p, 80, sim::CommModel{});
        sim::Schedule cycle;
        cycle.compute(0, 1e6, {1});
        cycle.compute(0, 1e6, {0});
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, sim::simulateWith(sim::SimEngine::SimGrid, pf, cycle));
        sim::Schedule half;
        half.transfer(0, 1, 0.5); // 4 bytes: fine
        half.transfer(0, 1, 0.0625); // half a byte
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, sim::simulateWith(sim::SimEngine::SimGrid, pf, half));
        // An empty schedule ends at 0, with the processors' rows.
        const sim::SimResult empty = sim::simulateWith(sim::SimEngine::SimGrid, pf, sim::Schedule{});
        QCOMPARE(empty.makespan, 0.0);
        QCOMPARE(empty.trace.resources.size(), sim::simulate(pf, sim::Schedule{}).trace.resources.size());
    }
};

QTEST_GUILESS_MAIN(TstSimGridEngine)
#include "tst_simgrid_engine.moc"
