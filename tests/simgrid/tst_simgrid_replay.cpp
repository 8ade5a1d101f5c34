// SimGrid as the oracle of the simulator's network models (docs/simulate-compare.md, Network
// models): schedules of every family, simulated by Partita under cm02 and lv08, are replayed in
// SimGrid 3.32 itself (simgrid_replay.py, s4u through python3-simgrid) with each activity
// started when Partita's simulator started it; every activity must end when Partita says it
// ends, within 1e-9 (relative) under both models. Platforms: the bundled examples in physical
// units and 20 generated ones. Skipped when python3-simgrid is absent.
#include "simgrid_test_support.h"
#include "evaluate/evaluate.h"
#include "io/platform_json.h"
#include "io/simgrid_xml.h"
#include "schedule/outer/outer_product.h"
#include "sim/simulator.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <set>

using namespace partita;

namespace {

// The schedule an evaluation simulated, with the platform view it runs on.
sim::ScheduledRun runOf(const Evaluation &e, const Platform &platform, const Problem &problem)
{
    if (const auto *d = e.detailsAs<PartitionDetails>())
        return OuterProductModel(platform, d->plan, outerPieces(d->metrics, problem), NetworkModel::Star).run();
    if (const auto *d = e.detailsAs<LayerBasedDetails>())
        return d->result.run;
    if (const auto *d = e.detailsAs<MeshBaselineDetails>())
        return d->result.run;
    if (const auto *d = e.detailsAs<MasterWorkerDetails>())
        return d->result.run;
    throw std::logic_error("no schedule for " + e.algorithm);
}

struct Case {
    std::string name;
    Platform platform;
    std::vector<std::string> algorithms;
};

std::vector<Case> cases()
{
    std::vector<Case> out;
    const std::string dir = PARTITA_SOURCE_DIR "/resources/examples/";
    out.push_back({"star16", readPlatformFile(dir + "star16.json"), {"mw-global", "columns", "lbp-star"}});
    out.push_back({"mesh5x5", readPlatformFile(dir + "mesh5x5.json"), {"lbp-mesh", "summa", "columns"}});
    for (auto &g : simgrid_test::generatedPlatforms()) {
        std::vector<std::string> algorithms{"mw-global", "recursive"};
        if (g.kind == "star")
            algorithms.push_back("lbp-star");
        if (g.kind == "mesh")
            algorithms = {"lbp-mesh", "pipeline", "mw-global"};
        out.push_back({g.name, std::move(g.platform), algorithms});
    }
    return out;
}

// The view as SimGrid sees it: routers that send or receive become hosts (SimGrid sends
// between hosts only); they never compute in the schedule. Ids, links and routes are kept.
Platform replayable(const sim::ScheduledRun &run, const sim::SimPlatform &pf)
{
    std::set<std::string> ends;
    for (const sim::Activity &a : run.schedule.activities)
        if (a.kind == sim::Activity::Kind::Transfer && a.node != a.peer) {
            ends.insert(pf.nodes()[static_cast<std::size_t>(a.node)].id);
            ends.insert(pf.nodes()[static_cast<std::size_t>(a.peer)].id);
        }
    Platform p = run.platform;
    for (auto it = p.routers.begin(); it != p.routers.end();)
        if (ends.contains(it->id)) {
            Processor pr;
            pr.id = it->id;
            pr.speed = 1;
            pr.memory = 1024;
            p.processors.push_back(pr);
            it = p.routers.erase(it);
        } else {
            ++it;
        }
    return p;
}

struct Replay {
    std::size_t compared = 0;
    double worst = 0; // the largest relative difference of an end
    QString where;
};

} // namespace

