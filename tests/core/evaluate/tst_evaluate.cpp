// evaluate() (core/evaluate/evaluate.h): every strategy of the list through the one entry
// point, with the family's typed details, the common figures' invariants, the one rule for a
// processor the master cannot reach, and the JSON written from the details.
#include "evaluate/evaluate.h"
#include "evaluate/evaluation_json.h"
#include "io/platform_json.h"
#include "model/error.h"
#include "partition/partitioner.h"
#include "schedule/mw/master_worker.h"

#include <QTest>

#include <cmath>

using namespace partita;

namespace {

Platform example(const std::string &file)
{
    return readPlatformFile(std::string(PARTITA_SOURCE_DIR) + "/resources/examples/" + file);
}

// A platform and problem on which `algorithm` applies: the mesh for SUMMA (it needs a grid),
// the paper 001 toy cluster for the ring, star16 for every other strategy.
struct Case {
    Platform platform;
    Problem problem;
};
Case caseFor(const StrategyInfo &s)
{
    if (s.name == "summa")
        return {example("mesh5x5.json"), {800, 80}};
    if (s.family == Family::Ring)
        return {example("toy-cluster.json"), {8, 1}};
    return {example("star16.json"), {800, 80}};
}

std::size_t expectedIndex(Family f)
{
    switch (f) {
    case Family::Partition:
        return 0;
    case Family::LayerBased:
        return 1;
    case Family::MeshBaseline:
        return 2;
    case Family::MasterWorker:
        return 3;
    case Family::Lu:
        return 5;
    case Family::Ring:
        break;
    }
    return 4;
}

} // namespace

