// Target layouts from new speeds (paper 000 §4.1): column widths proportional to the columns'
// total speeds, rows proportional to the speeds inside each column, both by largest remainder
// with ties to the earlier column or processor.
#include "paper_layouts.h"
#include "random_layouts.h"

#include "model/error.h"
#include "redistribution/target_layout.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace partita;
using namespace partita::testing;

Q_DECLARE_METATYPE(std::vector<double>)
Q_DECLARE_METATYPE(std::vector<std::int64_t>)

class TestTargetLayout : public QObject {
    Q_OBJECT
private slots:
    void proportional_data()
    {
        QTest::addColumn<qint64>("n");
        QTest::addColumn<std::vector<double>>("speeds");       // A B | C
        QTest::addColumn<std::vector<std::int64_t>>("widths"); // 2 columns
        QTest::addColumn<std::vector<std::int64_t>>("rows");   // A B C
        // column totals 2 and 2: widths 5 and 5; rows 5, 5 and 10
        QTest::newRow("even") << qint64{10} << std::vector<double>{1, 1, 2} << std::vector<std::int64_t>{5, 5}
                              << std::vector<std::int64_t>{5, 5, 10};
        // exact quotas: totals 3 and 6 of 9 -> widths 3 and 6; A:B = 1:2 of 9 rows -> 3, 6
        QTest::newRow("exact") << qint64{9} << std::vector<double>{1, 2, 6} << std::vector<std::int64_t>{3, 6}
                               << std::vector<std::int64_t>{3, 6, 9};
        // quotas 2.5 / 2.5: the tie goes to the earlier column and the earlier processor
        QTest::newRow("ties") << qint64{5} << std::vector<double>{1, 1, 2} << std::vector<std::int64_t>{3, 2}
                              << std::vector<std::int64_t>{3, 2, 5};
        // totals 1.25 and 3.75 of 7: quotas 1.75 and 5.25 -> floors 1, 5, the remaining unit to
        // the larger remainder (0.75): widths 2, 5. Rows 1:0.25 of 7: quotas 5.6, 1.4 -> 6, 1.
        QTest::newRow("remainders") << qint64{7} << std::vector<double>{1, 0.25, 3.75}
                                    << std::vector<std::int64_t>{2, 5} << std::vector<std::int64_t>{6, 1, 7};
        // a very slow processor keeps no row: quota 7·0.001/1.001 < 1 and the smallest remainder
        QTest::newRow("starved") << qint64{7} << std::vector<double>{1, 0.001, 1} << std::vector<std::int64_t>{4, 3}
                                 << std::vector<std::int64_t>{7, 0, 7};
    }
    void proportional()
    {
        QFETCH(qint64, n);
        QFETCH(std::vector<double>, speeds);
        QFETCH(std::vector<std::int64_t>, widths);
        QFETCH(std::vector<std::int64_t>, rows);
        const Layout current = makeLayout(n, {n, 0}, {{n, 0}, {n}});
        const Layout t = targetLayout(current, speeds);
        QVERIFY(t.valid());
        QVERIFY(t.sameStructure(current));
        QCOMPARE(t.columns[0].width, widths[0]);
        QCOMPARE(t.columns[1].width, widths[1]);
        QCOMPARE(t.columns[0].processors[0].rows, rows[0]);
        QCOMPARE(t.columns[0].processors[1].rows, rows[1]);
        QCOMPARE(t.columns[1].processors[0].rows, rows[2]);
    }

