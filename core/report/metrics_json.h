#pragma once
// The one JSON form of Metrics: `plan --json` writes it in key order (ordered_json), `simulate`
// and `compare --json` inside their sorted documents (json). docs/metrics.md defines the fields.

#include "metrics/metrics.h"

#include <nlohmann/json.hpp>

namespace partita {

// Json is nlohmann::json or nlohmann::ordered_json.
template <class Json> Json metricsToJson(const Metrics &m);

extern template nlohmann::json metricsToJson<nlohmann::json>(const Metrics &);
extern template nlohmann::ordered_json metricsToJson<nlohmann::ordered_json>(const Metrics &);

} // namespace partita
