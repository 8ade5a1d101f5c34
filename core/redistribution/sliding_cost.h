#pragma once
// Local slidings and their cost LS(D), paper 000 §5.1, equation 5.1.
//
// Derivation for the integer layout. Once the columns are balanced (width_c = W_c), processor
// j of column c must go from h_{c,j} rows to H_{c,j} rows; its imbalance in rows is
// δ_{c,j} = H_{c,j} - h_{c,j} (δ of §4.1 divided by the width), and Σ_j δ_{c,j} = 0 because
// both columns span the n rows. The border below processor j sits at Y_{c,j} = Σ_{k<=j} h_{c,k}
// and must end at Y*_{c,j} = Σ_{k<=j} H_{c,k}, so
//     b_{c,j} = Σ_{k<=j} δ_{c,k} = Y*_{c,j} - Y_{c,j}      (j = 1 .. n_c - 1)
// is the signed number of rows the border must move down. A local sliding moves one border by
// one row at the cost of the width, and slidings of different borders never help each other,
// so balancing column c with slidings alone costs W_c Σ_j |b_{c,j}|:
//     LS(D) = Σ_c Σ_j W_c |b_{c,j}|                          (5.1)
// A row migration l1 -> l2 moves, in every column, the borders with l1 < Y <= l2 up by one
// (b += 1) or, when l2 < l1, the borders with l2 < Y <= l1 down by one (b -= 1): the rule of
// §5.1 below equation 5.2.

#include "redistribution/layout.h"
#include "redistribution/operation.h"

#include <cstdint>
#include <vector>

namespace partita {

// b_{c,j} for every column c and interior border j (n_c - 1 values per column). `target` must
// have the same structure as `current`.
std::vector<std::vector<std::int64_t>> borderShifts(const Layout &current, const Layout &target);

// LS(D) of equation 5.1, with the current widths.
std::int64_t slidingCost(const Layout &current, const Layout &target);

// Step 5 of Algorithm 1: the local slidings that bring every column of `current` to the rows
// of `target`, column by column from the left; inside a column each border is moved all the
// way before the next one when the rows allow it (a border is never pushed past its neighbour,
// so every intermediate layout is valid). Exactly LS(D) / width slidings per column.
std::vector<Operation> slidingOperations(const Layout &current, const Layout &target);

} // namespace partita
