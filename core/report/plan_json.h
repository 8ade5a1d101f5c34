#pragma once
// The JSON document of `partita plan --json` (SPEC §4), written as a stream: a plan of 10,000
// processors is a few megabytes, and building it as a DOM first would cost more than planning.

#include "metrics/metrics.h"
#include "partition/plan.h"

#include <ostream>

namespace partita {

void writePlanJson(std::ostream &out, const Plan &plan, const Metrics &metrics);

} // namespace partita
