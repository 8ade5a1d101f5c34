#pragma once
// The Gantt chart's geometry as a plain value (no painting): time ↔ x with a zoom factor and a
// scroll offset, resource rows ↔ y, each row split into lanes where its intervals overlap so
// that no bar hides another, hit testing, and zoom about a point. Several panels (a predicted
// trace above a measured one) share one time axis. The view paints what this struct says, so
// tests check bars here without pixels.
//
// Rows and lanes are those of core/report/gantt_layout.h, which the Gantt SVG draws too: the
// intervals of a lane are sorted by start and by end alike, so finding the visible ones is two
// binary searches (O(log n + visible) per lane). Idle intervals are not bars: the row
// background is idle time.

#include "report/gantt_layout.h"
#include "trace/trace.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace partita::views {

struct GanttRow {
    int resource = 0;       // index into the panel's Trace::resources
    double top = 0;         // content y of the row (before the vertical scroll)
    double height = 0;      // lanes · laneHeight + 2 · rowPadding
    std::vector<GanttLane> lanes; // at least one lane, items sorted by start
};

struct GanttPanelLayout {
    double top = 0; // content y of the panel's title line
    double makespan = 0;
    std::vector<GanttRow> rows;
};

struct GanttBar {
    int panel = 0;
    int row = 0;
    int lane = 0;
    std::size_t interval = 0;
    double x = 0, width = 0, y = 0, height = 0; // widget pixels
};

struct GanttGeometry {
    // Layout constants (pixels). plotLeft is where the time axis starts (labels on its left).
    double plotLeft = 150;
    double plotWidth = 800;
    double axisHeight = 30;  // the time axis, above the rows
    double panelHeader = 0;  // title line of each panel (set when there are several panels)
    double laneHeight = 14;
    double rowPadding = 3;
    double rowGap = 2;

    // View state: seconds (trace unit) per pixel is 1 / pixelsPerTime; startTime is the time
    // at plotLeft; scrollY the vertical scroll of the rows.
    double pixelsPerTime = 1;
    double startTime = 0;
    double scrollY = 0;

    std::vector<GanttPanelLayout> panels;

    // Lays out the traces' rows and lanes (the view state is kept).
    void setTraces(const std::vector<const Trace *> &traces);
    // Lays out one panel again (a live measured trace that grew), moving the panels below it;
    // the other panels are not recomputed. `panel` must exist.
    void setPanelTrace(std::size_t panel, const Trace &trace);

    double xOf(double t) const { return plotLeft + (t - startTime) * pixelsPerTime; }
    double timeAt(double x) const { return startTime + (x - plotLeft) / pixelsPerTime; }
    double yOf(double contentY) const { return axisHeight + contentY - scrollY; }
    double contentHeight() const;
    double makespan() const; // the largest panel makespan (the shared axis ends there)

    // Shows [0, makespan] across plotWidth (a small margin on the right).
    void fit();
    // Multiplies the zoom by factor, keeping the time under x where it is, unless the left edge
    // would go before time 0 (it stops at 0: no negative time, whatever the zoom or the pan).
    void zoomAbout(double x, double factor);
    // Shows exactly [t0, t1] across plotWidth (nothing happens unless t0 < t1).
    void zoomToRange(double t0, double t1);
    // Moves the content by (dx, dy) pixels, as a drag does: time and rows follow the mouse.
    void panBy(double dx, double dy = 0);
    void setViewportHeight(double h);
    double viewportHeight() const { return m_viewportHeight; }

    GanttBar bar(int panel, int row, int lane, const GanttLaneItem &item) const;
    // Every bar of one lane whose time span meets [t0, t1] (binary search).
    std::pair<std::size_t, std::size_t> visibleRange(const std::vector<GanttLaneItem> &lane, double t0,
                                                     double t1) const;
    // The bar of one interval (of `resource`, starting at `start`: where to look), if laid out.
    std::optional<GanttBar> barOf(int panel, int resource, double start, std::size_t interval) const;
    // The bar under (x, y); a bar narrower than 3 px is hit within 2 px of it.
    std::optional<GanttBar> hitTest(double x, double y) const;
    // The panel and row at y, if any.
    std::optional<std::pair<int, int>> rowAt(double y) const;

private:
    GanttPanelLayout layoutPanel(const Trace &trace, double top) const;
    void clampScroll();
    double m_viewportHeight = 600;
};

} // namespace partita::views
