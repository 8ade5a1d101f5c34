// planLu: the LU algorithms of paper 002 §7.2 and §7.3 (lu_factorization.h, docs/lu.md).
#include "schedule/lu/lu_factorization.h"

#include "model/error.h"
#include "schedule/mw/master_worker.h"
#include "schedule/mw/mw_selection.h"
#include "util/parallel_jobs.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace partita {

namespace {

// The master has one port, the workers none to mind (paper 002 §2.2), as for the product.
constexpr sim::CommModel kOnePortMaster{1, 0, false};

struct Built {
    std::string pivotWorker;
    int selected = 0;
    std::vector<LuChunk> chunks;
};

// Per core row of one core worker: the master's time (its row of the vertical panel and the
// core segment in, the segment back) and the worker's. Virtual workers share their processor:
// each computes at 1/virtualWorkers of its speed in the selection's bookkeeping.
SelectionWorker rowCost(const MwWorker &w, const LuChunk &chunk, bool self)
{
    SelectionWorker s;
    s.work = static_cast<double>(chunk.rows) * chunk.cols;
    s.comm = self ? 0.0 : w.latency + w.latencyBack + (chunk.rows + chunk.cols) * w.c + chunk.cols * w.cBack;
    s.compute = s.work * w.w * std::max(1, chunk.virtualWorkers);
    return s;
}

// §7.2. `mu` the common pivot side; `enrolled` the workers in order of preference, the first
// one factoring the pivots.
void buildHomogeneous(LuBuilder &b, int blocks, int mu, const std::vector<std::size_t> &enrolled,
                      const CancelToken *cancel)
{
    const LuChunk chunk{LuChunkShape::Full, mu, mu, 1};
    std::vector<std::size_t> core;
    for (auto w : enrolled)
        core.push_back(b.addCoreWorker(w, chunk));
    for (int step = 0, k0 = 0; k0 < blocks; ++step, k0 += mu) {
        checkCancel(cancel); // a step builds O(blocks²) activities
        const int p = std::min(mu, blocks - k0);
        b.pivotAndPanels(step, enrolled.front(), k0, p);
        const int first = k0 + p;
        std::vector<std::pair<int, int>> strips;
        for (int c = first; c < blocks; c += mu)
            strips.emplace_back(c, std::min(blocks, c + mu));
        // Algorithm 1's order: strips dealt 𝔓 at a time, the rows of a group in turn.
        for (std::size_t g = 0; g < strips.size(); g += core.size()) {
            checkCancel(cancel); // a group of strips: up to blocks × 𝔓 items
            for (int row = first; row < blocks; ++row)
                for (std::size_t j = 0; j < core.size() && g + j < strips.size(); ++j)
                    b.coreItem(core[j], step, row, strips[g + j].first, strips[g + j].second, k0, k0 + p);
        }
        b.finishCore();
    }
}

struct CoreQueue {
    std::size_t v = 0;
    struct Item {
        int row, col0, col1, rank0, rank1;
    };
    std::vector<Item> items;
    std::size_t next = 0;
    bool empty() const { return next >= items.size(); }
};

// The chunk each worker keeps for pivot side μ (§7.3); the master's own memory holds the whole
// matrix: it works on μ×μ chunks. No more virtual workers than the first core has strips (the
// others would never work), nor than `cap` (0: no cap).
std::vector<LuChunk> chunksFor(const MwPlatform &mwp, int blocks, int mu, int cap = 0)
{
    std::vector<LuChunk> chunks;
    for (const auto &w : mwp.workers) {
        LuChunk chunk = w.node == mwp.master ? LuChunk{LuChunkShape::Full, mu, mu, 1} : luChunk(w.buffers, mu);
        if (chunk.shape == LuChunkShape::Full) {
            chunk.virtualWorkers = std::min(chunk.virtualWorkers, std::max(1, (blocks - mu + mu - 1) / mu));
            if (cap > 0)
                chunk.virtualWorkers = std::min(chunk.virtualWorkers, cap);
        }
        chunks.push_back(chunk);
    }
    return chunks;
}

// The caps on virtual workers lu-hetero tries for pivot side μ: none (§7.3's ⌊μ_i²/μ²⌋, within
// memory and the first core's strips), then 1 when a processor offers more. Each virtual worker
// receives its own row of the vertical panel for every core row, so a processor with much memory
// split into many of them moves far more than one keeping a single μ×μ chunk: at n = 4000,
// q = 80 on two workers of 128 MiB, μ = 4 with 12 virtual workers each was predicted at 1.12 s
// and the best μ at 1.03; with one, 0.69, as with 3 MiB.
std::vector<int> virtualWorkerCaps(const MwPlatform &mwp, int blocks, int mu, int forced)
{
    if (forced > 0)
        return {forced};
    int most = 1;
    for (const auto &chunk : chunksFor(mwp, blocks, mu))
        most = std::max(most, chunk.virtualWorkers);
    return most > 1 ? std::vector<int>{0, 1} : std::vector<int>{0};
}

// §7.3 for one μ, the core updated by the workers of `enrolled` (per worker). Returns false when
// no worker can hold the pivot (μ_i ≥ μ).
bool buildHetero(LuBuilder &b, const MwPlatform &mwp, int blocks, int mu, int cap, const std::vector<bool> &enrolled,
                 bool streamed, Built &out, const CancelToken *cancel)
{
    const auto &workers = mwp.workers;
    out.chunks.clear();
    std::size_t pivot = workers.size();
    double best = std::numeric_limits<double>::infinity();
    out.chunks = chunksFor(mwp, blocks, mu, cap);
    for (std::size_t i = 0; i < workers.size(); ++i) {
        const bool self = workers[i].node == mwp.master;
        if (out.chunks[i].shape != LuChunkShape::Full)
            continue;
        // Pivot worker: the fastest at a panel row (its row in and out, ½μ² block updates).
        const auto &w = workers[i];
        const double row = (self ? 0.0 : w.latency + w.latencyBack + mu * (w.c + w.cBack)) + 0.5 * mu * mu * w.w;
        if (row < best) {
            best = row;
            pivot = i;
        }
    }
    if (pivot == workers.size())
        return false;
    out.pivotWorker = workers[pivot].id;

    std::vector<SelectionWorker> costs;
    std::vector<LuChunk> shapes;
    for (std::size_t i = 0; i < workers.size(); ++i) {
        if (!enrolled[i])
            out.chunks[i] = LuChunk{};
        const LuChunk &chunk = out.chunks[i];
        for (int v = 0; v < chunk.virtualWorkers; ++v) {
            b.addCoreWorker(i, chunk);
            costs.push_back(rowCost(workers[i], chunk, workers[i].node == mwp.master));
            shapes.push_back(chunk);
        }
    }
    if (costs.empty())
        return false;
    out.selected = static_cast<int>(costs.size());
    for (int step = 0, k0 = 0; k0 < blocks; ++step, k0 += mu) {
        checkCancel(cancel);
        const int p = std::min(mu, blocks - k0);
        const int first = k0 + p;
        // Streamed, the pivot worker solves the panels while the others update the core rows
        // whose panel blocks are back; it joins the core once its panels are done (its memory
        // holds the pivot until then).
        if (streamed)
            b.beginPanels(step, pivot, k0, p);
        else
            b.pivotAndPanels(step, pivot, k0, p);
        int nextRow = first, nextColumn = first; // the next panel items solved ahead of need
        const auto solveNext = [&] {
            while (nextRow < blocks && b.panelSolved(true, nextRow))
                ++nextRow;
            if (nextRow < blocks) {
                b.panelItem(true, nextRow++);
                return true;
            }
            while (nextColumn < blocks && b.panelSolved(false, nextColumn))
                ++nextColumn;
            if (nextColumn < blocks) {
                b.panelItem(false, nextColumn++);
                return true;
            }
            return false;
        };
        // The panel items a core item reads, back at the master in order. While the master takes
        // one back, the pivot worker solves the next in its other slot (the next of the list, or
        // the next ahead of need), so that it never waits for the master between two items.
        double aheadBusy = 0; // block updates of items solved ahead of need here, for the pace below
        const auto needPanels = [&](const std::vector<std::pair<bool, int>> &items) {
            for (std::size_t x = 0; x < items.size(); ++x) {
                const auto [row, i] = items[x];
                if (!b.panelSolved(row, i))
                    b.panelItem(row, i);
                if (x + 1 < items.size()) {
                    const auto [nextIsRow, next] = items[x + 1];
                    if (!b.panelSolved(nextIsRow, next))
                        b.panelItem(nextIsRow, next);
                } else if (solveNext()) {
                    aheadBusy += 0.5 * p * p * workers[pivot].w;
                }
                b.panelBack(row, i);
            }
        };
        const auto finishPanels = [&] { // every item left, then the pivot back
            while (solveNext()) {
            }
            b.endPanels();
        };
        int nextCol = first;
        std::vector<double> busy(workers.size(), 0.0);
        double pace = 0, panelBusy = 0;
        std::vector<CoreQueue> queues(costs.size());
        SelectionState state(costs);
        for (;;) {
            // The global selection of §6.2.1 among the workers with rows left, or columns to take.
            std::size_t chosen = costs.size();
            double bestRatio = -1;
            for (std::size_t v = 0; v < costs.size(); ++v) {
                if (queues[v].empty() && nextCol >= blocks)
                    continue;
                if (b.panelsOpen() && b.coreWorkerOf(v) == pivot)
                    continue;
                const double ratio = state.globalRatio(v);
                if (ratio > bestRatio) {
                    bestRatio = ratio;
                    chosen = v;
                }
            }
            if (chosen == costs.size()) {
                if (!b.panelsOpen())
                    break;
                finishPanels(); // the core is left to the pivot worker alone
                continue;
            }
            CoreQueue &q = queues[chosen];
            if (q.empty()) { // whole columns of the core, as wide as the chunk
                checkCancel(cancel); // one processor at blocks = 1252 spends seconds in one step
                const LuChunk &shape = shapes[chosen];
                const int col1 = std::min(blocks, nextCol + shape.cols);
                q.items.clear();
                q.next = 0;
                for (int r0 = k0; r0 < k0 + p; r0 += shape.rows) // square chunks: ⌈μ/μ_i⌉ pieces
                    for (int row = first; row < blocks; ++row)
                        q.items.push_back({row, nextCol, col1, r0, std::min(k0 + p, r0 + shape.rows)});
                nextCol = col1;
            }
            const auto &item = q.items[q.next++];
            if (b.panelsOpen()) { // its chunk's columns and its row of the vertical panel back
                std::vector<std::pair<bool, int>> needed;
                if (q.next == 1)
                    for (int col = item.col0; col < item.col1; ++col)
                        needed.emplace_back(false, col);
                needed.emplace_back(true, item.row);
                needPanels(needed);
            }
            b.coreItem(chosen, step, item.row, item.col0, item.col1, item.rank0, item.rank1);
            state.commit(chosen);
            // The pivot worker keeps pace: panel items until its time on them reaches that of
            // the busiest other processor on the core this step.
            const std::size_t proc = b.coreWorkerOf(chosen);
            busy[proc] += static_cast<double>(item.rank1 - item.rank0) * (item.col1 - item.col0) * workers[proc].w;
            pace = std::max(pace, busy[proc]);
            panelBusy += aheadBusy;
            aheadBusy = 0;
            while (b.panelsOpen() && panelBusy < pace) {
                panelBusy += 0.5 * p * p * workers[pivot].w;
                if (!solveNext())
                    b.endPanels();
            }
        }
        if (b.panelsOpen())
            finishPanels();
        b.finishCore();
    }
    return true;
}

// The plan's schedule, simulated (only its times for a candidate of lu-hetero's search, whose
// winner is simulated again with its trace), and its totals.
void fill(LuResult &out, LuBuilder &builder, const Platform &platform, const Problem &problem, sim::FlowModel flow,
          const CancelToken *cancel, sim::Recording recording = sim::Recording::Trace)
{
    out.roles = builder.roles();
    out.residency = builder.residency();
    out.run.schedule = builder.takeSchedule();
    out.run.platform = platform;
    out.run.q = static_cast<double>(problem.q);
    out.run.model = kOnePortMaster;
    out.run.model.flow = flow;
    out.simulated = out.run.simulate(cancel, recording);
    out.makespan = out.simulated.makespan;
    const double q = static_cast<double>(problem.q);
    out.communicationBlocks = out.computationBlocks = 0;
    std::vector<int> nodes;
    for (const auto &a : out.run.schedule.activities) {
        if (a.kind == sim::Activity::Kind::Transfer) {
            out.communicationBlocks += a.amount / (q * q);
        } else {
            out.computationBlocks += a.amount / (q * q * q);
            if (std::find(nodes.begin(), nodes.end(), a.node) == nodes.end())
                nodes.push_back(a.node);
        }
    }
    out.workersUsed = static_cast<int>(nodes.size());
}

} // namespace

