#pragma once
// Column-major dense matrices of doubles and the BLAS and LAPACK calls the executor makes,
// behind a small façade so that vendor details stay in dense.cpp (OpenBLAS, which ships
// LAPACK, one thread per rank).

#include <cstdint>
#include <vector>

namespace partita::exec {

struct Dense {
    std::int64_t rows = 0, cols = 0;
    std::vector<double> data; // column-major, leading dimension = rows

    Dense() = default;
    Dense(std::int64_t r, std::int64_t c) : rows(r), cols(c), data(static_cast<std::size_t>(r * c), 0.0) {}
    double &at(std::int64_t i, std::int64_t j) { return data[static_cast<std::size_t>(i + j * rows)]; }
    double at(std::int64_t i, std::int64_t j) const { return data[static_cast<std::size_t>(i + j * rows)]; }
    double *col(std::int64_t j) { return data.data() + j * rows; }
    const double *col(std::int64_t j) const { return data.data() + j * rows; }
};

// Entries uniform in [-1, 1), from a generator seeded with (seed, which): A is which = 0, B 1.
Dense randomDense(std::int64_t rows, std::int64_t cols, std::uint64_t seed, int which);

// C(m×n, ldc) += A(m×k, lda) · B(k×n, ldb), column-major.
void gemmAccumulate(std::int64_t m, std::int64_t n, std::int64_t k, const double *a, std::int64_t lda,
                    const double *b, std::int64_t ldb, double *c, std::int64_t ldc);
// C(m×n, ldc) −= A(m×k, lda) · B(k×n, ldb), column-major: the core update of LU.
void gemmSubtract(std::int64_t m, std::int64_t n, std::int64_t k, const double *a, std::int64_t lda,
                  const double *b, std::int64_t ldb, double *c, std::int64_t ldc);
// LU of the n×n matrix a (lda) in place with LAPACK's getrf: L unit lower, U upper. getrf
// pivots within the matrix it is given; returns false when it exchanged rows or met a zero
// pivot, that is when this matrix needs pivoting that a block LU without it cannot follow.
bool luFactor(std::int64_t n, double *a, std::int64_t lda);
// X(m×n, ldx) ← X·U⁻¹, U the upper triangle of u (n×n, ldu): a row of LU's vertical panel.
void solveUpperRight(std::int64_t m, std::int64_t n, const double *u, std::int64_t ldu, double *x, std::int64_t ldx);
// Y(m×n, ldy) ← L⁻¹·Y, L the unit lower triangle of l (m×m, ldl): a column of the horizontal panel.
void solveUnitLowerLeft(std::int64_t m, std::int64_t n, const double *l, std::int64_t ldl, double *y,
                        std::int64_t ldy);
// B(m×n, ldb) ← L·B, L the unit lower triangle of l (m×m, ldl).
void multiplyUnitLowerLeft(std::int64_t m, std::int64_t n, const double *l, std::int64_t ldl, double *b,
                           std::int64_t ldb);
// y(count) += x(count)
void addInto(std::int64_t count, const double *x, double *y);
// y(m) = A(m×n, lda) · x(n)
void gemv(std::int64_t m, std::int64_t n, const double *a, std::int64_t lda, const double *x, double *y);

// The ring's kernel (ring_run.cpp): one Jacobi sweep of columns [1, cols − 2] of `in` (its
// columns 0 and cols − 1 are the halos) into `out`, each point the mean of its four neighbours;
// rows 0 and rows − 1 are kept. `out` has the shape of `in`.
void jacobiSweep(const Dense &in, Dense &out);

// One BLAS thread per rank (docs/executor.md): the ranks are the parallelism.
void useOneBlasThread();
// "OpenBLAS 0.3.21 ..." for the About box and the summary.
const char *blasVersion();

} // namespace partita::exec
