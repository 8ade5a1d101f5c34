#include "compare/sweep_runner.h"

#include "evaluate/evaluate.h"
#include "model/error.h"
#include "model/validate.h"
#include "plan/input_refusal.h"
#include "plan/reason_text.h"
#include "plan/strategy_menu.h"
#include "strategy/strategy.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace partita::views {

QString sweepAxisLabel(SweepParameter parameter, Units units)
{
    switch (parameter) {
    case SweepParameter::Order:
    case SweepParameter::N: return QStringLiteral("n");
    case SweepParameter::M: return QStringLiteral("m");
    case SweepParameter::K: return QStringLiteral("k");
    case SweepParameter::BlockSize: return QStringLiteral("q");
    case SweepParameter::Heterogeneity: return SweepRunner::tr("heterogeneity h");
    case SweepParameter::CommunicationRatio: return SweepRunner::tr("communication ratio (× the platform's)");
    case SweepParameter::WorkerMemory: break;
    }
    return units == Units::Blocks ? SweepRunner::tr("worker memory (q×q buffers)") : SweepRunner::tr("worker memory (MiB)");
}

QString sweepFixedText(SweepParameter parameter, const Problem &problem)
{
    const QString q = QStringLiteral("q = %1").arg(problem.q);
    switch (parameter) {
    case SweepParameter::Order: return QStringLiteral("m = k = n, ") + q;
    case SweepParameter::M: return QStringLiteral("k = %1, n = %2, ").arg(problem.k).arg(problem.n) + q;
    case SweepParameter::K: return QStringLiteral("m = %1, n = %2, ").arg(problem.m).arg(problem.n) + q;
    case SweepParameter::N: return QStringLiteral("m = %1, k = %2, ").arg(problem.m).arg(problem.k) + q;
    case SweepParameter::BlockSize: return shapeText(problem);
    default: break;
    }
    return shapeText(problem) + QStringLiteral(", ") + q;
}

SweepRange defaultSweepRange(const Platform &platform, const Problem &problem, SweepParameter parameter)
{
    const double v = std::max(1.0, currentSweepValue(platform, problem, parameter));
    const double maxOrder = static_cast<double>(kMaxOrder);
    switch (parameter) {
    case SweepParameter::Order:
        return {std::max(1.0, std::round(v / 4)), std::min(maxOrder, 2 * v), 8, false};
    case SweepParameter::M:
    case SweepParameter::K:
    case SweepParameter::N:
        return {std::max(1.0, std::round(v / 16)), std::min(maxOrder, 4 * v), 7, true};
    case SweepParameter::BlockSize:
        return {std::max(1.0, std::round(v / 4)), std::min(maxOrder, 4 * v), 7, true};
    case SweepParameter::Heterogeneity: return {0, 1, 11, false};
    case SweepParameter::CommunicationRatio: return {0.01, 100, 9, true};
    case SweepParameter::WorkerMemory: break;
    }
    return {v / 8, v * 8, 7, true};
}

SweepRunner::SweepRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<SweepResults>("partita::views::SweepResults");
}

std::vector<std::string> SweepRunner::offeredAlgorithms()
{
    return matrixProductStrategies();
}

std::vector<std::string> SweepRunner::defaultAlgorithms()
{
    std::vector<std::string> a = strategyNames(Family::Partition);
    a.push_back("lbp-star");
    return a;
}

int SweepRunner::steps(const SweepRequest &sweep)
{
    std::size_t values = 0;
    try {
        values = sweepValues(sweep.range, sweepsWholeValues(sweep.parameter)).size();
    } catch (const InputError &) {
    }
    return static_cast<int>(std::max<std::size_t>(1, values * sweep.algorithms.size()));
}

SweepResults SweepRunner::compute(const Platform &platform, const PlanSettings &settings, const SweepRequest &sweep,
                                  const JobControl *control)
{
    const Problem &problem = settings.problem;
    SweepResults r;
    r.problem = problem;
    r.request = sweep;
    r.timeUnit = platform.units == Units::Blocks ? tr("time units") : tr("s");
    r.error = inputRefusal(platform, problem);
    if (!r.error.isEmpty())
        return r;
    try {
        r.values = sweepValues(sweep.range, sweepsWholeValues(sweep.parameter));
    } catch (const InputError &e) {
        r.error = errorText(e);
        return r;
    }
    EvaluateOptions options = settings.evaluateOptions();
    options.trace = false;
    options.cancel = control ? control->token() : nullptr;
    const int total = static_cast<int>(r.values.size() * sweep.algorithms.size());
    int done = 0;
    const auto step = [&](int weight) {
        done += weight;
        if (control) {
            control->check();
            control->progress(done, total);
        }
    };
    if (control)
        control->progress(0, total);
    // The platforms of the sweep, built once for every strategy.
    std::vector<Platform> platforms;
    if (sweepsPlatform(sweep.parameter))
        for (double v : r.values)
            platforms.push_back(sweptPlatform(platform, sweep.parameter, v));
    const auto platformAt = [&](std::size_t i) -> const Platform & {
        return platforms.empty() ? platform : platforms[i];
    };
    for (const std::string &name : sweep.algorithms) {
        // A strategy that refuses any of the sweep's shapes is left out whole, never run: a
        // curve of one square point among refused ones would say nothing.
        QString refused;
        for (double v : r.values)
            if (refused.isEmpty())
                refused = shapeRefusal(strategyInfo(name), sweptProblem(problem, sweep.parameter, v));
        if (!refused.isEmpty()) {
            r.leftOut.push_back({name, refused});
            step(static_cast<int>(r.values.size()));
            continue;
        }
        SweepSeries s;
        s.algorithm = name;
        for (std::size_t i = 0; i < r.values.size(); ++i) {
            try {
                const Problem p = sweptProblem(problem, sweep.parameter, r.values[i]);
                if (!platforms.empty())
                    validatePlatform(platformAt(i), {});
                validateProblem(platformAt(i), p, {});
                s.makespans.push_back(evaluate(name, platformAt(i), p, options).makespan);
                s.errors << QString();
            } catch (const std::exception &e) {
                s.makespans.push_back(std::numeric_limits<double>::quiet_NaN());
                s.errors << errorText(e);
            }
            step(1);
        }
        r.series.push_back(std::move(s));
    }
    return r;
}

int SweepRunner::request(const Platform &platform, const PlanSettings &settings, const SweepRequest &sweep)
{
    return m_jobs.start(
        this,
        [platform, settings, sweep](const JobControl &control) { return compute(platform, settings, sweep, &control); },
        [this](const SweepResults &r) { emit resultsReady(r); }, [this](bool busy) { emit busyChanged(busy); },
        [this](int done, int total) { emit progress(done, total); });
}

void SweepRunner::cancel()
{
    if (m_jobs.busy())
        m_jobs.dropPending();
}

} // namespace partita::views
