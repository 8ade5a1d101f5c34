// The outer-product algorithm on a 2D partition (paper 000 §2.1), as executor.h describes:
// the pivots sent step by step (or A and B predistributed), the updates, and C gathered at the
// end. With --speed-change a column-based partition is redistributed once, at the phase
// boundary (speed_change_run.h).
#include "exec/outer_partition.h"
#include "exec/run_context.h"
#include "exec/speed_change_run.h"

#include "model/time_model.h"
#include "partition/partitioner.h"
#include "redistribution/layout_from_plan.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace partita::exec {

namespace {

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

class OuterRun {
public:
    explicit OuterRun(RunContext &ctx) : m_ctx(ctx), m_pb(ctx.problem) {}

    double run()
    {
        Plan plan = makePlan(m_ctx.options.algorithm, PartitionInput::fromPlatform(m_ctx.platform, m_pb),
                             PartitionOptions{m_ctx.options.strategy.l});
        const std::int64_t nb = m_pb.blocks();
        m_changes = parseSpeedChanges(m_ctx.options.speedChange, m_ctx.ranks.size());
        std::int64_t boundary = -1; // the step after which speeds are measured and C redistributed
        if (!m_changes.empty()) {
            m_layout = layoutFromPlan(plan); // checked before the run: a column-based plan
            boundary = nb;
            for (const auto &c : m_changes)
                boundary = std::min(boundary, static_cast<std::int64_t>(c.fraction * static_cast<double>(nb)));
        }
        m_part = makePartition(m_ctx, std::move(plan));
        m_ctx.predicted = m_part.predicted * m_ctx.emulator.scale();
        double start = 0;
        if (m_ctx.options.predistributed)
            start = predistribute();
        double end = 0;
        for (std::int64_t k = 0; k < nb; ++k) {
            end = step(k);
            m_ctx.collectEvents(static_cast<double>(k + 1) / static_cast<double>(nb));
            if (k == boundary && k + 1 < nb)
                redistributeAfterStep(m_ctx, k, m_lastMultiplyAdds, m_lastComputeSeconds, m_part, m_layout);
        }
        gather();
        return end - start;
    }

private:
    // --predistributed: every rank receives, before the steps, the rows of A and the columns of
    // B its piece meets (A(rows, :) and B(:, cols)), so the steps compute without
    // communicating. The prediction is then the sum over the steps of the slowest update.
    // Returns when the steps begin; the distribution is reported apart.
    double predistribute()
    {
        if (m_ctx.rank == 0) {
            for (std::size_t i = 0; i < m_part.plan.pieces.size(); ++i) {
                if (m_part.pieces[i].elements <= 0)
                    continue;
                auto buf = packPivot(m_ctx.a, m_ctx.b, m_part.locals[i], 0, m_pb.n);
                const int to = m_part.rankOfPiece[i];
                if (to == 0) {
                    m_whole = std::move(buf);
                    continue;
                }
                const double begin = m_ctx.clock.now();
                MPI_Send(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, to, kTagData, m_ctx.comm);
                m_ctx.record({begin, m_ctx.clock.now(), 0, IntervalKind::Send, to, 8.0 * static_cast<double>(buf.size()), 0, -1});
            }
        } else if (m_part.mine >= 0 && m_part.pieces[static_cast<std::size_t>(m_part.mine)].elements > 0) {
            const auto &l = m_part.locals[static_cast<std::size_t>(m_part.mine)];
            m_whole.resize(static_cast<std::size_t>((l.rows.size + l.cols.size) * m_pb.n));
            const double begin = m_ctx.clock.now();
            MPI_Recv(m_whole.data(), static_cast<int>(m_whole.size()), MPI_DOUBLE, 0, kTagData, m_ctx.comm, MPI_STATUS_IGNORE);
            m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Recv, 0,
                          8.0 * static_cast<double>(m_whole.size()), 0, -1});
        }
        MPI_Barrier(m_ctx.comm);
        const double start = m_ctx.clock.now();
        if (m_ctx.rank == 0) {
            m_ctx.extra["distribution_seconds"] = start;
            // Σ_k max_i of the updates, as the outer-product model without communication.
            const TimeModel time{m_ctx.platform.units, static_cast<double>(m_pb.q)};
            double predicted = 0;
            for (std::int64_t k = 0; k < m_pb.blocks(); ++k) {
                double slowest = 0;
                for (const auto &piece : m_part.pieces)
                    if (piece.elements > 0)
                        slowest = std::max(slowest, time.compute(piece.elements * static_cast<double>(m_pb.blockExtent(k)),
                                                                 m_ctx.platform.findProcessor(piece.processor)->speed));
                predicted += slowest;
            }
            m_ctx.predicted = predicted * m_ctx.emulator.scale();
        }
        return start;
    }

    // This step's pivot from the predistributed rows and columns: A(rows, c0:c0+e) is a
    // contiguous slice, B(c0:c0+e, cols) is gathered with leading dimension e.
    std::vector<double> localPivot(const Local &l, std::int64_t c0, std::int64_t e) const
    {
        std::vector<double> pivot(m_whole.begin() + static_cast<std::ptrdiff_t>(l.rows.size * c0),
                                  m_whole.begin() + static_cast<std::ptrdiff_t>(l.rows.size * (c0 + e)));
        const double *b = m_whole.data() + l.rows.size * m_pb.n;
        for (std::int64_t j = 0; j < l.cols.size; ++j)
            pivot.insert(pivot.end(), b + j * m_pb.n + c0, b + j * m_pb.n + c0 + e);
        return pivot;
    }

    double speedFactor(std::int64_t k) const
    {
        double f = 1;
        for (const auto &c : m_changes)
            if (c.rank == m_ctx.rank && k >= static_cast<std::int64_t>(c.fraction * static_cast<double>(m_pb.blocks())))
                f *= c.factor;
        return f;
    }

    double step(std::int64_t k)
    {
        const std::int64_t c0 = k * m_pb.q, e = m_pb.blockExtent(k);
        const int stepNo = static_cast<int>(k);
        Local *mine = m_part.mine >= 0 ? &m_part.locals[static_cast<std::size_t>(m_part.mine)] : nullptr;
        std::vector<double> pivot; // this rank's pivot data for the step
        if (m_ctx.options.predistributed) {
            if (mine && !m_whole.empty())
                pivot = localPivot(*mine, c0, e);
        } else if (m_ctx.rank == 0) {
            for (std::size_t i = 0; i < m_part.plan.pieces.size(); ++i) {
                if (m_part.pieces[i].elements <= 0)
                    continue;
                auto buf = packPivot(m_ctx.a, m_ctx.b, m_part.locals[i], c0, e);
                const int to = m_part.rankOfPiece[i];
                if (to == 0) {
                    pivot = std::move(buf);
                    continue;
                }
                const auto &ch = m_part.channels[i];
                const double elements = static_cast<double>(buf.size());
                const double begin = m_ctx.clock.now();
                buf.push_back(begin); // the receiver logs its receive from the moment the send began
                m_ctx.hold(begin, m_ctx.emulator.transferSeconds(elements, ch.bandwidth, ch.latency), IntervalKind::Send, to, stepNo);
                MPI_Send(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, to, kTagData, m_ctx.comm);
                m_ctx.record({begin, m_ctx.clock.now(), 0, IntervalKind::Send, to, 8 * elements, 0, stepNo});
            }
        } else if (mine && m_part.pieces[static_cast<std::size_t>(mine->piece)].elements > 0) {
            pivot.resize(static_cast<std::size_t>((mine->rows.size + mine->cols.size) * e) + 1);
            const double posted = m_ctx.clock.now();
            MPI_Recv(pivot.data(), static_cast<int>(pivot.size()), MPI_DOUBLE, 0, kTagData, m_ctx.comm,
                     MPI_STATUS_IGNORE);
            const double begin = std::max(posted, pivot.back());
            pivot.pop_back();
            if (begin > posted)
                m_ctx.record({posted, begin, m_ctx.rank, IntervalKind::Wait, 0, 0, 0, stepNo});
            m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Recv, 0,
                          8.0 * static_cast<double>(pivot.size()), 0, stepNo});
        }
        MPI_Barrier(m_ctx.comm); // every pivot is in: computation starts (no overlap, §2.1)
        m_lastMultiplyAdds = 0;
        m_lastComputeSeconds = 0;
        if (mine && !pivot.empty()) {
            const double begin = m_ctx.clock.now();
            const double *pa = pivot.data();
            const double *pbuf = pa + mine->rows.size * e;
            const double ma = updateBlocks(m_part.plan.pieces[static_cast<std::size_t>(mine->piece)], *mine, pa, pbuf, e, m_pb);
            m_ctx.hold(begin, m_ctx.emulator.computeSeconds(ma, m_ctx.speedOf(m_ctx.rank) * speedFactor(k)), IntervalKind::Compute, -1, stepNo);
            m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Compute, -1, 0, 2 * ma, stepNo});
            m_lastMultiplyAdds = ma;
            m_lastComputeSeconds = m_ctx.clock.now() - begin;
        }
        MPI_Barrier(m_ctx.comm); // the step is over everywhere
        return m_ctx.clock.now();
    }

    void gather()
    {
        // Gather C at rank 0, rectangle by rectangle, timed apart.
        const double gatherBegin = m_ctx.clock.now();
        const auto &plan = m_part.plan;
        for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
            const auto &piece = plan.pieces[i];
            auto &l = m_part.locals[i];
            const int owner = m_part.rankOfPiece[i];
            const bool here = owner == m_ctx.rank;
            if (m_ctx.rank != 0 && !here)
                continue;
            std::vector<double> buf;
            if (here)
                for (const auto &r : piece.rectangles) {
                    const std::int64_t y0 = std::min(r.y * m_pb.q, m_pb.n), y1 = std::min((r.y + r.h) * m_pb.q, m_pb.n);
                    const std::int64_t x0 = std::min(r.x * m_pb.q, m_pb.n), x1 = std::min((r.x + r.w) * m_pb.q, m_pb.n);
                    for (std::int64_t x = x0; x < x1; ++x) {
                        const double *col = l.c.col(l.cols.local(x)) + l.rows.local(y0);
                        buf.insert(buf.end(), col, col + (y1 - y0));
                    }
                }
            if (owner != 0) {
                if (here) {
                    MPI_Send(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, 0, kTagResult, m_ctx.comm);
                    continue;
                }
                std::int64_t count = 0;
                for (const auto &r : piece.rectangles)
                    count += (std::min((r.y + r.h) * m_pb.q, m_pb.n) - std::min(r.y * m_pb.q, m_pb.n))
                           * (std::min((r.x + r.w) * m_pb.q, m_pb.n) - std::min(r.x * m_pb.q, m_pb.n));
                buf.resize(static_cast<std::size_t>(count));
                MPI_Recv(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, owner, kTagResult, m_ctx.comm,
                         MPI_STATUS_IGNORE);
            }
            std::size_t at = 0;
            for (const auto &r : piece.rectangles) {
                const std::int64_t y0 = std::min(r.y * m_pb.q, m_pb.n), y1 = std::min((r.y + r.h) * m_pb.q, m_pb.n);
                const std::int64_t x0 = std::min(r.x * m_pb.q, m_pb.n), x1 = std::min((r.x + r.w) * m_pb.q, m_pb.n);
                for (std::int64_t x = x0; x < x1; ++x) {
                    std::copy(buf.begin() + static_cast<std::ptrdiff_t>(at),
                              buf.begin() + static_cast<std::ptrdiff_t>(at + static_cast<std::size_t>(y1 - y0)),
                              m_ctx.c.col(x) + y0);
                    at += static_cast<std::size_t>(y1 - y0);
                }
            }
        }
        m_ctx.afterPhase = m_ctx.clock.now() - gatherBegin;
    }

    RunContext &m_ctx;
    const Problem &m_pb;
    Partition m_part;
    Layout m_layout;
    std::vector<SpeedChange> m_changes;
    double m_lastMultiplyAdds = 0, m_lastComputeSeconds = 0;
    std::vector<double> m_whole; // --predistributed: A(rows, :) then B(:, cols) of this rank's piece
};

} // namespace

double runOuterProduct(RunContext &ctx)
{
    return OuterRun(ctx).run();
}

} // namespace partita::exec
