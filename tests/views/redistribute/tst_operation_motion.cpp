// Operation motion: what the player draws while an elementary operation of paper 000 §4.1
// plays. At progress 0 every block shows its owner in the layout before the operation; at
// progress 1 every block shows its owner in applyOperation's layout (the drawing lands on the
// core's result, for every operation of real greedy and exact sequences); halfway the moving
// block column / row is halfway between its two places; a row migration marks where the row
// really changes owner (what the actual cost model of §4.6 pays for).
#include "paper_layouts.h"
#include "redistribute/operation_motion.h"
#include "redistribution/exact_search.h"
#include "redistribution/greedy_balancer.h"

#include <QtTest>

using namespace partita;
using namespace partita::views;

namespace {

// The owner (layout order) of block (x, y).
std::size_t ownerOf(const Layout &l, std::int64_t x, std::int64_t y)
{
    std::size_t order = 0;
    for (std::size_t c = 0; c < l.columns.size(); ++c) {
        const std::int64_t x0 = l.columnStart(c);
        if (x >= x0 && x < x0 + l.columns[c].width)
            return order + l.ownerOfRow(c, y);
        order += l.columns[c].processors.size();
    }
    return static_cast<std::size_t>(-1);
}

// Every block centre drawn with the owner `expected` has there; returns the first mismatch.
QString compareOwners(const OperationMotion &m, const Layout &expected)
{
    for (std::int64_t y = 0; y < expected.blockRows(); ++y)
        for (std::int64_t x = 0; x < expected.n; ++x) {
            const auto drawn = m.ownerAt(static_cast<double>(x) + 0.5, static_cast<double>(y) + 0.5);
            const std::size_t want = ownerOf(expected, x, y);
            if (!drawn || *drawn != want)
                return QStringLiteral("block (%1, %2): drawn %3, expected %4")
                    .arg(x)
                    .arg(y)
                    .arg(drawn ? QString::number(*drawn) : QStringLiteral("nothing"))
                    .arg(want);
        }
    return {};
}

struct Case {
    Layout before;
    Operation op;
};

// Every operation of a sequence, with the layout it applies to.
void addSequence(std::vector<std::pair<QString, Case>> &out, const QString &name, const Redistribution &r)
{
    Layout l = r.initial();
    int i = 0;
    for (const Operation &op : r.operations()) {
        out.push_back({QStringLiteral("%1 #%2 %3").arg(name).arg(++i).arg(toString(op.type)), {l, op}});
        l = applyOperation(l, op);
    }
}

} // namespace

Q_DECLARE_METATYPE(Case)