    // On m block rows by n block columns the widths share the n block columns and the rows
    // of each column the m block rows: each quota within one block of n·S_c/S and m·s/S_c, so
    // each area follows the speed's share of m·n. A 4 × 10 grid: totals 1 and 3 of 4 give
    // widths 2.5 -> 3 (tie to the earlier column) and 7.5 -> 7; rows 0.25:0.75 of 4 -> 1 and 3
    // (on the square of side 10 they would be 2.5 -> 3 and 7.5 -> 7).
    void proportionalRectangular()
    {
        const Layout current = makeRectLayout(4, 10, {10, 0}, {{4, 0}, {4}});
        const Layout t = targetLayout(current, {0.25, 0.75, 3});
        QVERIFY2(t.valid(), t.problemText().c_str());
        QCOMPARE(t.blockRows(), qint64{4});
        QCOMPARE(t.columns[0].width, qint64{3});
        QCOMPARE(t.columns[1].width, qint64{7});
        QCOMPARE(t.columns[0].processors[0].rows, qint64{1});
        QCOMPARE(t.columns[0].processors[1].rows, qint64{3});
        QCOMPARE(t.columns[1].processors[0].rows, qint64{4});

        for (int seed = 1; seed <= 200; ++seed) {
            std::mt19937_64 rng(static_cast<std::uint64_t>(seed) * 2741u);
            const auto [m, n] = randomRectSides(rng, 40);
            const Layout l = randomRectLayout(rng, m, n, 4, 4);
            std::vector<double> speeds;
            for (std::size_t i = 0; i < l.processorCount(); ++i)
                speeds.push_back(std::uniform_real_distribution<double>(0.1, 10)(rng));
            const Layout target = targetLayout(l, speeds);
            QVERIFY2(target.valid(), target.problemText().c_str());
            QVERIFY(target.sameStructure(l));
            double total = 0;
            for (double v : speeds)
                total += v;
            std::size_t i = 0;
            for (const auto &col : target.columns) {
                double columnTotal = 0;
                for (std::size_t j = 0; j < col.processors.size(); ++j)
                    columnTotal += speeds[i + j];
                QVERIFY(std::abs(static_cast<double>(col.width) - static_cast<double>(n) * columnTotal / total) < 1);
                for (const auto &p : col.processors)
                    QVERIFY(std::abs(static_cast<double>(p.rows) - static_cast<double>(m) * speeds[i++] / columnTotal) < 1);
            }
        }
    }

    // The speeds of the paper's examples give exactly their rebuilt targets.
    void paperExamples()
    {
        for (std::int64_t n : {3, 6, 9, 12}) {
            const auto pc = testing::figure7(n);
            QCOMPARE(targetLayout(pc.initial, pc.speeds), pc.target);
        }
        for (std::int64_t n : {6, 9, 12}) {
            const auto p8 = testing::figure8(n);
            QCOMPARE(targetLayout(p8.initial, p8.speeds), p8.target);
            const auto p9 = testing::figure9(n);
            QCOMPARE(targetLayout(p9.initial, p9.speeds), p9.target);
        }
    }

    void badSpeeds_data()
    {
        QTest::addColumn<std::vector<double>>("speeds");
        QTest::addColumn<QString>("message");
        QTest::newRow("too few") << std::vector<double>{1, 2}
                                 << QString("--speeds gives 2 values but the layout has 3 processors");
        QTest::newRow("too many") << std::vector<double>{1, 2, 3, 4}
                                  << QString("--speeds gives 4 values but the layout has 3 processors");
        QTest::newRow("zero") << std::vector<double>{1, 0, 3}
                              << QString("speed of processor 'c1p2' (value 2 of --speeds) must be a finite number between 1e-09 and 1e+09, got 0");
        QTest::newRow("negative") << std::vector<double>{-1, 2, 3} << QString("processor 'c1p1' (value 1");
        QTest::newRow("nan") << std::vector<double>{1, 2, std::nan("")} << QString("processor 'c2p1' (value 3");
        QTest::newRow("inf") << std::vector<double>{1, std::numeric_limits<double>::infinity(), 1}
                             << QString("processor 'c1p2' (value 2");
    }
    void badSpeeds()
    {
        QFETCH(std::vector<double>, speeds);
        QFETCH(QString, message);
        const Layout current = makeLayout(4, {2, 2}, {{2, 2}, {4}});
        try {
            targetLayout(current, speeds);
            QFAIL("accepted bad speeds");
        } catch (const InputError &e) {
            QVERIFY2(QString(e.what()).contains(message), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestTargetLayout)
#include "tst_target_layout.moc"
