// LU factorization on a master-worker platform (paper 002 §7, schedule/lu/lu_factorization.h)
// performed with MPI: the schedule the planner simulated is replayed, as mw_run.cpp replays the
// product's. Rank 0 (the master) holds A, made diagonally dominant (n added to the diagonal of
// entries in [-1, 1)) so that LU needs no pivoting, and ends with L\U in its place. It does its
// communications in the schedule's order, one at a time (one port); a transfer to a worker
// starts no earlier than the worker announces it has done what the schedule makes the transfer
// wait for (a free row slot, a chunk no longer read). A worker performs its own activities in
// the order of their simulated starts: getrf on the pivot (LAPACK's, whose partial pivoting
// must exchange no row: the run stops if it would), triangular solves on the panel rows and
// columns, and the core's rank-μ updates block by block (OpenBLAS dgemm, C ← C − A·B). Every
// block it holds is counted, and holding more than its memory (in q×q buffers) is an error.
// Rank 0 then checks ‖A − L·U‖_F / ‖A‖_F < 1e-12 (docs/lu.md).
#include "exec/run_context.h"

#include "schedule/lu/lu_factorization.h"
#include "schedule/mw/master_worker.h"
#include "schedule/mw/mw_model.h"

#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <stdexcept>

namespace partita::exec {

namespace {

using BlockKey = std::pair<int, int>; // block row, block column of A

// Every block of the rectangles of a set, in order: A, then B, then C; row by row. (In an LU
// schedule the three name parts of the one matrix: a row of the vertical panel, the chunk of
// the horizontal panel, the blocks updated.)
std::vector<BlockKey> blocksOf(const sim::BlockSet &set)
{
    std::vector<BlockKey> out;
    for (const auto *rects : {&set.a, &set.b, &set.c})
        for (const auto &r : *rects)
            for (int i = r.row0; i < r.row1; ++i)
                for (int j = r.col0; j < r.col1; ++j)
                    out.emplace_back(i, j);
    return out;
}

std::string rectText(const sim::BlockRect &r)
{
    return "A(" + std::to_string(r.row0) + ":" + std::to_string(r.row1) + "," + std::to_string(r.col0) + ":"
         + std::to_string(r.col1) + ")";
}

class LuReplay {
public:
    LuReplay(RunContext &ctx, const LuResult &plan, const MwPlatform &mw) : m_ctx(ctx), m_plan(plan), m_mw(mw)
    {
        const sim::SimPlatform pf = plan.run.simPlatform();
        for (const auto &node : pf.nodes())
            m_rankOfNode.push_back(ctx.ranks.rankOf(node.id));
        m_masterNode = mw.master;
    }

    double run(const std::vector<double> &simStart)
    {
        const int me = m_ctx.rank;
        std::vector<std::size_t> mine;
        const auto &acts = m_plan.run.schedule.activities;
        for (std::size_t i = 0; i < acts.size(); ++i) {
            const auto &a = acts[i];
            if (rankOf(a.node) == me || (a.kind == sim::Activity::Kind::Transfer && rankOf(a.peer) == me))
                mine.push_back(i);
        }
        // By simulated start (the master's communications are chained, so for rank 0 this is
        // also their schedule order); ties keep the schedule order.
        std::stable_sort(mine.begin(), mine.end(), [&](auto x, auto y) { return simStart[x] < simStart[y]; });
        planFrees(mine);
        planAnnouncements(mine);
        m_buffers = me == 0 ? 0.0 : bufferLimit(me);
        for (auto x : m_announceAfter[0])
            announce(x);
        for (std::size_t p = 0; p < mine.size(); ++p) {
            perform(mine[p]);
            for (const auto &key : m_freeAfter[p])
                release(key);
            for (auto x : m_announceAfter[p + 1])
                announce(x);
        }
        waitSends();
        return m_ctx.clock.now();
    }

private:
    int rankOf(int node) const { return node < 0 ? -1 : m_rankOfNode[static_cast<std::size_t>(node)]; }
    const MwWorker *workerOf(int node) const
    {
        for (const auto &w : m_mw.workers)
            if (w.node == node)
                return &w;
        return nullptr;
    }
    double bufferLimit(int rank) const
    {
        for (const auto &w : m_mw.workers)
            if (rankOf(w.node) == rank)
                return w.buffers;
        return 0;
    }
    std::int64_t extent(int b) const { return m_ctx.problem.blockExtent(b); }
    std::int64_t extent(int b0, int b1) const
    {
        std::int64_t e = 0;
        for (int b = b0; b < b1; ++b)
            e += extent(b);
        return e;
    }

