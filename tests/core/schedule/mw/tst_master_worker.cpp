// planMasterWorker end to end: HoLM's resource selection (paper 002 §5), the invariants of
// every mw-* schedule once simulated (one port, memory, each update once), and speed.
#include "common/platforms.h"
#include "io/platform_json.h"
#include "model/error.h"
#include "model/generator.h"
#include "mw_checks.h"
#include "schedule/mw/master_worker.h"
#include "schedule/mw/mw_model.h"
#include "sim/simulator.h"

#include "../data_checks.h"

#include <QElapsedTimer>
#include <QtTest>

#include <random>
#include <sstream>

using namespace partita;

namespace {

// A "blocks" star (docs/platform-format.md): speed = 1/w, bandwidth = 1/c, memory = m buffers.
Platform star(const std::vector<double> &w, const std::vector<double> &c, const std::vector<double> &m)
{
    std::vector<double> speeds, bandwidths;
    for (std::size_t i = 0; i < w.size(); ++i) {
        speeds.push_back(1.0 / w[i]);
        bandwidths.push_back(1.0 / c[i]);
    }
    Platform p = test::star(speeds, bandwidths);
    for (std::size_t i = 0; i < w.size(); ++i)
        p.processors[i].memory = m[i];
    return p;
}

// Random small instances: 1 to 5 workers, w and c in [0.5, 5], memories from 3 to 80
// buffers (μ from 0 to 7, always one worker with at least 27, enough for every layout), n/q
// from 1 to 17. Every fourth instance is in physical units with q not dividing n, every
// fifth has a master that computes, every sixth has latencies.
Platform randomPlatform(std::mt19937 &rng, int index, Problem &problem)
{
    std::uniform_real_distribution<double> u(0.5, 5);
    std::uniform_int_distribution<int> mem(3, 80), count(1, 5), blocks(1, 17);
    const int p = count(rng);
    std::vector<double> w, c, m;
    for (int i = 0; i < p; ++i) {
        w.push_back(u(rng));
        c.push_back(u(rng));
        m.push_back(i == 0 ? std::max(27, mem(rng)) : mem(rng));
    }
    Platform pl = star(w, c, m);
    problem = {blocks(rng), 1};
    if (index % 4 == 3) { // physical: q = 8, so a buffer is 512 bytes
        pl.units = Units::Physical;
        for (auto &proc : pl.processors)
            proc.memory *= 512.0 / 1048576.0;
        problem = {8 * blocks(rng) - 3, 8};
        if (problem.n < 1)
            problem = Problem(5, problem.q);
    }
    if (index % 5 == 4) { // the master is P1 and computes
        pl.master = "P1";
        pl.masterComputes = true;
        pl.routers.clear();
        for (std::size_t i = 1; i < pl.links.size(); ++i)
            pl.links[i].from = "P1";
        pl.links.erase(pl.links.begin());
    }
    if (index % 6 == 5)
        for (auto &l : pl.links)
            l.latency = 0.25;
    return pl;
}

} // namespace

