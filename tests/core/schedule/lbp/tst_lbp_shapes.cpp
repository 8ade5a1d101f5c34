// The layer-based schedules of paper 004 (lbp-star §4, lbp-mesh §5) and its comparison
// baselines (§6.2.2) on products of any shape, C (m×n) = A (m×k)·B (k×n) (docs/layer-based.md,
// "Products of any shape"): on random shapes, q dividing none of m, k, n, and the extreme
// 1×k×1 and m×1×n, the layers cut k (Σ k_i = k), a layer column costs m·n multiply-adds and
// m + n elements, the §4 closed forms equal the simulated makespan, every update
// C(i,j) += A(i,c)·B(c,j) is made once, and square products keep the paper's numbers.
#include "common/platforms.h"
#include "io/platform_json.h"
#include "model/error.h"
#include "model/generator.h"
#include "partition/apportion.h"
#include "schedule/lbp/lbp_mesh.h"
#include "schedule/lbp/lbp_star.h"
#include "schedule/lbp/mesh_baselines.h"
#include "sim/simulator.h"

#include "../data_checks.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

using namespace partita;

Q_DECLARE_METATYPE(partita::Problem)

namespace {

std::string example(const char *name) { return std::string(PARTITA_SOURCE_DIR) + "/resources/examples/" + name; }

bool near(double a, double b, double rel = 1e-9) { return std::abs(a - b) <= rel * std::max(1.0, std::abs(b)); }

LbpStarOptions opts(const std::string &mode, const std::string &order = "file")
{
    return LbpStarOptions{parseStarMode(mode), parseServiceOrder(order)};
}

QString shapeTag(const Problem &p)
{
    return QString("%1x%2x%3/q=%4").arg(p.m).arg(p.k).arg(p.n).arg(p.q);
}

// Shapes: the two extremes, a tall and a wide one, and random ones (fixed seed) with a q that
// divides none of m, k, n.
std::vector<Problem> shapes()
{
    std::vector<Problem> out{Problem::product(1, 37, 1, 4), Problem::product(23, 1, 41, 5),
                             Problem::product(50, 3, 2, 7), Problem::product(2, 45, 31, 6)};
    std::mt19937 rng(2026);
    std::uniform_int_distribution<std::int64_t> dim(1, 40), block(3, 11);
    while (out.size() < 10) {
        const auto m = dim(rng), k = dim(rng), n = dim(rng), q = block(rng);
        if (m % q != 0 && k % q != 0 && n % q != 0)
            out.push_back(Problem::product(m, k, n, q));
    }
    return out;
}

// Empty when the computations make every update C(i,j) += A(i,c)·B(c,j) of the m×k×n product
// once (element coordinates, Schedule::blockSide = 1), each reading the A and B it uses and
// nothing outside the matrices; else the first fault. The rectangular counterpart of
// datachecks::coverageViolation.
std::string shapeCoverage(const sim::Schedule &s, const Problem &p)
{
    if (s.blockSide != 1)
        return "blockSide is " + std::to_string(s.blockSide);
    const auto M = static_cast<std::size_t>(p.m), K = static_cast<std::size_t>(p.k), N = static_cast<std::size_t>(p.n);
    std::vector<unsigned char> count(M * K * N, 0);
    for (std::size_t x = 0; x < s.activities.size(); ++x) {
        const auto &a = s.activities[x];
        if (a.kind != sim::Activity::Kind::Compute)
            continue;
        const std::string where = "computation " + std::to_string(x) + " (" + a.blocks + ")";
        for (const auto &r : a.data.a)
            if (r.row0 < 0 || r.row1 > p.m || r.col0 < 0 || r.col1 > p.k)
                return where + " reads A outside m×k";
        for (const auto &r : a.data.b)
            if (r.row0 < 0 || r.row1 > p.k || r.col0 < 0 || r.col1 > p.n)
                return where + " reads B outside k×n";
        std::vector<bool> inner(K, false);
        for (const auto &r : a.data.a)
            for (int c = r.col0; c < r.col1; ++c)
                inner[static_cast<std::size_t>(c)] = true;
        for (const auto &c : a.data.c) {
            if (c.row0 < 0 || c.row1 > p.m || c.col0 < 0 || c.col1 > p.n)
                return where + " writes C outside m×n";
            for (int i = c.row0; i < c.row1; ++i)
                for (int j = c.col0; j < c.col1; ++j)
                    for (std::size_t l = 0; l < K; ++l) {
                        if (!inner[l])
                            continue;
                        const int col = static_cast<int>(l);
                        if (!datachecks::contains(a.data.a, i, col) || !datachecks::contains(a.data.b, col, j))
                            return where + " updates C(" + std::to_string(i) + "," + std::to_string(j) + ") with c = "
                                   + std::to_string(l) + " without reading A and B";
                        if (++count[(static_cast<std::size_t>(i) * N + static_cast<std::size_t>(j)) * K + l] > 1)
                            return where + " updates C(" + std::to_string(i) + "," + std::to_string(j) + ") twice with c = "
                                   + std::to_string(l);
                    }
        }
    }
    for (std::size_t i = 0; i < M; ++i)
        for (std::size_t j = 0; j < N; ++j)
            for (std::size_t l = 0; l < K; ++l)
                if (count[(i * N + j) * K + l] != 1)
                    return "no computation updates C(" + std::to_string(i) + "," + std::to_string(j) + ") with c = "
                           + std::to_string(l);
    return {};
}

// Multiply-adds of every computation and elements of every transfer of a schedule.
std::pair<double, double> workAndSent(const sim::Schedule &s)
{
    double work = 0, sent = 0;
    for (const auto &a : s.activities)
        (a.kind == sim::Activity::Kind::Compute ? work : sent) += a.amount;
    return {work, sent};
}

// Finishing time of each processor's computation in a simulation (0 if it has none).
std::vector<double> computeEnds(const sim::SimResult &r, const std::vector<std::string> &ids)
{
    std::vector<double> f(ids.size(), 0.0);
    for (const auto &iv : r.trace.intervals)
        if (iv.kind == IntervalKind::Compute)
            for (std::size_t i = 0; i < ids.size(); ++i)
                if (r.trace.resources[static_cast<std::size_t>(iv.resource)].id == ids[i])
                    f[i] = std::max(f[i], iv.end);
    return f;
}

Platform generatedMesh(int p, std::uint64_t seed = 1)
{
    GeneratorOptions o;
    o.kind = "mesh";
    o.p = p;
    o.seed = seed;
    return generatePlatform(o);
}

// The stars of the tests, blocks units: heterogeneous links; the same with latency 2; the
// master P1 computing (its layer needs no message).
std::vector<std::pair<QString, Platform>> stars()
{
    using test::star;
    return {{"het", star({1, 3, 2, 5, 0.5}, {40, 10, 25, 60, 30})},
            {"latency", star({1, 3, 2, 5, 0.5}, {40, 10, 25, 60, 30}, {.latency = 2.0})},
            {"computing-master", star({4, 1, 2, 3}, {0, 20, 15, 30}, {.masterComputes = true})}};
}

} // namespace

