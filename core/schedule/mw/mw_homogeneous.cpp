// HoLM, the homogeneous algorithm of paper 002 §5 (Algorithms 1 and 2), and ORROML (§8.2),
// which is HoLM without resource selection.
//
// Layout: μ is the largest integer with μ² + 4μ ≤ m. Resource selection: 𝔓 = min(p, ⌈μw/2c⌉),
// the fewest workers that saturate the master's port. Small matrix (r·s < 𝔓μ²): the largest
// ν with ⌈νw/2c⌉·ν² ≤ r·s and Ω = ⌈νw/2c⌉ workers; when Ω > p, all p workers with the largest
// ν such that p·ν² ≤ r·s. Order (Algorithm 1): panels of μ block columns, 𝔓 at a time; for each
// row of chunks, the master sends each worker its C chunk, then for k = 1..t a row of B and a
// column of A to each worker in turn, then receives the chunks.
//
// On a heterogeneous platform the algorithm sees it as homogeneous: μ is the smallest μ_i (all
// can hold it), c and w the means, and the 𝔓 selected workers are those with the smallest
// w_i + 2c_i/μ (time per block update with its share of communication).
// On an r×t×s product (docs/master-worker.md, "Products of any shape") μ is capped by
// max(r, s) and a chunk is the μ×μ square clipped to the r×s grid of C (a×b blocks, a =
// min(μ, r), b = min(μ, s)); its steps bring a blocks of A and b of B for a·b updates, so
// 𝔓 = ⌈a·b·w / (a + b)c⌉, which is ⌈μw/2c⌉ when a = b = μ.
// Complexity: O(p log p) for the selection, O(r·s·t/μ²) activities.

#include "schedule/mw/mw_strategies.h"

#include "model/error.h"

#include <algorithm>
#include <cmath>

namespace partita::mwdetail {

namespace {

int ceilPositive(double x) { return static_cast<int>(std::ceil(x - 1e-9 * std::max(1.0, x))); }

} // namespace

void planHomogeneous(const PlanInput &in, bool selectResources, MwResult &out)
{
    const auto &workers = in.platform.workers;
    const Grid grid(in.problem);
    std::vector<std::size_t> usable;
    int mu = 0;
    for (std::size_t i = 0; i < workers.size(); ++i) {
        const int m = muFromMemory(workers[i].buffers);
        if (m < 1)
            continue;
        mu = usable.empty() ? m : std::min(mu, m);
        usable.push_back(i);
    }
    if (usable.empty())
        throw InputError(Reason{ReasonKind::MwNoLayoutMemory, {}});
    mu = std::min(mu, grid.sideCap());
    const auto p = static_cast<int>(usable.size());
    // A step of a μ×μ chunk clipped to the matrix: a×b updates for a + b blocks of A and B.
    const int a0 = grid.chunkRows(mu), b0 = grid.chunkCols(mu);
    double c = 0, w = 0;
    for (auto i : usable) {
        c += (workers[i].latency + (a0 + b0) * workers[i].c) / static_cast<double>(a0 + b0);
        w += workers[i].w;
    }
    c /= p;
    w /= p;
    const double rs = static_cast<double>(grid.r) * grid.s;
    // §5: 𝔓 = ⌈μ²tw / 2μtc⌉ = ⌈μw/2c⌉; on an a×b chunk, ⌈a·b·w / (a + b)c⌉.
    const auto saturating = [&](int side) {
        const int a = grid.chunkRows(side), b = grid.chunkCols(side);
        if (!(c > 0))
            return p;
        return a == b ? ceilPositive(a * w / (2 * c)) : ceilPositive(a * b * w / ((a + b) * c));
    };
    const auto area = [&](int side) { return static_cast<double>(grid.chunkRows(side)) * grid.chunkCols(side); };

    int side = mu, enrolled = p;
    if (selectResources) {
        enrolled = std::min(p, saturating(mu));
        if (rs < static_cast<double>(enrolled) * area(mu)) { // "small" matrix
            int nu = 0;
            for (int v = mu; v >= 1 && nu == 0; --v)
                if (static_cast<double>(saturating(v)) * area(v) <= rs)
                    nu = v;
            if (nu > 0 && saturating(nu) <= p) {
                side = nu;
                enrolled = saturating(nu);
            } else {
                enrolled = p;
                side = sideForWorkers(mu, grid, static_cast<std::size_t>(p));
            }
        }
    } else {
        side = sideForWorkers(mu, grid, static_cast<std::size_t>(p));
    }

    std::vector<std::size_t> chosen = usable;
    const double sa = grid.chunkRows(side), sb = grid.chunkCols(side);
    std::stable_sort(chosen.begin(), chosen.end(), [&](std::size_t a, std::size_t b) {
        return workers[a].w + portPerUpdate(sa, sb, workers[a].c) < workers[b].w + portPerUpdate(sa, sb, workers[b].c);
    });
    chosen.resize(static_cast<std::size_t>(enrolled));

    const MwLayout layout{LayoutKind::Overlapped, side};
    MwBuilder builder(in.platform, in.problem, std::vector<MwLayout>(workers.size(), layout));
    builder.setCancel(in.cancel);
    const auto order = algorithm1Order(grid, side, enrolled);
    for (std::size_t start = 0; start < order.size(); start += chosen.size()) {
        const std::size_t len = std::min(chosen.size(), order.size() - start);
        for (std::size_t j = 0; j < len; ++j) {
            builder.assign(chosen[j], order[start + j]);
            builder.sendChunkIn(chosen[j]);
        }
        for (int k = 0; k < grid.t; ++k)
            for (std::size_t j = 0; j < len; ++j)
                builder.sendStep(chosen[j]);
        for (std::size_t j = 0; j < len; ++j)
            builder.returnChunk(chosen[j]);
    }
    builder.finish();

    out.mu.assign(workers.size(), 0);
    std::vector<SelectionWorker> sel;
    for (std::size_t i = 0; i < workers.size(); ++i)
        sel.push_back(selectionWorker(workers[i], layout, grid));
    for (auto i : chosen)
        out.mu[i] = side;
    const auto steps = builder.stepOrder();
    out.ratio = patternRatio(steps, sel, true, &out.period, true);
    takeResult(builder, steps, in.platform, in.reportLimit, out);
}

} // namespace partita::mwdetail
