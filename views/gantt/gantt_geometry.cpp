#include "gantt/gantt_geometry.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace partita::views {

namespace {

// Where the panel after `panel` starts: below its last row (and the gap after it).
double panelEnd(const GanttPanelLayout &panel, double panelHeader, double rowGap)
{
    return panel.rows.empty() ? panel.top + panelHeader : panel.rows.back().top + panel.rows.back().height + rowGap;
}

} // namespace

GanttPanelLayout GanttGeometry::layoutPanel(const Trace &trace, double top) const
{
    GanttLayout layout = ganttLayout(trace);
    GanttPanelLayout panel;
    panel.top = top;
    panel.makespan = layout.makespan;
    double y = top + panelHeader;
    for (std::size_t r = 0; r < layout.rows.size(); ++r) {
        GanttRow row;
        row.resource = static_cast<int>(r);
        row.lanes = std::move(layout.rows[r]);
        row.top = y;
        row.height = static_cast<double>(row.lanes.size()) * laneHeight + 2 * rowPadding;
        y += row.height + rowGap;
        panel.rows.push_back(std::move(row));
    }
    return panel;
}

void GanttGeometry::setTraces(const std::vector<const Trace *> &traces)
{
    panels.clear();
    double y = 0;
    for (const Trace *trace : traces) {
        panels.push_back(layoutPanel(*trace, y));
        y = panelEnd(panels.back(), panelHeader, rowGap);
    }
    clampScroll();
}

void GanttGeometry::setPanelTrace(std::size_t panel, const Trace &trace)
{
    const double oldEnd = panelEnd(panels[panel], panelHeader, rowGap);
    panels[panel] = layoutPanel(trace, panels[panel].top);
    const double shift = panelEnd(panels[panel], panelHeader, rowGap) - oldEnd;
    for (std::size_t p = panel + 1; p < panels.size(); ++p) {
        panels[p].top += shift;
        for (GanttRow &row : panels[p].rows)
            row.top += shift;
    }
    clampScroll();
}

double GanttGeometry::contentHeight() const
{
    if (panels.empty() || panels.back().rows.empty())
        return panels.empty() ? 0 : panels.back().top + panelHeader;
    const GanttRow &last = panels.back().rows.back();
    return last.top + last.height;
}

double GanttGeometry::makespan() const
{
    double m = 0;
    for (const GanttPanelLayout &p : panels)
        m = std::max(m, p.makespan);
    return m;
}

void GanttGeometry::fit()
{
    const double m = makespan();
    startTime = 0;
    pixelsPerTime = m > 0 ? plotWidth * 0.98 / m : 1;
}

void GanttGeometry::zoomAbout(double x, double factor)
{
    if (!(factor > 0) || !std::isfinite(factor))
        return;
    const double t = timeAt(x);
    // Bounded so that the axis stays meaningful: 1e-12 to 1e15 pixels per time unit.
    pixelsPerTime = std::clamp(pixelsPerTime * factor, 1e-12, 1e15);
    // Traces start at time 0: zooming out near the left edge stops there rather than showing
    // negative times (the time under x then moves left).
    startTime = std::max(0.0, t - (x - plotLeft) / pixelsPerTime);
}

void GanttGeometry::zoomToRange(double t0, double t1)
{
    if (!(t1 > t0) || !std::isfinite(t0) || !std::isfinite(t1))
        return;
    t0 = std::max(0.0, t0);
    if (!(t1 > t0))
        return;
    pixelsPerTime = std::clamp(plotWidth / (t1 - t0), 1e-12, 1e15);
    startTime = t0;
}

void GanttGeometry::panBy(double dx, double dy)
{
    startTime = std::max(0.0, startTime - dx / pixelsPerTime); // never before time 0
    scrollY -= dy;
    clampScroll();
}

void GanttGeometry::setViewportHeight(double h)
{
    m_viewportHeight = h;
    clampScroll();
}

void GanttGeometry::clampScroll()
{
    const double maxScroll = std::max(0.0, contentHeight() - (m_viewportHeight - axisHeight));
    scrollY = std::clamp(scrollY, 0.0, maxScroll);
}

