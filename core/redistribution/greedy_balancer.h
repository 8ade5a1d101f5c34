#pragma once
// GREEDY BALANCING, paper 000 §4.5, Algorithm 1.
//
//   1: while the columns are not balanced: column migration from the most loaded column to
//      the least loaded one;
//   3: while some row migration lowers the total cost — its own cost plus the local slidings
//      still needed afterwards, LS(D') of equation 5.1, below the current LS(D) — perform the
//      best such row migration;
//   5: local slidings in each column until every processor has its target rows.
//
// "Loaded" is the column's extra area, m·(width_c - W_c) (m block rows) = -Σ_{i∈C_c} δ_i; the text of
// Algorithm 1 reads "from the column maximizing Σδ", which with δ = target - current (§4.1)
// would move work towards the overloaded column, so the migration goes from the largest
// width_c - W_c to the smallest (ties to the earlier column). This makes the minimum number
// Σ_c max(0, width_c - W_c) of column migrations.
//
// Row migrations are evaluated per pair of row bands (redistribution/row_bands.h), in O(1)
// each from prefix sums of the change of W_c |b_{c,j}| at every border position, plus the
// cost of the migration under the chosen model (O(columns) for the actual model). Each step
// costs O(B² · C) for B bands and C columns, and each accepted migration lowers the total by
// at least 1, so the loop ends. The best migration is the one with the lowest total, ties to
// the smallest (l1 band, l2 band).
//
// Under the constant model the result is optimal (Theorem 4, §5). Under the actual model the
// same rule uses the real prices and is no longer optimal (§4.6, Fig. 9): see exact_search.h.

#include "redistribution/redistribution.h"

#include <vector>

namespace partita {

// Step 1 alone: the column migrations that give every column its target width.
std::vector<Operation> columnBalancing(const Layout &current, const Layout &target);

// What balancing costs without any row migration: the column migrations of step 1, then
// LS(D) of equation 5.1 — the reference the row migrations of step 3 must beat.
std::int64_t slidingsOnlyCost(const Layout &initial, const Layout &target);

// The whole algorithm. `initial` and `target` must be valid layouts with the same structure
// (std::invalid_argument otherwise). The result is balanced: result() == target.
Redistribution greedyRedistribution(const Layout &initial, const Layout &target, CostModel model);

} // namespace partita
