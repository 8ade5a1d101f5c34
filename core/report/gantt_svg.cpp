#include "report/gantt_svg.h"

#include "report/palette.h"
#include "report/svg_text.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <functional>
#include <queue>
#include <utility>

namespace partita {

namespace {

using svgtext::appendEscaped;
using svgtext::fitText;
using svgtext::kCharWidth;
using svgtext::textWidth;

constexpr double kMargin = 16;
constexpr double kLaneHeight = 14;      // one lane of a row; bars are 2 px thinner
constexpr double kMaxLanesHeight = 6 * kLaneHeight; // rows with more lanes get thinner lanes
constexpr double kRowPad = 2;           // row background above and below its lanes
constexpr double kRowGap = 3;           // between rows
constexpr double kMergeWidth = 0.5;     // px: narrower bars are merged (see the header)
constexpr double kMinBarWidth = 0.3;    // px: shorter events still leave a sliver
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

// The colours of report/palette.h; waiting is a hatched pattern of its colours.
std::string kindFill(IntervalKind k)
{
    return k == IntervalKind::Wait ? "url(#gantt-wait)" : intervalColor(k).hex();
}

// A value with `digits` significant digits; never "nan" or "inf".
std::string number(double v, int digits = 6)
{
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.*g", digits, std::isfinite(v) ? v : 0.0);
    return buf;
}

// 1.5e6 → "1.5 M" (decimal prefixes, 3 significant digits).
std::string si(double v)
{
    static const char *const prefixes[] = {"", " k", " M", " G", " T", " P", " E"};
    std::size_t p = 0;
    while (p + 1 < std::size(prefixes) && std::abs(v) >= 1000)
        v /= 1000, ++p;
    return number(v, 3) + prefixes[p];
}

// --- SVG writer -------------------------------------------------------------------------

class Svg {
public:
    std::string out;

    // A coordinate in px, to 0.01 px.
    void px(double v)
    {
        char buf[40];
        const int n = std::snprintf(buf, sizeof buf, "%.2f", std::isfinite(v) ? v : 0.0);
        std::size_t len = n > 0 ? static_cast<std::size_t>(n) : 0;
        while (len > 0 && buf[len - 1] == '0')
            --len;
        if (len > 0 && buf[len - 1] == '.')
            --len;
        if (len == 2 && buf[0] == '-' && buf[1] == '0') // "-0.00"
            out += '0';
        else
            out.append(buf, len);
    }
    void attr(const char *name, double v)
    {
        out += ' ';
        out += name;
        out += "=\"";
        px(v);
        out += '"';
    }
    void attr(const char *name, const std::string &v)
    {
        out += ' ';
        out += name;
        out += "=\"";
        appendEscaped(out, v);
        out += '"';
    }
    // <rect>, closed unless `open` (then the caller adds children and "</rect>").
    void rect(double x, double y, double w, double h, const std::string &fill, const std::string &cls,
              const std::string &extra = "", bool open = false)
    {
        out += "<rect";
        if (!cls.empty())
            attr("class", cls);
        attr("x", x), attr("y", y), attr("width", std::max(0.0, w)), attr("height", std::max(0.0, h));
        out += " fill=\"" + fill + '"';
        if (!extra.empty())
            out += ' ' + extra;
        out += open ? ">" : "/>\n";
    }
    void line(double x1, double y1, double x2, double y2, const std::string &stroke, const std::string &cls,
              const std::string &extra = "")
    {
        out += "<line";
        if (!cls.empty())
            attr("class", cls);
        attr("x1", x1), attr("y1", y1), attr("x2", x2), attr("y2", y2);
        out += " stroke=\"" + stroke + '"';
        if (!extra.empty())
            out += ' ' + extra;
        out += "/>\n";
    }
    void text(double x, double y, const std::string &s, double size, const std::string &cls,
              const std::string &fill = "#111", const char *anchor = "start", const std::string &extra = "")
    {
        out += "<text";
        attr("class", cls);
        attr("x", x), attr("y", y), attr("font-size", size);
        out += " fill=\"" + fill + "\" text-anchor=\"" + anchor + '"';
        if (!extra.empty())
            out += ' ' + extra;
        out += '>';
        appendEscaped(out, s);
        out += "</text>\n";
    }
    // Text cut to `width` px; when cut, the full text stays available as a tooltip.
    void fittedText(double x, double y, const std::string &s, double width, double size, const std::string &cls,
                    const std::string &fill = "#111", const char *anchor = "start", const std::string &extra = "")
    {
        const std::string shown = fitText(s, width, size);
        if (shown != s) {
            out += "<g><title>";
            appendEscaped(out, s);
            out += "</title>\n";
        }
        text(x, y, shown, size, cls, fill, anchor, extra);
        if (shown != s)
            out += "</g>\n";
    }
    void title(const std::string &s)
    {
        out += "<title>";
        appendEscaped(out, s);
        out += "</title>";
    }
};

// --- time axis --------------------------------------------------------------------------

// The unit times are shown in: seconds become ms or µs for short runs.
struct TimeUnit {
    double factor = 1; // display value = trace time × factor
    std::string name;
};

TimeUnit displayUnit(const std::string &traceUnit, double span)
{
    if (traceUnit == "s") {
        if (span < 1e-3)
            return {1e6, "µs"};
        if (span < 1)
            return {1e3, "ms"};
        return {1, "s"};
    }
    return {1, traceUnit.empty() ? std::string("time units") : traceUnit};
}

struct Axis {
    double span = 1;           // trace time at the right end (the largest makespan)
    double plotL = 0, plotR = 1;
    TimeUnit unit;
    std::vector<double> ticks; // in trace time
    std::vector<std::string> labels;

