#include "compare/compare_runner.h"

#include "evaluate/evaluate.h"
#include "exec/run_prediction.h"
#include "metrics/metrics.h"
#include "model/error.h"
#include "partition/partitioner.h"
#include "plan/input_refusal.h"
#include "plan/reason_text.h"
#include "plan/strategy_menu.h"
#include "schedule/mw/mw_model.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>

namespace partita::views {

CompareRunner::CompareRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<CompareResults>("partita::views::CompareResults");
    qRegisterMetaType<PlanSettings>("partita::views::PlanSettings");
}

namespace {

RingCurve ringCurve(const Platform &platform, const Problem &problem, EvaluateOptions options, double h, double w)
{
    RingCurve c;
    c.ratio = h / w;
    options.params.h = h;
    options.params.w = w;
    try {
        const Evaluation e = evaluate("ring", platform, problem, options);
        const RingResult &ring = e.detailsAs<RingDetails>()->result;
        c.tStepBySize = ring.tStepBySize;
        c.bestSize = ring.ring.size(); // the ring SharedRing keeps
    } catch (const std::exception &e) {
        c.error = errorText(e);
    } catch (const Cancelled &) {
        // compute() checks the token once the curves are back
    }
    return c;
}

} // namespace

SteadyState CompareRunner::steadyStateFor(const Platform &platform, const MwResult &result)
{
    const MwPlatform mwp = masterWorkerPlatform(platform, result.problem);
    std::vector<SteadyStateWorker> workers;
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < mwp.workers.size() && i < result.mu.size(); ++i) {
        const MwWorker &w = mwp.workers[i];
        const int mu = result.mu[i];
        // A step of the μ² + 4μ layout: 2μ blocks of A and B from the master, μ² updates.
        workers.push_back({mu, w.latency + 2.0 * mu * w.c, w.w});
        ids.push_back(w.id);
    }
    return bandwidthCentric(workers, ids);
}

int CompareRunner::steps()
{
    return static_cast<int>(matrixProductStrategies().size() + kRingWeight * ringRatios().size());
}

CompareResults CompareRunner::compute(const Platform &platform, const PlanSettings &settings, const JobControl *control)
{
    const Problem &problem = settings.problem;
    CompareResults r;
    r.problem = problem;
    r.settings = settings;
    r.timeUnit = platform.units == Units::Blocks ? tr("time units") : tr("s");
    r.error = inputRefusal(platform, problem);
    if (!r.error.isEmpty())
        return r;
    // Lower bound of the volume of any partition into rectangles (paper 004 Lemma 2), on the
    // speed-proportional areas; the layer-based strategies cut no rectangles and may go below.
    // C is m×n: a rectangle of area s_i·m·n has a half-perimeter of at least 2·√(s_i·m·n), and
    // each of the k steps sends it that many elements: 2·Σ√s_i·√(mn)·k (2·Σ√s_i·n² square).
    const double mn = static_cast<double>(problem.m) * static_cast<double>(problem.n);
    r.volumeLowerBound = halfPerimeterLowerBound(platform) * std::sqrt(mn) * static_cast<double>(problem.k);

    EvaluateOptions options = settings.evaluateOptions();
    options.cancel = control ? control->token() : nullptr;
    const int total = steps();
    int done = 0;
    const auto step = [&](int weight = 1) {
        done += weight;
        if (control) {
            control->check();
            control->progress(done, total);
        }
    };
    if (control)
        control->progress(0, total);
    for (const std::string &name : matrixProductStrategies()) {
        CompareRow row;
        row.algorithm = name;
        // A strategy that takes square products only is listed as such, never run on another
        // shape (docs/studio.md, Shapes); requireShape's whole message is in the row's reason.
        if (const QString refusal = shapeRefusal(strategyInfo(name), problem); !refusal.isEmpty()) {
            row.error = tr("square products only");
            row.shapeRefusal = refusal;
            r.rows.push_back(std::move(row));
            step();
            continue;
        }
        try {
            const Evaluation e = evaluate(name, platform, problem, options);
            row.ok = true;
            row.makespan = e.makespan;
            row.assembledMakespan = std::numeric_limits<double>::quiet_NaN();
            try {
                row.assembledMakespan = exec::assembledMakespan(platform, name, problem, options)
                                            .value_or(row.assembledMakespan);
            } catch (const std::exception &) {
                // the paper's figure stands alone
            }
            row.commVolume = e.commVolume;
            row.workersUsed = e.workersUsed;
            row.imbalance = e.imbalance;
            if (const auto *details = e.detailsAs<MasterWorkerDetails>()) {
                MasterWorkerRow mw;
                mw.algorithm = name;
                mw.ratio = details->result.ratio;
                const SteadyState steady = steadyStateFor(platform, details->result);
                mw.steadyStateRatio = steady.throughput;
                mw.steadyStateFeasible = steady.memoryFeasible;
                mw.workersUsed = e.workersUsed;
                r.masterWorker.push_back(std::move(mw));
            }
        } catch (const std::exception &e) {
            row.error = errorText(e);
        }
        r.rows.push_back(std::move(row));
        step();
    }
    // The ring curves, one per H/W ratio and the problem bar's own: each grows a ring over every
    // processor (O(p²) widest-path searches, shared_ring.h), the longest part of the comparison
    // on large platforms, so they run side by side on the pool; the problem bar's curve is not
    // grown again when its H/W is one of the ratios.
    const double w = settings.params.w;
    std::vector<double> hs;
    for (double ratio : ringRatios())
        hs.push_back(ratio * w);
    const auto known = std::find(hs.begin(), hs.end(), settings.params.h);
    if (known == hs.end())
        hs.push_back(settings.params.h);
    std::atomic<int> ringsDone = 0;
    const std::vector<RingCurve> curves = QtConcurrent::blockingMapped<std::vector<RingCurve>>(hs, [&](double h) {
        RingCurve c = ringCurve(platform, problem, options, h, w);
        const int finished = ++ringsDone;
        if (control && !control->token()->cancelled())
            control->progress(done + kRingWeight * finished, total);
        return c;
    });
    if (control)
        control->check();
    r.ring.assign(curves.begin(), curves.begin() + static_cast<std::ptrdiff_t>(ringRatios().size()));
    r.ring.push_back(known == hs.end() ? curves.back() : curves[static_cast<std::size_t>(known - hs.begin())]);
    r.ring.back().current = true;
    step(kRingWeight * static_cast<int>(ringRatios().size()));
    return r;
}

int CompareRunner::request(const Platform &platform, const PlanSettings &settings)
{
    const int job = m_jobs.start(
        this,
        [platform, settings](const JobControl &control) { return compute(platform, settings, &control); },
        [this](const CompareResults &r) { emit resultsReady(r); }, [this](bool busy) { emit busyChanged(busy); },
        [this](int done, int total) { emit progress(done, total); });
    emit requested(job, settings);
    return job;
}

void CompareRunner::cancel()
{
    if (!m_jobs.busy())
        return;
    m_jobs.dropPending();
    emit cancelled();
}

} // namespace partita::views
