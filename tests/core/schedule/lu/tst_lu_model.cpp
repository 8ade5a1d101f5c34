// The closed forms of paper 002 §7 (schedule/lu/lu_model.h): the sums of §7.1 against their
// closed forms, 𝔓 = ⌈μw/3c⌉ (§7.2) and the chunk-shape rule of §7.3.
#include "schedule/lu/lu_model.h"
#include "schedule/mw/mw_model.h"

#include <QtTest>

#include <cmath>

using namespace partita;

class TestLuModel : public QObject {
    Q_OBJECT
private slots:
    // §7.1's per-step terms, summed here term by term for k = 1..r/μ, against the closed forms.
    void singleWorkerSums_data()
    {
        QTest::addColumn<int>("r");
        QTest::addColumn<int>("mu");
        QTest::newRow("r=1 mu=1") << 1 << 1;
        QTest::newRow("r=6 mu=2") << 6 << 2;
        QTest::newRow("r=12 mu=3") << 12 << 3;
        QTest::newRow("r=12 mu=12") << 12 << 12;
        QTest::newRow("r=40 mu=5") << 40 << 5;
    }
    void singleWorkerSums()
    {
        QFETCH(int, r);
        QFETCH(int, mu);
        double comm = 0, panels = 0, comp = 0;
        for (int k = 1; k <= r / mu; ++k) {
            const double t = r - k * mu; // rows (and columns) below (and right of) the pivot
            comm += 2.0 * mu * mu + 4.0 * mu * t + (r / mu - k) * (mu * mu + 3.0 * t * mu);
            panels += 4.0 * mu * t;
            comp += std::pow(mu, 3) + mu * mu * t + (r / mu - k) * t * mu * mu;
        }
        QCOMPARE(luSingleWorkerCommunication(r, mu), comm);
        // The printed form is the sum without the panels' communications (docs/lu.md).
        QCOMPARE(luPrintedCommunication(r, mu), comm - panels);
        QCOMPARE(luSingleWorkerComputation(r, mu), comp);
    }

    // §7.2: 𝔓 = ⌈μw/3c⌉, the smallest integer with 3μ c 𝔓 ≥ μ² w (the μ² term neglected).
    void workersHomogeneous_data()
    {
        QTest::addColumn<int>("mu");
        QTest::addColumn<double>("w");
        QTest::addColumn<double>("c");
        QTest::addColumn<int>("expected");
        QTest::newRow("3·1/3 = 1") << 3 << 1.0 << 1.0 << 1;
        QTest::newRow("3·2/3 = 2") << 3 << 2.0 << 1.0 << 2;
        QTest::newRow("4·3/6 = 2") << 4 << 3.0 << 2.0 << 2;
        QTest::newRow("6·4/3 = 8") << 6 << 4.0 << 1.0 << 8;
        QTest::newRow("2·1/0.3 = 6.67 -> 7") << 2 << 1.0 << 0.1 << 7;
        QTest::newRow("1·1/30 -> 1") << 1 << 1.0 << 10.0 << 1;
    }
    void workersHomogeneous()
    {
        QFETCH(int, mu);
        QFETCH(double, w);
        QFETCH(double, c);
        QFETCH(int, expected);
        QCOMPARE(luWorkersHomogeneous(mu, w, c), expected);
    }

    // §7.3: square chunks when μ_i ≤ μ/2, whole columns when μ/2 < μ_i < μ, μ×μ chunks (virtual
    // workers) when μ_i ≥ μ. m = μ_i² + 4μ_i gives exactly μ_i.
    void chunkShape_data()
    {
        QTest::addColumn<int>("muI");
        QTest::addColumn<int>("mu");
        QTest::addColumn<int>("shape");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("virtualWorkers");
        const auto sq = static_cast<int>(LuChunkShape::Square), col = static_cast<int>(LuChunkShape::Columns),
                   full = static_cast<int>(LuChunkShape::Full);
        QTest::newRow("mu=8 mu_i=3") << 3 << 8 << sq << 3 << 3 << 1;
        QTest::newRow("mu=8 mu_i=4 = mu/2") << 4 << 8 << sq << 4 << 4 << 1;
        // ν = ⌊25/8⌋ = 3: 8·3 + 2(8 + 3) = 46 ≤ 45? no: 2 columns (16 + 20 = 36 ≤ 45).
        QTest::newRow("mu=8 mu_i=5 > mu/2") << 5 << 8 << col << 8 << 2 << 1;
        QTest::newRow("mu=7 mu_i=3 <= 3.5") << 3 << 7 << sq << 3 << 3 << 1;
        // ν = ⌊16/7⌋ = 2: 14 + 18 = 32 ≤ 32.
        QTest::newRow("mu=7 mu_i=4 > 3.5") << 4 << 7 << col << 7 << 2 << 1;
        // ν = ⌊49/8⌋ = 6: 48 + 28 = 76 ≤ 77.
        QTest::newRow("mu=8 mu_i=7") << 7 << 8 << col << 8 << 6 << 1;
        QTest::newRow("mu=8 mu_i=8") << 8 << 8 << full << 8 << 8 << 1;
        // ⌊17²/8²⌋ = 4 chunks by area, but 357 buffers hold 3 of 8² + 4·8 = 96.
        QTest::newRow("mu=8 mu_i=17") << 17 << 8 << full << 8 << 8 << 3;
        // ⌊12²/4²⌋ = 9 by area, 192 buffers hold 6 of 32.
        QTest::newRow("mu=4 mu_i=12") << 12 << 4 << full << 4 << 4 << 6;
        QTest::newRow("mu=1 mu_i=1") << 1 << 1 << full << 1 << 1 << 1;
    }
    void chunkShape()
    {
        QFETCH(int, muI);
        QFETCH(int, mu);
        QFETCH(int, shape);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, virtualWorkers);
        const double m = static_cast<double>(muI) * muI + 4.0 * muI;
        QCOMPARE(muFromMemory(m), muI);
        const LuChunk c = luChunk(m, mu);
        QCOMPARE(static_cast<int>(c.shape), shape);
        QCOMPARE(c.rows, rows);
        QCOMPARE(c.cols, cols);
        QCOMPARE(c.virtualWorkers, virtualWorkers);
        QVERIFY(c.buffers() * c.virtualWorkers <= m);
    }

    // The rule is the better ratio of §7.3: μ_i² w / 3μ_i c (square) against
    // μ_i² w / (μ + 2μ_i²/μ) c (columns); they are equal at μ_i = μ/2 and μ_i = μ.
    void shapeRuleIsTheBetterRatio()
    {
        for (int mu = 2; mu <= 24; ++mu)
            for (int mi = 1; mi < mu; ++mi) {
                const double square = mi / 3.0;
                const double columns = static_cast<double>(mi) * mi / (mu + 2.0 * mi * mi / mu);
                const LuChunk c = luChunk(static_cast<double>(mi) * mi + 4.0 * mi, mu);
                if (square > columns + 1e-12)
                    QCOMPARE(c.shape, LuChunkShape::Square);
                else if (columns > square + 1e-12)
                    QCOMPARE(c.shape, LuChunkShape::Columns);
                QCOMPARE(c.shape == LuChunkShape::Square, 2 * mi <= mu);
            }
    }

    void noMemory()
    {
        QCOMPARE(luChunk(4, 3).shape, LuChunkShape::None);
        QCOMPARE(luChunk(0, 1).shape, LuChunkShape::None);
    }
};

QTEST_GUILESS_MAIN(TestLuModel)
#include "tst_lu_model.moc"