    double x(double t) const { return plotL + std::clamp(t, 0.0, span) / span * (plotR - plotL); }
    std::string time(double t) const { return number(t * unit.factor) + " " + unit.name; }
};

// Ticks 1, 2 or 5 × 10^k display units apart, the closest spacing whose labels do not crowd.
void placeTicks(Axis &axis)
{
    const double span = axis.span * axis.unit.factor, width = axis.plotR - axis.plotL;
    axis.ticks.clear(), axis.labels.clear();
    if (std::isfinite(span) && span > 0 && std::isfinite(std::log10(span))) {
        const int e0 = static_cast<int>(std::floor(std::log10(span / 50)));
        for (int e = e0; e < e0 + 6; ++e)
            for (const double m : {1.0, 2.0, 5.0}) {
                const double step = m * std::pow(10.0, e);
                const auto count = static_cast<int>(std::floor(span / step * (1 + 1e-9)));
                if (count > 50)
                    continue;
                std::vector<std::string> labels;
                double widest = 0;
                for (int i = 0; i <= count; ++i) {
                    labels.push_back(number(i * step));
                    widest = std::max(widest, textWidth(labels.back(), 11));
                }
                if (step / span * width >= std::max(48.0, widest + 14) || count <= 1) {
                    for (int i = 0; i <= count; ++i)
                        axis.ticks.push_back(i * step / axis.unit.factor);
                    axis.labels = std::move(labels);
                    return;
                }
            }
    }
    axis.ticks = {0, axis.span};
    axis.labels = {"0", number(span)};
}

// --- lanes ------------------------------------------------------------------------------

bool drawable(const Interval &iv, std::size_t resources)
{
    return iv.kind != IntervalKind::Idle && iv.resource >= 0 && static_cast<std::size_t>(iv.resource) < resources
           && std::isfinite(iv.start) && std::isfinite(iv.end) && iv.end >= iv.start;
}

// What is drawn of one panel. Lanes are strict: an interval goes to the lowest lane free at
// its start, so bars of a lane never overlap. (assignLanes in trace_export.h keeps a nested
// interval on the lane of its container, as Chrome and Paje want; in a Gantt chart the inner
// bar would hide the outer one.)
struct Layout {
    std::vector<std::size_t> order; // drawable intervals by resource, lane, start
    std::vector<int> laneOf;        // per interval of the trace; -1 when not drawn
    std::vector<int> lanes;         // per resource, at least 1
    std::size_t drawn = 0;
    double makespan = 0;
    std::array<bool, 7> kinds{};
};

Layout layoutOf(const Trace &trace)
{
    Layout l;
    const std::size_t n = trace.intervals.size(), resources = trace.resources.size();
    l.laneOf.assign(n, -1);
    l.lanes.assign(resources, 1);
    std::vector<std::vector<std::size_t>> byResource(resources);
    for (std::size_t i = 0; i < n; ++i) {
        const auto &iv = trace.intervals[i];
        if (!drawable(iv, resources))
            continue;
        byResource[static_cast<std::size_t>(iv.resource)].push_back(i);
        l.makespan = std::max(l.makespan, iv.end);
        l.kinds[slot(iv.kind)] = true;
        ++l.drawn;
    }
    l.order.reserve(l.drawn);
    // Touching intervals share a lane even when rounding made them overlap by a hair.
    const double eps = 1e-9 * l.makespan;
    for (std::size_t r = 0; r < resources; ++r) {
        auto &idx = byResource[r];
        std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
            const auto &x = trace.intervals[a], &y = trace.intervals[b];
            return x.start != y.start ? x.start < y.start : (x.end != y.end ? x.end < y.end : a < b);
        });
        using Busy = std::pair<double, int>; // (end, lane)
        std::priority_queue<Busy, std::vector<Busy>, std::greater<>> busy;
        std::priority_queue<int, std::vector<int>, std::greater<>> free;
        int count = 0;
        for (const auto i : idx) {
            const auto &iv = trace.intervals[i];
            while (!busy.empty() && busy.top().first <= iv.start + eps) {
                free.push(busy.top().second);
                busy.pop();
            }
            int lane = 0;
            if (free.empty()) {
                lane = count++;
            } else {
                lane = free.top();
                free.pop();
            }
            l.laneOf[i] = lane;
            busy.push({iv.end, lane});
        }
        l.lanes[r] = std::max(1, count);
        std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return l.laneOf[a] < l.laneOf[b]; });
        l.order.insert(l.order.end(), idx.begin(), idx.end());
    }
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

