#pragma once
// Times as the Gantt chart and its summary print them: seconds are shown in s, ms or µs,
// whichever suits the span on screen; a trace in abstract time units keeps its unit. The
// choice is core/report/display_time_unit.h's, as in the Gantt SVG; the names are translated.

#include <QString>

#include <string>

namespace partita::views {

struct GanttTimeUnit {
    double scale = 1; // multiply a time of the trace by this to get the shown number
    QString suffix;   // "ms", "time units", …
};

// `traceUnit` is Trace::timeUnit ("s": seconds); `span` the time range shown.
GanttTimeUnit ganttTimeUnit(const std::string &traceUnit, double span);
// The name of a trace's own unit as shown: "s" and "time units" (the platforms in abstract
// units) translated, any other name (a trace file's) as it is.
QString traceUnitName(const std::string &traceUnit);
// "12.5 ms": `significant` digits, trailing zeros dropped.
QString formatGanttTime(double t, const GanttTimeUnit &unit, int significant = 6);

} // namespace partita::views
