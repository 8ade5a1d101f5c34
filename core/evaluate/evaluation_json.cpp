#include "evaluate/evaluation_json.h"

#include "report/metrics_json.h"
#include "schedule/ring/ring_json.h"

#include <cmath>

namespace partita {

namespace {

using nlohmann::json;

json finiteOrNull(double v) { return std::isfinite(v) ? json(v) : json(nullptr); }

json flowsToJson(const std::vector<LinkFlow> &flows)
{
    json out = json::array();
    for (const auto &f : flows)
        out.push_back({{"link", f.link}, {"from", f.from}, {"to", f.to}, {"elements", f.elements}});
    return out;
}

// {"P1": k_1, ...} over parallel lists of ids and values.
template <class T> json byProcessor(const std::vector<std::string> &ids, const std::vector<T> &values)
{
    json out = json::object();
    for (std::size_t i = 0; i < ids.size() && i < values.size(); ++i)
        out[ids[i]] = values[i];
    return out;
}

} // namespace

json toJson(const PartitionDetails &d)
{
    json j = {{"network", toString(d.metrics.network)}, {"metrics", metricsToJson<json>(d.metrics)}};
    if (!d.plan.note.empty())
        j["note"] = d.plan.note.text();
    if (d.plan.kind == PlanKind::Layers) {
        json k = json::object();
        for (const auto &piece : d.plan.pieces)
            k[piece.processor] = piece.k;
        j["k"] = k;
    }
    return j;
}

json toJson(const LayerBasedDetails &d)
{
    const LbpResult &r = d.result;
    json j = {{"mode", toString(r.mode)},
              {"k", byProcessor(r.ids, r.k)},
              {"relaxed_k", byProcessor(r.ids, r.relaxedK)},
              {"relaxed_makespan", r.relaxedMakespan},
              {"notes", r.notes}};
    if (d.order) {
        j["order"] = toString(*d.order);
    } else {
        j["heuristic"] = d.heuristic;
        j["lp_iterations"] = r.lpIterations;
        j["lp_solves"] = r.lpSolves;
        j["phi"] = flowsToJson(r.phi);       // whole columns, as the schedule sends them
        j["lp_phi"] = flowsToJson(r.lpPhi);  // the LP's real flows for the integer k
        j["relaxed_phi"] = flowsToJson(r.relaxedPhi);
    }
    return j;
}

json toJson(const MeshBaselineDetails &d)
{
    const MeshBaselineResult &r = d.result;
    json j = {{"notes", r.notes}};
    if (!r.k.empty())
        j["k"] = byProcessor(r.ids, r.k);
    if (r.gridRows > 0) // summa
        j["grid"] = {r.gridRows, r.gridCols};
    if (r.chunks > 0) // chunked-pipeline
        j["chunks"] = r.chunks;
    return j;
}

json toJson(const MasterWorkerDetails &d)
{
    const MwResult &r = d.result;
    json j = {{"ratio", r.ratio},
              {"period", r.period},
              {"steady_state_ratio", r.steadyStateRatio},
              {"steady_state_feasible", r.steadyStateFeasible},
              {"lower_bound", r.lowerBound},
              {"lower_bound_compute", r.lowerBoundCompute},
              {"mu", byProcessor(r.workers, r.mu)},
              {"selections", r.selections}};
    if (!r.steps.empty()) {
        json steps = json::array();
        for (const auto &s : r.steps) {
            json ratios = json::object();
            for (std::size_t i = 0; i < r.workers.size(); ++i)
                if (s.ratios[i] >= 0)
                    ratios[r.workers[i]] = s.ratios[i];
            steps.push_back({{"index", s.index},
                             {"chosen", s.chosen},
                             {"ratios", ratios},
                             {"completion_time", s.completionTime},
                             {"total_work", s.totalWork}});
        }
        j["steps"] = steps;
    }
    return j;
}

json toJson(const RingDetails &d)
{
    json j = ringToJson(d.result);
    j["h"] = d.h;
    j["w"] = d.w;
    j["rates"] = d.rates;
    j["rates_settled"] = d.settled;
    return j;
}

json toJson(const LuDetails &d)
{
    const LuResult &r = d.result;
    json chunks = json::object();
    for (std::size_t i = 0; i < r.workers.size() && i < r.chunks.size(); ++i) {
        const LuChunk &c = r.chunks[i];
        chunks[r.workers[i]] = {{"shape", toString(c.shape)},
                                {"rows", c.rows},
                                {"cols", c.cols},
                                {"virtual_workers", c.virtualWorkers},
                                {"mu_i", r.muOf[i]}};
    }
    json j = {{"factorization", "lu"},
              {"blocks", r.blocks},
              {"mu", r.mu},
              {"pivot_worker", r.pivotWorker},
              {"steps", r.streamed ? "streamed" : "paper"},
              {"selected", r.selected},
              {"chunks", chunks},
              {"communication_blocks", r.communicationBlocks},
              {"computation_blocks", r.computationBlocks}};
    if (!r.candidates.empty()) {
        json c = json::array();
        for (const auto &x : r.candidates)
            c.push_back({{"mu", x.mu}, {"makespan", x.makespan}, {"workers_used", x.workersUsed}});
        j["candidates"] = c;
    }
    return j;
}

json evaluationToJson(const Evaluation &e, const Problem &problem)
{
    json out = {{"algorithm", e.algorithm},
                {"family", toString(e.family)},
                {"n", problem.n},
                {"q", problem.q},
                {"makespan", e.makespan},
                {"workers_used", e.workersUsed},
                {"throughput", e.throughput},
                {"events", e.events},
                {"comm_volume", finiteOrNull(e.commVolume)},
                {"imbalance", e.imbalance},
                {"ideal_makespan", e.idealMakespan},
                {"efficiency", e.efficiency()},
                {"time_unit", e.timeUnit()}};
    if (!problem.square()) { // a product m×k by k×n (docs/shapes.md); square ones have n alone
        out["m"] = problem.m;
        out["k"] = problem.k;
    }
    const json own = std::visit([](const auto &d) { return toJson(d); }, e.details);
    for (const auto &[key, value] : own.items())
        out[key] = value;
    return out;
}

} // namespace partita
