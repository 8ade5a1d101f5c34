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

void solveUpperRight(std::int64_t m, std::int64_t n, const double *u, std::int64_t ldu, double *x, std::int64_t ldx)
{
    if (m == 0 || n == 0)
        return;
    cblas_dtrsm(CblasColMajor, CblasRight, CblasUpper, CblasNoTrans, CblasNonUnit, static_cast<blasint>(m),
                static_cast<blasint>(n), 1.0, u, static_cast<blasint>(ldu), x, static_cast<blasint>(ldx));
}

void solveUnitLowerLeft(std::int64_t m, std::int64_t n, const double *l, std::int64_t ldl, double *y,
                        std::int64_t ldy)
{
    if (m == 0 || n == 0)
        return;
    cblas_dtrsm(CblasColMajor, CblasLeft, CblasLower, CblasNoTrans, CblasUnit, static_cast<blasint>(m),
                static_cast<blasint>(n), 1.0, l, static_cast<blasint>(ldl), y, static_cast<blasint>(ldy));
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
