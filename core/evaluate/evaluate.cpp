#include "evaluate/evaluate.h"

#include "metrics/time_model.h"
#include "model/error.h"
#include "model/validate.h"
#include "partition/partitioner.h"
#include "schedule/lbp/lbp_mesh.h"
#include "schedule/lbp/lbp_star.h"
#include "schedule/lbp/mesh_baselines.h"
#include "schedule/mw/master_worker.h"
#include "schedule/outer/outer_product.h"
#include "schedule/ring/ring_json.h"
#include "schedule/ring/ring_schedule.h"
#include "schedule/ring/shared_ring.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace partita {

namespace {

using nlohmann::json;

const std::vector<std::string> kLbp = {"lbp-star", "lbp-mesh"};
const std::vector<std::string> kBaselines = {"summa", "pipeline", "chunked-pipeline"};

json finiteOrNull(double v) { return std::isfinite(v) ? json(v) : json(nullptr); }

// Work given to each processor, in multiply-adds (the ring: in work units). Only ratios of
// work to speed are used, so the unit does not matter.
struct Work {
    std::map<std::string, double> of; // multiply-adds per processor id
};

double totalSpeed(const Platform &platform)
{
    double s = 0;
    for (const auto &p : platform.computingProcessors())
        s += p.speed;
    return s;
}

double speedOf(const Platform &platform, const std::string &id)
{
    const auto *p = platform.findProcessor(id);
    return p ? p->speed : 0.0;
}

// Imbalance over the processors that work: max_i (w_i/s_i) / (Σw / Σs) − 1, Σ over them.
double imbalanceOf(const Work &work, const Platform &platform)
{
    double w = 0, s = 0, worst = 0;
    for (const auto &[id, amount] : work.of)
        if (amount > 0) {
            w += amount;
            s += speedOf(platform, id);
        }
    if (w <= 0 || s <= 0)
        return 0;
    for (const auto &[id, amount] : work.of)
        if (amount > 0)
            worst = std::max(worst, (amount / speedOf(platform, id)) / (w / s));
    return std::max(0.0, worst - 1.0);
}

// Work of a schedule's computations, per processor id of the simulator's node list.
Work workOfSchedule(const sim::Schedule &schedule, const std::vector<std::string> &nodeIds)
{
    Work w;
    for (const auto &a : schedule.activities)
        if (a.kind == sim::Activity::Kind::Compute)
            w.of[nodeIds[static_cast<std::size_t>(a.node)]] += a.amount;
    return w;
}

std::vector<std::string> nodeIdsOf(const Platform &platform)
{
    std::vector<std::string> ids;
    for (const auto &p : platform.processors)
        ids.push_back(p.id);
    for (const auto &r : platform.routers)
        ids.push_back(r.id);
    return ids;
}

double elementsSent(const sim::Schedule &schedule)
{
    double total = 0;
    for (const auto &a : schedule.activities)
        if (a.kind == sim::Activity::Kind::Transfer && a.node != a.peer)
            total += a.amount;
    return total;
}

// Seconds (or time units) to do all of C = A·B at the platform's total speed.
double idealMakespan(const Platform &platform, const Problem &problem)
{
    const double n = static_cast<double>(problem.n);
    const TimeModel time{platform.units, static_cast<double>(problem.q)};
    return time.compute(n * n * n, totalSpeed(platform));
}

int workersOf(const Work &work)
{
    return static_cast<int>(std::count_if(work.of.begin(), work.of.end(),
                                           [](const auto &kv) { return kv.second > 0; }));
}

Evaluation evaluatePartition(const std::string &algorithm, const Platform &platform, const Problem &problem,
                             const EvaluateOptions &options)
{
    Evaluation e;
    e.family = "partition";
    const Plan plan = makePlan(algorithm, PartitionInput::fromPlatform(platform, problem), PartitionOptions{options.l});
    const Metrics m = computeMetrics(plan, platform, options.network);
    std::vector<OuterPiece> pieces;
    const double n = static_cast<double>(problem.n);
    Work work;
    for (const auto &pm : m.processors) {
        pieces.push_back({pm.processor, pm.rows, pm.cols, pm.workFraction * n * n});
        work.of[pm.processor] += pm.workFraction * n * n * n;
    }
    if (options.trace) {
        e.sim = OuterProductModel(platform, plan, std::move(pieces), options.network).run().simulate();
        e.makespan = e.sim.makespan;
    } else {
        e.makespan = m.predictedMakespan;
    }
    e.events = e.sim.events;
    e.workersUsed = workersOf(work);
    e.commVolume = m.commVolume;
    e.imbalance = m.imbalance;
    e.extra["network"] = toString(options.network);
    e.extra["metrics"] = {{"sum_half_perimeters", m.sumHalfPerimeters},
                          {"max_half_perimeter", m.maxHalfPerimeter},
                          {"lower_bound", m.lowerBound},
                          {"comm_volume", m.commVolume},
                          {"comm_volume_lower_bound", n * n * m.lowerBound},
                          {"imbalance", m.imbalance},
                          {"predicted_makespan", m.predictedMakespan}};
    if (!plan.note.empty())
        e.extra["note"] = plan.note;
    if (plan.kind == PlanKind::Layers) {
        json k = json::object();
        for (const auto &piece : plan.pieces)
            k[piece.processor] = piece.k;
        e.extra["k"] = k;
    }
    return e;
}

json flowsToJson(const std::vector<LinkFlow> &flows)
{
    json out = json::array();
    for (const auto &f : flows)
        out.push_back({{"link", f.link}, {"from", f.from}, {"to", f.to}, {"elements", f.elements}});
    return out;
}

Evaluation evaluateLbp(const std::string &algorithm, const Platform &platform, const Problem &problem,
                       const EvaluateOptions &options)
{
    Evaluation e;
    e.family = "lbp";
    const LbpResult r = algorithm == "lbp-star"
                          ? planLbpStar(platform, problem, LbpStarOptions{options.mode, options.order})
                          : planLbpMesh(platform, problem, options.heuristic);
    if (options.trace)
        e.sim = r.simulated;
    e.makespan = r.makespan;
    e.events = e.sim.events;
    const double n = static_cast<double>(problem.n);
    Work work;
    json k = json::object(), relaxed = json::object();
    for (std::size_t i = 0; i < r.ids.size(); ++i) {
        work.of[r.ids[i]] += static_cast<double>(r.k[i]) * n * n;
        k[r.ids[i]] = r.k[i];
        relaxed[r.ids[i]] = r.relaxedK[i];
    }
    e.workersUsed = workersOf(work);
    e.imbalance = imbalanceOf(work, platform);
    e.commVolume = r.volume();
    e.extra["mode"] = r.mode;
    e.extra["k"] = k;
    e.extra["relaxed_k"] = relaxed;
    e.extra["relaxed_makespan"] = r.relaxedMakespan;
    if (algorithm == "lbp-star") {
        e.extra["order"] = options.order;
    } else {
        e.extra["heuristic"] = options.heuristic;
        e.extra["lp_iterations"] = r.lpIterations;
        e.extra["lp_solves"] = r.lpSolves;
        e.extra["phi"] = flowsToJson(r.phi);
        e.extra["relaxed_phi"] = flowsToJson(r.relaxedPhi);
    }
    e.extra["notes"] = r.notes;
    return e;
}

Evaluation evaluateBaseline(const std::string &algorithm, const Platform &platform, const Problem &problem,
                            const EvaluateOptions &options)
{
    Evaluation e;
    e.family = "baseline";
    const MeshBaselineResult r = algorithm == "summa"      ? planSummaMesh(platform, problem)
                               : algorithm == "pipeline"   ? planPipeline(platform, problem)
                                                           : planChunkedPipeline(platform, problem);
    if (options.trace)
        e.sim = r.simulated;
    e.makespan = r.makespan;
    e.events = e.sim.events;
    Work work;
    for (std::size_t i = 0; i < r.ids.size(); ++i)
        work.of[r.ids[i]] += r.work[i];
    e.workersUsed = workersOf(work);
    e.imbalance = imbalanceOf(work, platform);
    e.commVolume = r.volume;
    if (!r.k.empty()) {
        json k = json::object();
        for (std::size_t i = 0; i < r.ids.size(); ++i)
            k[r.ids[i]] = r.k[i];
        e.extra["k"] = k;
    }
    if (algorithm == "summa")
        e.extra["grid"] = {r.gridRows, r.gridCols};
    if (algorithm == "chunked-pipeline")
        e.extra["chunks"] = r.chunks;
    e.extra["notes"] = r.notes;
    return e;
}

Evaluation evaluateMasterWorker(const std::string &algorithm, const Platform &platform, const Problem &problem,
                                const EvaluateOptions &options)
{
    Evaluation e;
    e.family = "mw";
    const MwResult r = planMasterWorker(platform, problem, MwOptions{algorithm, options.selections});
    if (options.trace)
        e.sim = r.simulated;
    e.makespan = r.makespan;
    e.events = e.sim.events;
    const Work work = workOfSchedule(r.run.schedule, nodeIdsOf(platform));
    e.workersUsed = r.workersUsed;
    e.imbalance = imbalanceOf(work, platform);
    e.commVolume = elementsSent(r.run.schedule);
    e.extra["ratio"] = r.ratio;
    e.extra["period"] = r.period;
    e.extra["steady_state_ratio"] = r.steadyStateRatio;
    e.extra["steady_state_feasible"] = r.steadyStateFeasible;
    e.extra["lower_bound"] = r.lowerBound;
    e.extra["lower_bound_compute"] = r.lowerBoundCompute;
    json mu = json::object();
    for (std::size_t i = 0; i < r.workers.size(); ++i)
        mu[r.workers[i]] = r.mu[i];
    e.extra["mu"] = mu;
    e.extra["selections"] = r.selections;
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
        e.extra["steps"] = steps;
    }
    return e;
}

