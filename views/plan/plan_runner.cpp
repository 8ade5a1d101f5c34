#include "plan/plan_runner.h"

#include "evaluate/evaluate.h"
#include "model/error.h"
#include "partition/partitioner.h"
#include "plan/input_refusal.h"
#include "plan/reason_text.h"
#include "report/palette.h"

#include <algorithm>
#include <chrono>

namespace partita::views {

namespace {

// lbp-star and lbp-mesh are schedules whose result is a layer-based partition (paper 004 §3):
// the planner's k_i drawn as `layers` draws its own, with the schedule's makespan.
Plan lbpLayers(const std::string &name, const Platform &platform, const PlanSettings &settings, double &makespan)
{
    const Evaluation e = evaluate(name, platform, settings.problem, settings.evaluateOptions());
    makespan = e.makespan;
    const LayerBasedDetails &details = *e.detailsAs<LayerBasedDetails>();
    const LbpResult &r = details.result;
    Plan plan;
    plan.algorithm = name;
    plan.problem = settings.problem;
    plan.kind = PlanKind::Layers;
    double total = 0;
    for (const Processor &p : platform.processors) // in platform order, as `layers` draws its own
        if (const auto it = std::find(r.ids.begin(), r.ids.end(), p.id); it != r.ids.end()) {
            Piece piece;
            piece.processor = p.id;
            piece.k = r.k[static_cast<std::size_t>(it - r.ids.begin())];
            piece.share = p.speed;
            total += p.speed;
            plan.pieces.push_back(std::move(piece));
        }
    for (Piece &piece : plan.pieces)
        piece.share = total > 0 ? piece.share / total : 0;
    if (details.order) // lbp-star
        plan.note += reason(ReasonKind::NoteLbpStar, {toString(settings.params.mode), toString(*details.order)});
    else
        plan.note += Reason{ReasonKind::NoteLbpMesh, {settings.params.heuristic ? word("heuristic") : ReasonArg{"PMFT-LBP"}}};
    return plan;
}

} // namespace

PlanRunner::PlanRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<PlanResults>("partita::views::PlanResults");
}

PlanResults PlanRunner::compute(const Platform &platform, const PlanSettings &settings,
                                const std::vector<std::string> &algorithms)
{
    PlanResults results;
    results.settings = settings;
    const QString common = inputRefusal(platform, settings.problem);
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
            // A strategy that takes square products only is never run on other shapes: its
            // reason is the outcome (docs/studio.md, Shapes).
            const StrategyInfo &info = strategyInfo(name);
            requireShape(info, settings.problem);
            const Family family = info.family;
            if (family == Family::Partition) {
                PartitionOptions options;
                options.l = settings.params.l;
                const Platform seen = forKernel(platform, Kernel::Panel, static_cast<double>(settings.problem.q));
                o.plan = makePlan(name, PartitionInput::fromPlatform(seen, settings.problem), options);
                o.metrics = computeMetrics(*o.plan, seen, settings.params.network, settings.params.flow);
            } else if (family == Family::LayerBased) {
                double makespan = 0;
                o.plan = lbpLayers(name, platform, settings, makespan);
                o.metrics = computeMetrics(*o.plan, platform, settings.params.network, settings.params.flow);
                o.metrics.predictedMakespan = makespan;
            } else {
                o.error = tr("%1 is a schedule, not a partition: see the Comparison tab").arg(QString::fromStdString(name));
                o.notAPartition = true;
            }
            if (o.plan)
                for (const Piece &piece : o.plan->pieces)
                    o.colours.push_back(colourSlot(piece.processor));
        } catch (const std::exception &e) {
            o.plan.reset();
            o.error = errorText(e);
        }
        o.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        results.outcomes.push_back(std::move(o));
    }
    return results;
}

int PlanRunner::request(const Platform &platform, const PlanSettings &settings,
                        const std::vector<std::string> &algorithms)
{
    // The lambda owns copies: the document may change while the job runs.
    return m_jobs.start(
        this, [platform, settings, algorithms] { return compute(platform, settings, algorithms); },
        [this](const PlanResults &r) { emit resultsReady(r); }, [this](bool busy) { emit busyChanged(busy); });
}

} // namespace partita::views
