#include "run/run_prediction.h"

#include "plan/reason_text.h"

#include <cmath>
#include <exception>

namespace partita::views {

RunPrediction RunPrediction::compute(const Platform &platform, const PlanSettings &settings, const RunSetup &options)
{
    RunPrediction p;
    p.algorithm = settings.algorithm;
    try {
        p.scale = secondsPerTimeUnit(options, platform.units);
        p.chosen = !(p.scale > 0);
        const exec::RunOptions run = executorOptions(settings, options, platform.units);
        p.trace = exec::predictRun(platform, settings.algorithm, settings.problem, settings.evaluateOptions(),
                                   options.iterations, p.chosen ? 1.0 : p.scale, {run.result, run.predistributed});
        if (p.chosen) { // as partita run chooses it: from the prediction in the platform's units
            p.scale = chosenScale(p.trace, platform.units, exec::rankMap(platform).size());
            for (Interval &iv : p.trace.intervals) {
                iv.start *= p.scale;
                iv.end *= p.scale;
            }
        }
        p.makespan = p.trace.makespan();
    } catch (const std::exception &e) {
        p.error = errorText(e);
    }
    return p;
}

QString durationText(double seconds)
{
    if (seconds < 1)
        return QStringLiteral("%1 ms").arg(std::lround(seconds * 1000));
    if (seconds < 10)
        return QStringLiteral("%1 s").arg(seconds, 0, 'f', 1);
    if (seconds < 120)
        return QStringLiteral("%1 s").arg(std::lround(seconds));
    const long total = std::lround(seconds);
    return QStringLiteral("%1 min %2 s").arg(total / 60).arg(total % 60);
}

} // namespace partita::views