// --- bars -------------------------------------------------------------------------------

struct Notes {
    bool merged = false;
    bool tooltipsOmitted = false;
};

std::string tooltip(const Trace &trace, const Interval &iv, const Axis &axis)
{
    const auto resourceId = [&](int r) -> const std::string & {
        static const std::string unknown = "?";
        return r >= 0 && static_cast<std::size_t>(r) < trace.resources.size() ? trace.resources[static_cast<std::size_t>(r)].id
                                                                              : unknown;
    };
    // Built by appending (GCC 12 warns about chains of operator+ at -O3, bug 105651).
    std::string s = toString(iv.kind);
    s += " on ";
    s += resourceId(iv.resource);
    if (iv.peer >= 0 && static_cast<std::size_t>(iv.peer) < trace.resources.size()) {
        s += iv.kind == IntervalKind::Send ? " → " : iv.kind == IntervalKind::Recv ? " ← " : " ↔ ";
        s += resourceId(iv.peer);
    }
    if (iv.step >= 0) {
        s += "\nstep ";
        s += std::to_string(iv.step);
    }
    s += '\n';
    s += number(iv.start * axis.unit.factor);
    s += "–";
    s += axis.time(iv.end);
    s += " (";
    s += axis.time(iv.end - iv.start);
    s += ')';
    if (std::isfinite(iv.bytes) && iv.bytes > 0) {
        s += '\n';
        s += si(iv.bytes);
        s += 'B';
    }
    if (std::isfinite(iv.flops) && iv.flops > 0) {
        s += '\n';
        s += si(iv.flops);
        s += "flop";
    }
    if (!iv.blocks.empty()) {
        s += '\n';
        s += iv.blocks;
    }
    return s;
}

