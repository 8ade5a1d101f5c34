#include "exec/run_prediction.h"

#include "exec/rank_map.h"
#include "metrics/metrics.h"
#include "model/validate.h"
#include "partition/partitioner.h"
#include "schedule/outer/outer_product.h"
#include "strategy/strategy.h"
#include "schedule/ring/ring_schedule.h"
#include "schedule/ring/shared_ring.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace partita::exec {

sim::ScheduledRun predictedSchedule(const Platform &given, const std::string &algorithm, const Problem &problem,
                                    EvaluateOptions options, RunShape shape)
{
    const StrategyInfo &info = strategyInfo(algorithm);
    requireShape(info, problem);
    // Each processor at its rate for the strategy's kernel (model/platform.h, Kernel speeds).
    const Platform platform = forStrategy(given, info, problem);
    options.params.network = NetworkModel::Star; // the executor's master sends one message at a time
    options.trace = true;
    const bool gathered = shape.delivery == ResultDelivery::Gathered;
    if (info.execution == Execution::OuterProduct) {
        Plan plan = makePlan(algorithm, PartitionInput::fromPlatform(platform, problem), PartitionOptions{options.params.l});
        const Metrics m = computeMetrics(plan, platform, NetworkModel::Star);
        return OuterProductModel(platform, plan, outerPieces(m, problem), NetworkModel::Star)
            .executedRun(shape.delivery, !shape.predistributed);
    }
    sim::ScheduledRun run;
    if (info.execution == Execution::Layers && info.family == Family::Partition) { // layers
        Plan plan = makePlan(algorithm, PartitionInput::fromPlatform(platform, problem), PartitionOptions{options.params.l});
        const Metrics m = computeMetrics(plan, platform, NetworkModel::Star);
        run = OuterProductModel(platform, plan, outerPieces(m, problem), NetworkModel::Star).run();
    } else {
        Evaluation e = evaluate(algorithm, platform, problem, options);
        if (const auto *lbp = e.detailsAs<LayerBasedDetails>())
            run = lbp->result.run;
        else if (const auto *mw = e.detailsAs<MasterWorkerDetails>())
            run = mw->result.run;
        else if (const auto *mesh = e.detailsAs<MeshBaselineDetails>())
            run = mesh->result.run;
        else if (const auto *lu = e.detailsAs<LuDetails>())
            run = lu->result.run;
        else
            throw std::invalid_argument("'" + algorithm + "' has no schedule the executor runs");
    }
    if (gathered && computesLayers(info.execution)) {
        // The partial layers summed at rank 0 along the binomial tree over the ranks.
        std::vector<int> members;
        const auto &view = run.platform;
        for (const auto &id : rankMap(platform).node) {
            const auto p = std::find_if(view.processors.begin(), view.processors.end(),
                                        [&](const Processor &x) { return x.id == id; });
            const auto r = std::find_if(view.routers.begin(), view.routers.end(), [&](const Router &x) { return x.id == id; });
            if (p != view.processors.end())
                members.push_back(static_cast<int>(p - view.processors.begin()));
            else if (r != view.routers.end()) // a master that is a router (rank 0 computes nothing)
                members.push_back(static_cast<int>(view.processors.size() + static_cast<std::size_t>(r - view.routers.begin())));
        }
        // Each partial layer is all of C: m×n elements (docs/layer-based.md, "Products of any shape").
        const double layerElements = static_cast<double>(problem.m) * static_cast<double>(problem.n);
        appendReduction(run, platform, members, layerElements, -1, oneHost(platform));
    }
    return run;
}

RingAtSliceRates plannedRing(const Platform &platform, const Problem &problem, int iterations, RingRefinement refinement)
{
    const double n = static_cast<double>(problem.n);
    const double q = static_cast<double>(problem.q);
    RingOptions ro;
    ro.h = n / ring::elementsPerDataUnit(platform.units, q);
    ro.w = 2.0 * n * n / ring::multiplyAddsPerWorkUnit(platform.units, q);
    ro.q = q;
    ro.iterations = iterations;
    ro.refinement = refinement;
    return planRingAtSliceRates(platform, ro);
}

Trace predictRun(const Platform &platform, const std::string &algorithm, const Problem &problem,
                 EvaluateOptions options, int iterations, double secondsPerUnit, RunShape shape)
{
    validatePlatform(platform, {});
    validateProblem(platform, problem, {});
    Trace trace;
    if (algorithm == "ring")
        trace = plannedRing(platform, problem, iterations, options.params.ringRefine).ring.run.simulate().trace;
    else
        trace = predictedSchedule(platform, algorithm, problem, std::move(options), shape).simulate().trace;
    for (Interval &iv : trace.intervals) {
        iv.start *= secondsPerUnit;
        iv.end *= secondsPerUnit;
    }
    trace.timeUnit = "s";
    trace.sortIntervals();
    return trace;
}

std::optional<double> assembledMakespan(const Platform &platform, const std::string &algorithm, const Problem &problem,
                                        const EvaluateOptions &options)
{
    const StrategyInfo *info = findStrategy(algorithm);
    if (!info || (info->execution != Execution::OuterProduct && !computesLayers(info->execution)))
        return std::nullopt;
    return predictedSchedule(platform, algorithm, problem, options, {ResultDelivery::Gathered, false}).simulate().makespan;
}

std::vector<int> rowOrder(const std::vector<TraceResource> &measured, const Trace &predicted)
{
    std::vector<int> order(measured.size());
    std::iota(order.begin(), order.end(), 0);
    const auto place = [&](int row) {
        const int at = predicted.findResource(measured[static_cast<std::size_t>(row)].id);
        return at < 0 ? static_cast<int>(predicted.resources.size()) + row : at;
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return place(a) < place(b); });
    return order;
}

Trace withRowOrder(const Trace &measured, const std::vector<int> &order)
{
    const std::size_t rows = measured.resources.size();
    std::vector<int> newIndex(rows, -1);
    std::vector<int> full;
    for (int old : order)
        if (old >= 0 && static_cast<std::size_t>(old) < rows && newIndex[static_cast<std::size_t>(old)] < 0) {
            newIndex[static_cast<std::size_t>(old)] = static_cast<int>(full.size());
            full.push_back(old);
        }
    for (std::size_t old = 0; old < rows; ++old)
        if (newIndex[old] < 0) {
            newIndex[old] = static_cast<int>(full.size());
            full.push_back(static_cast<int>(old));
        }
    Trace out;
    out.timeUnit = measured.timeUnit;
    for (int old : full)
        out.resources.push_back(measured.resources[static_cast<std::size_t>(old)]);
    out.intervals = measured.intervals;
    for (Interval &iv : out.intervals) {
        iv.resource = newIndex[static_cast<std::size_t>(iv.resource)];
        if (iv.peer >= 0 && static_cast<std::size_t>(iv.peer) < rows)
            iv.peer = newIndex[static_cast<std::size_t>(iv.peer)];
    }
    out.sortIntervals();
    return out;
}

} // namespace partita::exec