Evaluation evaluateRing(const Platform &platform, const Problem &problem, const EvaluateOptions &options)
{
    Evaluation e;
    e.family = "ring";
    RingOptions ro;
    ro.h = options.h;
    ro.w = options.w;
    ro.q = static_cast<double>(problem.q);
    const RingResult r = planSharedRing(platform, ro);
    e.sim = r.run.simulate();
    e.makespan = e.sim.makespan;
    e.events = e.sim.events;
    Work work;
    for (const auto &[id, a] : r.alpha)
        work.of[id] += a * options.w;
    e.workersUsed = static_cast<int>(r.ring.size());
    e.imbalance = imbalanceOf(work, platform);
    e.throughput = e.makespan > 0 ? options.w / e.makespan : 0;
    // Each member sends H to both neighbours every step (none on a ring of one).
    e.commVolume = r.ring.size() > 1 ? 2.0 * options.h * static_cast<double>(r.ring.size())
                                         * ring::elementsPerDataUnit(platform.units, ro.q)
                                   : 0.0;
    e.idealMakespan = options.w / totalSpeed(platform);
    e.extra = ringToJson(r);
    e.extra["h"] = options.h;
    e.extra["w"] = options.w;
    return e;
}

} // namespace

const std::vector<std::string> &evaluableAlgorithms()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> all = partitionAlgorithms();
        all.insert(all.end(), masterWorkerAlgorithms().begin(), masterWorkerAlgorithms().end());
        all.insert(all.end(), kLbp.begin(), kLbp.end());
        all.insert(all.end(), kBaselines.begin(), kBaselines.end());
        all.push_back("ring");
        return all;
    }();
    return names;
}

