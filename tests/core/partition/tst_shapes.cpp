// The 2D partitions on products of any shape, C (m×n) = A (m×k) · B (k×n) (docs/shapes.md):
// every strategy covers the ⌈m/q⌉ × ⌈n/q⌉ block grid exactly on random shapes; `columns` and
// `columns-max` equal exhaustive search over column groupings of a rectangle; the metrics count
// what the pieces receive; the outer-product steps run along k; the grid follows C's shape.
#include "plan_cover.h"
#include "../../common/platforms.h"

#include "metrics/metrics.h"
#include "model/error.h"
#include "partition/apportion.h"
#include "partition/columns.h"
#include "partition/columns_max.h"
#include "schedule/outer/outer_product.h"
#include "strategy/strategy.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <random>

using namespace partita;
using namespace partita::test;

namespace {

// Every grouping of p processors into columns (set partitions, by restricted growth strings).
void forEachGrouping(std::size_t p, const std::function<void(const std::vector<std::vector<std::size_t>> &)> &visit)
{
    std::vector<std::size_t> label(p, 0);
    const std::function<void(std::size_t, std::size_t)> next = [&](std::size_t i, std::size_t used) {
        if (i == p) {
            std::vector<std::vector<std::size_t>> columns(used);
            for (std::size_t k = 0; k < p; ++k)
                columns[label[k]].push_back(k);
            visit(columns);
            return;
        }
        for (std::size_t c = 0; c <= used; ++c) {
            label[i] = c;
            next(i + 1, std::max(used, c + 1));
        }
    };
    next(0, 0);
}

// The half-perimeters of a grouping laid out on an m×n rectangle (aspect = m/n), in units of
// √(m·n), computed from the rectangles themselves: column K is W_K·n wide, its members
// (s_k/W_K)·m high.
std::pair<double, double> sumAndMax(const std::vector<double> &s, const std::vector<std::vector<std::size_t>> &columns,
                                    double m, double n)
{
    double sum = 0, worst = 0;
    for (const auto &column : columns) {
        double w = 0;
        for (auto k : column)
            w += s[k];
        for (auto k : column) {
            const double half = (w * n + s[k] / w * m) / std::sqrt(m * n);
            sum += half;
            worst = std::max(worst, half);
        }
    }
    return {sum, worst};
}

// A router master and workers P1..Pp of these speeds, links of bandwidths 1, 2, 3, ...
Platform starOf(const std::vector<double> &speeds)
{
    std::vector<double> bandwidths;
    for (std::size_t i = 0; i < speeds.size(); ++i)
        bandwidths.push_back(1 + static_cast<double>(i));
    return star(speeds, bandwidths);
}

Problem randomShape(std::mt19937 &rng, int index)
{
    std::uniform_int_distribution<std::int64_t> dim(1, 700), block(3, 90);
    const std::int64_t q = block(rng);
    switch (index % 6) {
    case 0: return Problem::product(1, dim(rng), 1, q);         // 1×k×1
    case 1: return Problem::product(dim(rng), 1, dim(rng), q);  // m×1×n
    case 2: return Problem::product(dim(rng), dim(rng), 5, q);  // a narrow C
    default: return Problem::product(dim(rng), dim(rng), dim(rng), q);
    }
}

std::vector<std::string> rectangularPartitions()
{
    std::vector<std::string> names;
    for (const auto &s : strategies())
        if (s.family == Family::Partition && s.rectangular && s.name != "layers")
            names.push_back(s.name);
    return names;
}

} // namespace

