#pragma once
// The rows and lanes of a Gantt chart of a Trace: one row per resource, in the trace's order,
// split into lanes where the resource's intervals overlap so that no bar hides another. The
// Gantt SVG (report/gantt_svg.h) and the studio's Gantt chart (views/gantt/gantt_geometry.h)
// both draw this layout, so a trace has the same rows and lanes in either.
//
// What is laid out: every interval but idle ones (the row background is idle time), on a
// resource of the trace, with finite times and an end not before its start.
//
// Lanes are strict: an interval goes to the lowest lane whose last interval has ended by its
// start, and that does not end after the interval itself; so the intervals of a lane are
// sorted by start and by end alike, and a viewer finds the ones in a time window with two
// binary searches. Intervals are placed by start, the longer first among equal starts, so an
// interval that holds another keeps the upper lane whether or not they start together.
// (assignLanes in trace/trace_export.h instead keeps a nested interval on its container's
// lane, as Chrome and Paje want; in a Gantt chart the inner bar would hide the outer one.)
//
// "Ended by its start" allows a relative 1e-9 of the makespan: times computed along different
// paths (a start plus a duration here, a sum of durations there) can make an interval end a
// hair after its successor starts, and an exact comparison would then give a resource a second
// lane, and a row twice as tall, for intervals that touch. The lanes of a resource may so
// overlap by at most that much, far below a pixel at any zoom the studio allows.
//
// O(k log k) for k intervals.

#include "trace/trace.h"

#include <cstddef>
#include <vector>

namespace partita {

struct GanttLaneItem {
    double start = 0, end = 0;
    std::size_t interval = 0; // index into Trace::intervals

    bool operator==(const GanttLaneItem &) const = default;
};

using GanttLane = std::vector<GanttLaneItem>; // sorted by start and by end

struct GanttLayout {
    // Per resource of the trace, in its order: its lanes, at least one (empty when the
    // resource has nothing laid out).
    std::vector<std::vector<GanttLane>> rows;
    double makespan = 0;   // the latest end of an interval laid out, 0 when there is none
    std::size_t items = 0; // intervals laid out

    bool operator==(const GanttLayout &) const = default;
};

// Whether the layout draws interval `iv` of a trace with `resources` resources.
bool isGanttBar(const Interval &iv, std::size_t resources);

GanttLayout ganttLayout(const Trace &trace);

} // namespace partita