class TestEvaluate : public QObject {
    Q_OBJECT
private slots:
    void everyStrategy_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const std::string &name : strategyNames())
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }

    // The common figures hold for every strategy: no run beats all the work at the total
    // speed, the throughput is the work over the makespan, and the details are the family's.
    void everyStrategy()
    {
        QFETCH(QString, algorithm);
        const StrategyInfo &s = strategyInfo(algorithm.toStdString());
        const Case c = caseFor(s);
        EvaluateOptions options;
        const Evaluation e = evaluate(s.name, c.platform, c.problem, options);
        QCOMPARE(e.algorithm, s.name);
        QCOMPARE(e.family, s.family);
        QCOMPARE(e.details.index(), expectedIndex(s.family));
        QVERIFY(e.makespan > 0);
        QVERIFY2(e.makespan >= e.idealMakespan * (1 - 1e-9), qPrintable(QString::number(e.efficiency())));
        QVERIFY(e.efficiency() > 0 && e.efficiency() <= 1 + 1e-9);
        QVERIFY(e.workersUsed >= 1);
        // (SUMMA computes on every processor of its grid, the master included.)
        QVERIFY(static_cast<std::size_t>(e.workersUsed) <= c.platform.processors.size());
        QVERIFY(e.imbalance >= 0);
        QVERIFY(!e.sim.trace.intervals.empty()); // options.trace: the run is kept
        QVERIFY(std::abs(e.sim.makespan - e.makespan) <= 1e-9 * e.makespan);
        if (s.family == Family::Lu) { // LU counts the block updates of its own schedule
            const double updates = e.detailsAs<LuDetails>()->result.computationBlocks;
            QVERIFY(std::abs(e.throughput - updates / e.makespan) <= 1e-9 * e.throughput);
        } else if (s.family != Family::Ring) {
            const double blocks = static_cast<double>(c.problem.n) / static_cast<double>(c.problem.q);
            QVERIFY(std::abs(e.throughput - blocks * blocks * blocks / e.makespan) <= 1e-9 * e.throughput);
        }
        QCOMPARE(std::string(e.timeUnit()), std::string(c.platform.units == Units::Blocks ? "time units" : "s"));

        const auto j = evaluationToJson(e, c.problem);
        QCOMPARE(j.at("family").get<std::string>(), std::string(toString(s.family)));
        QCOMPARE(j.at("makespan").get<double>(), e.makespan);
        QCOMPARE(j.at("efficiency").get<double>(), e.efficiency());
    }

    // A partition's details are the plan makePlan gives and its metrics; the volume is n² times
    // the sum of half-perimeters (paper 000 §2.3), above n² times 2·Σ√a_i for the areas a_i the
    // layout really gives (paper 004 Lemma 2; the bound on the speeds' shares need not hold once
    // the areas are rounded to whole blocks).
    void partitionDetails()
    {
        const Platform platform = example("star16.json");
        const Problem problem{800, 80};
        const Evaluation e = evaluate("columns", platform, problem, {});
        const auto *d = e.detailsAs<PartitionDetails>();
        QVERIFY(d);
        QVERIFY(!e.detailsAs<MasterWorkerDetails>());
        QVERIFY(d->plan == makePlan("columns", PartitionInput::fromPlatform(platform, problem)));
        QCOMPARE(e.commVolume, d->metrics.commVolume);
        QCOMPARE(d->metrics.commVolume, 800.0 * 800.0 * d->metrics.sumHalfPerimeters);
        QCOMPARE(d->metrics.commVolumeLowerBound, 800.0 * 800.0 * d->metrics.lowerBound);
        double roots = 0;
        for (const ProcessorMetrics &p : d->metrics.processors)
            roots += std::sqrt(p.workFraction);
        QVERIFY(d->metrics.commVolume >= 800.0 * 800.0 * 2 * roots * (1 - 1e-12));
        const auto j = toJson(*d);
        QCOMPARE(j.at("network").get<std::string>(), std::string("star"));
        QCOMPARE(j.at("metrics").at("comm_volume_lower_bound").get<double>(), d->metrics.commVolumeLowerBound);
        QCOMPARE(j.at("metrics").at("per_processor").size(), std::size_t(16));
        QVERIFY(!j.contains("k"));
        // Layers report their k_i, which sum to n (paper 004 §3).
        const Evaluation layers = evaluate("layers", platform, problem, {});
        const auto k = toJson(*layers.detailsAs<PartitionDetails>()).at("k");
        std::int64_t sum = 0;
        for (const auto &[id, value] : k.items())
            sum += value.get<std::int64_t>();
        QCOMPARE(sum, std::int64_t(800));
    }

    // The one-step shortcut of compare and the studio gives the same makespan as simulating
    // every step (schedule/outer/outer_product.h: the steps are identical).
    void shortcutEqualsFullSimulation_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const std::string &name : strategyNames(Family::Partition))
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }
    void shortcutEqualsFullSimulation()
    {
        QFETCH(QString, algorithm);
        const Platform platform = example("star16.json");
        EvaluateOptions full, shortcut;
        shortcut.trace = false;
        const double a = evaluate(algorithm.toStdString(), platform, {800, 80}, full).makespan;
        const double b = evaluate(algorithm.toStdString(), platform, {800, 80}, shortcut).makespan;
        QVERIFY2(std::abs(a - b) <= 1e-9 * a, qPrintable(QStringLiteral("%1 vs %2").arg(a).arg(b)));
    }

    // Paper 002 Table 2 through evaluate(): mw-global's ratio 1140/972 = 95/81 ≈ 1.17, the
    // details equal to the planner's own result.
    void masterWorkerDetails()
    {
        const Platform platform = example("mw-table2.json");
        EvaluateOptions options;
        options.trace = false;
        const Evaluation e = evaluate("mw-global", platform, {100, 1}, options);
        const auto *d = e.detailsAs<MasterWorkerDetails>();
        QVERIFY(d);
        QVERIFY(std::abs(d->result.ratio - 95.0 / 81.0) < 1e-9);
        QVERIFY(d->result == planMasterWorker(platform, {100, 1}, MwOptions{"mw-global", 50}));
        QCOMPARE(d->result.steps.size(), std::size_t(50)); // options.selections
        const auto j = toJson(*d);
        QCOMPARE(j.at("steps").size(), std::size_t(50));
        QCOMPARE(j.at("steps")[13].at("chosen").get<std::string>(), std::string("P2")); // "P2 at step 14"
    }

    void layerBasedDetails()
    {
        const Platform platform = example("lbp-fig1.json");
        EvaluateOptions options;
        options.params.mode = StarMode::Scss;
        options.params.order = ServiceOrder::Bandwidth;
        const Evaluation star = evaluate("lbp-star", platform, {8, 1}, options);
        const auto *d = star.detailsAs<LayerBasedDetails>();
        QVERIFY(d);
        QCOMPARE(d->result.mode, StarMode::Scss);
        QVERIFY(d->order && *d->order == ServiceOrder::Bandwidth);
        std::int64_t sum = 0;
        for (std::int64_t k : d->result.k)
            sum += k;
        QCOMPARE(sum, std::int64_t(8));
        const auto j = toJson(*d);
        QCOMPARE(j.at("order").get<std::string>(), std::string("bandwidth"));
        QVERIFY(!j.contains("lp_iterations"));

        const Evaluation mesh = evaluate("lbp-mesh", example("mesh5x5.json"), {800, 80}, {});
        const auto *m = mesh.detailsAs<LayerBasedDetails>();
        QVERIFY(m && !m->order);
        const auto jm = toJson(*m);
        QVERIFY(!jm.contains("order"));
        QVERIFY(jm.at("lp_solves").get<int>() >= 1);
        QCOMPARE(jm.at("heuristic").get<bool>(), false);
    }

    void ringDetails()
    {
        EvaluateOptions options;
        options.params.h = 5;
        options.params.w = 100;
        const Evaluation e = evaluate("ring", example("toy-cluster.json"), {8, 1}, options);
        const auto *d = e.detailsAs<RingDetails>();
        QVERIFY(d);
        QCOMPARE(d->h, 5.0);
        QCOMPARE(d->w, 100.0);
        QCOMPARE(e.throughput, 100.0 / e.makespan); // work units per time unit
        QCOMPARE(d->result.tStepBySize.size(), d->result.steps.size());
        const auto j = toJson(*d);
        QCOMPARE(j.at("t_step").get<double>(), d->result.tStep);
        QCOMPARE(j.at("ring").size(), d->result.ring.size());
    }

    void unknownAlgorithm()
    {
        QVERIFY_THROWS_EXCEPTION(InputError, evaluate("colums", example("star16.json"), {800, 80}, {}));
    }

    // One rule for a processor the master cannot reach (links taken in their direction): every
    // strategy refuses the platform with the same reason, none leaves the processor out.
    void unreachableProcessor_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *name : {"columns", "layers", "lbp-star", "lbp-mesh", "mw-global", "mw-bmm", "pipeline",
                                 "chunked-pipeline"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void unreachableProcessor()
    {
        QFETCH(QString, algorithm);
        Platform platform = example("star16.json");
        // P3's link turned around: data can leave P3 towards the master, never reach it.
        for (Link &l : platform.links)
            if (l.to == "P3") {
                std::swap(l.from, l.to);
                l.bidirectional = false;
            }
        try {
            evaluate(algorithm.toStdString(), platform, {800, 80}, {});
            QFAIL("a processor the master cannot reach must be refused");
        } catch (const InputError &e) {
            const std::string what = e.what();
            QVERIFY2(what.find("'P3' cannot be reached from the master 'M'") != std::string::npos, e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestEvaluate)
#include "tst_evaluate.moc"