const std::vector<std::string> &luAlgorithms()
{
    static const std::vector<std::string> names{"lu-homogeneous", "lu-hetero"};
    return names;
}

bool isLuAlgorithm(const std::string &name)
{
    const auto &all = luAlgorithms();
    return std::find(all.begin(), all.end(), name) != all.end();
}

LuResult planLu(const Platform &platform, const Problem &problem, const LuOptions &options)
{
    if (!isLuAlgorithm(options.algorithm))
        throw InputError(reason(ReasonKind::LuUnknownAlgorithm, {options.algorithm}));
    if (problem.n < 1)
        throw InputError(reason(ReasonKind::DimensionTooSmall, {"n", std::to_string(problem.n)}));
    if (problem.q < 1)
        throw InputError(reason(ReasonKind::DimensionTooSmall, {"q", std::to_string(problem.q)}));
    if (problem.blocks() > 1 << 16)
        throw InputError(reason(ReasonKind::LuTooManyBlocks, {std::to_string(problem.blocks())}));
    if (options.mu < 0)
        throw InputError(reason(ReasonKind::LuMuNotPositive, {std::to_string(options.mu)}));
    const MwPlatform mwp = masterWorkerPlatform(platform, problem);
    const int blocks = static_cast<int>(problem.blocks());

    LuResult out;
    out.algorithm = options.algorithm;
    out.problem = problem;
    out.blocks = blocks;
    std::vector<std::size_t> usable;
    int minMu = 0, maxMu = 0;
    for (std::size_t i = 0; i < mwp.workers.size(); ++i) {
        const auto &w = mwp.workers[i];
        const bool self = w.node == mwp.master;
        const int mi = self ? blocks : muFromMemory(w.buffers);
        out.workers.push_back(w.id);
        out.muOf.push_back(mi);
        if (mi < 1)
            continue;
        minMu = usable.empty() ? mi : std::min(minMu, mi);
        maxMu = std::max(maxMu, mi);
        usable.push_back(i);
    }
    if (usable.empty())
        throw InputError(Reason{ReasonKind::MwNoLayoutMemory, {}});

    if (options.algorithm == "lu-homogeneous") {
        int mu = std::min(minMu, blocks);
        if (options.mu > 0) {
            if (options.mu > minMu)
                throw InputError(reason(ReasonKind::LuMuSmallest, {std::to_string(options.mu), std::to_string(minMu)}));
            mu = std::min(options.mu, blocks);
        }
        // c: the master's time per block of a core row (3μ blocks and two messages), averaged.
        double c = 0, w = 0;
        for (auto i : usable) {
            const auto &x = mwp.workers[i];
            const bool self = x.node == mwp.master;
            c += self ? 0.0 : (x.latency + x.latencyBack + 2 * mu * x.c + mu * x.cBack) / (3.0 * mu);
            w += x.w;
        }
        c /= static_cast<double>(usable.size());
        w /= static_cast<double>(usable.size());
        const int enrolledCount = std::min(static_cast<int>(usable.size()), luWorkersHomogeneous(mu, w, c));
        std::vector<std::size_t> chosen = usable;
        const auto perUpdate = [&](std::size_t i) { // time per block update with its communication
            const auto &x = mwp.workers[i];
            return x.w + (x.node == mwp.master ? 0.0 : 3 * x.c / mu);
        };
        std::stable_sort(chosen.begin(), chosen.end(),
                         [&](std::size_t a, std::size_t b) { return perUpdate(a) < perUpdate(b); });
        chosen.resize(static_cast<std::size_t>(enrolledCount));
        LuBuilder builder(mwp, problem);
        buildHomogeneous(builder, blocks, mu, chosen, options.cancel);
        out.mu = mu;
        out.selected = enrolledCount;
        out.pivotWorker = mwp.workers[chosen.front()].id;
        out.chunks.assign(mwp.workers.size(), LuChunk{});
        for (auto i : chosen)
            out.chunks[i] = LuChunk{LuChunkShape::Full, mu, mu, 1};
        fill(out, builder, platform, problem, options.flow, options.cancel);
        return out;
    }

    // lu-hetero: every μ the memories allow, the fastest simulated run kept (ties: larger μ).
    const int top = std::min(maxMu, blocks);
    if (options.mu > top)
        throw InputError(reason(ReasonKind::LuMuAny, {std::to_string(options.mu), std::to_string(top)}));
    const int lo = options.mu > 0 ? options.mu : 1;
    const int hi = options.mu > 0 ? options.mu : top;
    // The fastest plan with one μ; none when no worker holds a μ×μ pivot.
    const auto planWithMu = [&](int mu) -> std::optional<LuResult> {
        // Resource selection knowing the size of the matrix, as the product's finite schedules do
        // (docs/master-worker.md): the k workers with the least time per block update (their
        // core row's communication included) update the core, k = p, then fewer (×0.8 each
        // time) until two in a row are no better; the shortest simulated run is kept. So for
        // each cap on the virtual workers (virtualWorkerCaps).
        std::optional<LuResult> bestHere;
        for (const int cap : virtualWorkerCaps(mwp, blocks, mu, options.virtualWorkers)) {
            const auto chunks = chunksFor(mwp, blocks, mu, cap);
            std::vector<std::size_t> order;
            for (std::size_t i = 0; i < chunks.size(); ++i)
                if (chunks[i].shape != LuChunkShape::None)
                    order.push_back(i);
            const auto perUpdate = [&](std::size_t i) {
                const auto &x = mwp.workers[i];
                const SelectionWorker row = rowCost(x, chunks[i], x.node == mwp.master);
                return x.w + row.comm / row.work;
            };
            std::stable_sort(order.begin(), order.end(),
                             [&](std::size_t a, std::size_t b) { return perUpdate(a) < perUpdate(b); });
            int worse = 0;
            for (std::size_t k = order.size(); k >= 1 && worse < 2;
                 k = std::min(k - 1, static_cast<std::size_t>(0.8 * static_cast<double>(k)))) {
                checkCancel(options.cancel);
                std::vector<bool> enrolled(mwp.workers.size(), false);
                for (std::size_t j = 0; j < k; ++j)
                    enrolled[order[j]] = true;
                bool better = false;
                for (const bool streamed : {false, true}) {
                    if (options.steps == (streamed ? LuSteps::Paper : LuSteps::Streamed))
                        continue;
                    LuBuilder builder(mwp, problem);
                    Built built;
                    if (!buildHetero(builder, mwp, blocks, mu, cap, enrolled, streamed, built, options.cancel))
                        continue;
                    LuResult r = out;
                    r.mu = mu;
                    r.pivotWorker = built.pivotWorker;
                    r.selected = built.selected;
                    r.chunks = built.chunks;
                    r.streamed = streamed;
                    fill(r, builder, platform, problem, options.flow, options.cancel, sim::Recording::TimesOnly);
                    if (!bestHere || r.makespan < bestHere->makespan) {
                        bestHere = std::move(r);
                        better = true;
                    }
                }
                worse = better ? 0 : worse + 1;
            }
        }
        return bestHere;
    };
    // Each μ on its own (on the machine's cores), then compared in increasing μ, so that the
    // choice does not depend on the threads.
    std::vector<std::optional<LuResult>> perMu(static_cast<std::size_t>(hi - lo + 1));
    runParallelJobs(perMu.size(), [&](std::size_t j) { perMu[j] = planWithMu(lo + static_cast<int>(j)); });
    bool found = false;
    LuResult best;
    for (auto &bestHere : perMu) {
        if (!bestHere)
            continue;
        out.candidates.push_back({bestHere->mu, bestHere->makespan, bestHere->workersUsed});
        if (!found || bestHere->makespan <= best.makespan) {
            best = std::move(*bestHere);
            found = true;
        }
    }
    if (!found) // the worker with the largest μ_i always holds a μ×μ pivot for μ ≤ μ_i
        throw InputError(reason(ReasonKind::LuNoPivot, {std::to_string(lo)}));
    best.candidates = out.candidates;
    best.simulated = best.run.simulate(options.cancel);
    return best;
}

std::ostream &operator<<(std::ostream &os, const LuResult &r)
{
    os << r.algorithm << " n=" << r.problem.n << " q=" << r.problem.q << ": r=" << r.blocks << " mu=" << r.mu
       << ", pivot on " << r.pivotWorker << (r.streamed ? ", steps streamed" : "") << ", makespan " << r.makespan << ", " << r.workersUsed << " of "
       << r.workers.size() << " workers, " << r.communicationBlocks << " blocks moved, " << r.computationBlocks
       << " block updates; chunks";
    for (std::size_t i = 0; i < r.workers.size() && i < r.chunks.size(); ++i)
        os << ' ' << r.workers[i] << '=' << toString(r.chunks[i].shape) << ':' << r.chunks[i].rows << 'x'
           << r.chunks[i].cols << 'x' << r.chunks[i].virtualWorkers;
    return os;
}

} // namespace partita
