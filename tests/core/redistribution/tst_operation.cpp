// The three elementary operations of paper 000 §4.1 (Fig. 6) and their costs (§4.3, §4.6).
#include "layout_checks.h"
#include "paper_layouts.h"
#include "random_layouts.h"

#include "redistribution/operation.h"

#include <QtTest>

using namespace partita;
using namespace partita::testing;

Q_DECLARE_METATYPE(std::vector<std::int64_t>)

namespace {

// n = 6; column 0 (width 2): A rows 0-1, B rows 2-3, C rows 4-5; column 1 (width 4): D rows
// 0-2, E rows 3-5.
Layout sample()
{
    Layout l = makeLayout(6, {2, 4}, {{2, 2, 2}, {3, 3}});
    const char *ids[] = {"A", "B", "C", "D", "E"};
    int i = 0;
    for (auto &col : l.columns)
        for (auto &p : col.processors)
            p.id = ids[i++];
    return l;
}

std::vector<std::int64_t> flatRows(const Layout &l)
{
    std::vector<std::int64_t> out;
    for (const auto &col : l.columns)
        for (const auto &p : col.processors)
            out.push_back(p.rows);
    return out;
}

// Owner (index in column) of every row of column c.
std::vector<std::size_t> rowOwners(const Layout &l, std::size_t c)
{
    std::vector<std::size_t> out;
    for (std::int64_t r = 0; r < l.blockRows(); ++r)
        out.push_back(l.ownerOfRow(c, r));
    return out;
}

} // namespace

class TestOperation : public QObject {
    Q_OBJECT
private slots:
    // Row migration l1 -> l2: in every column the owner of row l1 loses a row and the owner
    // of row l2 gains one. Actual cost (§4.6): the widths of the columns where they differ.
    void rowMigration_data()
    {
        QTest::addColumn<qint64>("l1");
        QTest::addColumn<qint64>("l2");
        QTest::addColumn<std::vector<std::int64_t>>("rows"); // A B C | D E after
        QTest::addColumn<qint64>("actual");
        // A->C in column 0 (width 2), D->E in column 1 (width 4)
        QTest::newRow("0->5") << qint64{0} << qint64{5} << std::vector<std::int64_t>{1, 2, 3, 2, 4} << qint64{6};
        QTest::newRow("5->0") << qint64{5} << qint64{0} << std::vector<std::int64_t>{3, 2, 1, 4, 2} << qint64{6};
        // A->B in column 0, D keeps both rows in column 1
        QTest::newRow("1->2") << qint64{1} << qint64{2} << std::vector<std::int64_t>{1, 3, 2, 3, 3} << qint64{2};
        // C->B in column 0, E keeps both rows in column 1
        QTest::newRow("4->3") << qint64{4} << qint64{3} << std::vector<std::int64_t>{2, 3, 1, 3, 3} << qint64{2};
        // B->B in column 0, D->E in column 1
        QTest::newRow("2->3") << qint64{2} << qint64{3} << std::vector<std::int64_t>{2, 2, 2, 2, 4} << qint64{4};
        // same owners everywhere: nothing changes, nothing to pay under the actual model
        QTest::newRow("4->5") << qint64{4} << qint64{5} << std::vector<std::int64_t>{2, 2, 2, 3, 3} << qint64{0};
    }
    void rowMigration()
    {
        QFETCH(qint64, l1);
        QFETCH(qint64, l2);
        QFETCH(std::vector<std::int64_t>, rows);
        QFETCH(qint64, actual);
        const Layout l = sample();
        const Operation constant = partita::rowMigration(l, l1, l2, CostModel::Constant);
        QCOMPARE(constant.cost, qint64{6}); // §4.3: n
        QCOMPARE(partita::rowMigration(l, l1, l2, CostModel::Actual).cost, actual);
        const Layout after = applyOperation(l, constant);
        QCOMPARE(flatRows(after), rows);
        QCOMPARE(coverProblem(after), QString());
    }

