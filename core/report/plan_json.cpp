#include "report/plan_json.h"

namespace partita {

nlohmann::json metricsToJson(const Metrics &m)
{
    nlohmann::json per = nlohmann::json::array();
    for (const auto &p : m.processors)
        per.push_back({{"processor", p.processor},
                       {"speed", p.speed},
                       {"share", p.share},
                       {"work_fraction", p.workFraction},
                       {"blocks", p.blocks},
                       {"rows", p.rows},
                       {"cols", p.cols},
                       {"half_perimeter", p.halfPerimeter},
                       {"compute_time", p.computeTime}});
    return {{"sum_half_perimeters", m.sumHalfPerimeters},
            {"max_half_perimeter", m.maxHalfPerimeter},
            {"lower_bound", m.lowerBound},
            {"comm_volume", m.commVolume},
            {"imbalance", m.imbalance},
            {"predicted_makespan", m.predictedMakespan},
            {"network", toString(m.network)},
            {"per_processor", per}};
}

nlohmann::json planToJson(const Plan &plan, const Metrics &metrics)
{
    nlohmann::json pieces = nlohmann::json::array();
    for (const auto &piece : plan.pieces) {
        nlohmann::json j = {{"processor", piece.processor}, {"share", piece.share}};
        if (plan.kind == PlanKind::Layers) {
            j["k"] = piece.k;
        } else {
            nlohmann::json rects = nlohmann::json::array();
            for (const auto &r : piece.rectangles)
                rects.push_back({{"x", r.x}, {"y", r.y}, {"w", r.w}, {"h", r.h}});
            j["rectangles"] = std::move(rects);
            j["blocks"] = piece.area();
        }
        pieces.push_back(std::move(j));
    }
    nlohmann::json out = {{"algorithm", plan.algorithm},
                          {"n", plan.problem.n},
                          {"q", plan.problem.q},
                          {"blocks", plan.blocks()},
                          {"kind", plan.kind == PlanKind::Layers ? "layers" : "blocks"},
                          {"pieces", std::move(pieces)},
                          {"metrics", metricsToJson(metrics)}};
    if (plan.gridRows > 0)
        out["grid"] = {{"rows", plan.gridRows}, {"cols", plan.gridCols}};
    if (plan.generalizedBlock > 0)
        out["generalized_block"] = plan.generalizedBlock;
    if (!plan.columns.empty()) {
        nlohmann::json cols = nlohmann::json::array();
        for (const auto &c : plan.columns) {
            nlohmann::json ids = nlohmann::json::array();
            for (int i : c)
                ids.push_back(plan.pieces[static_cast<std::size_t>(i)].processor);
            cols.push_back(std::move(ids));
        }
        out["columns"] = std::move(cols);
    }
    if (!plan.note.empty())
        out["note"] = plan.note;
    return out;
}

} // namespace partita
