#pragma once
// The unit times are shown in, wherever Partita prints or draws them (the Gantt SVG, the
// studio's Gantt chart and its summary, the Run tab's summary): seconds become ms or µs when
// the times shown are short, so that figures keep a few significant digits before the point.
// A trace in abstract time units keeps its unit. The studio translates the names; the choice
// of scale is made here only.

#include <string>

namespace partita {

struct DisplayTimeUnit {
    enum class Scale { Seconds, Milliseconds, Microseconds, TraceUnit };

    Scale scale = Scale::Seconds;
    double factor = 1;      // shown value = time × factor
    std::string name = "s"; // "s", "ms", "µs", or the trace's own unit

    bool operator==(const DisplayTimeUnit &) const = default;
};

// `traceUnit` is Trace::timeUnit: "s" for seconds, anything else ("time units") is kept as
// it is, and an empty one, which says nothing about seconds, reads "time units". `span` is
// the largest time to show (its magnitude): below 1 ms it is shown in µs, below 1 s in ms.
// A zero or non-finite span has no size to go by and stays in seconds.
DisplayTimeUnit displayTimeUnit(const std::string &traceUnit, double span);

} // namespace partita
