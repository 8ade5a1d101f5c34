// The outer-product step model (paper 000 §2.1-2.3) as a simulator schedule: the shortcut
// used for predicted makespans (one full step and the last one) equals the simulation of every
// step, equals the closed form of the PERI-SUM and PERI-MAX views on a star, and its traces
// keep the model's invariants.
#include "common/platforms.h"
#include "metrics/metrics.h"
#include "model/error.h"
#include "model/generator.h"
#include "partition/partitioner.h"
#include "schedule/outer/outer_product.h"
#include "trace/trace.h"

#include "../data_checks.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace partita;

namespace {

Platform star(const std::vector<double> &speeds, const std::vector<double> &bandwidths,
              double latency = 0, bool masterComputes = false)
{
    return test::star(speeds, bandwidths,
                      {.latency = latency, .memory = 1000, .namedLinks = false, .masterComputes = masterComputes});
}

std::vector<OuterPiece> piecesOf(const Plan &plan, const Metrics &m)
{
    std::vector<OuterPiece> out;
    const double n = static_cast<double>(plan.problem.n);
    for (const auto &pm : m.processors)
        out.push_back({pm.processor, pm.rows, pm.cols, pm.workFraction * n * n});
    return out;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

} // namespace

class TestOuterProduct : public QObject {
    Q_OBJECT
private slots:
    // The closed form on a star with a router master, blocks units: a step of width e moves
    // (rows_i + cols_i)·e elements to P_i at b_i blocks per time unit (q² elements per block),
    // and P_i then computes elements_i·e multiply-adds at s_i block updates (q³ each).
    // Star: Σ_i transfer_i + max_i compute_i; full: max_i transfer_i + max_i compute_i.
    void closedFormOnStar_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<qint64>("n");
        QTest::addColumn<qint64>("q");
        for (const char *a : {"even-columns", "columns", "recursive", "grid2d", "layers"}) {
            QTest::newRow((std::string(a) + " n=64 q=8").c_str()) << QString(a) << qint64(64) << qint64(8);
            QTest::newRow((std::string(a) + " n=70 q=8").c_str()) << QString(a) << qint64(70) << qint64(8);
        }
    }
    void closedFormOnStar()
    {
        QFETCH(QString, algorithm);
        QFETCH(qint64, n);
        QFETCH(qint64, q);
        const auto platform = star({1, 1, 2, 4}, {1, 2, 0.5, 3}, 0.25);
        const Problem problem{n, q};
        const Plan plan = makePlan(algorithm.toStdString(), PartitionInput::fromPlatform(platform, problem));
        for (auto network : {NetworkModel::Star, NetworkModel::Full}) {
            const Metrics m = computeMetrics(plan, platform, network);
            const double qq = static_cast<double>(q), nn = static_cast<double>(n);
            const std::vector<double> speed{1, 1, 2, 4}, bw{1, 2, 0.5, 3};
            double expected = 0;
            if (plan.kind == PlanKind::Layers) {
                double clock = 0;
                for (std::size_t i = 0; i < 4; ++i) {
                    const double k = static_cast<double>(plan.pieces[i].k);
                    const double t = 0.25 + 2 * nn * k / (qq * qq) / bw[i];
                    const double arrival = network == NetworkModel::Star ? (clock += t) : t;
                    expected = std::max(expected, arrival + k * nn * nn / (qq * qq * qq) / speed[i]);
                }
            } else {
                const auto stepTime = [&](double e) {
                    double comm = 0, comp = 0;
                    for (std::size_t i = 0; i < 4; ++i) {
                        const auto &pm = m.processors[i];
                        const double t = 0.25 + static_cast<double>(pm.rows + pm.cols) * e / (qq * qq) / bw[i];
                        comm = network == NetworkModel::Star ? comm + t : std::max(comm, t);
                        comp = std::max(comp, pm.workFraction * nn * nn * e / (qq * qq * qq) / speed[i]);
                    }
                    return comm + comp;
                };
                const auto nb = problem.blocks();
                expected = static_cast<double>(nb - 1) * stepTime(qq)
                         + stepTime(static_cast<double>(problem.blockExtent(nb - 1)));
            }
            QVERIFY2(near(m.predictedMakespan, expected),
                     qPrintable(QStringLiteral("%1 vs %2 (%3)").arg(m.predictedMakespan).arg(expected)
                                    .arg(toString(network))));
        }
    }

