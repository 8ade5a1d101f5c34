// The column-based layout value (paper 000 §2.3, Fig. 5): geometry, validity, and the layout of
// a `columns` or `even-columns` plan.
#include "layout_checks.h"
#include "paper_layouts.h"
#include "random_layouts.h"

#include "model/error.h"
#include "partition/partitioner.h"
#include "redistribution/layout_from_plan.h"

#include <QtTest>

using namespace partita;
using namespace partita::testing;

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    void geometry()
    {
        // widths 1, 2, 3; column 2 rows 1, 0, 2, 3 (an empty processor in the middle)
        const Layout l = makeLayout(6, {1, 2, 3}, {{6}, {3, 3}, {1, 0, 2, 3}});
        QVERIFY(l.valid());
        QCOMPARE(l.processorCount(), std::size_t{7});
        QCOMPARE(l.columnStart(2), qint64{3});
        QCOMPARE(l.rowStart({2, 3}), qint64{3});
        QCOMPARE(l.area({2, 3}), qint64{9});
        QCOMPARE(l.ownerOfRow(2, 0), std::size_t{0});
        QCOMPARE(l.ownerOfRow(2, 1), std::size_t{2}); // the empty processor owns no row
        QCOMPARE(l.ownerOfRow(2, 5), std::size_t{3});
        QCOMPARE(l.rectangles().size(), std::size_t{6});
        QCOMPARE(l.rectangles()[3].second, (Rect{3, 0, 3, 1}));
        QCOMPARE(coverProblem(l), QString());
    }

    void problems_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("n") << 0 << QString("n must be at least 1 (got 0)");
        QTest::newRow("widths") << 1 << QString("column widths sum to 5, not n = 4");
        QTest::newRow("rows") << 2 << QString("columns[1]: rows sum to 3, not n = 4");
        QTest::newRow("duplicate") << 3 << QString("columns[1]: duplicate processor id 'c1p1'");
        QTest::newRow("empty column") << 4 << QString("columns[1] is empty (a column holds at least one processor)");
        QTest::newRow("negative") << 5 << QString("columns[0]: processor 'c1p2' has negative rows -1");
    }
    void problems()
    {
        QFETCH(int, kind);
        QFETCH(QString, message);
        Layout l = makeLayout(4, {2, 2}, {{2, 2}, {4}});
        QVERIFY(l.valid());
        switch (kind) {
        case 0: l.n = 0; break;
        case 1: l.columns[0].width = 3; break;
        case 2: l.columns[1].processors[0].rows = 3; break;
        case 3: l.columns[1].processors[0].id = "c1p1"; break;
        case 4: l.columns[1].processors.clear(); break;
        case 5: l.columns[0].processors[0].rows = 5, l.columns[0].processors[1].rows = -1; break;
        }
        QCOMPARE(QString::fromStdString(l.problemText()), message);
    }

    // layoutFromPlan keeps every rectangle of a column-based plan.
    void fromPlan_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<qint64>("n");
        for (const char *a : {"columns", "even-columns"})
            for (qint64 n : {80, 800, 4000})
                QTest::newRow((std::string(a) + " n=" + std::to_string(n)).c_str()) << QString(a) << n;
    }
    void fromPlan()
    {
        QFETCH(QString, algorithm);
        QFETCH(qint64, n);
        PartitionInput in;
        in.ids = {"a", "b", "c", "d", "e", "f", "g"};
        in.speeds = {1, 1, 2, 3, 5, 8, 13};
        in.problem = {n, 80};
        const Plan plan = makePlan(algorithm.toStdString(), in);
        const Layout l = layoutFromPlan(plan);
        QVERIFY2(l.valid(), l.problemText().c_str());
        QCOMPARE(l.n, plan.blocks());
        QCOMPARE(l.columns.size(), plan.columns.size());
        QCOMPARE(coverProblem(l), QString());
        for (const auto &[id, rect] : l.rectangles()) {
            const Piece *piece = plan.findPiece(id);
            QVERIFY(piece);
            QCOMPARE(piece->rectangles.size(), std::size_t{1});
            QCOMPARE(piece->rectangles.front(), rect);
        }
        QCOMPARE(l.processorCount(), plan.pieces.size());
    }

    // An m × n grid (docs/shapes.md): widths sum to the n block columns, rows to the m block
    // rows in every column; m = 0 and m = n are the same square layout.
    void rectangular()
    {
        const Layout l = makeRectLayout(3, 7, {2, 5}, {{1, 2}, {3}});
        QVERIFY2(l.valid(), l.problemText().c_str());
        QVERIFY(!l.square());
        QCOMPARE(l.blockRows(), qint64{3});
        QCOMPARE(l.blockCols(), qint64{7});
        QCOMPARE(l.area({1, 0}), qint64{15});
        QCOMPARE(l.rectangles().back().second, (Rect{2, 0, 5, 3}));
        QCOMPARE(coverProblem(l), QString());
        QCOMPARE(l.ownerOfRow(0, 2), std::size_t{1});
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, l.ownerOfRow(0, 3));

        Layout tall = l;
        tall.columns[0].processors[1].rows = 6; // 7 rows in column 0: the square's count, not m's
        QCOMPARE(QString::fromStdString(tall.problemText()), QString("columns[0]: rows sum to 7, not m = 3"));
        Layout negative = l;
        negative.m = -2;
        QCOMPARE(QString::fromStdString(negative.problemText()), QString("m must be at least 1 (got -2)"));

        Layout square = makeLayout(4, {2, 2}, {{2, 2}, {4}});
        Layout explicitSquare = square;
        explicitSquare.m = 4;
        QVERIFY(explicitSquare.valid());
        QVERIFY(explicitSquare.square());
        QCOMPARE(explicitSquare, square);
        QVERIFY(explicitSquare.sameStructure(square));
        Layout other = square;
        other.m = 2;
        for (auto &col : other.columns)
            for (auto &p : col.processors)
                p.rows /= 2;
        QVERIFY(other.valid());
        QVERIFY(!(other == square));
        QVERIFY(!other.sameStructure(square)); // a different grid
    }

    // A column-based plan of a rectangular C gives a layout of ⌈m/q⌉ × ⌈n/q⌉ blocks whose
    // rectangles are the plan's.
    void fromPlanRectangular_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<qint64>("m");
        QTest::addColumn<qint64>("n");
        QTest::addColumn<qint64>("q");
        for (const char *a : {"columns", "even-columns"}) {
            QTest::newRow((std::string(a) + " wide 800x2400").c_str()) << QString(a) << qint64{800} << qint64{2400} << qint64{80};
            QTest::newRow((std::string(a) + " tall 2400x800").c_str()) << QString(a) << qint64{2400} << qint64{800} << qint64{80};
            QTest::newRow((std::string(a) + " 101x59 q=8").c_str()) << QString(a) << qint64{101} << qint64{59} << qint64{8};
        }
    }
    void fromPlanRectangular()
    {
        QFETCH(QString, algorithm);
        QFETCH(qint64, m);
        QFETCH(qint64, n);
        QFETCH(qint64, q);
        PartitionInput in;
        in.ids = {"a", "b", "c", "d", "e", "f", "g"};
        in.speeds = {1, 1, 2, 3, 5, 8, 13};
        in.problem = Problem::product(m, 300, n, q);
        const Plan plan = makePlan(algorithm.toStdString(), in);
        const Layout l = layoutFromPlan(plan);
        QVERIFY2(l.valid(), l.problemText().c_str());
        QCOMPARE(l.blockRows(), in.problem.rowBlocks());
        QCOMPARE(l.blockCols(), in.problem.colBlocks());
        QVERIFY(!l.square());
        QCOMPARE(l.columns.size(), plan.columns.size());
        QCOMPARE(coverProblem(l), QString());
        for (const auto &[id, rect] : l.rectangles()) {
            const Piece *piece = plan.findPiece(id);
            QVERIFY(piece);
            QCOMPARE(piece->rectangles.size(), std::size_t{1});
            QCOMPARE(piece->rectangles.front(), rect);
        }
        QCOMPARE(l.processorCount(), plan.pieces.size());
    }

    void fromPlanRefusesOtherPartitions()
    {
        PartitionInput in;
        in.ids = {"a", "b", "c", "d"};
        in.speeds = {1, 2, 3, 4};
        in.problem = {800, 80};
        int refused = 0;
        for (const char *a : {"recursive", "grid2d", "layers"}) {
            const Plan plan = makePlan(a, in);
            if (plan.kind == PlanKind::Blocks && !plan.columns.empty())
                continue;
            ++refused;
            try {
                layoutFromPlan(plan);
                QFAIL("accepted a plan without columns");
            } catch (const InputError &e) {
                QVERIFY2(QString(e.what()).contains("is not a column-based layout"), e.what());
            }
        }
        QVERIFY(refused > 0);
        Plan broken = makePlan("columns", in);
        broken.pieces[static_cast<std::size_t>(broken.columns[0][0])].rectangles.front().x += 1;
        QVERIFY_THROWS_EXCEPTION(InputError, layoutFromPlan(broken));
    }
};

QTEST_GUILESS_MAIN(TestLayout)
#include "tst_layout.moc"
