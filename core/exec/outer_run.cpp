// The outer-product algorithm on a 2D partition (paper 000 §2.1), as executor.h describes.
#include "exec/run_context.h"

#include "metrics/metrics.h"
#include "partition/partitioner.h"
#include "schedule/outer/outer_product.h"

#include <algorithm>
#include <stdexcept>

namespace partita::exec {

namespace {

// The element rows (or columns) a piece spans, as sorted disjoint ranges, and where each
// range starts in the piece's local, packed numbering.
struct Extent {
    std::vector<std::pair<std::int64_t, std::int64_t>> ranges; // [begin, end) in elements
    std::int64_t size = 0;

    std::int64_t local(std::int64_t global) const
    {
        std::int64_t offset = 0;
        for (const auto &[b, e] : ranges) {
            if (global < e)
                return offset + (global - b);
            offset += e - b;
        }
        throw std::logic_error("element outside the piece");
    }
};

Extent extentOf(const Piece &piece, const Problem &pb, bool rows)
{
    std::vector<std::pair<std::int64_t, std::int64_t>> blocks;
    for (const auto &r : piece.rectangles)
        blocks.emplace_back(rows ? r.y : r.x, rows ? r.y + r.h : r.x + r.w);
    std::sort(blocks.begin(), blocks.end());
    Extent out;
    for (auto [b, e] : blocks) {
        const std::int64_t eb = std::min(b * pb.q, pb.n), ee = std::min(e * pb.q, pb.n);
        if (!out.ranges.empty() && eb <= out.ranges.back().second)
            out.ranges.back().second = std::max(out.ranges.back().second, ee);
        else if (ee > eb)
            out.ranges.emplace_back(eb, ee);
    }
    for (const auto &[b, e] : out.ranges)
        out.size += e - b;
    return out;
}

// What one rank holds for its piece: its rows and columns, C over them, and the step buffer.
struct Local {
    int piece = -1;
    Extent rows, cols;
    Dense c; // rows.size × cols.size (only the owned rectangles are meaningful)
};

// The pivot data of step k for a piece: A(rows, c0:c0+e) then B(c0:c0+e, cols), packed.
std::vector<double> packPivot(const Dense &a, const Dense &b, const Local &l, std::int64_t c0, std::int64_t e)
{
    std::vector<double> buf;
    buf.reserve(static_cast<std::size_t>((l.rows.size + l.cols.size) * e) + 1);
    for (std::int64_t j = c0; j < c0 + e; ++j)
        for (const auto &[rb, re] : l.rows.ranges)
            buf.insert(buf.end(), a.col(j) + rb, a.col(j) + re);
    for (const auto &[cb, ce] : l.cols.ranges)
        for (std::int64_t j = cb; j < ce; ++j)
            buf.insert(buf.end(), b.col(j) + c0, b.col(j) + c0 + e);
    return buf;
}

// C(rect) += A(rect rows, pivot) · B(pivot, rect cols) for every rectangle of the piece.
double updateBlocks(const Piece &piece, Local &l, const double *pivotA, const double *pivotB, std::int64_t e,
                    const Problem &pb)
{
    double multiplyAdds = 0;
    for (const auto &r : piece.rectangles) {
        const std::int64_t y0 = std::min(r.y * pb.q, pb.n), y1 = std::min((r.y + r.h) * pb.q, pb.n);
        const std::int64_t x0 = std::min(r.x * pb.q, pb.n), x1 = std::min((r.x + r.w) * pb.q, pb.n);
        if (y1 <= y0 || x1 <= x0)
            continue;
        const auto li = l.rows.local(y0), lj = l.cols.local(x0);
        // pivotA is rows.size × e (column-major), pivotB is e × cols.size
        gemmAccumulate(y1 - y0, x1 - x0, e, pivotA + li, l.rows.size, pivotB + lj * e, e, l.c.col(lj) + li,
                       l.rows.size);
        multiplyAdds += static_cast<double>((y1 - y0) * (x1 - x0) * e);
    }
    return multiplyAdds;
}

} // namespace

double runOuterProduct(RunContext &ctx)
{
    const Problem &pb = ctx.problem;
    const Plan plan = makePlan(ctx.options.algorithm, PartitionInput::fromPlatform(ctx.platform, pb),
                               PartitionOptions{ctx.options.l});
    const Metrics metrics = computeMetrics(plan, ctx.platform, NetworkModel::Star);
    std::vector<OuterPiece> pieces;
    const double nn = static_cast<double>(pb.n) * static_cast<double>(pb.n);
    for (const auto &pm : metrics.processors)
        pieces.push_back({pm.processor, pm.rows, pm.cols, pm.workFraction * nn});
    const OuterProductModel model(ctx.platform, plan, pieces, NetworkModel::Star);
    ctx.predicted = metrics.predictedMakespan * (ctx.platform.units == Units::Blocks ? ctx.options.timeUnit : 1.0);

    // Every rank knows every piece's extents; it keeps C only for its own.
    std::vector<Local> locals(plan.pieces.size());
    std::vector<int> rankOfPiece(plan.pieces.size());
    Local *mine = nullptr;
    for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
        auto &l = locals[i];
        l.piece = static_cast<int>(i);
        l.rows = extentOf(plan.pieces[i], pb, true);
        l.cols = extentOf(plan.pieces[i], pb, false);
        rankOfPiece[i] = ctx.ranks.rankOf(plan.pieces[i].processor);
        if (rankOfPiece[i] == ctx.rank) {
            l.c = Dense(l.rows.size, l.cols.size);
            mine = &l;
        }
    }
    const double mySpeed = ctx.speedOf(ctx.rank);
    const std::int64_t nb = pb.blocks();
    double end = 0;
    for (std::int64_t k = 0; k < nb; ++k) {
        const std::int64_t c0 = k * pb.q, e = pb.blockExtent(k);
        const int step = static_cast<int>(k);
        std::vector<double> pivot; // this rank's pivot data for the step
        if (ctx.rank == 0) {
            for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
                const auto &l = locals[i];
                if (pieces[i].elements <= 0)
                    continue;
                auto buf = packPivot(ctx.a, ctx.b, l, c0, e);
                if (rankOfPiece[i] == 0) {
                    pivot = std::move(buf);
                    continue;
                }
                const auto &ch = model.channels()[i];
                const double elements = static_cast<double>(buf.size());
                const double begin = ctx.clock.now();
                buf.push_back(begin); // the receiver logs its receive from the moment the send began
                ctx.emulator.holdUntil(ctx.clock, begin,
                                       ctx.emulator.transferSeconds(elements, ch.bandwidth, ch.latency));
                MPI_Send(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, rankOfPiece[i], kTagData, ctx.comm);
                ctx.record({begin, ctx.clock.now(), 0, IntervalKind::Send, rankOfPiece[i], 8 * elements, 0, step});
            }
        } else if (mine && pieces[static_cast<std::size_t>(mine->piece)].elements > 0) {
            pivot.resize(static_cast<std::size_t>((mine->rows.size + mine->cols.size) * e) + 1);
            const double posted = ctx.clock.now();
            MPI_Recv(pivot.data(), static_cast<int>(pivot.size()), MPI_DOUBLE, 0, kTagData, ctx.comm,
                     MPI_STATUS_IGNORE);
            const double begin = std::max(posted, pivot.back());
            pivot.pop_back();
            if (begin > posted)
                ctx.record({posted, begin, ctx.rank, IntervalKind::Wait, 0, 0, 0, step});
            ctx.record({begin, ctx.clock.now(), ctx.rank, IntervalKind::Recv, 0,
                        8.0 * static_cast<double>(pivot.size()), 0, step});
        }
        MPI_Barrier(ctx.comm); // every pivot is in: computation starts (no overlap, §2.1)
        if (mine && !pivot.empty()) {
            const double begin = ctx.clock.now();
            const double *pa = pivot.data();
            const double *pbuf = pa + mine->rows.size * e;
            const double ma = updateBlocks(plan.pieces[static_cast<std::size_t>(mine->piece)], *mine, pa, pbuf, e, pb);
            ctx.emulator.holdUntil(ctx.clock, begin, ctx.emulator.computeSeconds(ma, mySpeed));
            ctx.record({begin, ctx.clock.now(), ctx.rank, IntervalKind::Compute, -1, 0, 2 * ma, step});
        }
        MPI_Barrier(ctx.comm); // the step is over everywhere
        end = ctx.clock.now();
        ctx.collectEvents(static_cast<double>(k + 1) / static_cast<double>(nb));
    }
    const double makespan = end;

    // Gather C at rank 0, rectangle by rectangle, timed apart.
    const double gatherBegin = ctx.clock.now();
    for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
        const auto &piece = plan.pieces[i];
        auto &l = locals[i];
        const bool here = rankOfPiece[i] == ctx.rank;
        if (ctx.rank != 0 && !here)
            continue;
        std::vector<double> buf;
        if (here)
            for (const auto &r : piece.rectangles) {
                const std::int64_t y0 = std::min(r.y * pb.q, pb.n), y1 = std::min((r.y + r.h) * pb.q, pb.n);
                const std::int64_t x0 = std::min(r.x * pb.q, pb.n), x1 = std::min((r.x + r.w) * pb.q, pb.n);
                for (std::int64_t x = x0; x < x1; ++x) {
                    const double *col = l.c.col(l.cols.local(x)) + l.rows.local(y0);
                    buf.insert(buf.end(), col, col + (y1 - y0));
                }
            }
        if (rankOfPiece[i] != 0) {
            if (here) {
                MPI_Send(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, 0, kTagResult, ctx.comm);
                continue;
            }
            std::int64_t count = 0;
            for (const auto &r : piece.rectangles)
                count += (std::min((r.y + r.h) * pb.q, pb.n) - std::min(r.y * pb.q, pb.n))
                       * (std::min((r.x + r.w) * pb.q, pb.n) - std::min(r.x * pb.q, pb.n));
            buf.resize(static_cast<std::size_t>(count));
            MPI_Recv(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, rankOfPiece[i], kTagResult, ctx.comm,
                     MPI_STATUS_IGNORE);
        }
        std::size_t at = 0;
        for (const auto &r : piece.rectangles) {
            const std::int64_t y0 = std::min(r.y * pb.q, pb.n), y1 = std::min((r.y + r.h) * pb.q, pb.n);
            const std::int64_t x0 = std::min(r.x * pb.q, pb.n), x1 = std::min((r.x + r.w) * pb.q, pb.n);
            for (std::int64_t x = x0; x < x1; ++x) {
                std::copy(buf.begin() + static_cast<std::ptrdiff_t>(at),
                          buf.begin() + static_cast<std::ptrdiff_t>(at + static_cast<std::size_t>(y1 - y0)),
                          ctx.c.col(x) + y0);
                at += static_cast<std::size_t>(y1 - y0);
            }
        }
    }
    ctx.afterPhase = ctx.clock.now() - gatherBegin;
    return makespan;
}

} // namespace partita::exec
