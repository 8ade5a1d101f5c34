#include "run/run_prediction.h"

#include <exception>

namespace partita::views {

RunPrediction RunPrediction::compute(const Platform &platform, const PlanSettings &settings, const RunSetup &options)
{
    RunPrediction p;
    p.algorithm = settings.algorithm;
    try {
        const exec::RunOptions run = executorOptions(settings, options, platform.units);
        p.trace = exec::predictRun(platform, settings.algorithm, settings.problem, settings.evaluateOptions(),
                                   options.iterations, secondsPerTimeUnit(options, platform.units),
                                   {run.result, run.predistributed});
        p.makespan = p.trace.makespan();
    } catch (const std::exception &e) {
        p.error = QString::fromStdString(e.what());
    }
    return p;
}

} // namespace partita::views