class TestOperationMotion : public QObject {
    Q_OBJECT

private slots:
    void landsOnTheCoreResult_data()
    {
        QTest::addColumn<Case>("c");
        std::vector<std::pair<QString, Case>> cases;
        // Fig. 7 (n = 6, N = 12): a column migration C3 -> C1 across C2, row migrations, slidings.
        const auto f7 = testing::figure7(6);
        addSequence(cases, "fig7 constant", greedyRedistribution(f7.initial, f7.target, CostModel::Constant));
        // Fig. 8 and Fig. 9 (rows and slidings), both cost models, and the §4.6 optimum.
        const auto f8 = testing::figure8(6);
        addSequence(cases, "fig8 constant", greedyRedistribution(f8.initial, f8.target, CostModel::Constant));
        const auto f9 = testing::figure9(12);
        addSequence(cases, "fig9 actual", greedyRedistribution(f9.initial, f9.target, CostModel::Actual));
        addSequence(cases, "fig9 exact",
                    exactRedistribution(f9.initial, f9.target, CostModel::Actual).best);
        // Column migrations to the right, to a neighbour and across a column, and slidings up.
        const Layout l = testing::makeLayout(9, {4, 3, 2}, {{3, 6}, {9}, {5, 4}});
        cases.push_back({"column 0 -> 2", {l, columnMigration(l, 0, 2)}});
        cases.push_back({"column 0 -> 1", {l, columnMigration(l, 0, 1)}});
        cases.push_back({"column 2 -> 1", {l, columnMigration(l, 2, 1)}});
        cases.push_back({"column 2 -> 0", {l, columnMigration(l, 2, 0)}});
        cases.push_back({"row 1 -> 7", {l, rowMigration(l, 1, 7, CostModel::Actual)}});
        cases.push_back({"row 8 -> 0", {l, rowMigration(l, 8, 0, CostModel::Actual)}});
        cases.push_back({"sliding down", {l, localSliding(l, 0, 0, 1)}});
        cases.push_back({"sliding up", {l, localSliding(l, 2, 1, 0)}});
        // A wide (4 × 9 blocks) and a tall (9 × 4) grid: a block column is m high, a block row n wide.
        for (const auto &[m, n] : {std::pair<std::int64_t, std::int64_t>{4, 9}, {9, 4}}) {
            Layout r = testing::makeLayout(n, {n - 3, 2, 1}, {{1, m - 1}, {m}, {m - 2, 2}});
            r.m = m;
            const QString shape = QStringLiteral("%1x%2 ").arg(m).arg(n);
            cases.push_back({shape + "column 0 -> 2", {r, columnMigration(r, 0, 2)}});
            cases.push_back({shape + "column 2 -> 0", {r, columnMigration(r, 2, 0)}});
            cases.push_back({shape + "row 0 -> last", {r, rowMigration(r, 0, m - 1, CostModel::Actual)}});
            cases.push_back({shape + "row last -> 0", {r, rowMigration(r, m - 1, 0, CostModel::Constant)}});
            cases.push_back({shape + "sliding down", {r, localSliding(r, 0, 0, 1)}});
            cases.push_back({shape + "sliding up", {r, localSliding(r, 2, 1, 0)}});
            Layout target = testing::withRows(r, {{m - 1, 1}, {m}, {1, m - 1}});
            target.columns[0].width = 1;
            target.columns[2].width = n - 3;
            addSequence(cases, shape + "greedy actual", greedyRedistribution(r, target, CostModel::Actual));
        }
        for (const auto &[name, c] : cases)
            QTest::newRow(qPrintable(name)) << c;
        QVERIFY(cases.size() > 20);
    }

    void landsOnTheCoreResult()
    {
        QFETCH(Case, c);
        const Layout after = applyOperation(c.before, c.op);
        const QString at0 = compareOwners(OperationMotion::compute(c.before, c.op, 0), c.before);
        QVERIFY2(at0.isEmpty(), qPrintable(at0));
        const OperationMotion end = OperationMotion::compute(c.before, c.op, 1);
        QCOMPARE(end.blend, 1.0);
        const QString at1 = compareOwners(end, after);
        QVERIFY2(at1.isEmpty(), qPrintable(at1));
        QCOMPARE(end.strip, end.destination);
        // Midway nothing is drawn outside the grid.
        const OperationMotion mid = OperationMotion::compute(c.before, c.op, 0.5);
        const QRectF grid(0, 0, static_cast<double>(c.before.n), static_cast<double>(c.before.blockRows()));
        for (const auto &p : mid.pieces)
            QVERIFY(grid.adjusted(-1e-9, -1e-9, 1e-9, 1e-9).contains(p.blocks));
    }

