// Tests of the heterogeneous block-cyclic distribution (paper 003, generalized blocks).
#include "plan_cover.h"

#include "model/error.h"
#include "partition/apportion.h"
#include "partition/partitioner.h"

#include <QtTest>

#include <cmath>
#include <numeric>
#include <set>

using namespace partita;
using partita::test::coverDefect;
using partita::test::makeInput;
using partita::test::randomInput;

namespace {

// Paper 003's 3 x 3 example structure. The processors are placed by nonincreasing speed, row by
// row (paper 003, "Other Experiments"), so the speeds, given here in a scrambled input order,
// land as 6 6 6 / 4 4 4 / 2 2 2: column sums 12 each (widths 2 of l = 6), heights 6·6/12 = 3,
// 6·4/12 = 2 and 6·2/12 = 1 of 6. Exact cuts for l = 6.
const std::vector<double> kPaperLike{2, 6, 4, 2, 6, 4, 4, 2, 6};
// The grid slot of each input processor: the 6s (inputs 1, 4, 8) fill row 0, the 4s (2, 5, 6)
// row 1, the 2s (0, 3, 7) row 2, ties in input order.
const std::vector<int> kPaperLikeSlot{6, 0, 3, 7, 1, 4, 5, 8, 2};
Rect paperLikePattern(std::size_t k)
{
    const int slot = kPaperLikeSlot[k], i = slot / 3, j = slot % 3;
    const std::int64_t y[] = {0, 3, 5}, h[] = {3, 2, 1};
    return Rect{2 * j, y[i], 2, h[i]};
}

// The processors' grid slots by the rule of hetero_block_cyclic.cpp, for the checks below.
std::vector<std::size_t> slotsBySpeed(const std::vector<double> &speeds)
{
    std::vector<std::size_t> order(speeds.size()), slot(speeds.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return speeds[a] > speeds[b]; });
    for (std::size_t s = 0; s < order.size(); ++s)
        slot[order[s]] = s;
    return slot;
}

// Rows and columns of the grid a processor's blocks span, counted block by block.
std::int64_t spannedRowsPlusCols(const Piece &piece)
{
    std::set<std::int64_t> rows, cols;
    for (const Rect &r : piece.rectangles) {
        for (std::int64_t y = r.y; y < r.y + r.h; ++y)
            rows.insert(y);
        for (std::int64_t x = r.x; x < r.x + r.w; ++x)
            cols.insert(x);
    }
    return std::int64_t(rows.size() + cols.size());
}

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
    void speedsDecreaseAlongRowsAndColumns();
    void shapeIsBestOverAllShapes();
    void equalSpeedsKeepSquarestGrid_data();
    void equalSpeedsKeepSquarestGrid();
    void choiceInNote();
};

