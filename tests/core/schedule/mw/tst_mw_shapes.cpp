// The master-worker strategies on products of any shape (paper 002 §2.1: C is r×s blocks, A
// r×t, B t×s; docs/master-worker.md, "Products of any shape"): on random shapes with q
// dividing no dimension, every update of the r×t×s product is made once, with each block's
// real extents, within the one port and the memories; square products give the schedules they
// gave before; the closed forms of §4.1, §5 and §6.1 for r×t×s hold on the simulated schedules.
#include "common/platforms.h"
#include "model/error.h"
#include "model/generator.h"
#include "mw_checks.h"
#include "mw_fingerprint.h"
#include "mw_instances.h"
#include "mw_square_fingerprints.h"
#include "schedule/mw/master_worker.h"
#include "schedule/mw/mw_model.h"
#include "sim/simulator.h"

#include <QtTest>

#include <random>
#include <sstream>

using namespace partita;

namespace {

std::string describe(const MwResult &r)
{
    std::ostringstream os;
    os << r;
    return os.str();
}

// Empty when every activity's amount is what its blocks hold with their real extents (A m×k,
// B k×n, C m×n: the last block along a dimension narrower when q does not divide it), and
// the computations add up to m·k·n multiply-adds; else the first fault.
std::string extentViolation(const sim::Schedule &s, const Problem &p)
{
    const auto rows = [&](char m, int i) { return static_cast<double>(m == 'B' ? p.innerExtent(i) : p.rowExtent(i)); };
    const auto cols = [&](char m, int j) { return static_cast<double>(m == 'A' ? p.innerExtent(j) : p.colExtent(j)); };
    double madds = 0;
    for (std::size_t x = 0; x < s.activities.size(); ++x) {
        const auto &a = s.activities[x];
        double expected = 0;
        if (a.kind == sim::Activity::Kind::Compute) {
            for (const auto &c : a.data.c)
                for (int i = c.row0; i < c.row1; ++i)
                    for (int j = c.col0; j < c.col1; ++j)
                        for (const auto &ra : a.data.a)
                            for (int k = ra.col0; k < ra.col1; ++k)
                                expected += rows('C', i) * cols('C', j) * cols('A', k);
            madds += a.amount;
        } else {
            for (const auto &[m, rects] : {std::pair{'A', &a.data.a}, std::pair{'B', &a.data.b}, std::pair{'C', &a.data.c}})
                for (const auto &r : *rects)
                    for (int i = r.row0; i < r.row1; ++i)
                        for (int j = r.col0; j < r.col1; ++j)
                            expected += rows(m, i) * cols(m, j);
        }
        if (a.amount != expected)
            return "activity " + std::to_string(x) + " (" + a.blocks + ") amounts to " + std::to_string(a.amount)
                   + ", its blocks to " + std::to_string(expected);
    }
    if (madds != p.multiplyAdds())
        return "the computations make " + std::to_string(madds) + " multiply-adds, not m·k·n = "
               + std::to_string(p.multiplyAdds());
    return {};
}

// A dimension of `blocks` blocks of q that q does not divide (when q > 1): (blocks − 1)·q + e,
// 1 ≤ e < q.
std::int64_t ragged(std::mt19937 &rng, std::int64_t q, int blocks)
{
    if (q == 1)
        return blocks;
    std::uniform_int_distribution<std::int64_t> e(1, q - 1);
    return (blocks - 1) * q + e(rng);
}

// A star whose master does not compute (a router M), "blocks" units: speed 1/w, bandwidth
// 1/c, m buffers on each of p identical workers.
Platform identical(int p, double w, double c, double m)
{
    test::StarOptions options;
    options.memory = m;
    return test::star(std::vector<double>(static_cast<std::size_t>(p), 1.0 / w),
                      std::vector<double>(static_cast<std::size_t>(p), 1.0 / c), options);
}

struct Traffic {
    double elements = 0; // sent by the master
    double blocks = 0;   // q×q blocks moved, both ways
    int messages = 0;    // sent by the master
};

Traffic trafficOf(const sim::Schedule &s, int master)
{
    Traffic t;
    for (const auto &a : s.activities) {
        if (a.kind != sim::Activity::Kind::Transfer)
            continue;
        for (const auto *rects : {&a.data.a, &a.data.b, &a.data.c})
            for (const auto &r : *rects)
                t.blocks += (r.row1 - r.row0) * (r.col1 - r.col0);
        if (a.node == master) {
            t.elements += a.amount;
            ++t.messages;
        }
    }
    return t;
}

} // namespace

