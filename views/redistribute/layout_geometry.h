#pragma once
// Where the redistribution player draws a column-based layout (paper 000 §4): the m × n block
// grid (m block rows, n block columns; m = n on a square product) fills the largest centred
// rectangle of its aspect in the area, with square cells, processor columns side by side, each
// cut into its processors top to bottom (redistribution/layout.h). A plain value computed without
// painting, tested on its own like the partition view's geometry.
//
// Block column x, block row y maps to frame.left + x·cell, frame.top + y·cell. Every
// processor gets its rectangle where the layout puts it (zero-sized when it owns nothing),
// and, when a target layout of the same structure is given, the rectangle the target gives it:
// the canvas outlines those dashed, so the class sees where every border has to go.

#include "redistribution/layout.h"

#include <QPointF>
#include <QRectF>

#include <cstdint>
#include <vector>

namespace partita::views {

struct LayoutGeometry {
    struct ProcessorRect {
        LayoutSlot slot;
        std::size_t order = 0; // index in layout order (column by column, top to bottom)
        std::int64_t area = 0;       // blocks owned
        std::int64_t targetArea = -1; // blocks the target gives it, -1 without a target
        QRectF blocks;               // in blocks: x, y, width, height
        QRectF pixels;
        QRectF targetBlocks, targetPixels; // empty without a target
        bool operator==(const ProcessorRect &) const = default;
    };
    struct ColumnHeader {
        std::size_t column = 0;
        std::int64_t width = 0, targetWidth = -1;
        QRectF pixels; // above the grid, as wide as the processor column
        bool operator==(const ColumnHeader &) const = default;
    };

    std::int64_t n = 0; // block columns
    std::int64_t m = 0; // block rows
    double cell = 0;  // pixels per block, on both sides
    QRectF frame;     // the m × n grid: n·cell wide, m·cell high
    std::vector<ProcessorRect> processors; // layout order
    std::vector<ColumnHeader> headers;
    bool hasTarget = false;

    // `target` is used when it is valid and has the layout's structure. `headerHeight` pixels
    // above the grid are kept for the column headers.
    static LayoutGeometry compute(const Layout &layout, const QRectF &area, const Layout &target = {},
                                  double headerHeight = 0);

    QRectF toPixels(const QRectF &blocks) const;
    QPointF toPixels(QPointF blocks) const;
    // Block coordinates of a pixel (fractional).
    QPointF toBlocks(QPointF pixels) const;
    // Index into `processors` of the processor drawn under `p`, or -1.
    int hitTest(QPointF p) const;
};

} // namespace partita::views