GanttBar GanttGeometry::bar(int panel, int row, int lane, const GanttLaneItem &item) const
{
    const GanttRow &r = panels[static_cast<std::size_t>(panel)].rows[static_cast<std::size_t>(row)];
    GanttBar b;
    b.panel = panel;
    b.row = row;
    b.lane = lane;
    b.interval = item.interval;
    b.x = xOf(item.start);
    b.width = (item.end - item.start) * pixelsPerTime;
    b.y = yOf(r.top + rowPadding + lane * laneHeight) + 1;
    b.height = laneHeight - 2;
    return b;
}

std::pair<std::size_t, std::size_t> GanttGeometry::visibleRange(const std::vector<GanttLaneItem> &lane, double t0,
                                                                double t1) const
{
    // In a strict lane ends are sorted like starts: the first visible item is the first that
    // ends at or after t0, the last the last that starts at or before t1.
    const auto first = std::lower_bound(lane.begin(), lane.end(), t0,
                                        [](const GanttLaneItem &it, double t) { return it.end < t; });
    const auto last = std::upper_bound(first, lane.end(), t1,
                                       [](double t, const GanttLaneItem &it) { return t < it.start; });
    return {static_cast<std::size_t>(first - lane.begin()), static_cast<std::size_t>(last - lane.begin())};
}

std::optional<GanttBar> GanttGeometry::barOf(int panel, int resource, double start, std::size_t interval) const
{
    if (panel < 0 || static_cast<std::size_t>(panel) >= panels.size())
        return std::nullopt;
    const auto &rows = panels[static_cast<std::size_t>(panel)].rows;
    // Rows are made one per resource, in order.
    if (resource < 0 || static_cast<std::size_t>(resource) >= rows.size() ||
        rows[static_cast<std::size_t>(resource)].resource != resource)
        return std::nullopt;
    const GanttRow &row = rows[static_cast<std::size_t>(resource)];
    for (std::size_t l = 0; l < row.lanes.size(); ++l) {
        const auto &lane = row.lanes[l];
        auto it = std::lower_bound(lane.begin(), lane.end(), start,
                                   [](const GanttLaneItem &item, double t) { return item.start < t; });
        for (; it != lane.end() && it->start == start; ++it)
            if (it->interval == interval)
                return bar(panel, resource, static_cast<int>(l), *it);
    }
    return std::nullopt;
}

std::optional<std::pair<int, int>> GanttGeometry::rowAt(double y) const
{
    if (y < axisHeight)
        return std::nullopt;
    const double cy = y - axisHeight + scrollY;
    for (std::size_t p = 0; p < panels.size(); ++p) {
        const auto &rows = panels[p].rows;
        // Rows are sorted by top: the last row starting at or above cy.
        auto it = std::upper_bound(rows.begin(), rows.end(), cy, [](double v, const GanttRow &r) { return v < r.top; });
        if (it == rows.begin())
            continue;
        --it;
        if (cy <= it->top + it->height)
            return std::make_pair(static_cast<int>(p), static_cast<int>(it - rows.begin()));
    }
    return std::nullopt;
}

std::optional<GanttBar> GanttGeometry::hitTest(double x, double y) const
{
    if (x < plotLeft)
        return std::nullopt;
    const auto pr = rowAt(y);
    if (!pr)
        return std::nullopt;
    const GanttRow &row = panels[static_cast<std::size_t>(pr->first)].rows[static_cast<std::size_t>(pr->second)];
    const double inRow = y - yOf(row.top) - rowPadding;
    const int lane = static_cast<int>(std::floor(inRow / laneHeight));
    if (lane < 0 || static_cast<std::size_t>(lane) >= row.lanes.size())
        return std::nullopt;
    const auto &items = row.lanes[static_cast<std::size_t>(lane)];
    const double slack = 2 / pixelsPerTime;
    const double t = timeAt(x);
    const auto [first, last] = visibleRange(items, t - slack, t + slack);
    std::optional<GanttBar> best;
    double bestDistance = 0;
    for (std::size_t i = first; i < last; ++i) {
        const GanttBar b = bar(pr->first, pr->second, lane, items[i]);
        const double distance = x < b.x ? b.x - x : (x > b.x + b.width ? x - b.x - b.width : 0);
        if (distance > (b.width < 3 ? 2.0 : 0.0))
            continue;
        if (!best || distance < bestDistance) {
            best = b;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace partita::views
