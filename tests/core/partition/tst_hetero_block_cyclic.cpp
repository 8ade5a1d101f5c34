// Tests of the heterogeneous block-cyclic distribution (paper 003, generalized blocks).
#include "plan_cover.h"

#include "model/error.h"
#include "partition/apportion.h"
#include "partition/partitioner.h"

#include <QtTest>

#include <cmath>
#include <numeric>

using namespace partita;
using partita::test::coverDefect;
using partita::test::makeInput;
using partita::test::randomInput;

namespace {

// Paper 003's 3 x 3 example structure, with speeds (row-major, input order) chosen so that the
// cuts are exact for l = 6: column sums 6, 12, 18 (ratio 1:2:3, widths 1, 2, 3 of 6); within
// the columns 1:2:3, 4:4:4 and 9:6:3 (heights 1,2,3 / 2,2,2 / 3,2,1 of 6). Not rank one.
const std::vector<double> kPaperLike{1, 4, 9, 2, 4, 6, 3, 4, 3};
const std::vector<Rect> kPaperLikePattern{
    {0, 0, 1, 1}, {1, 0, 2, 2}, {3, 0, 3, 3}, // row 0
    {0, 1, 1, 2}, {1, 2, 2, 2}, {3, 3, 3, 2}, // row 1
    {0, 3, 1, 3}, {1, 4, 2, 2}, {3, 5, 3, 1}, // row 2
};

} // namespace

class TestHeteroBlockCyclic : public QObject {
    Q_OBJECT
private slots:
    void paperPatternRepeats();
    void exactBalanceWhenCutsAreExact();
    void truncatedLastTiles();
    void sliceWidthsFollowColumnSums();
    void defaultL_data();
    void defaultL();
    void badL_data();
    void badL();
    void gridTooLarge();
    void randomCover_data();
    void randomCover();
};

void TestHeteroBlockCyclic::paperPatternRepeats()
{
    // 18 x 18 blocks with l = 6: 3 x 3 generalized blocks, every one cut the same way.
    const auto in = makeInput(kPaperLike, 18);
    const Plan plan = partitionHeteroBlockCyclic(in, 6);
    QCOMPARE(plan.algorithm, std::string("hetero-block-cyclic"));
    QCOMPARE(plan.generalizedBlock, qint64(6));
    QCOMPARE(plan.gridRows, qint64(3));
    QCOMPARE(plan.gridCols, qint64(3));
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    for (std::size_t k = 0; k < 9; ++k) {
        const auto &rects = plan.pieces[k].rectangles;
        QCOMPARE(rects.size(), std::size_t(9)); // one per tile
        for (std::size_t t = 0; t < 9; ++t) {
            Rect expected = kPaperLikePattern[k];
            expected.x += std::int64_t(t % 3) * 6;
            expected.y += std::int64_t(t / 3) * 6;
            QCOMPARE(rects[t], expected);
        }
    }
}

void TestHeteroBlockCyclic::exactBalanceWhenCutsAreExact()
{
    // Each tile gives P_ij exactly s_ij·36 blocks (the pattern above), so over the 9 tiles
    // area_ij = s_ij·324 = s_ij·nb²: perfect balance.
    const auto in = makeInput(kPaperLike, 18);
    const Plan plan = partitionHeteroBlockCyclic(in, 6);
    const auto shares = in.shares();
    for (std::size_t k = 0; k < 9; ++k) {
        QCOMPARE(plan.pieces[k].share, shares[k]);
        QCOMPARE(double(plan.pieces[k].area()), shares[k] * 324);
    }
}