class TestMwShapes : public QObject {
    Q_OBJECT
private slots:
    // Square products: the same schedule, bit for bit, as before the strategies took other
    // shapes (mw_square_fingerprints.h), on 24 random stars and a generated one.
    void squareSchedulesUnchanged()
    {
        std::mt19937 rng(77);
        std::uniform_int_distribution<int> blocks(1, 13);
        std::vector<Platform> platforms;
        std::vector<Problem> problems;
        for (int index = 0; index < 24; ++index) {
            platforms.push_back(mwchecks::randomStar(rng, index));
            const std::int64_t q = mwchecks::randomStarQ(index);
            const int b = blocks(rng);
            problems.push_back(Problem(q == 1 ? b : 8 * b - 3, q));
        }
        const auto big = generatePlatform({"star", 6, 3});
        int compared = 0;
        for (const auto &rec : mwchecks::kSquareBefore) {
            const auto &platform = rec.index < 0 ? big : platforms[static_cast<std::size_t>(rec.index)];
            const Problem problem = rec.index < 0 ? Problem(1600, 80) : problems[static_cast<std::size_t>(rec.index)];
            QCOMPARE(problem.n, rec.n);
            QCOMPARE(problem.q, rec.q);
            // the same product spelled out as m×k by k×n
            const auto r = planMasterWorker(platform, Problem::product(problem.n, problem.n, problem.n, problem.q),
                                            {rec.algorithm, -1});
            QVERIFY2(mwchecks::fingerprint(r) == rec.fingerprint,
                     qPrintable(QString("instance %1, %2: %3").arg(rec.index).arg(rec.algorithm)
                                    .arg(QString::fromStdString(describe(r)))));
            ++compared;
        }
        QCOMPARE(compared, 250);
    }