    // Only the blocks of row l1 change owner: every other row keeps its owner once the rows
    // are renumbered (row l1 removed, inserted at l2), and the moved row takes the owner of
    // its new place; the blocks moved are the actual cost.
    void rowMigrationMovesOneRow_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 40; ++seed)
            QTest::addRow("seed=%d", seed) << seed;
    }
    void rowMigrationMovesOneRow()
    {
        QFETCH(int, seed);
        std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
        const std::int64_t n = std::uniform_int_distribution<std::int64_t>(2, 12)(rng);
        const Layout l = randomLayout(rng, n, 4, 4);
        std::uniform_int_distribution<std::int64_t> row(0, n - 1);
        std::int64_t l1 = row(rng), l2 = row(rng);
        if (l1 == l2)
            l2 = (l1 + 1) % n;
        const Layout after = applyOperation(l, partita::rowMigration(l, l1, l2, CostModel::Constant));
        std::vector<std::int64_t> order; // order[p] = old row now at position p
        for (std::int64_t r = 0; r < n; ++r)
            if (r != l1)
                order.push_back(r);
        order.insert(order.begin() + l2, l1);
        std::int64_t moved = 0;
        for (std::size_t c = 0; c < l.columns.size(); ++c) {
            const auto before = rowOwners(l, c), now = rowOwners(after, c);
            for (std::int64_t p = 0; p < n; ++p) {
                const auto oldRow = static_cast<std::size_t>(order[static_cast<std::size_t>(p)]);
                if (p == l2)
                    QCOMPARE(now[static_cast<std::size_t>(p)], before[static_cast<std::size_t>(l2)]);
                else
                    QCOMPARE(now[static_cast<std::size_t>(p)], before[oldRow]);
            }
            if (before[static_cast<std::size_t>(l1)] != before[static_cast<std::size_t>(l2)])
                moved += l.columns[c].width;
        }
        QCOMPARE(rowMigrationCost(l, l1, l2, CostModel::Actual), moved);
        QCOMPARE(coverProblem(after), QString());
        QVERIFY(after.sameStructure(l));
    }

    // Column migration: the block column at the edge of `from` facing `to` goes to the edge of
    // `to` facing `from`. Cost n (§4.3).
    void columnMigration_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<qint64>("x");
        QTest::addColumn<qint64>("newX");
        // widths (1, 2, 3): columns start at x = 0, 1, 3
        QTest::newRow("0->2") << 0 << 2 << qint64{0} << qint64{2}; // last of 0; first of 2 = 3 - 1
        QTest::newRow("2->0") << 2 << 0 << qint64{3} << qint64{1}; // first of 2; after 0 = 1
        QTest::newRow("1->2") << 1 << 2 << qint64{2} << qint64{2};
        QTest::newRow("2->1") << 2 << 1 << qint64{3} << qint64{3};
    }
    void columnMigration()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(qint64, x);
        QFETCH(qint64, newX);
        const Layout l = makeLayout(6, {1, 2, 3}, {{6}, {3, 3}, {1, 2, 3}});
        const Operation op = partita::columnMigration(l, static_cast<std::size_t>(from), static_cast<std::size_t>(to));
        QCOMPARE(op.cost, qint64{6});
        QCOMPARE(op.position, x);
        QCOMPARE(op.newPosition, newX);
        const Layout after = applyOperation(l, op);
        QCOMPARE(after.columns[static_cast<std::size_t>(from)].width, l.columns[static_cast<std::size_t>(from)].width - 1);
        QCOMPARE(after.columns[static_cast<std::size_t>(to)].width, l.columns[static_cast<std::size_t>(to)].width + 1);
        // the block column was in `from` before and is in `to` after
        const auto start = l.columnStart(static_cast<std::size_t>(from));
        QVERIFY(x >= start && x < start + l.columns[static_cast<std::size_t>(from)].width);
        const auto newStart = after.columnStart(static_cast<std::size_t>(to));
        QVERIFY(newX >= newStart && newX < newStart + after.columns[static_cast<std::size_t>(to)].width);
        QCOMPARE(coverProblem(after), QString());
    }

    // Local sliding: one row across the border of two neighbours; cost the column's width.
    void localSliding()
    {
        const Layout l = sample();
        const Operation down = partita::localSliding(l, 0, 1, 0); // B gives its first row to A
        QCOMPARE(down.cost, qint64{2});
        QCOMPARE(down.position, qint64{2});
        QCOMPARE(flatRows(applyOperation(l, down)), (std::vector<std::int64_t>{3, 1, 2, 3, 3}));
        const Operation up = partita::localSliding(l, 1, 0, 1); // D gives its last row to E
        QCOMPARE(up.cost, qint64{4});
        QCOMPARE(up.position, qint64{2});
        QCOMPARE(flatRows(applyOperation(l, up)), (std::vector<std::int64_t>{2, 2, 2, 2, 4}));
    }

    void refusesWhatDoesNotApply()
    {
        const Layout l = makeLayout(4, {0, 4}, {{4, 0}, {2, 2}});
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partita::columnMigration(l, 0, 1)); // width 0
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partita::columnMigration(l, 1, 1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partita::columnMigration(l, 1, 2));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partita::rowMigration(l, 2, 2, CostModel::Constant));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partita::rowMigration(l, 0, 4, CostModel::Constant));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partita::rowMigration(l, -1, 0, CostModel::Constant));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partita::localSliding(l, 0, 1, 0)); // no row
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partita::localSliding(l, 1, 0, 0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partita::localSliding(l, 2, 0, 1));
        const Layout three = makeLayout(3, {3}, {{1, 1, 1}});
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partita::localSliding(three, 0, 0, 2)); // not neighbours
    }

    void describesForPeople()
    {
        const Layout l = sample();
        QCOMPARE(QString::fromStdString(describe(l, partita::rowMigration(l, 0, 5, CostModel::Actual))),
                 QString("row migration: row 0 to row 5 [A->C, D->E] (cost 6)"));
        QCOMPARE(QString::fromStdString(describe(l, partita::localSliding(l, 0, 1, 0))),
                 QString("local sliding in column 0: row 2 from B to A (cost 2)"));
    }

    // On m block rows by n block columns a column migration moves a block column, m blocks
    // high; a row migration moves a block row across the n block columns (§4.3, constant) or
    // across the widths of the columns where its owner changes (§4.6, actual); a sliding moves
    // a row of its column's width. Wide (m = 3, n = 7) and tall (m = 7, n = 3).
    void rectangularCosts_data()
    {
        QTest::addColumn<qint64>("m");
        QTest::addColumn<qint64>("n");
        QTest::newRow("wide 3x7") << qint64{3} << qint64{7};
        QTest::newRow("tall 7x3") << qint64{7} << qint64{3};
    }
    void rectangularCosts()
    {
        QFETCH(qint64, m);
        QFETCH(qint64, n);
        // column 0 (width 1): c1p1 1 row, c1p2 the rest; column 1 (width n - 1): c2p1 all rows.
        const Layout l = makeRectLayout(m, n, {1, n - 1}, {{1, m - 1}, {m}});
        QVERIFY2(l.valid(), l.problemText().c_str());
        QCOMPARE(l.blockRows(), m);
        QCOMPARE(coverProblem(l), QString());

        const Operation col = partita::columnMigration(l, 1, 0);
        QCOMPARE(col.cost, m);
        const Layout afterCol = applyOperation(l, col);
        QCOMPARE(afterCol.columns[0].width, qint64{2});
        QCOMPARE(coverProblem(afterCol), QString());

        QCOMPARE(partita::rowMigration(l, 0, m - 1, CostModel::Constant).cost, n);
        // actual: only column 0, where row 0 (c1p1) and row m-1 (c1p2) have different owners
        const Operation row = partita::rowMigration(l, 0, m - 1, CostModel::Actual);
        QCOMPARE(row.cost, qint64{1});
        const Layout afterRow = applyOperation(l, row);
        QCOMPARE(afterRow.columns[0].processors[0].rows, qint64{0});
        QCOMPARE(afterRow.columns[0].processors[1].rows, m);
        QCOMPARE(coverProblem(afterRow), QString());

        QCOMPARE(partita::localSliding(l, 0, 1, 0).cost, qint64{1});
        QCOMPARE(partita::localSliding(afterCol, 0, 1, 0).cost, qint64{2});

        // rows are counted on the m side: row m is outside the layout, row m - 1 is not
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partita::rowMigration(l, 0, m, CostModel::Constant));
        QCOMPARE(rowOwners(l, 0).size(), static_cast<std::size_t>(m));
    }
};

QTEST_GUILESS_MAIN(TestOperation)
#include "tst_operation.moc"
