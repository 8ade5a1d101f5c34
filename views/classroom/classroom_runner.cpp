#include "classroom/classroom_runner.h"

#include "model/validate.h"
#include "strategy/strategy.h"
#include "report/palette.h"
#include "schedule/ring/shared_ring.h"

#include <exception>

namespace partita::views {

namespace {

std::vector<std::size_t> coloursOf(const std::vector<std::string> &ids)
{
    std::vector<std::size_t> colours;
    for (const std::string &id : ids)
        colours.push_back(colourSlot(id));
    return colours;
}

// What Algorithm 3 weighed at each selection, as the planner recorded it: per worker, one
// selection's work, port time and computation (MwResult::selectionWorkers), and at each
// selection every worker's ready_i (MwStep::readyBefore), so that each ratio can be written as
// its quotient.
void readSelections(const MwResult &r, SelectionLesson &l)
{
    const std::size_t p = l.workers.size();
    l.stepWork.assign(p, 0.0);
    l.stepComm.assign(p, 0.0);
    l.stepCompute.assign(p, 0.0);
    for (std::size_t i = 0; i < p && i < r.selectionWorkers.size(); ++i) {
        l.stepWork[i] = r.selectionWorkers[i].work;
        l.stepComm[i] = r.selectionWorkers[i].comm;
        l.stepCompute[i] = r.selectionWorkers[i].compute;
    }
    l.readyBefore.clear();
    for (const MwStep &step : l.steps)
        l.readyBefore.push_back(step.readyBefore);
}

QString timeUnitOf(const Platform &platform)
{
    return platform.units == Units::Blocks ? ClassroomRunner::tr("time units") : ClassroomRunner::tr("s");
}

} // namespace

int SelectionLesson::chosenIndex(std::size_t step) const
{
    if (step >= steps.size())
        return -1;
    for (std::size_t i = 0; i < workers.size(); ++i)
        if (workers[i] == steps[step].chosen)
            return static_cast<int>(i);
    return -1;
}

int RingLesson::processorIndex(const std::string &id) const
{
    for (std::size_t i = 0; i < processors.size(); ++i)
        if (processors[i] == id)
            return static_cast<int>(i);
    return -1;
}

ClassroomRunner::ClassroomRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<SelectionLesson>("partita::views::SelectionLesson");
    qRegisterMetaType<RingLesson>("partita::views::RingLesson");
}

SelectionLesson ClassroomRunner::computeSelection(const Platform &platform, const Problem &problem,
                                                  const std::string &algorithm, int maxSteps)
{
    SelectionLesson l;
    l.algorithm = algorithm;
    l.problem = problem;
    l.timeUnit = timeUnitOf(platform);
    try {
        validatePlatform(platform, {});
        validateProblem(platform, problem, {});
        // Never run on a shape the strategy does not take (docs/studio.md, Shapes).
        if (const StrategyInfo *info = findStrategy(algorithm))
            requireShape(*info, problem);
        // One selection more than kept tells whether the run goes on.
        MwOptions options{algorithm, maxSteps < 0 ? -1 : maxSteps + 1};
        MwResult r = planMasterWorker(forKernel(platform, Kernel::Block, static_cast<double>(problem.q)), problem, options);
        l.workers = r.workers;
        l.colours = coloursOf(r.workers);
        l.mu = r.mu;
        l.steps = std::move(r.steps);
        if (maxSteps >= 0 && l.steps.size() > static_cast<std::size_t>(maxSteps)) {
            l.steps.resize(static_cast<std::size_t>(maxSteps));
            l.truncated = true;
        }
        readSelections(r, l);
        l.ratio = r.ratio;
        l.period = r.period;
        l.steadyStateRatio = r.steadyStateRatio;
        l.steadyStateFeasible = r.steadyStateFeasible;
        if (l.steps.empty())
            l.error = tr("%1 made no selection on this platform").arg(QString::fromStdString(algorithm));
    } catch (const std::exception &e) {
        l.error = QString::fromStdString(e.what());
    }
    return l;
}

RingLesson ClassroomRunner::computeRing(const Platform &platform, const PlanSettings &settings,
                                        const CancelToken *cancel)
{
    RingLesson l;
    l.h = settings.params.h;
    l.w = settings.params.w;
    l.timeUnit = timeUnitOf(platform);
    l.speedUnit = platform.units == Units::Blocks ? tr("block updates per time unit") : tr("Gflop/s");
    try {
        validatePlatform(platform, {});
        RingOptions options;
        options.h = settings.params.h;
        options.w = settings.params.w;
        options.q = static_cast<double>(settings.problem.q);
        options.cancel = cancel;
        l.refinement = options.maxMinRefinement;
        const Platform seen = forKernel(platform, Kernel::Stencil, options.q);
        RingResult r = planSharedRing(seen, options);
        l.steps = std::move(r.steps);
        l.tStepBySize = std::move(r.tStepBySize);
        l.bestSize = r.ring.size();
        l.bestTStep = r.tStep;
        for (const Processor &p : seen.computingProcessors()) {
            l.processors.push_back(p.id);
            l.speeds.push_back(p.speed);
        }
        l.colours = coloursOf(l.processors);
    } catch (const std::exception &e) {
        l.error = QString::fromStdString(e.what());
    }
    return l;
}

int ClassroomRunner::requestSelection(const Platform &platform, const Problem &problem, const std::string &algorithm)
{
    return m_selection.start(
        this, [platform, problem, algorithm] { return computeSelection(platform, problem, algorithm); },
        [this](const SelectionLesson &l) { emit selectionReady(l); }, [this](bool busy) { jobBusy(busy); });
}

int ClassroomRunner::requestRing(const Platform &platform, const PlanSettings &settings)
{
    return m_ring.start(
        this, [platform, settings](const JobControl &control) { return computeRing(platform, settings, control.token()); },
        [this](const RingLesson &l) { emit ringReady(l); }, [this](bool busy) { jobBusy(busy); });
}

void ClassroomRunner::jobBusy(bool busy)
{
    // Each job counter reports its own first start and last end; the runner is busy while
    // either of them is.
    m_busyCounters += busy ? 1 : -1;
    if (const bool now = m_busyCounters > 0; now != m_busy) {
        m_busy = now;
        emit busyChanged(now);
    }
}

} // namespace partita::views
