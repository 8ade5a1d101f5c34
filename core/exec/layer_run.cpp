// The layer-based product (paper 004 §1.1 and §3), as executor.h describes: rank i receives
// k_i columns of A and rows of B, computes the n×n layer A(:,K_i)·B(K_i,:), and the layers are
// summed at rank 0 (MPI_Reduce), the aggregation timed apart as the paper leaves it out.
#include "exec/run_context.h"

#include "metrics/metrics.h"
#include "partition/partitioner.h"
#include "schedule/outer/outer_product.h"

namespace partita::exec {

double runLayers(RunContext &ctx)
{
    const Problem &pb = ctx.problem;
    const std::int64_t n = pb.n;
    const Plan plan = makePlan("layers", PartitionInput::fromPlatform(ctx.platform, pb), {});
    const Metrics metrics = computeMetrics(plan, ctx.platform, NetworkModel::Star);
    std::vector<OuterPiece> pieces;
    for (const auto &pm : metrics.processors)
        pieces.push_back({pm.processor, pm.rows, pm.cols, 0});
    const OuterProductModel model(ctx.platform, plan, pieces, NetworkModel::Star);
    ctx.predicted = metrics.predictedMakespan * (ctx.platform.units == Units::Blocks ? ctx.options.timeUnit : 1.0);

    Dense layer(n, n); // this rank's A(:,K)·B(K,:), zero if it has no layer
    std::int64_t offset = 0;
    for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
        const std::int64_t k = plan.pieces[i].k, first = offset;
        offset += k;
        const int owner = ctx.ranks.rankOf(plan.pieces[i].processor);
        if (k == 0 || (ctx.rank != 0 && ctx.rank != owner))
            continue;
        // A(:, first:first+k) is contiguous in column-major order; B(first:first+k, :) is packed.
        std::vector<double> buf;
        if (ctx.rank == 0) {
            buf.assign(ctx.a.col(first), ctx.a.col(first) + n * k);
            for (std::int64_t j = 0; j < n; ++j)
                buf.insert(buf.end(), ctx.b.col(j) + first, ctx.b.col(j) + first + k);
        }
        if (owner != 0) {
            const double elements = static_cast<double>(2 * n * k);
            if (ctx.rank == 0) {
                const auto &ch = model.channels()[i];
                const double begin = ctx.clock.now();
                buf.push_back(begin);
                ctx.emulator.holdUntil(ctx.clock, begin, ctx.emulator.transferSeconds(elements, ch.bandwidth, ch.latency));
                MPI_Send(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, owner, kTagData, ctx.comm);
                ctx.record({begin, ctx.clock.now(), 0, IntervalKind::Send, owner, 8 * elements, 0, 0});
                continue;
            }
            buf.resize(static_cast<std::size_t>(2 * n * k) + 1);
            const double posted = ctx.clock.now();
            MPI_Recv(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, 0, kTagData, ctx.comm, MPI_STATUS_IGNORE);
            const double begin = std::max(posted, buf.back());
            buf.pop_back();
            if (begin > posted)
                ctx.record({posted, begin, ctx.rank, IntervalKind::Wait, 0, 0, 0, 0});
            ctx.record({begin, ctx.clock.now(), ctx.rank, IntervalKind::Recv, 0, 8 * elements, 0, 0});
        }
        if (ctx.rank == owner) {
            const double begin = ctx.clock.now();
            gemmAccumulate(n, n, k, buf.data(), n, buf.data() + n * k, k, layer.col(0), n);
            const double ma = static_cast<double>(n * n * k);
            ctx.emulator.holdUntil(ctx.clock, begin, ctx.emulator.computeSeconds(ma, ctx.speedOf(ctx.rank)));
            ctx.record({begin, ctx.clock.now(), ctx.rank, IntervalKind::Compute, -1, 0, 2 * ma, 0});
        }
    }
    MPI_Barrier(ctx.comm); // every layer is computed
    const double makespan = ctx.clock.now();
    ctx.collectEvents(1.0);

    const double begin = ctx.clock.now();
    MPI_Reduce(layer.data.data(), ctx.rank == 0 ? ctx.c.data.data() : nullptr, static_cast<int>(n * n), MPI_DOUBLE,
               MPI_SUM, 0, ctx.comm);
    ctx.afterPhase = ctx.clock.now() - begin;
    return makespan;
}

} // namespace partita::exec