    // Paper 000 Fig. 9, the optimum's first migration: row 0 -> row 9. C1 and C2 hold rows 0 and
    // 9 with one processor each, so only C3's piece changes owner; the actual cost is C3's width.
    void rowMigrationMarksWhereItPays()
    {
        const auto pc = testing::figure9(12);
        const Operation op = rowMigration(pc.initial, 0, 9, CostModel::Actual);
        QCOMPARE(op.cost, std::int64_t{8}); // 2n/3 with n = 12
        const OperationMotion m = OperationMotion::compute(pc.initial, op, 0.5);
        std::vector<const OperationMotion::Piece *> moving;
        for (const auto &p : m.pieces)
            if (p.moving)
                moving.push_back(&p);
        QCOMPARE(moving.size(), std::size_t{3}); // one piece per processor column
        QVERIFY(!moving[0]->changesOwner());
        QVERIFY(!moving[1]->changesOwner());
        QVERIFY(moving[2]->changesOwner());
        std::int64_t paid = 0;
        for (const auto *p : moving)
            if (p->changesOwner())
                paid += static_cast<std::int64_t>(p->blocks.width());
        QCOMPARE(paid, op.cost);
        // Halfway between row 0 and row 9, across the whole grid.
        QCOMPARE(m.source, QRectF(0, 0, 24, 1));
        QCOMPARE(m.destination, QRectF(0, 9, 24, 1));
        QCOMPARE(m.strip, QRectF(0, 4.5, 24, 1));
        // The rows in between have moved up by half a row: c3p2 (row 2) is drawn at 1.5.
        bool found = false;
        for (const auto &p : m.pieces)
            if (!p.moving && p.owner == 2 + 3 + 1 && p.blocks.x() == 16) {
                QCOMPARE(p.blocks.y(), 1.5);
                found = true;
            }
        QVERIFY(found);
        QVERIFY(m.border.isNull());
    }

    // A column migration from C1 to C3 (Fig. 6a): the last block column of C1 slides to the
    // first place of C3 while C2 moves one block left.
    void columnMigrationSlides()
    {
        const Layout l = testing::makeLayout(9, {4, 3, 2}, {{3, 6}, {9}, {5, 4}});
        const Operation op = columnMigration(l, 0, 2);
        QCOMPARE(op.position, std::int64_t{3});
        QCOMPARE(op.newPosition, std::int64_t{6});
        const OperationMotion m = OperationMotion::compute(l, op, 0.5);
        QCOMPARE(m.strip, QRectF(4.5, 0, 1, 9));
        for (const auto &p : m.pieces) {
            if (p.owner == 2 && !p.moving) // C2's only processor
                QCOMPARE(p.blocks, QRectF(3.5, 0, 3, 9));
            if (p.moving) {
                // Cut at C1's border (row 3) and C3's (row 5): C1's owners, then C3's.
                QVERIFY(p.owner <= 1);
                QVERIFY(p.newOwner == 3 || p.newOwner == 4);
            }
        }
        QCOMPARE(std::count_if(m.pieces.begin(), m.pieces.end(), [](const auto &p) { return p.moving; }), 3);
        QCOMPARE(m.blend, 0.0); // colours turn after 55 % of the way
    }

    // A local sliding (Fig. 6d): the border moves, the row is shared between the two owners.
    void slidingMovesTheBorder()
    {
        const Layout l = testing::makeLayout(9, {4, 3, 2}, {{3, 6}, {9}, {5, 4}});
        const Operation op = localSliding(l, 0, 0, 1); // P(0,0) gives its last row (2) to P(0,1)
        QCOMPARE(op.position, std::int64_t{2});
        const OperationMotion m = OperationMotion::compute(l, op, 0.25);
        QCOMPARE(m.border, QLineF(0, 2.75, 4, 2.75));
        QCOMPARE(m.strip, QRectF(0, 2, 4, 1));
        QCOMPARE(m.ownerAt(1, 2.5), std::optional<std::size_t>(0));
        QCOMPARE(m.ownerAt(1, 2.9), std::optional<std::size_t>(1));
    }

    void refusesOperationsThatDoNotApply()
    {
        const Layout l = testing::makeLayout(4, {4}, {{4, 0}});
        Operation op;
        op.type = OperationType::LocalSliding;
        op.column = 0;
        op.from = 1; // owns no row
        op.to = 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, OperationMotion::compute(l, op, 0.5));
    }
};

QTEST_GUILESS_MAIN(TestOperationMotion)
#include "tst_operation_motion.moc"
