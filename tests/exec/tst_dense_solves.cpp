// The triangular solves of LU's panels (core/exec/dense.h): recursive, dtrsm only on small
// triangles and dgemm for the rest. Checked against the solves written out by substitution, on
// sizes below, at and across the recursion's leaf, odd sizes, and leading dimensions larger than
// the matrices (the run solves blocks inside larger buffers); and X·U (L·Y) of the solution
// gives back the right-hand side.
#include "exec/dense.h"

#include <QtTest>

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

using namespace partita::exec;

namespace {

// A column-major matrix with leading dimension ld ≥ rows, its padding filled with a value the
// solves must not read into the result (nor change).
struct Padded {
    std::int64_t rows, cols, ld;
    std::vector<double> v;
    Padded(std::int64_t r, std::int64_t c, std::int64_t pad) : rows(r), cols(c), ld(r + pad), v(static_cast<std::size_t>((r + pad) * c), 7.5) {}
    double &at(std::int64_t i, std::int64_t j) { return v[static_cast<std::size_t>(i + j * ld)]; }
    double at(std::int64_t i, std::int64_t j) const { return v[static_cast<std::size_t>(i + j * ld)]; }
};

// A triangle as LU of a diagonally dominant matrix gives it: entries in [-1, 1) scaled by 1/n
// off the diagonal, 1 + |d| on it (the unit lower solve ignores its diagonal).
Padded triangle(std::int64_t n, std::int64_t pad, std::mt19937_64 &rng)
{
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    Padded t(n, n, pad);
    for (std::int64_t j = 0; j < n; ++j)
        for (std::int64_t i = 0; i < n; ++i)
            t.at(i, j) = i == j ? 1.0 + std::abs(u(rng)) : u(rng) / static_cast<double>(n);
    return t;
}

Padded randomMatrix(std::int64_t r, std::int64_t c, std::int64_t pad, std::mt19937_64 &rng)
{
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    Padded m(r, c, pad);
    for (std::int64_t j = 0; j < c; ++j)
        for (std::int64_t i = 0; i < r; ++i)
            m.at(i, j) = u(rng);
    return m;
}

double maxDifference(const Padded &a, const Padded &b)
{
    double d = 0;
    for (std::int64_t j = 0; j < a.cols; ++j)
        for (std::int64_t i = 0; i < a.rows; ++i)
            d = std::max(d, std::abs(a.at(i, j) - b.at(i, j)));
    return d;
}

bool paddingKept(const Padded &m)
{
    for (std::int64_t j = 0; j < m.cols; ++j)
        for (std::int64_t i = m.rows; i < m.ld; ++i)
            if (m.at(i, j) != 7.5)
                return false;
    return true;
}

} // namespace

class TestDenseSolves : public QObject {
    Q_OBJECT
private slots:
    void solves_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("pad");
        QTest::newRow("leaf only") << 5 << 7 << 0;
        QTest::newRow("at the leaf") << 80 << 48 << 3;
        QTest::newRow("one above the leaf") << 80 << 49 << 0;
        QTest::newRow("odd") << 33 << 211 << 5;
        QTest::newRow("LU panel, q = 80, mu = 6") << 80 << 480 << 0;
        QTest::newRow("one row") << 1 << 300 << 2;
    }
    // X ← X·U⁻¹ and Y ← L⁻¹·Y against substitution, one entry at a time.
    void solves()
    {
        QFETCH(int, rows);
        QFETCH(int, side);
        QFETCH(int, pad);
        std::mt19937_64 rng(static_cast<std::uint64_t>(rows * 1000 + side));
        const Padded u = triangle(side, pad, rng);

        // Right, upper: x_j = (b_j − Σ_{i<j} x_i U_ij) / U_jj for each row of X.
        const Padded b = randomMatrix(rows, side, pad, rng);
        Padded x = b, expected = b;
        for (std::int64_t r = 0; r < rows; ++r)
            for (std::int64_t j = 0; j < side; ++j) {
                double s = b.at(r, j);
                for (std::int64_t i = 0; i < j; ++i)
                    s -= expected.at(r, i) * u.at(i, j);
                expected.at(r, j) = s / u.at(j, j);
            }
        solveUpperRight(rows, side, u.v.data(), u.ld, x.v.data(), x.ld);
        QVERIFY2(maxDifference(x, expected) < 1e-12, qPrintable(QString::number(maxDifference(x, expected))));
        QVERIFY(paddingKept(x));

        // Left, unit lower: y_i = c_i − Σ_{j<i} L_ij y_j for each column of Y.
        const Padded c = randomMatrix(side, rows, pad, rng);
        Padded y = c, expectedY = c;
        for (std::int64_t col = 0; col < rows; ++col)
            for (std::int64_t i = 0; i < side; ++i) {
                double s = c.at(i, col);
                for (std::int64_t j = 0; j < i; ++j)
                    s -= u.at(i, j) * expectedY.at(j, col);
                expectedY.at(i, col) = s;
            }
        solveUnitLowerLeft(side, rows, u.v.data(), u.ld, y.v.data(), y.ld);
        QVERIFY2(maxDifference(y, expectedY) < 1e-12, qPrintable(QString::number(maxDifference(y, expectedY))));
        QVERIFY(paddingKept(y));
    }
};

QTEST_APPLESS_MAIN(TestDenseSolves)
#include "tst_dense_solves.moc"