class TstSimGridReplay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_python = simgrid_test::simgridPython();
        if (m_python.isEmpty())
            QSKIP("python3-simgrid is not installed: schedules cannot be replayed in SimGrid");
        QVERIFY(m_dir.isValid());
        // PARTITA_REPLAY_KEEP=1 keeps the platforms and activities written for SimGrid.
        m_dir.setAutoRemove(qEnvironmentVariableIsEmpty("PARTITA_REPLAY_KEEP"));
        if (!m_dir.autoRemove())
            qInfo().noquote() << "replays kept in" << m_dir.path();
    }

    void replay_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("cm02") << QString("cm02") << 1e-9;
        QTest::newRow("lv08") << QString("lv08") << 1e-9;
    }

    void replay()
    {
        QFETCH(QString, model);
        QFETCH(double, tolerance);
        const sim::FlowModel flow = sim::parseFlowModel(model.toStdString());
        const Problem problem{480, 80};
        std::map<Family, std::size_t> families;
        Replay total;
        struct Job {
            QString label;
            std::unique_ptr<QProcess> process;
            sim::SimResult sim;
        };
        std::vector<Job> jobs;
        const auto collect = [&](Job &job) {
            QVERIFY2(job.process->waitForFinished(120000), qPrintable(job.label));
            QVERIFY2(job.process->exitCode() == 0,
                qPrintable(job.label + ": " + QString::fromUtf8(job.process->readAllStandardError()).right(800)));
            std::size_t ends = 0;
            for (const QString &line : QString::fromUtf8(job.process->readAllStandardOutput()).split('\n', Qt::SkipEmptyParts)) {
                const QStringList f = line.split('\t');
                QVERIFY(f.size() == 3 && f[0] == "end");
                const auto i = static_cast<std::size_t>(f[1].toLongLong());
                const double simgrid = f[2].toDouble(), partita = job.sim.finish.at(i);
                const double diff = std::abs(simgrid - partita) / std::max(partita, 1e-12);
                if (diff > total.worst) {
                    total.worst = diff;
                    total.where = QString("%1, activity %2: SimGrid %3, Partita %4")
                                      .arg(job.label).arg(i).arg(simgrid, 0, 'g', 17).arg(partita, 0, 'g', 17);
                }
                ++ends;
            }
            total.compared += ends;
        };
        int n = 0;
        for (const Case &c : cases())
            for (const std::string &algorithm : c.algorithms) {
                EvaluateOptions options;
                options.params.flow = flow;
                Evaluation e;
                try {
                    e = evaluate(algorithm, c.platform, problem, options);
                } catch (const std::exception &) {
                    continue; // a strategy the platform cannot run
                }
                sim::ScheduledRun run = runOf(e, c.platform, problem);
                run.model.flow = flow;
                const sim::SimPlatform pf = run.simPlatform();
                Job job;
                job.label = QString::fromStdString(c.name + " " + algorithm);
                job.sim = sim::simulate(pf, run.schedule);
                QCOMPARE(job.sim.makespan, e.makespan); // the schedule evaluate() reported
                const QString base = m_dir.path() + QString("/%1").arg(n++);
                std::ofstream(base.toStdString() + ".xml") << platformToSimGridXml(replayable(run, pf));
                std::ofstream tsv(base.toStdString() + ".tsv");
                tsv.precision(17);
                std::size_t written = 0;
                for (std::size_t i = 0; i < run.schedule.activities.size(); ++i) {
                    const sim::Activity &a = run.schedule.activities[i];
                    const std::string &node = pf.nodes()[static_cast<std::size_t>(a.node)].id;
                    if (a.kind == sim::Activity::Kind::Compute) {
                        tsv << "C\t" << i << '\t' << node << '\t' << 2.0 * a.amount << '\t' << job.sim.start[i] << '\t'
                            << job.sim.finish[i] << '\n';
                    } else if (a.node != a.peer) {
                        const double bytes = 8.0 * a.amount;
                        QVERIFY2(bytes == std::round(bytes), "a transfer of a fraction of a byte");
                        tsv << "T\t" << i << '\t' << node << '\t' << pf.nodes()[static_cast<std::size_t>(a.peer)].id
                            << '\t' << static_cast<long long>(bytes) << '\t' << job.sim.start[i] << '\t' << job.sim.finish[i]
                            << '\n';
                    } else {
                        continue;
                    }
                    ++written;
                }
                tsv.close();
                QVERIFY(written > 0);
                ++families[e.family];
                job.process = std::make_unique<QProcess>();
                job.process->start(m_python, {QStringLiteral(PARTITA_SOURCE_DIR "/tests/simgrid/simgrid_replay.py"),
                                              base + ".xml", base + ".tsv", model});
                jobs.push_back(std::move(job));
                if (jobs.size() >= 4) { // a few SimGrid processes at a time
                    collect(jobs.front());
                    jobs.erase(jobs.begin());
                }
            }
        for (Job &job : jobs)
            collect(job);
        qInfo().noquote() << model << ":" << total.compared << "activity ends compared, the largest difference"
                          << total.worst << "(" << total.where << ")";
        // Every family but the ring (its Jacobi steps run on a platform of its own) took part.
        QCOMPARE(families.size(), std::size_t(4));
        QVERIFY(total.compared > 1000);
        QVERIFY2(total.worst <= tolerance, qPrintable(total.where));
    }

private:
    QString m_python;
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TstSimGridReplay)
#include "tst_simgrid_replay.moc"
