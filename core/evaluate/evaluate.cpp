#include "evaluate/evaluate.h"

#include "model/error.h"
#include "model/time_model.h"
#include "model/validate.h"
#include "partition/partitioner.h"
#include "schedule/lbp/layer_based.h"
#include "schedule/lbp/mesh_baselines.h"
#include "schedule/mw/master_worker.h"
#include "schedule/outer/outer_product.h"
#include "schedule/ring/ring_schedule.h"
#include "schedule/ring/ring_rates.h"
#include "schedule/ring/shared_ring.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <type_traits>
#include <variant>

namespace partita {

namespace {

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
    const TimeModel time{platform.units, static_cast<double>(problem.q)};
    return time.compute(problem.multiplyAdds(), totalSpeed(platform));
}

// The planner's schedule simulated again under params.flow, for the planners that simulate
// their result under the ideal model only (the mesh baselines, lbp-mesh).
void underFlowModel(Evaluation &e, sim::ScheduledRun run, const EvaluateOptions &options)
{
    if (run.model.flow == options.params.flow)
        return;
    run.model.flow = options.params.flow;
    e.sim = run.simulate(options.cancel);
    e.makespan = e.sim.makespan;
    e.events = e.sim.events;
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
    const StrategyParams &params = options.params;
    Plan plan = makePlan(algorithm, PartitionInput::fromPlatform(platform, problem), PartitionOptions{params.l, options.cancel});
    Metrics m = computeMetrics(plan, platform, params.network, params.flow);
    Work work;
    for (const auto &pm : m.processors)
        work.of[pm.processor] += pm.workFraction * problem.multiplyAdds();
    if (options.trace) {
        e.sim = OuterProductModel(platform, plan, outerPieces(m, problem), params.network, params.flow).run().simulate(options.cancel);
        e.makespan = e.sim.makespan;
    } else {
        e.makespan = m.predictedMakespan;
    }
    e.events = e.sim.events;
    e.workersUsed = workersOf(work);
    e.commVolume = m.commVolume;
    e.imbalance = m.imbalance;
    e.details = PartitionDetails{std::move(plan), std::move(m)};
    return e;
}

Evaluation evaluateLayerBased(const std::string &algorithm, const Platform &platform, const Problem &problem,
                              const EvaluateOptions &options)
{
    Evaluation e;
    const StrategyParams &params = options.params;
    LbpResult r = planLayerBased(algorithm, platform, problem,
                                 LayerBasedOptions{LbpStarOptions{params.mode, params.order, params.flow}, params.heuristic,
                                                   options.cancel});
    if (options.trace)
        e.sim = r.simulated;
    e.makespan = r.makespan;
    e.events = e.sim.events;
    underFlowModel(e, r.run, options);
    const double layerColumn = columnWork(problem); // m·n multiply-adds per column of the layer
    Work work;
    for (std::size_t i = 0; i < r.ids.size(); ++i)
        work.of[r.ids[i]] += static_cast<double>(r.k[i]) * layerColumn;
    e.workersUsed = workersOf(work);
    e.imbalance = imbalanceOf(work, platform);
    e.commVolume = r.volume();
    // Each strategy's own parameter: the star's service order, the mesh's heuristic.
    const StrategyInfo &strategy = strategyInfo(algorithm);
    e.details = LayerBasedDetails{std::move(r), strategy.reads(Param::Order) ? std::optional(params.order) : std::nullopt,
                                  strategy.reads(Param::Heuristic) && params.heuristic};
    return e;
}

Evaluation evaluateMeshBaseline(const std::string &algorithm, const Platform &platform, const Problem &problem,
                                const EvaluateOptions &options)
{
    Evaluation e;
    MeshBaselineResult r = planMeshBaseline(algorithm, platform, problem, options.cancel);
    if (options.trace)
        e.sim = r.simulated;
    e.makespan = r.makespan;
    e.events = e.sim.events;
    underFlowModel(e, r.run, options);
    Work work;
    for (std::size_t i = 0; i < r.ids.size(); ++i)
        work.of[r.ids[i]] += r.work[i];
    e.workersUsed = workersOf(work);
    e.imbalance = imbalanceOf(work, platform);
    e.commVolume = r.volume;
    e.details = MeshBaselineDetails{std::move(r)};
    return e;
}

Evaluation evaluateMasterWorker(const std::string &algorithm, const Platform &platform, const Problem &problem,
                                const EvaluateOptions &options)
{
    Evaluation e;
    MwResult r = planMasterWorker(platform, problem, MwOptions{algorithm, options.selections, options.cancel, options.params.flow});
    if (options.trace)
        e.sim = r.simulated;
    e.makespan = r.makespan;
    e.events = e.sim.events;
    underFlowModel(e, r.run, options);
    const Work work = workOfSchedule(r.run.schedule, nodeIdsOf(platform));
    e.workersUsed = r.workersUsed;
    e.imbalance = imbalanceOf(work, platform);
    e.commVolume = elementsSent(r.run.schedule);
    e.details = MasterWorkerDetails{std::move(r)};
    return e;
}

Evaluation evaluateLu(const std::string &algorithm, const Platform &platform, const Problem &problem,
                      const EvaluateOptions &options)
{
    Evaluation e;
    LuOptions lu{algorithm, 0, options.cancel, options.params.flow};
    lu.steps = options.params.luSteps;
    LuResult r = planLu(platform, problem, lu);
    if (options.trace)
        e.sim = r.simulated;
    e.makespan = r.makespan;
    e.events = e.sim.events;
    const Work work = workOfSchedule(r.run.schedule, nodeIdsOf(platform));
    e.workersUsed = r.workersUsed;
    e.imbalance = imbalanceOf(work, platform);
    e.commVolume = elementsSent(r.run.schedule);
    e.throughput = e.makespan > 0 ? r.computationBlocks / e.makespan : 0;
    const double q = static_cast<double>(problem.q);
    const TimeModel time{platform.units, q};
    e.idealMakespan = time.compute(r.computationBlocks * q * q * q, totalSpeed(platform));
    e.details = LuDetails{std::move(r)};
    return e;
}

Evaluation evaluateRing(const Platform &platform, const Problem &problem, const EvaluateOptions &options)
{
    Evaluation e;
    const StrategyParams &params = options.params;
    RingOptions ro;
    ro.h = params.h;
    ro.w = params.w;
    ro.refinement = params.ringRefine;
    ro.q = static_cast<double>(problem.q);
    ro.cancel = options.cancel;
    RingAtSliceRates planned = planRingAtSliceRates(platform, ro);
    RingResult &r = planned.ring;
    const Platform &seen = planned.seen; // every processor at the rate of its slice
    sim::ScheduledRun run = r.run;
    run.model.flow = params.flow;
    e.sim = run.simulate(options.cancel);
    e.makespan = e.sim.makespan;
    e.events = e.sim.events;
    Work work;
    for (const auto &[id, a] : r.alpha)
        work.of[id] += a * params.w;
    e.workersUsed = static_cast<int>(r.ring.size());
    e.imbalance = imbalanceOf(work, seen);
    e.throughput = e.makespan > 0 ? params.w / e.makespan : 0;
    // Each member sends H to both neighbours every step (none on a ring of one).
    e.commVolume = r.ring.size() > 1 ? 2.0 * params.h * static_cast<double>(r.ring.size())
                                         * ring::elementsPerDataUnit(platform.units, ro.q)
                                   : 0.0;
    e.idealMakespan = params.w / totalSpeed(seen);
    std::map<std::string, double> rates;
    for (const std::string &id : r.ring)
        rates[id] = seen.findProcessor(id)->speed;
    e.details = RingDetails{std::move(r), params.h, params.w, std::move(rates), planned.settled};
    return e;
}

// The schedule whose simulation an evaluation reports, as the family built it, under the
// evaluation's network model.
sim::ScheduledRun reportedRun(const Evaluation &e, const Platform &platform, const Problem &problem,
                              const StrategyParams &params)
{
    sim::ScheduledRun run = std::visit(
        [&](const auto &d) -> sim::ScheduledRun {
            if constexpr (std::is_same_v<std::decay_t<decltype(d)>, PartitionDetails>)
                return OuterProductModel(platform, d.plan, outerPieces(d.metrics, problem), params.network, params.flow).run();
            else
                return d.result.run;
        },
        e.details);
    run.model.flow = params.flow;
    return run;
}

// The reported schedule replayed by another engine (EvaluateOptions::engine): its figures
// replace the built-in simulator's.
void replayWith(Evaluation &e, sim::SimEngine engine, const Platform &platform, const Problem &problem,
                const EvaluateOptions &options)
{
    const sim::ScheduledRun run = reportedRun(e, platform, problem, options.params);
    e.sim = sim::simulateWith(engine, run.simPlatform(), run.schedule, options.cancel);
    e.makespan = e.sim.makespan;
    e.events = e.sim.events;
    // The ring's and LU's throughputs count their own work (evaluate.h); the others' follow.
    if (const auto *d = e.detailsAs<RingDetails>())
        e.throughput = e.makespan > 0 ? d->w / e.makespan : 0;
    if (const auto *d = e.detailsAs<LuDetails>())
        e.throughput = e.makespan > 0 ? d->result.computationBlocks / e.makespan : 0;
}

} // namespace

