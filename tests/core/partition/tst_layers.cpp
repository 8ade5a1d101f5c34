// layers (paper 004 §3) on products of any shape, C (m×n) = A (m×k)·B (k×n): the layers cut
// the inner dimension (Σ k_i = k), each k_i the floor or ceiling of its quota k·s_i/Σs, the work
// m·n·k_i of each adds up to m·k·n, and a square product keeps k_i ∝ speed over n
// (docs/layer-based.md, "Products of any shape").
#include "partition/partitioner.h"

#include <QtTest>

#include <cmath>
#include <random>

using namespace partita;

class TestLayers : public QObject {
    Q_OBJECT
private slots:
    void cutsTheInnerDimension()
    {
        std::mt19937 rng(21);
        std::uniform_int_distribution<std::int64_t> dim(1, 500), block(2, 97);
        std::uniform_real_distribution<double> speed(0.1, 10);
        std::vector<Problem> problems{Problem::product(1, 137, 1, 8), Problem::product(311, 1, 97, 8),
                                      Problem::product(1, 1, 1, 3)};
        for (int t = 0; t < 40; ++t) {
            const auto q = block(rng);
            auto m = dim(rng), k = dim(rng), n = dim(rng);
            m += m % q == 0; // q divides none of them
            k += k % q == 0;
            n += n % q == 0;
            problems.push_back(Problem::product(m, k, n, q));
        }
        int round = 0;
        for (const auto &problem : problems) {
            PartitionInput in;
            in.problem = problem;
            const int p = 1 + round++ % 7;
            for (int i = 0; i < p; ++i) {
                in.ids.push_back("P" + std::to_string(i + 1));
                in.speeds.push_back(speed(rng));
            }
            const Plan plan = makePlan("layers", in);
            QCOMPARE(plan.kind, PlanKind::Layers);
            QCOMPARE(plan.problem, problem);
            QCOMPARE(plan.pieces.size(), static_cast<std::size_t>(p));
            std::int64_t sum = 0;
            double work = 0, total = 0;
            for (double s : in.speeds)
                total += s;
            for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
                const auto ki = plan.pieces[i].k;
                QVERIFY(ki >= 0);
                const double quota = static_cast<double>(problem.k) * in.speeds[i] / total;
                QVERIFY2(static_cast<double>(ki) >= std::floor(quota) - 1e-9 && static_cast<double>(ki) <= std::ceil(quota) + 1e-9,
                         qPrintable(QString("k_%1 = %2, quota %3").arg(i).arg(ki).arg(quota)));
                sum += ki;
                work += static_cast<double>(problem.m) * static_cast<double>(problem.n) * static_cast<double>(ki);
            }
            QCOMPARE(sum, problem.k);
            QCOMPARE(work, problem.multiplyAdds());
        }
    }

    // Speeds 1, 1, 2, 4 (paper 004 Fig. 1): k = 1, 1, 2, 4 on the square n = 8, and on a
    // 3×16×5 product 2, 2, 4, 8, whatever m and n.
    void byHand()
    {
        PartitionInput in;
        in.ids = {"P1", "P2", "P3", "P4"};
        in.speeds = {1, 1, 2, 4};
        in.problem = Problem{8, 1};
        std::vector<std::int64_t> k;
        for (const auto &piece : makePlan("layers", in).pieces)
            k.push_back(piece.k);
        QCOMPARE(k, (std::vector<std::int64_t>{1, 1, 2, 4}));
        in.problem = Problem::product(3, 16, 5, 2);
        k.clear();
        for (const auto &piece : makePlan("layers", in).pieces)
            k.push_back(piece.k);
        QCOMPARE(k, (std::vector<std::int64_t>{2, 2, 4, 8}));
    }
};

QTEST_GUILESS_MAIN(TestLayers)
#include "tst_layers.moc"