void TestHeteroBlockCyclic::paperPatternRepeats()
{
    // 18 x 18 blocks with l = 6: 3 x 3 generalized blocks, every one cut the same way.
    const auto in = makeInput(kPaperLike, 18);
    const Plan plan = partitionHeteroBlockCyclicOnGrid(in, 3, 3, 6);
    QCOMPARE(plan.algorithm, std::string("hetero-block-cyclic"));
    QCOMPARE(plan.generalizedBlock, qint64(6));
    QCOMPARE(plan.gridRows, qint64(3));
    QCOMPARE(plan.gridCols, qint64(3));
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    for (std::size_t k = 0; k < 9; ++k) {
        const auto &rects = plan.pieces[k].rectangles;
        QCOMPARE(rects.size(), std::size_t(9)); // one per tile
        for (std::size_t t = 0; t < 9; ++t) {
            Rect expected = paperLikePattern(k);
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
    const Plan plan = partitionHeteroBlockCyclicOnGrid(in, 3, 3, 6);
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
    const Plan plan = partitionHeteroBlockCyclicOnGrid(in, 3, 3, 6);
    QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
    // Slot (0, 0), input 1 (pattern 2 x 3 at the tile origin), lies inside every one of the 16
    // tiles, cut to 2 x 2 in the last tile row.
    QCOMPARE(plan.pieces[1].rectangles.size(), std::size_t(16));
    QCOMPARE(plan.pieces[1].rectangles.back(), (Rect{18, 18, 2, 2}));
    // Slot (0, 2), input 8 (pattern at x = 4..5), never reaches the last tile column: 4 x 3
    // tiles; in the last tile row it keeps y = 18, 19 of its 3-high slice.
    QCOMPARE(plan.pieces[8].rectangles.size(), std::size_t(12));
    QCOMPARE(plan.pieces[8].rectangles.back(), (Rect{16, 18, 2, 2}));
    // Slot (2, 0), input 0 (pattern at y = 5), never reaches the last tile row: 3 x 4 tiles.
    QCOMPARE(plan.pieces[0].rectangles.size(), std::size_t(12));
}

void TestHeteroBlockCyclic::sliceWidthsFollowColumnSums()
{
    // 2 x 3 grid (p = 6), l = nb = 60. Speeds 6, 24, 4, 12, 6, 8 in input order sit by
    // nonincreasing speed as 24 12 8 / 6 6 4 (inputs 1 3 5 / 0 4 2): column sums 30, 18, 12 of
    // 60 → widths 30, 18, 12; heights 60·(24/30, 6/30) = (48, 12), 60·(12/18, 6/18) = (40, 20),
    // 60·(8/12, 4/12) = (40, 20).
    const auto in = makeInput({6, 24, 4, 12, 6, 8}, 60);
    const Plan plan = partitionHeteroBlockCyclicOnGrid(in, 2, 3, 60);
    const std::vector<Rect> expected{{0, 48, 30, 12}, {0, 0, 30, 48},  {48, 40, 12, 20},
                                     {30, 0, 18, 40}, {30, 40, 18, 20}, {48, 0, 12, 40}};
    for (std::size_t k = 0; k < 6; ++k)
        QCOMPARE(plan.pieces[k].rectangles, std::vector<Rect>{expected[k]});
}

void TestHeteroBlockCyclic::defaultL_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("nb");
    QTest::addColumn<qint64>("l");
    // On the squarest grid: nb / (smallest prime factor of nb) when ≥ max(r, c), else nb.
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
    const auto [r, c] = squarestGrid(p);
    const Plan plan = partitionHeteroBlockCyclicOnGrid(in, r, c, 0);
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
        const Plan chosen = partitionHeteroBlockCyclic(in, l);
        QVERIFY2(coverDefect(chosen, in).isEmpty(), qPrintable(coverDefect(chosen, in)));
        const Plan plan = partitionHeteroBlockCyclicOnGrid(in, rows, cols, l);
        QVERIFY2(coverDefect(plan, in).isEmpty(), qPrintable(coverDefect(plan, in)));
        const std::int64_t L = plan.generalizedBlock;
        QVERIFY(L >= side && L <= nb);
        const auto slot = slotsBySpeed(in.speeds);

        // Balance bound. In a full tile P_ij has W_j × H_ij with W_j = Lσ_j + δ, H_ij =
        // L·s_ij/σ_j + ε (σ_j the column sum): W·H - L²s_ij = Lσ_j·ε + δ·H, so the error is
        // < Lσ_j + H < W + H + 1 provided |δ|, |ε| < 1, which apportionAtLeastOne guarantees
        // when no quota is below 1 (Lσ_j ≥ 1 and L·s_ij/σ_j ≥ 1; otherwise the slices raised to
        // 1 block take from the others). In a truncated tile of a × b blocks the ideal is
        // s_ij·a·b and the cut pattern gives anything between 0 and W·H: error ≤ max of both.
        const auto shares = in.shares();
        std::vector<double> sigma(std::size_t(cols), 0.0);
        for (std::size_t k = 0; k < p; ++k)
            sigma[slot[k] % std::size_t(cols)] += shares[k];
        bool exactQuotas = true;
        for (std::size_t k = 0; k < p; ++k) {
            const double colSum = sigma[slot[k] % std::size_t(cols)];
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

void TestHeteroBlockCyclic::speedsDecreaseAlongRowsAndColumns()
{
    // Paper 003, "Other Experiments": nonincreasing speed along each row and each column. The
    // grid position of a processor is read from its rectangle in the first tile: its column is
    // the rank of its x among the slices' x, its row the rank of its y within that slice.
    for (int seed = 1; seed <= 60; ++seed) {
        std::mt19937 rng(static_cast<unsigned>(seed));
        const auto p = std::uniform_int_distribution<std::size_t>(2, 16)(rng);
        const auto in = randomInput(rng, p, 48, 8.0);
        const Plan plan = partitionHeteroBlockCyclic(in, 0);
        const auto r = std::size_t(plan.gridRows), c = std::size_t(plan.gridCols);
        QCOMPARE(r * c, p);
        std::set<std::int64_t> xs;
        for (const Piece &piece : plan.pieces)
            xs.insert(piece.rectangles.front().x);
        QCOMPARE(xs.size(), c);
        std::vector<std::vector<std::pair<std::int64_t, double>>> columns(c);
        for (std::size_t k = 0; k < p; ++k) {
            const Rect &first = plan.pieces[k].rectangles.front();
            const auto j = std::size_t(std::distance(xs.begin(), xs.find(first.x)));
            columns[j].push_back({first.y, in.speeds[k]});
        }
        std::vector<std::vector<double>> grid(r, std::vector<double>(c));
        for (std::size_t j = 0; j < c; ++j) {
            QCOMPARE(columns[j].size(), r);
            std::sort(columns[j].begin(), columns[j].end());
            for (std::size_t i = 0; i < r; ++i)
                grid[i][j] = columns[j][i].second;
        }
        for (std::size_t i = 0; i < r; ++i)
            for (std::size_t j = 0; j < c; ++j) {
                if (j + 1 < c)
                    QVERIFY2(grid[i][j] >= grid[i][j + 1], qPrintable(QStringLiteral("seed %1 row %2").arg(seed).arg(i)));
                if (i + 1 < r)
                    QVERIFY2(grid[i][j] >= grid[i + 1][j], qPrintable(QStringLiteral("seed %1 column %2").arg(seed).arg(j)));
            }
    }
}

void TestHeteroBlockCyclic::shapeIsBestOverAllShapes()
{
    // Brute force over every r x c = p (p ≤ 12): the kept layout is the one on its own shape,
    // its step time max a_k/s_k is within 1 % of the least over all shapes, and no shape that
    // close has less volume Σ (rows_k + cols_k). Volumes and step times are counted here block
    // by block, not by heteroGridCost.
    int nonSquarest = 0;
    for (int seed = 1; seed <= 80; ++seed) {
        std::mt19937 rng(static_cast<unsigned>(seed));
        const auto p = std::uniform_int_distribution<std::size_t>(1, 12)(rng);
        const auto nb = std::uniform_int_distribution<std::int64_t>(12, 40)(rng);
        const auto in = randomInput(rng, p, nb, 6.0, seed % 2 == 0);
        const Plan kept = partitionHeteroBlockCyclic(in, 0);
        QVERIFY2(coverDefect(kept, in).isEmpty(), qPrintable(coverDefect(kept, in)));
        const auto shares = in.shares();
        auto measure = [&](const Plan &plan) {
            double step = 0;
            std::int64_t volume = 0;
            for (std::size_t k = 0; k < p; ++k) {
                step = std::max(step, double(plan.pieces[k].area()) / shares[k]);
                volume += spannedRowsPlusCols(plan.pieces[k]);
            }
            return std::pair(step, volume);
        };
        const auto [keptStep, keptVolume] = measure(kept);
        QCOMPARE(heteroGridCost(kept).volume, keptVolume);
        double least = keptStep;
        std::vector<std::pair<double, std::int64_t>> all;
        for (std::int64_t r = 1; r <= std::int64_t(p); ++r) {
            if (std::int64_t(p) % r != 0 || std::max(r, std::int64_t(p) / r) > nb)
                continue;
            const Plan other = partitionHeteroBlockCyclicOnGrid(in, r, std::int64_t(p) / r, 0);
            QVERIFY2(coverDefect(other, in).isEmpty(), qPrintable(coverDefect(other, in)));
            all.push_back(measure(other));
            least = std::min(least, all.back().first);
            if (r == kept.gridRows) {
                QCOMPARE(other.pieces, kept.pieces);
                QCOMPARE(other.generalizedBlock, kept.generalizedBlock);
            }
        }
        QVERIFY(keptStep <= least * 1.01);
        for (const auto &[step, volume] : all)
            if (step <= least * 1.01)
                QVERIFY2(volume >= keptVolume, qPrintable(QStringLiteral("seed %1").arg(seed)));
        nonSquarest += kept.gridRows != squarestGrid(std::int64_t(p)).first;
    }
    // The choice is not always the squarest grid (otherwise the search would be idle).
    QVERIFY(nonSquarest > 0);
}

void TestHeteroBlockCyclic::equalSpeedsKeepSquarestGrid_data()
{
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("nb");
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<qint64>("cols");
    // Equal speeds and l dividing into equal slices: every shape balances exactly, and the
    // volume p·(nb/r + nb/c) is least on the squarest grid, the homogeneous prototype's m x m
    // (paper 003, "HomoPA Prototype"); the slides' 12 processors (general blocks 2 x 6, 3 x 4)
    // keep 3 x 4 (fewer rows on the tie with 4 x 3).
    QTest::newRow("9 on 18") << 9 << 18 << qint64(3) << qint64(3);
    QTest::newRow("12 on 24") << 12 << 24 << qint64(3) << qint64(4);
    QTest::newRow("16 on 32") << 16 << 32 << qint64(4) << qint64(4);
}

void TestHeteroBlockCyclic::equalSpeedsKeepSquarestGrid()
{
    QFETCH(int, p);
    QFETCH(int, nb);
    QFETCH(qint64, rows);
    QFETCH(qint64, cols);
    const auto in = makeInput(std::vector<double>(std::size_t(p), 1.0), nb);
    const Plan plan = partitionHeteroBlockCyclic(in, 0);
    QCOMPARE(plan.gridRows, rows);
    QCOMPARE(plan.gridCols, cols);
    for (const Piece &piece : plan.pieces)
        QCOMPARE(piece.area(), std::int64_t(nb * nb / p));
}

void TestHeteroBlockCyclic::choiceInNote()
{
    // 6 processors on 24 blocks: shapes 1x6, 2x3, 3x2, 6x1 are all tried and named.
    const auto in = makeInput({5, 4, 3, 3, 2, 1}, 24);
    const Plan plan = partitionHeteroBlockCyclic(in, 0);
    const QString note = QString::fromStdString(plan.note.text());
    QVERIFY2(note.contains("kept among 1x6, 2x3, 3x2, 6x1"), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("on a %1x%2 grid").arg(plan.gridRows).arg(plan.gridCols)), qPrintable(note));
}

QTEST_GUILESS_MAIN(TestHeteroBlockCyclic)
#include "tst_hetero_block_cyclic.moc"
