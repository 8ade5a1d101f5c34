// Heterogeneous master-worker product by incremental resource selection, paper 002 §6.2:
// the global rule (§6.2.1, Algorithm 3), the local rule (§6.2.2) and the two-step lookahead
// (end of §6.2.1).
//
// Each worker P_i uses the μ_i² + 4μ_i ≤ m_i layout, μ_i capped by the matrix (μ_i ≤
// max(r, s); on an r×t×s product a choice of P_i is one step of its μ_i×μ_i chunk clipped to
// the r×s grid of C, docs/master-worker.md "Products of any shape").
// Two things are computed. The analysis of §6.2: the rule run on an unbounded matrix, every
// choice of P_i one step of a μ_i×μ_i chunk (μ_i blocks of A and μ_i of B, μ_i² updates); its
// first choices are reported with every candidate's ratio (MwResult::steps, the Classroom) and
// its asymptotic ratio is MwResult::ratio (Table 2). The schedule: the same rule on the finite
// matrix (mw_finite.cpp), with chunks cut where they fit, a balanced end and resource selection
// that knows the size of the matrix (docs/master-worker.md says where it departs from §6.2).
// Complexity: O(p) per choice (O(p²) for the lookahead).

#include "schedule/mw/mw_strategies.h"

#include "model/error.h"

#include <algorithm>
#include <cmath>

namespace partita::mwdetail {

std::vector<int> incrementalMu(const MwPlatform &platform, const Problem &problem)
{
    const int cap = Grid(problem).sideCap();
    std::vector<int> mu;
    for (const auto &w : platform.workers)
        mu.push_back(std::min(muFromMemory(w.buffers), cap));
    return mu;
}

void planIncremental(const PlanInput &in, SelectionRule rule, MwResult &out)
{
    const auto &workers = in.platform.workers;
    const Grid grid(in.problem);
    out.mu = incrementalMu(in.platform, in.problem);
    std::vector<std::size_t> usable; // selection index -> worker index
    std::vector<SelectionWorker> sel;
    for (std::size_t i = 0; i < workers.size(); ++i)
        if (out.mu[i] >= 1) {
            usable.push_back(i);
            sel.push_back(selectionWorker(workers[i], {LayoutKind::Overlapped, out.mu[i]}, grid));
        }
    if (usable.empty())
        throw InputError(Reason{ReasonKind::MwNoLayoutMemory, {}});
    out.selectionWorkers.assign(workers.size(), SelectionWorker{});
    for (std::size_t u = 0; u < usable.size(); ++u)
        out.selectionWorkers[usable[u]] = sel[u];

    auto builder = finiteSchedule(in, rule, out.mu, usable);
    const std::size_t steps = builder.stepOrder().size();

    // The analysis of §6.2: the rule's first choices on an unbounded matrix, as many as the
    // schedule has steps, or fewer when asked.
    const std::size_t report = in.reportLimit < 0 ? steps : std::min(steps, static_cast<std::size_t>(in.reportLimit));
    SelectionState state(sel);
    std::vector<std::size_t> chosen; // worker indices
    while (chosen.size() < report) {
        const auto choice = chooseNext(state, rule);
        const auto u = choice.chosen;
        MwStep step;
        step.readyBefore.assign(workers.size(), 0.0);
        for (std::size_t v = 0; v < usable.size(); ++v)
            step.readyBefore[usable[v]] = state.ready()[v];
        state.commit(u);
        chosen.push_back(usable[u]);
        step.index = static_cast<int>(chosen.size());
        step.chosen = workers[usable[u]].id;
        step.ratios.assign(workers.size(), -1.0);
        for (std::size_t v = 0; v < usable.size(); ++v)
            step.ratios[usable[v]] = choice.scores[v];
        step.completionTime = state.completionTime();
        step.totalWork = state.totalWork();
        out.steps.push_back(std::move(step));
    }
    out.ratio = asymptoticRatio(sel, rule, &out.period);
    takeResult(builder, chosen, in.platform, in.reportLimit, out);
}

} // namespace partita::mwdetail
