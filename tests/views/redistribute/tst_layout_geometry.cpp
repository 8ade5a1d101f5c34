// Layout geometry of the redistribution player: every processor's rectangle is where the
// layout puts it (processor (c, j) at x = Σ_{k<c} width_k, y = Σ_{i<j} rows_{c,i}, paper 000
// §2.3 and redistribution/layout.h), scaled by the cell size inside the largest centred square;
// the areas sum to n²; the target's rectangles are the target layout's; hit testing finds
// the processor under a point and never one that owns nothing.
#include "paper_layouts.h"
#include "redistribute/layout_geometry.h"
#include "redistribution/layout_from_plan.h"
#include "redistribution/target_layout.h"
#include "io/platform_json.h"
#include "partition/partitioner.h"

#include <QtTest>

Q_DECLARE_METATYPE(partita::Layout)

using namespace partita;
using namespace partita::views;

namespace {

// Processor P1..P3 on 6 × 6 blocks: a column of width 4 (P1 2 rows, P2 4 rows), one of width 2.
Layout small()
{
    Layout l = testing::makeLayout(6, {4, 2}, {{2, 4}, {6}});
    return l;
}

Layout star16Columns()
{
    const Platform platform = readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
    return layoutFromPlan(makePlan("columns", PartitionInput::fromPlatform(platform, Problem{4000, 80})));
}

} // namespace

class TestLayoutGeometry : public QObject {
    Q_OBJECT

private slots:
    // 600 × 600 pixels for 6 blocks: 100 pixels per block, so the rectangles are the blocks × 100.
    void smallLayoutInPixels()
    {
        const LayoutGeometry g = LayoutGeometry::compute(small(), QRectF(0, 0, 600, 600));
        QCOMPARE(g.n, std::int64_t{6});
        QCOMPARE(g.cell, 100.0);
        QCOMPARE(g.frame, QRectF(0, 0, 600, 600));
        QCOMPARE(g.processors.size(), std::size_t{3});
        QCOMPARE(g.processors[0].pixels, QRectF(0, 0, 400, 200));
        QCOMPARE(g.processors[1].pixels, QRectF(0, 200, 400, 400));
        QCOMPARE(g.processors[2].pixels, QRectF(400, 0, 200, 600));
        QCOMPARE(g.processors[0].area, std::int64_t{8});
        QCOMPARE(g.processors[1].area, std::int64_t{16});
        QCOMPARE(g.processors[2].area, std::int64_t{12});
        QVERIFY(!g.hasTarget);
        QCOMPARE(g.processors[0].targetArea, std::int64_t{-1});
    }

    // The grid is the largest square of the area, centred; the header strip is kept above it.
    void centredSquareBelowTheHeaders()
    {
        const LayoutGeometry g = LayoutGeometry::compute(small(), QRectF(10, 20, 800, 640), {}, 40);
        QCOMPARE(g.frame.size(), QSizeF(600, 600)); // min(800, 640 - 40)
        QCOMPARE(g.frame.topLeft(), QPointF(10 + 100, 20 + 40));
        QCOMPARE(g.cell, 100.0);
        QCOMPARE(g.headers.size(), std::size_t{2});
        QCOMPARE(g.headers[0].pixels, QRectF(110, 20, 400, 40));
        QCOMPARE(g.headers[1].pixels, QRectF(510, 20, 200, 40));
        QCOMPARE(g.headers[1].width, std::int64_t{2});
    }

    void everyProcessorWhereTheLayoutSays_data()
    {
        QTest::addColumn<Layout>("layout");
        QTest::newRow("small") << small();
        QTest::newRow("paper 000 Fig. 9, n = 12") << testing::figure9(12).initial;
        QTest::newRow("paper 000 Fig. 7, n = 6") << testing::figure7(6).initial;
        QTest::newRow("star16 columns, n = 4000, q = 80") << star16Columns();
        // A processor with no row and a column of width 0 draw nothing but keep their place.
        QTest::newRow("empty pieces") << testing::makeLayout(5, {0, 5}, {{5}, {2, 0, 3}});
    }

