#include "gantt/gantt_runner.h"

#include "evaluate/evaluate.h"
#include "model/error.h"
#include "model/validate.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

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
        r.trace.timeUnit = e.timeUnit;
        r.trace.sortIntervals();
    } catch (const std::exception &e) {
        r.error = QString::fromStdString(e.what());
    }
    return r;
}

int GanttRunner::request(const Platform &platform, const PlanSettings &settings)
{
    const int job = ++m_latest;
    auto *watcher = new QFutureWatcher<GanttResults>(this);
    connect(watcher, &QFutureWatcher<GanttResults>::finished, this, [this, watcher] {
        GanttResults r = watcher->result();
        watcher->deleteLater();
        if (--m_running == 0)
            emit busyChanged(false);
        if (r.job == m_latest)
            emit resultsReady(r);
    });
    if (m_running++ == 0)
        emit busyChanged(true);
    watcher->setFuture(QtConcurrent::run([platform, settings, job] {
        GanttResults r = compute(platform, settings);
        r.job = job;
        return r;
    }));
    return job;
}

} // namespace partita::views
