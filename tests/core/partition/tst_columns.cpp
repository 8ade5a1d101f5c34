// COL-PERI-SUM (paper 000 §2.3): the dynamic program must equal exhaustive search over every
// column-based partition, and stay within 7/4 of the lower bound 2·Σ√s_i.
#include "partition/columns.h"
#include "partition/partitioner.h"

#include <QtTest>

#include <cmath>
#include <numeric>
#include <random>

using namespace partita;

namespace {

// Cheapest column-based partition by brute force: every set partition of the processors
// (restricted growth strings) is a grouping into columns; the cost of a grouping does not
// depend on the order of columns or of rectangles inside a column.
double exhaustiveBest(const std::vector<double> &s)
{
    const std::size_t p = s.size();
    std::vector<std::size_t> a(p, 0), maxPrefix(p, 0);
    double best = std::numeric_limits<double>::infinity();
    while (true) {
        std::size_t groups = *std::max_element(a.begin(), a.end()) + 1;
        std::vector<double> width(groups, 0.0);
        std::vector<std::size_t> count(groups, 0);
        for (std::size_t i = 0; i < p; ++i) {
            width[a[i]] += s[i];
            ++count[a[i]];
        }
        double cost = 0;
        for (std::size_t g = 0; g < groups; ++g)
            cost += static_cast<double>(count[g]) * width[g] + 1.0;
        best = std::min(best, cost);
        // next restricted growth string: a[0] = 0, a[i] <= 1 + max(a[0..i-1])
        std::size_t i = p;
        while (i-- > 1) {
            if (a[i] <= maxPrefix[i - 1]) {
                ++a[i];
                for (std::size_t j = i; j < p; ++j) {
                    if (j > i)
                        a[j] = 0;
                    maxPrefix[j] = std::max(j ? maxPrefix[j - 1] : 0, a[j]);
                }
                break;
            }
        }
        if (i == 0)
            return best;
    }
}

std::vector<double> normalized(std::vector<double> v)
{
    const double sum = std::accumulate(v.begin(), v.end(), 0.0);
    for (auto &x : v)
        x /= sum;
    return v;
}

double lowerBound(const std::vector<double> &s)
{
    double lb = 0;
    for (double x : s)
        lb += 2 * std::sqrt(x);
    return lb;
}

} // namespace

class TestColumns : public QObject {
    Q_OBJECT
private slots:
    void equalsExhaustiveSearch_data()
    {
        QTest::addColumn<int>("p");
        QTest::addColumn<int>("seed");
        for (int p = 1; p <= 8; ++p)
            for (int seed = 1; seed <= (p <= 6 ? 20 : 6); ++seed)
                QTest::addRow("p=%d seed=%d", p, seed) << p << seed;
    }
    void equalsExhaustiveSearch()
    {
        QFETCH(int, p);
        QFETCH(int, seed);
        std::mt19937_64 rng(static_cast<std::uint64_t>(seed * 1000 + p));
        // Speeds spread over two orders of magnitude, so that the optimum really varies.
        std::uniform_real_distribution<double> d(0.0, 2.0);
        std::vector<double> speeds(static_cast<std::size_t>(p));
        for (auto &v : speeds)
            v = std::pow(10.0, d(rng));
        const auto s = normalized(speeds);
        const auto dp = optimalColumnPartition(speeds);
        QVERIFY(std::abs(dp.cost - exhaustiveBest(s)) < 1e-9);
        // the reported grouping really has the reported cost
        QVERIFY(std::abs(columnPartitionCost(s, dp.columns) - dp.cost) < 1e-9);
        // the candidate queue of large platforms reaches the same optimum
        const auto queued = optimalColumnPartition(speeds, ColumnSearch::Queue);
        QVERIFY(std::abs(queued.cost - dp.cost) < 1e-9);
        QVERIFY(std::abs(columnPartitionCost(s, queued.columns) - queued.cost) < 1e-9);
    }

    // The candidate queue (O(p log p)) against the plain program (O(p²)) on random platforms
    // of up to 3,000 processors, speeds spread over one to three orders of magnitude, some with
    // many equal speeds: the same least cost, a grouping that has it, every processor once.
    void queueEqualsScan_data()
    {
        QTest::addColumn<int>("p");
        QTest::addColumn<double>("decades");
        QTest::addColumn<int>("distinct"); // 0: every speed drawn
        for (int p : {9, 40, 300, 3000})
            for (double decades : {1.0, 3.0})
                for (int distinct : {0, 3})
                    QTest::addRow("p=%d decades=%g distinct=%d", p, decades, distinct) << p << decades << distinct;
    }
    void queueEqualsScan()
    {
        QFETCH(int, p);
        QFETCH(double, decades);
        QFETCH(int, distinct);
        std::mt19937_64 rng(static_cast<std::uint64_t>(p * 7 + distinct));
        std::uniform_real_distribution<double> d(0.0, decades);
        std::vector<double> levels;
        for (int i = 0; i < distinct; ++i)
            levels.push_back(std::pow(10.0, d(rng)));
        std::vector<double> speeds(static_cast<std::size_t>(p));
        for (auto &v : speeds)
            v = distinct ? levels[rng() % levels.size()] : std::pow(10.0, d(rng));
        const auto scan = optimalColumnPartition(speeds, ColumnSearch::Scan);
        const auto queue = optimalColumnPartition(speeds, ColumnSearch::Queue);
        QVERIFY2(std::abs(queue.cost - scan.cost) <= 1e-9 * scan.cost,
                 qPrintable(QString("%1 against %2").arg(queue.cost, 0, 'g', 17).arg(scan.cost, 0, 'g', 17)));
        const auto s = normalized(speeds);
        QVERIFY(std::abs(columnPartitionCost(s, queue.columns) - queue.cost) <= 1e-9 * queue.cost);
        std::vector<int> seen(speeds.size(), 0);
        for (const auto &column : queue.columns)
            for (auto i : column)
                ++seen[i];
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
    }