    // After which of this rank's activities a block it received is no longer needed: the last
    // computation that reads or updates it, unless the block is sent back later (then the send
    // frees it) — before it is received again, or ever.
    void planFrees(const std::vector<std::size_t> &mine)
    {
        m_freeAfter.assign(mine.size(), {});
        if (m_ctx.rank == 0)
            return;
        enum class Next { Nothing, Use, Arrival, Return };
        std::map<BlockKey, Next> next; // scanning backwards: the next event of each block
        for (std::size_t p = mine.size(); p-- > 0;) {
            const auto &a = m_plan.run.schedule.activities[mine[p]];
            if (a.kind == sim::Activity::Kind::Compute) {
                for (const auto &key : blocksOf(a.data)) {
                    const auto it = next.find(key);
                    if (it == next.end() || it->second == Next::Nothing || it->second == Next::Arrival)
                        m_freeAfter[p].push_back(key);
                    next[key] = Next::Use;
                }
            } else {
                const Next event = rankOf(a.peer) == m_ctx.rank ? Next::Arrival : Next::Return;
                for (const auto &key : blocksOf(a.data))
                    next[key] = event;
            }
        }
    }

    // A transfer into a worker may start once the worker has done what the schedule makes it
    // wait for: the worker tells the master then (as in mw_run.cpp).
    void planAnnouncements(const std::vector<std::size_t> &mine)
    {
        m_announceAfter.assign(mine.size() + 1, {});
        if (m_ctx.rank == 0)
            return;
        std::map<std::size_t, std::size_t> position;
        for (std::size_t p = 0; p < mine.size(); ++p)
            position[mine[p]] = p;
        for (std::size_t p = 0; p < mine.size(); ++p) {
            const auto &a = m_plan.run.schedule.activities[mine[p]];
            if (a.kind != sim::Activity::Kind::Transfer || rankOf(a.peer) != m_ctx.rank)
                continue;
            std::size_t after = 0;
            for (int d : a.after)
                if (auto it = position.find(static_cast<std::size_t>(d)); it != position.end())
                    after = std::max(after, it->second + 1);
            m_announceAfter[after].push_back(mine[p]);
        }
    }

    void announce(std::size_t activity)
    {
        const double message[2] = {static_cast<double>(activity), m_ctx.clock.now()};
        MPI_Send(message, 2, MPI_DOUBLE, 0, kTagReady, m_ctx.comm);
    }

    double readyTime(std::size_t activity, int rank)
    {
        auto &known = m_ready[rank];
        while (known.find(activity) == known.end()) {
            double message[2];
            MPI_Recv(message, 2, MPI_DOUBLE, rank, kTagReady, m_ctx.comm, MPI_STATUS_IGNORE);
            known[static_cast<std::size_t>(message[0])] = message[1];
        }
        const double t = known[activity];
        known.erase(activity);
        return t;
    }

    void perform(std::size_t i)
    {
        const auto &a = m_plan.run.schedule.activities[i];
        if (a.kind == sim::Activity::Kind::Compute)
            compute(i, a);
        else if (m_ctx.rank == 0 && a.node == m_masterNode)
            sendFromMaster(i, a);
        else if (m_ctx.rank == 0)
            receiveAtMaster(a);
        else if (rankOf(a.peer) == m_ctx.rank)
            receiveAtWorker(a);
        else
            sendFromWorker(a);
    }

    // ---- the master ---------------------------------------------------------------------

    void sendFromMaster(std::size_t i, const sim::Activity &a)
    {
        auto buf = std::make_unique<std::vector<double>>();
        for (const auto &[bi, bj] : blocksOf(a.data)) {
            const std::int64_t r0 = bi * m_ctx.problem.q, c0 = bj * m_ctx.problem.q;
            for (std::int64_t c = c0; c < c0 + extent(bj); ++c)
                buf->insert(buf->end(), m_ctx.a.col(c) + r0, m_ctx.a.col(c) + r0 + extent(bi));
        }
        const auto *w = workerOf(a.peer);
        const double elements = static_cast<double>(buf->size());
        const double posted = m_ctx.clock.now();
        const double begin = std::max(posted, readyTime(i, rankOf(a.peer)));
        if (begin > posted)
            m_ctx.record({posted, begin, 0, IntervalKind::Wait, rankOf(a.peer), 0, 0, a.step});
        buf->push_back(begin);
        m_ctx.hold(begin, m_ctx.emulator.scale() * (w->latency + elements / w->elementRate), IntervalKind::Send,
                   rankOf(a.peer), a.step);
        MPI_Request request;
        MPI_Isend(buf->data(), static_cast<int>(buf->size()), MPI_DOUBLE, rankOf(a.peer), kTagData, m_ctx.comm, &request);
        m_sends.push_back({request, std::move(buf)});
        m_ctx.record({begin, m_ctx.clock.now(), 0, IntervalKind::Send, rankOf(a.peer), 8 * elements, 0, a.step});
        reapSends();
    }

