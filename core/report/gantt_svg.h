#pragma once
// Gantt chart of a Trace as SVG, for `--gantt FILE`: the simulator's predicted run and the
// executor's measured run, stacked on one shared time axis so that they line up.
//
// What is drawn, per panel: one row per resource in the trace's order (links and ports
// labelled "link …"/"port …" in grey), split into lanes where intervals of the resource
// overlap, so that no bar hides another: the layout of report/gantt_layout.h, which the
// studio's Gantt chart draws too (a nested interval gets a lane of its own). Bars are
// coloured by kind (legend on top: compute saturated blue, communication kinds light, wait
// hatched grey). Idle intervals are not drawn: the row background, from 0 to the panel's
// makespan, is what idle time looks like. A dashed line marks each panel's makespan. The time
// axis has 1/2/5×10^k ticks in the trace's unit (for seconds: s, ms or µs, whichever suits the
// longest makespan: report/display_time_unit.h); all panels are assumed to share the unit of the first one with events
// (a panel that does not says "(times in …)" in its title).
//
// Size and speed: bars narrower than 0.5 px are merged per lane and kind. Consecutive narrow
// bars of a kind no more than 0.5 px apart gather in chunks of up to 3 px; neighbouring chunks
// whose coverage (busy time / span, rounded to tenths) is equal make one merged bar (class
// "merged") drawn with that coverage as opacity, the kind with the most busy time on top. A
// dense stretch of tiny intervals so costs a few rects, and idle time (or another kind) inside
// it shows as a lighter (or mixed) colour; a note under the chart says so. Every bar has a
// <title> tooltip (kind, resource and peer, step, times, bytes or flops, blocks) unless its
// panel has more than 20,000 intervals (then a note says they are omitted). 100,000 intervals
// render in about 15 ms into about 200 kB.
//
// Elements carry classes for tests and styling: bars "iv <kind>" (plus "merged"), row labels
// "row-label <resource kind>", row backgrounds "row-bg", legend labels "legend-label",
// tick labels "tick-label", makespan lines "makespan". Text is XML-escaped and non-finite
// numbers are never written (intervals with a non-finite time are left out).

#include "trace/trace.h"

#include <string>
#include <vector>

namespace partita {

struct GanttPanel {
    std::string title; // e.g. "predicted (simulator)" or "measured (4 ranks, emulated)"
    Trace trace;
};

// One SVG with the panels stacked on one shared time axis (0 to the largest makespan), so a
// predicted run and a measured run line up. width in px (at least 480). No panel, or no
// interval to draw, gives a valid document saying "no events".
std::string ganttToSvg(const std::vector<GanttPanel> &panels, int width = 1000);

} // namespace partita
