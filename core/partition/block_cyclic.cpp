// block-cyclic: the ScaLAPACK 2D block-cyclic distribution (paper 000 §2.1; paper 003, "2-D
// Block Cyclic Distribution"), homogeneous: the p processors sit on the squarest r × c grid (on
// a rectangular C, the grid whose shape follows C's: gridForShape, docs/shapes.md) in input order, row-major, and block (i, j) of C (block row i, block column j) belongs to grid
// cell (i mod r, j mod c). The distribution block is one q × q block.
//
// Pieces: a processor owns the product of a set of block rows and a set of block columns. Each
// set is cut into its maximal runs of consecutive indices and the piece is the product of those
// runs. With r > 1 (resp. c > 1) every run is a single block row (column), so the piece is the
// honest picture of block-cyclic: one rectangle per owned block. Only a degenerate grid
// dimension (r = 1, or p = 1) makes runs span the whole side and merges the blocks into
// full-height (full-width) strips. O(nb² / p) rectangles per processor, O(nb² + p) in total.
#include "partition/apportion.h"
#include "partition/partitioner.h"

#include "model/error.h"

namespace partita {

namespace {

struct Run {
    std::int64_t start = 0, length = 0;
};

// Maximal runs of {k in [0, nb) : k mod period == residue}.
std::vector<Run> cyclicRuns(std::int64_t nb, std::int64_t period, std::int64_t residue)
{
    if (period == 1)
        return {Run{0, nb}};
    std::vector<Run> runs;
    for (std::int64_t k = residue; k < nb; k += period)
        runs.push_back(Run{k, 1});
    return runs;
}

} // namespace

Plan partitionBlockCyclic(const PartitionInput &in)
{
    const std::int64_t rowBlocks = in.problem.rowBlocks(), colBlocks = in.problem.colBlocks();
    const auto p = static_cast<std::int64_t>(in.size());
    if (p == 0)
        throw InputError(Reason{ReasonKind::NoComputingProcessor, {}});
    if (rowBlocks < 1 || colBlocks < 1)
        throw InputError("the matrix has no block (m = " + std::to_string(in.problem.m) + ", n = "
                         + std::to_string(in.problem.n) + ")");

    const auto [r, c] = gridForShape(p, in.problem.m, in.problem.n);
    Plan plan;
    plan.algorithm = "block-cyclic";
    plan.problem = in.problem;
    plan.kind = PlanKind::Blocks;
    plan.gridRows = r;
    plan.gridCols = c;
    plan.note += reason(ReasonKind::NoteBlockCyclic, {std::to_string(r), std::to_string(c)});

    for (std::int64_t k = 0; k < p; ++k) {
        Piece piece;
        piece.processor = in.ids[static_cast<std::size_t>(k)];
        piece.share = 1.0 / static_cast<double>(p);
        const auto rows = cyclicRuns(rowBlocks, r, k / c);
        const auto cols = cyclicRuns(colBlocks, c, k % c);
        piece.rectangles.reserve(rows.size() * cols.size());
        for (const auto &row : rows)
            for (const auto &col : cols)
                piece.rectangles.push_back(Rect{col.start, row.start, col.length, row.length});
        plan.pieces.push_back(std::move(piece));
    }
    return plan;
}

} // namespace partita
