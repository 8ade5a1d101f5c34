#pragma once
// Trace files (docs/simulate-compare.md): Chrome Trace Event JSON (opens in Perfetto), Paje
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

// Readers (trace_import_csv.cpp, trace_import_chrome.cpp, trace_import_paje.cpp), for the
// Gantt view and round-trip tests. They throw InputError naming the file and line.
Trace traceFromCsv(const std::string &text, const std::string &fileName);
Trace traceFromChromeJson(const std::string &text, const std::string &fileName);
// Paje as traceToPaje writes it, and as other tools (pajeng, ViTE, SimGrid, StarPU) do: the
// %EventDef header gives every event's number and the order of its fields (by name: Time,
// Alias, Type, Container, Name, Value; ContainerType and EntityType are read as Type; other
// fields are ignored, and so are events other than type, value, container and state events).
// Containers whose type holds states become resources (named by their Name; lanes "P1 #2"
// fold back into "P1"), Push/Pop/Set/ResetState become intervals. A state value named like a
// Partita kind (compute, send, recv, wait, redistribute, transfer, idle) gets that kind;
// other names are matched by what they contain ("recv"/"receive", "send", "wait"/"barrier",
// "redistribut", "transfer", "idle"/"sleep"), else compute, and the name is kept in `blocks`.
// Paje carries neither step, peer, bytes, flops, blocks nor the time unit (read as seconds),
// nor resource kinds: "port:…" ids are ports, a container whose type name contains "link" or
// whose intervals are all transfers is a link, any other a processor.
Trace traceFromPaje(const std::string &text, const std::string &fileName);

// Write by extension (.json, .paje/.trace, .csv), atomically. Throws InputError for an
// unknown extension or a file that cannot be written.
void writeTraceFile(const Trace &trace, const std::string &path);
// Before any work: the extension is known and the file can be written (checkOutputFile).
void checkTraceFile(const std::string &path, const std::string &option);

// Lane assignment used by the exporters: for every interval (in trace order), the lane of its
// resource; lanes[r] is the number of lanes of resource r. Intervals of a lane never overlap
// partially (they are disjoint, or one contains the other).
struct Lanes {
    std::vector<int> laneOfInterval;
    std::vector<int> lanesOfResource;
};
Lanes assignLanes(const Trace &trace);

} // namespace partita