void TestHeteroBlockCyclic::truncatedLastTiles()
{
    // nb = 20, l = 6: tiles start at 0, 6, 12, 18; the last tile row and column keep only
    // blocks 18 and 19 of the pattern (x or y < 2 inside the tile).
    const auto in = makeInput(kPaperLike, 20);
    const Plan plan = partitionHeteroBlockCyclic(in, 6);
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    QVERIFY(QString::fromStdString(plan.note).contains("cut at 20"));
    // P_00 (pattern 1 x 1 at the tile origin) lies inside every one of the 16 tiles.
    QCOMPARE(plan.pieces[0].rectangles.size(), std::size_t(16));
    // P_02 (pattern at x = 3..5) never reaches the last tile column: 4 x 3 tiles;
    // in the last tile row it keeps y = 18, 19 of its 3-high slice.
    QCOMPARE(plan.pieces[2].rectangles.size(), std::size_t(12));
    QCOMPARE(plan.pieces[2].rectangles.back(), (Rect{15, 18, 3, 2}));
    // P_01 (x = 1..2) in the last tile column keeps x = 19 only.
    QCOMPARE(plan.pieces[1].rectangles[3], (Rect{19, 0, 1, 2}));
}

void TestHeteroBlockCyclic::sliceWidthsFollowColumnSums()
{
    // 2 x 3 grid (p = 6), l = nb = 60: vertical slice widths are 60·colsum/Σs, heights
    // 60·s_ij/colsum. Speeds give column sums 10, 20, 30 → widths 10, 20, 30; heights
    // 60·(1/10, 9/10), (10/20, 10/20), (20/30, 10/30) = (6, 54), (30, 30), (40, 20).
    const auto in = makeInput({1, 10, 20, 9, 10, 10}, 60);
    const Plan plan = partitionHeteroBlockCyclic(in, 60);
    const std::vector<Rect> expected{{0, 0, 10, 6},  {10, 0, 20, 30},  {30, 0, 30, 40},
                                     {0, 6, 10, 54}, {10, 30, 20, 30}, {30, 40, 30, 20}};
    for (std::size_t k = 0; k < 6; ++k)
        QCOMPARE(plan.pieces[k].rectangles, std::vector<Rect>{expected[k]});
}

void TestHeteroBlockCyclic::defaultL_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("nb");
    QTest::addColumn<qint64>("l");
    // nb / (smallest prime factor of nb) when ≥ max(r, c), else nb.
    QTest::newRow("9 on 18: 18/2") << 9 << 18 << qint64(9);
    QTest::newRow("9 on 10: 10/2") << 9 << 10 << qint64(5);
    QTest::newRow("16 on 12: 12/2") << 16 << 12 << qint64(6);
    QTest::newRow("16 on 6: 6/2 < 4") << 16 << 6 << qint64(6);
    QTest::newRow("9 on 7: prime") << 9 << 7 << qint64(7);
    QTest::newRow("9 on 15: 15/3") << 9 << 15 << qint64(5);
    QTest::newRow("1 on 1") << 1 << 1 << qint64(1);
}

void TestHeteroBlockCyclic::defaultL()
{
    QFETCH(int, p);
    QFETCH(int, nb);
    QFETCH(qint64, l);
    const auto in = makeInput(std::vector<double>(std::size_t(p), 1.0), nb);
    const Plan plan = partitionHeteroBlockCyclic(in, 0);
    QCOMPARE(plan.generalizedBlock, l);
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
}

void TestHeteroBlockCyclic::badL_data()
{
    QTest::addColumn<qint64>("l");
    QTest::addColumn<QString>("message");
    // 3 x 3 grid, nb = 18.
    QTest::newRow("below grid") << qint64(2) << "--l must be between 3 and 18 (got 2)";
    QTest::newRow("above nb") << qint64(19) << "--l must be between 3 and 18 (got 19)";
    QTest::newRow("negative") << qint64(-1) << "--l must be between 3 and 18 (got -1)";
}

void TestHeteroBlockCyclic::badL()
{
    QFETCH(qint64, l);
    QFETCH(QString, message);
    const auto in = makeInput(kPaperLike, 18);
    try {
        partitionHeteroBlockCyclic(in, l);
        QFAIL("no InputError");
    } catch (const InputError &e) {
        QCOMPARE(QString::fromStdString(e.what()), message);
    }
}

void TestHeteroBlockCyclic::gridTooLarge()
{
    // 9 processors on a 3 x 3 grid cannot share a 2 x 2 block grid with one slice each.
    const auto in = makeInput(kPaperLike, 2);
    QVERIFY_THROWS_EXCEPTION(InputError, partitionHeteroBlockCyclic(in, 0));
}

