#include "gantt/gantt_runner.h"

#include "evaluate/evaluate.h"
#include "model/error.h"
#include "model/validate.h"
#include "plan/reason_text.h"

namespace partita::views {

GanttRunner::GanttRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<GanttResults>("partita::views::GanttResults");
}

GanttResults GanttRunner::compute(const Platform &platform, const PlanSettings &settings)
{
    GanttResults r;
    r.algorithm = settings.algorithm;
    try {
        validatePlatform(platform, {});
        validateProblem(platform, settings.problem, {});
        EvaluateOptions options = settings.evaluateOptions();
        options.trace = true;
        Evaluation e = evaluate(settings.algorithm, platform, settings.problem, options);
        r.makespan = e.makespan;
        r.trace = std::move(e.sim.trace);
        r.trace.timeUnit = e.timeUnit();
        r.trace.sortIntervals();
    } catch (const std::exception &e) {
        r.error = errorText(e);
    }
    return r;
}

int GanttRunner::request(const Platform &platform, const PlanSettings &settings)
{
    return m_jobs.start(
        this, [platform, settings] { return compute(platform, settings); },
        [this](const GanttResults &r) { emit resultsReady(r); }, [this](bool busy) { emit busyChanged(busy); });
}

} // namespace partita::views
