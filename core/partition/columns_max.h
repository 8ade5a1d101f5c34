#pragma once
// COL-PERI-MAX (paper 000 §2.3, Definition 3 restricted to column-based partitions): the
// column-based partition of the unit square into rectangles of prescribed areas s_i
// (Σ s_i = 1) that minimizes the largest half-perimeter, max_i (h_i + v_i). When the
// communications of a step proceed in parallel (a fully connected network, `--network full`),
// a step lasts as long as its largest piece's exchange, so this is the objective; PERI-SUM's
// (the `columns` strategy) is the total volume a single port carries.
//
// A column holding the set K of processors has width W_K = Σ_{k∈K} s_k and its rectangles
// W_K × s_k/W_K, so its largest half-perimeter is W_K + max_{k∈K} s_k / W_K. The cost of a
// partition, max over its columns, depends neither on the order of the columns nor on the order
// inside a column: the problem is to group the processors.
//
// Paper 000's Theorem 3: COL-PERI-MAX is NP-complete (unlike COL-PERI-SUM). Up to
// kColumnsMaxExact processors it is solved exactly, by dynamic programming over the subsets
// (f(S) = min over the column C ∋ min(S) of max(cost(C), f(S \ C)), O(3^p)); beyond, by a
// heuristic: the best grouping into runs of the areas sorted by size (O(p²) dynamic
// program), then moves and swaps of single processors out of the worst column while they lower
// it. Either way the cost is at least max_i 2·√s_i (a square is the rectangle of least
// half-perimeter for its area), the bound of PERI-MAX itself.

#include "util/cancel.h"

#include <cstddef>
#include <vector>

namespace partita {

inline constexpr std::size_t kColumnsMaxExact = 15;

struct ColumnMaxPartition {
    // Indices into the input, column by column (left to right), top to bottom.
    std::vector<std::vector<std::size_t>> columns;
    std::vector<double> widths; // Σ s_k of each column (unit-square convention)
    double cost = 0;            // the largest half-perimeter
    bool exact = false;         // solved exactly (p ≤ kColumnsMaxExact)
};

// areas: positive, any scale (normalized inside). Exact up to `exactUpTo` processors (at most
// kColumnsMaxExact: the dynamic program's tables hold 2^p entries), the heuristic beyond.
// On a rectangle C (m×n, aspect = m/n; docs/shapes.md) half-perimeters are in units of √(m·n):
// a column of width W (its fraction of n) whose largest area is s costs W/√aspect + s·√aspect/W.
// A cancelled `cancel` stops either search with Cancelled (checked once per subset, or per
// round of the heuristic's moves).
ColumnMaxPartition minMaxColumnPartition(const std::vector<double> &areas, std::size_t exactUpTo = kColumnsMaxExact,
                                         double aspect = 1.0, const CancelToken *cancel = nullptr);

// The largest half-perimeter max over columns of (W_K + max s_k / W_K) of any grouping of
// normalized areas into columns.
double columnMaxCost(const std::vector<double> &normalizedAreas, const std::vector<std::vector<std::size_t>> &columns,
                     double aspect = 1.0);

// PERI-MAX's lower bound for any partition into rectangles: max_i 2·√s_i (normalized areas).
double periMaxLowerBound(const std::vector<double> &normalizedAreas);

} // namespace partita
