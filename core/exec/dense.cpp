#include "exec/dense.h"

#include <cblas.h>

#include <random>
#include <vector>

// LAPACK's LU, in the OpenBLAS library the executor links (Debian's libopenblas ships LAPACK;
// no LAPACKE header is needed for one routine).
extern "C" void dgetrf_(const int *m, const int *n, double *a, const int *lda, int *ipiv, int *info);

namespace partita::exec {

Dense randomDense(std::int64_t rows, std::int64_t cols, std::uint64_t seed, int which)
{
    Dense m(rows, cols);
    std::mt19937_64 rng(seed * 2 + static_cast<std::uint64_t>(which));
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (auto &x : m.data)
        x = u(rng);
    return m;
}

void gemmAccumulate(std::int64_t m, std::int64_t n, std::int64_t k, const double *a, std::int64_t lda,
                    const double *b, std::int64_t ldb, double *c, std::int64_t ldc)
{
    if (m == 0 || n == 0 || k == 0)
        return;
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, static_cast<blasint>(m), static_cast<blasint>(n),
                static_cast<blasint>(k), 1.0, a, static_cast<blasint>(lda), b, static_cast<blasint>(ldb), 1.0, c,
                static_cast<blasint>(ldc));
}

void gemmSubtract(std::int64_t m, std::int64_t n, std::int64_t k, const double *a, std::int64_t lda,
                  const double *b, std::int64_t ldb, double *c, std::int64_t ldc)
{
    if (m == 0 || n == 0 || k == 0)
        return;
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, static_cast<blasint>(m), static_cast<blasint>(n),
                static_cast<blasint>(k), -1.0, a, static_cast<blasint>(lda), b, static_cast<blasint>(ldb), 1.0, c,
                static_cast<blasint>(ldc));
}

bool luFactor(std::int64_t n, double *a, std::int64_t lda)
{
    if (n == 0)
        return true;
    const int size = static_cast<int>(n), ld = static_cast<int>(lda);
    std::vector<int> pivots(static_cast<std::size_t>(n));
    int info = 0;
    dgetrf_(&size, &size, a, &ld, pivots.data(), &info);
    if (info != 0)
        return false;
    for (int i = 0; i < size; ++i)
        if (pivots[static_cast<std::size_t>(i)] != i + 1)
            return false;
    return true;
}

// The triangular solves of LU's panels are recursive (halve the triangle, solve the first half,
// update the second by one dgemm, solve it): OpenBLAS's dtrsm on a panel row of 80×480 against
// a 480×480 triangle runs at about 30 Gflop/s on one core where its dgemm reaches 70; split so,
// the dgemms carry most of the work and the solve reaches 50-55 (right side) and 40 (left side),
// with dtrsm itself only on triangles of at most kSolveLeaf rows (measured in docs/lu.md,
// "Running it"). The arithmetic is that of a blocked triangular solve: the same as dtrsm's up to
// the order of the sums.
namespace {
constexpr std::int64_t kSolveLeaf = 48;
} // namespace

void solveUpperRight(std::int64_t m, std::int64_t n, const double *u, std::int64_t ldu, double *x, std::int64_t ldx)
{
    if (m == 0 || n == 0)
        return;
    if (n <= kSolveLeaf) {
        cblas_dtrsm(CblasColMajor, CblasRight, CblasUpper, CblasNoTrans, CblasNonUnit, static_cast<blasint>(m),
                    static_cast<blasint>(n), 1.0, u, static_cast<blasint>(ldu), x, static_cast<blasint>(ldx));
        return;
    }
    // X = [X1 X2], U = [U11 U12; 0 U22]: X1 ← X1·U11⁻¹, X2 ← (X2 − X1·U12)·U22⁻¹.
    const std::int64_t n1 = n / 2;
    solveUpperRight(m, n1, u, ldu, x, ldx);
    gemmSubtract(m, n - n1, n1, x, ldx, u + n1 * ldu, ldu, x + n1 * ldx, ldx);
    solveUpperRight(m, n - n1, u + n1 * ldu + n1, ldu, x + n1 * ldx, ldx);
}

void solveUnitLowerLeft(std::int64_t m, std::int64_t n, const double *l, std::int64_t ldl, double *y,
                        std::int64_t ldy)
{
    if (m == 0 || n == 0)
        return;
    if (m <= kSolveLeaf) {
        cblas_dtrsm(CblasColMajor, CblasLeft, CblasLower, CblasNoTrans, CblasUnit, static_cast<blasint>(m),
                    static_cast<blasint>(n), 1.0, l, static_cast<blasint>(ldl), y, static_cast<blasint>(ldy));
        return;
    }
    // Y = [Y1; Y2], L = [L11 0; L21 L22]: Y1 ← L11⁻¹·Y1, Y2 ← L22⁻¹·(Y2 − L21·Y1).
    const std::int64_t m1 = m / 2;
    solveUnitLowerLeft(m1, n, l, ldl, y, ldy);
    gemmSubtract(m - m1, n, m1, l + m1, ldl, y, ldy, y + m1, ldy);
    solveUnitLowerLeft(m - m1, n, l + m1 * ldl + m1, ldl, y + m1, ldy);
}

void multiplyUnitLowerLeft(std::int64_t m, std::int64_t n, const double *l, std::int64_t ldl, double *b,
                           std::int64_t ldb)
{
    if (m == 0 || n == 0)
        return;
    cblas_dtrmm(CblasColMajor, CblasLeft, CblasLower, CblasNoTrans, CblasUnit, static_cast<blasint>(m),
                static_cast<blasint>(n), 1.0, l, static_cast<blasint>(ldl), b, static_cast<blasint>(ldb));
}

void gemv(std::int64_t m, std::int64_t n, const double *a, std::int64_t lda, const double *x, double *y)
{
    cblas_dgemv(CblasColMajor, CblasNoTrans, static_cast<blasint>(m), static_cast<blasint>(n), 1.0, a,
                static_cast<blasint>(lda), x, 1, 0.0, y, 1);
}

void useOneBlasThread() { openblas_set_num_threads(1); }

const char *blasVersion() { return openblas_get_config(); }

void addInto(std::int64_t count, const double *x, double *y)
{
    cblas_daxpy(static_cast<blasint>(count), 1.0, x, 1, y, 1);
}

void jacobiSweep(const Dense &in, Dense &out)
{
    const std::int64_t n = in.rows;
    for (std::int64_t j = 1; j + 1 < in.cols; ++j) {
        const double *l = in.col(j - 1), *c = in.col(j), *r = in.col(j + 1);
        double *o = out.col(j);
        o[0] = c[0];
        o[n - 1] = c[n - 1];
        for (std::int64_t i = 1; i + 1 < n; ++i)
            o[i] = (l[i] + r[i] + c[i - 1] + c[i + 1]) * 0.25;
    }
}

} // namespace partita::exec