class TestShapes : public QObject {
    Q_OBJECT

private slots:
    void everyPartitionCoversTheGrid()
    {
        std::mt19937 rng(21);
        const auto names = rectangularPartitions();
        QVERIFY(names.size() >= 7);
        int planned = 0;
        for (int index = 0; index < 60; ++index) {
            const Problem problem = randomShape(rng, index);
            std::uniform_int_distribution<int> count(1, 12);
            const std::size_t p = static_cast<std::size_t>(count(rng));
            std::uniform_real_distribution<double> speed(1, 10);
            std::vector<double> speeds(p);
            for (auto &v : speeds)
                v = speed(rng);
            const Platform platform = starOf(speeds);
            const PartitionInput in = PartitionInput::fromPlatform(platform, problem);
            for (const auto &name : names) {
                const QString where = QString("%1 on %2x%3x%4, q = %5, p = %6")
                                          .arg(QString::fromStdString(name))
                                          .arg(problem.m).arg(problem.k).arg(problem.n).arg(problem.q).arg(p);
                Plan plan;
                try {
                    plan = makePlan(name, in);
                } catch (const InputError &e) {
                    // only the generalized block may not fit: a grid side longer than C's shorter side
                    const auto [r, c] = gridForShape(static_cast<std::int64_t>(p), problem.m, problem.n);
                    QVERIFY2(name == "hetero-block-cyclic" && std::min(problem.rowBlocks(), problem.colBlocks()) < std::max(r, c),
                             qPrintable(where + ": " + e.what()));
                    continue;
                }
                QCOMPARE(coverDefect(plan, in), QString());
                ++planned;
                // the metrics count elements: the fractions of C add up to 1, each piece receives
                // (rows + cols)·k elements, and no layout has less than its own 2·Σ√a_i
                const Metrics m = computeMetrics(plan, platform, NetworkModel::Star);
                double fractions = 0, volume = 0;
                for (const auto &pm : m.processors) {
                    fractions += pm.workFraction;
                    volume += static_cast<double>(pm.rows + pm.cols) * static_cast<double>(problem.k);
                    QVERIFY(pm.rows <= problem.m && pm.cols <= problem.n);
                }
                QVERIFY2(std::abs(fractions - 1) < 1e-9, qPrintable(where));
                QVERIFY2(std::abs(m.commVolume - volume) <= 1e-9 * volume, qPrintable(where));
                QVERIFY2(m.sumHalfPerimeters >= m.layoutLowerBound * (1 - 1e-12), qPrintable(where));
            }
        }
        QVERIFY(planned > 300);
    }

    // COL-PERI-SUM and COL-PERI-MAX on a rectangle: the dynamic programs against every grouping
    // of up to 8 (7) processors into columns, for wide, square and tall C.
    void columnsEqualExhaustiveSearch()
    {
        std::mt19937 rng(7);
        for (int instance = 0; instance < 24; ++instance) {
            const std::size_t p = 2 + static_cast<std::size_t>(instance % 7);
            std::vector<double> s(p);
            std::uniform_real_distribution<double> speed(1, instance % 2 ? 50.0 : 4.0);
            double total = 0;
            for (auto &v : s)
                total += (v = speed(rng));
            for (auto &v : s)
                v /= total;
            for (const double aspect : {1.0 / 16, 0.3, 1.0, 2.5, 16.0}) {
                const double m = 1000 * std::sqrt(aspect), n = 1000 / std::sqrt(aspect);
                double bestSum = std::numeric_limits<double>::infinity(), bestMax = bestSum;
                forEachGrouping(p, [&](const auto &columns) {
                    const auto [sum, worst] = sumAndMax(s, columns, m, n);
                    bestSum = std::min(bestSum, sum);
                    bestMax = std::min(bestMax, worst);
                });
                const QString where = QString("p = %1, aspect %2").arg(p).arg(aspect);
                for (const auto search : {ColumnSearch::Scan, ColumnSearch::Queue}) {
                    const ColumnPartition cp = optimalColumnPartition(s, search, aspect);
                    QVERIFY2(std::abs(cp.cost - bestSum) <= 1e-9 * bestSum,
                             qPrintable(where + QString(": %1 against %2").arg(cp.cost).arg(bestSum)));
                    QVERIFY2(std::abs(sumAndMax(s, cp.columns, m, n).first - bestSum) <= 1e-9 * bestSum, qPrintable(where));
                }
                if (p <= 7) {
                    const ColumnMaxPartition cm = minMaxColumnPartition(s, kColumnsMaxExact, aspect);
                    QVERIFY(cm.exact);
                    QVERIFY2(std::abs(cm.cost - bestMax) <= 1e-9 * bestMax,
                             qPrintable(where + QString(": max %1 against %2").arg(cm.cost).arg(bestMax)));
                    QVERIFY2(std::abs(sumAndMax(s, cm.columns, m, n).second - bestMax) <= 1e-9 * bestMax, qPrintable(where));
                }
            }
        }
    }

    // Two equal processors: side by side on a wide C, one above the other on a tall one, and a
    // square C takes the cheaper of two equal layouts.
    void columnsFollowTheShape()
    {
        PartitionInput in = makeInput({1, 1}, 1);
        in.problem = Problem::product(1000, 500, 8000, 100); // wide
        Plan wide = makePlan("columns", in);
        QCOMPARE(wide.columns.size(), std::size_t{2});
        QCOMPARE(wide.pieces[0].rectangles.front(), (Rect{0, 0, 40, 10}));
        in.problem = Problem::product(8000, 500, 1000, 100); // tall
        Plan tall = makePlan("columns", in);
        QCOMPARE(tall.columns.size(), std::size_t{1});
        QCOMPARE(tall.pieces[0].rectangles.front(), (Rect{0, 0, 10, 40}));
    }

