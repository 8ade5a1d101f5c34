#include "redistribute/layout_geometry.h"

#include <algorithm>

namespace partita::views {

namespace {

double d(std::int64_t v) { return static_cast<double>(v); }

} // namespace

LayoutGeometry LayoutGeometry::compute(const Layout &layout, const QRectF &area, const Layout &target,
                                       double headerHeight)
{
    LayoutGeometry g;
    if (layout.n < 1 || layout.columns.empty())
        return g;
    g.n = layout.n;
    g.m = layout.blockRows();
    g.hasTarget = target.valid() && layout.sameStructure(target); // same structure: same m and n
    const QRectF grid = area.adjusted(0, headerHeight, 0, 0);
    // Square cells: the grid keeps C's aspect, as large as the area allows.
    g.cell = std::max(0.0, std::min(grid.width() / d(g.n), grid.height() / d(g.m)));
    const double side = std::max(0.0, std::min(grid.width(), grid.height()));
    const double width = g.m == g.n ? side : g.cell * d(g.n), height = g.m == g.n ? side : g.cell * d(g.m);
    g.frame = QRectF(grid.left() + (grid.width() - width) / 2, grid.top() + (grid.height() - height) / 2, width,
                     height);

    std::size_t order = 0;
    std::int64_t x = 0, tx = 0;
    for (std::size_t c = 0; c < layout.columns.size(); ++c) {
        const LayoutColumn &col = layout.columns[c];
        const LayoutColumn *tcol = g.hasTarget ? &target.columns[c] : nullptr;
        ColumnHeader h;
        h.column = c;
        h.width = col.width;
        h.targetWidth = tcol ? tcol->width : -1;
        h.pixels = QRectF(g.frame.left() + d(x) * g.cell, g.frame.top() - headerHeight, d(col.width) * g.cell,
                          headerHeight);
        g.headers.push_back(h);
        std::int64_t y = 0, ty = 0;
        for (std::size_t j = 0; j < col.processors.size(); ++j) {
            ProcessorRect p;
            p.slot = {c, j};
            p.order = order++;
            p.area = col.width * col.processors[j].rows;
            p.blocks = QRectF(d(x), d(y), d(col.width), d(col.processors[j].rows));
            p.pixels = g.toPixels(p.blocks);
            if (tcol) {
                const std::int64_t rows = tcol->processors[j].rows;
                p.targetArea = tcol->width * rows;
                p.targetBlocks = QRectF(d(tx), d(ty), d(tcol->width), d(rows));
                p.targetPixels = g.toPixels(p.targetBlocks);
                ty += rows;
            }
            y += col.processors[j].rows;
            g.processors.push_back(p);
        }
        x += col.width;
        if (tcol)
            tx += tcol->width;
    }
    return g;
}

QRectF LayoutGeometry::toPixels(const QRectF &blocks) const
{
    return QRectF(frame.left() + blocks.x() * cell, frame.top() + blocks.y() * cell, blocks.width() * cell,
                  blocks.height() * cell);
}

QPointF LayoutGeometry::toPixels(QPointF blocks) const
{
    return {frame.left() + blocks.x() * cell, frame.top() + blocks.y() * cell};
}

QPointF LayoutGeometry::toBlocks(QPointF pixels) const
{
    if (cell <= 0)
        return {};
    return {(pixels.x() - frame.left()) / cell, (pixels.y() - frame.top()) / cell};
}

int LayoutGeometry::hitTest(QPointF p) const
{
    if (!frame.contains(p))
        return -1;
    const QPointF b = toBlocks(p);
    for (std::size_t i = 0; i < processors.size(); ++i) {
        const QRectF &r = processors[i].blocks;
        if (r.width() > 0 && r.height() > 0 && b.x() >= r.left() && b.x() < r.right() && b.y() >= r.top()
            && b.y() < r.bottom())
            return static_cast<int>(i);
    }
    return -1;
}

} // namespace partita::views
