#include "exec/outer_partition.h"

#include "metrics/metrics.h"

#include <algorithm>

namespace partita::exec {

namespace {

Extent extentOf(const Piece &piece, const Problem &pb, bool rows)
{
    std::vector<std::pair<std::int64_t, std::int64_t>> blocks;
    for (const auto &r : piece.rectangles)
        blocks.emplace_back(rows ? r.y : r.x, rows ? r.y + r.h : r.x + r.w);
    std::sort(blocks.begin(), blocks.end());
    Extent out;
    for (auto [b, e] : blocks) {
        const std::int64_t length = rows ? pb.m : pb.n;
        const std::int64_t eb = std::min(b * pb.q, length), ee = std::min(e * pb.q, length);
        if (!out.ranges.empty() && eb <= out.ranges.back().second)
            out.ranges.back().second = std::max(out.ranges.back().second, ee);
        else if (ee > eb)
            out.ranges.emplace_back(eb, ee);
    }
    for (const auto &[b, e] : out.ranges)
        out.size += e - b;
    return out;
}

} // namespace

Partition makePartition(const RunContext &ctx, Plan plan)
{
    Partition part;
    const Problem &pb = ctx.problem;
    const Metrics metrics = computeMetrics(plan, ctx.platform, NetworkModel::Star);
    part.pieces = outerPieces(metrics, pb);
    part.channels = OuterProductModel(ctx.platform, plan, part.pieces, NetworkModel::Star).channels();
    part.predicted = metrics.predictedMakespan;
    part.locals.resize(plan.pieces.size());
    for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
        auto &l = part.locals[i];
        l.piece = static_cast<int>(i);
        l.rows = extentOf(plan.pieces[i], pb, true);
        l.cols = extentOf(plan.pieces[i], pb, false);
        part.rankOfPiece.push_back(ctx.ranks.rankOf(plan.pieces[i].processor));
        if (part.rankOfPiece[i] == ctx.rank) {
            l.c = Dense(l.rows.size, l.cols.size);
            part.mine = static_cast<int>(i);
        }
    }
    part.plan = std::move(plan);
    return part;
}

} // namespace partita::exec
