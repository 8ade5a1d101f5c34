// Row bands (paper 000 §5.1): the common refinement of all columns' borders, on which the sets
// ⟦l1, l2⟧ of equation 5.2 and the actual cost of §4.6 depend.
#include "paper_layouts.h"

#include "redistribution/operation.h"
#include "redistribution/row_bands.h"

#include <QtTest>

using namespace partita;
using namespace partita::testing;

class TestRowBands : public QObject {
    Q_OBJECT
private slots:
    void bands()
    {
        // borders: column 0 at 2 and 4, column 1 at 3 (width 4), column 2 at 0 (an empty
        // processor on top: a border on the edge is no band boundary)
        const Layout l = makeLayout(6, {1, 4, 1}, {{2, 2, 2}, {3, 3}, {0, 6}});
        const RowBands b(l);
        QCOMPARE(b.size(), std::size_t{4}); // [0,2) [2,3) [3,4) [4,6)
        QCOMPARE(b.first(1), qint64{2});
        QCOMPARE(b.last(1), qint64{2});
        QCOMPARE(b.last(3), qint64{5});
        QCOMPARE(b.owner(2, 0), std::size_t{1});
        QCOMPARE(b.owner(2, 1), std::size_t{1});
        QCOMPARE(b.owner(0, 2), std::size_t{1});
        // down from band 0 to band 3: first row of 0 to last row of 3; up: the other way round
        QCOMPARE(b.migrationRows(0, 3), (std::pair<std::int64_t, std::int64_t>{0, 5}));
        QCOMPARE(b.migrationRows(3, 1), (std::pair<std::int64_t, std::int64_t>{5, 2}));
        QCOMPARE(b.migrationCost(0, 3, CostModel::Constant), qint64{6});
        QCOMPARE(b.migrationCost(0, 3, CostModel::Actual), qint64{5}); // columns 0 and 1 change owner
        QCOMPARE(b.migrationCost(1, 2, CostModel::Actual), qint64{4}); // column 1 only
    }

    // Any two rows of a band give the same migration: same cost, same resulting layout.
    void rowsOfABandAreInterchangeable()
    {
        const Layout l = makeLayout(8, {3, 5}, {{3, 3, 2}, {1, 4, 3}});
        const RowBands b(l);
        for (std::size_t g1 = 0; g1 < b.size(); ++g1)
            for (std::size_t g2 = 0; g2 < b.size(); ++g2) {
                if (g1 == g2)
                    continue;
                const auto [r1, r2] = b.migrationRows(g1, g2);
                const Layout expected = applyOperation(l, rowMigration(l, r1, r2, CostModel::Actual));
                for (std::int64_t l1 = b.first(g1); l1 <= b.last(g1); ++l1)
                    for (std::int64_t l2 = b.first(g2); l2 <= b.last(g2); ++l2) {
                        const Operation op = rowMigration(l, l1, l2, CostModel::Actual);
                        QCOMPARE(op.cost, b.migrationCost(g1, g2, CostModel::Actual));
                        QCOMPARE(applyOperation(l, op), expected);
                    }
            }
    }
};

QTEST_GUILESS_MAIN(TestRowBands)
#include "tst_row_bands.moc"
