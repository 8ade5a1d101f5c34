#include "run/run_prediction.h"

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
        p.error = QString::fromStdString(e.what());
    }
    return p;
}

} // namespace partita::views