class TestMasterWorker : public QObject {
    Q_OBJECT
private slots:
    // §5: "with c = 2, w = 4.5, μ = 4 and t = 100, we enroll 𝔓 = 5 workers": ⌈μw/2c⌉ =
    // ⌈4.5⌉ = 5, here out of 8 identical workers with m = 32 (μ² + 4μ = 32). Small matrices:
    // with r = s = 6, r·s = 36 < 5·16, the largest ν with ⌈ν·4.5/4⌉ν² ≤ 36 is ν = 3
    // (⌈3.375⌉·9 = 36), Ω = 4. With p = 2 and r = s = 5: ν = 2 gives Ω = ⌈2.25⌉ = 3 > p,
    // so both workers take chunks of the largest ν with 2ν² ≤ 25, ν = 3. ORROML (no
    // selection) takes the 8 workers.
    void homogeneousSelection_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("p");
        QTest::addColumn<int>("blocks");
        QTest::addColumn<int>("used");
        QTest::addColumn<int>("side");
        QTest::newRow("HoLM, large C: P = 5") << "mw-homogeneous" << 8 << 12 << 5 << 4;
        QTest::newRow("HoLM, small C: nu = 3, Omega = 4") << "mw-homogeneous" << 8 << 6 << 4 << 3;
        QTest::newRow("HoLM, Omega > p: nu = 3 on both") << "mw-homogeneous" << 2 << 5 << 2 << 3;
        QTest::newRow("ORROML: every worker") << "mw-round-robin" << 8 << 12 << 8 << 4;
    }
    void homogeneousSelection()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, p);
        QFETCH(int, blocks);
        QFETCH(int, used);
        QFETCH(int, side);
        const auto n = static_cast<std::size_t>(p);
        const auto platform = star(std::vector<double>(n, 4.5), std::vector<double>(n, 2), std::vector<double>(n, 32));
        const auto r = planMasterWorker(platform, {blocks, 1}, {algorithm.toStdString(), 50});
        QCOMPARE(r.workersUsed, used);
        int withSide = 0;
        for (int m : r.mu)
            withSide += m == side ? 1 : 0;
        QCOMPARE(withSide, used);
        const int master = masterWorkerSimPlatform(platform, {blocks, 1}).nodeIndex("M");
        QVERIFY(mwchecks::coverageViolation(r.run.schedule, blocks, master).empty());
    }

    // Every algorithm on random instances: the simulated run keeps the one-port rule and the
    // memories, and computes each update once.
    void invariants_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const auto &a : masterWorkerAlgorithms())
            QTest::newRow(a.c_str()) << QString::fromStdString(a);
    }
    void invariants()
    {
        QFETCH(QString, algorithm);
        std::mt19937 rng(2024);
        // Under AddressSanitizer (the CI's second build, about 35 times slower here) the first
        // 12 instances check the planners' memory use; the release build checks all 36.
#if defined(__SANITIZE_ADDRESS__)
        constexpr int kInstances = 12;
#else
        constexpr int kInstances = 36;
#endif
        for (int index = 0; index < kInstances; ++index) {
            Problem problem;
            const auto platform = randomPlatform(rng, index, problem);
            const auto r = planMasterWorker(platform, problem, {algorithm.toStdString(), -1});
            const auto pf = masterWorkerSimPlatform(platform, problem);
            const auto sim = sim::simulate(pf, r.run.schedule);
            const QString where = QString("instance %1: %2").arg(index).arg(QString::fromStdString(
                [&] { std::ostringstream os; os << r; return os.str(); }()));
            QCOMPARE(sim.makespan, r.makespan);
            const auto port = mwchecks::onePortViolation(sim.trace, platform.master);
            QVERIFY2(port.empty(), qPrintable(where + ": " + QString::fromStdString(port)));
            const int master = pf.nodeIndex(platform.master);
            const auto nb = static_cast<int>(problem.blocks());
            const auto cover = mwchecks::coverageViolation(r.run.schedule, nb, master);
            QVERIFY2(cover.empty(), qPrintable(where + ": " + QString::fromStdString(cover)));
            // The same from Activity::data (q×q blocks) instead of the labels; and each block
            // of A and B a worker reads was sent to it before (the supply check costs the
            // square of the activities: the smaller runs only).
            QCOMPARE(r.run.schedule.blockSide, problem.q);
            const auto dataCover = datachecks::coverageViolation(r.run.schedule, problem.n);
            QVERIFY2(dataCover.empty(), qPrintable(where + ": " + QString::fromStdString(dataCover)));
            if (r.run.schedule.activities.size() <= 1500) {
                const auto supply = datachecks::supplyViolation(r.run.schedule, datachecks::heldBy(master));
                QVERIFY2(supply.empty(), qPrintable(where + ": " + QString::fromStdString(supply)));
            }
            const double q2 = static_cast<double>(problem.q * problem.q);
            for (const auto &proc : platform.processors) {
                const double buffers = platform.units == Units::Blocks ? proc.memory : proc.memory * 1048576.0 / (8 * q2);
                const int peak = mwchecks::peakBlocks(r.run.schedule, sim, pf.nodeIndex(proc.id), master);
                QVERIFY2(peak <= buffers + 1e-9, qPrintable(where + QString(": %1 holds %2 blocks, memory %3")
                                                                       .arg(QString::fromStdString(proc.id))
                                                                       .arg(peak).arg(buffers)));
            }
            QVERIFY(r.workersUsed >= 1);
            QVERIFY2(r.makespan >= r.lowerBound * (1 - 1e-9), qPrintable(where));
            QVERIFY(r.ratio > 0);
            // over a period of the pattern, P_i chosen n_i times takes at least Σ n_i·2μ_i c_i
            // of the port and n_i·μ_i² w_i of its own time: the §6.1 program bounds the ratio
            if (algorithm == "mw-global" || algorithm == "mw-local" || algorithm == "mw-lookahead")
                QVERIFY2(r.ratio <= r.steadyStateRatio * (1 + 1e-9), qPrintable(where));
        }
    }

    // The checks above can fail: a worker that computes slowly behind a fast link (w = 5,
    // c = 0.5, m = 21, μ = 3) overflows its memory as soon as transfers wait only for the
    // master's previous one; without that chain and with a multi-port master, sends overlap;
    // a computation listed twice is caught.
    void checksCatchViolations()
    {
        const auto platform = star({5, 5}, {0.5, 0.5}, {21, 21});
        const Problem problem{6, 1};
        const auto r = planMasterWorker(platform, problem, {"mw-global", 50});
        const auto pf = masterWorkerSimPlatform(platform, problem);
        const int master = pf.nodeIndex("M"), p1 = pf.nodeIndex("P1");
        QVERIFY(mwchecks::peakBlocks(r.run.schedule, sim::simulate(pf, r.run.schedule), p1, master) <= 21);

        auto eager = r.run.schedule;
        for (auto &a : eager.activities)
            if (a.kind == sim::Activity::Kind::Transfer && !a.after.empty())
                a.after = {*std::max_element(a.after.begin(), a.after.end())};
        QVERIFY(mwchecks::peakBlocks(eager, sim::simulate(pf, eager), p1, master) > 21);

        auto unchained = r.run.schedule;
        for (auto &a : unchained.activities)
            if (a.kind == sim::Activity::Kind::Transfer)
                a.after.clear();
        const sim::SimPlatform multiPort(platform, 1, sim::CommModel{0, 0, false});
        QVERIFY(!mwchecks::onePortViolation(sim::simulate(multiPort, unchained).trace, "M").empty());

        auto twice = r.run.schedule;
        for (const auto &a : r.run.schedule.activities)
            if (a.kind == sim::Activity::Kind::Compute) {
                twice.activities.push_back(a);
                break;
            }
        QVERIFY(!mwchecks::coverageViolation(twice, 6, master).empty());
    }

    // The same input gives the same result.
    void deterministic()
    {
        const auto platform = generatePlatform({"star", 6, 3});
        for (const auto &a : masterWorkerAlgorithms()) {
            const auto x = planMasterWorker(platform, {1600, 80}, {a, 50});
            const auto y = planMasterWorker(platform, {1600, 80}, {a, 50});
            QVERIFY2(x == y, a.c_str());
        }
    }

    // The reproducer: toy-cluster's master P1 computes, and at n = q = 80 (one block)
    // mw-homogeneous has it do the only update itself, so no communication ever happens. The
    // ratio over the master's communications would be 1/0; it is the run's own rate instead,
    // the one block update over the makespan (docs/master-worker.md). Finite for every strategy.
    void ratioWithoutCommunication()
    {
        const auto platform = readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/toy-cluster.json");
        for (const auto &a : masterWorkerAlgorithms())
            QVERIFY2(std::isfinite(planMasterWorker(platform, {80, 80}, {a, 50}).ratio), a.c_str());
        // mw-homogeneous printed "ratio inf": the master's one computation, nothing sent, and
        // the ratio 1 update over the makespan.
        const auto r = planMasterWorker(platform, {80, 80}, {"mw-homogeneous", 50});
        QCOMPARE(r.simulated.trace.intervals.size(), std::size_t{1});
        QVERIFY(std::abs(r.ratio - 1 / r.makespan) <= 1e-12 / r.makespan);
    }

    void badInput()
    {
        const auto platform = generatePlatform({"star", 3, 1});
        QVERIFY_THROWS_EXCEPTION(InputError, planMasterWorker(platform, {100, 10}, {"mw-nope", 50}));
        QVERIFY_THROWS_EXCEPTION(InputError, planMasterWorker(platform, {0, 10}, {"mw-global", 50}));
        QVERIFY_THROWS_EXCEPTION(InputError, planMasterWorker(platform, {100, 0}, {"mw-global", 50}));
        auto noMaster = platform;
        noMaster.master.clear();
        QVERIFY_THROWS_EXCEPTION(InputError, planMasterWorker(noMaster, {100, 10}, {"mw-global", 50}));
        // 4 buffers: below μ = 1 of the μ² + 4μ layout (5), enough for BMM's 3 but not OBMM's 5
        const auto tiny = star({1, 1}, {1, 1}, {4, 4});
        QVERIFY_THROWS_EXCEPTION(InputError, planMasterWorker(tiny, {4, 1}, {"mw-global", 50}));
        QVERIFY_THROWS_EXCEPTION(InputError, planMasterWorker(tiny, {4, 1}, {"mw-obmm", 50}));
        QCOMPARE(planMasterWorker(tiny, {4, 1}, {"mw-bmm", 50}).workersUsed, 2);
    }

    // n/q = 200 on a generated star of 16 workers (q = 80, 4 GiB each, so μ is capped by the
    // matrix): planning and simulating mw-global stays well under a second.
    void speedOfGlobalOn16Workers()
    {
        const auto platform = generatePlatform({"star", 16, 1});
        const Problem problem{200 * 80, 80};
        QElapsedTimer timer;
        timer.start();
        const auto r = planMasterWorker(platform, problem, {"mw-global", 50});
        const auto planMs = timer.elapsed();
        timer.restart();
        const auto sim = sim::simulate(masterWorkerSimPlatform(platform, problem), r.run.schedule);
        const auto simMs = timer.elapsed();
        qInfo("mw-global n/q=200, 16 workers: %zu activities, plan+simulate %lld ms, simulate %lld ms, "
              "makespan %.3f s, %d workers",
              r.run.schedule.activities.size(), static_cast<long long>(planMs), static_cast<long long>(simMs),
              sim.makespan, r.workersUsed);
#ifdef NDEBUG
        QVERIFY2(simMs < 1000, qPrintable(QStringLiteral("%1 ms").arg(simMs)));
        QVERIFY2(planMs < 1000, qPrintable(QStringLiteral("%1 ms").arg(planMs)));
#else
        qInfo("time not checked: unoptimized build (Debug or sanitizers)");
#endif
        QVERIFY(mwchecks::coverageViolation(r.run.schedule, 200, masterWorkerSimPlatform(platform, problem).nodeIndex("M")).empty());
    }

    // Sizes (docs/hardening.md): a problem whose schedule cannot fit in memory is refused
    // before anything is built — at n/q = 100,000 with 1,000 buffers every algorithm needs at
    // least 10¹² computations (it grew to 22 GB before the system killed it) — and a schedule
    // that outgrows the memory while it is built stops there, saying how much it needs.
    void sizesBeyondMemoryAreRefused()
    {
        const Platform p = star({2, 2, 2}, {1, 1, 1}, {1000, 1000, 1000});
        for (const char *algorithm : {"mw-global", "mw-lookahead", "mw-dd-basic", "mw-bmm"}) {
            QElapsedTimer clock;
            clock.start();
            try {
                planMasterWorker(p, {100000, 1}, MwOptions{algorithm, 0});
                QFAIL("no error");
            } catch (const InputError &e) {
                const QString what = e.what();
                QVERIFY2(what.contains("at least 1e+12 activities") && what.contains("TiB")
                             && what.contains("take a larger q"),
                         e.what());
            }
            QVERIFY(clock.elapsed() < 1000);
        }
        // n/q = 40: at least 40³/1000 = 64 computations, 4 chunks of 40 steps in fact
        const std::size_t built = planMasterWorker(p, {40, 1}, MwOptions{"mw-global", 0}).run.schedule.activities.size();
        QVERIFY(built > 200);
        sim::setActivityLimit(200);
        try {
            planMasterWorker(p, {40, 1}, MwOptions{"mw-global", 0});
            sim::setActivityLimit(0);
            QFAIL("no error");
        } catch (const InputError &e) {
            sim::setActivityLimit(0);
            QVERIFY2(QString(e.what()).contains("more than 200 activities"), e.what());
        }
        QVERIFY(sim::activityLimit() > 200); // from the memory again
        QVERIFY(!planMasterWorker(p, {40, 1}, MwOptions{"mw-global", 0}).run.schedule.activities.empty());
    }
};

QTEST_GUILESS_MAIN(TestMasterWorker)
#include "tst_master_worker.moc"
