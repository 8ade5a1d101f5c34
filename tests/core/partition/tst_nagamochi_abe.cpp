// Tests of the recursive rectangle partitions paper 004 §6.1 compares with: nagamochi-abe (its
// "Recursive", reference [29]) and nrrp (reference [30]), as read in docs/layer-based.md.
#include "plan_cover.h"

#include "partition/partitioner.h"
#include "partition/recursive_rectangles.h"

#include <QtTest>

#include <cmath>
#include <numeric>

using namespace partita;
using partita::test::coverDefect;
using partita::test::makeInput;
using partita::test::randomInput;

class TestNagamochiAbe : public QObject {
    Q_OBJECT
private slots:
    void splitRule_data();
    void splitRule();
    void largestAloneFromAThird();
    void nrrpSquareCorner();
    void nrrpNestedCorner();
    void nrrpWithoutDominantIsNagamochiAbe();
    void randomCover_data();
    void randomCover();
};

void TestNagamochiAbe::splitRule_data()
{
    QTest::addColumn<QList<double>>("shares"); // in decreasing order
    QTest::addColumn<int>("split");            // size of the first run
    // Largest ≥ S/3: alone, even where a longer prefix is closer to S/2 (.34 + .1 = .44).
    QTest::newRow(".34 alone") << QList<double>{.34, .1, .1, .1, .1, .1, .1, .06} << 1;
    QTest::newRow(".6 alone") << QList<double>{.6, .2, .2} << 1;
    // All < S/3: the prefix closest to S/2 (.25 + .25), within [S/3, 2S/3].
    QTest::newRow("quarters") << QList<double>{.25, .25, .25, .25} << 2;
    QTest::newRow(".3 .3 .2 .2") << QList<double>{.3, .3, .2, .2} << 2;
    // .2 .2 .2 .2 .2: prefixes .4 and .6 are equally close to .5; the shorter is kept.
    QTest::newRow("fifths") << QList<double>{.2, .2, .2, .2, .2} << 2;
}

void TestNagamochiAbe::splitRule()
{
    QFETCH(QList<double>, shares);
    QFETCH(int, split);
    std::vector<double> prefix{0};
    for (double s : shares)
        prefix.push_back(prefix.back() + s);
    const std::size_t k = nagamochiAbeSplit(prefix, 0, std::size_t(shares.size()));
    QCOMPARE(int(k), split);
    // Whatever the rule chose, the first run holds between a third and two thirds of the run
    // whenever the largest share is below two thirds.
    if (shares.front() <= 2.0 / 3) {
        QVERIFY(prefix[k] >= prefix.back() / 3 - 1e-12);
        QVERIFY(prefix[k] <= 2 * prefix.back() / 3 + 1e-12);
    }
}

void TestNagamochiAbe::largestAloneFromAThird()
{
    // Speeds 34, 10 × 6, 6 on 100 × 100 blocks: 34 is ≥ 100/3, so the square is cut at
    // x = 100·.34 = 34 and P0 owns 34 × 100 = 3,400 blocks (= .34·100²); `recursive` splits
    // {34, 10, 10} | rest instead (.54 is closer to half than .34).
    const auto in = makeInput({34, 10, 10, 10, 10, 10, 10, 6}, 100);
    const Plan plan = partitionNagamochiAbe(in);
    QCOMPARE(plan.algorithm, std::string("nagamochi-abe"));
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    QCOMPARE(plan.pieces[0].rectangles, (std::vector<Rect>{{0, 0, 34, 100}}));
    QVERIFY(partitionRecursive(in).pieces[0].rectangles != plan.pieces[0].rectangles);
}

