// The outer-product algorithm on a 2D partition (paper 000 §2.1), as executor.h describes,
// and the redistribution of a column-based partition when speeds change during the run
// (paper 000 §4, docs/executor.md): after the first step at the new speeds, the ranks
// measure their speeds, compute the greedy redistribution, move the blocks of C operation by
// operation with MPI (a migrated block column or row keeps its data and changes place), and
// finish on the new layout.
#include "exec/run_context.h"

#include "metrics/metrics.h"
#include "partition/partitioner.h"
#include "model/time_model.h"
#include "model/error.h"
#include "redistribution/greedy_balancer.h"
#include "redistribution/layout_from_plan.h"
#include "redistribution/layout_json.h"
#include "redistribution/operation.h"
#include "redistribution/redistribution_json.h"
#include "redistribution/target_layout.h"
#include "schedule/outer/outer_product.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>
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


// A 2D partition as the run uses it: the plan, the model's channels, and every piece's rows
// and columns (each rank keeps C only for its own piece).
struct Partition {
    Plan plan;
    std::vector<OuterPiece> pieces;
    std::vector<OuterChannel> channels;
    std::vector<Local> locals;
    std::vector<int> rankOfPiece;
    int mine = -1; // this rank's piece
    double predicted = 0;
};

Partition makePartition(const RunContext &ctx, Plan plan)
{
    Partition part;
    const Problem &pb = ctx.problem;
    const Metrics metrics = computeMetrics(plan, ctx.platform, NetworkModel::Star);
    const double nn = static_cast<double>(pb.n) * static_cast<double>(pb.n);
    for (const auto &pm : metrics.processors)
        part.pieces.push_back({pm.processor, pm.rows, pm.cols, pm.workFraction * nn});
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

class OuterRun {
public:
    explicit OuterRun(RunContext &ctx) : m_ctx(ctx), m_pb(ctx.problem) {}

    double run()
    {
        Plan plan = makePlan(m_ctx.options.algorithm, PartitionInput::fromPlatform(m_ctx.platform, m_pb),
                             PartitionOptions{m_ctx.options.l});
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
                redistribute(k);
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
                m_ctx.emulator.holdUntil(m_ctx.clock, begin,
                                         m_ctx.emulator.transferSeconds(elements, ch.bandwidth, ch.latency));
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
            m_ctx.emulator.holdUntil(m_ctx.clock, begin,
                                     m_ctx.emulator.computeSeconds(ma, m_ctx.speedOf(m_ctx.rank) * speedFactor(k)));
            m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Compute, -1, 0, 2 * ma, stepNo});
            m_lastMultiplyAdds = ma;
            m_lastComputeSeconds = m_ctx.clock.now() - begin;
        }
        MPI_Barrier(m_ctx.comm); // the step is over everywhere
        return m_ctx.clock.now();
    }

    // ---- redistribution at the phase boundary (paper 000 §4, docs/executor.md) ----

    using BlockId = std::pair<std::int64_t, std::int64_t>; // global block row, block column

    // Which rank owns global block (r, c) under `layout`, whose block rows and columns hold the
    // global ones `rowAt` and `colAt` (position -> global block index).
    static std::map<BlockId, int> owners(const RunContext &ctx, const Layout &layout, const std::vector<std::int64_t> &rowAt,
                                         const std::vector<std::int64_t> &colAt)
    {
        std::map<BlockId, int> out;
        for (const auto &[id, rect] : layout.rectangles()) {
            const int rank = ctx.ranks.rankOf(id);
            for (std::int64_t y = rect.y; y < rect.y + rect.h; ++y)
                for (std::int64_t x = rect.x; x < rect.x + rect.w; ++x)
                    out[{rowAt[static_cast<std::size_t>(y)], colAt[static_cast<std::size_t>(x)]}] = rank;
        }
        return out;
    }

    Dense &blockOf(std::map<BlockId, Dense> &blocks, const BlockId &id)
    {
        auto [it, added] = blocks.try_emplace(id);
        if (added)
            it->second = Dense(m_pb.blockExtent(id.first), m_pb.blockExtent(id.second));
        return it->second;
    }

    void redistribute(std::int64_t k)
    {
        // 1. Speeds measured over the step just done (multiply-adds per second).
        const double mine = m_lastComputeSeconds > 0 ? m_lastMultiplyAdds / m_lastComputeSeconds : 0;
        const int size = m_ctx.ranks.size();
        std::vector<double> measured(static_cast<std::size_t>(size));
        MPI_Allgather(&mine, 1, MPI_DOUBLE, measured.data(), 1, MPI_DOUBLE, m_ctx.comm);
        std::vector<double> speeds; // in layout order, as `partita redistribute --speeds`
        for (const auto &slot : m_layout.allSlots())
            speeds.push_back(measured[static_cast<std::size_t>(m_ctx.ranks.rankOf(m_layout.processor(slot).id))]);
        // 2. Greedy balancing; every rank computes the same operations from the same numbers.
        const Redistribution r = greedyRedistribution(m_layout, targetLayout(m_layout, speeds), CostModel::Constant);

        // 3. C as blocks, moved operation by operation.
        std::map<BlockId, Dense> blocks;
        if (m_part.mine >= 0) {
            const auto &l = m_part.locals[static_cast<std::size_t>(m_part.mine)];
            for (const auto &rect : m_part.plan.pieces[static_cast<std::size_t>(m_part.mine)].rectangles)
                for (std::int64_t by = rect.y; by < rect.y + rect.h; ++by)
                    for (std::int64_t bx = rect.x; bx < rect.x + rect.w; ++bx) {
                        Dense &b = blockOf(blocks, {by, bx});
                        for (std::int64_t j = 0; j < b.cols; ++j)
                            std::copy_n(l.c.col(l.cols.local(bx * m_pb.q + j)) + l.rows.local(by * m_pb.q), b.rows,
                                        b.col(j));
                    }
        }
        const auto nb = static_cast<std::size_t>(m_layout.n);
        std::vector<std::int64_t> rowAt(nb), colAt(nb);
        for (std::size_t i = 0; i < nb; ++i)
            rowAt[i] = colAt[i] = static_cast<std::int64_t>(i);
        Layout layout = m_layout;
        std::int64_t moved = 0;
        const double begin = m_ctx.clock.now();
        for (std::size_t o = 0; o < r.operations().size(); ++o) {
            const auto &op = r.operations()[o];
            const auto before = owners(m_ctx, layout, rowAt, colAt);
            // A migrated block column or row keeps its data and changes place (§4.1).
            auto move = [](std::vector<std::int64_t> &at, std::int64_t from, std::int64_t to) {
                const auto v = at[static_cast<std::size_t>(from)];
                at.erase(at.begin() + from);
                at.insert(at.begin() + to, v);
            };
            if (op.type == OperationType::ColumnMigration)
                move(colAt, op.position, op.newPosition);
            else if (op.type == OperationType::RowMigration)
                move(rowAt, op.from, op.to);
            layout = applyOperation(layout, op);
            const auto after = owners(m_ctx, layout, rowAt, colAt);
            const double opBegin = m_ctx.clock.now();
            std::vector<MPI_Request> requests;
            std::vector<BlockId> sent;
            bool involved = false;
            for (const auto &[id, to] : after) {
                const int from = before.at(id);
                if (from == to)
                    continue;
                ++moved;
                if (from == m_ctx.rank) {
                    Dense &b = blocks.at(id);
                    requests.emplace_back();
                    MPI_Isend(b.data.data(), static_cast<int>(b.data.size()), MPI_DOUBLE, to, kTagRedistribute,
                              m_ctx.comm, &requests.back());
                    sent.push_back(id);
                    involved = true;
                }
            }
            for (const auto &[id, to] : after) {
                const int from = before.at(id);
                if (from != to && to == m_ctx.rank) {
                    Dense &b = blockOf(blocks, id);
                    MPI_Recv(b.data.data(), static_cast<int>(b.data.size()), MPI_DOUBLE, from, kTagRedistribute,
                             m_ctx.comm, MPI_STATUS_IGNORE);
                    involved = true;
                }
            }
            MPI_Waitall(static_cast<int>(requests.size()), requests.data(), MPI_STATUSES_IGNORE);
            for (const auto &id : sent)
                blocks.erase(id);
            if (involved)
                m_ctx.record({opBegin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Redistribute, -1, 0, 0,
                              static_cast<int>(k)});
        }
        MPI_Barrier(m_ctx.comm);
        const double seconds = m_ctx.clock.now() - begin;

        // 4. The new partition, in global coordinates: a processor owns its rows × its columns.
        Plan plan = m_part.plan;
        for (auto &piece : plan.pieces)
            piece.rectangles.clear();
        const auto runs = [](std::vector<std::int64_t> v) {
            std::sort(v.begin(), v.end());
            std::vector<std::pair<std::int64_t, std::int64_t>> out; // [first, last + 1)
            for (auto x : v) {
                if (!out.empty() && out.back().second == x)
                    ++out.back().second;
                else
                    out.emplace_back(x, x + 1);
            }
            return out;
        };
        for (const auto &[id, rect] : layout.rectangles()) {
            std::vector<std::int64_t> rows, cols;
            for (std::int64_t y = rect.y; y < rect.y + rect.h; ++y)
                rows.push_back(rowAt[static_cast<std::size_t>(y)]);
            for (std::int64_t x = rect.x; x < rect.x + rect.w; ++x)
                cols.push_back(colAt[static_cast<std::size_t>(x)]);
            auto it = std::find_if(plan.pieces.begin(), plan.pieces.end(), [&](const Piece &p) { return p.processor == id; });
            for (const auto &[r0, r1] : runs(rows))
                for (const auto &[c0, c1] : runs(cols))
                    it->rectangles.push_back({c0, r0, c1 - c0, r1 - r0});
        }
        m_part = makePartition(m_ctx, std::move(plan));
        if (m_part.mine >= 0) {
            auto &l = m_part.locals[static_cast<std::size_t>(m_part.mine)];
            for (auto &[id, b] : blocks)
                for (std::int64_t j = 0; j < b.cols; ++j)
                    std::copy_n(b.col(j), b.rows,
                                l.c.col(l.cols.local(id.second * m_pb.q + j)) + l.rows.local(id.first * m_pb.q));
        }
        m_layout = layout;

        if (m_ctx.rank == 0) {
            nlohmann::ordered_json ops = nlohmann::ordered_json::array();
            auto replay = r.initial();
            for (const auto &op : r.operations()) {
                ops.push_back(operationToJson(replay, op));
                replay = applyOperation(replay, op);
            }
            nlohmann::ordered_json measuredJson = nlohmann::ordered_json::object();
            for (int rank = 0; rank < size; ++rank)
                if (measured[static_cast<std::size_t>(rank)] > 0)
                    measuredJson[m_ctx.ranks.node[static_cast<std::size_t>(rank)]] =
                        2.0 * measured[static_cast<std::size_t>(rank)] / 1e9;
            m_ctx.extra["redistribution"] = {{"after_step", k},
                                             {"measured_gflops", measuredJson},
                                             {"speeds", speeds},
                                             {"layout", layoutToJsonValue(r.initial())},
                                             {"operations", ops},
                                             {"total_cost", r.totalCost()},
                                             {"balanced", r.balanced()},
                                             {"blocks_moved", moved},
                                             {"seconds", seconds}};
        }
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