    void receiveAtMaster(const sim::Activity &a)
    {
        const auto keys = blocksOf(a.data);
        std::vector<double> buf(elementsOf(keys) + 1);
        const double posted = m_ctx.clock.now();
        MPI_Recv(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, rankOf(a.node), kTagResult, m_ctx.comm,
                 MPI_STATUS_IGNORE);
        const double begin = std::max(posted, buf.back());
        buf.pop_back();
        if (begin > posted)
            m_ctx.record({posted, begin, 0, IntervalKind::Wait, rankOf(a.node), 0, 0, a.step});
        const auto *w = workerOf(a.node);
        m_ctx.hold(begin, m_ctx.emulator.scale() * (w->latencyBack + static_cast<double>(buf.size()) / w->elementRateBack),
                   IntervalKind::Recv, rankOf(a.node), a.step);
        std::size_t at = 0;
        for (const auto &[bi, bj] : keys) {
            const std::int64_t r0 = bi * m_ctx.problem.q, c0 = bj * m_ctx.problem.q;
            for (std::int64_t c = c0; c < c0 + extent(bj); ++c) {
                std::copy(buf.begin() + static_cast<std::ptrdiff_t>(at),
                          buf.begin() + static_cast<std::ptrdiff_t>(at + static_cast<std::size_t>(extent(bi))),
                          m_ctx.a.col(c) + r0);
                at += static_cast<std::size_t>(extent(bi));
            }
        }
        m_ctx.record({begin, m_ctx.clock.now(), 0, IntervalKind::Recv, rankOf(a.node),
                      8.0 * static_cast<double>(buf.size()), 0, a.step});
    }

    void reapSends()
    {
        while (!m_sends.empty()) {
            int done = 0;
            MPI_Test(&m_sends.front().first, &done, MPI_STATUS_IGNORE);
            if (!done)
                return;
            m_sends.pop_front();
        }
    }
    void waitSends()
    {
        for (auto &s : m_sends)
            MPI_Wait(&s.first, MPI_STATUS_IGNORE);
        m_sends.clear();
    }

    // ---- a worker -----------------------------------------------------------------------

    std::size_t elementsOf(const std::vector<BlockKey> &keys) const
    {
        std::size_t n = 0;
        for (const auto &[i, j] : keys)
            n += static_cast<std::size_t>(extent(i) * extent(j));
        return n;
    }

    void receiveAtWorker(const sim::Activity &a)
    {
        const auto keys = blocksOf(a.data);
        std::vector<double> buf(elementsOf(keys) + 1);
        const double posted = m_ctx.clock.now();
        MPI_Recv(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, 0, kTagData, m_ctx.comm, MPI_STATUS_IGNORE);
        const double begin = std::max(posted, buf.back());
        if (begin > posted)
            m_ctx.record({posted, begin, m_ctx.rank, IntervalKind::Wait, 0, 0, 0, a.step});
        std::size_t at = 0;
        for (const auto &key : keys) {
            Dense block(extent(key.first), extent(key.second));
            std::copy(buf.begin() + static_cast<std::ptrdiff_t>(at),
                      buf.begin() + static_cast<std::ptrdiff_t>(at + block.data.size()), block.data.begin());
            at += block.data.size();
            hold(key, std::move(block));
        }
        m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Recv, 0,
                      8.0 * static_cast<double>(buf.size() - 1), 0, a.step});
    }

