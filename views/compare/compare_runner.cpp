#include "compare/compare_runner.h"

#include "evaluate/evaluate.h"
#include "exec/run_prediction.h"
#include "metrics/metrics.h"
#include "model/error.h"
#include "model/validate.h"
#include "partition/partitioner.h"

#include <limits>

namespace partita::views {

CompareRunner::CompareRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<CompareResults>("partita::views::CompareResults");
    qRegisterMetaType<PlanSettings>("partita::views::PlanSettings");
}

std::vector<std::string> CompareRunner::sweepAlgorithms()
{
    std::vector<std::string> a = strategyNames(Family::Partition);
    a.push_back("lbp-star");
    return a;
}

std::vector<std::int64_t> CompareRunner::sweepValues(const Problem &problem)
{
    std::vector<std::int64_t> ns;
    const std::int64_t blocks = std::max<std::int64_t>(1, problem.blocks());
    for (std::int64_t i = 1; i <= 8; ++i) {
        const std::int64_t b = std::max<std::int64_t>(1, (blocks * i + 3) / 4);
        if (ns.empty() || ns.back() != b * problem.q)
            ns.push_back(b * problem.q);
    }
    return ns;
}

namespace {

RingCurve ringCurve(const Platform &platform, const Problem &problem, EvaluateOptions options, double h, double w)
{
    RingCurve c;
    c.ratio = h / w;
    options.params.h = h;
    options.params.w = w;
    try {
        const Evaluation e = evaluate("ring", platform, problem, options);
        const RingResult &ring = e.detailsAs<RingDetails>()->result;
        c.tStepBySize = ring.tStepBySize;
        c.bestSize = ring.ring.size(); // the ring SharedRing keeps
    } catch (const std::exception &e) {
        c.error = QString::fromStdString(e.what());
    }
    return c;
}

} // namespace

CompareResults CompareRunner::compute(const Platform &platform, const PlanSettings &settings)
{
    const Problem &problem = settings.problem;
    CompareResults r;
    r.problem = problem;
    r.settings = settings;
    r.timeUnit = platform.units == Units::Blocks ? tr("time units") : tr("s");
    try {
        validatePlatform(platform, {});
        validateProblem(platform, problem, {});
    } catch (const InputError &e) {
        r.error = QString::fromStdString(e.what());
        return r;
    }
    // Lower bound of the volume of any partition into rectangles.
    const double n = static_cast<double>(problem.n);
    r.volumeLowerBound = halfPerimeterLowerBound(platform) * n * n;

    const EvaluateOptions options = settings.evaluateOptions();
    for (const std::string &name : matrixProductStrategies()) {
        CompareRow row;
        row.algorithm = name;
        try {
            const Evaluation e = evaluate(name, platform, problem, options);
            row.ok = true;
            row.makespan = e.makespan;
            row.assembledMakespan = std::numeric_limits<double>::quiet_NaN();
            try {
                row.assembledMakespan = exec::assembledMakespan(platform, name, problem, options)
                                            .value_or(row.assembledMakespan);
            } catch (const std::exception &) {
                // the paper's figure stands alone
            }
            row.commVolume = e.commVolume;
            row.workersUsed = e.workersUsed;
            row.imbalance = e.imbalance;
            if (const auto *details = e.detailsAs<MasterWorkerDetails>()) {
                MasterWorkerRow mw;
                mw.algorithm = name;
                mw.ratio = details->result.ratio;
                mw.steadyStateRatio = details->result.steadyStateRatio;
                mw.steadyStateFeasible = details->result.steadyStateFeasible;
                mw.workersUsed = e.workersUsed;
                r.masterWorker.push_back(std::move(mw));
            }
        } catch (const std::exception &e) {
            row.error = QString::fromStdString(e.what());
        }
        r.rows.push_back(std::move(row));
    }
    r.ns = sweepValues(problem);
    for (const std::string &name : sweepAlgorithms()) {
        SweepSeries s;
        s.algorithm = name;
        for (std::int64_t value : r.ns) {
            Problem p = problem;
            p.n = value;
            try {
                s.makespans.push_back(evaluate(name, platform, p, options).makespan);
            } catch (const std::exception &) {
                s.makespans.push_back(std::numeric_limits<double>::quiet_NaN());
            }
        }
        r.sweep.push_back(std::move(s));
    }
    for (double ratio : ringRatios())
        r.ring.push_back(ringCurve(platform, problem, options, ratio * settings.params.w, settings.params.w));
    r.ring.push_back(ringCurve(platform, problem, options, settings.params.h, settings.params.w));
    r.ring.back().current = true;
    return r;
}

int CompareRunner::request(const Platform &platform, const PlanSettings &settings)
{
    const int job = m_jobs.start(
        this, [platform, settings] { return compute(platform, settings); },
        [this](const CompareResults &r) { emit resultsReady(r); }, [this](bool busy) { emit busyChanged(busy); });
    emit requested(job, settings);
    return job;
}

} // namespace partita::views
