#include "report/gantt_svg.h"

#include "report/gantt_lane_writer.h"
#include "report/gantt_layout.h"
#include "report/gantt_svg_axis.h"
#include "report/palette.h"
#include "report/svg_text.h"
#include "report/svg_writer.h"

#include <algorithm>
#include <array>

namespace partita {

namespace {

using svgtext::number;
using svgtext::textWidth;

constexpr double kMargin = 16;
constexpr double kLaneHeight = 14;      // one lane of a row; bars are 2 px thinner
constexpr double kMaxLanesHeight = 6 * kLaneHeight; // rows with more lanes get thinner lanes
constexpr double kRowPad = 2;           // row background above and below its lanes
constexpr double kRowGap = 3;           // between rows
constexpr std::size_t kMaxTooltips = 20000;
const char *const kInk = "#222";
const char *const kMuted = "#666";
const std::string kIdle = intervalColor(IntervalKind::Idle).hex();
const char *const kGrid = "#cfd4db";
const char *const kMakespan = "#b03030";

constexpr std::array<IntervalKind, 6> kDrawnKinds = {IntervalKind::Compute, IntervalKind::Send,
                                                     IntervalKind::Recv,    IntervalKind::Wait,
                                                     IntervalKind::Redistribute, IntervalKind::Transfer};

std::size_t slot(IntervalKind k) { return static_cast<std::size_t>(k); }

// What is drawn of one panel: the rows and lanes of report/gantt_layout.h, and the kinds of
// its bars for the legend.
struct PanelLayout {
    GanttLayout gantt;
    std::array<bool, 7> kinds{};

