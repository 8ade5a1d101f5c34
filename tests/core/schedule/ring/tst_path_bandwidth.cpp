// Bandwidth shares of ring paths (paper 001 §4.2, §4.3): minimize Σ a_p/x_p under the link
// capacities, against answers from the KKT conditions a_p/x_p² = Σ_{e∈p} λ_e.
#include "ring_checks.h"

#include "schedule/ring/path_bandwidth.h"

#include <QtTest>

#include <random>

using namespace partita;
using namespace partita::ring;
using ringtest::close;

namespace {

double objective(const std::vector<double> &a, const std::vector<double> &x)
{
    double f = 0;
    for (std::size_t p = 0; p < a.size(); ++p)
        f += a[p] / x[p];
    return f;
}

bool feasible(const std::vector<double> &x, const std::vector<CapacityGroup> &groups)
{
    for (const auto &g : groups) {
        double used = 0;
        for (int p : g.paths)
            used += x[static_cast<std::size_t>(p)];
        if (used > g.capacity * (1 + 1e-12))
            return false;
    }
    return true;
}

} // namespace

class TestPathBandwidth : public QObject {
    Q_OBJECT
private slots:
    // One link of capacity c shared by paths of weights a_p: λ common, x_p = c·√a_p / Σ√a.
    // a = 1, 4, 9, c = 12: √a = 1, 2, 3, x = 2, 4, 6.
    void oneSharedLink()
    {
        const auto x = minimizeWeightedInverse({1, 4, 9}, {{{0, 1, 2}, 12}});
        QVERIFY(close(x[0], 2) && close(x[1], 4) && close(x[2], 6));
    }

    // A cap binds: same link, but path 2 capped at 3 (a backbone of bandwidth 3). It takes 3,
    // the others share 9 in ratio 1:2: x = 3, 6, 3.
    void capBinds()
    {
        const auto x = minimizeWeightedInverse({1, 4, 9}, {{{0, 1, 2}, 12}, {{2}, 3}});
        QVERIFY(close(x[0], 3) && close(x[1], 6) && close(x[2], 3));
    }

    // Nested links: all four on a link of 8, paths 0 and 1 also on a link of 2. Weights 1.
    // Without the inner link x = 2 each, but 0 and 1 would need 4 > 2: they get 1 each, the
    // other two share 8 - 2 = 6: x = 1, 1, 3, 3.
    void nestedLinks()
    {
        const auto x = minimizeWeightedInverse({1, 1, 1, 1}, {{{0, 1, 2, 3}, 8}, {{0, 1}, 2}});
        QVERIFY(close(x[0], 1) && close(x[1], 1) && close(x[2], 3) && close(x[3], 3));
    }

    // Crossing constraints (not laminar): x0 + x1 ≤ 1, x1 + x2 ≤ 1, weights 1. By symmetry
    // x0 = x2 = 1 - x1, and d/dx1 [2/(1 - x1) + 1/x1] = 0 gives 1 - x1 = √2·x1:
    // x1 = 1/(1 + √2) = √2 - 1, x0 = x2 = 2 - √2. (Equal shares, 1/2 each, give 6 against
    // 3 + 2√2 ≈ 5.83.)
    void crossingConstraints()
    {
        const std::vector<CapacityGroup> g{{{0, 1}, 1}, {{1, 2}, 1}};
        const auto x = minimizeWeightedInverse({1, 1, 1}, g);
        QVERIFY(close(x[1], std::sqrt(2.0) - 1, 1e-9));
        QVERIFY(close(x[0], 2 - std::sqrt(2.0), 1e-9));
        QVERIFY(close(x[2], 2 - std::sqrt(2.0), 1e-9));
        QVERIFY(close(objective({1, 1, 1}, x), 3 + 2 * std::sqrt(2.0), 1e-11));
        QVERIFY(feasible(x, g));
    }

    // The laminar answer and the barrier method agree on random nested families like the
    // ones insertions produce (an access link for all four, one per pair, caps).
    void laminarAgreesWithBarrier_data()
    {
        QTest::addColumn<int>("seed");
        for (int s = 1; s <= 40; ++s)
            QTest::addRow("seed %d", s) << s;
    }
    void laminarAgreesWithBarrier()
    {
        QFETCH(int, seed);
        std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
        std::uniform_real_distribution<double> u(0.1, 10);
        const std::vector<double> a{u(rng), u(rng), u(rng), u(rng)};
        std::vector<CapacityGroup> g{{{0, 1, 2, 3}, u(rng)}, {{0, 2}, u(rng)}, {{1, 3}, u(rng)}};
        if (seed % 2)
            g.push_back({{1}, u(rng) / 4});
        if (seed % 3 == 0)
            g.push_back({{0, 2}, u(rng)}); // a second link of the same pair: the tighter counts
        const auto exact = minimizeWeightedInverse(a, g);
        const auto barrier = minimizeWeightedInverseByBarrier(a, g);
        QVERIFY(feasible(exact, g));
        QVERIFY(feasible(barrier, g));
        QVERIFY(close(objective(a, exact), objective(a, barrier), 1e-9));
        for (std::size_t p = 0; p < 4; ++p)
            QVERIFY(close(exact[p], barrier[p], 1e-5));
    }

    void pathOutsideEveryConstraintIsAnError()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 minimizeWeightedInverse({1, 1}, {{{0}, 1}}));
    }

    // allocateNewPaths reads links: on the triangle (ab = 4, bc = 2, ca = 6), paths A→B and
    // B→A share ab: 2 each; a backbone link only caps: with ab a backbone, both get 4.
    void sharedAndBackboneLinks()
    {
        auto pf = ringtest::triangle();
        const std::vector<int> ab{0};
        {
            const RingNetwork net(pf);
            const auto x = allocateNewPaths(net, {&ab, &ab}, {1, 1}, net.capacities());
            QVERIFY(close(x[0], 2) && close(x[1], 2));
        }
        pf.links[0].sharing = Sharing::Backbone;
        const RingNetwork net(pf);
        const auto x = allocateNewPaths(net, {&ab, &ab}, {1, 1}, net.capacities());
        QVERIFY(close(x[0], 4) && close(x[1], 4));
    }

    // §4.3 max-min (Bertsekas-Gallager progressive filling) on the triangle's final ring (see
    // tst_shared_ring): ab holds four paths (1 each), ca those two plus two more, which share
    // what is left: (6 - 2)/2 = 2.
    void maxMinOnTheTriangle()
    {
        const RingNetwork net(ringtest::triangle());
        const std::vector<int> ab{0}, ca{2}, bac{0, 2}, cab{2, 0};
        const auto x = maxMinBandwidths(net, {&ab, &ca, &bac, &ab, &ca, &cab});
        const std::vector<double> expect{1, 2, 1, 1, 2, 1};
        for (std::size_t p = 0; p < expect.size(); ++p)
            QVERIFY(close(x[p], expect[p]));
    }
};

QTEST_GUILESS_MAIN(TestPathBandwidth)
#include "tst_path_bandwidth.moc"
