// The second refinement of paper 001 §4.3: the shares and workloads of least T_step for a ring
// whose routes are fixed (the program of §2.4, ring_program.h). Its answers are checked against
// answers worked by hand from the KKT conditions, and against a brute-force search of the same
// objective — every point of a grid of shares, T_step of each from equation (3) with the best
// workloads (step_time.h), the grid zoomed around its best point — which knows nothing of the
// solver's two stages.
#include "ring_checks.h"

#include "schedule/ring/ring_program.h"

#include <QtTest>

#include <functional>
#include <random>

using namespace partita;
using namespace partita::ring;
using ringtest::close;

namespace {

bool feasible(const std::vector<double> &x, const std::vector<CapacityGroup> &groups)
{
    for (double v : x)
        if (!(v > 0))
            return false;
    for (const auto &g : groups) {
        double used = 0;
        for (int p : g.paths)
            used += x[static_cast<std::size_t>(p)];
        if (used > g.capacity * (1 + 1e-12))
            return false;
    }
    return true;
}

// T_step of the program's ring with shares x (equation (3), alpha ≥ 0 chosen best); +inf when
// x breaks a capacity.
double stepOf(const RingProgram &pg, const std::vector<double> &x)
{
    if (!feasible(x, pg.groups))
        return INFINITY;
    std::vector<double> d;
    for (const auto &pair : pg.paths)
        d.push_back(pg.h * (1 / x[static_cast<std::size_t>(pair[0])] + 1 / x[static_cast<std::size_t>(pair[1])]));
    return stepTime(pg.speed, d, pg.w).tStep;
}

// x scaled up until a capacity binds: more bandwidth never lengthens a step (every D_i
// decreases), so the least T_step is among such points, and the grid below needs no point
// inside the capacities to come near it.
std::vector<double> scaledUp(const RingProgram &pg, std::vector<double> x)
{
    double theta = INFINITY;
    for (const auto &g : pg.groups) {
        double used = 0;
        for (int p : g.paths)
            used += x[static_cast<std::size_t>(p)];
        theta = std::min(theta, g.capacity / used);
    }
    for (double &v : x)
        v *= theta * (1 - 1e-15);
    return x;
}

// Brute force: T_step at every point of a grid of `points` values per share, from 0 to the
// tightest capacity of the path, each scaled up as above; then the grid is laid again over
// `margin` cells on either side of the best point, `levels` times. Returns the least T_step
// seen.
double gridMinimum(const RingProgram &pg, int points, int levels, int margin = 3)
{
    const std::size_t n = 2 * pg.paths.size();
    std::vector<double> lo(n, 0), hi(n, INFINITY);
    for (const auto &g : pg.groups)
        for (int p : g.paths)
            hi[static_cast<std::size_t>(p)] = std::min(hi[static_cast<std::size_t>(p)], g.capacity);
    std::vector<double> best(n), x(n);
    double bestT = INFINITY;
    for (int level = 0; level < levels; ++level) {
        std::vector<int> index(n, 0);
        std::vector<double> step(n);
        for (std::size_t p = 0; p < n; ++p)
            step[p] = (hi[p] - lo[p]) / (points - 1);
        for (;;) {
            for (std::size_t p = 0; p < n; ++p)
                x[p] = lo[p] + step[p] * index[p];
            const double t = stepOf(pg, scaledUp(pg, x));
            if (t < bestT) {
                bestT = t;
                best = x;
            }
            std::size_t p = 0;
            while (p < n && ++index[p] == points)
                index[p++] = 0;
            if (p == n)
                break;
        }
        for (std::size_t p = 0; p < n; ++p) {
            lo[p] = std::max(0.0, best[p] - margin * step[p]);
            hi[p] = best[p] + margin * step[p];
        }
    }
    return bestT;
}

// A ring of two, A (speed sA) and B (speed sB), on one shared link of bandwidth c: S_A and P_A
// both lead to B, S_B and P_B to A, all four across the link.
RingProgram pairOnOneLink(double sA, double sB, double c, double w, double h)
{
    RingProgram pg;
    pg.h = h;
    pg.w = w;
    pg.speed = {sA, sB};
    pg.paths = {{0, 1}, {2, 3}};
    pg.groups = {{{0, 1, 2, 3}, c}};
    return pg;
}

// The triangle of tst_shared_ring at size 3 (ringtest::triangle(), W = 12, H = 2): ring A, B,
// C, S_A = A→B and P_B = B→A on AB (4), P_A = A→C and S_C = C→A on CA (6), S_B = B→C and
// P_C = C→B via A, on both. Paths: S_A 0, P_A 1, S_B 2, P_B 3, S_C 4, P_C 5.
RingProgram triangleRing()
{
    RingProgram pg;
    pg.h = 2;
    pg.w = 12;
    pg.speed = {1, 1, 1};
    pg.paths = {{0, 1}, {2, 3}, {4, 5}};
    pg.groups = {{{0, 2, 3, 5}, 4}, {{1, 2, 4, 5}, 6}};
    return pg;
}

// The root of f on [lo, hi] where f changes sign, by bisection.
double root(const std::function<double(double)> &f, double lo, double hi)
{
    const bool rising = f(lo) < 0;
    for (int i = 0; i < 200; ++i) {
        const double mid = 0.5 * (lo + hi);
        ((f(mid) < 0) == rising ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

} // namespace

class TestRingProgram : public QObject {
    Q_OBJECT
private slots:
    // Every member computes (stage 1 is the optimum): A of speed 1, B of speed 4, one link of 6,
    // W = 10, H = 1. Equation (4) leaves min Σ a_p/x_p, a = 1, 1, 4, 4, on x_0 + … + x_3 ≤ 6:
    // x_p = 6·√a_p/Σ√a = 6·√a_p/6, so x_A = 1, x_B = 2. D_A = 1·(1 + 1) = 2, D_B = 1·(1/2 + 1/2)
    // = 1, T = (10 + 1·2 + 4·1)/(1 + 4) = 3.2 ≥ both D: alpha_A = (3.2 − 2)·1/10 = 0.12,
    // alpha_B = (3.2 − 1)·4/10 = 0.88.
    void pairWhereEveryMemberComputes()
    {
        const RingProgram pg = pairOnOneLink(1, 4, 6, 10, 1);
        const RingProgramSolution s = solveRingProgram(pg);
        QVERIFY(s.everyMemberComputes);
        QVERIFY(close(s.step.tStep, 3.2, 1e-12));
        QVERIFY(close(s.bandwidth[0], 1, 1e-12) && close(s.bandwidth[1], 1, 1e-12));
        QVERIFY(close(s.bandwidth[2], 2, 1e-12) && close(s.bandwidth[3], 2, 1e-12));
        QVERIFY(close(s.step.alpha[0], 0.12, 1e-12) && close(s.step.alpha[1], 0.88, 1e-12));
        QVERIFY(close(gridMinimum(pg, 11, 40), 3.2, 1e-6));
    }

    // A member whose sends outlast the level (stage 2): the same pair with W = 1, H = 10.
    // Stage 1's shares (1 and 2) give D_A = 20, D_B = 10 and a level (1 + 20 + 40)/5 = 12.2 < 20,
    // so A computes nothing: T = max(D_A, W/s_B + D_B) = max(20/x_A, 1/4 + 20/x_B) with
    // 2·x_A + 2·x_B = 6 (A's two paths are alike, so are B's). The least max equalizes them:
    // 20/x_A = 1/4 + 20/(3 − x_A), x_A ≈ 1.486, T ≈ 13.46 (20 with stage 1's shares).
    void memberWithoutWork()
    {
        const RingProgram pg = pairOnOneLink(1, 4, 6, 1, 10);
        const double xA = root([](double x) { return 20 / x - 0.25 - 20 / (3 - x); }, 1, 2);
        const double expected = 20 / xA;
        const RingProgramSolution s = solveRingProgram(pg);
        QVERIFY(!s.everyMemberComputes);
        QVERIFY2(close(s.step.tStep, expected, 1e-9), qPrintable(QString::number(s.step.tStep, 'g', 17)));
        QVERIFY(s.step.alpha[0] < 1e-9); // 0 up to the barrier's duality gap
        QVERIFY(close(s.step.alpha[1], 1, 1e-9));
        QVERIFY(close(s.bandwidth[0], xA, 1e-6) && close(s.bandwidth[2], 3 - xA, 1e-6));
        QVERIFY(close(gridMinimum(pg, 11, 40), expected, 1e-6));
        // stage 1's shares, as the equation (4) refinement would leave them
        QVERIFY(close(stepOf(pg, {1, 1, 2, 2}), 20, 1e-12));
    }

    // The triangle at size 3: AB carries S_A, P_B (only AB) and S_B, P_C (both links), CA
    // carries P_A, S_C (only CA) and S_B, P_C. Weights 1, so KKT (1/x_p² = Σ_{e∈p} λ_e) gives
    // u = 1/√λ_AB on AB only, v = 1/√λ_CA on CA only and z = uv/√(u² + v²) on both, with
    // 2u + 2z = 4 and 2v + 2z = 6: z = (2 − z)(3 − z)/√((2 − z)² + (3 − z)²), z ≈ 0.9415, and
    // T = (12 + 2·(2/u + 2/v + 2/z))/3 ≈ 7.3234 (all D_i below it). The greedy shares of §4.2
    // gave 68/9 ≈ 7.556 and max-min fairness 22/3 ≈ 7.333 (tst_shared_ring::triangleByHand).
    void triangleBeatsMaxMin()
    {
        const RingProgram pg = triangleRing();
        const double z = root(
            [](double v) { return v - (2 - v) * (3 - v) / std::sqrt((2 - v) * (2 - v) + (3 - v) * (3 - v)); }, 0.5, 1.5);
        const double u = 2 - z, v = 3 - z;
        const double expected = (12 + 2 * (2 / u + 2 / v + 2 / z)) / 3;
        const RingProgramSolution s = solveRingProgram(pg);
        QVERIFY(s.everyMemberComputes);
        QVERIFY2(close(s.step.tStep, expected, 1e-10), qPrintable(QString::number(s.step.tStep, 'g', 17)));
        QVERIFY(close(s.bandwidth[0], u, 1e-7) && close(s.bandwidth[1], v, 1e-7) && close(s.bandwidth[2], z, 1e-7));
        QVERIFY(expected < 22.0 / 3 && 22.0 / 3 < 68.0 / 9);
        // max-min's shares (1 on AB's four paths, 2 on CA's other two) and the greedy ones
        QVERIFY(close(stepOf(pg, {1, 2, 1, 1, 2, 1}), 22.0 / 3, 1e-12));
        QVERIFY(s.step.tStep < stepOf(pg, {1, 2, 1, 1, 2, 1}));
        QVERIFY(close(gridMinimum(pg, 7, 45, 2), expected, 1e-6));
    }

    // Random small rings of two and three members over three links, at communication-to-
    // computation ratios where every member computes and where some cannot: the solver's T_step
    // equals the brute-force search's, and is never above T_step with the shares the search
    // started from (every share at its capacity over the paths sharing it).
    void matchesBruteForce_data()
    {
        QTest::addColumn<int>("members");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<unsigned>("seed");
        // Under AddressSanitizer (the CI's second build) the brute force runs about 35 times
        // slower, most of it on three members' six shares: one ring of two members per ratio and
        // one of three there check the solver's memory use, three per case here its answers.
#if defined(__SANITIZE_ADDRESS__)
        constexpr bool kSanitized = true;
#else
        constexpr bool kSanitized = false;
#endif
        const unsigned rings = kSanitized ? 1 : 3;
        for (int members : {2, 3})
            for (double ratio : {0.01, 0.3, 5.0}) {
                if (kSanitized && members == 3 && ratio != 0.3)
                    continue;
                for (unsigned seed = 1; seed <= rings; ++seed)
                    QTest::addRow("%d members, H/W=%g, seed %u", members, ratio, seed) << members << ratio << seed;
            }
    }
    void matchesBruteForce()
    {
        QFETCH(int, members);
        QFETCH(double, ratio);
        QFETCH(unsigned, seed);
        std::mt19937 rng(seed);
        std::uniform_real_distribution<double> speed(0.5, 4), capacity(1, 10);
        RingProgram pg;
        pg.w = 10;
        pg.h = ratio * pg.w;
        const int paths = 2 * members;
        for (int i = 0; i < members; ++i) {
            pg.speed.push_back(speed(rng));
            pg.paths.push_back({2 * i, 2 * i + 1});
        }
        // three links, each crossed by a random non-empty set of paths; every path on one
        for (int l = 0; l < 3; ++l) {
            CapacityGroup g{{}, capacity(rng)};
            for (int p = 0; p < paths; ++p)
                if (rng() % 2 == 0 || l == p % 3)
                    g.paths.push_back(p);
            pg.groups.push_back(g);
        }
        const RingProgramSolution s = solveRingProgram(pg);
        QVERIFY(feasible(s.bandwidth, pg.groups));
        QVERIFY(close(stepOf(pg, s.bandwidth), s.step.tStep, 1e-12));
        const double brute = members == 2 ? gridMinimum(pg, 11, 45) : gridMinimum(pg, 7, 45, 2);
        // No point of the grid is better than the solver's answer, and the grid comes within its
        // resolution of it: 1e-6 on the 4 shares of two members, 1e-4 on the 6 of three (its
        // zoom, 7 points a share, may settle a few cells off a kink of T_step).
        const QString values = QStringLiteral("solver %1, grid %2").arg(s.step.tStep, 0, 'g', 12).arg(brute, 0, 'g', 12);
        QVERIFY2(s.step.tStep <= brute * (1 + 1e-9), qPrintable(values));
        QVERIFY2(close(s.step.tStep, brute, members == 2 ? 1e-6 : 1e-4), qPrintable(values));
        std::vector<double> even(static_cast<std::size_t>(paths), INFINITY);
        for (const auto &g : pg.groups)
            for (int p : g.paths)
                even[static_cast<std::size_t>(p)] = std::min(even[static_cast<std::size_t>(p)],
                                                             g.capacity / static_cast<double>(g.paths.size()));
        QVERIFY(s.step.tStep <= stepOf(pg, even));
    }

    // Where every member computes, the barrier of stage 2 reaches stage 1's optimum.
    void barrierAgreesWithStageOne()
    {
        for (const RingProgram &pg : {pairOnOneLink(1, 4, 6, 10, 1), triangleRing()}) {
            const RingProgramSolution s = solveRingProgram(pg);
            QVERIFY(s.everyMemberComputes);
            std::vector<double> start(s.bandwidth.size(), 0.1);
            const auto x = solveRingProgramByBarrier(pg, start);
            QVERIFY2(close(stepOf(pg, x), s.step.tStep, 1e-9),
                     qPrintable(QString::number(stepOf(pg, x), 'g', 17)));
        }
    }

    void rejectsBadPrograms()
    {
        RingProgram pg = pairOnOneLink(1, 4, 6, 10, 1);
        pg.groups = {{{0, 1, 2}, 6}}; // path 3 crosses nothing
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solveRingProgram(pg));
        pg = pairOnOneLink(1, 0, 6, 10, 1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solveRingProgram(pg));
        pg = pairOnOneLink(1, 4, 6, 10, 1);
        pg.paths = {{0, 1}, {1, 3}};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solveRingProgram(pg));
    }

    void cancelledTokenStops()
    {
        CancelToken token;
        token.cancel();
        QVERIFY_THROWS_EXCEPTION(Cancelled, solveRingProgram(pairOnOneLink(1, 4, 6, 1, 10), &token));
    }
};

QTEST_GUILESS_MAIN(TestRingProgram)
#include "tst_ring_program.moc"
