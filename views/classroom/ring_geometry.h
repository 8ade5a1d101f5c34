#pragma once
// Where the ring page draws the SharedRing after one step of its growth (no painting, tested
// on its own): the ring members on a circle in ring order, the first at the top and the
// others clockwise, each a disc whose area grows with the processor's speed (as in the
// platform editor); the processors not yet in the ring in a row under the circle (the
// candidates of the next insertions), as many as fit.

#include "classroom/classroom_runner.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <cstddef>
#include <vector>

namespace partita::views {

struct RingNode {
    std::size_t processor = 0; // index into RingLesson::processors
    QPointF centre;
    double radius = 0;
    double angle = 0;          // radians, screen coordinates (0 = right, π/2 = down)
};

struct RingGeometry {
    // Constants (pixels).
    double margin = 12;
    double minNode = 9, maxNode = 24;
    double labelWidth = 80;    // room left and right of the circle for "P6 / speed 8.17"
    double labelHeight = 36;   // and above and below it
    double waitingHeight = 58; // the row of processors not yet in the ring
    double waitingNode = 9;

    // Results of layout().
    QPointF centre;
    double radius = 0;                // of the circle the members sit on
    std::vector<RingNode> members;    // in ring order
    int inserted = -1;                // index into members of the processor added at this step
    int pred = -1, succ = -1;         // indices into members of its neighbours
    QRectF waitingArea;
    std::vector<RingNode> waiting;    // processors not in the ring, in platform order
    std::size_t waitingHidden = 0;    // those that did not fit

    void layout(QSizeF size, const RingLesson &lesson, std::size_t step);
    // Where a member's label of `text` size goes: outside the circle, along the member's
    // radius, its nearest side `clearance` pixels from the member's centre (below a lone
    // member).
    QRectF labelBox(std::size_t member, QSizeF text, double clearance) const;
};

} // namespace partita::views