    void gridFollowsTheShape()
    {
        QCOMPARE(gridForShape(16, 8000, 1000), (std::pair<std::int64_t, std::int64_t>{8, 2}));
        QCOMPARE(gridForShape(16, 1000, 8000), (std::pair<std::int64_t, std::int64_t>{2, 8}));
        for (std::int64_t p = 1; p <= 40; ++p)
            QCOMPARE(gridForShape(p, 3000, 3000), squarestGrid(p));
        std::mt19937 rng(3);
        std::uniform_int_distribution<std::int64_t> dim(1, 100000), count(1, 200);
        for (int i = 0; i < 500; ++i) {
            const std::int64_t p = count(rng), rows = dim(rng), cols = dim(rng);
            const auto [r, c] = gridForShape(p, rows, cols);
            QCOMPARE(r * c, p);
            for (std::int64_t d = 1; d <= p; ++d)
                if (p % d == 0)
                    QVERIFY(static_cast<double>(c) * static_cast<double>(rows) + static_cast<double>(r) * static_cast<double>(cols)
                            <= (static_cast<double>(p / d) * static_cast<double>(rows) + static_cast<double>(d) * static_cast<double>(cols)) * (1 + 1e-12));
        }
    }

    // The outer-product steps run along k: ⌈k/q⌉ steps, m·k·n multiply-adds in all, and the
    // pivots carry the metrics' volume; the makespan of the whole equals the simulated steps.
    void stepsRunAlongK()
    {
        std::mt19937 rng(11);
        const Platform platform = starOf({1, 2, 3, 5});
        for (int index = 0; index < 24; ++index) {
            const Problem problem = randomShape(rng, index);
            for (const char *name : {"columns", "recursive", "block-cyclic"}) {
                const Plan plan = makePlan(name, PartitionInput::fromPlatform(platform, problem));
                const Metrics m = computeMetrics(plan, platform, NetworkModel::Star);
                const OuterProductModel model(platform, plan, outerPieces(m, problem), NetworkModel::Star);
                const sim::ScheduledRun run = model.run();
                double multiplyAdds = 0, elements = 0;
                int lastStep = -1;
                for (const auto &a : run.schedule.activities) {
                    if (a.kind == sim::Activity::Kind::Compute)
                        multiplyAdds += a.amount;
                    else
                        elements += a.amount;
                    lastStep = std::max(lastStep, a.step);
                }
                const QString where = QString("%1 on %2x%3x%4 q %5").arg(name).arg(problem.m).arg(problem.k).arg(problem.n).arg(problem.q);
                QVERIFY2(std::abs(multiplyAdds - problem.multiplyAdds()) <= 1e-9 * problem.multiplyAdds(), qPrintable(where));
                QCOMPARE(lastStep + 1, static_cast<int>(problem.innerBlocks()));
                // the platform's master computes nothing: every piece's pivots are sent
                QVERIFY2(std::abs(elements - m.commVolume) <= 1e-9 * m.commVolume, qPrintable(where));
                QVERIFY2(std::abs(run.simulate().makespan - model.makespan()) <= 1e-9 * model.makespan(), qPrintable(where));
            }
        }
    }

    // A square product is the unit square of paper 000: the same numbers whether it is asked
    // as --n alone or as m = k = n.
    void squareIsUnchanged()
    {
        const Platform platform = starOf({1, 2, 3, 5, 8});
        const Plan a = makePlan("columns", PartitionInput::fromPlatform(platform, Problem(1000, 80)));
        const Plan b = makePlan("columns", PartitionInput::fromPlatform(platform, Problem::product(1000, 1000, 1000, 80)));
        QCOMPARE(a, b);
        const Metrics m = computeMetrics(a, platform, NetworkModel::Star);
        QCOMPARE(m.commVolume, 1000.0 * 1000.0 * m.sumHalfPerimeters);
        QCOMPARE(m.lowerBound, halfPerimeterLowerBound(std::vector<double>{1, 2, 3, 5, 8}));
    }
};

QTEST_GUILESS_MAIN(TestShapes)
#include "tst_shapes.moc"
