#pragma once
// An Evaluation as `simulate --json` and `compare --json` print it: the figures every strategy
// has, then its family's own (docs/simulate-compare.md lists them). One writer per family's
// details.

#include "evaluate/evaluate.h"

#include <nlohmann/json.hpp>

namespace partita {

nlohmann::json toJson(const PartitionDetails &d);
nlohmann::json toJson(const LayerBasedDetails &d);
nlohmann::json toJson(const MeshBaselineDetails &d);
nlohmann::json toJson(const MasterWorkerDetails &d);
nlohmann::json toJson(const RingDetails &d);
nlohmann::json toJson(const LuDetails &d);

// The common fields (algorithm, family, n, q, makespan, ...) and the family's.
nlohmann::json evaluationToJson(const Evaluation &e, const Problem &problem);

} // namespace partita