void TestHeteroBlockCyclic::randomCover_data()
{
    QTest::addColumn<int>("firstSeed");
    QTest::addColumn<int>("maxP");
    QTest::addColumn<int>("maxNb");
    QTest::newRow("small") << 1 << 8 << 12;
    QTest::newRow("p up to 40") << 400 << 40 << 60;
}

void TestHeteroBlockCyclic::randomCover()
{
    QFETCH(int, firstSeed);
    QFETCH(int, maxP);
    QFETCH(int, maxNb);
    int bounded = 0;
    for (int seed = firstSeed; seed < firstSeed + 150; ++seed) {
        std::mt19937 rng(static_cast<unsigned>(seed));
        const auto p = std::uniform_int_distribution<std::size_t>(1, std::size_t(maxP))(rng);
        const auto [rows, cols] = squarestGrid(std::int64_t(p));
        const std::int64_t side = std::max(rows, cols);
        const auto nb = std::uniform_int_distribution<std::int64_t>(side, std::max(side, std::int64_t(maxNb)))(rng);
        const auto l = seed % 3 == 0 ? 0 : std::uniform_int_distribution<std::int64_t>(side, nb)(rng);
        const auto in = randomInput(rng, p, nb, 4.0, seed % 2 == 0);
        const Plan plan = partitionHeteroBlockCyclic(in, l);
        QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
        const std::int64_t L = plan.generalizedBlock;
        QVERIFY(L >= side && L <= nb);

        // Balance bound. In a full tile P_ij has W_j × H_ij with W_j = Lσ_j + δ, H_ij =
        // L·s_ij/σ_j + ε (σ_j the column sum): W·H - L²s_ij = Lσ_j·ε + δ·H, so the error is
        // < Lσ_j + H < W + H + 1 provided |δ|, |ε| < 1, which apportionAtLeastOne guarantees
        // when no quota is below 1 (Lσ_j ≥ 1 and L·s_ij/σ_j ≥ 1; otherwise the slices raised to
        // 1 block take from the others). In a truncated tile of a × b blocks the ideal is
        // s_ij·a·b and the cut pattern gives anything between 0 and W·H: error ≤ max of both.
        const auto shares = in.shares();
        std::vector<double> sigma(std::size_t(cols), 0.0);
        for (std::size_t k = 0; k < p; ++k)
            sigma[k % std::size_t(cols)] += shares[k];
        bool exactQuotas = true;
        for (std::size_t k = 0; k < p; ++k) {
            const double colSum = sigma[k % std::size_t(cols)];
            exactQuotas = exactQuotas && double(L) * colSum >= 1 && double(L) * shares[k] / colSum >= 1;
        }
        if (!exactQuotas)
            continue;
        ++bounded;
        const std::int64_t tiles = (nb + L - 1) / L;
        for (std::size_t k = 0; k < p; ++k) {
            const Piece &piece = plan.pieces[k];
            double bound = 0;
            for (std::int64_t ty = 0; ty < tiles; ++ty)
                for (std::int64_t tx = 0; tx < tiles; ++tx) {
                    const std::int64_t a = std::min(L, nb - tx * L), b = std::min(L, nb - ty * L);
                    const Rect *inTile = nullptr;
                    for (const Rect &r : piece.rectangles)
                        if (r.x / L == tx && r.y / L == ty)
                            inTile = &r;
                    if (a == L && b == L) {
                        QVERIFY(inTile != nullptr);
                        bound += double(inTile->w + inTile->h + 1);
                    } else {
                        bound += std::max(inTile ? double(inTile->area()) : 0.0, shares[k] * double(a * b));
                    }
                }
            const double error = std::abs(double(piece.area()) - shares[k] * double(nb * nb));
            QVERIFY2(error < bound, qPrintable(QStringLiteral("seed %1: error %2, bound %3").arg(seed).arg(error).arg(bound)));
        }
    }
    qInfo("balance bound checked on %d of 150 instances", bounded);
    QVERIFY(bounded > 20);
}

QTEST_GUILESS_MAIN(TestHeteroBlockCyclic)
#include "tst_hetero_block_cyclic.moc"
