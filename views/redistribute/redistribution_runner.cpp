#include "redistribute/redistribution_runner.h"

#include "plan/plan_runner.h"
#include "plan/reason_text.h"
#include "redistribution/greedy_balancer.h"
#include "redistribution/layout_from_plan.h"
#include "redistribution/target_layout.h"
#include "report/palette.h"

#include <chrono>
#include <unordered_map>

namespace partita::views {

namespace {

std::vector<Layout> withInitial(const Redistribution &r)
{
    std::vector<Layout> out{r.initial()};
    for (Layout &l : r.layouts())
        out.push_back(std::move(l));
    return out;
}

} // namespace

RedistributionRunner::RedistributionRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<PlannedLayout>("partita::views::PlannedLayout");
    qRegisterMetaType<RedistributionResults>("partita::views::RedistributionResults");
}

PlannedLayout RedistributionRunner::planLayout(const Platform &platform, const PlanSettings &settings)
{
    PlannedLayout out;
    PlanSettings columns = settings;
    columns.algorithm = "columns";
    // The partition view's planning (validation, options, errors), for COL-PERI-SUM only.
    const PlanResults results = PlanRunner::compute(platform, columns, {columns.algorithm});
    const PlanOutcome &o = results.outcomes.front();
    if (!o.plan) {
        out.error = o.error;
        return out;
    }
    try {
        out.layout = layoutFromPlan(*o.plan);
    } catch (const std::exception &e) {
        out.error = errorText(e);
        return out;
    }
    std::unordered_map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < platform.processors.size(); ++i)
        index.emplace(platform.processors[i].id, i);
    for (const LayoutSlot &s : out.layout.allSlots()) {
        const std::string &id = out.layout.processor(s).id;
        const auto it = index.find(id);
        out.colours.push_back(colourSlot(id));
        out.speeds.push_back(it == index.end() ? 0.0 : platform.processors[it->second].speed);
    }
    const QString name = platform.name.empty() ? tr("the platform") : QString::fromStdString(platform.name);
    out.title = settings.problem.square() ? tr("COL-PERI-SUM plan of %1 (n = %2, q = %3)")
                                                .arg(name)
                                                .arg(settings.problem.n)
                                                .arg(settings.problem.q)
                                          : tr("COL-PERI-SUM plan of %1 (m = %2, k = %3, n = %4, q = %5)")
                                                .arg(name)
                                                .arg(settings.problem.m)
                                                .arg(settings.problem.k)
                                                .arg(settings.problem.n)
                                                .arg(settings.problem.q);
    return out;
}

RedistributionResults RedistributionRunner::redistribute(const RedistributionRequest &request,
                                                         const CancelToken *cancel)
{
    RedistributionResults r;
    r.request = request;
    const auto start = std::chrono::steady_clock::now();
    try {
        r.target = targetLayout(request.initial, request.speeds);
        r.greedy = greedyRedistribution(request.initial, r.target, request.model);
        r.greedyLayouts = withInitial(r.greedy);
        r.slidingsOnly = slidingsOnlyCost(request.initial, r.target);
        if (request.searches()) {
            r.exact = exactRedistribution(request.initial, r.target, request.model, SearchOrder::Phases,
                                          request.maxStates, cancel);
            if (r.exact->complete)
                r.exactLayouts = withInitial(r.exact->best);
        }
    } catch (const std::exception &e) {
        r.error = errorText(e);
    }
    r.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return r;
}

int RedistributionRunner::requestLayout(const Platform &platform, const PlanSettings &settings)
{
    const int job = m_layoutJobs.start(
        this, [platform, settings] { return planLayout(platform, settings); },
        [this](const PlannedLayout &l) { emit layoutReady(l); }, [this](bool) { reportBusy(); });
    return job;
}

int RedistributionRunner::requestRedistribution(const RedistributionRequest &request)
{
    return m_redistributionJobs.start(
        this, [request](const JobControl &control) { return redistribute(request, control.token()); },
        [this](const RedistributionResults &r) { emit resultsReady(r); }, [this](bool) { reportBusy(); });
}

void RedistributionRunner::reportBusy()
{
    const bool busy = isBusy();
    if (busy != m_busy) {
        m_busy = busy;
        emit busyChanged(busy);
    }
}

} // namespace partita::views