    void everyProcessorWhereTheLayoutSays()
    {
        QFETCH(Layout, layout);
        QVERIFY2(layout.valid(), layout.problemText().c_str());
        const QRectF area(7, 3, 513, 497);
        const LayoutGeometry g = LayoutGeometry::compute(layout, area);
        QCOMPARE(g.cell, 497.0 / static_cast<double>(layout.n));
        const auto places = layout.allSlots();
        QCOMPARE(g.processors.size(), places.size());
        std::int64_t total = 0;
        for (std::size_t i = 0; i < places.size(); ++i) {
            const auto &p = g.processors[i];
            QCOMPARE(p.slot, places[i]);
            QCOMPARE(p.order, i);
            const double x = static_cast<double>(layout.columnStart(places[i].column));
            const double y = static_cast<double>(layout.rowStart(places[i]));
            const double w = static_cast<double>(layout.columns[places[i].column].width);
            const double h = static_cast<double>(layout.processor(places[i]).rows);
            QCOMPARE(p.blocks, QRectF(x, y, w, h));
            QCOMPARE(p.pixels, QRectF(g.frame.left() + x * g.cell, g.frame.top() + y * g.cell, w * g.cell, h * g.cell));
            QCOMPARE(p.area, layout.area(places[i]));
            total += p.area;
            // The rectangle lies in the grid.
            QVERIFY(p.pixels.left() >= g.frame.left() - 1e-9 && p.pixels.right() <= g.frame.right() + 1e-9);
            QVERIFY(p.pixels.top() >= g.frame.top() - 1e-9 && p.pixels.bottom() <= g.frame.bottom() + 1e-9);
            // Hit testing: the centre of a non-empty rectangle is that processor.
            if (p.area > 0)
                QCOMPARE(g.hitTest(p.pixels.center()), static_cast<int>(i));
        }
        QCOMPARE(total, layout.n * layout.n); // every block owned exactly once
        QCOMPARE(g.hitTest(g.frame.topLeft() - QPointF(1, 1)), -1);
        QCOMPARE(g.hitTest(g.frame.bottomRight() + QPointF(1, 1)), -1);
    }

    // With a target of the same structure, each processor also gets the target's rectangle,
    // and the target areas sum to n² too (δ sums to 0, paper 000 §4.1).
    void targetRectangles()
    {
        const auto pc = testing::figure7(6); // one column migration C3 -> C1, then rows
        const LayoutGeometry g = LayoutGeometry::compute(pc.initial, QRectF(0, 0, 480, 480), pc.target);
        QVERIFY(g.hasTarget);
        std::int64_t total = 0, delta = 0;
        const auto places = pc.target.allSlots();
        for (std::size_t i = 0; i < places.size(); ++i) {
            const auto &p = g.processors[i];
            QCOMPARE(p.targetArea, pc.target.area(places[i]));
            QCOMPARE(p.targetBlocks.x(), static_cast<double>(pc.target.columnStart(places[i].column)));
            QCOMPARE(p.targetBlocks.y(), static_cast<double>(pc.target.rowStart(places[i])));
            QCOMPARE(p.targetPixels, g.toPixels(p.targetBlocks));
            total += p.targetArea;
            delta += p.targetArea - p.area;
        }
        QCOMPARE(total, pc.target.n * pc.target.n);
        QCOMPARE(delta, std::int64_t{0});
        QCOMPARE(g.headers[0].width, pc.initial.columns[0].width);
        QCOMPARE(g.headers[0].targetWidth, pc.target.columns[0].width);
        QVERIFY(g.headers[0].width != g.headers[0].targetWidth); // the column migration of Fig. 7

        // A target of another structure is ignored rather than misdrawn.
        const LayoutGeometry other = LayoutGeometry::compute(pc.initial, QRectF(0, 0, 480, 480), small());
        QVERIFY(!other.hasTarget);
        QCOMPARE(other.processors[0].targetArea, std::int64_t{-1});
    }

