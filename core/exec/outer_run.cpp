// The outer-product algorithm on a 2D partition (paper 000 §2.1), as executor.h describes and
// OuterProductModel::executedRun predicts: no barrier between steps. Rank 0 packs each rank's
// pivot data and posts it (non-blocking, two buffers per rank), step k+1's before its own
// update of step k, which it computes straight from A and B into C; every other rank has its
// next two receptions posted and updates as soon as its data are in. (Or A and B are
// predistributed and the steps only compute.) C is then gathered at rank 0, or left
// distributed (--result). With --speed-change a column-based partition is redistributed once,
// at the phase boundary (speed_change_run.h), and the steps do not look ahead across it.
#include "exec/outer_partition.h"
#include "exec/run_context.h"
#include "exec/speed_change_run.h"

#include "model/time_model.h"
#include "partition/partitioner.h"
#include "redistribution/layout_from_plan.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace partita::exec {

namespace {

// Whether a piece spans every row of C: A(:, c0:c0+e), the part of the pivot it needs, is then
// a contiguous block of A and goes without packing (as OuterProductModel::executedRun has it).
bool allRows(const Local &l, std::int64_t m)
{
    return l.rows.ranges.size() == 1 && l.rows.ranges.front() == std::pair<std::int64_t, std::int64_t>{0, m};
}

// The pivot data of step k for a piece, packed into `buf` (whose memory is reused from step to
// step): A(rows, c0:c0+e) unless `withA` is false, then B(c0:c0+e, cols).
void packPivot(std::vector<double> &buf, const Dense &a, const Dense &b, const Local &l, std::int64_t c0,
               std::int64_t e, bool withA = true)
{
    buf.clear();
    buf.reserve(static_cast<std::size_t>(((withA ? l.rows.size : 0) + l.cols.size) * e) + 1);
    if (withA)
        for (std::int64_t j = c0; j < c0 + e; ++j)
            for (const auto &[rb, re] : l.rows.ranges)
                buf.insert(buf.end(), a.col(j) + rb, a.col(j) + re);
    for (const auto &[cb, ce] : l.cols.ranges)
        for (std::int64_t j = cb; j < ce; ++j)
            buf.insert(buf.end(), b.col(j) + c0, b.col(j) + c0 + e);
}

class OuterRun {
public:
    explicit OuterRun(RunContext &ctx) : m_ctx(ctx), m_pb(ctx.problem) {}

