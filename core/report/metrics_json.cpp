#include "report/metrics_json.h"

namespace partita {

template <class Json> Json metricsToJson(const Metrics &m)
{
    Json perProcessor = Json::array();
    for (const auto &p : m.processors) {
        Json one;
        one["processor"] = p.processor;
        one["speed"] = p.speed;
        one["share"] = p.share;
        one["work_fraction"] = p.workFraction;
        one["blocks"] = p.blocks;
        one["rows"] = p.rows;
        one["cols"] = p.cols;
        one["half_perimeter"] = p.halfPerimeter;
        one["compute_time"] = p.computeTime;
        perProcessor.push_back(std::move(one));
    }
    Json j;
    j["sum_half_perimeters"] = m.sumHalfPerimeters;
    j["max_half_perimeter"] = m.maxHalfPerimeter;
    j["lower_bound"] = m.lowerBound;
    j["comm_volume"] = m.commVolume;
    j["comm_volume_lower_bound"] = m.commVolumeLowerBound;
    j["imbalance"] = m.imbalance;
    j["predicted_makespan"] = m.predictedMakespan;
    j["network"] = toString(m.network);
    if (m.flow != sim::FlowModel::Ideal) // the default model is left unsaid, as before it could be chosen
        j["network_model"] = sim::toString(m.flow);
    j["per_processor"] = std::move(perProcessor);
    return j;
}

template nlohmann::json metricsToJson<nlohmann::json>(const Metrics &);
template nlohmann::ordered_json metricsToJson<nlohmann::ordered_json>(const Metrics &);

} // namespace partita
