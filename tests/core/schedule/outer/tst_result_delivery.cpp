// What partita run performs beyond the paper's steps (schedule/outer/result_delivery.h,
// OuterProductModel::executedRun): the pipelined steps without barriers against their closed
// form, the gather of C, the memory copies on one host, and the binomial tree that sums the
// partial layers.
#include "common/platforms.h"
#include "metrics/metrics.h"
#include "partition/partitioner.h"
#include "schedule/outer/outer_product.h"
#include "schedule/outer/result_delivery.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace partita;

namespace {

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

OuterProductModel modelOf(const Platform &platform, const std::string &algorithm, std::int64_t n, std::int64_t q)
{
    const Problem problem{n, q};
    Plan plan = makePlan(algorithm, PartitionInput::fromPlatform(platform, problem), {});
    const Metrics m = computeMetrics(plan, platform, NetworkModel::Star);
    return OuterProductModel(platform, plan, outerPieces(m, problem), NetworkModel::Star);
}

int countTo(const sim::ScheduledRun &run, const std::string &label)
{
    return static_cast<int>(std::count_if(run.schedule.activities.begin(), run.schedule.activities.end(),
                                          [&](const sim::Activity &a) { return a.blocks.rfind(label, 0) == 0; }));
}

} // namespace

class TestResultDelivery : public QObject {
    Q_OBJECT
private slots:
    // One worker behind a router master, blocks units: a step moves T = 2n/(q·b) time units of
    // data and computes C = n²/(q²·s). Without barriers, step k+1's data move while step k is
    // computed: the steps end at T + C + (nb − 1)·max(T, C). Gathering C adds its transfer,
    // n² elements at b (n²/(q²·b)).
    void pipelinedStepsClosedForm_data()
    {
        QTest::addColumn<double>("speed");
        QTest::addColumn<double>("bandwidth");
        QTest::newRow("compute bound") << 1.0 << 8.0;
        QTest::newRow("communication bound") << 8.0 << 1.0;
        QTest::newRow("balanced") << 2.0 << 4.0;
    }
    void pipelinedStepsClosedForm()
    {
        QFETCH(double, speed);
        QFETCH(double, bandwidth);
        const std::int64_t n = 64, q = 8, nb = n / q;
        const Platform platform = test::star({speed}, {bandwidth});
        const auto model = modelOf(platform, "columns", n, q);
        const double T = 2.0 * n / (static_cast<double>(q) * bandwidth);
        const double C = static_cast<double>(n * n) / (static_cast<double>(q * q) * speed);
        const double steps = T + C + static_cast<double>(nb - 1) * std::max(T, C);
        const double distributed = model.executedRun(ResultDelivery::Distributed).simulate().makespan;
        QVERIFY2(near(distributed, steps), qPrintable(QString("%1 vs %2").arg(distributed).arg(steps)));
        const double gathered = model.executedRun(ResultDelivery::Gathered).simulate().makespan;
        const double gather = static_cast<double>(n * n) / (static_cast<double>(q * q) * bandwidth);
        QVERIFY2(near(gathered, steps + gather), qPrintable(QString("%1 vs %2").arg(gathered).arg(steps + gather)));
        // the paper's model (a barrier per step, no overlap) is never faster
        QVERIFY(model.makespan() >= distributed - 1e-9);
    }

