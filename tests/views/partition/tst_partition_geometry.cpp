// Partition geometry: for every strategy, the drawn rectangles are exactly the plan's pieces
// (same blocks, mapped by x·cell, y·cell), they tile the square, and hit testing finds the
// piece under a point. Layers: the A and B slices have widths k_i and cover n.
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
};

QTEST_GUILESS_MAIN(TestPartitionGeometry)
#include "tst_partition_geometry.moc"
