// Rounding the flows of MFT-LBP to whole columns (schedule/lbp/flow_rounding.h), without MPI:
// on random meshes, with the LP's flows for integer layers, the rounded flows are integers,
// each within one column of the LP's (between its floor and ceiling), conserve every node's
// layer (eq. 52-53: what enters minus what leaves is k_i, the source sends n − k_S), and the
// columns handed out give every node exactly its k_i columns, every column to one node.
#include "model/generator.h"
#include "partition/apportion.h"
#include "schedule/lbp/flow_rounding.h"
#include "schedule/lbp/mft_lbp.h"

#include <QtTest>

#include <cmath>
#include <set>

using namespace partita;

namespace {

Platform generatedMesh(int p, std::uint64_t seed)
{
    GeneratorOptions o;
    o.kind = "mesh";
    o.p = p;
    o.seed = seed;
    return generatePlatform(o);
}

// Integer layers ∝ speed over the computing nodes (largest remainder), Σ = n.
std::vector<std::int64_t> layersBySpeed(const Platform &platform, const MftNetwork &net)
{
    std::vector<double> speeds;
    std::vector<std::size_t> nodes;
    for (std::size_t i = 0; i < net.nodes.size(); ++i)
        if (net.nodes[i].computes) {
            speeds.push_back(platform.findProcessor(net.nodes[i].id)->speed);
            nodes.push_back(i);
        }
    const auto share = apportion(speeds, static_cast<std::int64_t>(net.k));
    std::vector<std::int64_t> k(net.nodes.size(), 0);
    for (std::size_t j = 0; j < nodes.size(); ++j)
        k[nodes[j]] = share[j];
    return k;
}

} // namespace