bool isEvaluable(const std::string &name)
{
    const auto &all = evaluableAlgorithms();
    return std::find(all.begin(), all.end(), name) != all.end();
}

std::vector<std::string> defaultComparison()
{
    auto all = evaluableAlgorithms();
    all.erase(std::remove(all.begin(), all.end(), "ring"), all.end());
    return all;
}

Evaluation evaluate(const std::string &algorithm, const Platform &platform, const Problem &problem,
                    const EvaluateOptions &options)
{
    if (!isEvaluable(algorithm)) {
        std::string names;
        for (const auto &a : evaluableAlgorithms())
            names += (names.empty() ? "" : ", ") + a;
        throw InputError("unknown algorithm '" + algorithm + "' (known: " + names + ")");
    }
    validateProblem(platform, problem, "");
    Evaluation e;
    if (algorithm == "ring")
        e = evaluateRing(platform, problem, options);
    else if (isPartitionAlgorithm(algorithm))
        e = evaluatePartition(algorithm, platform, problem, options);
    else if (isMasterWorkerAlgorithm(algorithm))
        e = evaluateMasterWorker(algorithm, platform, problem, options);
    else if (std::find(kLbp.begin(), kLbp.end(), algorithm) != kLbp.end())
        e = evaluateLbp(algorithm, platform, problem, options);
    else
        e = evaluateBaseline(algorithm, platform, problem, options);
    e.algorithm = algorithm;
    e.timeUnit = platform.units == Units::Blocks ? "time units" : "s";
    if (e.family != "ring") {
        const double nb = static_cast<double>(problem.n) / static_cast<double>(problem.q);
        e.throughput = e.makespan > 0 ? nb * nb * nb / e.makespan : 0;
        e.idealMakespan = idealMakespan(platform, problem);
    }
    return e;
}

json evaluationToJson(const Evaluation &e, const Problem &problem)
{
    json out = {{"algorithm", e.algorithm},
                {"family", e.family},
                {"n", problem.n},
                {"q", problem.q},
                {"makespan", e.makespan},
                {"workers_used", e.workersUsed},
                {"throughput", e.throughput},
                {"events", e.events},
                {"comm_volume", finiteOrNull(e.commVolume)},
                {"imbalance", e.imbalance},
                {"ideal_makespan", e.idealMakespan},
                {"efficiency", e.makespan > 0 ? e.idealMakespan / e.makespan : 0.0},
                {"time_unit", e.timeUnit}};
    for (const auto &[key, value] : e.extra.items())
        out[key] = value;
    return out;
}

} // namespace partita
