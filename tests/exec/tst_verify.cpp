// The check every run makes of C (core/exec/verify.h): exact products pass, one wrong entry
// or a NaN fails, in the full and in the sampled mode.
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

    void seededMatricesAreReproducible()
    {
        QCOMPARE(randomDense(20, 30, 5, 0).data, randomDense(20, 30, 5, 0).data);
        QVERIFY(randomDense(20, 30, 5, 0).data != randomDense(20, 30, 5, 1).data);
    }
};

QTEST_GUILESS_MAIN(TestVerify)
#include "tst_verify.moc"