    // Every strategy on 40 random shapes (q = 3 or 8 dividing none of m, k, n): 1×t×1-like
    // (m, n ≤ q), r×1×s-like (k ≤ q), one block column, one block row, and any.
    void anyShape_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const auto &a : masterWorkerAlgorithms())
            QTest::newRow(a.c_str()) << QString::fromStdString(a);
    }
    void anyShape()
    {
        QFETCH(QString, algorithm);
        std::mt19937 rng(2101);
        std::uniform_int_distribution<int> few(1, 3), many(2, 14);
        int ragged3 = 0;
        for (int index = 0; index < 40; ++index) {
            const auto platform = mwchecks::randomStar(rng, index);
            const std::int64_t q = index % 4 == 3 ? 8 : 3;
            int r = many(rng), t = many(rng), s = many(rng);
            switch (index % 5) {
            case 0: r = s = 1; break; // 1×t×1
            case 1: t = 1; break;     // r×1×s
            case 2: s = 1; break;
            case 3: r = few(rng); break;
            default: break;
            }
            const auto m = ragged(rng, q, r), k = ragged(rng, q, t), n = ragged(rng, q, s);
            const auto problem = Problem::product(m, k, n, q);
            QCOMPARE(problem.rowBlocks(), r);
            QCOMPARE(problem.innerBlocks(), t);
            QCOMPARE(problem.colBlocks(), s);
            ragged3 += m % q && k % q && n % q ? 1 : 0;

            const auto res = planMasterWorker(platform, problem, {algorithm.toStdString(), -1});
            const auto pf = masterWorkerSimPlatform(platform, problem);
            const auto sim = sim::simulate(pf, res.run.schedule);
            const QString where = QString("instance %1 (m=%2 k=%3 n=%4 q=%5): %6")
                                      .arg(index).arg(m).arg(k).arg(n).arg(q)
                                      .arg(QString::fromStdString(describe(res)));
            QCOMPARE(sim.makespan, res.makespan);
            const int master = pf.nodeIndex(platform.master);
            const auto cover = mwchecks::coverageViolation(res.run.schedule, r, t, s, master);
            QVERIFY2(cover.empty(), qPrintable(where + ": " + QString::fromStdString(cover)));
            const auto extents = extentViolation(res.run.schedule, problem);
            QVERIFY2(extents.empty(), qPrintable(where + ": " + QString::fromStdString(extents)));
            const auto port = mwchecks::onePortViolation(sim.trace, platform.master);
            QVERIFY2(port.empty(), qPrintable(where + ": " + QString::fromStdString(port)));
            const double q2 = static_cast<double>(q * q);
            for (const auto &proc : platform.processors) {
                const double buffers = platform.units == Units::Blocks ? proc.memory : proc.memory * 1048576.0 / (8 * q2);
                const int peak = mwchecks::peakBlocks(res.run.schedule, sim, pf.nodeIndex(proc.id), master);
                QVERIFY2(peak <= buffers + 1e-9, qPrintable(where + QString(": %1 holds %2 blocks, memory %3")
                                                                       .arg(QString::fromStdString(proc.id))
                                                                       .arg(peak).arg(buffers)));
            }
            QVERIFY(res.workersUsed >= 1);
            QVERIFY2(res.makespan >= res.lowerBound * (1 - 1e-9), qPrintable(where));
            QVERIFY2(res.lowerBound > 0, qPrintable(where));
            if (algorithm == "mw-global" || algorithm == "mw-local" || algorithm == "mw-lookahead")
                QVERIFY2(res.ratio <= res.steadyStateRatio * (1 + 1e-9), qPrintable(where));
        }
        QVERIFY(ragged3 >= 20); // most instances are ragged along all three dimensions
    }

    // The checks above can fail: a computation dropped, or one whose amount is that of whole
    // q×q blocks where the last ones are narrower.
    void checksCatchShapeViolations()
    {
        const auto platform = identical(2, 1, 1, 40);
        const auto problem = Problem::product(10, 17, 5, 3); // r = 4, t = 6, s = 2
        const auto r = planMasterWorker(platform, problem, {"mw-global", 50});
        const int master = masterWorkerSimPlatform(platform, problem).nodeIndex("M");
        QVERIFY(mwchecks::coverageViolation(r.run.schedule, 4, 6, 2, master).empty());
        QVERIFY(extentViolation(r.run.schedule, problem).empty());
        // read as a square 6×6×6 product it is incomplete
        QVERIFY(!mwchecks::coverageViolation(r.run.schedule, 6, master).empty());

        auto dropped = r.run.schedule;
        for (std::size_t x = 0; x < dropped.activities.size(); ++x)
            if (dropped.activities[x].kind == sim::Activity::Kind::Compute) {
                dropped.activities.erase(dropped.activities.begin() + static_cast<std::ptrdiff_t>(x));
                break;
            }
        QVERIFY(!mwchecks::coverageViolation(dropped, 4, 6, 2, master).empty());

        // the first computation with the last block of k (2 of 17 = 5·3 + 2), counted as 3
        auto whole = r.run.schedule;
        bool changed = false;
        for (auto &a : whole.activities)
            if (a.kind == sim::Activity::Kind::Compute && a.data.a.front().col1 == 6) {
                const auto &c = a.data.c.front();
                double full = 0;
                for (int i = c.row0; i < c.row1; ++i)
                    for (int j = c.col0; j < c.col1; ++j)
                        full += static_cast<double>(problem.rowExtent(i) * problem.colExtent(j) * 3);
                a.amount = full; // as if that column of A were q = 3 wide (mw-global: steps 1 deep)
                changed = true;
                break;
            }
        QVERIFY(changed);
        QVERIFY(!extentViolation(whole, problem).empty());
    }

    // Paper 002 §4.1-4.2 on r×t×s: a μ×μ chunk of C costs 2μ² communications of C and μt
    // blocks each of A and B for μ²t updates. Chunks tile the r×s grid in Algorithm 1's
    // order, so over the run the master sends every block of A ⌈s/μ⌉ times, every block of B
    // ⌈r/μ⌉ times, C once each way: in elements 2mn + mk⌈s/μ⌉ + kn⌈r/μ⌉; and when μ divides
    // r and s, blocks moved per block update is CCR = 2/t + 2/μ (ccrMaxReuse). The maximum
    // re-use layout also sends 1 + a messages per step (the row of B, then each A block):
    // chunks·(1 + t·(1 + μ)) messages from the master.
    void maxReuseCommunication_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *a : {"mw-dd-basic", "mw-bmm", "mw-obmm", "mw-demand-driven", "mw-min-min",
                              "mw-round-robin", "mw-homogeneous"})
            QTest::newRow(a) << a;
    }
    void maxReuseCommunication()
    {
        QFETCH(QString, algorithm);
        // 21 buffers: μ = 4 for 1 + μ + μ² (DDOML), 3 for μ² + 4μ, β = 2 for 3β², 2 for 5β²
        const auto platform = identical(2, 1, 1, 21);
        for (const auto &problem : {Problem::product(8, 7, 12, 1), Problem::product(37, 33, 58, 5),
                                    Problem::product(2, 40, 3, 3), Problem::product(31, 2, 20, 3)}) {
            const auto r = planMasterWorker(platform, problem, {algorithm.toStdString(), -1});
            const int master = masterWorkerSimPlatform(platform, problem).nodeIndex("M");
            const double mu = *std::max_element(r.mu.begin(), r.mu.end());
            QVERIFY(mu >= 1);
            const double m = static_cast<double>(problem.m), k = static_cast<double>(problem.k);
            const double n = static_cast<double>(problem.n);
            const double rb = static_cast<double>(problem.rowBlocks()), t = static_cast<double>(problem.innerBlocks());
            const double sb = static_cast<double>(problem.colBlocks());
            const auto traffic = trafficOf(r.run.schedule, master);
            const QString where = QString::fromStdString(describe(r));
            QVERIFY2(traffic.elements == m * n + m * k * std::ceil(sb / mu) + k * n * std::ceil(rb / mu),
                     qPrintable(where + QString(": %1 elements sent").arg(traffic.elements)));
            QVERIFY2(traffic.blocks == 2 * rb * sb + rb * t * std::ceil(sb / mu) + t * sb * std::ceil(rb / mu),
                     qPrintable(where + QString(": %1 blocks moved").arg(traffic.blocks)));
            if (algorithm == "mw-dd-basic") {
                const double chunks = std::ceil(rb / mu) * std::ceil(sb / mu);
                double rowsOfChunks = 0; // Σ over chunks of their rows a: one A message per row and step
                for (double i = 0; i < rb; i += mu)
                    rowsOfChunks += std::min(mu, rb - i) * std::ceil(sb / mu);
                QCOMPARE(traffic.messages, static_cast<int>(chunks * (1 + t) + t * rowsOfChunks));
            }
        }
        // μ dividing r and s: CCR = 2/t + 2/μ exactly (8×7×12 blocks, μ = 4 for DDOML)
        if (algorithm == "mw-dd-basic") {
            const auto problem = Problem::product(8, 7, 12, 1);
            const auto r = planMasterWorker(platform, problem, {"mw-dd-basic", -1});
            QCOMPARE(*std::max_element(r.mu.begin(), r.mu.end()), 4);
            const auto traffic = trafficOf(r.run.schedule, masterWorkerSimPlatform(platform, problem).nodeIndex("M"));
            QCOMPARE(traffic.blocks / (8.0 * 7 * 12), ccrMaxReuse(4, 7));
        }
    }

    // §5 on r×t×s: 𝔓 = ⌈μ²tw / 2μtc⌉ = ⌈μw/2c⌉ does not depend on t, and the small-matrix
    // test uses r·s. c = 2, w = 4.5, μ = 4 (m = 32), 8 workers: 12×3×40 enrolls 5; 4×7×9 has
    // r·s = 36 < 5·16, so ν = 3 and Ω = 4 as for a 6×6 C. A C one block high (r = 1) makes
    // chunks 1×4: a step brings 1 + 4 blocks for 4 updates, 𝔓 = ⌈4·4.5/(5·2)⌉ = 2.
    void homogeneousSelectionOnRectangles_data()
    {
        QTest::addColumn<qint64>("r");
        QTest::addColumn<qint64>("t");
        QTest::addColumn<qint64>("s");
        QTest::addColumn<int>("used");
        QTest::addColumn<int>("side");
        QTest::newRow("12x3x40: P = 5") << qint64(12) << qint64(3) << qint64(40) << 5 << 4;
        QTest::newRow("4x7x9: nu = 3, Omega = 4") << qint64(4) << qint64(7) << qint64(9) << 4 << 3;
        QTest::newRow("1x5x40: P = 2") << qint64(1) << qint64(5) << qint64(40) << 2 << 4;
    }
    void homogeneousSelectionOnRectangles()
    {
        QFETCH(qint64, r);
        QFETCH(qint64, t);
        QFETCH(qint64, s);
        QFETCH(int, used);
        QFETCH(int, side);
        const auto platform = identical(8, 4.5, 2, 32);
        const auto problem = Problem::product(r, t, s, 1);
        const auto res = planMasterWorker(platform, problem, {"mw-homogeneous", 50});
        QCOMPARE(res.workersUsed, used);
        int withSide = 0;
        for (int m : res.mu)
            withSide += m == side ? 1 : 0;
        QCOMPARE(withSide, used);
        const int master = masterWorkerSimPlatform(platform, problem).nodeIndex("M");
        QVERIFY(mwchecks::coverageViolation(res.run.schedule, static_cast<int>(r), static_cast<int>(t),
                                            static_cast<int>(s), master).empty());
    }

    // §6.1 on r×t×s: a step of P_i is its μ_i×μ_i chunk clipped to C, a·b updates for
    // (a + b)c_i of the port. One worker, w = c = 1, μ = 4: on a C one block high (1×10×8)
    // a step makes 4 updates for 5 blocks, so the master bounds it to 4/5 update per time
    // unit; on 8×10×8 a step makes 16 updates for 8 blocks and the worker's speed (1) bounds.
    void steadyStateOnThinC()
    {
        const auto platform = identical(1, 1, 1, 32);
        const auto thin = planMasterWorker(platform, Problem::product(1, 10, 8, 1), {"mw-global", 50});
        QCOMPARE(thin.mu.front(), 4);
        QCOMPARE(thin.steadyStateRatio, 0.8);
        QVERIFY(thin.ratio <= 0.8 * (1 + 1e-12));
        const auto wide = planMasterWorker(platform, Problem::product(8, 10, 8, 1), {"mw-global", 50});
        QCOMPARE(wide.steadyStateRatio, 1.0);
    }

    // The bounds on r×t×s: the computation bound is m·k·n/q³ block updates over the speeds,
    // and the port must move mk + kn + mn elements out and mn back. One worker, w = 1, c = 1
    // (q = 1: a block is an element) on 2×50×3: 300 updates; the port moves 100 + 150 + 6
    // elements out and 6 back, 262 > 0 but less than the 300 of computation.
    void boundsOnRectangles()
    {
        const auto platform = identical(1, 1, 1, 32);
        const auto r = planMasterWorker(platform, Problem::product(2, 50, 3, 1), {"mw-dd-basic", 50});
        QCOMPARE(r.lowerBoundCompute, 300.0);
        QVERIFY(r.lowerBound >= 300.0);
        const auto port = planMasterWorker(identical(1, 0.01, 1, 32), Problem::product(2, 50, 3, 1), {"mw-dd-basic", 50});
        QCOMPARE(port.lowerBoundCompute, 3.0);
        QVERIFY(port.lowerBound >= 262.0 - 1e-9);
        QVERIFY(port.makespan >= port.lowerBound * (1 - 1e-9));
    }

    // The finite incremental selections on a C one block high (docs/master-worker.md, "Finite
    // matrices" and "Products of any shape"): A 80×8000, B 8000×64000, q = 80 (1×100×800
    // blocks) on eight identical workers of 256 MiB (μ = 70). The end shares are cut as
    // 1×share chunks, not √share×√share squares clipped to one row (which left each a few
    // blocks and made the makespan 24 % above the bound): within 6 % of the bound.
    void thinShares()
    {
        auto platform = generatePlatform({"star", 8, 1, 1.0});
        for (auto &p : platform.processors)
            p.memory = 256;
        const auto problem = Problem::product(80, 8000, 64000, 80);
        for (const char *a : {"mw-global", "mw-local", "mw-lookahead"}) {
            const auto r = planMasterWorker(platform, problem, {a, 50});
            QVERIFY2(r.makespan <= 1.06 * r.lowerBound, qPrintable(QString::fromStdString(describe(r))));
            const int master = masterWorkerSimPlatform(platform, problem).nodeIndex(platform.master);
            QVERIFY(mwchecks::coverageViolation(r.run.schedule, 1, 100, 800, master).empty());
        }
    }

    void badShapes()
    {
        const auto platform = identical(2, 1, 1, 32);
        QVERIFY_THROWS_EXCEPTION(InputError, planMasterWorker(platform, Problem::product(0, 5, 5, 1), {"mw-global", 50}));
        QVERIFY_THROWS_EXCEPTION(InputError, planMasterWorker(platform, Problem::product(5, 0, 5, 1), {"mw-global", 50}));
        QVERIFY_THROWS_EXCEPTION(InputError, planMasterWorker(platform, Problem::product(5, 5, 0, 1), {"mw-global", 50}));
    }
};

QTEST_APPLESS_MAIN(TestMwShapes)
#include "tst_mw_shapes.moc"
