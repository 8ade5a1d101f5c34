// hetero-block-cyclic: the heterogeneous 2D block-cyclic distribution of Kalinov and
// Lastovetsky (paper 003, "Parallel Matrix Multiplication on Heterogeneous Platform",
// generalized blocks). The p processors sit on an r × c grid; P_ij has normalized speed s_ij.
// A generalized block of l × l blocks, with max(r, c) ≤ l ≤ nb, is cut into c vertical slices
// whose widths are proportional to the column sums Σ_i s_ij, and vertical slice j into r
// horizontal slices whose heights are proportional to s_ij; slice (i, j) belongs to P_ij. Every
// generalized block is cut the same way and the pattern tiles the nb × nb grid from the top-left
// corner; when l does not divide nb the last tile row and column are the pattern cut at nb (as
// block-cyclic truncates its last blocks).
//
// Arrangement (paper 003, "Other Experiments": "optimal mapping should arrange processors in a
// nonincreasing order of their speed along each row/column"): the processors, sorted by
// nonincreasing speed (ties in platform order), fill the grid row by row, so the speeds
// decrease along every row and down every column.
//
// Grid shape (same slide: shapes of the general block such as 2×6 or 3×4 were tried, and the
// shape matters when r and l are far from their best): every r × c with r·c = p that fits in
// the matrix (max(r, c) ≤ nb) is laid out, and the one kept is the best by the outer-product
// step model (docs/equivalent-homogeneous.md, "Grid shape"): least computation per step,
// max_k a_k / s_k (a_k the blocks of P_k, the step time of the slowest processor); shapes
// within 1 % of that least value count as equal, and among them the least communication volume
// Σ_k (rows_k + cols_k) (the pivot blocks P_k receives per step), then the squarest, then r ≤ c.
// With --l the same l is used for every shape (those that cannot take it are skipped); without
// it each shape has its own default l.
//
// l trades balance against pipelining (paper 003, "Effect of parameter l"): l = nb is the pure
// 2D heterogeneous distribution, l = max(r, c) gives every processor one block per tile. The
// default is the largest proper divisor of nb (nb over its smallest prime factor) when the grid
// fits in it, so tiles divide nb and there are at least 2 × 2 of them; otherwise l = nb.
//
// On a rectangular C (m×n, docs/shapes.md) the generalized block stays square and tiles the
// ⌈m/q⌉ × ⌈n/q⌉ grid, and nb above is the shorter side, min(⌈m/q⌉, ⌈n/q⌉): a tile must fit
// along both.
// O(d(p)·p·(nb/l)²) for the d(p) grid shapes: one rectangle per processor and tile each.
#include "partition/apportion.h"
#include "partition/partitioner.h"

#include "model/error.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <tuple>

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

// Slot of each processor on the grid, row-major: the processors by nonincreasing speed, ties in
// platform order (paper 003, "Other Experiments").
std::vector<std::size_t> speedOrderSlots(const std::vector<double> &speeds)
{
    std::vector<std::size_t> order(speeds.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return speeds[a] > speeds[b]; });
    std::vector<std::size_t> slot(speeds.size());
    for (std::size_t s = 0; s < order.size(); ++s)
        slot[order[s]] = s;
    return slot;
}

