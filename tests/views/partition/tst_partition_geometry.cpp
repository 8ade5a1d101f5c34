// Partition geometry: for every strategy, the drawn rectangles are exactly the plan's pieces
// (same blocks, mapped by x·cell, y·cell), they tile the square, and hit testing finds the
// piece under a point. Layers: the A and B slices have widths k_i and cover n. Products of
// other shapes (docs/studio.md, Shapes), on hand-made plans: C's grid of ⌈m/q⌉ × ⌈n/q⌉ blocks keeps
// its aspect, and layers draw A as m × k and B as k × n at one scale.
#include "partition/partition_geometry.h"
#include "io/platform_json.h"
#include "partition/partitioner.h"

#include <QtTest>

#include <map>

using namespace partita;
using namespace partita::views;

class TestPartitionGeometry : public QObject {
    Q_OBJECT

private slots:
    void drawnRectanglesArePlanPieces_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<qlonglong>("n");
        QTest::addColumn<qlonglong>("q");
        for (const std::string &a : partitionAlgorithms()) {
            QTest::newRow((a + " n=4000").c_str()) << QString::fromStdString(a) << 4000LL << 80LL;
            // q does not divide n: 13 blocks, the last one narrower.
            QTest::newRow((a + " n=1000 q=77").c_str()) << QString::fromStdString(a) << 1000LL << 77LL;
        }
    }

    void drawnRectanglesArePlanPieces()
    {
        QFETCH(QString, algorithm);
        QFETCH(qlonglong, n);
        QFETCH(qlonglong, q);
        const Platform platform = readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
        const Problem problem{n, q};
        const Plan plan = makePlan(algorithm.toStdString(), PartitionInput::fromPlatform(platform, problem));
        const QRectF area(10, 20, 600, 500);
        const PartitionGeometry g = PartitionGeometry::compute(plan, area);

        if (plan.kind == PlanKind::Layers) {
            // Two squares of side min(600/2.1, 500) side by side; A slices then B slices.
            std::int64_t width = 0;
            for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
                std::vector<Rect> mine;
                for (const auto &d : g.rects)
                    if (d.piece == static_cast<int>(i))
                        mine.push_back(d.units);
                if (plan.pieces[i].k == 0) {
                    QVERIFY(mine.empty());
                    continue;
                }
                QCOMPARE(mine.size(), std::size_t(2));
                QCOMPARE(mine[0], (Rect{width, 0, plan.pieces[i].k, n}));
                QCOMPARE(mine[1], (Rect{0, width, n, plan.pieces[i].k}));
                width += plan.pieces[i].k;
            }
            QCOMPARE(width, n); // the k_i add up to n (paper 004 §3)
            QVERIFY(g.frameA.right() < g.frameB.left());
            return;
        }

        // Per piece, the drawn block rectangles in order are the plan's rectangles.
        std::map<int, std::vector<Rect>> drawn;
        double pixelArea = 0;
        for (const auto &d : g.rects) {
            drawn[d.piece].push_back(d.units);
            QCOMPARE(d.pixels, g.toPixels(d.units));
            pixelArea += d.pixels.width() * d.pixels.height();
        }
        for (std::size_t i = 0; i < plan.pieces.size(); ++i)
            QCOMPARE(drawn[static_cast<int>(i)], plan.pieces[i].rectangles);
        // The square is the largest that fits, centred: side 500 px for 500 px of height.
        QCOMPARE(g.frameA, QRectF(60, 20, 500, 500));
        QCOMPARE(g.cell, 500.0 / static_cast<double>(problem.blocks()));
        // Each block is owned once: the pieces tile the square.
        QVERIFY(qAbs(pixelArea - 500.0 * 500.0) < 1e-6 * 500.0 * 500.0);
        // The centre of every drawn rectangle hits that rectangle's piece.
        for (const auto &d : g.rects) {
            const int hit = g.hitTest(d.pixels.center());
            QVERIFY(hit >= 0);
            QCOMPARE(g.rects[static_cast<std::size_t>(hit)].piece, d.piece);
        }
        QCOMPARE(g.hitTest(QPointF(5, 5)), -1); // outside the square
    }

    void cyclicPatternLines()
    {
        // hetero-block-cyclic with l = 10 on a 50×50 grid: lines every 10 blocks, 4 each way.
        const Platform platform = readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
        PartitionOptions o;
        o.l = 10;
        const Plan plan = makePlan("hetero-block-cyclic", PartitionInput::fromPlatform(platform, {4000, 80}), o);
        const PartitionGeometry g = PartitionGeometry::compute(plan, QRectF(0, 0, 500, 500));
        QCOMPARE(g.patternLines.size(), std::size_t(8));
        QCOMPARE(g.patternLines.front(), QLineF(100, 0, 100, 500));
    }

    // C of 3 block rows by 7 block columns (m = 240, n = 560, q = 80): a 3×7 rectangle of square
    // cells, as large as fits and centred; three pieces tile it, each drawn where its blocks are.
    void nonSquareBlockGrid()
    {
        Plan plan;
        plan.algorithm = "hand-made";
        plan.problem = Problem::product(240, 1000, 560, 80);
        QCOMPARE(plan.problem.rowBlocks(), std::int64_t(3));
        QCOMPARE(plan.problem.colBlocks(), std::int64_t(7));
        plan.pieces = {{"P1", {Rect{0, 0, 4, 3}}}, {"P2", {Rect{4, 0, 3, 2}}}, {"P3", {Rect{4, 2, 3, 1}}}};
        const PartitionGeometry g = PartitionGeometry::compute(plan, QRectF(10, 20, 700, 500));
        QCOMPARE(g.rows, std::int64_t(3));
        QCOMPARE(g.cols, std::int64_t(7));
        QCOMPARE(g.cell, 100.0); // min(700/7, 500/3)
        QCOMPARE(g.frameA, QRectF(10, 120, 700, 300)); // 7:3, centred vertically
        QCOMPARE(g.rects.size(), std::size_t(3));
        QCOMPARE(g.rects[0].pixels, QRectF(10, 120, 400, 300));
        QCOMPARE(g.rects[1].pixels, QRectF(410, 120, 300, 200));
        QCOMPARE(g.rects[2].pixels, QRectF(410, 320, 300, 100));
        double area = 0;
        for (const auto &d : g.rects)
            area += d.pixels.width() * d.pixels.height();
        QCOMPARE(area, g.frameA.width() * g.frameA.height());
        QCOMPARE(g.hitTest(QPointF(409, 419)), 0);
        QCOMPARE(g.hitTest(QPointF(500, 330)), 2);
        QCOMPARE(g.hitTest(QPointF(500, 110)), -1); // above the grid, inside the area

        // Tall rather than wide (7 block rows, 3 columns): the height limits.
        plan.problem = Problem::product(560, 1000, 240, 80);
        plan.pieces = {{"P1", {Rect{0, 0, 3, 7}}}};
        const PartitionGeometry tall = PartitionGeometry::compute(plan, QRectF(0, 0, 700, 350));
        QCOMPARE(tall.cell, 50.0);
        QCOMPARE(tall.frameA, QRectF(275, 0, 150, 350));

        // Pattern lines stop at the grid's own sides: every 2 blocks, 3 vertical and 1 horizontal.
        plan.problem = Problem::product(240, 1000, 560, 80);
        plan.generalizedBlock = 2;
        const PartitionGeometry cyclic = PartitionGeometry::compute(plan, QRectF(10, 20, 700, 500));
        QCOMPARE(cyclic.patternLines.size(), std::size_t(4));
        QCOMPARE(cyclic.patternLines.front(), QLineF(210, 120, 210, 420));
        QCOMPARE(cyclic.patternLines.back(), QLineF(10, 320, 710, 320));
    }

    // Layers of a product m = 300, k = 600, n = 900: A (300 × 600) on the left in k_i-wide
    // slices, B (600 × 900) on the right in k_i-high slices, both at one scale.
    void nonSquareLayers()
    {
        Plan plan;
        plan.algorithm = "hand-made";
        plan.kind = PlanKind::Layers;
        plan.problem = Problem::product(300, 600, 900, 100);
        Piece a{"P1", {}};
        a.k = 200;
        Piece b{"P2", {}};
        b.k = 400;
        plan.pieces = {a, b};
        // Width 1.05·(600 + 900) = 1575 units, height max(300, 600) = 600 units.
        const PartitionGeometry g = PartitionGeometry::compute(plan, QRectF(0, 0, 1575, 1200));
        QCOMPARE(g.cell, 1.0);
        QCOMPARE(g.frameA, QRectF(0, 450, 600, 300)); // A: k wide, m high, centred on the middle
        QCOMPARE(g.frameB, QRectF(675, 300, 900, 600)); // B: n wide, k high, after a gap of 75
        QCOMPARE(g.rects.size(), std::size_t(4));
        QCOMPARE(g.rects[0].units, (Rect{0, 0, 200, 300}));
        QCOMPARE(g.rects[1].units, (Rect{0, 0, 900, 200}));
        QCOMPARE(g.rects[2].units, (Rect{200, 0, 400, 300}));
        QCOMPARE(g.rects[3].units, (Rect{0, 200, 900, 400}));
        QCOMPARE(g.rects[2].pixels, QRectF(200, 450, 400, 300));
        QCOMPARE(g.rects[3].pixels, QRectF(675, 500, 900, 400));
    }
};

QTEST_GUILESS_MAIN(TestPartitionGeometry)
#include "tst_partition_geometry.moc"
