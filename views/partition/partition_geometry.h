#pragma once
// Where each piece of a plan is drawn: the block grid → pixel mapping and hit testing, as a
// plain value computed without painting (tested on its own, like hotspot's time axis).
//
// Blocks plans: C's grid of ⌈m/q⌉ rows by ⌈n/q⌉ columns of blocks (docs/studio.md, Shapes) fills the
// largest centred rectangle of that aspect in the area, square cells; block column x, row y
// maps to its left + x·cell, top + y·cell.
// Layers plans (paper 004 §3, Fig. 2): processor i gets k_i columns of A and k_i rows of B and
// computes a whole m × n layer of C; A (m × k) is drawn on the left cut into vertical slices
// of width k_i, B (k × n) on the right cut into horizontal slices, in piece order, both at one
// scale with a gap of a twentieth of k + n between them. Their `units` rectangles are in
// elements: A slice (offset, 0, k_i, m), B slice (0, offset, n, k_i).

#include "partition/plan.h"

#include <QLineF>
#include <QPointF>
#include <QRectF>

#include <vector>

namespace partita::views {

struct PartitionGeometry {
    struct DrawnRect {
        int piece = 0;      // index into Plan::pieces
        Rect units;         // blocks (Blocks plans) or elements (Layers plans)
        QRectF pixels;
        bool operator==(const DrawnRect &) const = default;
    };

    PlanKind kind = PlanKind::Blocks;
    std::int64_t rows = 0;      // block rows of C (Blocks) or m (Layers)
    std::int64_t cols = 0;      // block columns of C (Blocks) or n (Layers)
    std::int64_t inner = 0;     // k (Layers only)
    double cell = 0;            // pixels per block (Blocks) or per element (Layers)
    QRectF frameA;              // the C grid (Blocks) or A (Layers)
    QRectF frameB;              // B (Layers only)
    std::vector<DrawnRect> rects;
    std::vector<QLineF> patternLines; // generalized block / process grid of cyclic layouts

    static PartitionGeometry compute(const Plan &plan, const QRectF &area);

    // Pixels of a block rectangle (Blocks) or an A-slice rectangle in elements (Layers).
    QRectF toPixels(const Rect &r) const;
    QRectF toPixelsB(const Rect &r) const; // Layers: a B slice
    // Index into `rects` of the rectangle under `p`, or -1.
    int hitTest(QPointF p) const;
};

} // namespace partita::views
