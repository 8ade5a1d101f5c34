#include "exec/verify.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace partita::exec {

Verification verifyProduct(const Dense &a, const Dense &b, const Dense &c, std::uint64_t seed)
{
    // A is m×k, B k×n, C m×n (a square product has m = k = n).
    const std::int64_t m = a.rows, k = a.cols, n = b.cols;
    Verification v;
    const double tolerance = 1e-10 * static_cast<double>(k);
    std::vector<std::int64_t> columns;
    if (n <= kFullVerificationLimit) {
        for (std::int64_t j = 0; j < n; ++j)
            columns.push_back(j);
        v.method = "full product on rank 0";
    } else {
        std::mt19937_64 rng(seed + 7);
        std::uniform_int_distribution<std::int64_t> pick(0, n - 1);
        for (int i = 0; i < 32; ++i)
            columns.push_back(pick(rng));
        v.method = "32 random columns C(:,j) = A·B(:,j)";
    }
    std::vector<double> y(static_cast<std::size_t>(m));
    for (auto j : columns) {
        gemv(m, k, a.col(0), m, b.col(j), y.data());
        for (std::int64_t i = 0; i < m; ++i) {
            const double d = std::abs(y[static_cast<std::size_t>(i)] - c.at(i, j));
            // a NaN in C is an error too (std::max would skip it)
            v.maxAbsError = std::isnan(d) ? std::numeric_limits<double>::infinity() : std::max(v.maxAbsError, d);
        }
    }
    v.verified = v.maxAbsError <= tolerance;
    return v;
}

Verification verifyLu(const Dense &a, const Dense &lu)
{
    const std::int64_t n = a.rows;
    Dense product(n, n); // U, then L·U
    for (std::int64_t j = 0; j < n; ++j)
        std::copy(lu.col(j), lu.col(j) + std::min(j + 1, n), product.col(j));
    multiplyUnitLowerLeft(n, n, lu.data.data(), n, product.data.data(), n);
    double diff = 0, norm = 0;
    for (std::size_t k = 0; k < a.data.size(); ++k) {
        const double d = a.data[k] - product.data[k];
        diff += d * d;
        norm += a.data[k] * a.data[k];
    }
    Verification v;
    v.maxAbsError = norm > 0 ? std::sqrt(diff / norm) : std::sqrt(diff);
    v.verified = std::isfinite(v.maxAbsError) && v.maxAbsError < kLuResidualLimit;
    v.method = "relative residual ‖A − L·U‖_F/‖A‖_F below 1e-12";
    return v;
}

} // namespace partita::exec
