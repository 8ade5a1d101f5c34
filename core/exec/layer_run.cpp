// Layer-based products (paper 004 §1.1, §3-4), as executor.h describes: on C (m×n) =
// A (m×k)·B (k×n), rank i receives k_i columns of A (m×k_i) and rows of B (k_i×n), computes the
// m×n layer A(:,K_i)·B(K_i,:), and the layers are summed at rank 0 along a binomial tree, or
// left where they are (--result; layer_reduction.h). Σ k_i = k (docs/layer-based.md,
// "Products of any shape").
//
//   layers     k_i ∝ speed, messages one at a time in platform order, each layer computed
//              once its data are in (the `star` model of schedule/outer/outer_product.h);
//   lbp-star   k_i from the closed forms and integer adjustment (schedule/lbp/lbp_star.h),
//              messages in its service order; SC modes send one at a time (one-port master),
//              PC modes all at once on each worker's own link; CS modes compute once the data
//              are in, SS modes start computing as the data start to arrive (§4.1), as the
//              simulator's schedule has them.
//
// Emulated, rank 0 is the clock of the star: it lets each message go at the modelled moment
// (its end for CS, its start for SS) and the message carries the modelled start, from which
// the worker holds its computation.
#include "exec/layer_reduction.h"
#include "exec/run_context.h"

#include "metrics/metrics.h"
#include "partition/partitioner.h"
#include "schedule/lbp/lbp_star.h"
#include "strategy/strategy.h"
#include "schedule/outer/outer_product.h"

#include <algorithm>

namespace partita::exec {

namespace {

// One layer: who computes it, which columns of A / rows of B, and its channel.
struct Layer {
    std::string id;
    std::int64_t first = 0, k = 0;
    double bandwidth = 0, latency = 0;
    bool sent = true; // false for a computing master: its data are already there
};

struct LayerRun {
    std::vector<Layer> layers; // in service order
    bool parallel = false;     // PC modes: every message at once
    bool simultaneous = false; // SS modes: compute while receiving
    double predicted = 0;      // in the platform's time unit
};

LayerRun layersPlan(const RunContext &ctx)
{
    LayerRun run;
    const Problem &pb = ctx.problem;
    if (strategyInfo(ctx.options.algorithm).family == Family::LayerBased) { // lbp-star's own k_i
        const auto r = planLbpStar(ctx.platform, pb, LbpStarOptions{ctx.options.strategy.mode, ctx.options.strategy.order});
        const auto members = lbpStarMembers(ctx.platform, pb, ctx.options.strategy.order);
        std::int64_t first = 0;
        for (std::size_t i = 0; i < r.ids.size(); ++i) {
            const auto it = std::find_if(members.begin(), members.end(), [&](const StarMember &m) { return m.id == r.ids[i]; });
            run.layers.push_back({r.ids[i], first, r.k[i], it->bandwidth, it->latency, it->link >= 0});
            first += r.k[i];
        }
        run.parallel = !sequentialCommunication(ctx.options.strategy.mode);
        run.simultaneous = simultaneousStart(ctx.options.strategy.mode);
        run.predicted = r.makespan;
        return run;
    }
    const Plan plan = makePlan("layers", PartitionInput::fromPlatform(ctx.platform, pb), {});
    const Metrics metrics = computeMetrics(plan, ctx.platform, NetworkModel::Star);
    std::vector<OuterPiece> pieces;
    for (const auto &pm : metrics.processors)
        pieces.push_back({pm.processor, pm.rows, pm.cols, 0});
    const auto channels = OuterProductModel(ctx.platform, plan, pieces, NetworkModel::Star).channels();
    std::int64_t first = 0;
    for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
        run.layers.push_back({plan.pieces[i].processor, first, plan.pieces[i].k, channels[i].bandwidth,
                              channels[i].latency, !channels[i].sender.empty()});
        first += plan.pieces[i].k;
    }
    run.predicted = metrics.predictedMakespan;
    return run;
}

} // namespace