    double run()
    {
        Plan plan = makePlan(m_ctx.options.algorithm, PartitionInput::fromPlatform(m_ctx.platform, m_pb),
                             PartitionOptions{m_ctx.options.strategy.l});
        const std::int64_t nb = m_pb.innerBlocks(); // the steps, along k
        m_changes = parseSpeedChanges(m_ctx.options.speedChange, m_ctx.ranks.size());
        std::int64_t boundary = -1; // the step after which speeds are measured and C redistributed
        if (!m_changes.empty()) {
            m_layout = layoutFromPlan(plan); // checked before the run: a column-based plan
            boundary = nb;
            for (const auto &c : m_changes)
                boundary = std::min(boundary, static_cast<std::int64_t>(c.fraction * static_cast<double>(nb)));
        }
        m_part = makePartition(m_ctx, std::move(plan));
        // Rank 0 updates its own piece in C itself, unless the piece may move (speed change) or
        // is every block of its rows and columns in several rectangles (a grid's, block-cyclic's):
        // then, as every other rank, it packs its pivot and updates its packed C with one dgemm
        // per step, which runs at the panel rate where one per rectangle would not.
        m_inPlace = m_ctx.rank == 0 && m_changes.empty() && !packedProduct(m_part.mine);
        m_lookahead = m_changes.empty() ? 1 : 0;
        m_out.resize(m_part.plan.pieces.size());
        if (!m_ctx.options.predistributed)
            allocateStepBuffers();
        if (m_ctx.options.result == ResultDelivery::Gathered)
            allocateGatherBuffer();
        m_ctx.startClock(); // planned: the run begins
        double start = 0;
        if (m_ctx.options.predistributed)
            start = predistribute();
        // Events are collected (a collective) a few times per run, not at every step, as the
        // prediction has it (executedEventStride).
        const std::int64_t every = executedEventStride(nb);
        if (!m_ctx.options.predistributed && nb > 0) {
            if (m_ctx.rank == 0)
                post(0);
            else
                for (std::int64_t k = 0; k < std::min<std::int64_t>(nb, 1 + m_lookahead); ++k)
                    expect(k);
        }
        double lastUpdate = 0;
        for (std::int64_t k = 0; k < nb; ++k) {
            if (!m_ctx.options.predistributed && m_lookahead == 0 && k > 0) {
                if (m_ctx.rank == 0)
                    post(k);
                else
                    expect(k);
            }
            if (!m_ctx.options.predistributed && m_ctx.rank == 0 && m_lookahead > 0 && k + 1 < nb)
                post(k + 1);
            if (step(k))
                lastUpdate = m_ctx.clock.now();
            if (!m_ctx.options.predistributed && m_ctx.rank != 0 && m_lookahead > 0 && k + 2 < nb)
                expect(k + 2);
            if ((k + 1) % every == 0 || k + 1 == nb || k == boundary)
                m_ctx.collectEvents(static_cast<double>(k + 1) / static_cast<double>(nb));
            if (k == boundary && k + 1 < nb) {
                finishSends();
                redistributeAfterStep(m_ctx, k, m_lastMultiplyAdds, m_lastComputeSeconds, m_part, m_layout);
                m_out.assign(m_part.plan.pieces.size(), {});
            }
        }
        finishSends();
        if (m_ctx.rank == 0) { // the pieces each rank updated (the last layout, after a redistribution)
            m_ctx.panels.assign(static_cast<std::size_t>(m_ctx.ranks.size()), {0, 0});
            for (std::size_t i = 0; i < m_part.pieces.size(); ++i)
                if (const int r = m_part.rankOfPiece[i]; r >= 0)
                    m_ctx.panels[static_cast<std::size_t>(r)] = {static_cast<double>(m_part.pieces[i].rows),
                                                                 static_cast<double>(m_part.pieces[i].cols)};
        }
        double end = 0;
        MPI_Reduce(&lastUpdate, &end, 1, MPI_DOUBLE, MPI_MAX, 0, m_ctx.comm);
        if (m_ctx.options.result == ResultDelivery::Gathered) {
            gather(true);
            end = m_ctx.clock.now();
        } else {
            gather(false); // for the verification only, after the timed run
        }
        return end - start;
    }

private:
    // The buffers the steps send from and receive into, at their largest (step 0's width) and
    // written once, before the clock runs: memory first touched inside the run costs a page
    // fault per page (about 17 ms for the 48 MB a rank receives into at n = 4000, q = 500),
    // which OuterProductModel::executedRun rightly does not count as part of the algorithm.
    void allocateStepBuffers()
    {
        if (m_pb.innerBlocks() <= 0)
            return;
        const std::int64_t e = m_pb.innerExtent(0);
        const auto touch = [](std::vector<double> &v, std::int64_t size) {
            v.assign(static_cast<std::size_t>(size), 0.0);
        };
        if (m_ctx.rank == 0) {
            for (std::size_t i = 0; i < m_part.plan.pieces.size(); ++i) {
                if (m_part.pieces[i].elements <= 0 || m_part.rankOfPiece[i] == 0)
                    continue;
                const Local &l = m_part.locals[i];
                for (auto &buf : m_out[i].buffer) {
                    touch(buf, ((allRows(l, m_pb.m) ? 0 : l.rows.size) + l.cols.size) * e + 1);
                    buf.clear(); // packPivot fills it again, within its capacity
                }
            }
            return;
        }
        if (m_part.mine < 0 || m_part.pieces[static_cast<std::size_t>(m_part.mine)].elements <= 0)
            return;
        const Local &l = m_part.locals[static_cast<std::size_t>(m_part.mine)];
        const bool direct = allRows(l, m_pb.m);
        for (std::size_t slot = 0; slot < 2; ++slot) {
            if (direct)
                touch(m_inA[slot], m_pb.m * e);
            touch(m_in[slot], ((direct ? 0 : l.rows.size) + l.cols.size) * e + 1);
        }
    }

