// grid2d: the heterogeneous 2D grid of paper 000 §2.2 (Figure 2): the p processors are mapped
// onto the squarest R × C grid (on a rectangular C, m×n, the grid whose shape follows C's:
// gridForShape, docs/shapes.md), processor (i, j) owns the rectangle at row i, column j, with
// row heights r_i and column widths c_j chosen by MAX-GRID (Definition 1, max (Σr)(Σc) with
// r_i·c_j ≤ s_ij). The grid shape is fixed to the squarest one because it is the shape the grid
// exists for (ScaLAPACK's 2D communication pattern): MAX-GRID's objective alone would always
// pick the 1 × p "grid", whose full-height columns balance any speeds perfectly.
//
// Rounding: heights and widths are the largest-remainder apportionment of ⌈m/q⌉ and ⌈n/q⌉, at
// least one block each while the grid fits (⌈m/q⌉ ≥ R and ⌈n/q⌉ ≥ C), so processor (i, j) gets one rectangle
// h_i × w_j (none only when the grid does not fit) and its share is what the grid can give it, r_i·c_j / ((Σr)(Σc)). Complexity: see max_grid.h (exhaustive for p ≤ 12,
// p = 14 or p prime, a budgeted heuristic beyond; docs/grid2d.md), plus O(p) for the rounding.
#include "partition/apportion.h"
#include "partition/max_grid.h"
#include "partition/partitioner.h"

#include "model/error.h"

#include <cstdio>
#include <numeric>

namespace partita {

Plan partitionGrid2d(const PartitionInput &in)
{
    const std::int64_t rowBlocks = in.problem.rowBlocks(), colBlocks = in.problem.colBlocks();
    const std::size_t p = in.size();
    if (p == 0)
        throw InputError(Reason{ReasonKind::NoComputingProcessor, {}});
    if (rowBlocks < 1 || colBlocks < 1)
        throw InputError("the matrix has no block (m = " + std::to_string(in.problem.m) + ", n = "
                         + std::to_string(in.problem.n) + ")");

    const auto [rows, cols] = gridForShape(static_cast<std::int64_t>(p), in.problem.m, in.problem.n);
    const MaxGridResult solved = solveMaxGrid(in.shares(), rows, cols);
    const GridArrangement &grid = solved.grid;

    Plan plan;
    plan.algorithm = "grid2d";
    plan.problem = in.problem;
    plan.kind = PlanKind::Blocks;
    plan.gridRows = rows;
    plan.gridCols = cols;
    char efficiency[32];
    std::snprintf(efficiency, sizeof efficiency, "%.4f", grid.value); // shares sum to 1: the fraction reached
    plan.note = solved.description;
    plan.note += reason(ReasonKind::NoteGridSpeed, {efficiency});

    const auto slices = [](const std::vector<double> &sizes, std::int64_t nb) {
        return static_cast<std::int64_t>(sizes.size()) <= nb ? apportionAtLeastOne(sizes, nb)
                                                               : apportion(sizes, nb);
    };
    const auto heights = slices(grid.r, rowBlocks);
    const auto widths = slices(grid.c, colBlocks);
    const double total = std::accumulate(grid.r.begin(), grid.r.end(), 0.0) *
                         std::accumulate(grid.c.begin(), grid.c.end(), 0.0);
    plan.pieces.resize(p);
    for (std::size_t k = 0; k < p; ++k)
        plan.pieces[k].processor = in.ids[k];
    const auto R = static_cast<std::size_t>(rows), C = static_cast<std::size_t>(cols);
    std::int64_t y = 0;
    for (std::size_t i = 0; i < R; ++i) {
        std::int64_t x = 0;
        for (std::size_t j = 0; j < C; ++j) {
            Piece &piece = plan.pieces[grid.cell[i * C + j]];
            piece.share = grid.r[i] * grid.c[j] / total;
            if (heights[i] > 0 && widths[j] > 0)
                piece.rectangles.push_back(Rect{x, y, widths[j], heights[i]});
            x += widths[j];
        }
        y += heights[i];
    }
    return plan;
}

} // namespace partita
