// The baselines of paper 002 §8.2 that hand out work as the run goes:
//
//   OMMOML (mw-min-min)       μ² + 4μ layout; the next step goes to the worker that could
//                             start computing it first (min-min, §3): resource selection emerges.
//   ODDOML (mw-demand-driven) μ² + 4μ layout; the next step goes to the first worker that can
//                             receive it (a free set of A and B buffers).
//   DDOML (mw-dd-basic)       no extra buffers, so the maximum re-use layout 1 + μ + μ² of
//                             §4.1 (a row of B, then A one block at a time); the next block
//                             goes to the first worker free to take it, which never receives
//                             while it computes.
//   BMM (mw-bmm)              Toledo: memory in three equal squares of β×β blocks (3β² ≤ m)
//                             for A, B and C; steps are β deep; demand-driven, no overlap.
//   OBMM (mw-obmm)            five parts (5β² ≤ m): the next A and B arrive while computing.
//
// The decisions are taken on the builder's clock (the linear one-port model the simulator
// replays), so "first" means earliest on that clock; ties go to the worker listed first.
// Chunks come from one pool in the order of Algorithm 1 with one panel at a time; all workers
// use the same chunk side, the smallest over the workers (the experiments of §8 are on
// homogeneous workers), capped so that every worker can get a chunk. On an r×t×s product the
// chunks are side×side squares of the r×s grid of C, clipped at its edges, and the steps run
// over the t blocks of the inner dimension (β deep for the Toledo layouts, the last one
// shallower when β does not divide t); docs/master-worker.md, "Products of any shape".
// Complexity: O(p) per master communication.

#include "schedule/mw/mw_strategies.h"

#include "model/error.h"

#include <algorithm>
#include <deque>
#include <limits>

namespace partita::mwdetail {

namespace {

struct Baseline {
    LayoutKind layout;
    bool minMin; // key: when the computation could start (else: when the data could leave)
};

Baseline baseline(const std::string &algorithm)
{
    if (algorithm == "mw-min-min")
        return {LayoutKind::Overlapped, true};
    if (algorithm == "mw-demand-driven")
        return {LayoutKind::Overlapped, false};
    if (algorithm == "mw-dd-basic")
        return {LayoutKind::MaxReuse, false};
    if (algorithm == "mw-bmm")
        return {LayoutKind::Toledo, false};
    return {LayoutKind::ToledoOverlapped, false};
}

int sideFor(LayoutKind kind, double buffers)
{
    switch (kind) {
    case LayoutKind::Overlapped: return muFromMemory(buffers);
    case LayoutKind::MaxReuse: return muMaxReuse(buffers);
    case LayoutKind::Toledo: return toledoSide(buffers, 3);
    case LayoutKind::ToledoOverlapped: return toledoSide(buffers, 5);
    }
    return 0;
}

} // namespace

void planDynamic(const PlanInput &in, const std::string &algorithm, MwResult &out)
{
    const auto &workers = in.platform.workers;
    const Grid grid(in.problem);
    const Baseline b = baseline(algorithm);
    std::vector<std::size_t> usable;
    int side = 0;
    for (std::size_t i = 0; i < workers.size(); ++i) {
        const int s = sideFor(b.layout, workers[i].buffers);
        if (s < 1)
            continue;
        side = usable.empty() ? s : std::min(side, s);
        usable.push_back(i);
    }
    if (usable.empty())
        throw InputError("no worker has memory for one block update in the layout of " + algorithm
                         + " (" + std::to_string(static_cast<int>(MwLayout{b.layout, 1}.buffers()))
                         + " blocks of q×q)");
    side = sideForWorkers(side, grid, usable.size());
    const MwLayout layout{b.layout, side};
    MwBuilder builder(in.platform, in.problem, std::vector<MwLayout>(workers.size(), layout));
    builder.setCancel(in.cancel);
    const auto chunks = algorithm1Order(grid, side, 1);
    std::deque<MwChunk> pool(chunks.begin(), chunks.end());

    while (true) {
        builder.returnReadyBy(builder.masterFree());
        std::size_t best = workers.size();
        double bestKey = std::numeric_limits<double>::infinity();
        for (auto w : usable) {
            if (!builder.inChunk(w) && pool.empty())
                continue;
            const auto e = builder.estimate(w, builder.inChunk(w) ? nullptr : &pool.front());
            const double key = b.minMin ? e.computeStart : e.start;
            if (best == workers.size() || key < bestKey) {
                best = w;
                bestKey = key;
            }
        }
        if (best == workers.size())
            break;
        if (!builder.inChunk(best)) {
            builder.assign(best, pool.front());
            pool.pop_front();
        }
        builder.sendNext(best);
    }
    builder.finish();

    out.mu.assign(workers.size(), 0);
    for (auto w : usable)
        out.mu[w] = side;
    std::vector<SelectionWorker> sel;
    for (const auto &w : workers)
        sel.push_back(selectionWorker(w, layout, grid));
    const auto steps = builder.stepOrder();
    out.ratio = patternRatio(steps, sel, layout.overlapped(), &out.period, true);
    takeResult(builder, steps, in.platform, in.reportLimit, out);
}

} // namespace partita::mwdetail