    // The buffer gather() packs this rank's piece into (one of several rectangles) or rank 0
    // receives another's into (unless it lands in C directly), at its largest and written
    // before the clock, as the step buffers are.
    void allocateGatherBuffer()
    {
        std::int64_t largest = 0;
        for (std::size_t i = 0; i < m_part.plan.pieces.size(); ++i) {
            const int owner = m_part.rankOfPiece[i];
            const auto &rects = m_part.plan.pieces[i].rectangles;
            if (owner == 0 || (m_ctx.rank != 0 && owner != m_ctx.rank) || rects.empty())
                continue;
            if (rects.size() == 1 && (m_ctx.rank != 0 || std::min(rects.front().y * m_pb.q, m_pb.m) == 0)
                && (m_ctx.rank != 0 || std::min((rects.front().y + rects.front().h) * m_pb.q, m_pb.m) == m_pb.m))
                continue; // sent as it is held, or received into C directly
            largest = std::max(largest, m_part.locals[i].rows.size * m_part.locals[i].cols.size);
        }
        m_gatherBuffer.assign(static_cast<std::size_t>(largest), 0.0);
    }

    // --predistributed: every rank receives, before the steps, the rows of A and the columns of
    // B its piece meets (A(rows, :) and B(:, cols)), so the steps compute without
    // communicating. Returns when the steps begin; the distribution is reported apart.
    double predistribute()
    {
        if (m_ctx.rank == 0) {
            for (std::size_t i = 0; i < m_part.plan.pieces.size(); ++i) {
                const int to = m_part.rankOfPiece[i];
                if (m_part.pieces[i].elements <= 0 || to == 0)
                    continue; // rank 0 reads A and B where they are
                std::vector<double> buf;
                packPivot(buf, m_ctx.a, m_ctx.b, m_part.locals[i], 0, m_pb.k);
                const double begin = m_ctx.clock.now();
                MPI_Send(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, to, kTagData, m_ctx.comm);
                m_ctx.record({begin, m_ctx.clock.now(), 0, IntervalKind::Send, to, 8.0 * static_cast<double>(buf.size()), 0, -1});
            }
        } else if (m_part.mine >= 0 && m_part.pieces[static_cast<std::size_t>(m_part.mine)].elements > 0) {
            const auto &l = m_part.locals[static_cast<std::size_t>(m_part.mine)];
            m_whole.resize(static_cast<std::size_t>((l.rows.size + l.cols.size) * m_pb.k));
            const double begin = m_ctx.clock.now();
            MPI_Recv(m_whole.data(), static_cast<int>(m_whole.size()), MPI_DOUBLE, 0, kTagData, m_ctx.comm, MPI_STATUS_IGNORE);
            m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Recv, 0,
                          8.0 * static_cast<double>(m_whole.size()), 0, -1});
        }
        MPI_Barrier(m_ctx.comm);
        const double start = m_ctx.clock.now();
        if (m_ctx.rank == 0)
            m_ctx.extra["distribution_seconds"] = start;
        return start;
    }

    // This step's pivot from the predistributed rows and columns: A(rows, c0:c0+e) is a
    // contiguous slice, B(c0:c0+e, cols) is gathered with leading dimension e.
    std::vector<double> localPivot(const Local &l, std::int64_t c0, std::int64_t e) const
    {
        std::vector<double> pivot(m_whole.begin() + static_cast<std::ptrdiff_t>(l.rows.size * c0),
                                  m_whole.begin() + static_cast<std::ptrdiff_t>(l.rows.size * (c0 + e)));
        const double *b = m_whole.data() + l.rows.size * m_pb.k;
        for (std::int64_t j = 0; j < l.cols.size; ++j)
            pivot.insert(pivot.end(), b + j * m_pb.k + c0, b + j * m_pb.k + c0 + e);
        return pivot;
    }

    // This rank's rate at step k over the platform's: its piece's shape (the panel kernel's rate
    // on it, OuterProductModel) and the speed changes asked for.
    double speedFactor(std::int64_t k) const
    {
        double f = 1;
        if (m_part.mine >= 0)
            if (const Processor *p = m_ctx.platform.findProcessor(m_ctx.ranks.node[static_cast<std::size_t>(m_ctx.rank)]))
                f = pieceShapeFactor(*p, m_part.pieces[static_cast<std::size_t>(m_part.mine)], m_pb.q);
        for (const auto &c : m_changes)
            if (c.rank == m_ctx.rank && k >= static_cast<std::int64_t>(c.fraction * static_cast<double>(m_pb.innerBlocks())))
                f *= c.factor;
        return f;
    }

    // Rank 0: packs and posts step k's pivot data for every other rank, one message at a
    // time, into that rank's buffer k mod 2 once its message of step k − 2 has been taken.
    void post(std::int64_t k)
    {
        const std::int64_t c0 = k * m_pb.q, e = m_pb.innerExtent(k);
        const int stepNo = static_cast<int>(k);
        const std::size_t slot = static_cast<std::size_t>(k % 2);
        for (std::size_t i = 0; i < m_part.plan.pieces.size(); ++i) {
            const int to = m_part.rankOfPiece[i];
            if (m_part.pieces[i].elements <= 0 || to == 0)
                continue;
            auto &out = m_out[i];
            if (out.request[slot][0] != MPI_REQUEST_NULL || out.request[slot][1] != MPI_REQUEST_NULL) {
                const double waiting = m_ctx.clock.now();
                MPI_Waitall(2, out.request[slot].data(), MPI_STATUSES_IGNORE);
                if (m_ctx.clock.now() - waiting > 1e-5)
                    m_ctx.record({waiting, m_ctx.clock.now(), 0, IntervalKind::Wait, to, 0, 0, stepNo});
            }
            const double begin = m_ctx.clock.now();
            const Local &l = m_part.locals[i];
            const bool direct = allRows(l, m_pb.m); // A's part straight from A, then B's packed
            const auto &ch = m_part.channels[i];
            const bool emulated = m_ctx.emulator.enabled();
            // A's part goes first, while B's is packed (not when emulated: the message is then
            // held to its modelled time first)
            if (direct && !emulated)
                MPI_Isend(m_ctx.a.col(c0), static_cast<int>(m_pb.m * e), MPI_DOUBLE, to, kTagData, m_ctx.comm,
                          &out.request[slot][1]);
            auto &buf = out.buffer[slot];
            packPivot(buf, m_ctx.a, m_ctx.b, l, c0, e, !direct);
            const double elements = static_cast<double>(buf.size()) + (direct ? static_cast<double>(m_pb.m * e) : 0.0);
            buf.push_back(begin); // the receiver logs its reception from the moment the send began
            const double seconds = m_ctx.emulator.transferSeconds(elements, ch.bandwidth, ch.latency);
            const double shown = m_ctx.shownBegin(begin, m_ctx.hold(begin, seconds, IntervalKind::Send, to, stepNo), seconds);
            if (shown > begin)
                m_ctx.record({begin, shown, 0, IntervalKind::Wait, to, 0, 0, stepNo});
            if (direct && emulated)
                MPI_Isend(m_ctx.a.col(c0), static_cast<int>(m_pb.m * e), MPI_DOUBLE, to, kTagData, m_ctx.comm,
                          &out.request[slot][1]);
            MPI_Isend(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, to, kTagData, m_ctx.comm, &out.request[slot][0]);
            m_ctx.record({shown, m_ctx.clock.now(), 0, IntervalKind::Send, to, 8 * elements, 0, stepNo});
        }
    }

    void finishSends()
    {
        for (auto &out : m_out)
            for (auto &pair : out.request)
                MPI_Waitall(2, pair.data(), MPI_STATUSES_IGNORE);
    }

    // Every other rank: posts the reception of step k into buffer k mod 2.
    void expect(std::int64_t k)
    {
        if (m_part.mine < 0 || m_part.pieces[static_cast<std::size_t>(m_part.mine)].elements <= 0)
            return;
        const Local &l = m_part.locals[static_cast<std::size_t>(m_part.mine)];
        const std::size_t slot = static_cast<std::size_t>(k % 2);
        const std::int64_t e = m_pb.innerExtent(k);
        const bool direct = allRows(l, m_pb.m);
        if (direct) { // A(:, step k) comes first, on its own
            m_inA[slot].resize(static_cast<std::size_t>(m_pb.m * e));
            MPI_Irecv(m_inA[slot].data(), static_cast<int>(m_inA[slot].size()), MPI_DOUBLE, 0, kTagData, m_ctx.comm,
                      &m_inRequest[slot][1]);
        }
        m_in[slot].resize(static_cast<std::size_t>(((direct ? 0 : l.rows.size) + l.cols.size) * e) + 1);
        MPI_Irecv(m_in[slot].data(), static_cast<int>(m_in[slot].size()), MPI_DOUBLE, 0, kTagData, m_ctx.comm,
                  &m_inRequest[slot][0]);
    }

    // Whether piece `i` is every block of its rows and columns, in more than one rectangle.
    bool packedProduct(int i) const
    {
        if (i < 0)
            return false;
        const Piece &piece = m_part.plan.pieces[static_cast<std::size_t>(i)];
        const Local &l = m_part.locals[static_cast<std::size_t>(i)];
        std::int64_t area = 0;
        for (const auto &r : piece.rectangles)
            area += (std::min((r.y + r.h) * m_pb.q, m_pb.m) - std::min(r.y * m_pb.q, m_pb.m))
                  * (std::min((r.x + r.w) * m_pb.q, m_pb.n) - std::min(r.x * m_pb.q, m_pb.n));
        return piece.rectangles.size() > 1 && area == l.rows.size * l.cols.size;
    }

    // Step k on this rank: its data (received, or at hand), then its update. Returns whether
    // it updated anything.
    bool step(std::int64_t k)
    {
        const std::int64_t c0 = k * m_pb.q, e = m_pb.innerExtent(k);
        const int stepNo = static_cast<int>(k);
        if (m_part.mine < 0 || m_part.pieces[static_cast<std::size_t>(m_part.mine)].elements <= 0)
            return false;
        Local &mine = m_part.locals[static_cast<std::size_t>(m_part.mine)];
        const Piece &piece = m_part.plan.pieces[static_cast<std::size_t>(mine.piece)];
        std::vector<double> pivot;
        const double *pa = nullptr, *pb = nullptr;
        std::int64_t lda = 0, ldb = 0;
        bool inPlace = false;
        if (m_ctx.options.predistributed && m_ctx.rank != 0) {
            pivot = localPivot(mine, c0, e);
        } else if (m_ctx.rank == 0) {
            inPlace = true; // A and B are here: read them where they are
        } else {
            const std::size_t slot = static_cast<std::size_t>(k % 2);
            const double posted = m_ctx.clock.now();
            const bool direct = allRows(mine, m_pb.m);
            std::array<MPI_Status, 2> status;
            MPI_Waitall(2, m_inRequest[slot].data(), status.data());
            int count = 0;
            MPI_Get_count(&status[0], MPI_DOUBLE, &count);
            auto &buf = m_in[slot];
            const double sent = buf[static_cast<std::size_t>(count - 1)];
            const double begin = std::max(posted, sent);
            const double elements = static_cast<double>(count - 1) + (direct ? static_cast<double>(m_pb.m * e) : 0.0);
            if (begin > posted)
                m_ctx.record({posted, begin, m_ctx.rank, IntervalKind::Wait, 0, 0, 0, stepNo});
            m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Recv, 0, 8.0 * elements, 0, stepNo});
            pa = direct ? m_inA[slot].data() : buf.data();
            pb = direct ? buf.data() : buf.data() + mine.rows.size * e;
            lda = mine.rows.size;
            ldb = e;
        }
        if (!pivot.empty()) {
            pa = pivot.data();
            pb = pivot.data() + mine.rows.size * e;
            lda = mine.rows.size;
            ldb = e;
        }
        const double begin = m_ctx.clock.now();
        double ma = 0;
        // A piece that is every block of its rows and columns (a grid's or block-cyclic's) is
        // updated with one dgemm on its packed data, not one per rectangle; rank 0 packs its
        // own pivot for it.
        const bool product = packedProduct(m_part.mine) && (!inPlace || !m_inPlace);
        if (product && inPlace) {
            packPivot(m_ownPivot, m_ctx.a, m_ctx.b, mine, c0, e);
            pa = m_ownPivot.data();
            pb = m_ownPivot.data() + mine.rows.size * e;
            lda = mine.rows.size;
            ldb = e;
        }
        if (product) {
            gemmAccumulate(mine.rows.size, mine.cols.size, e, pa, lda, pb, ldb, mine.c.col(0), mine.rows.size);
            ma = static_cast<double>(mine.rows.size * mine.cols.size * e);
        }
        if (!product) // one dgemm per rectangle
            for (const auto &r : piece.rectangles) {
                const std::int64_t y0 = std::min(r.y * m_pb.q, m_pb.m), y1 = std::min((r.y + r.h) * m_pb.q, m_pb.m);
                const std::int64_t x0 = std::min(r.x * m_pb.q, m_pb.n), x1 = std::min((r.x + r.w) * m_pb.q, m_pb.n);
                if (y1 <= y0 || x1 <= x0)
                    continue;
                // A is m×k (leading dimension m), B k×n (k), C m×n (m)
                if (inPlace && m_inPlace) // straight from A and B into C
                    gemmAccumulate(y1 - y0, x1 - x0, e, m_ctx.a.col(c0) + y0, m_pb.m, m_ctx.b.col(x0) + c0, m_pb.k,
                                   m_ctx.c.col(x0) + y0, m_pb.m);
                else if (inPlace) // from A and B into this rank's piece of C
                    gemmAccumulate(y1 - y0, x1 - x0, e, m_ctx.a.col(c0) + y0, m_pb.m, m_ctx.b.col(x0) + c0, m_pb.k,
                                   mine.c.col(mine.cols.local(x0)) + mine.rows.local(y0), mine.rows.size);
                else
                    gemmAccumulate(y1 - y0, x1 - x0, e, pa + mine.rows.local(y0), lda, pb + mine.cols.local(x0) * ldb, ldb,
                                   mine.c.col(mine.cols.local(x0)) + mine.rows.local(y0), mine.rows.size);
                ma += static_cast<double>((y1 - y0) * (x1 - x0) * e);
            }
        const double seconds = m_ctx.emulator.computeSeconds(ma, m_ctx.speedOf(m_ctx.rank) * speedFactor(k));
        const double shown =
            m_ctx.shownBegin(begin, m_ctx.hold(begin, seconds, IntervalKind::Compute, -1, stepNo), seconds);
        if (shown > begin)
            m_ctx.record({begin, shown, m_ctx.rank, IntervalKind::Wait, -1, 0, 0, stepNo});
        m_ctx.record({shown, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Compute, -1, 0, 2 * ma, stepNo});
        m_lastMultiplyAdds = ma;
        m_lastComputeSeconds = m_ctx.clock.now() - shown;
        return true;
    }

    // C at rank 0, piece by piece in plan order, each placed as it arrives; a piece of one
    // rectangle goes as it is held, and one that spans every row lands in C directly (no copy,
    // as OuterProductModel::executedRun has it). `timed`: part of the run (--result
    // gathered), its messages logged; otherwise only for the verification.
    void gather(bool timed)
    {
        const double gatherBegin = m_ctx.clock.now();
        const auto &plan = m_part.plan;
        const auto extentOf = [&](const Rect &r) {
            return std::array<std::int64_t, 4>{std::min(r.y * m_pb.q, m_pb.m), std::min((r.y + r.h) * m_pb.q, m_pb.m),
                                               std::min(r.x * m_pb.q, m_pb.n), std::min((r.x + r.w) * m_pb.q, m_pb.n)};
        };
        // m_gatherBuffer, laid out before the clock (allocateGatherBuffer) to the largest piece
        // packed or received here
        auto &buf = m_gatherBuffer;
        // The piece's rectangles of C, column by column, into buf; returns the elements packed.
        const auto packPiece = [&](const Piece &piece, const Local &l) {
            std::size_t at = 0;
            for (const auto &r : piece.rectangles) {
                const auto [y0, y1, x0, x1] = extentOf(r);
                if (buf.size() < at + static_cast<std::size_t>((y1 - y0) * (x1 - x0)))
                    buf.resize(at + static_cast<std::size_t>((y1 - y0) * (x1 - x0)));
                for (std::int64_t x = x0; x < x1; ++x) {
                    const double *col = l.c.col(l.cols.local(x)) + l.rows.local(y0);
                    std::copy(col, col + (y1 - y0), buf.begin() + static_cast<std::ptrdiff_t>(at));
                    at += static_cast<std::size_t>(y1 - y0);
                }
            }
            return at;
        };
        for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
            const auto &piece = plan.pieces[i];
            auto &l = m_part.locals[i];
            const int owner = m_part.rankOfPiece[i];
            const bool here = owner == m_ctx.rank;
            if ((m_ctx.rank != 0 && !here) || (owner == 0 && m_inPlace) || piece.rectangles.empty())
                continue; // rank 0's own piece is already in C
            const bool whole = piece.rectangles.size() == 1; // the local C is exactly the piece
            const double begin = m_ctx.clock.now();
            if (here && owner != 0) {
                const std::size_t packed = whole ? 0 : packPiece(piece, l);
                const double *data = whole ? l.c.data.data() : buf.data();
                const std::size_t count = whole ? l.c.data.size() : packed;
                MPI_Send(data, static_cast<int>(count), MPI_DOUBLE, 0, kTagResult, m_ctx.comm);
                if (timed)
                    m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Send, 0,
                                  8.0 * static_cast<double>(count), 0, -1});
                continue;
            }
            std::int64_t count = 0;
            for (const auto &r : piece.rectangles) {
                const auto [y0, y1, x0, x1] = extentOf(r);
                count += (y1 - y0) * (x1 - x0);
            }
            const auto [fy0, fy1, fx0, fx1] = extentOf(piece.rectangles.front());
            const bool direct = owner != 0 && whole && fy0 == 0 && fy1 == m_pb.m;
            if (direct) {
                MPI_Recv(m_ctx.c.col(fx0), static_cast<int>(count), MPI_DOUBLE, owner, kTagResult, m_ctx.comm,
                         MPI_STATUS_IGNORE);
            } else {
                if (owner != 0) {
                    if (buf.size() < static_cast<std::size_t>(count))
                        buf.resize(static_cast<std::size_t>(count));
                    MPI_Recv(buf.data(), static_cast<int>(count), MPI_DOUBLE, owner, kTagResult, m_ctx.comm,
                             MPI_STATUS_IGNORE);
                } else { // rank 0's own piece, held apart (packed, or moved by a speed change)
                    for (const auto &r : piece.rectangles) {
                        const auto [y0, y1, x0, x1] = extentOf(r);
                        for (std::int64_t x = x0; x < x1; ++x)
                            std::copy_n(l.c.col(l.cols.local(x)) + l.rows.local(y0), y1 - y0, m_ctx.c.col(x) + y0);
                    }
                    continue;
                }
                std::size_t at = 0;
                for (const auto &r : piece.rectangles) {
                    const auto [y0, y1, x0, x1] = extentOf(r);
                    for (std::int64_t x = x0; x < x1; ++x) {
                        std::copy(buf.begin() + static_cast<std::ptrdiff_t>(at),
                                  buf.begin() + static_cast<std::ptrdiff_t>(at + static_cast<std::size_t>(y1 - y0)),
                                  m_ctx.c.col(x) + y0);
                        at += static_cast<std::size_t>(y1 - y0);
                    }
                }
            }
            if (timed && owner != 0) {
                const auto &ch = m_part.channels[i];
                const double elements = static_cast<double>(count);
                const bool placed = oneHost(m_ctx.platform) && !direct; // then a copy into C follows
                const double seconds = m_ctx.emulator.transferSeconds(elements, ch.bandwidth, ch.latency)
                                     + (placed ? m_ctx.emulator.transferSeconds(elements, ch.bandwidth, 0) : 0.0);
                const double shown =
                    m_ctx.shownBegin(begin, m_ctx.hold(begin, seconds, IntervalKind::Recv, owner, -1), seconds);
                if (shown > begin)
                    m_ctx.record({begin, shown, 0, IntervalKind::Wait, owner, 0, 0, -1});
                m_ctx.record({shown, m_ctx.clock.now(), 0, IntervalKind::Recv, owner, 8.0 * elements, 0, -1});
            }
        }
        if (timed) {
            m_ctx.afterPhase = m_ctx.clock.now() - gatherBegin;
            m_ctx.collectEvents(1.0);
        }
    }

    struct Outgoing {
        std::array<std::vector<double>, 2> buffer;
        // per buffer: the packed message and, for a piece of every row, A's part sent from A
        std::array<std::array<MPI_Request, 2>, 2> request{{{MPI_REQUEST_NULL, MPI_REQUEST_NULL},
                                                          {MPI_REQUEST_NULL, MPI_REQUEST_NULL}}};
    };

    RunContext &m_ctx;
    const Problem &m_pb;
    Partition m_part;
    Layout m_layout;
    std::vector<SpeedChange> m_changes;
    double m_lastMultiplyAdds = 0, m_lastComputeSeconds = 0;
    bool m_inPlace = false; // rank 0 updates its piece straight into C
    int m_lookahead = 1;    // steps rank 0 posts ahead of its own update
    std::vector<Outgoing> m_out;                      // rank 0: per piece
    std::array<std::vector<double>, 2> m_in;          // the other ranks: step k in m_in[k % 2]
    std::array<std::vector<double>, 2> m_inA;         // … and A's part, for a piece of every row
    std::array<std::array<MPI_Request, 2>, 2> m_inRequest{{{MPI_REQUEST_NULL, MPI_REQUEST_NULL},
                                                           {MPI_REQUEST_NULL, MPI_REQUEST_NULL}}};
    std::vector<double> m_whole; // --predistributed: A(rows, :) then B(:, cols) of this rank's piece
    std::vector<double> m_ownPivot; // rank 0: its own packed pivot (packedProduct)
    std::vector<double> m_gatherBuffer; // a piece of C packed to be sent, or received to be placed
};

} // namespace

double runOuterProduct(RunContext &ctx)
{
    return OuterRun(ctx).run();
}

} // namespace partita::exec
