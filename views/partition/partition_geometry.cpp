#include "partition/partition_geometry.h"

#include <algorithm>

namespace partita::views {

PartitionGeometry PartitionGeometry::compute(const Plan &plan, const QRectF &area)
{
    PartitionGeometry g;
    g.kind = plan.kind;
    if (plan.kind == PlanKind::Blocks) {
        g.rows = std::max<std::int64_t>(1, plan.problem.rowBlocks());
        g.cols = std::max<std::int64_t>(1, plan.problem.colBlocks());
        g.cell = std::max(0.0, std::min(area.width() / static_cast<double>(g.cols),
                                        area.height() / static_cast<double>(g.rows)));
        const double width = g.cell * static_cast<double>(g.cols), height = g.cell * static_cast<double>(g.rows);
        g.frameA = QRectF(area.left() + (area.width() - width) / 2, area.top() + (area.height() - height) / 2, width,
                          height);
        for (std::size_t i = 0; i < plan.pieces.size(); ++i)
            for (const Rect &r : plan.pieces[i].rectangles)
                g.rects.push_back({static_cast<int>(i), r, g.toPixels(r)});
        // The repeating pattern of cyclic layouts: every l blocks (hetero-block-cyclic) or
        // every gridRows × gridCols blocks (block-cyclic).
        std::int64_t px = 0, py = 0;
        if (plan.generalizedBlock > 0)
            px = py = plan.generalizedBlock;
        else if (plan.algorithm == "block-cyclic" && plan.gridRows > 0 && plan.gridCols > 0) {
            px = plan.gridCols;
            py = plan.gridRows;
        }
        if (px > 0 && py > 0 && (px < g.cols || py < g.rows)) {
            for (std::int64_t x = px; x < g.cols; x += px) {
                const double X = g.frameA.left() + static_cast<double>(x) * g.cell;
                g.patternLines.emplace_back(X, g.frameA.top(), X, g.frameA.bottom());
            }
            for (std::int64_t y = py; y < g.rows; y += py) {
                const double Y = g.frameA.top() + static_cast<double>(y) * g.cell;
                g.patternLines.emplace_back(g.frameA.left(), Y, g.frameA.right(), Y);
            }
        }
        return g;
    }

    // Layers: A (m × k) and B (k × n) side by side at one scale, a gap of (k + n)/20 between
    // them (a tenth of a side for square products), centred on their common middle line.
    g.rows = std::max<std::int64_t>(1, plan.problem.m);
    g.cols = std::max<std::int64_t>(1, plan.problem.n);
    g.inner = std::max<std::int64_t>(1, plan.problem.k);
    const double rowsA = static_cast<double>(g.rows), colsB = static_cast<double>(g.cols);
    const double inner = static_cast<double>(g.inner);
    const double units = 1.05 * (inner + colsB);
    g.cell = std::max(0.0, std::min(area.width() / units, area.height() / std::max(rowsA, inner)));
    const double left = area.left() + (area.width() - units * g.cell) / 2;
    const double middle = area.top() + area.height() / 2;
    g.frameA = QRectF(left, middle - rowsA * g.cell / 2, inner * g.cell, rowsA * g.cell);
    g.frameB = QRectF(left + (1.05 * inner + 0.05 * colsB) * g.cell, middle - inner * g.cell / 2, colsB * g.cell,
                      inner * g.cell);
    std::int64_t offset = 0;
    for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
        const std::int64_t k = plan.pieces[i].k;
        if (k <= 0)
            continue;
        const Rect a{offset, 0, k, g.rows}, b{0, offset, g.cols, k};
        g.rects.push_back({static_cast<int>(i), a, g.toPixels(a)});
        g.rects.push_back({static_cast<int>(i), b, g.toPixelsB(b)});
        offset += k;
    }
    return g;
}

QRectF PartitionGeometry::toPixels(const Rect &r) const
{
    return QRectF(frameA.left() + static_cast<double>(r.x) * cell, frameA.top() + static_cast<double>(r.y) * cell,
                  static_cast<double>(r.w) * cell, static_cast<double>(r.h) * cell);
}

QRectF PartitionGeometry::toPixelsB(const Rect &r) const
{
    return QRectF(frameB.left() + static_cast<double>(r.x) * cell, frameB.top() + static_cast<double>(r.y) * cell,
                  static_cast<double>(r.w) * cell, static_cast<double>(r.h) * cell);
}

int PartitionGeometry::hitTest(QPointF p) const
{
    for (std::size_t i = 0; i < rects.size(); ++i) {
        const QRectF &r = rects[i].pixels;
        // Half-open on the right and bottom, so a point on a shared edge hits one piece.
        if (p.x() >= r.left() && p.x() < r.right() && p.y() >= r.top() && p.y() < r.bottom())
            return static_cast<int>(i);
    }
    return -1;
}

} // namespace partita::views