// The layout on one r × c grid with generalized block l; `slot[k]` is processor k's place in
// the grid, row-major.
Plan layoutOnGrid(const PartitionInput &in, const std::vector<double> &shares, const std::vector<std::size_t> &slot,
                  std::int64_t r, std::int64_t c, std::int64_t l)
{
    const std::int64_t rowBlocks = in.problem.rowBlocks(), colBlocks = in.problem.colBlocks();
    const std::size_t p = in.size();
    const auto cols = static_cast<std::size_t>(c), rows = static_cast<std::size_t>(r);
    std::vector<double> atSlot(p);
    for (std::size_t k = 0; k < p; ++k)
        atSlot[slot[k]] = shares[k];
    auto share = [&](std::size_t i, std::size_t j) { return atSlot[i * cols + j]; };

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
    plan.pieces.resize(p);
    for (std::size_t k = 0; k < p; ++k) {
        Piece &piece = plan.pieces[k];
        piece.processor = in.ids[k];
        piece.share = shares[k];
        piece.rectangles.reserve(static_cast<std::size_t>(tileRows * tileCols));
        for (std::int64_t ty = 0; ty < tileRows; ++ty) {
            for (std::int64_t tx = 0; tx < tileCols; ++tx) {
                Rect rect = pattern[slot[k]];
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

} // namespace

HeteroGridCost heteroGridCost(const Plan &plan)
{
    HeteroGridCost cost;
    for (const auto &piece : plan.pieces) {
        // The rectangles of one processor sit in distinct tile rows and tile columns, one per
        // tile, so its rows are the heights summed over one tile column, its columns the widths
        // summed over one tile row.
        std::int64_t rows = 0, cols = 0;
        for (const auto &r : piece.rectangles) {
            if (r.x == piece.rectangles.front().x)
                rows += r.h;
            if (r.y == piece.rectangles.front().y)
                cols += r.w;
        }
        cost.volume += rows + cols;
        if (piece.share > 0)
            cost.stepTime = std::max(cost.stepTime, static_cast<double>(piece.area()) / piece.share);
    }
    return cost;
}

std::size_t chooseHeteroGrid(const std::vector<HeteroGridShape> &shapes)
{
    constexpr double kEqualWithin = 0.01;
    double least = shapes.front().cost.stepTime;
    for (const auto &s : shapes)
        least = std::min(least, s.cost.stepTime);
    auto key = [](const HeteroGridShape &s) {
        return std::tuple(s.cost.volume, std::abs(s.rows - s.cols), s.rows);
    };
    std::size_t best = shapes.size();
    for (std::size_t i = 0; i < shapes.size(); ++i)
        if (shapes[i].cost.stepTime <= least * (1 + kEqualWithin) && (best == shapes.size() || key(shapes[i]) < key(shapes[best])))
            best = i;
    return best;
}

Plan partitionHeteroBlockCyclicOnGrid(const PartitionInput &in, std::int64_t r, std::int64_t c, std::int64_t l)
{
    const std::int64_t nb = std::min(in.problem.rowBlocks(), in.problem.colBlocks());
    if (r < 1 || c < 1 || static_cast<std::size_t>(r * c) != in.size())
        throw InputError("hetero-block-cyclic: a " + std::to_string(r) + "x" + std::to_string(c) + " grid does not hold "
                         + std::to_string(in.size()) + " processors");
    const std::int64_t side = std::max(r, c);
    if (l == 0)
        l = defaultGeneralizedBlock(nb, side);
    if (l < side || l > nb)
        throw InputError("--l must be between " + std::to_string(side) + " and " + std::to_string(nb) + " (got "
                         + std::to_string(l) + ")");
    return layoutOnGrid(in, in.shares(), speedOrderSlots(in.speeds), r, c, l);
}

Plan partitionHeteroBlockCyclic(const PartitionInput &in, std::int64_t l)
{
    const std::int64_t rowBlocks = in.problem.rowBlocks(), colBlocks = in.problem.colBlocks();
    const std::int64_t nb = std::min(rowBlocks, colBlocks);
    const std::size_t p = in.size();
    if (p == 0)
        throw InputError(Reason{ReasonKind::NoComputingProcessor, {}});
    if (nb < 1)
        throw InputError("the matrix has no block (m = " + std::to_string(in.problem.m) + ", n = "
                         + std::to_string(in.problem.n) + ")");

    const auto shares = in.shares();
    const auto slot = speedOrderSlots(in.speeds);
    const auto pp = static_cast<std::int64_t>(p);
    std::int64_t smallestSide = pp;
    std::vector<Plan> plans;
    std::vector<HeteroGridShape> shapes;
    std::string tried;
    for (std::int64_t r = 1; r <= pp; ++r) {
        if (pp % r != 0)
            continue;
        const std::int64_t c = pp / r, side = std::max(r, c);
        smallestSide = std::min(smallestSide, side);
        const std::int64_t shapeL = l == 0 ? defaultGeneralizedBlock(nb, side) : l;
        if (side > nb || shapeL < side || shapeL > nb)
            continue;
        plans.push_back(layoutOnGrid(in, shares, slot, r, c, shapeL));
        shapes.push_back({r, c, heteroGridCost(plans.back())});
        tried += (tried.empty() ? "" : ", ") + std::to_string(r) + "x" + std::to_string(c);
    }
    if (plans.empty()) {
        if (nb < smallestSide)
            throw InputError("hetero-block-cyclic puts the " + std::to_string(p) + " processors on a grid whose longer "
                             "side is at least " + std::to_string(smallestSide) + " blocks, but "
                             + (in.problem.square() ? "n/q gives " + std::to_string(nb) + " (n = " + std::to_string(in.problem.n)
                                                    : "the shorter side has " + std::to_string(nb) + " (m = "
                                                          + std::to_string(in.problem.m) + ", n = " + std::to_string(in.problem.n))
                             + ", q = " + std::to_string(in.problem.q) + "); use a smaller q");
        throw InputError("--l must be between " + std::to_string(smallestSide) + " and " + std::to_string(nb) + " (got "
                         + std::to_string(l) + ")");
    }

    Plan *best = &plans[chooseHeteroGrid(shapes)];
    const std::int64_t r = best->gridRows, c = best->gridCols, gl = best->generalizedBlock;
    const std::int64_t tileRows = (rowBlocks + gl - 1) / gl, tileCols = (colBlocks + gl - 1) / gl;
    best->note += reason(ReasonKind::NoteHeteroBlockCyclic,
                         {std::to_string(gl), std::to_string(r), std::to_string(c), tried, std::to_string(tileRows),
                          std::to_string(tileCols)});
    if (in.problem.square() && nb % gl != 0)
        best->note += reason(ReasonKind::NoteTilesCut, {std::to_string(nb)});
    else if (!in.problem.square() && (rowBlocks % gl != 0 || colBlocks % gl != 0))
        best->note += Reason{ReasonKind::NoteTilesCutAtEdge, {}};
    return *best;
}

} // namespace partita
