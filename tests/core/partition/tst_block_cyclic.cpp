// Tests of the homogeneous strategies: even-columns and ScaLAPACK 2D block-cyclic.
#include "plan_cover.h"

#include "partition/apportion.h"
#include "partition/partitioner.h"

#include <QtTest>

#include <cmath>

using namespace partita;
using partita::test::coverDefect;
using partita::test::makeInput;
using partita::test::randomInput;

class TestBlockCyclic : public QObject {
    Q_OBJECT
private slots:
    void evenColumnsWidths_data();
    void evenColumnsWidths();
    void blockCyclicOwners_data();
    void blockCyclicOwners();
    void blockCyclicMergesDegenerateGrid();
    void blockCyclicPaper003Example();
    void randomCover_data();
    void randomCover();
};

void TestBlockCyclic::evenColumnsWidths_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("nb");
    QTest::addColumn<QList<qint64>>("widths");
    // nb/p exact: every column nb/p wide.
    QTest::newRow("4 in 8") << 4 << 8 << QList<qint64>{2, 2, 2, 2};
    // quotas 10/3 = 3.33: floors 3,3,3 and the one block left goes to the earliest index
    // (largest remainder, ties to the earlier index, apportion.h).
    QTest::newRow("3 in 10") << 3 << 10 << QList<qint64>{4, 3, 3};
    // p > nb: quotas 0.6, the three blocks go to the first three; two processors get nothing.
    QTest::newRow("5 in 3") << 5 << 3 << QList<qint64>{1, 1, 1, 0, 0};
    QTest::newRow("1 in 1") << 1 << 1 << QList<qint64>{1};
}

void TestBlockCyclic::evenColumnsWidths()
{
    QFETCH(int, p);
    QFETCH(int, nb);
    QFETCH(QList<qint64>, widths);
    // Speeds are ignored by the homogeneous strategy.
    std::vector<double> speeds;
    for (int k = 0; k < p; ++k)
        speeds.push_back(1.0 + k);
    const auto in = makeInput(speeds, nb);
    const Plan plan = partitionEvenColumns(in);
    QCOMPARE(plan.algorithm, std::string("even-columns"));
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    QCOMPARE(plan.columns.size(), std::size_t(p));
    qint64 x = 0;
    for (int k = 0; k < p; ++k) {
        const Piece &piece = plan.pieces[std::size_t(k)];
        QCOMPARE(plan.columns[std::size_t(k)], std::vector<int>{k});
        QCOMPARE(piece.share, 1.0 / p);
        if (widths[k] == 0) {
            QVERIFY(piece.rectangles.empty());
            continue;
        }
        QCOMPARE(piece.rectangles.size(), std::size_t(1));
        QCOMPARE(piece.rectangles[0], (Rect{x, 0, widths[k], nb}));
        x += widths[k];
    }
}

void TestBlockCyclic::blockCyclicOwners_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("nb");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    // squarestGrid: the largest r ≤ √p dividing p.
    QTest::newRow("6 on 7x7") << 6 << 7 << 2 << 3;
    QTest::newRow("9 on 10x10") << 9 << 10 << 3 << 3;
    QTest::newRow("12 on 5x5") << 12 << 5 << 3 << 4;
    QTest::newRow("4 on 1x1") << 4 << 1 << 2 << 2;
}

void TestBlockCyclic::blockCyclicOwners()
{
    QFETCH(int, p);
    QFETCH(int, nb);
    QFETCH(int, rows);
    QFETCH(int, cols);
    const auto in = makeInput(std::vector<double>(std::size_t(p), 1.0), nb);
    const Plan plan = partitionBlockCyclic(in);
    QCOMPARE(plan.algorithm, std::string("block-cyclic"));
    QCOMPARE(plan.gridRows, qint64(rows));
    QCOMPARE(plan.gridCols, qint64(cols));
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    // ScaLAPACK: block (i, j) belongs to grid cell (i mod r, j mod c), processors row-major.
    for (int k = 0; k < p; ++k) {
        const Piece &piece = plan.pieces[std::size_t(k)];
        QCOMPARE(piece.share, 1.0 / p);
        std::int64_t expected = 0;
        for (int i = 0; i < nb; ++i)
            for (int j = 0; j < nb; ++j)
                expected += (i % rows) * cols + (j % cols) == k;
        QCOMPARE(piece.area(), expected);
        for (const Rect &r : piece.rectangles)
            QCOMPARE((r.y % rows) * cols + (r.x % cols), qint64(k));
    }
}

