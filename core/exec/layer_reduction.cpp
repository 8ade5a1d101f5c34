#include "exec/layer_reduction.h"

#include "model/graph.h"
#include "schedule/outer/result_delivery.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace partita::exec {

namespace {

constexpr std::int64_t kPiece = std::int64_t{1} << 18; // elements per message of the tree (2 MiB)

// Seconds the emulated platform takes to move `elements` from rank `from` to rank `to` (and,
// on one host, to add them at `to`).
double modelledSeconds(const RunContext &ctx, int from, int to, double elements)
{
    const auto &fromId = ctx.ranks.node[static_cast<std::size_t>(from)];
    const auto &toId = ctx.ranks.node[static_cast<std::size_t>(to)];
    Route route;
    if (auto routes = platformRoutes(ctx.platform, fromId); routes.count(toId) && routes.at(toId).reachable)
        route = routes.at(toId);
    else if (auto back = platformRoutes(ctx.platform, toId); back.count(fromId) && back.at(fromId).reachable)
        route = back.at(fromId);
    else
        return 0;
    double seconds = ctx.emulator.transferSeconds(elements, route.bandwidth, route.latency);
    if (oneHost(ctx.platform)) { // the addition: a memory pass at the fastest rate of `to`'s links
        double rate = 0;
        for (const auto &l : ctx.platform.links)
            if (l.from == toId || l.to == toId)
                rate = std::max(rate, l.bandwidth);
        if (rate > 0)
            seconds += ctx.emulator.transferSeconds(elements, rate, 0);
    }
    return seconds;
}

// The binomial tree; `timed`: its messages are logged as the run's.
void sumAtRankZero(RunContext &ctx, Dense &layer, bool timed)
{
    int size = 0;
    MPI_Comm_size(ctx.comm, &size);
    const std::int64_t count = ctx.problem.m * ctx.problem.n; // a layer is all of C: m×n
    Dense &sum = ctx.rank == 0 ? ctx.c : layer;
    if (ctx.rank == 0 && static_cast<std::int64_t>(layer.data.size()) == count)
        std::swap(ctx.c.data, layer.data); // C starts as rank 0's own layer (C is zero)
    if (static_cast<std::int64_t>(sum.data.size()) != count)
        sum = Dense(ctx.problem.m, ctx.problem.n);
    std::vector<double> piece;
    for (int stride = 1; stride < size; stride *= 2) {
        if (ctx.rank % (2 * stride) == stride) { // send the sum so far, then leave the tree
            const int to = ctx.rank - stride;
            const double begin = ctx.clock.now();
            for (std::int64_t at = 0; at < count; at += kPiece) {
                const std::int64_t len = std::min(kPiece, count - at);
                MPI_Send(sum.data.data() + at, static_cast<int>(len), MPI_DOUBLE, to, kTagResult, ctx.comm);
            }
            if (timed)
                ctx.record({begin, ctx.clock.now(), ctx.rank, IntervalKind::Send, to, 8.0 * static_cast<double>(count), 0, -1});
            return;
        }
        if (ctx.rank % (2 * stride) == 0 && ctx.rank + stride < size) {
            const int from = ctx.rank + stride;
            const double begin = ctx.clock.now();
            piece.resize(static_cast<std::size_t>(std::min(kPiece, count)));
            for (std::int64_t at = 0; at < count; at += kPiece) {
                const std::int64_t len = std::min(kPiece, count - at);
                MPI_Recv(piece.data(), static_cast<int>(len), MPI_DOUBLE, from, kTagResult, ctx.comm, MPI_STATUS_IGNORE);
                addInto(len, piece.data(), sum.data.data() + at);
            }
            if (timed) {
                ctx.hold(begin, modelledSeconds(ctx, from, ctx.rank, static_cast<double>(count)), IntervalKind::Recv, from, -1);
                ctx.record({begin, ctx.clock.now(), ctx.rank, IntervalKind::Recv, from, 8.0 * static_cast<double>(count), 0, -1});
            }
        }
    }
}

} // namespace

double finishLayers(RunContext &ctx, Dense &layer, double done)
{
    const bool gathered = ctx.options.result == ResultDelivery::Gathered;
    sumAtRankZero(ctx, layer, gathered);
    const double summed = ctx.clock.now();
    double lastLayer = 0;
    MPI_Reduce(&done, &lastLayer, 1, MPI_DOUBLE, MPI_MAX, 0, ctx.comm);
    ctx.collectEvents(1.0);
    if (ctx.rank != 0)
        return 0;
    if (!gathered)
        return lastLayer;
    ctx.afterPhase = summed - done;
    return summed;
}

} // namespace partita::exec
