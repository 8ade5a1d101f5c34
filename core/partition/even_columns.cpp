// even-columns: the homogeneous baseline. The block grid of C (⌈m/q⌉ × ⌈n/q⌉) is cut into p
// full-height columns of (nearly) equal width, whatever the speeds: the 1D distribution that paper 000 §2.1
// starts from before making the grid heterogeneous. Widths are the largest-remainder rounding
// of ⌈n/q⌉/p, so they differ by at most one block; when p > ⌈n/q⌉, the others get width 0 and
// no rectangle. O(p).
#include "partition/apportion.h"
#include "partition/partitioner.h"

#include "model/error.h"

namespace partita {

Plan partitionEvenColumns(const PartitionInput &in)
{
    const std::int64_t rows = in.problem.rowBlocks(), nb = in.problem.colBlocks();
    const std::int64_t cols = nb;
    const std::size_t p = in.size();
    if (p == 0)
        throw InputError(Reason{ReasonKind::NoComputingProcessor, {}});
    if (rows < 1 || cols < 1)
        throw InputError("the matrix has no block (m = " + std::to_string(in.problem.m) + ", n = "
                         + std::to_string(in.problem.n) + ")");

    Plan plan;
    plan.algorithm = "even-columns";
    plan.problem = in.problem;
    plan.kind = PlanKind::Blocks;
    plan.gridRows = 1;
    plan.gridCols = static_cast<std::int64_t>(p);

    const auto widths = apportion(std::vector<double>(p, 1.0), nb);
    std::int64_t x = 0;
    for (std::size_t i = 0; i < p; ++i) {
        Piece piece;
        piece.processor = in.ids[i];
        piece.share = 1.0 / static_cast<double>(p);
        if (widths[i] > 0)
            piece.rectangles.push_back(Rect{x, 0, widths[i], rows});
        x += widths[i];
        plan.pieces.push_back(std::move(piece));
        plan.columns.push_back({static_cast<int>(i)});
    }
    const std::int64_t width = nb / static_cast<std::int64_t>(p);
    plan.note += nb % static_cast<std::int64_t>(p) != 0
                   ? reason(ReasonKind::NoteEvenColumnsTwo, {std::to_string(width), std::to_string(width + 1)})
                   : reason(ReasonKind::NoteEvenColumns, {std::to_string(width)});
    return plan;
}

} // namespace partita