void TestBlockCyclic::blockCyclicMergesDegenerateGrid()
{
    // p = 5 is prime: the squarest grid is 1 x 5, every block row belongs to the same grid row,
    // so each processor's blocks merge into full-height strips of width 1.
    const auto in = makeInput(std::vector<double>(5, 1.0), 12);
    const Plan plan = partitionBlockCyclic(in);
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    // Processor 1 owns block columns 1, 6, 11.
    QCOMPARE(plan.pieces[1].rectangles,
             (std::vector<Rect>{{1, 0, 1, 12}, {6, 0, 1, 12}, {11, 0, 1, 12}}));
    // p = 1: the whole grid in one rectangle.
    const auto one = makeInput({3.0}, 9);
    QCOMPARE(partitionBlockCyclic(one).pieces[0].rectangles, (std::vector<Rect>{{0, 0, 9, 9}}));
}

void TestBlockCyclic::blockCyclicPaper003Example()
{
    // Paper 003, "2-D Block Cyclic Distribution": a 3 x 3 grid on an 18 x 18 block matrix;
    // P_11 holds block rows 1, 4, ..., 16 and block columns 1, 4, ..., 16 (1-based), so 6 x 6
    // = 36 blocks, one rectangle each.
    const auto in = makeInput(std::vector<double>(9, 1.0), 18);
    const Plan plan = partitionBlockCyclic(in);
    for (const Piece &piece : plan.pieces) {
        QCOMPARE(piece.area(), qint64(36));
        QCOMPARE(piece.rectangles.size(), std::size_t(36));
    }
    QCOMPARE(plan.pieces[4].rectangles.front(), (Rect{1, 1, 1, 1})); // P_22
    QCOMPARE(plan.pieces[4].rectangles.back(), (Rect{16, 16, 1, 1}));
}

void TestBlockCyclic::randomCover_data()
{
    QTest::addColumn<int>("firstSeed");
    QTest::addColumn<int>("maxP");
    QTest::addColumn<int>("maxNb");
    QTest::newRow("small") << 1 << 8 << 12;
    QTest::newRow("p up to 40") << 100 << 40 << 60;
    QTest::newRow("more processors than blocks") << 200 << 40 << 5;
}

void TestBlockCyclic::randomCover()
{
    QFETCH(int, firstSeed);
    QFETCH(int, maxP);
    QFETCH(int, maxNb);
    for (int seed = firstSeed; seed < firstSeed + 60; ++seed) {
        std::mt19937 rng(static_cast<unsigned>(seed));
        const auto p = std::uniform_int_distribution<std::size_t>(1, std::size_t(maxP))(rng);
        const auto nb = std::uniform_int_distribution<std::int64_t>(1, maxNb)(rng);
        const auto in = randomInput(rng, p, nb, 10.0, seed % 2 == 0);
        const double ideal = double(nb * nb) / double(p);

        const Plan even = partitionEvenColumns(in);
        QVERIFY2(coverDefect(even, in).isEmpty(), qPrintable(coverDefect(even, in)));
        for (const Piece &piece : even.pieces) {
            // area = w·nb with |w - nb/p| < 1, so |area - nb²/p| < nb = h; a processor with
            // no column has nb/p < 1, so its ideal nb²/p is below nb as well.
            QVERIFY(std::abs(double(piece.area()) - ideal) < double(nb));
        }

        const Plan cyclic = partitionBlockCyclic(in);
        QVERIFY2(coverDefect(cyclic, in).isEmpty(), qPrintable(coverDefect(cyclic, in)));
        const auto [rows, cols] = squarestGrid(std::int64_t(p));
        for (std::size_t k = 0; k < p; ++k) {
            // P_k sits at grid cell (k / c, k mod c): it owns a block rows and b block columns,
            // a = |{i < nb : i mod r = k / c}| and b likewise, so |a - nb/r| < 1 and
            // |b - nb/c| < 1, and |ab - nb²/p| = |a(b - B) + B(a - A)| < a + B < a + b + 1.
            std::int64_t a = 0, b = 0;
            for (std::int64_t i = 0; i < nb; ++i) {
                a += i % rows == std::int64_t(k) / cols;
                b += i % cols == std::int64_t(k) % cols;
            }
            const Piece &piece = cyclic.pieces[k];
            QCOMPARE(piece.area(), a * b);
            QVERIFY2(std::abs(double(piece.area()) - ideal) < double(a + b + 1),
                     qPrintable(QStringLiteral("seed %1 p %2 nb %3: area %4 vs %5")
                                    .arg(seed).arg(p).arg(nb).arg(piece.area()).arg(ideal)));
        }
    }
}

QTEST_GUILESS_MAIN(TestBlockCyclic)
#include "tst_block_cyclic.moc"
