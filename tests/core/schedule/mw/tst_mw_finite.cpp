// The incremental selections of paper 002 §6.2 on finite matrices (mw_finite.cpp,
// docs/master-worker.md "Finite matrices"): the free rectangles of C tile it exactly; on
// random stars mw-global and mw-local are within 5 % of the best of the six baselines of §8.2
// and HoLM (before, whole panels of μ_i columns and Σμ_i ≤ s made them up to 5 times slower);
// their schedules update every block of C once with every k, within each worker's memory,
// one communication of the master at a time; and 32 workers with n/q = 200 plan and simulate
// in under a second.
#include "model/generator.h"
#include "mw_checks.h"
#include "schedule/mw/master_worker.h"
#include "schedule/mw/mw_chunk_pool.h"
#include "sim/simulator.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <sstream>

using namespace partita;

namespace {

const std::vector<std::string> kBaselines{"mw-homogeneous", "mw-round-robin", "mw-min-min", "mw-demand-driven",
                                          "mw-dd-basic",    "mw-bmm",         "mw-obmm"};

std::string describe(const MwResult &r)
{
    std::ostringstream os;
    os << r.algorithm << " makespan " << r.makespan << ", " << r.workersUsed << " workers";
    return os.str();
}

} // namespace

class TestMwFinite : public QObject {
    Q_OBJECT
private slots:
    // Requests of sides 7, 3, 12, 1, ... on a 20×20 C: every block is handed out once, every
    // chunk is at most side×side, and the pool empties exactly when the 400 blocks are out.
    void poolTilesC()
    {
        MwChunkPool pool(20);
        std::vector<int> owner(400, 0);
        const std::vector<int> sides{7, 3, 12, 1, 5, 9, 2, 20, 4};
        long long handed = 0;
        for (std::size_t k = 0; !pool.empty(); ++k) {
            const int side = sides[k % sides.size()];
            const auto peeked = pool.peek(side);
            const auto c = pool.take(side);
            QCOMPARE(c, peeked);
            QVERIFY(c.rows() >= 1 && c.cols() >= 1 && c.rows() <= side && c.cols() <= side);
            for (int i = c.row0; i < c.row1; ++i)
                for (int j = c.col0; j < c.col1; ++j)
                    ++owner[static_cast<std::size_t>(i * 20 + j)];
            handed += static_cast<long long>(c.rows()) * c.cols();
            QCOMPARE(pool.area(), 400 - handed);
        }
        QVERIFY(std::all_of(owner.begin(), owner.end(), [](int o) { return o == 1; }));
        // a square that fits is cut whole, from the free rectangle it fits best: after 6×6 in
        // the corner of 10×10, the 6×4 beside it rather than the 4×10 below
        MwChunkPool whole(10);
        QCOMPARE(whole.take(6), (MwChunk{0, 6, 0, 6}));
        QCOMPARE(whole.take(4), (MwChunk{0, 4, 6, 10}));
        // no strip one block thin: 9 of 10 rows and columns is cut to half, 5 and 5
        MwChunkPool half(10);
        QCOMPARE(half.take(9), (MwChunk{0, 5, 0, 5}));
    }

