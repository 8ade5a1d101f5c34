// hetero-block-cyclic: the heterogeneous 2D block-cyclic distribution of Kalinov and
// Lastovetsky (paper 003, "Parallel Matrix Multiplication on Heterogeneous Platform",
// generalized blocks). The p processors sit on the squarest r × c grid in input order,
// row-major; P_ij has normalized speed s_ij. A generalized block of l × l blocks, with
// max(r, c) ≤ l ≤ nb, is cut into c vertical slices whose widths are proportional to the column
// sums Σ_i s_ij, and vertical slice j into r horizontal slices whose heights are proportional to
// s_ij; slice (i, j) belongs to P_ij. Every generalized block is cut the same way and the
// pattern tiles the nb × nb grid from the top-left corner; when l does not divide nb the last
// tile row and column are the pattern cut at nb (as block-cyclic truncates its last blocks).
//
// l trades balance against pipelining (paper 003, "Effect of parameter l"): l = nb is the pure
// 2D heterogeneous distribution, l = max(r, c) gives every processor one block per tile. The
// default is the largest proper divisor of nb (nb over its smallest prime factor) when the grid
// fits in it, so tiles divide nb and there are at least 2 × 2 of them; otherwise l = nb.
//
// On a rectangular C (m×n, docs/shapes.md) the grid is the one whose shape follows C's
// (gridForShape), the generalized block stays square and tiles the ⌈m/q⌉ × ⌈n/q⌉ grid, and nb
// above is the shorter side, min(⌈m/q⌉, ⌈n/q⌉): a tile must fit along both.
// O(p + p·(nb/l)²): one rectangle per processor and tile.
#include "partition/apportion.h"
#include "partition/partitioner.h"

#include "model/error.h"

#include <algorithm>

namespace partita {

namespace {

std::int64_t smallestPrimeFactor(std::int64_t n)
{
    for (std::int64_t f = 2; f * f <= n; ++f)
        if (n % f == 0)
            return f;
    return n;
}

std::int64_t defaultGeneralizedBlock(std::int64_t nb, std::int64_t gridSide)
{
    if (nb < 2)
        return nb;
    const std::int64_t divisor = nb / smallestPrimeFactor(nb);
    return divisor >= gridSide ? divisor : nb;
}

} // namespace

Plan partitionHeteroBlockCyclic(const PartitionInput &in, std::int64_t l)
{
    const std::int64_t rowBlocks = in.problem.rowBlocks(), colBlocks = in.problem.colBlocks();
    const std::int64_t nb = std::min(rowBlocks, colBlocks);
    const std::size_t p = in.size();
    if (p == 0)
        throw InputError("the platform has no computing processor");
    if (nb < 1)
        throw InputError("the matrix has no block (m = " + std::to_string(in.problem.m) + ", n = "
                         + std::to_string(in.problem.n) + ")");

    const auto [r, c] = gridForShape(static_cast<std::int64_t>(p), in.problem.m, in.problem.n);
    const std::int64_t side = std::max(r, c);
    if (nb < side)
        throw InputError("hetero-block-cyclic puts the " + std::to_string(p) + " processors on a " +
                         std::to_string(r) + "x" + std::to_string(c) + " grid, which needs at least " +
                         std::to_string(side) + " blocks per side, but " +
                         (in.problem.square() ? "n/q gives " + std::to_string(nb) + " (n = " + std::to_string(in.problem.n)
                                              : "the shorter side has " + std::to_string(nb) + " (m = " + std::to_string(in.problem.m)
                                                    + ", n = " + std::to_string(in.problem.n)) +
                         ", q = " + std::to_string(in.problem.q) + "); use a smaller q");
    if (l == 0)
        l = defaultGeneralizedBlock(nb, side);
    if (l < side || l > nb)
        throw InputError("--l must be between " + std::to_string(side) + " and " +
                         std::to_string(nb) + " (got " + std::to_string(l) + ")");

    const auto shares = in.shares();
    const auto cols = static_cast<std::size_t>(c), rows = static_cast<std::size_t>(r);
    auto share = [&](std::size_t i, std::size_t j) { return shares[i * cols + j]; };

    // The pattern of one generalized block: vertical slices, then horizontal slices in each.
    std::vector<double> columnSums(cols, 0.0);
    for (std::size_t i = 0; i < rows; ++i)
        for (std::size_t j = 0; j < cols; ++j)
            columnSums[j] += share(i, j);
    const auto widths = apportionAtLeastOne(columnSums, l);
    std::vector<Rect> pattern(p);
    std::int64_t x = 0;
    for (std::size_t j = 0; j < cols; ++j) {
        std::vector<double> column(rows);
        for (std::size_t i = 0; i < rows; ++i)
            column[i] = share(i, j);
        const auto heights = apportionAtLeastOne(column, l);
        std::int64_t y = 0;
        for (std::size_t i = 0; i < rows; ++i) {
            pattern[i * cols + j] = Rect{x, y, widths[j], heights[i]};
            y += heights[i];
        }
        x += widths[j];
    }

    Plan plan;
    plan.algorithm = "hetero-block-cyclic";
    plan.problem = in.problem;
    plan.kind = PlanKind::Blocks;
    plan.gridRows = r;
    plan.gridCols = c;
    plan.generalizedBlock = l;
    const std::int64_t tileRows = (rowBlocks + l - 1) / l, tileCols = (colBlocks + l - 1) / l;
    plan.note = "generalized block " + std::to_string(l) + "x" + std::to_string(l) + " on a " +
                std::to_string(r) + "x" + std::to_string(c) + " grid, " + std::to_string(tileRows) +
                "x" + std::to_string(tileCols) + " tiles" +
                (in.problem.square() ? (nb % l != 0 ? ", last tile row and column cut at " + std::to_string(nb) : "")
                                     : (rowBlocks % l != 0 || colBlocks % l != 0 ? ", last tiles cut at the matrix's edge" : ""));

    plan.pieces.resize(p);
    for (std::size_t k = 0; k < p; ++k) {
        Piece &piece = plan.pieces[k];
        piece.processor = in.ids[k];
        piece.share = shares[k];
        piece.rectangles.reserve(static_cast<std::size_t>(tileRows * tileCols));
        for (std::int64_t ty = 0; ty < tileRows; ++ty) {
            for (std::int64_t tx = 0; tx < tileCols; ++tx) {
                Rect rect = pattern[k];
                rect.x += tx * l;
                rect.y += ty * l;
                rect.w = std::min(rect.x + rect.w, colBlocks) - rect.x;
                rect.h = std::min(rect.y + rect.h, rowBlocks) - rect.y;
                if (rect.w > 0 && rect.h > 0)
                    piece.rectangles.push_back(rect);
            }
        }
    }
    return plan;
}

} // namespace partita
