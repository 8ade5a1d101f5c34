// The sweeps of one parameter (evaluate/parameter_sweep.h, docs/studio.md, Sweep): the values of
// a range, and the platform at a heterogeneity, a communication ratio or a worker memory.
#include "../../common/platforms.h"
#include "evaluate/evaluate.h"
#include "evaluate/parameter_sweep.h"
#include "model/error.h"

#include <QTest>

#include <cmath>
#include <numeric>

using namespace partita;

Q_DECLARE_METATYPE(partita::SweepRange)

class TestParameterSweep : public QObject {
    Q_OBJECT

private slots:
    void values_data()
    {
        QTest::addColumn<double>("from");
        QTest::addColumn<double>("to");
        QTest::addColumn<int>("points");
        QTest::addColumn<bool>("logarithmic");
        QTest::addColumn<bool>("whole");
        QTest::addColumn<std::vector<double>>("expected");
        // Linear: from + (to - from)·i/(points - 1).
        QTest::newRow("linear") << 0.0 << 1.0 << 5 << false << false << std::vector<double>{0, 0.25, 0.5, 0.75, 1};
        // Logarithmic: from·(to/from)^(i/(points - 1)), here doublings.
        QTest::newRow("log doublings") << 250.0 << 16000.0 << 7 << true << true
                                       << std::vector<double>{250, 500, 1000, 2000, 4000, 8000, 16000};
        // Decades of a ratio.
        QTest::newRow("log decades") << 0.01 << 100.0 << 5 << true << false << std::vector<double>{0.01, 0.1, 1, 10, 100};
        // Whole values: rounded, repeats dropped (1, 1.5→2, 2, 2.5→3 (round half away), 3).
        QTest::newRow("whole repeats") << 1.0 << 3.0 << 5 << false << true << std::vector<double>{1, 2, 3};
        QTest::newRow("one point") << 7.0 << 9.0 << 1 << false << true << std::vector<double>{7};
    }
    void values()
    {
        QFETCH(double, from);
        QFETCH(double, to);
        QFETCH(int, points);
        QFETCH(bool, logarithmic);
        QFETCH(bool, whole);
        QFETCH(std::vector<double>, expected);
        const std::vector<double> v = sweepValues({from, to, points, logarithmic}, whole);
        QCOMPARE(v.size(), expected.size());
        for (std::size_t i = 0; i < v.size(); ++i)
            QVERIFY2(std::abs(v[i] - expected[i]) <= 1e-9 * std::max(1.0, expected[i]),
                     qPrintable(QStringLiteral("%1: %2 != %3").arg(i).arg(v[i]).arg(expected[i])));
    }

    void badRanges_data()
    {
        QTest::addColumn<SweepRange>("range");
        QTest::addColumn<QString>("message");
        QTest::newRow("reversed") << SweepRange{10, 1, 5, false} << QStringLiteral("FROM (10) is larger than TO (1)");
        QTest::newRow("log through 0") << SweepRange{0, 1, 5, true} << QStringLiteral("logarithmic range starts above 0");
        QTest::newRow("too many") << SweepRange{1, 2, 201, false} << QStringLiteral("between 1 and 200 points, got 201");
        QTest::newRow("none") << SweepRange{1, 2, 0, false} << QStringLiteral("got 0");
        QTest::newRow("negative") << SweepRange{-1, 2, 3, false} << QStringLiteral("must not be negative");
        QTest::newRow("nan") << SweepRange{std::nan(""), 2, 3, false} << QStringLiteral("finite");
    }
    void badRanges()
    {
        QFETCH(SweepRange, range);
        QFETCH(QString, message);
        try {
            sweepValues(range, false);
            QFAIL("no error");
        } catch (const InputError &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        }
    }

