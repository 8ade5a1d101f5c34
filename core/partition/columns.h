#pragma once
// COL-PERI-SUM (paper 000 §2.3, Theorem 3): the column-based partition of the unit square into
// rectangles of prescribed areas s_i (Σ s_i = 1) that minimizes the sum of half-perimeters.
//
// A column holding the set K of processors has width W = Σ_{k∈K} s_k; its rectangles have
// heights s_k / W, so its half-perimeters add up to |K|·W + 1. The total cost is therefore
// Σ_columns (|K|·W_K + 1), which does not depend on the order of columns or of processors in
// a column. Sorting the areas in increasing order, an optimal partition exists in which every
// column is a run of consecutive processors (Beaumont, Boudet, Rastello, Robert, "Partitioning
// a square into rectangles: NP-completeness and approximation algorithms", the report [2] of
// paper 000), which gives the O(p²) dynamic program below. Its cost is at most 7/4 of the
// lower bound 2·Σ√s_i of any partition into rectangles.

#include "partition/partitioner.h"

#include <cstddef>
#include <string>
#include <vector>

namespace partita {

struct ColumnPartition {
    // Indices into the input, column by column (left to right), top to bottom; columns are
    // runs of the processors sorted by increasing area.
    std::vector<std::vector<std::size_t>> columns;
    std::vector<double> widths; // Σ s_k of each column: its fraction of C's width
    double cost = 0;            // Σ half-perimeters: Σ (|K|·W_K + 1) on the unit square
};

// How the dynamic program finds each column's best start: by scanning every start (O(p²), the
// plain program), or by the monotone candidate queue its cost allows (O(p log p)); Auto scans
// up to kPlainColumnsDp processors and queues beyond. Both reach the least cost; on exact ties
// they may keep different groupings.
enum class ColumnSearch { Auto, Scan, Queue };
inline constexpr std::size_t kPlainColumnsDp = 4096;

// On a rectangle (docs/shapes.md): C is m×n, `aspect` = m/n. A column of width W_K·n holds
// rectangles of heights (s_k/W_K)·m, whose half-perimeters add up to |K|·W_K·n + m; in units
// of the width n the cost is Σ_columns (|K|·W_K + aspect). Only the constant per column
// changes, so the sorted-runs argument and the dynamic program hold unchanged: a wide C
// (small aspect) takes more columns, a tall one fewer; aspect = 1 is the unit square. Costs
// are reported in units of √(m·n), the side of the square of C's area (docs/metrics.md):
// Σ (|K|·W_K + aspect) / √aspect.
double aspectOf(const Problem &problem);

// areas: positive, any scale (normalized inside).
ColumnPartition optimalColumnPartition(const std::vector<double> &areas, ColumnSearch search = ColumnSearch::Auto,
                                       double aspect = 1.0);

// The cost Σ (|K|·W_K + aspect) / √aspect of any grouping of normalized areas into columns.
double columnPartitionCost(const std::vector<double> &normalizedAreas,
                           const std::vector<std::vector<std::size_t>> &columns, double aspect = 1.0);

// A column-based partition (indices into in.ids, column by column, top to bottom; each column's
// width) rounded to the block grid: widths first, then heights inside each column, both by
// largest remainder, so that every column spans the full height and every block has one owner.
Plan columnPlan(const std::string &algorithm, const PartitionInput &in, const std::vector<std::vector<std::size_t>> &columns,
                const std::vector<double> &widths);

} // namespace partita
