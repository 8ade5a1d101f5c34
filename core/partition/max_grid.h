#pragma once
// MAX-GRID (paper 000 §2.2, Definition 1): place p processors of speeds s_k on an R × C grid
// (a one-to-one mapping f of cells to processors) and choose row heights r_i and column widths
// c_j with r_i·c_j ≤ s_f(i,j), maximizing (Σ r_i)(Σ c_j), the work the grid processes per time
// unit. The decision version is NP-complete (Theorem 1), so the solver is exhaustive only for
// small grids and a heuristic beyond; docs/grid2d.md gives the thresholds and measured times.
//
// For a fixed mapping, in logarithms u_i = ln r_i, v_j = ln c_j the constraints u_i + v_j ≤
// ln s_ij form a polyhedron whose only line is (u + t, v - t), along which the objective is
// constant; ln((Σe^u)(Σe^v)) is convex, bounded (by ln Σs) and non-increasing along the other
// recession directions, so its maximum is reached at a vertex (modulo that line), where
// R + C - 1 independent constraints are tight: on a spanning tree of the complete bipartite
// graph rows × columns.

#include "partition/plan.h"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace partita {

// A mapping of processors to the cells of a rows × cols grid, with its row heights and column
// widths (any common scale: (r·t, c/t) is the same solution).
struct GridArrangement {
    std::int64_t rows = 0, cols = 0;
    std::vector<std::size_t> cell; // processor index of cell (i, j), at i·cols + j
    std::vector<double> r, c;      // row heights, column widths
    double value = 0;              // (Σ r_i)(Σ c_j); at most Σ s_k, equal iff perfectly balanced

    bool operator==(const GridArrangement &) const = default;
};

enum class MaxGridMethod {
    Automatic,  // exhaustive when the search is small enough (maxGridExhaustiveWork), else heuristic
    Exhaustive, // every monotone mapping (see below), each solved exactly
    Heuristic,  // local searches from sorted starting mappings, within a work budget
};

// Monotone mappings. Number the processors by decreasing speed. Take an optimal solution and
// permute rows and columns so that r and c are non-increasing. If a column holds a slower
// processor above a faster one, swapping them stays feasible (r_i·c_j ≤ s_slow ≤ s_fast for the
// upper cell, r_i'·c_j ≤ r_i·c_j ≤ s_slow for the lower one); likewise along rows, and sorting
// the rows of a matrix whose columns are sorted keeps the columns sorted. So some optimal
// mapping has speeds non-increasing along every row and column: a standard Young tableau of
// the R × C rectangle filled with the speed ranks. There are p!/Π(hook lengths) of them (42
// for 3 × 3, against 5,040 mappings modulo row and column permutations and transposition),
// and when R = C a tableau and its transpose are the same solution.
struct MaxGridResult {
    GridArrangement grid;
    bool exhaustive = false;
    double arrangements = 0;    // mappings evaluated
    std::int64_t swaps = 0;     // improving moves accepted (heuristic)
    PlanNote description;       // how the search went, for Plan::note
};

// Exhaustive search is used by Automatic when monotone mappings × spanning trees is at most
// this (p ≤ 12, p = 14, or p prime; docs/grid2d.md gives the measured times).
inline constexpr double maxGridExhaustiveWork = 2.0e6;

// Monotone mappings of an R × C grid: standard Young tableaux of the rectangle, halved when
// R = C > 1 (transposition), as a double.
double maxGridArrangementCount(std::int64_t rows, std::int64_t cols);
// Spanning trees of K_{R,C}: R^(C-1)·C^(R-1), as a double.
double maxGridSpanningTreeCount(std::int64_t rows, std::int64_t cols);

// The optimal r, c of fixed mappings of one grid shape, exactly: the spanning trees of K_{R,C}
// are enumerated once, then each mapping costs O(R^(C-1)·C^(R-1)·RC).
class FixedGridSolver {
public:
    FixedGridSolver(std::int64_t rows, std::int64_t cols);
    std::size_t treeCount() const { return m_trees.size(); }
    // cellSpeeds[i·cols + j] = s_f(i,j). Returns (Σr)(Σc).
    double solve(const std::vector<double> &cellSpeeds, std::vector<double> &r,
                 std::vector<double> &c) const;

private:
    struct Step {
        std::size_t cell, i, j;
        bool rowKnown; // c_j = s / r_i, else r_i = s / c_j
    };
    std::vector<Step> orderTree(const std::vector<std::size_t> &cells) const;
    std::size_t m_rows, m_cols;
    std::vector<std::vector<Step>> m_trees;
};

// One-off form of FixedGridSolver::solve.
double solveFixedGridExact(const std::vector<double> &cellSpeeds, std::int64_t rows,
                           std::int64_t cols, std::vector<double> &r, std::vector<double> &c);

// A locally optimal r, c of a fixed mapping: closure from the column sums, then moves along
// the edges of the polyhedron (scaling one side of the tight tree) while they improve.
// `work` is increased by the number of cell visits; moves stop once it reaches workLimit.
double solveFixedGridAscent(const std::vector<double> &cellSpeeds, std::int64_t rows,
                            std::int64_t cols, std::vector<double> &r, std::vector<double> &c,
                            double &work,
                            double workLimit = std::numeric_limits<double>::infinity());

// MAX-GRID on a rows × cols grid (rows·cols must equal speeds.size()).
MaxGridResult solveMaxGrid(const std::vector<double> &speeds, std::int64_t rows, std::int64_t cols,
                           MaxGridMethod method = MaxGridMethod::Automatic);

} // namespace partita