    // h = 0 makes every computing processor S/p, h = 1 gives the platform back, h = 2 squares
    // the ratios of the speeds; the total speed S stays at every h; the master router's links
    // and the master are untouched.
    void heterogeneity()
    {
        const Platform p = test::star({1, 2, 3, 6}, {1, 1, 1, 1});
        const auto speeds = [](const Platform &q) {
            std::vector<double> s;
            for (const Processor &proc : q.processors)
                s.push_back(proc.speed);
            return s;
        };
        const auto sum = [](const std::vector<double> &s) { return std::accumulate(s.begin(), s.end(), 0.0); };
        const std::vector<double> h0 = speeds(withHeterogeneity(p, 0));
        for (double s : h0)
            QCOMPARE(s, 3.0); // S/p = 12/4
        const std::vector<double> h1 = speeds(withHeterogeneity(p, 1));
        for (std::size_t i = 0; i < h1.size(); ++i)
            QVERIFY(std::abs(h1[i] - speeds(p)[i]) < 1e-12);
        // h = 2: s_i² = 1, 4, 9, 36 (sum 50), scaled to S = 12: 12/50 · s_i².
        const std::vector<double> h2 = speeds(withHeterogeneity(p, 2));
        const double expected[] = {0.24, 0.96, 2.16, 8.64};
        for (std::size_t i = 0; i < h2.size(); ++i)
            QVERIFY(std::abs(h2[i] - expected[i]) < 1e-12);
        QVERIFY(std::abs(sum(h2) - 12) < 1e-12);
        // A master processor that does not compute keeps its speed and is not counted.
        Platform mp = test::star({5, 1, 3}, {1, 1, 1}, {.masterComputes = true});
        mp.masterComputes = false;
        const std::vector<double> m0 = speeds(withHeterogeneity(mp, 0));
        QCOMPARE(m0, (std::vector<double>{5, 2, 2}));
    }

    // even-columns gives every processor the same share, so its time is the slowest
    // processor's: the smallest speed S·s_min^h / Σ_j s_j^h = S / Σ_j (s_j/s_min)^h falls as h
    // grows, and the transfers do not change. Its makespan never decreases with h, and at h = 0
    // (every speed S/p = 3) its load is balanced.
    void evenColumnsSlowsWithHeterogeneity()
    {
        const Platform p = test::star({1, 2, 3, 6}, {8, 8, 8, 8});
        EvaluateOptions options;
        options.trace = false;
        double previous = 0;
        for (double h : {0.0, 0.25, 0.5, 1.0, 1.5}) {
            const Evaluation e = evaluate("even-columns", withHeterogeneity(p, h), Problem{960, 80}, options);
            QVERIFY2(e.makespan >= previous * (1 - 1e-12), qPrintable(QStringLiteral("h = %1").arg(h)));
            previous = e.makespan;
            if (h == 0)
                QVERIFY(e.imbalance < 1e-9);
            else
                QVERIFY(e.imbalance > 0.01);
        }
    }

    // Ratio x divides every bandwidth by x; latencies stay.
    void communicationRatio()
    {
        Platform p = test::star({1, 2}, {4, 10}, {.latency = 0.5});
        const Platform q = sweptPlatform(p, SweepParameter::CommunicationRatio, 4);
        QCOMPARE(q.links[0].bandwidth, 1.0);
        QCOMPARE(q.links[1].bandwidth, 2.5);
        QCOMPARE(q.links[1].latency, 0.5);
        QCOMPARE(q.processors, p.processors);
    }

    void workerMemory()
    {
        Platform p = test::star({1, 2, 3}, {1, 1, 1}, {.memory = 100, .masterComputes = true});
        p.processors[0].memory = 7;
        const Platform q = sweptPlatform(p, SweepParameter::WorkerMemory, 12);
        QCOMPARE(q.processors[0].memory, 7.0); // the master
        QCOMPARE(q.processors[1].memory, 12.0);
        QCOMPARE(q.processors[2].memory, 12.0);
        QCOMPARE(currentSweepValue(p, Problem{960, 80}, SweepParameter::WorkerMemory), 100.0);
    }

    void problems()
    {
        const Problem product = Problem::product(2000, 4000, 6000, 80);
        QCOMPARE(sweptProblem(product, SweepParameter::Order, 250), (Problem{250, 80}));
        QCOMPARE(sweptProblem(product, SweepParameter::K, 250), Problem::product(2000, 250, 6000, 80));
        QCOMPARE(sweptProblem(product, SweepParameter::BlockSize, 40), Problem::product(2000, 4000, 6000, 40));
        QCOMPARE(sweptProblem(product, SweepParameter::Heterogeneity, 0.5), product);
        for (SweepParameter s : {SweepParameter::Order, SweepParameter::M, SweepParameter::K, SweepParameter::N,
                                 SweepParameter::BlockSize, SweepParameter::Heterogeneity,
                                 SweepParameter::CommunicationRatio, SweepParameter::WorkerMemory})
            QCOMPARE(parseSweepParameter(sweepParameterName(s)), std::optional<SweepParameter>(s));
        QVERIFY(!parseSweepParameter("speed"));
    }
};

QTEST_GUILESS_MAIN(TestParameterSweep)
#include "tst_parameter_sweep.moc"