    void knownCases()
    {
        // One processor: the unit square itself, half-perimeter 1 + 1.
        QCOMPARE(optimalColumnPartition({3.0}).cost, 2.0);
        // Four equal processors: 2 columns of 2 give 2·(2·½ + 1) = 4 = 2·Σ√¼, the lower bound
        // (four ½×½ squares); 1 column of 4 gives 4·1 + 1 = 5; 4 columns give 4·(¼ + 1) = 5.
        const auto four = optimalColumnPartition({1, 1, 1, 1});
        QCOMPARE(four.cost, 4.0);
        QCOMPARE(four.columns.size(), std::size_t{2});
        // Paper 004 Fig. 1 speeds 1,1,2,4 (areas 1/8,1/8,1/4,1/2): the best grouping is
        // {1/8,1/8,1/4} | {1/2}: 3·½ + 1 + 1·½ + 1 = 4, against 2Σ√s_i = 2(2/√8 + ½ + 1/√2).
        const auto fig1 = optimalColumnPartition({1, 1, 2, 4});
        QVERIFY(std::abs(fig1.cost - 4.0) < 1e-12);
    }

    void withinSevenQuartersOfLowerBound_data()
    {
        QTest::addColumn<int>("p");
        QTest::addColumn<double>("spread");
        for (int p : {2, 3, 5, 10, 30, 100, 300, 1000})
            for (double spread : {1.0, 10.0, 1000.0})
                QTest::addRow("p=%d spread=%g", p, spread) << p << spread;
    }
    void withinSevenQuartersOfLowerBound()
    {
        QFETCH(int, p);
        QFETCH(double, spread);
        std::mt19937_64 rng(static_cast<std::uint64_t>(p) * 7919u + static_cast<std::uint64_t>(spread));
        std::uniform_real_distribution<double> d(1.0, spread);
        for (int trial = 0; trial < 5; ++trial) {
            std::vector<double> speeds(static_cast<std::size_t>(p));
            for (auto &v : speeds)
                v = d(rng);
            const auto s = normalized(speeds);
            const auto dp = optimalColumnPartition(speeds);
            const double lb = lowerBound(s);
            QVERIFY(dp.cost >= lb - 1e-9);   // nothing beats the bound
            QVERIFY2(dp.cost <= 1.75 * lb, qPrintable(QString("cost %1 lb %2").arg(dp.cost).arg(lb)));
        }
    }

    // Paper 004 Fig. 1 on the 8×8 grid (q = 1): the shares 1/8, 1/8, 1/4, 1/2 of 64 blocks
    // are whole numbers, and the column layout gives exactly 8, 8, 16 and 32 blocks.
    void paper004Figure1IsExact()
    {
        PartitionInput in;
        in.ids = {"P1", "P2", "P3", "P4"};
        in.speeds = {1, 1, 2, 4};
        in.problem = {8, 1};
        const Plan plan = partitionColumns(in);
        std::vector<std::int64_t> areas;
        for (const auto &piece : plan.pieces)
            areas.push_back(piece.area());
        QCOMPARE(areas, (std::vector<std::int64_t>{8, 8, 16, 32}));
    }

    void roundedLayoutFollowsColumns()
    {
        // The integer layout keeps the DP's columns: full-height columns, left to right.
        PartitionInput in;
        in.ids = {"a", "b", "c", "d", "e"};
        in.speeds = {1, 2, 3, 4, 10};
        in.problem = {1000, 10};
        const Plan plan = partitionColumns(in);
        QCOMPARE(plan.columns.size(), optimalColumnPartition(in.speeds).columns.size());
        std::int64_t x = 0;
        for (const auto &col : plan.columns) {
            const auto &first = plan.pieces[static_cast<std::size_t>(col.front())].rectangles.front();
            QCOMPARE(first.x, x);
            std::int64_t y = 0;
            for (int i : col) {
                const auto &r = plan.pieces[static_cast<std::size_t>(i)].rectangles.front();
                QCOMPARE(r.x, x);
                QCOMPARE(r.y, y);
                QCOMPARE(r.w, first.w);
                y += r.h;
            }
            QCOMPARE(y, plan.blocks());
            x += first.w;
        }
        QCOMPARE(x, plan.blocks());
    }
};

QTEST_GUILESS_MAIN(TestColumns)
#include "tst_columns.moc"
