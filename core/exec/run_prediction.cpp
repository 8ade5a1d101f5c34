#include "exec/run_prediction.h"

#include "model/validate.h"
#include "schedule/ring/ring_schedule.h"
#include "schedule/ring/shared_ring.h"

#include <algorithm>
#include <numeric>

namespace partita::exec {

Trace predictRun(const Platform &platform, const std::string &algorithm, const Problem &problem,
                 EvaluateOptions options, int iterations, double secondsPerUnit)
{
    validatePlatform(platform, {});
    validateProblem(platform, problem, {});
    Trace trace;
    if (algorithm == "ring") {
        // As ring_run.cpp plans it: one iteration is W = 2n² multiply-adds and a boundary of
        // H = n elements, in the platform's units.
        const double n = static_cast<double>(problem.n);
        const double q = static_cast<double>(problem.q);
        RingOptions ro;
        ro.h = n / ring::elementsPerDataUnit(platform.units, q);
        ro.w = 2.0 * n * n / ring::multiplyAddsPerWorkUnit(platform.units, q);
        ro.q = q;
        ro.iterations = iterations;
        trace = planSharedRing(platform, ro).run.simulate().trace;
    } else {
        options.params.network = NetworkModel::Star; // the executor's master sends one message at a time
        options.trace = true;
        trace = evaluate(algorithm, platform, problem, options).sim.trace;
    }
    for (Interval &iv : trace.intervals) {
        iv.start *= secondsPerUnit;
        iv.end *= secondsPerUnit;
    }
    trace.timeUnit = "s";
    trace.sortIntervals();
    return trace;
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