// Narrow bars of one kind gathered into one (LanePainter).
struct Run {
    double x0 = 0, x1 = 0; // px
    double t0 = 0, t1 = 0; // trace time
    double busy = 0;       // summed durations
    double cover = 1;      // busy / span, rounded to tenths (once closed)
    std::size_t count = 0, first = 0;
};

// The bars of one lane (whose intervals never overlap). Bars at least 0.5 px wide are drawn as
// they are. Narrower ones are merged per kind: consecutive ones no more than 0.5 px apart
// gather in chunks of up to 3 px, whose coverage (busy time / span) is rounded to tenths;
// neighbouring chunks of equal coverage make one merged bar, drawn with its coverage as
// opacity. Where tiny intervals of several kinds alternate, each kind gets its merged bars and
// the kinds are layered by busy time, the busiest on top, so the blend approximates what each
// pixel holds: a dense stretch costs a few rects, and idle time or other kinds in it show as
// a lighter or mixed colour.
class LanePainter {
public:
    LanePainter(Svg &svg, const Trace &trace, const Axis &axis, double y, double h, bool tooltips, Notes &notes)
        : svg_(svg), trace_(trace), axis_(axis), y_(y), h_(h), tooltips_(tooltips), notes_(notes)
    {
    }

    void add(std::size_t i)
    {
        const auto &iv = trace_.intervals[i];
        const double x0 = axis_.x(iv.start), x1 = axis_.x(iv.end);
        if (x1 - x0 >= kMergeWidth) {
            closeAll(); // nothing merges across a wide bar
            bar(svg_, iv, x0, x1);
            return;
        }
        auto &k = kinds_[slot(iv.kind)];
        k.busy += iv.end - iv.start;
        Run &chunk = k.chunk;
        if (chunk.count > 0 && x0 <= chunk.x1 + kMergeWidth && x1 - chunk.x0 <= kChunkWidth) {
            chunk.x1 = std::max(chunk.x1, x1);
            chunk.t1 = std::max(chunk.t1, iv.end);
            chunk.busy += iv.end - iv.start;
            ++chunk.count;
            return;
        }
        // A chunk full at the cap is continued by this interval: its coverage counts up to here.
        close(k, x0 <= chunk.x1 + kMergeWidth ? iv.start : chunk.t1);
        chunk = Run{x0, x1, iv.start, iv.end, iv.end - iv.start, 1, 1, i};
    }

    // Writes the merged bars, kind by kind, the kind with the most busy time last (on top).
    void finish()
    {
        closeAll();
        std::size_t order[7], n = 0;
        for (std::size_t k = 0; k < kinds_.size(); ++k) {
            if (kinds_[k].out.out.empty())
                continue;
            std::size_t at = n++; // insertion by busy time
            for (; at > 0 && kinds_[order[at - 1]].busy > kinds_[k].busy; --at)
                order[at] = order[at - 1];
            order[at] = k;
        }
        for (std::size_t k = 0; k < n; ++k)
            svg_.out += kinds_[order[k]].out.out;
    }

private:
    static constexpr double kChunkWidth = 3; // px

    struct Kind {
        Run chunk;  // the open chunk
        Run merged; // the merged bar before it, not yet written
        double busy = 0;
        Svg out; // this kind's bars of the lane, written by finish()
    };

    void closeAll()
    {
        for (auto &k : kinds_) {
            close(k, k.chunk.t1);
            emit(k.out, k.merged);
        }
    }