Q_DECLARE_METATYPE(partita::Platform)

class TestLbpShapes : public QObject {
    Q_OBJECT
private slots:
    // lbp-star on every shape, star and mode: the relaxed optimum simulated with its real k_i
    // has every selected worker finish at the closed form's T_f (Theorem 2, eq. 12, 20, 28, 33
    // with c_i = m·n w_i T_cp, m_i = (m+n) z_i T_cm), Σ k_i = k relaxed and integer, each
    // worker computes m·n·k_i, all of them m·k·n, and (m+n)·k_i elements go to each worker.
    void starClosedFormIsSimulated_data()
    {
        QTest::addColumn<Platform>("platform");
        QTest::addColumn<Problem>("problem");
        QTest::addColumn<QString>("mode");
        for (const auto &[name, platform] : stars())
            for (const auto &problem : shapes())
                for (const char *mode : {"scss", "sccs", "pccs", "pcss"})
                    QTest::newRow(qPrintable(name + "/" + shapeTag(problem) + "/" + mode))
                        << platform << problem << QString(mode);
    }
    void starClosedFormIsSimulated()
    {
        QFETCH(Platform, platform);
        QFETCH(Problem, problem);
        QFETCH(QString, mode);
        const auto r = planLbpStar(platform, problem, opts(mode.toStdString()));
        const double m = static_cast<double>(problem.m), k = static_cast<double>(problem.k),
                     n = static_cast<double>(problem.n);
        // relaxed: the closed form against the simulator
        const auto relaxed = lbpStarSchedule(platform, problem, r.mode, r.ids, r.relaxedK);
        const auto sim = sim::simulate(sim::SimPlatform(r.run.platform, static_cast<double>(problem.q), lbpCommModel(r.mode)),
                                       relaxed);
        const auto ends = computeEnds(sim, r.ids);
        double relaxedSum = 0;
        for (std::size_t i = 0; i < r.ids.size(); ++i) {
            relaxedSum += r.relaxedK[i];
            if (r.relaxedK[i] > 0)
                QVERIFY2(near(ends[i], r.relaxedMakespan),
                         qPrintable(QString("%1 ends at %2, T_f = %3").arg(QString::fromStdString(r.ids[i])).arg(ends[i]).arg(r.relaxedMakespan)));
        }
        // The run ends with the computations unless, in an SS mode, a worker's data arrive
        // slower than it computes them (c_i k_i < L_i + m_i k_i): §4.1 and §4.4 assume it never
        // waits, the schedule follows them, and the result says so in a note. Flat shapes and
        // slow links make it common: the computation per element sent of a layer is m·n/(m+n).
        const auto members = lbpStarMembers(platform, problem, ServiceOrder::File);
        bool starved = false;
        for (std::size_t i = 0; i < members.size(); ++i) {
            const auto &t = members[i].times;
            if (simultaneousStart(r.mode) && r.relaxedK[i] > 0 && t.compute * r.relaxedK[i] < t.latency + t.transfer * r.relaxedK[i])
                starved = true;
        }
        const bool noted = std::any_of(r.notes.begin(), r.notes.end(), [](const std::string &x) {
            return x.find("arrive slower than it computes") != std::string::npos;
        });
        QCOMPARE(noted, starved);
        if (starved) // the last transfers end after the computations
            QVERIFY(sim.makespan >= r.relaxedMakespan * (1 - 1e-9));
        else
            QVERIFY2(near(sim.makespan, r.relaxedMakespan),
                     qPrintable(QString("simulated %1, closed form %2").arg(sim.makespan).arg(r.relaxedMakespan)));
        QVERIFY(near(relaxedSum, k));
        // integer
        std::int64_t sum = 0;
        for (auto ki : r.k) {
            QVERIFY(ki >= 0);
            sum += ki;
        }
        QCOMPARE(sum, problem.k);
        // Without latency the relaxed optimum bounds the integer makespan from below; with one,
        // an integer solution that leaves a worker at k = 0 saves its latency, which the closed
        // form (every selected worker k > 0) cannot (23×1×41 in SCCS: one column, one message).
        bool latency = false;
        for (const auto &mb : members)
            latency = latency || mb.latency > 0;
        if (!latency)
            QVERIFY(r.makespan >= r.relaxedMakespan * (1 - 1e-9));
        QCOMPARE(r.run.simulate().makespan, r.makespan);
        const auto pf = r.run.simPlatform();
        const int master = pf.nodeIndex(platform.master);
        double sentExpected = 0;
        for (const auto &a : r.run.schedule.activities) {
            const auto &id = pf.nodes()[static_cast<std::size_t>(a.node)].id;
            if (a.kind == sim::Activity::Kind::Compute)
                QVERIFY(near(a.amount, m * n * static_cast<double>(r.kOf(id))));
            else
                QVERIFY(near(a.amount, (m + n) * static_cast<double>(r.kOf(pf.nodes()[static_cast<std::size_t>(a.peer)].id))));
        }
        for (std::size_t i = 0; i < r.ids.size(); ++i)
            if (r.ids[i] != platform.master)
                sentExpected += (m + n) * static_cast<double>(r.k[i]);
        const auto [work, sent] = workAndSent(r.run.schedule);
        QVERIFY(near(work, m * k * n));
        QVERIFY(near(sent, sentExpected));
        QVERIFY(near(r.volume(), sentExpected));
        if (!platform.masterComputes)
            QVERIFY(near(sent, (m + n) * k)); // paper 004 Theorem 1: every element leaves the master once
        const auto cover = shapeCoverage(r.run.schedule, problem);
        QVERIFY2(cover.empty(), cover.c_str());
        const auto supply = datachecks::supplyViolation(r.run.schedule, datachecks::heldBy(master));
        QVERIFY2(supply.empty(), supply.c_str());
    }

