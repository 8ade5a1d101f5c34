#pragma once
// Trace files (SPEC §4 `--trace FILE`): Chrome Trace Event JSON (opens in Perfetto), Paje
// (readable by pj_dump and ViTE) and CSV, chosen by extension.
//
// Chrome and Paje want the intervals of one lane properly nested. A processor that receives
// while it computes has overlapping intervals, so each resource is drawn on as few lanes as
// its overlaps need: lane 1 carries the name of the resource, further lanes "P1 #2", …

#include "trace/trace.h"

#include <string>
#include <vector>

namespace partita {

std::string traceToChromeJson(const Trace &trace);
std::string traceToPaje(const Trace &trace);
std::string traceToCsv(const Trace &trace);

// Readers (trace_import.cpp), for the Gantt view and round-trip tests. They throw InputError
// naming the file and line.
Trace traceFromCsv(const std::string &text, const std::string &fileName);
Trace traceFromChromeJson(const std::string &text, const std::string &fileName);

// Write by extension (.json, .paje/.trace, .csv), atomically. Throws InputError for an
// unknown extension or a file that cannot be written.
void writeTraceFile(const Trace &trace, const std::string &path);

// Lane assignment used by the exporters: for every interval (in trace order), the lane of its
// resource; lanes[r] is the number of lanes of resource r. Intervals of a lane never overlap
// partially (they are disjoint, or one contains the other).
struct Lanes {
    std::vector<int> laneOfInterval;
    std::vector<int> lanesOfResource;
};
Lanes assignLanes(const Trace &trace);

} // namespace partita