    // Ends the open chunk of a kind: into the merged bar when contiguous with the same coverage,
    // else the merged bar is written and the chunk starts a new one. `until`: where the chunk's
    // share of time ends. A tail narrower than half a chunk joins the bar before it whatever its
    // coverage.
    void close(Kind &k, double until)
    {
        Run &chunk = k.chunk, &merged = k.merged;
        if (chunk.count == 0)
            return;
        const double span = std::max(until, chunk.t1) - chunk.t0;
        chunk.cover = span > 0 ? std::clamp(std::round(10 * chunk.busy / span) / 10, 0.1, 1.0) : 1.0;
        const bool tail = chunk.x1 - chunk.x0 < kChunkWidth / 2;
        if (merged.count > 0 && (merged.cover == chunk.cover || tail) && chunk.x0 <= merged.x1 + kMergeWidth) {
            merged.x1 = std::max(merged.x1, chunk.x1);
            merged.t1 = std::max(merged.t1, chunk.t1);
            merged.busy += chunk.busy;
            merged.count += chunk.count;
        } else {
            emit(k.out, merged);
            merged = chunk;
        }
        chunk.count = 0;
    }

    void bar(Svg &out, const Interval &iv, double x0, double x1)
    {
        const double w = std::max(x1 - x0, kMinBarWidth);
        const char *const outline = "stroke=\"#000\" stroke-opacity=\"0.3\" stroke-width=\"0.5\"";
        out.rect(x0, y_, w, h_, kindFill(iv.kind), std::string("iv ") + toString(iv.kind), w >= 4 ? outline : "",
                 tooltips_);
        if (tooltips_) {
            out.title(tooltip(trace_, iv, axis_));
            out.out += "</rect>\n";
        }
    }

    void emit(Svg &out, Run &run)
    {
        if (run.count == 1) {
            const auto &iv = trace_.intervals[run.first];
            bar(out, iv, axis_.x(iv.start), axis_.x(iv.end));
        } else if (run.count > 1) {
            notes_.merged = true;
            const IntervalKind kind = trace_.intervals[run.first].kind;
            const double span = run.t1 - run.t0, w = std::max(run.x1 - run.x0, kMinBarWidth);
            const std::string opacity =
                run.cover < 1 ? "fill-opacity=\"" + number(run.cover, 2) + '"' : std::string();
            out.rect(run.x0, y_, w, h_, kindFill(kind), std::string("iv ") + toString(kind) + " merged", opacity,
                     tooltips_);
            if (tooltips_) {
                out.title(std::to_string(run.count) + " " + toString(kind) + " intervals, each narrower than 0.5 px\n"
                          + number(run.t0 * axis_.unit.factor) + "–" + axis_.time(run.t1) + ", busy "
                          + axis_.time(run.busy) + " (" + number(span > 0 ? 100 * run.busy / span : 100, 3) + "%)");
                out.out += "</rect>\n";
            }
        }
        run.count = 0;
    }

    Svg &svg_;
    const Trace &trace_;
    const Axis &axis_;
    double y_, h_;
    bool tooltips_;
    Notes &notes_;
    std::array<Kind, 7> kinds_;
};

// --- panels -----------------------------------------------------------------------------

