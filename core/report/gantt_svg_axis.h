#pragma once
// The time axis of the Gantt SVG (report/gantt_svg.h): trace time ↔ x from 0 to the largest
// makespan, in the display unit of report/display_time_unit.h, with ticks 1, 2 or 5 × 10^k
// display units apart (report/tick_step.h): the closest spacing whose labels do not crowd.

#include "report/display_time_unit.h"

#include <string>
#include <vector>

namespace partita {

struct GanttSvgAxis {
    double span = 1; // trace time at the right end (the largest makespan), positive
    double plotL = 0, plotR = 1;
    DisplayTimeUnit unit;
    std::vector<double> ticks; // in trace time
    std::vector<std::string> labels;

    // x of trace time t, clamped to the plot.
    double x(double t) const;
    // "12.5 ms": t in the display unit, with its name.
    std::string time(double t) const;
    // Fills ticks and labels for the current span, plot and unit.
    void placeTicks();
};

} // namespace partita
