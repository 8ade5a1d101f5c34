#pragma once
// The ring fields of `partita simulate --algorithm ring --json` (docs/command-line.md): ring, paths
// ({from, to, links, bandwidth}), alpha, t_step, t_step_by_size, and the growth steps.

#include "schedule/ring/ring_result.h"

#include <nlohmann/json.hpp>

namespace partita {

// Every number is finite (the planner records only rings it could route).
nlohmann::json ringToJson(const RingResult &result);

} // namespace partita