    // Every piece's work and data of the paper's steps are in the executed schedule, once.
    void executedRunDoesTheSameWork_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *a : {"even-columns", "columns", "recursive", "grid2d", "block-cyclic", "hetero-block-cyclic"})
            QTest::newRow(a) << QString(a);
    }
    void executedRunDoesTheSameWork()
    {
        QFETCH(QString, algorithm);
        const Platform platform = test::star({1, 2, 3, 5}, {4, 1, 2, 3});
        const auto model = modelOf(platform, algorithm.toStdString(), 70, 8);
        const auto paper = model.run().schedule;
        const auto run = model.executedRun(ResultDelivery::Distributed).schedule;
        const auto total = [](const sim::Schedule &s, sim::Activity::Kind kind) {
            double sum = 0;
            for (const auto &a : s.activities)
                if (a.kind == kind && !(kind == sim::Activity::Kind::Transfer && a.node == a.peer))
                    sum += a.amount;
            return sum;
        };
        QVERIFY(near(total(run, sim::Activity::Kind::Compute), total(paper, sim::Activity::Kind::Compute)));
        QVERIFY(near(total(run, sim::Activity::Kind::Transfer), total(paper, sim::Activity::Kind::Transfer)));
        // no barrier per step: the ranks synchronise only where the executor collects events
        const auto syncs = std::count_if(run.activities.begin(), run.activities.end(), [](const sim::Activity &a) {
            return a.kind == sim::Activity::Kind::Transfer && a.node == a.peer;
        });
        const std::int64_t nb = 9; // ⌈70 / 8⌉
        QCOMPARE(syncs, static_cast<long>((nb + executedEventStride(nb) - 1) / executedEventStride(nb)));
        QVERIFY(syncs < nb);
    }

    // On one host (every processor names it), the master packs each message and places each
    // gathered piece: memory copies at the link's rate; between hosts there are none.
    void memoryCopiesOnOneHost()
    {
        Platform platform = test::star({4, 4}, {0, 2}, {.masterComputes = true});
        const auto apart = modelOf(platform, "columns", 32, 8).executedRun(ResultDelivery::Gathered);
        QCOMPARE(countTo(apart, "pack"), 0);
        QCOMPARE(countTo(apart, "C placed"), 0);
        for (auto &p : platform.processors)
            p.host = "node1";
        QVERIFY(oneHost(platform));
        const auto together = modelOf(platform, "columns", 32, 8).executedRun(ResultDelivery::Gathered);
        QCOMPARE(countTo(together, "pack"), 4); // one message per step to P2
        // P2's piece is whole columns of C: it lands in C as it is, A's part of each step is sent
        // from A itself and only B's part is packed
        QCOMPARE(countTo(together, "C placed"), 0);
        for (const auto &a : together.schedule.activities)
            if (a.blocks.rfind("pack", 0) == 0)
                QCOMPARE(a.amount, 16.0 * 8); // B(k, P2's 16 columns)
        // pieces of a 2×2 grid are not: each is placed once received
        Platform four = test::star({4, 4, 4, 4}, {0, 2, 2, 2}, {.masterComputes = true});
        for (auto &p : four.processors)
            p.host = "node1";
        const auto grid = modelOf(four, "grid2d", 32, 8).executedRun(ResultDelivery::Gathered);
        QCOMPARE(countTo(grid, "C placed"), 3);
        QVERIFY(together.simulate().makespan > apart.simulate().makespan);
        // a distributed result gathers nothing
        const auto kept = modelOf(platform, "columns", 32, 8).executedRun(ResultDelivery::Distributed);
        QCOMPARE(countTo(kept, "C placed"), 0);
        QVERIFY(std::none_of(kept.schedule.activities.begin(), kept.schedule.activities.end(),
                             [](const sim::Activity &a) { return a.blocks == "C"; }));
        QVERIFY(std::any_of(together.schedule.activities.begin(), together.schedule.activities.end(),
                            [](const sim::Activity &a) { return a.blocks == "C"; }));
    }

    // The binomial tree: member j sends to j − lowbit(j), every member but the root once; the
    // root receives ⌈log2 m⌉ times; with copies, every reception is followed by an addition.
    void reductionIsABinomialTree_data()
    {
        QTest::addColumn<int>("members");
        for (int m : {1, 2, 3, 5, 8, 13})
            QTest::newRow(qPrintable(QString::number(m))) << m;
    }
    void reductionIsABinomialTree()
    {
        QFETCH(int, members);
        std::vector<double> speeds(static_cast<std::size_t>(members), 1.0), bandwidths(speeds.size(), 2.0);
        Platform platform = test::star(speeds, bandwidths);
        for (auto &p : platform.processors)
            p.host = "node1";
        sim::ScheduledRun run{sim::Schedule{}, platform, 1.0, sim::CommModel{0, 0, false}};
        std::vector<int> ids;
        for (int i = 0; i < members; ++i)
            ids.push_back(run.schedule.compute(i, 1.0 + i)); // each member's layer
        const int root = appendReduction(run, platform, ids, 100.0, -1, true);
        int sends = 0, adds = 0, rootReceives = 0;
        std::vector<int> sent(static_cast<std::size_t>(members), 0);
        for (const auto &a : run.schedule.activities) {
            if (a.blocks == "partial C") {
                ++sends;
                const int j = a.node, to = a.peer;
                QCOMPARE(to, j - (j & -j));
                ++sent[static_cast<std::size_t>(j)];
                rootReceives += to == 0;
                QCOMPARE(a.amount, 100.0);
            }
            adds += a.blocks == "C += partial C";
        }
        QCOMPARE(sends, members - 1);
        QCOMPARE(adds, members - 1);
        QCOMPARE(sent[0], 0);
        for (int j = 1; j < members; ++j)
            QCOMPARE(sent[static_cast<std::size_t>(j)], 1);
        QCOMPARE(rootReceives, members > 1 ? static_cast<int>(std::ceil(std::log2(members))) : 0);
        QCOMPARE(root >= 0, true);
        // the sum ends after every layer
        const auto sim = run.simulate();
        QVERIFY(sim.makespan >= static_cast<double>(members)); // the slowest layer lasts members time units
    }

    void deliveryNames()
    {
        QVERIFY(parseResultDelivery("gathered") == ResultDelivery::Gathered);
        QVERIFY(parseResultDelivery("distributed") == ResultDelivery::Distributed);
        QVERIFY(!parseResultDelivery("scattered"));
        for (const auto &name : resultDeliveryNames())
            QCOMPARE(toString(*parseResultDelivery(name)), name);
    }
};

QTEST_APPLESS_MAIN(TestResultDelivery)
#include "tst_result_delivery.moc"