double runLayers(RunContext &ctx)
{
    const std::int64_t m = ctx.problem.m, n = ctx.problem.n;
    const LayerRun run = layersPlan(ctx);
    // The memory the run writes, allocated and touched before it begins: this rank's layer, and
    // the buffers of the messages (rank 0: B's rows of the largest layer, packed; the others: A's
    // columns and B's rows of their layer).
    Dense layer(m, n); // this rank's A(:,K)·B(K,:), zero if it has no layer
    std::int64_t largest = 0, mineK = 0;
    for (const auto &l : run.layers) {
        largest = std::max(largest, l.k);
        if (ctx.ranks.rankOf(l.id) == ctx.rank)
            mineK = l.k;
    }
    std::vector<double> aPart(ctx.rank == 0 ? 0 : static_cast<std::size_t>(m * mineK), 0.0);
    std::vector<double> bPart(static_cast<std::size_t>((ctx.rank == 0 ? largest : mineK) * n) + 1, 0.0);
    ctx.startClock(); // planned: the run begins
    ctx.predicted = run.predicted * ctx.emulator.scale();

    // Modelled start and end of every message (seconds from the start of the run).
    std::vector<double> start(run.layers.size(), 0), end(run.layers.size(), 0);
    double port = 0;
    for (std::size_t i = 0; i < run.layers.size(); ++i) {
        const auto &l = run.layers[i];
        if (!l.sent || l.k == 0)
            continue;
        const double d = ctx.emulator.transferSeconds(static_cast<double>((m + n) * l.k), l.bandwidth, l.latency);
        start[i] = run.parallel ? 0.0 : port;
        end[i] = start[i] + d;
        port = end[i];
    }
    // Rank 0 lets messages go in the order of the moment they are due.
    std::vector<std::size_t> order(run.layers.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    const auto due = [&](std::size_t i) { return run.simultaneous ? start[i] : end[i]; };
    if (ctx.emulator.enabled())
        std::stable_sort(order.begin(), order.end(), [&](auto a, auto b) { return due(a) < due(b); });

    const auto computeLayer = [&](const Layer &l, const double *a, const double *b, std::int64_t ldb, double from) {
        gemmAccumulate(m, n, l.k, a, m, b, ldb, layer.col(0), m);
        const double ma = static_cast<double>(m * n * l.k);
        ctx.hold(from, ctx.emulator.computeSeconds(ma, ctx.speedOf(ctx.rank)), IntervalKind::Compute, -1, 0);
        ctx.record({from, ctx.clock.now(), ctx.rank, IntervalKind::Compute, -1, 0, 2 * ma, 0});
    };
    const Layer *own = nullptr; // a computing master's layer: computed once every message is out
    for (auto i : order) {
        const auto &l = run.layers[i];
        const int owner = ctx.ranks.rankOf(l.id);
        if (l.k == 0 || (ctx.rank != 0 && ctx.rank != owner))
            continue;
        if (owner == 0) {
            own = &l;
            continue;
        }
        // A(:, first:first+k) is contiguous in column-major order and goes as it is; B(first:first+k, :)
        // is packed, the moment the send began after it.
        const double elements = static_cast<double>((m + n) * l.k);
        const bool emulated = ctx.emulator.enabled();
        const int countA = static_cast<int>(m * l.k), countB = static_cast<int>(n * l.k);
        if (ctx.rank == 0) {
            const double posted = ctx.clock.now();
            double *packed = bPart.data();
            for (std::int64_t j = 0; j < n; ++j)
                packed = std::copy(ctx.b.col(j) + l.first, ctx.b.col(j) + l.first + l.k, packed);
            const double begin = emulated ? start[i] : posted; // the modelled start, when emulating
            *packed = begin;
            ctx.hold(0, due(i), IntervalKind::Send, owner, 0);
            MPI_Send(ctx.a.col(l.first), countA, MPI_DOUBLE, owner, kTagData, ctx.comm);
            MPI_Send(bPart.data(), countB + 1, MPI_DOUBLE, owner, kTagData, ctx.comm);
            ctx.record({begin, emulated ? end[i] : ctx.clock.now(), 0, IntervalKind::Send, owner, 8 * elements, 0, 0});
            continue;
        }
        const double posted = ctx.clock.now();
        MPI_Recv(aPart.data(), countA, MPI_DOUBLE, 0, kTagData, ctx.comm, MPI_STATUS_IGNORE);
        MPI_Recv(bPart.data(), countB + 1, MPI_DOUBLE, 0, kTagData, ctx.comm, MPI_STATUS_IGNORE);
        const double begin = std::max(posted, bPart[static_cast<std::size_t>(countB)]);
        if (begin > posted)
            ctx.record({posted, begin, ctx.rank, IntervalKind::Wait, 0, 0, 0, 0});
        const double arrived = emulated ? std::max(ctx.clock.now(), end[i]) : ctx.clock.now();
        ctx.record({begin, arrived, ctx.rank, IntervalKind::Recv, 0, 8 * elements, 0, 0});
        computeLayer(l, aPart.data(), bPart.data(), l.k, run.simultaneous && emulated ? begin : ctx.clock.now());
    }
    if (own) // its data are on rank 0 already, read where they are: modelled to start at once
        computeLayer(*own, ctx.a.col(own->first), ctx.b.col(0) + own->first, ctx.problem.k,
                     ctx.emulator.enabled() ? 0.0 : ctx.clock.now());
    return finishLayers(ctx, layer, ctx.clock.now()); // the layers summed, or left where they are
}

} // namespace partita::exec
