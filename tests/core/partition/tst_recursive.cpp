// Tests of the recursive bisection into rectangles of prescribed areas.
#include "plan_cover.h"

#include "partition/partitioner.h"

#include <QElapsedTimer>
#include <QtTest>

#include <cmath>

using namespace partita;
using partita::test::coverDefect;
using partita::test::makeInput;
using partita::test::randomInput;

class TestRecursive : public QObject {
    Q_OBJECT
private slots:
    void workedExamples_data();
    void workedExamples();
    void fewerBlocksThanProcessors();
    void randomCover_data();
    void randomCover();
    void tenThousandProcessors_data();
    void tenThousandProcessors();
};

void TestRecursive::workedExamples_data()
{
    QTest::addColumn<QList<double>>("speeds");
    QTest::addColumn<int>("nb");
    QTest::addColumn<QList<Rect>>("rects"); // in input order
    // Two equal halves: the 4 x 4 square is cut across its width at 4·1/2 = 2.
    QTest::newRow("1,1") << QList<double>{1, 1} << 4
                         << QList<Rect>{{0, 0, 2, 4}, {2, 0, 2, 4}};
    // Four equal: halves {P0,P1} | {P2,P3} cut at x = 2, then each 2 x 4 half is taller than
    // wide and is cut across its height at 4·1/2 = 2.
    QTest::newRow("1,1,1,1") << QList<double>{1, 1, 1, 1} << 4
                             << QList<Rect>{{0, 0, 2, 2}, {0, 2, 2, 2}, {2, 0, 2, 2}, {2, 2, 2, 2}};
    // P1 (share 3/4) is first in decreasing order: cut at 4·3/4 = 3, areas 12 and 4 exactly.
    QTest::newRow("1,3") << QList<double>{1, 3} << 4 << QList<Rect>{{3, 0, 1, 4}, {0, 0, 3, 4}};
    // Shares .5, .3, .2: {P0} | {P1,P2} balances exactly, cut at x = 10·.5 = 5; the 5 x 10 right
    // half is cut across its height at 10·.3/.5 = 6: areas 50, 30, 20 = s_i·nb².
    QTest::newRow("5,3,2") << QList<double>{5, 3, 2} << 10
                           << QList<Rect>{{0, 0, 5, 10}, {5, 0, 5, 6}, {5, 6, 5, 4}};
    QTest::newRow("single") << QList<double>{2} << 3 << QList<Rect>{{0, 0, 3, 3}};
}

void TestRecursive::workedExamples()
{
    QFETCH(QList<double>, speeds);
    QFETCH(int, nb);
    QFETCH(QList<Rect>, rects);
    const auto in = makeInput(std::vector<double>(speeds.begin(), speeds.end()), nb);
    const Plan plan = partitionRecursive(in);
    QCOMPARE(plan.algorithm, std::string("recursive"));
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    const auto shares = in.shares();
    for (qsizetype k = 0; k < rects.size(); ++k) {
        const Piece &piece = plan.pieces[std::size_t(k)];
        QCOMPARE(piece.share, shares[std::size_t(k)]);
        QCOMPARE(piece.rectangles, std::vector<Rect>{rects[k]});
    }
}

void TestRecursive::fewerBlocksThanProcessors()
{
    // 5 equal processors, 2 x 2 blocks: every block goes to one processor (the cuts keep at
    // least one block on each side), and exactly one processor is left without area.
    const auto in = makeInput(std::vector<double>(5, 1.0), 2);
    const Plan plan = partitionRecursive(in);
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    int empty = 0;
    for (const Piece &piece : plan.pieces) {
        QVERIFY(piece.area() <= 1);
        empty += piece.rectangles.empty();
    }
    QCOMPARE(empty, 1);
}

void TestRecursive::randomCover_data()
{
    QTest::addColumn<int>("firstSeed");
    QTest::addColumn<int>("maxP");
    QTest::addColumn<int>("maxNb");
    QTest::addColumn<double>("maxRatio");
    QTest::addColumn<double>("factor"); // |area - s·nb²| ≤ factor·(w + h), observed (see below)
    QTest::newRow("small") << 1 << 8 << 12 << 10.0 << 1.0;
    QTest::newRow("p up to 40") << 1000 << 40 << 60 << 10.0 << 1.0;
    QTest::newRow("speeds 1..100") << 2000 << 40 << 60 << 100.0 << 1.5;
    QTest::newRow("speeds 1..1000") << 4000 << 40 << 60 << 1000.0 << 1.5;
    QTest::newRow("more processors than blocks") << 3000 << 40 << 5 << 10.0 << 1.0;
}