    // An m × n grid keeps its aspect with square cells, as large as the area allows, centred:
    // 3 × 7 blocks in 700 × 640 pixels (40 for the headers) take 700 × 300 (cells of 100), the
    // 7 × 3 transpose in 800 × 600 takes 257 × 600 (cells of 600/7).
    void rectangularGridKeepsItsAspect()
    {
        Layout wide = testing::makeLayout(7, {2, 5}, {{1, 2}, {3}});
        wide.m = 3;
        QVERIFY(wide.valid());
        const LayoutGeometry g = LayoutGeometry::compute(wide, QRectF(10, 20, 700, 640), {}, 40);
        QCOMPARE(g.n, std::int64_t{7});
        QCOMPARE(g.m, std::int64_t{3});
        QCOMPARE(g.cell, 100.0);
        QCOMPARE(g.frame, QRectF(10, 20 + 40 + 150, 700, 300));
        QCOMPARE(g.processors[0].pixels, QRectF(10, 210, 200, 100));
        QCOMPARE(g.processors[1].pixels, QRectF(10, 310, 200, 200));
        QCOMPARE(g.processors[2].pixels, QRectF(210, 210, 500, 300));
        QCOMPARE(g.headers[1].pixels, QRectF(210, 170, 500, 40));
        QCOMPARE(g.hitTest(QPointF(700, 500)), 2);
        QCOMPARE(g.hitTest(QPointF(100, 300)), 0);
        QCOMPARE(g.hitTest(QPointF(100, 100)), -1); // above the grid, in the empty band

        Layout tall = testing::makeLayout(3, {1, 2}, {{3, 4}, {7}});
        tall.m = 7;
        QVERIFY(tall.valid());
        const LayoutGeometry t = LayoutGeometry::compute(tall, QRectF(0, 0, 800, 600));
        QCOMPARE(t.cell, 600.0 / 7.0);
        QCOMPARE(t.frame.height(), 600.0);
        QCOMPARE(t.frame.width(), 3 * 600.0 / 7.0);
        QCOMPARE(t.frame.center().x(), 400.0);
        for (const auto &p : t.processors) // square cells: pixels are blocks × cell on both sides
            QCOMPARE(QSizeF(p.pixels.width(), p.pixels.height()),
                     QSizeF(p.blocks.width() * t.cell, p.blocks.height() * t.cell));
        std::int64_t total = 0;
        for (const auto &p : t.processors)
            total += p.area;
        QCOMPARE(total, std::int64_t{21}); // every block of the 7 × 3 grid owned once

        // A target of the same columns on the same grid is drawn; one on another grid is not.
        const Layout target = testing::withRows(tall, {{5, 2}, {7}});
        QVERIFY(LayoutGeometry::compute(tall, QRectF(0, 0, 800, 600), target).hasTarget);
        Layout squareTarget = testing::makeLayout(3, {1, 2}, {{1, 2}, {3}});
        QVERIFY(!LayoutGeometry::compute(tall, QRectF(0, 0, 800, 600), squareTarget).hasTarget);
    }

    void emptyLayoutHasNothing()
    {
        const LayoutGeometry g = LayoutGeometry::compute(Layout{}, QRectF(0, 0, 100, 100));
        QVERIFY(g.processors.empty());
        QCOMPARE(g.hitTest(QPointF(50, 50)), -1);
    }

    void pixelsAndBlocksRoundTrip()
    {
        const LayoutGeometry g = LayoutGeometry::compute(small(), QRectF(5, 5, 300, 300));
        const QPointF b(2.5, 4.25);
        const QPointF back = g.toBlocks(g.toPixels(b));
        QVERIFY(std::abs(back.x() - b.x()) < 1e-9 && std::abs(back.y() - b.y()) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestLayoutGeometry)
#include "tst_layout_geometry.moc"
