#include "plan/plan_runner.h"

#include "model/error.h"
#include "model/validate.h"
#include "partition/partitioner.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <chrono>
#include <unordered_map>

namespace partita::views {

PlanRunner::PlanRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<PlanResults>("partita::views::PlanResults");
}

PlanResults PlanRunner::compute(const Platform &platform, const PlanSettings &settings,
                                const std::vector<std::string> &algorithms)
{
    PlanResults results;
    results.settings = settings;
    QString common;
    try {
        validatePlatform(platform, {});
        validateProblem(platform, settings.problem, {});
    } catch (const InputError &e) {
        common = QString::fromStdString(e.what());
    }
    for (const std::string &name : algorithms) {
        PlanOutcome o;
        o.algorithm = name;
        if (!common.isEmpty()) {
            o.error = common;
            results.outcomes.push_back(std::move(o));
            continue;
        }
        const auto start = std::chrono::steady_clock::now();
        try {
            PartitionOptions options;
            options.l = settings.l;
            o.plan = makePlan(name, PartitionInput::fromPlatform(platform, settings.problem), options);
            o.metrics = computeMetrics(*o.plan, platform, settings.network);
            std::unordered_map<std::string, std::size_t> index;
            for (std::size_t i = 0; i < platform.processors.size(); ++i)
                index.emplace(platform.processors[i].id, i);
            for (const Piece &piece : o.plan->pieces)
                o.colours.push_back(index[piece.processor]);
        } catch (const std::exception &e) {
            o.plan.reset();
            o.error = QString::fromStdString(e.what());
        }
        o.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        results.outcomes.push_back(std::move(o));
    }
    return results;
}

int PlanRunner::request(const Platform &platform, const PlanSettings &settings,
                        const std::vector<std::string> &algorithms)
{
    const int job = ++m_latest;
    auto *watcher = new QFutureWatcher<PlanResults>(this);
    connect(watcher, &QFutureWatcher<PlanResults>::finished, this, [this, watcher] {
        PlanResults r = watcher->result();
        watcher->deleteLater();
        if (--m_running == 0)
            emit busyChanged(false);
        if (r.job == m_latest) // a newer request makes this one stale
            emit resultsReady(r);
    });
    if (m_running++ == 0)
        emit busyChanged(true);
    // The lambda owns copies: the document may change while the job runs.
    watcher->setFuture(QtConcurrent::run([platform, settings, algorithms, job] {
        PlanResults r = compute(platform, settings, algorithms);
        r.job = job;
        return r;
    }));
    return job;
}

} // namespace partita::views
