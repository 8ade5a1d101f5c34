#pragma once
// Where the LU page draws step k of the right-looking block factorization as Figure 9 of paper
// 002 does (no painting, tested on its own): the r×r block matrix as a square, the part already
// factored (rows and columns before kμ), (a) the pivot of the step's side at (kμ, kμ), (b) the
// vertical panel below it, (c) the horizontal panel right of it, (d) the core of the last
// r − kμ − μ rows and columns, and in the core each worker's columns at this step (LuStrip),
// with the chunk of the horizontal panel it keeps above them (§7.3). Under the matrix a legend
// of one line per worker that updates the core.

#include "classroom/classroom_runner.h"

#include <QRectF>
#include <QSizeF>

#include <cstddef>
#include <vector>

namespace partita::views {

struct LuStripBox {
    LuStrip strip;
    QRectF rect;  // its columns of the core
    QRectF chunk; // the part of the horizontal panel it keeps: rank rows × its columns
};

struct LuLegendLine {
    std::size_t worker = 0; // index into LuLesson::workers
    QRectF rect;
};

struct LuStepGeometry {
    // Constants (pixels).
    double margin = 12;
    double axisBand = 18;    // above and left of the matrix: the block indices kμ, (k+1)μ, r
    double lineHeight = 18;  // one legend line
    double maxLegendLines = 8;

    // Results of layout().
    int blocks = 0, k0 = 0, pivot = 0, core0 = 0; // r, kμ, the pivot's side, kμ + pivot
    double cell = 0;         // side of one block, pixels
    QRectF matrix;           // the whole r×r matrix
    QRectF doneRows;         // rows [0, kμ): U's rows, final
    QRectF doneColumns;      // rows [kμ, r) × columns [0, kμ): L's columns, final
    QRectF pivotBox;         // (a)
    QRectF verticalPanel;    // (b) rows [core0, r) × columns [kμ, core0)
    QRectF horizontalPanel;  // (c) rows [kμ, core0) × columns [core0, r)
    QRectF core;             // (d) rows and columns [core0, r); empty on the last step
    std::vector<LuStripBox> strips;
    QRectF legendArea;
    std::vector<LuLegendLine> legend; // workers with a strip at this step, in platform order
    std::size_t legendHidden = 0;     // those that did not fit

    void layout(QSizeF size, const LuLesson &lesson, std::size_t step);
    // The rectangle of block rows [row0, row1) × columns [col0, col1).
    QRectF blockRect(int row0, int row1, int col0, int col1) const;
};

} // namespace partita::views
