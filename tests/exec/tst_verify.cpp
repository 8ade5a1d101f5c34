// The check every run makes of C (core/exec/verify.h): exact products pass, one wrong entry
// or a NaN fails, in the full and in the sampled mode; and LU's residual check.
#include "exec/verify.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace partita::exec;

namespace {

Dense product(const Dense &a, const Dense &b)
{
    Dense c(a.rows, b.cols);
    gemmAccumulate(a.rows, b.cols, a.cols, a.col(0), a.rows, b.col(0), b.rows, c.col(0), c.rows);
    return c;
}

} // namespace

class TestVerify : public QObject {
    Q_OBJECT
private slots:
    // C (m×n) = A (m×k)·B (k×n): every entry of a product of any shape is checked, the last row
    // and the last column included, and shapes that do not fit fail instead of being read.
    void rectangles_data()
    {
        QTest::addColumn<qint64>("m");
        QTest::addColumn<qint64>("k");
        QTest::addColumn<qint64>("n");
        QTest::newRow("37x53x21") << qint64(37) << qint64(53) << qint64(21);
        QTest::newRow("1x45x1") << qint64(1) << qint64(45) << qint64(1);
        QTest::newRow("29x1x43") << qint64(29) << qint64(1) << qint64(43);
        QTest::newRow("5x3x2100 (sampled)") << qint64(5) << qint64(3) << qint64(kFullVerificationLimit + 52);
    }
    void rectangles()
    {
        QFETCH(qint64, m);
        QFETCH(qint64, k);
        QFETCH(qint64, n);
        useOneBlasThread();
        const auto a = randomDense(m, k, 5, 0), b = randomDense(k, n, 5, 1);
        Dense c = product(a, b);
        QVERIFY(verifyProduct(a, b, c, 5).verified);
        for (std::int64_t j = 0; j < n; ++j) // the last row wrong: every column sees it
            c.at(m - 1, j) += 1e-3;
        const auto bad = verifyProduct(a, b, c, 5);
        QVERIFY(!bad.verified);
        QVERIFY(bad.maxAbsError >= 1e-3 * 0.99);
        QVERIFY(!verifyProduct(a, b, Dense(m, n + 1), 5).verified); // C of the wrong shape
        QVERIFY(!verifyProduct(a, randomDense(k + 1, n, 5, 1), Dense(m, n), 5).verified); // B's rows ≠ A's columns
    }

    void fullAndSampled_data()
    {
        QTest::addColumn<qint64>("n");
        QTest::newRow("full, n = 100") << qint64(100);
        QTest::newRow("sampled, n = 2100") << qint64(kFullVerificationLimit + 52);
    }
    void fullAndSampled()
    {
        QFETCH(qint64, n);
        useOneBlasThread();
        const auto a = randomDense(n, n, 3, 0), b = randomDense(n, n, 3, 1);
        Dense c = product(a, b);
        const auto ok = verifyProduct(a, b, c, 3);
        QVERIFY(ok.verified);
        QVERIFY(ok.maxAbsError < 1e-10 * static_cast<double>(n));
        QCOMPARE(QString::fromStdString(ok.method).startsWith("full"), n <= kFullVerificationLimit);

        // Corrupt a whole row: every sampled column sees it.
        for (std::int64_t j = 0; j < n; ++j)
            c.at(n / 2, j) += 1e-3;
        const auto bad = verifyProduct(a, b, c, 3);
        QVERIFY(!bad.verified);
        QVERIFY(bad.maxAbsError >= 1e-3 * 0.99);

        c.at(n / 2, 0) = std::numeric_limits<double>::quiet_NaN();
        for (std::int64_t j = 1; j < n; ++j)
            c.at(n / 2, j) -= 1e-3;
        QVERIFY(!verifyProduct(a, b, c, 3).verified || n > kFullVerificationLimit);
    }

    void nanIsAnError()
    {
        const auto a = randomDense(50, 50, 1, 0), b = randomDense(50, 50, 1, 1);
        Dense c = product(a, b);
        c.at(7, 9) = std::numeric_limits<double>::quiet_NaN();
        const auto v = verifyProduct(a, b, c, 1);
        QVERIFY(!v.verified);
        QVERIFY(std::isinf(v.maxAbsError));
    }

    // LU (docs/lu.md): getrf's factors of a diagonally dominant A leave a residual near ε and
    // exchange no row; one wrong entry of L\U, or a NaN, fails the 1e-12 check.
    void luResidual()
    {
        const std::int64_t n = 60;
        Dense a = randomDense(n, n, 3, 0);
        for (std::int64_t i = 0; i < n; ++i)
            a.at(i, i) += static_cast<double>(n);
        Dense lu = a;
        QVERIFY(luFactor(n, lu.col(0), n));
        const Verification good = verifyLu(a, lu);
        QVERIFY2(good.verified, qPrintable(QString::number(good.maxAbsError)));
        QVERIFY(good.maxAbsError < 1e-14);
        Dense wrong = lu;
        wrong.at(40, 7) += 1e-6;
        QVERIFY(!verifyLu(a, wrong).verified);
        wrong.at(40, 7) = std::numeric_limits<double>::quiet_NaN();
        QVERIFY(!verifyLu(a, wrong).verified);
        // A matrix whose first column needs a row exchange: getrf reports it.
        Dense swap = a;
        swap.at(0, 0) = 0;
        QVERIFY(!luFactor(n, swap.col(0), n));
    }

    void seededMatricesAreReproducible()
    {
        QCOMPARE(randomDense(20, 30, 5, 0).data, randomDense(20, 30, 5, 0).data);
        QVERIFY(randomDense(20, 30, 5, 0).data != randomDense(20, 30, 5, 1).data);
    }
};

QTEST_GUILESS_MAIN(TestVerify)
#include "tst_verify.moc"
