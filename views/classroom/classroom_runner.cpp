#include "classroom/classroom_runner.h"

#include "model/validate.h"
#include "plan/reason_text.h"
#include "strategy/strategy.h"
#include "report/palette.h"
#include "schedule/lu/lu_factorization.h"
#include "schedule/mw/mw_model.h"
#include "schedule/ring/ring_rates.h"

#include <algorithm>
#include <exception>
#include <map>
#include <tuple>

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

// Every elimination step of an LU plan, read from its schedule (LuResult::roles gives each
// activity's step and operation; Activity::data the blocks it touches): the pivot and panels'
// traffic and updates, and per worker the core columns it updates and what that costs.
void readLuSteps(const LuResult &r, const MwPlatform &mwp, LuLesson &l)
{
    const std::size_t p = l.workers.size();
    std::map<int, std::size_t> workerOfNode;
    for (std::size_t i = 0; i < mwp.workers.size(); ++i)
        workerOfNode[mwp.workers[i].node] = i;
    const double q = static_cast<double>(l.problem.q);
    const int mu = std::max(1, l.mu);
    for (int k0 = 0, step = 0; k0 < l.blocks; k0 += mu, ++step) {
        LuStepPlan s;
        s.k0 = k0;
        s.pivot = std::min(mu, l.blocks - k0);
        s.coreIn.assign(p, 0.0);
        s.coreBack.assign(p, 0.0);
        s.coreUpdates.assign(p, 0.0);
        l.steps.push_back(std::move(s));
    }
    // (worker, col0, col1) → strip, per step: a strip is one (virtual) worker's columns.
    std::vector<std::map<std::tuple<std::size_t, int, int>, LuStrip>> strips(l.steps.size());
    const auto &activities = r.run.schedule.activities;
    for (std::size_t i = 0; i < activities.size() && i < r.roles.size(); ++i) {
        const sim::Activity &a = activities[i];
        const LuRole &role = r.roles[i];
        if (role.step < 0 || static_cast<std::size_t>(role.step) >= l.steps.size())
            continue;
        LuStepPlan &s = l.steps[static_cast<std::size_t>(role.step)];
        const int first = s.core0();
        if (role.op == LuOp::Transfer) {
            const bool back = a.peer == mwp.master;
            const auto found = workerOfNode.find(back ? a.node : a.peer);
            if (found == workerOfNode.end())
                continue;
            const double blocks = a.amount / (q * q);
            // A chunk of the horizontal panel (data.b), or a core segment (data.c right of and
            // below the pivot): the core's traffic; anything else is the pivot's or a panel's.
            bool core = !a.data.b.empty();
            for (const sim::BlockRect &c : a.data.c)
                core = core || (c.row0 >= first && c.col0 >= first);
            bool pivot = false;
            for (const sim::BlockRect &c : a.data.c)
                pivot = pivot || (c.row0 == s.k0 && c.col0 == s.k0 && c.row1 == s.k0 + s.pivot && c.col1 == s.k0 + s.pivot);
            if (core)
                (back ? s.coreBack : s.coreIn)[found->second] += blocks;
            else if (pivot)
                s.pivotBlocks += blocks;
            else
                s.panelBlocks += blocks;
            continue;
        }
        const double updates = a.amount / (q * q * q);
        if (role.op == LuOp::Getrf) {
            s.pivotUpdates += updates;
        } else if (role.op == LuOp::TrsmRow || role.op == LuOp::TrsmColumn) {
            s.panelUpdates += updates;
        } else if (role.op == LuOp::Gemm) {
            const auto found = workerOfNode.find(a.node);
            if (found == workerOfNode.end() || a.data.b.empty() || a.data.c.empty())
                continue;
            s.coreUpdates[found->second] += updates;
            const sim::BlockRect &chunk = a.data.b.front();
            const sim::BlockRect &row = a.data.c.front();
            auto [it, fresh] = strips[static_cast<std::size_t>(role.step)].try_emplace(
                {found->second, chunk.col0, chunk.col1},
                LuStrip{found->second, row.row0, row.row1, chunk.col0, chunk.col1, chunk.row1 - chunk.row0});
            LuStrip &strip = it->second;
            if (!fresh) {
                strip.row0 = std::min(strip.row0, row.row0);
                strip.row1 = std::max(strip.row1, row.row1);
                strip.rank = std::max(strip.rank, chunk.row1 - chunk.row0);
            }
        }
    }
    for (std::size_t step = 0; step < l.steps.size(); ++step) {
        auto &out = l.steps[step].strips;
        for (const auto &entry : strips[step])
            out.push_back(entry.second);
        std::sort(out.begin(), out.end(), [](const LuStrip &a, const LuStrip &b) { return a.col0 < b.col0; });
    }
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

int LuLesson::workerIndex(const std::string &id) const
{
    for (std::size_t i = 0; i < workers.size(); ++i)
        if (workers[i] == id)
            return static_cast<int>(i);
    return -1;
}

ClassroomRunner::ClassroomRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<LuLesson>("partita::views::LuLesson");
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
        MwResult r = planMasterWorker(forStrategy(platform, Family::MasterWorker, static_cast<double>(problem.q)), problem, options);
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
        l.error = errorText(e);
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
        options.refinement = settings.params.ringRefine;
        l.refinement = options.refinement != RingRefinement::Off;
        // every processor at its stencil rate for the slice it gets (ring_rates.h)
        RingAtSliceRates planned = planRingAtSliceRates(platform, options);
        const Platform &seen = planned.seen;
        RingResult &r = planned.ring;
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
        l.error = errorText(e);
    }
    return l;
}