    // Random stars of `partita generate --kind star` (4 GiB per worker: μ_i is the matrix) and
    // the same stars with 1 to 64 MiB per worker (μ_i from 2 to 34 at q = 80), p from 4 to
    // 24, n/q from 20 to 120: the target, mw-global and mw-local ≤ 1.05 × the best
    // baseline. The whole panels of μ_i columns with Σμ_i ≤ s gave 1.10 to 4.97 on five of
    // these six rows.
    void withinFivePercentOfTheBaselines_data()
    {
        QTest::addColumn<int>("p");
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("blocks");
        QTest::addColumn<bool>("limited");
        QTest::newRow("p=16 seed=1 n/q=25") << 16 << 1 << 25 << false;
        QTest::newRow("p=8 seed=2 n/q=100") << 8 << 2 << 100 << false;
        QTest::newRow("p=24 seed=3 n/q=20") << 24 << 3 << 20 << false;
        QTest::newRow("p=4 seed=4 n/q=60") << 4 << 4 << 60 << false;
        QTest::newRow("p=12 seed=5 n/q=40, limited memory") << 12 << 5 << 40 << true;
        QTest::newRow("p=6 seed=6 n/q=80, limited memory") << 6 << 6 << 80 << true;
    }
    void withinFivePercentOfTheBaselines()
    {
        QFETCH(int, p);
        QFETCH(int, seed);
        QFETCH(int, blocks);
        QFETCH(bool, limited);
        auto platform = generatePlatform({"star", p, static_cast<std::uint64_t>(seed)});
        if (limited)
            for (std::size_t i = 0; i < platform.processors.size(); ++i)
                platform.processors[i].memory = 1.0 + static_cast<double>((i * 37 + 13 * seed) % 64);
        const Problem problem{80LL * blocks, 80};
        double best = 0;
        std::string bestName;
        for (const auto &b : kBaselines) {
            const auto r = planMasterWorker(platform, problem, {b, 0});
            if (bestName.empty() || r.makespan < best) {
                best = r.makespan;
                bestName = b;
            }
        }
        for (const std::string a : {"mw-global", "mw-local"}) {
            const auto r = planMasterWorker(platform, problem, {a, 0});
            qInfo("%s: %.3f of %s", describe(r).c_str(), r.makespan / best, bestName.c_str());
            QVERIFY2(r.makespan <= 1.05 * best,
                     qPrintable(QString::fromStdString(describe(r) + " against " + bestName + " ")
                                + QString::number(best)));
        }
    }