void TestRecursive::randomCover()
{
    QFETCH(int, firstSeed);
    QFETCH(int, maxP);
    QFETCH(int, maxNb);
    QFETCH(double, maxRatio);
    QFETCH(double, factor);
    double worst = 0; // largest |area - s·nb²| / (w + h) seen, for the log
    for (int seed = firstSeed; seed < firstSeed + 200; ++seed) {
        std::mt19937 rng(static_cast<unsigned>(seed));
        const auto p = std::uniform_int_distribution<std::size_t>(1, std::size_t(maxP))(rng);
        const auto nb = std::uniform_int_distribution<std::int64_t>(1, maxNb)(rng);
        const auto in = randomInput(rng, p, nb, maxRatio, seed % 2 == 0);
        const Plan plan = partitionRecursive(in);
        QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
        const auto shares = in.shares();
        for (std::size_t k = 0; k < p; ++k) {
            const Piece &piece = plan.pieces[k];
            QCOMPARE(piece.share, shares[k]);
            QVERIFY(piece.rectangles.size() <= 1);
            const double target = shares[k] * double(nb * nb);
            if (piece.rectangles.empty()) {
                // Only in a 1 x 1 rectangle shared with a faster processor: there its rescaled
                // target was at most half a block. The rescalings above it move targets by a
                // fraction of a block; 2 blocks is a loose observed ceiling, not a theorem.
                QVERIFY2(target < 2.0, qPrintable(QStringLiteral("seed %1: empty piece wanted %2")
                                                      .arg(seed).arg(target)));
                continue;
            }
            const Rect &r = piece.rectangles[0];
            const double error = std::abs(double(r.area()) - target);
            worst = std::max(worst, error / double(r.w + r.h));
            // Observed, not proven. Each cut is within half a block of its proportional position
            // (more when the >= 1 clamp acts), an error of at most half the cut length, which
            // the rescaling spreads over the group in proportion to the targets: a leaf's error
            // is Σ over its ancestors of δ·ℓ·s_leaf/s_child, |δ| ≤ 1/2. Over 20,000 random
            // instances per speed range (p ≤ 40, nb ≤ 60) the worst error/(w + h) was 0.93
            // (speeds 1..2), 0.99 (1..10), 1.40 (1..100), 1.38 (1..1000): with very uneven
            // speeds the shortfalls of successive levels compound in the smallest rectangles.
            QVERIFY2(error <= factor * double(r.w + r.h),
                     qPrintable(QStringLiteral("seed %1, P%2: area %3 vs %4 (w+h = %5)")
                                    .arg(seed).arg(k).arg(r.area()).arg(target).arg(r.w + r.h)));
        }
    }
    qInfo("worst |area - s nb^2| / (w + h) = %.3f", worst);
}

void TestRecursive::tenThousandProcessors_data()
{
    QTest::addColumn<int>("nb");
    QTest::newRow("nb = 1000") << 1000; // docs/benchmarks.md: recursive for 10,000 processors
    QTest::newRow("nb = 50") << 50;     // 2,500 blocks for 10,000 processors
}

void TestRecursive::tenThousandProcessors()
{
    QFETCH(int, nb);
    std::mt19937 rng(7);
    const auto in = randomInput(rng, 10000, nb, 10.0);
    QElapsedTimer timer;
    timer.start();
    const Plan plan = partitionRecursive(in);
    const qint64 ms = timer.elapsed();
    qInfo("recursive, p = 10000, nb = %d: %lld ms", nb, static_cast<long long>(ms));
    // The strategy is O(p log p); docs/benchmarks.md allows 0.2 s for the whole process.
#ifdef NDEBUG
    QVERIFY2(ms < 100, qPrintable(QStringLiteral("%1 ms").arg(ms)));
#else
    qInfo("time not checked: unoptimized build (Debug or sanitizers)");
#endif
    std::int64_t area = 0;
    for (const Piece &piece : plan.pieces) {
        QVERIFY(piece.rectangles.size() <= 1);
        area += piece.area();
    }
    QCOMPARE(area, std::int64_t(nb) * nb);
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
}

QTEST_GUILESS_MAIN(TestRecursive)
#include "tst_recursive.moc"
