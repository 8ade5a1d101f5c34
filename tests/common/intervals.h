#pragma once
// One interval of a trace written by hand, for the tests that build traces (Gantt layout and
// SVG, the run report).

#include "trace/trace.h"

namespace partita::test {

inline Interval interval(int resource, IntervalKind kind, double start, double end, int step = -1)
{
    Interval i;
    i.resource = resource;
    i.kind = kind;
    i.start = start;
    i.end = end;
    i.step = step;
    return i;
}

} // namespace partita::test
