#pragma once
// The JSON of `partita plan --json` (docs/command-line.md). The pieces are written as a stream: a
// plan of 10,000 processors is a few megabytes, and building it as a DOM first would cost more
// than planning. The metrics are the one JSON form of report/metrics_json.h.

#include "metrics/metrics.h"
#include "partition/plan.h"

#include <ostream>

namespace partita {

void writePlanJson(std::ostream &out, const Plan &plan, const Metrics &metrics);

} // namespace partita