Evaluation evaluate(const std::string &algorithm, const Platform &given, const Problem &problem,
                    const EvaluateOptions &options)
{
    const StrategyInfo &strategy = strategyInfo(algorithm);
    sim::requireEngine(options.engine);
    validateProblem(given, problem, "");
    requireShape(strategy, problem);
    // Each processor at its rate for the strategy's kernel, where the platform gives one.
    const Platform platform = forStrategy(given, strategy, problem);
    Evaluation e;
    switch (strategy.family) {
    case Family::Partition:
        e = evaluatePartition(algorithm, platform, problem, options);
        break;
    case Family::LayerBased:
        e = evaluateLayerBased(algorithm, platform, problem, options);
        break;
    case Family::MeshBaseline:
        e = evaluateMeshBaseline(algorithm, platform, problem, options);
        break;
    case Family::MasterWorker:
        e = evaluateMasterWorker(algorithm, platform, problem, options);
        break;
    case Family::Ring:
        e = evaluateRing(platform, problem, options);
        break;
    case Family::Lu:
        e = evaluateLu(algorithm, platform, problem, options);
        break;
    }
    e.algorithm = algorithm;
    e.family = strategy.family;
    e.units = platform.units;
    if (options.engine != sim::SimEngine::Partita)
        replayWith(e, options.engine, platform, problem, options);
    if (e.family != Family::Ring && e.family != Family::Lu) {
        // q×q×q block updates per time unit: (m/q)(k/q)(n/q) in all, (n/q)³ on a square
        const double q = static_cast<double>(problem.q);
        e.throughput = e.makespan > 0 ? problem.multiplyAdds() / (q * q * q) / e.makespan : 0;
        e.idealMakespan = idealMakespan(platform, problem);
    }
    return e;
}

} // namespace partita