    // One full step and the last one, multiplied, equal the simulation of every step, on
    // generated platforms of every kind (masters, routers, no master) and both networks.
    void shortcutEqualsEveryStep_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("algorithm");
        for (const char *k : {"star", "mesh", "cluster", "tiers"})
            for (const char *a : {"block-cyclic", "columns", "recursive", "hetero-block-cyclic", "layers"})
                QTest::newRow((std::string(k) + " " + a).c_str()) << QString(k) << QString(a);
    }
    void shortcutEqualsEveryStep()
    {
        QFETCH(QString, kind);
        QFETCH(QString, algorithm);
        const auto platform = generatePlatform({kind.toStdString(), 9, 3});
        const Problem problem{1000, 80}; // 13 steps, the last 40 wide
        const Plan plan = makePlan(algorithm.toStdString(), PartitionInput::fromPlatform(platform, problem));
        for (auto network : {NetworkModel::Star, NetworkModel::Full}) {
            const Metrics m = computeMetrics(plan, platform, network);
            const OuterProductModel model(platform, plan, piecesOf(plan, m), network);
            const auto all = model.run().simulate();
            QVERIFY2(near(model.makespan(), all.makespan),
                     qPrintable(QStringLiteral("%1 vs %2").arg(model.makespan()).arg(all.makespan)));
            QCOMPARE(m.predictedMakespan, model.makespan());

            // Every C element is updated n times: 2n³ flops in all.
            double flops = 0;
            for (const auto &iv : all.trace.intervals)
                if (iv.kind == IntervalKind::Compute)
                    flops += iv.flops;
            QVERIFY(near(flops, 2.0 * 1e9));
        }
    }

    // `full` from a master shares the platform's links (docs/metrics.md): M reaches P1 and P2
    // through one shared uplink M - S of bandwidth 1 (blocks units, q = 1), then links of 100.
    // A step's two transfers of (rows + cols)·e elements run at once over the uplink, so both
    // end when their sum has crossed it, not each at its own size as on separate channels.
    void fullSharesTheMastersUplink()
    {
        Platform p;
        p.units = Units::Blocks;
        p.master = "M";
        p.routers = {{"M", {}, {}}, {"S", {}, {}}};
        p.processors = {{"P1", "", 1, 1e6, {}, {}, "", {}, 1}, {"P2", "", 1, 1e6, {}, {}, "", {}, 1}};
        p.links = {{"up", "M", "S", 1, 0, true, Sharing::Shared},
                   {"a", "S", "P1", 100, 0, true, Sharing::Shared},
                   {"b", "S", "P2", 100, 0, true, Sharing::Shared}};
        const Problem problem{4, 1};
        const Plan plan = makePlan("columns", PartitionInput::fromPlatform(p, problem));
        const Metrics m = computeMetrics(plan, p, NetworkModel::Full);
        const auto pieces = piecesOf(plan, m);
        const auto result = OuterProductModel(p, plan, pieces, NetworkModel::Full).run().simulate();
        double total = 0;
        for (const auto &piece : pieces)
            total += static_cast<double>(piece.rows + piece.cols); // elements of step 0 (e = 1)
        std::vector<double> ends;
        for (const auto &iv : result.trace.intervals)
            if (iv.kind == IntervalKind::Send && iv.step == 0)
                ends.push_back(iv.end);
        QCOMPARE(ends.size(), std::size_t(2));
        QVERIFY(near(ends[0], total));
        QVERIFY(near(ends[1], total));
    }

    // Star: no two transfers at once anywhere; no computation during a step's communication;
    // full: a step's transfers all start together.
    void traceInvariants()
    {
        const auto platform = generatePlatform({"star", 6, 5});
        const Problem problem{800, 80};
        const Plan plan = makePlan("recursive", PartitionInput::fromPlatform(platform, problem));
        for (auto network : {NetworkModel::Star, NetworkModel::Full}) {
            const Metrics m = computeMetrics(plan, platform, network);
            const auto result = OuterProductModel(platform, plan, piecesOf(plan, m), network).run().simulate();
            std::vector<const Interval *> sends, computes;
            for (const auto &iv : result.trace.intervals) {
                if (iv.kind == IntervalKind::Send)
                    sends.push_back(&iv);
                if (iv.kind == IntervalKind::Compute)
                    computes.push_back(&iv);
            }
            QCOMPARE(sends.size(), std::size_t(6 * 10));
            QCOMPARE(computes.size(), std::size_t(6 * 10));
            for (const auto *s : sends)
                for (const auto *c : computes)
                    QVERIFY(s->end <= c->start + 1e-12 || c->end <= s->start + 1e-12);
            if (network == NetworkModel::Star) {
                for (std::size_t a = 0; a < sends.size(); ++a)
                    for (std::size_t b = a + 1; b < sends.size(); ++b)
                        QVERIFY(sends[a]->end <= sends[b]->start + 1e-12 || sends[b]->end <= sends[a]->start + 1e-12);
            } else {
                for (const auto *s : sends)
                    for (const auto *t : sends)
                        if (s->step == t->step)
                            QCOMPARE(s->start, t->start);
            }
        }
    }

    // Activity::data on generated platforms of every kind, every partition, both networks: 2D
    // plans in q×q blocks (n = 1000, q = 80: 13 blocks a side, the last 40 wide), layers in
    // element columns (n = 40); every update made once, every block of A and B a processor
    // uses brought to it by the step's transfer, or held by the senders (the master, the
    // "network" router standing for the rest of a platform without one) and a computing master.
    void activitiesNameTheirData_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<bool>("masterComputes");
        for (const char *k : {"star", "mesh", "cluster", "tiers"})
            for (const char *a : {"block-cyclic", "columns", "recursive", "hetero-block-cyclic", "grid2d", "layers"})
                QTest::newRow((std::string(k) + " " + a).c_str()) << QString(k) << QString(a) << false;
        for (const char *a : {"columns", "layers"})
            QTest::newRow((std::string("computing master ") + a).c_str()) << QString() << QString(a) << true;
    }
    void activitiesNameTheirData()
    {
        QFETCH(QString, kind);
        QFETCH(QString, algorithm);
        QFETCH(bool, masterComputes);
        const auto platform = masterComputes ? star({4, 1, 1, 2}, {0, 1, 1, 1}, 0, true)
                                             : generatePlatform({kind.toStdString(), 9, 3});
        const bool layers = algorithm == "layers";
        const Problem problem{layers ? 40 : 1000, layers ? 1 : 80};
        const Plan plan = makePlan(algorithm.toStdString(), PartitionInput::fromPlatform(platform, problem));
        for (auto network : {NetworkModel::Star, NetworkModel::Full}) {
            const Metrics m = computeMetrics(plan, platform, network);
            const OuterProductModel model(platform, plan, piecesOf(plan, m), network);
            const auto run = model.run();
            QCOMPARE(run.schedule.blockSide, layers ? std::int64_t{1} : problem.q);
            const auto cover = datachecks::coverageViolation(run.schedule, problem.n);
            QVERIFY2(cover.empty(), cover.c_str());
            const auto pf = run.simPlatform();
            std::vector<int> sources{pf.nodeIndex(platform.master)};
            for (const auto &c : model.channels())
                sources.push_back(pf.nodeIndex(c.sender));
            const auto holds = [&](int node, char, int, int) {
                return std::find(sources.begin(), sources.end(), node) != sources.end();
            };
            const auto supply = datachecks::supplyViolation(run.schedule, holds);
            QVERIFY2(supply.empty(), supply.c_str());
        }
    }

    // A computing master receives nothing: with P1 as master, only P2..P4 are sent data.
    void computingMasterReceivesNothing()
    {
        const auto platform = star({4, 1, 1, 2}, {0, 1, 1, 1}, 0, true);
        const Problem problem{64, 8};
        const Plan plan = makePlan("columns", PartitionInput::fromPlatform(platform, problem));
        const Metrics m = computeMetrics(plan, platform, NetworkModel::Star);
        const auto result = OuterProductModel(platform, plan, piecesOf(plan, m), NetworkModel::Star).run().simulate();
        const int p1 = result.trace.findResource("P1");
        QVERIFY(p1 >= 0);
        for (const auto &iv : result.trace.intervals)
            if (iv.kind == IntervalKind::Recv)
                QVERIFY(iv.resource != p1);
    }

    void unreachableProcessorIsAnError()
    {
        auto platform = star({1, 1}, {1, 1});
        platform.links.pop_back();
        const Problem problem{16, 4};
        const Plan plan = makePlan("even-columns", PartitionInput::fromPlatform(platform, problem));
        QVERIFY_THROWS_EXCEPTION(InputError, computeMetrics(plan, platform, NetworkModel::Star));
    }
};

QTEST_GUILESS_MAIN(TestOuterProduct)
#include "tst_outer_product.moc"
