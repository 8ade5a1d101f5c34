#include "run/run_prediction.h"

#include "gantt/gantt_runner.h"
#include "model/validate.h"
#include "schedule/ring/ring_schedule.h"
#include "schedule/ring/shared_ring.h"

#include <algorithm>
#include <exception>
#include <numeric>

namespace partita::views {

namespace {

// The ring as ring_run.cpp plans and predicts it: one iteration is W = 2n² multiply-adds and a
// boundary H = n elements, in the platform's units.
Trace ringTrace(const Platform &platform, const PlanSettings &settings, const RunOptions &options, double &makespan)
{
    const double n = static_cast<double>(settings.problem.n);
    const double q = static_cast<double>(settings.problem.q);
    RingOptions ro;
    ro.h = n / ring::elementsPerDataUnit(platform.units, q);
    ro.w = 2.0 * n * n / ring::multiplyAddsPerWorkUnit(platform.units, q);
    ro.q = q;
    ro.iterations = options.iterations;
    sim::SimResult r = simulateRing(planSharedRing(platform, ro), ro);
    makespan = r.makespan;
    return std::move(r.trace);
}

} // namespace

RunPrediction RunPrediction::compute(const Platform &platform, const PlanSettings &settings, const RunOptions &options)
{
    RunPrediction p;
    p.algorithm = settings.algorithm;
    try {
        if (settings.algorithm == "ring") {
            validatePlatform(platform, {});
            validateProblem(platform, settings.problem, {});
            p.trace = ringTrace(platform, settings, options, p.makespan);
        } else {
            PlanSettings star = settings;
            star.network = NetworkModel::Star; // the executor's master sends one message at a time
            GanttResults r = GanttRunner::compute(platform, star);
            if (!r.error.isEmpty()) {
                p.error = r.error;
                return p;
            }
            p.trace = std::move(r.trace);
            p.makespan = r.makespan;
        }
    } catch (const std::exception &e) {
        p.error = QString::fromStdString(e.what());
        return p;
    }
    const double scale = secondsPerTimeUnit(options, platform.units);
    for (Interval &iv : p.trace.intervals) {
        iv.start *= scale;
        iv.end *= scale;
    }
    p.makespan *= scale;
    p.trace.timeUnit = "s";
    p.trace.sortIntervals();
    return p;
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

} // namespace partita::views
