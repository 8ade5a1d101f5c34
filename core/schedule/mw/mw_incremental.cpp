// Heterogeneous master-worker product by incremental resource selection, paper 002 §6.2:
// the global rule (§6.2.1, Algorithm 3), the local rule (§6.2.2) and the two-step lookahead
// (end of §6.2.1), with the two-phase column allocation of §6.2.
//
// Each worker P_i uses the μ_i² + 4μ_i ≤ m_i layout. Phase 1 runs the selection rule; every
// choice of P_i is one step of a μ_i×μ_i chunk (μ_i blocks of A and μ_i of B, μ_i² updates).
// After t·⌈r/μ_i⌉ choices P_i has filled μ_i whole block columns of C, which become its panel
// (Algorithm 3's nb-column); the phase stops once the panels cover the s columns, the last
// panel cut to what is left. Phase 2 replays the choices in order (those of panels left
// unfinished are dropped): the first step of a chunk is preceded by its C blocks, and finished
// chunks go back to the master as soon as the master is free when they are done.
//
// μ_i is capped by the matrix: μ_i ≤ s, and when the workers the steady state of §6.1 enrolls
// have Σμ_i > s, every μ_i is scaled by s/Σμ_j so that each of them can own a panel (the
// heterogeneous counterpart of the small-matrix case of §5; otherwise the first worker to
// finish a panel would take a matrix narrower than its μ whole).
// Complexity: O(p) per choice (O(p²) for the lookahead), r·s·t/μ² choices.

#include "schedule/mw/mw_strategies.h"

#include "model/error.h"

#include <algorithm>
#include <cmath>

namespace partita::mwdetail {

std::vector<int> incrementalMu(const MwPlatform &platform, int blocks)
{
    std::vector<int> mu;
    std::vector<SteadyStateWorker> steady;
    for (const auto &w : platform.workers) {
        mu.push_back(std::min(muFromMemory(w.buffers), blocks));
        steady.push_back({mu.back(), w.latency + 2.0 * mu.back() * w.c, w.w});
    }
    const auto s = bandwidthCentric(steady);
    long long sum = 0;
    for (std::size_t i = 0; i < mu.size(); ++i)
        if (s.rate[i] > 0)
            sum += mu[i];
    if (sum > blocks) {
        const double scale = static_cast<double>(blocks) / static_cast<double>(sum);
        for (auto &m : mu)
            if (m > 0)
                m = std::max(1, static_cast<int>(std::floor(m * scale)));
    }
    return mu;
}

void planIncremental(const PlanInput &in, SelectionRule rule, MwResult &out)
{
    const auto &workers = in.platform.workers;
    const int nb = static_cast<int>(in.problem.blocks());
    out.mu = incrementalMu(in.platform, nb);
    std::vector<std::size_t> usable; // selection index -> worker index
    std::vector<SelectionWorker> sel;
    std::vector<MwLayout> layouts;
    for (std::size_t i = 0; i < workers.size(); ++i) {
        layouts.push_back({LayoutKind::Overlapped, std::max(1, out.mu[i])});
        if (out.mu[i] >= 1) {
            usable.push_back(i);
            sel.push_back(selectionWorker(workers[i], layouts.back()));
        }
    }
    if (usable.empty())
        throw InputError("no worker has memory for the μ² + 4μ layout with μ = 1 (5 blocks of q×q)");
    out.selectionWorkers.assign(workers.size(), SelectionWorker{});
    for (std::size_t u = 0; u < usable.size(); ++u)
        out.selectionWorkers[usable[u]] = sel[u];

    // Phase 1: the selection, until whole panels cover the s block columns.
    SelectionState state(sel);
    std::vector<long long> perPanel(usable.size()), count(usable.size(), 0);
    for (std::size_t u = 0; u < usable.size(); ++u) {
        const int m = out.mu[usable[u]];
        perPanel[u] = static_cast<long long>(nb) * ((nb + m - 1) / m);
    }
    std::vector<std::size_t> sequence; // selection indices
    std::vector<std::vector<MwChunk>> panels(usable.size());
    const std::size_t report = in.reportLimit < 0 ? static_cast<std::size_t>(-1)
                                                  : static_cast<std::size_t>(in.reportLimit);
    int columns = 0;
    while (columns < nb) {
        const auto choice = chooseNext(state, rule);
        const auto u = choice.chosen;
        const bool reported = out.steps.size() < report;
        MwStep step;
        if (reported) {
            step.readyBefore.assign(workers.size(), 0.0);
            for (std::size_t v = 0; v < usable.size(); ++v)
                step.readyBefore[usable[v]] = state.ready()[v];
        }
        state.commit(u);
        sequence.push_back(u);
        if (reported) {
            step.index = static_cast<int>(sequence.size());
            step.chosen = workers[usable[u]].id;
            step.ratios.assign(workers.size(), -1.0);
            for (std::size_t v = 0; v < usable.size(); ++v)
                step.ratios[usable[v]] = choice.scores[v];
            step.completionTime = state.completionTime();
            step.totalWork = state.totalWork();
            out.steps.push_back(std::move(step));
        }
        if (++count[u] % perPanel[u] == 0) {
            const int width = std::min(out.mu[usable[u]], nb - columns);
            panels[u].push_back({0, nb, columns, columns + width});
            columns += width;
        }
    }

    // Phase 2: replay the choices that belong to finished panels.
    MwBuilder builder(in.platform, in.problem, layouts);
    for (std::size_t u = 0; u < usable.size(); ++u) {
        const int m = out.mu[usable[u]];
        for (const auto &panel : panels[u])
            for (int r0 = 0; r0 < nb; r0 += m)
                builder.assign(usable[u], {r0, std::min(nb, r0 + m), panel.col0, panel.col1});
    }
    std::vector<long long> allowed(usable.size());
    for (std::size_t u = 0; u < usable.size(); ++u)
        allowed[u] = static_cast<long long>(panels[u].size()) * perPanel[u];
    std::fill(count.begin(), count.end(), 0);
    std::vector<std::size_t> chosen; // worker indices, for the report
    for (auto u : sequence) {
        chosen.push_back(usable[u]);
        if (++count[u] > allowed[u])
            continue;
        builder.returnReadyBy(builder.masterFree());
        builder.sendNext(usable[u]);
    }
    builder.finish();

    out.ratio = asymptoticRatio(sel, rule, &out.period);
    takeResult(builder, chosen, in.platform, in.reportLimit, out);
}

} // namespace partita::mwdetail