    int lanes(std::size_t resource) const { return static_cast<int>(gantt.rows[resource].size()); }
};

PanelLayout layoutOf(const Trace &trace)
{
    PanelLayout l{ganttLayout(trace), {}};
    for (const auto &lanes : l.gantt.rows)
        for (const auto &lane : lanes)
            for (const auto &item : lane)
                l.kinds[slot(trace.intervals[item.interval].kind)] = true;
    return l;
}

double laneHeight(int lanes)
{
    const double all = lanes * kLaneHeight;
    return all <= kMaxLanesHeight ? kLaneHeight : std::max(3.0, kMaxLanesHeight / lanes);
}

double rowHeight(int lanes) { return lanes * laneHeight(lanes) + 2 * kRowPad; }

std::string rowLabel(const TraceResource &r)
{
    const auto starts = [&](const char *prefix) { return r.id.rfind(prefix, 0) == 0; };
    if (r.kind == ResourceKind::Link && !starts("link"))
        return "link " + r.id;
    if (r.kind == ResourceKind::Port && !starts("port"))
        return "port " + r.id;
    return r.id;
}

// --- panels -----------------------------------------------------------------------------

// A panel's title, and "no events" when it has nothing to draw. Returns its height.
double drawEmptyPanel(SvgWriter &svg, const std::string &title, double top, double width)
{
    double y = top;
    if (!title.empty()) {
        svg.fittedText(kMargin, y + 18, title, width - 2 * kMargin, 13, "panel-title", "#111", "start",
                       "font-weight=\"bold\"");
        y += 22;
    }
    svg.text(kMargin, y + 20, "no events", 12, "no-events", kMuted);
    return y + 34 - top;
}

// One panel from y = top down: title, rows with their bars, makespan line, tick labels.
// Returns its height.
double drawPanel(SvgWriter &svg, const GanttPanel &panel, const PanelLayout &l, const GanttSvgAxis &axis,
                 double labelWidth, double width, double top, GanttSvgNotes &notes)
{
    const Trace &trace = panel.trace;
    if (l.gantt.items == 0)
        return drawEmptyPanel(svg, panel.title, top, width);
    // Panels are meant to share the unit; one that does not says so.
    std::string title = panel.title;
    const std::string ownUnit = trace.timeUnit.empty() ? "time units" : trace.timeUnit;
    const bool seconds = axis.unit.scale != DisplayTimeUnit::Scale::TraceUnit;
    if (ownUnit != (seconds ? std::string("s") : axis.unit.name))
        title.append(title.empty() ? "" : " ").append("(times in ").append(ownUnit).append(")");

    svg.out += "<g class=\"panel\">\n";
    svg.fittedText(kMargin, top + 18, title, width - 2 * kMargin, 13, "panel-title", "#111", "start",
                   "font-weight=\"bold\"");
    const double rowsTop = top + 40;
    std::vector<double> rowTop(trace.resources.size());
    double y = rowsTop;
    for (std::size_t r = 0; r < trace.resources.size(); ++r) {
        rowTop[r] = y;
        y += rowHeight(l.lanes(r)) + kRowGap;
    }
    const double rowsBottom = y - kRowGap;
    const double end = axis.x(l.gantt.makespan);

    // Row backgrounds (the idle time) and labels, then the grid over them.
    for (std::size_t r = 0; r < trace.resources.size(); ++r) {
        const auto &res = trace.resources[r];
        const double h = rowHeight(l.lanes(r));
        svg.rect(axis.plotL, rowTop[r], end - axis.plotL, h, kIdle, "row-bg");
        svg.fittedText(axis.plotL - 8, rowTop[r] + h / 2 + 4, rowLabel(res), labelWidth, 11,
                       std::string("row-label ") + toString(res.kind),
                       res.kind == ResourceKind::Processor ? "#111" : kMuted, "end");
    }
    for (const double t : axis.ticks) {
        const double x = axis.x(t);
        svg.line(x, rowsTop, x, rowsBottom, kGrid, "grid", "stroke-width=\"0.6\"");
    }

    // Bars, lane by lane.
    const bool tooltips = l.gantt.items <= kMaxTooltips;
    notes.tooltipsOmitted = notes.tooltipsOmitted || !tooltips;
    for (std::size_t r = 0; r < l.gantt.rows.size(); ++r) {
        const double lh = laneHeight(l.lanes(r));
        const double barH = lh >= 8 ? lh - 2 : lh * 0.85;
        for (std::size_t lane = 0; lane < l.gantt.rows[r].size(); ++lane) {
            if (l.gantt.rows[r][lane].empty())
                continue;
            const double laneTop = rowTop[r] + kRowPad + static_cast<double>(lane) * lh + (lh - barH) / 2;
            GanttLaneWriter writer(svg, trace, axis, laneTop, barH, tooltips, notes);
            for (const GanttLaneItem &item : l.gantt.rows[r][lane])
                writer.add(item.interval);
            writer.finish();
        }
    }

    // Makespan: a dashed line across the rows, labelled above them.
    svg.line(end, rowsTop - 14, end, rowsBottom + 2, kMakespan, "makespan",
             "stroke-width=\"1.2\" stroke-dasharray=\"4 3\"");
    const std::string label = "makespan " + number(l.gantt.makespan * axis.unit.factor, 4) + " " + axis.unit.name;
    const bool left = end - 4 - textWidth(label, 11) >= axis.plotL;
    svg.text(left ? end - 4 : end + 4, rowsTop - 5, label, 11, "makespan-label", kMakespan, left ? "end" : "start");

    // Time axis under the rows.
    svg.line(axis.plotL, rowsBottom + 2, axis.plotR, rowsBottom + 2, kInk, "axis");
    for (std::size_t i = 0; i < axis.ticks.size(); ++i) {
        const double x = axis.x(axis.ticks[i]);
        svg.line(x, rowsBottom + 2, x, rowsBottom + 6, kInk, "tick");
        svg.text(x, rowsBottom + 18, axis.labels[i], 11, "tick-label", "#111", "middle");
    }
    svg.out += "</g>\n";
    return rowsBottom + 30 - top;
}

// Legend across the top: the kinds drawn, idle, makespan. Returns its height.
double drawLegend(SvgWriter &svg, const std::array<bool, 7> &kinds, double width)
{
    double x = kMargin, y = 22;
    const auto room = [&](const std::string &label) {
        const double w = 20 + textWidth(label, 11) + 16;
        if (x > kMargin && x + w > width - kMargin)
            x = kMargin, y += 18;
        return w;
    };
    svg.out += "<g class=\"legend\">\n";
    for (const auto kind : kDrawnKinds) {
        if (!kinds[slot(kind)])
            continue;
        const std::string label = toString(kind);
        const double w = room(label);
        svg.rect(x, y - 10, 14, 12, ganttBarFill(kind), std::string("legend-swatch ") + label,
                 "stroke=\"#000\" stroke-opacity=\"0.3\" stroke-width=\"0.5\"");
        svg.text(x + 20, y, label, 11, "legend-label");
        x += w;
    }
    double w = room("idle");
    svg.rect(x, y - 10, 14, 12, kIdle, "legend-swatch idle", "stroke=\"#bbb\" stroke-width=\"0.5\"");
    svg.text(x + 20, y, "idle", 11, "legend-idle");
    x += w;
    w = room("makespan");
    svg.line(x + 7, y - 11, x + 7, y + 3, kMakespan, "legend-swatch makespan-swatch",
             "stroke-width=\"1.2\" stroke-dasharray=\"4 3\"");
    svg.text(x + 20, y, "makespan", 11, "legend-makespan");
    svg.out += "</g>\n";
    return y + 8;
}

} // namespace

std::string ganttToSvg(const std::vector<GanttPanel> &panels, int width)
{
    const double w = std::max(width, 480);
    std::vector<PanelLayout> layouts;
    layouts.reserve(panels.size());
    std::array<bool, 7> kinds{};
    double span = 0;
    const GanttPanel *first = nullptr; // the first panel with something to draw sets the unit
    for (const auto &panel : panels) {
        layouts.push_back(layoutOf(panel.trace));
        const auto &l = layouts.back();
        if (l.gantt.items == 0)
            continue;
        first = first ? first : &panel;
        span = std::max(span, l.gantt.makespan);
        for (std::size_t k = 0; k < kinds.size(); ++k)
            kinds[k] = kinds[k] || l.kinds[k];
    }

    SvgWriter body;
    double top = 0;
    GanttSvgNotes notes;
    if (!first) {
        top = 8;
        for (const auto &panel : panels)
            top += drawEmptyPanel(body, panel.title, top, w);
        if (panels.empty())
            top += drawEmptyPanel(body, "", top, w);
        top += 8;
    } else {
        // Left column: the widest row label, up to 30% of the width.
        double labelWidth = 30;
        for (std::size_t p = 0; p < panels.size(); ++p)
            if (layouts[p].gantt.items > 0)
                for (const auto &res : panels[p].trace.resources)
                    labelWidth = std::max(labelWidth, textWidth(rowLabel(res), 11));
        labelWidth = std::min(labelWidth, 0.3 * w);
        GanttSvgAxis axis;
        axis.span = span > 0 ? span : 1;
        axis.plotL = kMargin + labelWidth + 10;
        axis.plotR = w - kMargin - 14; // half of the last tick label may stick out
        axis.unit = displayTimeUnit(first->trace.timeUnit, axis.span);
        axis.placeTicks();

        top = drawLegend(body, kinds, w);
        for (std::size_t p = 0; p < panels.size(); ++p)
            top += drawPanel(body, panels[p], layouts[p], axis, labelWidth, w, top, notes);
        top += 4;
        body.text((axis.plotL + axis.plotR) / 2, top + 8, "time (" + axis.unit.name + ")", 12, "axis-label", "#111",
                  "middle");
        top += 18;
        if (notes.merged) {
            body.text(kMargin, top + 10, "Bars narrower than 0.5 px are merged per lane and kind; the opacity of a "
                                         "merged bar is the fraction of its span they cover.", 10, "note", kMuted);
            top += 14;
        }
        if (notes.tooltipsOmitted) {
            body.text(kMargin, top + 10, "Tooltips omitted for panels of more than 20,000 intervals.", 10, "note",
                      kMuted);
            top += 14;
        }
        top += 8;
    }

    SvgWriter svg;
    svg.out.reserve(body.out.size() + 1024);
    svg.out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"";
    svg.attr("width", w), svg.attr("height", top);
    svg.out += " viewBox=\"0 0 ";
    svg.px(w);
    svg.out += ' ';
    svg.px(top);
    svg.out += "\" font-family=\"DejaVu Sans, sans-serif\">\n"
               "<defs><pattern id=\"gantt-wait\" width=\"5\" height=\"5\" patternUnits=\"userSpaceOnUse\" "
               "patternTransform=\"rotate(45)\"><rect width=\"5\" height=\"5\" fill=\""
             + intervalColor(IntervalKind::Wait).hex() + "\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"5\" stroke=\""
             + waitHatchColor().hex() + "\" stroke-width=\"2\"/></pattern></defs>\n";
    svg.rect(0, 0, w, top, "#fafafa", "background");
    svg.out += body.out;
    svg.out += "</svg>\n";
    return std::move(svg.out);
}

} // namespace partita