    // The closed forms on a rectangle worked out by hand. lbp-fig1.json (paper 004 Fig. 1:
    // speeds 1, 1, 2, 4, links of 8 blocks per time unit, q = 1), m = 4, k = 8, n = 12:
    // c_i = m·n/s_i = 48, 48, 24, 12 and m_i = (m+n)/8 = 2 for every worker.
    //  PCSS: k ∝ speed = 1, 1, 2, 4, T_f = 48 (eq. 31-33).
    //  PCCS: k_i = T_f/(c_i + 2), T_f = 8/(2/50 + 1/26 + 1/14) = 18200/341 (eq. 26-28),
    //        k = (364, 364, 700, 1300)/341.
    //  SCCS: k_j = c_{j-1} k_{j-1}/(c_j + m_j) (eq. 15, product form eq. 18-19), Σ k = 8 fixes
    //        k_1, and T_f = (c_1 + m_1) k_1 = 50 k_1 (eq. 20).
    //  SCSS: k_j = (c_{j-1} - m_{j-1}) k_{j-1}/c_j (eq. 7, product form eq. 10-11), T_f = 48 k_1
    //        (eq. 12).
    void starClosedFormsByHand_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QVector<double>>("ratio"); // k_i / k_1
        QTest::addColumn<double>("tfPerK1");        // T_f / k_1
        QTest::newRow("pcss") << "pcss" << QVector<double>{1, 1, 2, 4} << 48.0;
        QTest::newRow("pccs") << "pccs" << QVector<double>{1, 1, 50.0 / 26, 50.0 / 14} << 50.0;
        QTest::newRow("sccs") << "sccs" << QVector<double>{1, 48.0 / 50, 48.0 / 50 * 48 / 26, 48.0 / 50 * 48 / 26 * 24 / 14}
                              << 50.0;
        QTest::newRow("scss") << "scss" << QVector<double>{1, 46.0 / 48, 46.0 / 48 * 46 / 24, 46.0 / 48 * 46 / 24 * 22 / 12}
                              << 48.0;
    }
    void starClosedFormsByHand()
    {
        QFETCH(QString, mode);
        QFETCH(QVector<double>, ratio);
        QFETCH(double, tfPerK1);
        const Problem problem = Problem::product(4, 8, 12, 1);
        const auto members = lbpStarMembers(readPlatformFile(example("lbp-fig1.json")), problem, ServiceOrder::File);
        QCOMPARE(members.size(), std::size_t(4));
        const double c[4] = {48, 48, 24, 12};
        for (int i = 0; i < 4; ++i) {
            QVERIFY(near(members[static_cast<std::size_t>(i)].times.compute, c[i], 1e-12));
            QVERIFY(near(members[static_cast<std::size_t>(i)].times.transfer, 2.0, 1e-12));
        }
        double total = 0;
        for (double x : ratio)
            total += x;
        const double k1 = 8.0 / total;
        const auto r = planLbpStar(readPlatformFile(example("lbp-fig1.json")), problem, opts(mode.toStdString()));
        for (int i = 0; i < 4; ++i)
            QVERIFY2(near(r.relaxedK[static_cast<std::size_t>(i)], ratio[i] * k1, 1e-12),
                     qPrintable(QString("k_%1 = %2, by hand %3").arg(i + 1).arg(r.relaxedK[static_cast<std::size_t>(i)]).arg(ratio[i] * k1)));
        QVERIFY(near(r.relaxedMakespan, tfPerK1 * k1, 1e-12));
        if (mode == "pccs")
            QVERIFY(near(r.relaxedMakespan, 18200.0 / 341, 1e-12) && near(r.relaxedK[3], 1300.0 / 341, 1e-12));
    }

    // Square products keep the paper's results, and the shape enters only through m·n and
    // m + n: with L = 0 the relaxed k_i of N×K×N are those of the square N×N×N scaled by K/N
    // (the equal-finish equations are homogeneous in k, eq. 9-33), and swapping m and n changes
    // nothing at all.
    void starShapeScaling_data()
    {
        QTest::addColumn<QString>("mode");
        for (const char *mode : {"scss", "sccs", "pccs", "pcss"})
            QTest::newRow(mode) << QString(mode);
    }
    void starShapeScaling()
    {
        QFETCH(QString, mode);
        const Platform het = test::star({1, 3, 2, 5, 0.5}, {40, 10, 25, 60, 30});
        const auto square = planLbpStar(het, Problem{30, 1}, opts(mode.toStdString()));
        const auto deep = planLbpStar(het, Problem::product(30, 75, 30, 1), opts(mode.toStdString()));
        QCOMPARE(Problem::product(30, 30, 30, 1), (Problem{30, 1}));
        for (std::size_t i = 0; i < square.relaxedK.size(); ++i)
            QVERIFY(near(deep.relaxedK[i], square.relaxedK[i] * 75.0 / 30.0, 1e-12));
        QVERIFY(near(deep.relaxedMakespan, square.relaxedMakespan * 75.0 / 30.0, 1e-12));
        const auto tall = planLbpStar(het, Problem::product(40, 17, 9, 3), opts(mode.toStdString()));
        const auto wide = planLbpStar(het, Problem::product(9, 17, 40, 3), opts(mode.toStdString()));
        QCOMPARE(tall.relaxedK, wide.relaxedK);
        QCOMPARE(tall.relaxedMakespan, wide.relaxedMakespan);
        QCOMPARE(tall.k, wide.k);
        QCOMPARE(tall.makespan, wide.makespan);
    }

    // lbp-mesh on every shape, on a 3×3 mesh (source at the centre) and a 4×4 one with the source
    // in a corner, PMFT-LBP and the heuristic: Σ k_i = k, m·n·k_i of work each, the flows
    // conserve columns of m + n elements (eq. 52-53), the integer solution is simulated as
    // stored, and every update is made once with data that reached its node.
    void meshOnShapes_data()
    {
        QTest::addColumn<Platform>("platform");
        QTest::addColumn<Problem>("problem");
        QTest::addColumn<bool>("heuristic");
        Platform corner = generatedMesh(16, 7);
        corner.master = "P1";
        for (const auto &problem : shapes())
            for (bool h : {false, true}) {
                const QString tag = shapeTag(problem) + (h ? "/heuristic" : "/pmft");
                QTest::newRow(qPrintable("mesh3x3/" + tag)) << generatedMesh(9) << problem << h;
                QTest::newRow(qPrintable("corner4x4/" + tag)) << corner << problem << h;
            }
    }
    void meshOnShapes()
    {
        QFETCH(Platform, platform);
        QFETCH(Problem, problem);
        QFETCH(bool, heuristic);
        const auto r = planLbpMesh(platform, problem, heuristic);
        const double m = static_cast<double>(problem.m), k = static_cast<double>(problem.k),
                     n = static_cast<double>(problem.n);
        std::int64_t sum = 0;
        double relaxedSum = 0;
        for (std::size_t i = 0; i < r.k.size(); ++i) {
            QVERIFY(r.k[i] >= 0);
            sum += r.k[i];
            relaxedSum += r.relaxedK[i];
        }
        QCOMPARE(sum, problem.k);
        QVERIFY(near(relaxedSum, k, 1e-7));
        QVERIFY(r.makespan >= r.relaxedMakespan * (1 - 1e-7));
        QCOMPARE(r.run.simulate().makespan, r.makespan);
        // flows: every computing node keeps (m+n)·k_i of what it receives, the source sends
        // (m+n)·(k - k_S), routers forward everything
        std::map<std::string, double> balance;
        for (const auto &f : r.phi) {
            QVERIFY(f.elements >= 0);
            QVERIFY(near(std::fmod(f.elements, m + n), 0.0) || near(std::fmod(f.elements, m + n), m + n)); // whole columns
            balance[f.to] += f.elements;
            balance[f.from] -= f.elements;
        }
        for (std::size_t i = 0; i < r.ids.size(); ++i)
            if (r.ids[i] != platform.master)
                QVERIFY(near(balance[r.ids[i]], (m + n) * static_cast<double>(r.k[i])));
        const auto pf = r.run.simPlatform();
        for (const auto &a : r.run.schedule.activities)
            if (a.kind == sim::Activity::Kind::Compute)
                QVERIFY(near(a.amount, m * n * static_cast<double>(r.kOf(pf.nodes()[static_cast<std::size_t>(a.node)].id))));
        const auto [work, sent] = workAndSent(r.run.schedule);
        QVERIFY(near(work, m * k * n));
        QVERIFY(near(sent, r.volume()));
        const auto cover = shapeCoverage(r.run.schedule, problem);
        QVERIFY2(cover.empty(), cover.c_str());
        const auto supply = datachecks::supplyViolation(r.run.schedule, datachecks::heldBy(pf.nodeIndex(platform.master)));
        QVERIFY2(supply.empty(), supply.c_str());
    }

    // A star is a graph too: on a rectangle, MFT-LBP's optimum on star16.json is the PCCS
    // closed form of lbp-star (eq. 26-28 with c_i = m·n w_i T_cp, m_i = (m+n) z_i T_cm).
    void meshOnAStarIsPccs()
    {
        const Platform s16 = readPlatformFile(example("star16.json"));
        const Problem problem = Problem::product(1500, 700, 300, 80);
        const auto mesh = planLbpMesh(s16, problem, false);
        const auto star = planLbpStar(s16, problem, opts("pccs"));
        QCOMPARE(mesh.ids, star.ids);
        QVERIFY(near(mesh.relaxedMakespan, star.relaxedMakespan, 1e-8));
        for (std::size_t i = 0; i < star.ids.size(); ++i)
            QVERIFY(near(mesh.relaxedK[i], star.relaxedK[i], 1e-6));
        QCOMPARE(mesh.k, star.k);
        QVERIFY(near(mesh.makespan, star.makespan));
    }

    // SUMMA and the pipelines on every shape on a 3×3 mesh: all m·k·n multiply-adds, SUMMA's
    // processor (r, c) m_r·n_c·k of them, every update once, each datum where it was from the
    // start (SUMMA: A(I_r, K_c) and B(L_r, J_c) on (r, c); pipelines: the master) or brought
    // there; the pipeline sends (m+n)·k elements over each of the 12 oriented links.
    void baselinesOnShapes_data()
    {
        QTest::addColumn<Problem>("problem");
        QTest::addColumn<QString>("algorithm");
        for (const auto &problem : shapes())
            for (const char *a : {"summa", "pipeline", "chunked-pipeline"})
                QTest::newRow(qPrintable(shapeTag(problem) + "/" + a)) << problem << QString(a);
    }
    void baselinesOnShapes()
    {
        QFETCH(Problem, problem);
        QFETCH(QString, algorithm);
        const Platform mesh = generatedMesh(9);
        const auto r = planMeshBaseline(algorithm.toStdString(), mesh, problem);
        const double m = static_cast<double>(problem.m), k = static_cast<double>(problem.k),
                     n = static_cast<double>(problem.n);
        double work = 0;
        for (double w : r.work)
            work += w;
        QVERIFY(near(work, m * k * n));
        QVERIFY(near(workAndSent(r.run.schedule).first, m * k * n));
        QCOMPARE(r.run.simulate(), r.simulated);
        const auto cover = shapeCoverage(r.run.schedule, problem);
        QVERIFY2(cover.empty(), cover.c_str());
        const auto pf = r.run.simPlatform();
        datachecks::Holds holds = datachecks::heldBy(pf.nodeIndex(mesh.master));
        if (algorithm == "summa") {
            const auto cut = [](std::int64_t size, int parts) {
                std::vector<std::int64_t> c{0};
                for (auto s : apportion(std::vector<double>(static_cast<std::size_t>(parts), 1.0), size))
                    c.push_back(c.back() + s);
                return c;
            };
            const auto I = cut(problem.m, r.gridRows), J = cut(problem.n, r.gridCols);
            const auto K = cut(problem.k, r.gridCols), L = cut(problem.k, r.gridRows);
            for (std::size_t at = 0; at < r.ids.size(); ++at) {
                const auto a = at / static_cast<std::size_t>(r.gridCols), b = at % static_cast<std::size_t>(r.gridCols);
                QVERIFY(near(r.work[at], static_cast<double>(I[a + 1] - I[a]) * static_cast<double>(J[b + 1] - J[b]) * k));
            }
            holds = [&, I, J, K, L](int node, char matrix, int row, int col) {
                const auto &id = pf.nodes()[static_cast<std::size_t>(node)].id;
                const auto at = static_cast<std::size_t>(std::find(r.ids.begin(), r.ids.end(), id) - r.ids.begin());
                const auto a = at / static_cast<std::size_t>(r.gridCols), b = at % static_cast<std::size_t>(r.gridCols);
                if (matrix == 'A')
                    return row >= I[a] && row < I[a + 1] && col >= K[b] && col < K[b + 1];
                return row >= L[a] && row < L[a + 1] && col >= J[b] && col < J[b + 1];
            };
        } else {
            std::int64_t sum = 0;
            for (auto ki : r.k)
                sum += ki;
            QCOMPARE(sum, problem.k);
            if (algorithm == "pipeline")
                QVERIFY(near(r.volume, 12 * (m + n) * k));
            QVERIFY(r.chunks == 0 || (r.chunks >= 1 && r.chunks <= problem.k));
        }
        const auto supply = datachecks::supplyViolation(r.run.schedule, holds);
        QVERIFY2(supply.empty(), supply.c_str());
    }

    // The shapes the planners refuse: an empty dimension.
    void emptyDimensions()
    {
        const Platform het = test::star({1, 3}, {40, 10});
        for (const auto &p : {Problem::product(0, 5, 5, 1), Problem::product(5, 0, 5, 1), Problem::product(5, 5, 0, 1)}) {
            QVERIFY_THROWS_EXCEPTION(InputError, planLbpStar(het, p, {}));
            QVERIFY_THROWS_EXCEPTION(InputError, planLbpMesh(generatedMesh(9), p, false));
            QVERIFY_THROWS_EXCEPTION(InputError, planPipeline(generatedMesh(9), p));
            QVERIFY_THROWS_EXCEPTION(InputError, planSummaMesh(generatedMesh(9), p));
        }
        // the chunks of the modified pipeline cut k
        QVERIFY_THROWS_EXCEPTION(InputError, planChunkedPipeline(generatedMesh(9), Problem::product(40, 3, 40, 1), 4));
        QCOMPARE(planChunkedPipeline(generatedMesh(9), Problem::product(2, 3, 2, 1), 3).chunks, 3);
    }
};

QTEST_GUILESS_MAIN(TestLbpShapes)
#include "tst_lbp_shapes.moc"
