#pragma once
// The bars of one lane of the Gantt SVG (report/gantt_svg.h); the intervals of a lane never
// overlap (report/gantt_layout.h). Bars at least 0.5 px wide are written as they are.
// Narrower ones are merged per kind: consecutive ones no more than 0.5 px apart gather in
// chunks of up to 3 px, whose coverage (busy time / span) is rounded to tenths; neighbouring
// chunks of equal coverage make one merged bar, drawn with its coverage as opacity. Where tiny
// intervals of several kinds alternate, each kind gets its merged bars and the kinds are
// layered by busy time, the busiest on top, so the blend approximates what each pixel holds:
// a dense stretch costs a few rects, and idle time or other kinds in it show as a lighter or
// mixed colour. Every bar has a <title> tooltip unless told otherwise.

#include "report/gantt_svg_axis.h"
#include "report/svg_writer.h"
#include "trace/trace.h"

#include <array>
#include <cstddef>
#include <string>

namespace partita {

// What the notes under the chart must say, gathered over its lanes.
struct GanttSvgNotes {
    bool merged = false;          // some bars are merged ones
    bool tooltipsOmitted = false; // some panel has too many intervals for tooltips
};

// The fill of a bar of kind k: the colours of report/palette.h; waiting is a hatched pattern
// of its colours, defined once per document as "gantt-wait".
std::string ganttBarFill(IntervalKind k);

class GanttLaneWriter {
public:
    // Bars go to `svg` at y, h px high.
    GanttLaneWriter(SvgWriter &svg, const Trace &trace, const GanttSvgAxis &axis, double y, double h, bool tooltips,
                    GanttSvgNotes &notes);

    // Interval `interval` of the trace, the lane's intervals in order of start.
    void add(std::size_t interval);
    // Writes the merged bars, kind by kind, the kind with the most busy time last (on top).
    void finish();

private:
    static constexpr double kMergeWidth = 0.5; // px: narrower bars are merged
    static constexpr double kChunkWidth = 3;   // px
    static constexpr double kMinBarWidth = 0.3; // px: shorter events still leave a sliver

    // Narrow bars of one kind gathered into one.
    struct Run {
        double x0 = 0, x1 = 0; // px
        double t0 = 0, t1 = 0; // trace time
        double busy = 0;       // summed durations
        double cover = 1;      // busy / span, rounded to tenths (once closed)
        std::size_t count = 0, first = 0;
    };

    struct Kind {
        Run chunk;  // the open chunk
        Run merged; // the merged bar before it, not yet written
        double busy = 0;
        SvgWriter out; // this kind's bars of the lane, written by finish()
    };

    void closeAll();
    void close(Kind &k, double until);
    void bar(SvgWriter &out, const Interval &iv, double x0, double x1);
    void emit(SvgWriter &out, Run &run);
    std::string tooltip(const Interval &iv) const;

    SvgWriter &m_svg;
    const Trace &m_trace;
    const GanttSvgAxis &m_axis;
    double m_y, m_h;
    bool m_tooltips;
    GanttSvgNotes &m_notes;
    std::array<Kind, 7> m_kinds;
};

} // namespace partita
