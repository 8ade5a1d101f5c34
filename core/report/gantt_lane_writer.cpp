#include "report/gantt_lane_writer.h"

#include "report/palette.h"
#include "report/svg_text.h"

#include <algorithm>
#include <cmath>

namespace partita {

namespace {

using svgtext::number;

std::size_t slot(IntervalKind k) { return static_cast<std::size_t>(k); }

// 1.5e6 → "1.5 M" (decimal prefixes, 3 significant digits).
std::string si(double v)
{
    static const char *const prefixes[] = {"", " k", " M", " G", " T", " P", " E"};
    std::size_t p = 0;
    while (p + 1 < std::size(prefixes) && std::abs(v) >= 1000)
        v /= 1000, ++p;
    return number(v, 3) + prefixes[p];
}

} // namespace

std::string ganttBarFill(IntervalKind k)
{
    return k == IntervalKind::Wait ? "url(#gantt-wait)" : intervalColor(k).hex();
}

GanttLaneWriter::GanttLaneWriter(SvgWriter &svg, const Trace &trace, const GanttSvgAxis &axis, double y, double h,
                                 bool tooltips, GanttSvgNotes &notes)
    : m_svg(svg), m_trace(trace), m_axis(axis), m_y(y), m_h(h), m_tooltips(tooltips), m_notes(notes)
{
}

void GanttLaneWriter::add(std::size_t interval)
{
    const auto &iv = m_trace.intervals[interval];
    const double x0 = m_axis.x(iv.start), x1 = m_axis.x(iv.end);
    if (x1 - x0 >= kMergeWidth) {
        closeAll(); // nothing merges across a wide bar
        bar(m_svg, iv, x0, x1);
        return;
    }
    auto &k = m_kinds[slot(iv.kind)];
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
    chunk = Run{x0, x1, iv.start, iv.end, iv.end - iv.start, 1, 1, interval};
}

void GanttLaneWriter::finish()
{
    closeAll();
    std::size_t order[7], n = 0;
    for (std::size_t k = 0; k < m_kinds.size(); ++k) {
        if (m_kinds[k].out.out.empty())
            continue;
        std::size_t at = n++; // insertion by busy time
        for (; at > 0 && m_kinds[order[at - 1]].busy > m_kinds[k].busy; --at)
            order[at] = order[at - 1];
        order[at] = k;
    }
    for (std::size_t k = 0; k < n; ++k)
        m_svg.out += m_kinds[order[k]].out.out;
}

void GanttLaneWriter::closeAll()
{
    for (auto &k : m_kinds) {
        close(k, k.chunk.t1);
        emit(k.out, k.merged);
    }
}

// Ends the open chunk of a kind: into the merged bar when contiguous with the same coverage,
// else the merged bar is written and the chunk starts a new one. `until`: where the chunk's
// share of time ends. A tail narrower than half a chunk joins the bar before it whatever its
// coverage.
void GanttLaneWriter::close(Kind &k, double until)
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

void GanttLaneWriter::bar(SvgWriter &out, const Interval &iv, double x0, double x1)
{
    const double w = std::max(x1 - x0, kMinBarWidth);
    const char *const outline = "stroke=\"#000\" stroke-opacity=\"0.3\" stroke-width=\"0.5\"";
    out.rect(x0, m_y, w, m_h, ganttBarFill(iv.kind), std::string("iv ") + toString(iv.kind), w >= 4 ? outline : "",
             m_tooltips);
    if (m_tooltips) {
        out.title(tooltip(iv));
        out.out += "</rect>\n";
    }
}

void GanttLaneWriter::emit(SvgWriter &out, Run &run)
{
    if (run.count == 1) {
        const auto &iv = m_trace.intervals[run.first];
        bar(out, iv, m_axis.x(iv.start), m_axis.x(iv.end));
    } else if (run.count > 1) {
        m_notes.merged = true;
        const IntervalKind kind = m_trace.intervals[run.first].kind;
        const double span = run.t1 - run.t0, w = std::max(run.x1 - run.x0, kMinBarWidth);
        const std::string opacity = run.cover < 1 ? "fill-opacity=\"" + number(run.cover, 2) + '"' : std::string();
        out.rect(run.x0, m_y, w, m_h, ganttBarFill(kind), std::string("iv ") + toString(kind) + " merged", opacity,
                 m_tooltips);
        if (m_tooltips) {
            out.title(std::to_string(run.count) + " " + toString(kind) + " intervals, each narrower than 0.5 px\n"
                      + number(run.t0 * m_axis.unit.factor) + "–" + m_axis.time(run.t1) + ", busy "
                      + m_axis.time(run.busy) + " (" + number(span > 0 ? 100 * run.busy / span : 100, 3) + "%)");
            out.out += "</rect>\n";
        }
    }
    run.count = 0;
}

// Kind, resource and peer, step, times, bytes or flops, blocks.
std::string GanttLaneWriter::tooltip(const Interval &iv) const
{
    const auto resourceId = [&](int r) -> const std::string & {
        static const std::string unknown = "?";
        return r >= 0 && static_cast<std::size_t>(r) < m_trace.resources.size()
                   ? m_trace.resources[static_cast<std::size_t>(r)].id
                   : unknown;
    };
    // Built by appending (GCC 12 warns about chains of operator+ at -O3, bug 105651).
    std::string s = toString(iv.kind);
    s += " on ";
    s += resourceId(iv.resource);
    if (iv.peer >= 0 && static_cast<std::size_t>(iv.peer) < m_trace.resources.size()) {
        s += iv.kind == IntervalKind::Send ? " → " : iv.kind == IntervalKind::Recv ? " ← " : " ↔ ";
        s += resourceId(iv.peer);
    }
    if (iv.step >= 0) {
        s += "\nstep ";
        s += std::to_string(iv.step);
    }
    s += '\n';
    s += number(iv.start * m_axis.unit.factor);
    s += "–";
    s += m_axis.time(iv.end);
    s += " (";
    s += m_axis.time(iv.end - iv.start);
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

} // namespace partita