    void sendFromWorker(const sim::Activity &a)
    {
        std::vector<double> buf;
        for (const auto &key : blocksOf(a.data)) {
            const auto it = m_blocks.find(key);
            if (it == m_blocks.end())
                throw std::logic_error("the schedule returns a block this worker does not hold");
            buf.insert(buf.end(), it->second.data.begin(), it->second.data.end());
            release(key);
        }
        const double begin = m_ctx.clock.now();
        buf.push_back(begin);
        MPI_Send(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, 0, kTagResult, m_ctx.comm);
        m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Send, 0,
                      8.0 * static_cast<double>(buf.size() - 1), 0, a.step});
    }

    void hold(const BlockKey &key, Dense block)
    {
        if (m_blocks.insert_or_assign(key, std::move(block)).second)
            ++m_held;
        if (static_cast<double>(m_held) > m_buffers + 1e-9)
            throw std::runtime_error("worker " + m_ctx.ranks.node[static_cast<std::size_t>(m_ctx.rank)] + " would hold "
                                     + std::to_string(m_held) + " blocks, more than its memory ("
                                     + std::to_string(m_buffers) + " buffers)");
    }
    void release(const BlockKey &key)
    {
        if (m_blocks.erase(key) > 0)
            --m_held;
    }

    // ---- computing, on a worker or on a computing master ---------------------------------

    // Pointer and leading dimension of a block, from this worker's buffers or the master's A.
    std::pair<double *, std::int64_t> block(int i, int j)
    {
        if (m_ctx.rank == 0)
            return {m_ctx.a.col(j * m_ctx.problem.q) + i * m_ctx.problem.q, m_ctx.a.rows};
        const auto it = m_blocks.find({i, j});
        if (it == m_blocks.end())
            throw std::logic_error("the schedule computes with block A(" + std::to_string(i) + "," + std::to_string(j)
                                   + "), which this worker does not hold");
        return {it->second.data.data(), it->second.rows};
    }

    // getrf on the pivot: in place in the master's A, or gathered from the worker's blocks.
    double factorPivot(const sim::BlockRect &r)
    {
        const std::int64_t e = extent(r.row0, r.row1);
        bool clean = true;
        if (m_ctx.rank == 0) {
            const auto [p, ld] = block(r.row0, r.col0);
            clean = luFactor(e, p, ld);
        } else {
            Dense pivot(e, e);
            const auto copy = [&](bool in) {
                std::int64_t c0 = 0;
                for (int j = r.col0; j < r.col1; ++j) {
                    std::int64_t r0 = 0;
                    for (int i = r.row0; i < r.row1; ++i) {
                        auto [p, ld] = block(i, j);
                        for (std::int64_t c = 0; c < extent(j); ++c) {
                            double *blockCol = p + c * ld;
                            double *pivotCol = pivot.col(c0 + c) + r0;
                            if (in)
                                std::copy(blockCol, blockCol + extent(i), pivotCol);
                            else
                                std::copy(pivotCol, pivotCol + extent(i), blockCol);
                        }
                        r0 += extent(i);
                    }
                    c0 += extent(j);
                }
            };
            copy(true);
            clean = luFactor(e, pivot.data.data(), e);
            copy(false);
        }
        if (!clean)
            throw std::runtime_error("the pivot " + rectText(r) + " needs row exchanges (or is singular): "
                                     "the block LU of docs/lu.md factors without pivoting");
        return 2.0 / 3.0 * static_cast<double>(e) * static_cast<double>(e) * static_cast<double>(e);
    }

    void compute(std::size_t index, const sim::Activity &a)
    {
        const LuOp op = m_plan.roles[index].op;
        const auto &rc = a.data.c.at(0);
        const double begin = m_ctx.clock.now();
        double flops = 0;
        if (op == LuOp::Getrf) {
            flops = factorPivot(rc);
        } else if (op == LuOp::TrsmRow) { // X ← X·U⁻¹, block by block: X_j = (X_j − Σ_{k<j} X_k U_kj) U_jj⁻¹
            const auto &piv = a.data.b.at(0);
            for (int i = rc.row0; i < rc.row1; ++i)
                for (int j = rc.col0; j < rc.col1; ++j) {
                    auto [x, ldx] = block(i, j);
                    for (int k = rc.col0; k < j; ++k) {
                        const auto [xk, ldk] = block(i, k);
                        const auto [u, ldu] = block(piv.row0 + (k - rc.col0), piv.col0 + (j - rc.col0));
                        gemmSubtract(extent(i), extent(j), extent(k), xk, ldk, u, ldu, x, ldx);
                        flops += 2.0 * static_cast<double>(extent(i) * extent(j) * extent(k));
                    }
                    const auto [u, ldu] = block(piv.row0 + (j - rc.col0), piv.col0 + (j - rc.col0));
                    solveUpperRight(extent(i), extent(j), u, ldu, x, ldx);
                    flops += static_cast<double>(extent(i) * extent(j) * extent(j));
                }
        } else if (op == LuOp::TrsmColumn) { // Y ← L⁻¹Y: Y_i = L_ii⁻¹ (Y_i − Σ_{k<i} L_ik Y_k)
            const auto &piv = a.data.a.at(0);
            for (int j = rc.col0; j < rc.col1; ++j)
                for (int i = rc.row0; i < rc.row1; ++i) {
                    auto [y, ldy] = block(i, j);
                    for (int k = rc.row0; k < i; ++k) {
                        const auto [l, ldl] = block(piv.row0 + (i - rc.row0), piv.col0 + (k - rc.row0));
                        const auto [yk, ldk] = block(k, j);
                        gemmSubtract(extent(i), extent(j), extent(k), l, ldl, yk, ldk, y, ldy);
                        flops += 2.0 * static_cast<double>(extent(i) * extent(j) * extent(k));
                    }
                    const auto [l, ldl] = block(piv.row0 + (i - rc.row0), piv.col0 + (i - rc.row0));
                    solveUnitLowerLeft(extent(i), extent(j), l, ldl, y, ldy);
                    flops += static_cast<double>(extent(i) * extent(i) * extent(j));
                }
        } else if (op == LuOp::Gemm) { // C ← C − A·B, A a row of the vertical panel, B the chunk
            const auto &ra = a.data.a.at(0);
            for (int i = rc.row0; i < rc.row1; ++i)
                for (int j = rc.col0; j < rc.col1; ++j) {
                    auto [c, ldc] = block(i, j);
                    for (int k = ra.col0; k < ra.col1; ++k) {
                        const auto [pa, lda] = block(i, k);
                        const auto [pb, ldb] = block(k, j);
                        gemmSubtract(extent(i), extent(j), extent(k), pa, lda, pb, ldb, c, ldc);
                        flops += 2.0 * static_cast<double>(extent(i) * extent(j) * extent(k));
                    }
                }
        } else {
            throw std::logic_error("an LU computation without its operation");
        }
        // Emulated, it lasts what the schedule's model says (paper 002 §7.1's counts).
        m_ctx.hold(begin, m_ctx.emulator.computeSeconds(a.amount, m_ctx.speedOf(m_ctx.rank)), IntervalKind::Compute, -1,
                   a.step);
        m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Compute, -1, 0, flops, a.step});
    }

    RunContext &m_ctx;
    const LuResult &m_plan;
    const MwPlatform &m_mw;
    std::vector<int> m_rankOfNode;
    int m_masterNode = -1;
    std::vector<std::vector<BlockKey>> m_freeAfter;
    std::vector<std::vector<std::size_t>> m_announceAfter;
    std::map<int, std::map<std::size_t, double>> m_ready;
    std::map<BlockKey, Dense> m_blocks;
    std::size_t m_held = 0;
    double m_buffers = 0;
    std::deque<std::pair<MPI_Request, std::unique_ptr<std::vector<double>>>> m_sends;
};

} // namespace

