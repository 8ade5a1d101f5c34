#include "partition/partition_geometry.h"

#include <algorithm>

namespace partita::views {

PartitionGeometry PartitionGeometry::compute(const Plan &plan, const QRectF &area)
{
    PartitionGeometry g;
    g.kind = plan.kind;
    if (plan.kind == PlanKind::Blocks) {
        g.side = std::max<std::int64_t>(1, plan.blocks());
        const double size = std::max(0.0, std::min(area.width(), area.height()));
        g.cell = size / static_cast<double>(g.side);
        g.frameA = QRectF(area.left() + (area.width() - size) / 2, area.top() + (area.height() - size) / 2, size, size);
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
        if (px > 0 && py > 0 && (px < g.side || py < g.side)) {
            for (std::int64_t x = px; x < g.side; x += px) {
                const double X = g.frameA.left() + static_cast<double>(x) * g.cell;
                g.patternLines.emplace_back(X, g.frameA.top(), X, g.frameA.bottom());
            }
            for (std::int64_t y = py; y < g.side; y += py) {
                const double Y = g.frameA.top() + static_cast<double>(y) * g.cell;
                g.patternLines.emplace_back(g.frameA.left(), Y, g.frameA.right(), Y);
            }
        }
        return g;
    }

    // Layers: two squares side by side with a gap of a tenth of a square.
    g.side = std::max<std::int64_t>(1, plan.problem.n);
    const double size = std::max(0.0, std::min(area.width() / 2.1, area.height()));
    g.cell = size / static_cast<double>(g.side);
    const double left = area.left() + (area.width() - 2.1 * size) / 2;
    const double top = area.top() + (area.height() - size) / 2;
    g.frameA = QRectF(left, top, size, size);
    g.frameB = QRectF(left + 1.1 * size, top, size, size);
    std::int64_t offset = 0;
    for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
        const std::int64_t k = plan.pieces[i].k;
        if (k <= 0)
            continue;
        const Rect a{offset, 0, k, g.side}, b{0, offset, g.side, k};
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