class TestFlowRounding : public QObject {
    Q_OBJECT
private slots:
    void randomMeshes_data()
    {
        QTest::addColumn<int>("p");
        QTest::addColumn<qint64>("n");
        QTest::addColumn<bool>("corner");
        QTest::addColumn<bool>("rectangle"); // m = n/2 + 1, k = n, n = 2n + 3: columns of m + n elements
        for (int p : {4, 9, 16, 25})
            for (qint64 n : {7, 40, 333})
                for (bool corner : {false, true}) {
                    QTest::newRow(qPrintable(QString("%1 procs, n=%2%3").arg(p).arg(n).arg(corner ? ", corner" : "")))
                        << p << n << corner << false;
                    QTest::newRow(qPrintable(QString("%1 procs, %2x%3x%4%5").arg(p).arg(n / 2 + 1).arg(n).arg(2 * n + 3).arg(corner ? ", corner" : "")))
                        << p << n << corner << true;
                }
    }
    void randomMeshes()
    {
        QFETCH(int, p);
        QFETCH(qint64, n);
        QFETCH(bool, corner);
        QFETCH(bool, rectangle);
        const Problem problem = rectangle ? Problem::product(n / 2 + 1, n, 2 * n + 3, 1) : Problem{n, 1};
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            Platform platform = generatedMesh(p, seed);
            if (corner)
                platform.master = platform.processors.front().id; // the quadrant of §6.2
            MftLbp lp(buildMftNetwork(platform, problem));
            const auto &net = lp.network();
            const auto k = layersBySpeed(platform, net);
            const auto solution = lp.solveFixed(k);
            const auto r = roundFlowsToColumns(net, k, solution.flow);
            QCOMPARE(r.columns.size(), net.edges.size());
            std::vector<std::int64_t> balance(net.nodes.size(), 0); // in − out
            for (std::size_t e = 0; e < net.edges.size(); ++e) {
                const double real = solution.flow[e] / static_cast<double>(problem.m + problem.n);
                const auto f = r.columns[e];
                QVERIFY2(static_cast<double>(f) >= std::floor(real + 1e-9) && static_cast<double>(f) <= std::ceil(real - 1e-9),
                         qPrintable(QString("seed %1, edge %2: %3 rounded to %4").arg(seed).arg(e).arg(real).arg(f)));
                QVERIFY(std::abs(static_cast<double>(f) - real) < 1);
                QCOMPARE(static_cast<std::int64_t>(r.carried[e].size()), f);
                balance[static_cast<std::size_t>(net.edges[e].to)] += f;
                balance[static_cast<std::size_t>(net.edges[e].from)] -= f;
            }
            std::set<std::int64_t> layers;
            for (std::size_t v = 0; v < net.nodes.size(); ++v) {
                const bool source = static_cast<int>(v) == net.source;
                QCOMPARE(balance[v], source ? k[v] - n : k[v]);
                QCOMPARE(static_cast<std::int64_t>(r.kept[v].size()), k[v]);
                for (auto c : r.kept[v])
                    QVERIFY(layers.insert(c).second); // every column in one layer only
            }
            QCOMPARE(static_cast<qint64>(layers.size()), n);
            QCOMPARE(*layers.begin(), std::int64_t{0});
            QCOMPARE(*layers.rbegin(), n - 1);
        }
    }

    // A 2×2 mesh by hand (blocks units, q = 1): S feeds P1 and P2, both feed P3; with
    // k = (P1 1, P2 1, P3 1) and n = 3, a real flow of half a column on each way to P3 (S → P1
    // and S → P2 carry 1.5 each) is no message: the max-flow sends P3's column along the first
    // edge it finds, S → P1 → P3 (2 and 1 columns), and S → P2 carries P2's one.
    void halfColumns()
    {
        MftNetwork net;
        net.m = net.k = net.n = 3;
        net.nodes = {{"S", 0, false, 0}, {"P1", 1, true, 1}, {"P2", 1, true, 1}, {"P3", 2, true, 1}};
        net.edges = {{0, 0, 1, 1, 0}, {1, 0, 2, 1, 0}, {2, 1, 3, 1, 0}, {3, 2, 3, 1, 0}};
        const std::vector<std::int64_t> k{0, 1, 1, 1};
        const double column = net.m + net.n; // elements
        const auto r = roundFlowsToColumns(net, k, {1.5 * column, 1.5 * column, 0.5 * column, 0.5 * column});
        QCOMPARE(r.columns, (std::vector<std::int64_t>{2, 1, 1, 0}));
        // Hand-out in hop order: S passes 0, 1 to P1 and 2 to P2; P1 keeps 0, passes 1 on.
        QCOMPARE(r.carried, (std::vector<std::vector<std::int64_t>>{{0, 1}, {2}, {1}, {}}));
        QCOMPARE(r.kept, (std::vector<std::vector<std::int64_t>>{{}, {0}, {2}, {1}}));
    }

    // Whole flows stay as they are.
    void wholeFlowsUnchanged()
    {
        MftNetwork net;
        net.m = net.k = net.n = 4;
        net.nodes = {{"S", 0, false, 0}, {"P1", 1, true, 1}, {"P2", 2, true, 1}};
        net.edges = {{0, 0, 1, 1, 0}, {1, 1, 2, 1, 0}};
        const auto r = roundFlowsToColumns(net, {0, 2, 2}, {4 * 2 * 4.0, 2 * 2 * 4.0});
        QCOMPARE(r.columns, (std::vector<std::int64_t>{4, 2}));
        QCOMPARE(r.kept[1], (std::vector<std::int64_t>{0, 1}));
        QCOMPARE(r.kept[2], (std::vector<std::int64_t>{2, 3}));
    }

    // Flows that do not deliver the layers cannot be rounded into ones that do.
    void infeasible()
    {
        MftNetwork net;
        net.m = net.k = net.n = 4;
        net.nodes = {{"S", 0, false, 0}, {"P1", 1, true, 1}, {"P2", 2, true, 1}};
        net.edges = {{0, 0, 1, 1, 0}, {1, 1, 2, 1, 0}};
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, roundFlowsToColumns(net, {0, 2, 2}, {3 * 8.0, 1 * 8.0}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, roundFlowsToColumns(net, {0, 2}, {8.0, 8.0}));
    }
};

QTEST_GUILESS_MAIN(TestFlowRounding)
#include "tst_flow_rounding.moc"