// A panel's title, and "no events" when it has nothing to draw. Returns its height.
double drawEmptyPanel(Svg &svg, const std::string &title, double top, double width)
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
double drawPanel(Svg &svg, const GanttPanel &panel, const Layout &l, const Axis &axis, double labelWidth,
                 double width, double top, Notes &notes)
{
    const Trace &trace = panel.trace;
    if (l.drawn == 0)
        return drawEmptyPanel(svg, panel.title, top, width);
    // Panels are meant to share the unit; one that does not says so.
    std::string title = panel.title;
    const std::string ownUnit = trace.timeUnit.empty() ? "time units" : trace.timeUnit;
    if (ownUnit != (axis.unit.factor == 1 ? axis.unit.name : std::string("s")))
        title.append(title.empty() ? "" : " ").append("(times in ").append(ownUnit).append(")");

    svg.out += "<g class=\"panel\">\n";
    svg.fittedText(kMargin, top + 18, title, width - 2 * kMargin, 13, "panel-title", "#111", "start",
                   "font-weight=\"bold\"");
    const double rowsTop = top + 40;
    std::vector<double> rowTop(trace.resources.size());
    double y = rowsTop;
    for (std::size_t r = 0; r < trace.resources.size(); ++r) {
        rowTop[r] = y;
        y += rowHeight(l.lanes[r]) + kRowGap;
    }
    const double rowsBottom = y - kRowGap;
    const double end = axis.x(l.makespan);

    // Row backgrounds (the idle time) and labels, then the grid over them.
    for (std::size_t r = 0; r < trace.resources.size(); ++r) {
        const auto &res = trace.resources[r];
        const double h = rowHeight(l.lanes[r]);
        svg.rect(axis.plotL, rowTop[r], end - axis.plotL, h, kIdle, "row-bg");
        svg.fittedText(axis.plotL - 8, rowTop[r] + h / 2 + 4, rowLabel(res), labelWidth, 11,
                       std::string("row-label ") + toString(res.kind),
                       res.kind == ResourceKind::Processor ? "#111" : kMuted, "end");
    }
    for (const double t : axis.ticks) {
        const double x = axis.x(t);
        svg.line(x, rowsTop, x, rowsBottom, kGrid, "grid", "stroke-width=\"0.6\"");
    }

    // Bars, lane by lane (l.order is grouped by resource and lane).
    const bool tooltips = l.drawn <= kMaxTooltips;
    notes.tooltipsOmitted = notes.tooltipsOmitted || !tooltips;
    for (std::size_t k = 0; k < l.order.size();) {
        const auto &first = trace.intervals[l.order[k]];
        const auto r = static_cast<std::size_t>(first.resource);
        const int lane = l.laneOf[l.order[k]];
        const double lh = laneHeight(l.lanes[r]);
        const double barH = lh >= 8 ? lh - 2 : lh * 0.85;
        LanePainter painter(svg, trace, axis, rowTop[r] + kRowPad + lane * lh + (lh - barH) / 2, barH, tooltips,
                            notes);
        for (; k < l.order.size() && trace.intervals[l.order[k]].resource == first.resource
               && l.laneOf[l.order[k]] == lane;
             ++k)
            painter.add(l.order[k]);
        painter.finish();
    }

    // Makespan: a dashed line across the rows, labelled above them.
    svg.line(end, rowsTop - 14, end, rowsBottom + 2, kMakespan, "makespan",
             "stroke-width=\"1.2\" stroke-dasharray=\"4 3\"");
    const std::string label = "makespan " + number(l.makespan * axis.unit.factor, 4) + " " + axis.unit.name;
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
double drawLegend(Svg &svg, const std::array<bool, 7> &kinds, double width)
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
        svg.rect(x, y - 10, 14, 12, kindFill(kind), std::string("legend-swatch ") + label,
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
    std::vector<Layout> layouts;
    layouts.reserve(panels.size());
    std::array<bool, 7> kinds{};
    double span = 0;
    const GanttPanel *first = nullptr; // the first panel with something to draw sets the unit
    for (const auto &panel : panels) {
        layouts.push_back(layoutOf(panel.trace));
        const auto &l = layouts.back();
        if (l.drawn == 0)
            continue;
        first = first ? first : &panel;
        span = std::max(span, l.makespan);
        for (std::size_t k = 0; k < kinds.size(); ++k)
            kinds[k] = kinds[k] || l.kinds[k];
    }

    Svg body;
    double top = 0;
    Notes notes;
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
            if (layouts[p].drawn > 0)
                for (const auto &res : panels[p].trace.resources)
                    labelWidth = std::max(labelWidth, textWidth(rowLabel(res), 11));
        labelWidth = std::min(labelWidth, 0.3 * w);
        Axis axis;
        axis.span = span > 0 ? span : 1;
        axis.plotL = kMargin + labelWidth + 10;
        axis.plotR = w - kMargin - 14; // half of the last tick label may stick out
        axis.unit = displayUnit(first->trace.timeUnit, axis.span);
        placeTicks(axis);

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

    Svg svg;
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
