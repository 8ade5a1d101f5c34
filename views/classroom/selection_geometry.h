#pragma once
// Where the master-worker page draws one selection (no painting, tested on its own): one row
// per candidate worker, with its name, a bar for its ratio at this step, the quotient written
// out, and a bar for the work it has been assigned so far; under the rows, a strip with one
// cell per selection made so far, coloured by the worker chosen (the last cells when they do
// not all fit); under the strip, the timeline of those selections as in paper 002 Figures 7
// and 8 (the master's port, then one row per worker), when there is room for it.
//
//   | worker | ratio bar ......... 2.727 | (324 + 36) / (108 + 24) | work bar ..... |
//   ...
//   selections so far:  [P2][P1][P3][P1] ...
//   timeline:  port  |==P2==|=P1=|==P3==| ...
//              P1          |compute|
//              ...

#include <QRectF>
#include <QSizeF>

#include <cstddef>
#include <vector>

namespace partita::views {

struct SelectionGeometry {
    // Constants (pixels).
    double margin = 10;
    double headerHeight = 24;   // column titles, and the titles of the strip and the timeline
    double labelWidth = 104;    // worker name and μ
    double valueWidth = 72;     // the ratio's value, right of its bar
    double termsWidth = 250;    // the quotient written out (shown when the width allows)
    double minRowHeight = 10, maxRowHeight = 48;
    double preferredCell = 34, minCell = 12;
    double stripHeight = 34, stripNumbers = 16;
    double minTimelineRow = 8, maxTimelineRow = 40;
    double axisHeight = 18;     // time labels under the timeline
    double gap = 14;

    // Results of layout().
    QRectF header;               // column titles
    std::vector<QRectF> rows;    // one per worker, full width
    double ratioLeft = 0, ratioWidth = 0; // bar area of the ratio column (values follow it)
    bool showTerms = true;
    double termsLeft = 0;
    double workLeft = 0, workWidth = 0;   // bar area of the work column
    QRectF stripTitle;
    QRectF strip;                // the cells' band
    double cellWidth = 0;
    std::size_t stripFirst = 0;  // first selection shown in the strip
    std::size_t stripCount = 0;  // selections shown: stripFirst .. stripFirst + stripCount − 1
    bool showTimeline = false;
    QRectF timelineTitle;
    std::vector<QRectF> timelineRows; // [0]: the master's port, then one per worker
    double timeLeft = 0, timeWidth = 0;
    double t0 = 0, t1 = 1;       // the time span across timeWidth (setTimeRange)

    // Lays out `workers` rows, the strip up to selection `current` (0-based) and the timeline
    // in `size`.
    void layout(QSizeF size, std::size_t workers, std::size_t current);
    void setTimeRange(double from, double to);
    double xOfTime(double t) const;

    // The ratio bar of a row for `value` on a scale whose largest value is `scale`.
    QRectF ratioBar(std::size_t row, double value, double scale) const;
    QRectF workBar(std::size_t row, double value, double scale) const;
    // Where the ratio's value is written (right of the longest possible bar).
    QRectF valueRect(std::size_t row) const;
    QRectF termsRect(std::size_t row) const;
    // The strip cell of selection `step`, or an empty rectangle when it is not shown.
    QRectF cell(std::size_t step) const;
    // The bar of [from, to] in timeline row `row` (0 = the port), clipped to the time span.
    QRectF timeBar(std::size_t row, double from, double to) const;
};

} // namespace partita::views