double runLu(RunContext &ctx)
{
    const LuResult plan = planLu(ctx.platform, ctx.problem, LuOptions{ctx.options.algorithm, 0});
    const auto mw = masterWorkerPlatform(ctx.platform, ctx.problem);
    ctx.predicted = plan.makespan * ctx.emulator.scale();
    Dense original;
    if (ctx.rank == 0) {
        // Diagonally dominant by rows and columns: |a_ii| ≥ n − 1 > Σ_{j≠i} |a_ij|, so Gaussian
        // elimination keeps the diagonal the largest of its column and needs no exchange.
        const std::int64_t n = ctx.problem.n;
        for (std::int64_t i = 0; i < n; ++i)
            ctx.a.at(i, i) += static_cast<double>(n);
        original = ctx.a;
        ctx.b = Dense();
        ctx.c = Dense();
    }
    LuReplay replay(ctx, plan, mw);
    ctx.startClock(); // planned: the run begins
    const double end = replay.run(plan.simulated.start);
    double makespan = 0;
    MPI_Reduce(&end, &makespan, 1, MPI_DOUBLE, MPI_MAX, 0, ctx.comm);
    ctx.collectEvents(1.0);
    if (ctx.rank == 0) {
        const double n = static_cast<double>(ctx.problem.n);
        ctx.verification = verifyLu(original, ctx.a);
        ctx.flops = 2.0 / 3.0 * n * n * n;
        ctx.extra["residual"] = ctx.verification->maxAbsError;
        ctx.extra["mu"] = plan.mu;
        ctx.extra["pivot_worker"] = plan.pivotWorker;
    }
    return makespan;
}

} // namespace partita::exec