LuLesson ClassroomRunner::computeLu(const Platform &platform, const Problem &given, const std::string &algorithm,
                                    LuSteps steps)
{
    LuLesson l;
    l.algorithm = algorithm;
    l.problem = Problem(given.n, given.q); // LU factors the square matrix of order n
    l.timeUnit = timeUnitOf(platform);
    try {
        validatePlatform(platform, {});
        validateProblem(platform, l.problem, {});
        const Platform seen = forKernel(platform, Kernel::Block, static_cast<double>(l.problem.q));
        const MwPlatform mwp = masterWorkerPlatform(seen, l.problem);
        LuOptions options{algorithm, 0};
        options.steps = steps;
        LuResult r = planLu(seen, l.problem, options);
        l.blocks = r.blocks;
        l.mu = r.mu;
        l.workers = r.workers;
        l.colours = coloursOf(r.workers);
        l.muOf = r.muOf;
        l.chunks = r.chunks;
        l.chunks.resize(l.workers.size());
        for (std::size_t i = 0; i < l.workers.size(); ++i) {
            const bool self = i < mwp.workers.size() && mwp.workers[i].node == mwp.master;
            const MwWorker w = i < mwp.workers.size() ? mwp.workers[i] : MwWorker{};
            l.c.push_back(self ? 0.0 : w.c);
            l.cBack.push_back(self ? 0.0 : w.cBack);
            l.w.push_back(w.w);
            l.self.push_back(self);
        }
        l.pivotWorker = l.workerIndex(r.pivotWorker);
        l.streamed = r.streamed;
        l.workersUsed = r.workersUsed;
        l.makespan = r.makespan;
        readLuSteps(r, mwp, l);
        if (l.steps.empty())
            l.error = tr("%1 has no step to show for n = %2").arg(QString::fromStdString(algorithm)).arg(l.problem.n);
    } catch (const std::exception &e) {
        l.error = errorText(e);
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

int ClassroomRunner::requestLu(const Platform &platform, const Problem &problem, const std::string &algorithm,
                               LuSteps steps)
{
    return m_lu.start(
        this, [platform, problem, algorithm, steps] { return computeLu(platform, problem, algorithm, steps); },
        [this](const LuLesson &l) { emit luReady(l); }, [this](bool busy) { jobBusy(busy); });
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