void TestNagamochiAbe::nrrpSquareCorner()
{
    // Speeds 8 and 1 on 9 × 9 blocks: 8/9 > 2/3, the other's area 81/9 = 9 makes a 3 × 3 square
    // at the bottom-right corner; P0 keeps the L: 9 × 6 on top and 6 × 3 beside the square,
    // 54 + 18 = 72 = 8/9·81 blocks.
    const auto in = makeInput({8, 1}, 9);
    const Plan plan = partitionNrrp(in);
    QCOMPARE(plan.algorithm, std::string("nrrp"));
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    QCOMPARE(plan.pieces[0].rectangles, (std::vector<Rect>{{0, 0, 9, 6}, {0, 6, 6, 3}}));
    QCOMPARE(plan.pieces[1].rectangles, (std::vector<Rect>{{6, 6, 3, 3}}));
    // nagamochi-abe cuts P0 off as a 8 × 9 rectangle (x = round(9·8/9) = 8), the other a 1 × 9 strip.
    QCOMPARE(partitionNagamochiAbe(in).pieces[1].rectangles, (std::vector<Rect>{{8, 0, 1, 9}}));
}

void TestNagamochiAbe::nrrpNestedCorner()
{
    // Speeds 96, 6, 6 on 18 × 18: the others' area 324·12/108 = 36 is a 6 × 6 corner at
    // (12, 12); inside it neither holds over two thirds, so the square is cut at x = 6·1/2 = 3:
    // 3 × 6 = 18 = 324·6/108 blocks each, and P0 keeps 324 − 36 = 288 = 324·96/108.
    const auto in = makeInput({96, 6, 6}, 18);
    const Plan plan = partitionNrrp(in);
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    QCOMPARE(plan.pieces[0].area(), std::int64_t(288));
    QCOMPARE(plan.pieces[1].rectangles, (std::vector<Rect>{{12, 12, 3, 6}}));
    QCOMPARE(plan.pieces[2].rectangles, (std::vector<Rect>{{15, 12, 3, 6}}));
}

void TestNagamochiAbe::nrrpWithoutDominantIsNagamochiAbe()
{
    // No share over 2/3 at any level (speeds within a factor 2): the two are the same layout.
    std::mt19937 rng(11);
    for (int i = 0; i < 20; ++i) {
        const auto in = randomInput(rng, 16, 40, 2.0);
        QCOMPARE(partitionNrrp(in).pieces, partitionNagamochiAbe(in).pieces);
    }
}

void TestNagamochiAbe::randomCover_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<double>("maxRatio");
    QTest::newRow("nagamochi-abe, speeds 1..10") << "nagamochi-abe" << 10.0;
    QTest::newRow("nagamochi-abe, speeds 1..1000") << "nagamochi-abe" << 1000.0;
    QTest::newRow("nrrp, speeds 1..10") << "nrrp" << 10.0;
    QTest::newRow("nrrp, speeds 1..1000") << "nrrp" << 1000.0;
}

void TestNagamochiAbe::randomCover()
{
    // Every block owned exactly once (so the areas sum to the grid), one rectangle per
    // processor except NRRP's L-shapes (two), and areas near s_i·nb² where the grid is large.
    QFETCH(QString, algorithm);
    QFETCH(double, maxRatio);
    int lShapes = 0;
    for (int seed = 1; seed <= 300; ++seed) {
        std::mt19937 rng(static_cast<unsigned>(seed));
        const auto p = std::uniform_int_distribution<std::size_t>(1, 24)(rng);
        const auto nb = std::uniform_int_distribution<std::int64_t>(1, 80)(rng);
        auto in = randomInput(rng, p, nb, maxRatio, seed % 2 == 0);
        if (seed % 3 == 0) // a dominant processor, the case NRRP is for
            in.speeds[0] = 10 * std::accumulate(in.speeds.begin(), in.speeds.end(), 0.0);
        const Plan plan = makePlan(algorithm.toStdString(), in);
        QVERIFY2(coverDefect(plan, in).isEmpty(),
                 qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(coverDefect(plan, in))));
        std::int64_t total = 0;
        for (const Piece &piece : plan.pieces) {
            QVERIFY(piece.rectangles.size() <= (algorithm == "nrrp" ? 2u : 1u));
            lShapes += piece.rectangles.size() == 2;
            total += piece.area();
        }
        QCOMPARE(total, nb * nb);
    }
    if (algorithm == "nrrp")
        QVERIFY(lShapes > 50);
    else
        QCOMPARE(lShapes, 0);
}

QTEST_GUILESS_MAIN(TestNagamochiAbe)
#include "tst_nagamochi_abe.moc"
