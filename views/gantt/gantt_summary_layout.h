#pragma once
// Geometry of the per-processor summary beside the Gantt chart, as a plain value: one row per
// processor (predicted order, then processors only the measured run has), one line per trace
// in it, each line a horizontal bar stacked compute | communication | wait | other idle plus
// three number columns. All bars share one scale, the longest range summarized, so a measured
// run that took longer than predicted has the longer bar.

#include "trace/trace_analysis.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace partita::views {

struct GanttSummaryLine {
    int row = 0;   // index into GanttSummaryLayout::rows
    int panel = 0; // 0: predicted, 1: measured
    std::optional<RankSummary> summary; // absent: this trace has no such processor
    double y = 0;  // top of the line
    double barX = 0;
    double barWidth = 0; // the whole range of this line's trace at the shared scale
    // Widths of compute, communication, wait, idle other than wait (they add up to barWidth).
    std::array<double, 4> segments{};
};

struct GanttSummaryRow {
    std::string id;
    double top = 0, height = 0;
};

struct GanttSummaryLayout {
    // Layout constants (pixels); `top` is where the rows start (below the view's header).
    double width = 440;
    double margin = 8;
    double labelWidth = 64;  // processor name
    double tagWidth = 0;     // "predicted"/"measured" before each bar; 0 without a comparison
    double numberWidth = 64; // each of the three number columns
    double minBarWidth = 60;
    double lineHeight = 18;
    double rowGap = 6;
    double top = 0;

    std::vector<GanttSummaryRow> rows;
    std::vector<GanttSummaryLine> lines;
    double scale = 0; // the range that a full bar stands for

    void layout(const TraceSummary &predicted, const TraceSummary *measured);
    double barLeft() const { return margin + labelWidth + tagWidth; }
    double barArea() const; // width of a full-scale bar
    double numbersLeft() const { return barLeft() + barArea() + 8; }
    double height() const;
    // The line at (x, y), if any (index into lines).
    std::optional<std::size_t> lineAt(double x, double y) const;
};

} // namespace partita::views