    // Workers the steady state enrolls are not starved: generated star p = 4, seed 2, with
    // 27, 64, 37 and 10 MiB (μ = 21, 34, 25, 12 at q = 80: μ² + 4μ ≤ MiB·2²⁰/(8·80²)), n/q = 120
    // (bench/mw_finite.sh --memory, second row), all four workers computing (the port is busy
    // about a sixth of the time). Counting a chunk's C against its first step kept P2 out of
    // mw-global until 63 % of the run; letting the port wait for a worker's buffers while
    // another could receive left the fastest worker, P4, idle 30 % of the time under mw-local.
    // Each is now busy at least 97 % of the makespan.
    void noWorkerStarves_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *a : {"mw-global", "mw-local", "mw-lookahead"})
            QTest::newRow(a) << a;
    }
    void noWorkerStarves()
    {
        QFETCH(QString, algorithm);
        auto platform = generatePlatform({"star", 4, 2});
        const std::vector<double> memory{27, 64, 37, 10};
        for (std::size_t i = 0; i < memory.size(); ++i)
            platform.processors[i].memory = memory[i];
        const auto r = planMasterWorker(platform, {120 * 80, 80}, {algorithm.toStdString(), 0});
        QCOMPARE(r.mu, (std::vector<int>{21, 34, 25, 12}));
        QCOMPARE(r.workersUsed, 4);
        const auto &trace = r.simulated.trace;
        for (const auto &proc : platform.processors) {
            const int row = trace.findResource(proc.id);
            double busy = 0;
            for (const auto &i : trace.intervals)
                if (i.resource == row && i.kind == IntervalKind::Compute)
                    busy += i.end - i.start;
            QVERIFY2(busy >= 0.97 * r.makespan, qPrintable(QString("%1 busy %2 of %3")
                                                                .arg(QString::fromStdString(proc.id))
                                                                .arg(busy).arg(r.makespan)));
        }
    }

    // Resource selection knows the size of the matrix: two workers with w = 1 and one with
    // w = 300 ("blocks" units, c = 0.01, memory for the whole matrix), n/q = 10. The fast pair
    // does the 1000 updates in about 500; the slow worker's smallest chunk, one block of C
    // updated 10 times, takes 3000: enrolling it is a loss, and it gets nothing.
    void slowWorkerLeftOut()
    {
        Platform p;
        p.units = Units::Blocks;
        p.master = "M";
        p.routers.push_back({"M", {}, {}});
        const std::vector<double> w{1, 300, 1};
        for (std::size_t i = 0; i < w.size(); ++i) {
            const std::string id = "P" + std::to_string(i + 1);
            p.processors.push_back({id, id, 1.0 / w[i], 1000, {}, {}, {}, {}});
            p.links.push_back({"c" + std::to_string(i + 1), "M", id, 100, 0, true, Sharing::Shared});
        }
        for (const std::string a : {"mw-global", "mw-local", "mw-lookahead"}) {
            const auto r = planMasterWorker(p, {10, 1}, {a, 0});
            QCOMPARE(r.workersUsed, 2);
            QVERIFY2(r.makespan < 600, qPrintable(QString::fromStdString(describe(r))));
        }
    }

    // The invariants on the schedules of the finite selections, chunks of every size included:
    // every update (i, j, k) once, each C block out and back once, one port, memory.
    void invariants_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("p");
        QTest::addColumn<int>("blocks");
        QTest::addColumn<double>("memory"); // MiB per worker
        QTest::newRow("global, unlimited") << "mw-global" << 7 << 23 << 4096.0;
        QTest::newRow("local, unlimited") << "mw-local" << 5 << 17 << 4096.0;
        QTest::newRow("lookahead, unlimited") << "mw-lookahead" << 4 << 13 << 4096.0;
        QTest::newRow("global, mu = 2") << "mw-global" << 6 << 19 << 1.0;
        QTest::newRow("local, mu = 4") << "mw-local" << 3 << 16 << 2.0;
    }
    void invariants()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, p);
        QFETCH(int, blocks);
        QFETCH(double, memory);
        auto platform = generatePlatform({"star", p, 11});
        for (auto &proc : platform.processors)
            proc.memory = memory;
        const Problem problem{static_cast<std::int64_t>(blocks) * 80 - 7, 80}; // a narrower last block
        const auto r = planMasterWorker(platform, problem, {algorithm.toStdString(), 0});
        const auto pf = masterWorkerSimPlatform(platform, problem);
        const auto sim = sim::simulate(pf, r.run.schedule);
        QCOMPARE(sim.makespan, r.makespan);
        const int master = pf.nodeIndex(platform.master);
        const auto cover = mwchecks::coverageViolation(r.run.schedule, blocks, master);
        QVERIFY2(cover.empty(), cover.c_str());
        const auto port = mwchecks::onePortViolation(sim.trace, platform.master);
        QVERIFY2(port.empty(), port.c_str());
        const double buffers = memory * 1048576.0 / (8.0 * 80 * 80);
        for (const auto &proc : platform.processors) {
            const int peak = mwchecks::peakBlocks(r.run.schedule, sim, pf.nodeIndex(proc.id), master);
            QVERIFY2(peak <= buffers + 1e-9, qPrintable(QString("%1 holds %2 blocks, memory %3")
                                                             .arg(QString::fromStdString(proc.id))
                                                             .arg(peak).arg(buffers)));
        }
        QVERIFY(r.makespan >= r.lowerBound * (1 - 1e-9));
    }

    // 32 workers, n/q = 200 (q = 80, 4 GiB each): planned and simulated in under a second.
    void speedOn32Workers()
    {
        const auto platform = generatePlatform({"star", 32, 1});
        const Problem problem{200 * 80, 80};
        QElapsedTimer timer;
        timer.start();
        const auto r = planMasterWorker(platform, problem, {"mw-global", 0});
        const auto ms = timer.elapsed();
        qInfo("mw-global n/q=200, 32 workers: %zu activities, plan+simulate %lld ms, makespan %.3f s, %d workers",
              r.run.schedule.activities.size(), static_cast<long long>(ms), r.makespan, r.workersUsed);
#ifdef NDEBUG
        QVERIFY2(ms < 1000, qPrintable(QStringLiteral("%1 ms").arg(ms)));
#else
        qInfo("time not checked: unoptimized build (Debug or sanitizers)");
#endif
    }
};

QTEST_GUILESS_MAIN(TestMwFinite)
#include "tst_mw_finite.moc"
