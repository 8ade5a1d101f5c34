#pragma once
// Every run checks C against an independent product (docs/executor.md): the full product when n is
// small enough to afford it on rank 0, otherwise 32 random columns C(:,j) = A·B(:,j), each
// exact up to rounding. Entries of A and B are in [-1, 1), so |C_ij| ≤ n and two summation
// orders differ by about √n·n·ε, far below the tolerance n·1e-10.

#include "exec/dense.h"

#include <cstdint>
#include <string>

namespace partita::exec {

struct Verification {
    bool verified = false;
    double maxAbsError = 0;
    std::string method; // what was compared, for the summary
};

// C with up to this many columns is checked in full (every column A·B(:,j)).
constexpr std::int64_t kFullVerificationLimit = 2048;

Verification verifyProduct(const Dense &a, const Dense &b, const Dense &c, std::uint64_t seed);

// LU (docs/lu.md): ‖A − L·U‖_F / ‖A‖_F for L\U packed in `lu` (L unit lower), computed in full
// (L·U with one triangular product, n³/3 multiply-adds); verified below kLuResidualLimit.
// maxAbsError holds that relative residual.
constexpr double kLuResidualLimit = 1e-12;
Verification verifyLu(const Dense &a, const Dense &lu);

} // namespace partita::exec
