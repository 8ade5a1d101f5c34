#pragma once
// The JSON document of `partita plan --json` (SPEC §4).

#include "metrics/metrics.h"
#include "partition/plan.h"

#include <nlohmann/json.hpp>

namespace partita {

nlohmann::json planToJson(const Plan &plan, const Metrics &metrics);
nlohmann::json metricsToJson(const Metrics &metrics);

} // namespace partita
