// Master-worker schedules (paper 002, schedule/mw/master_worker.h) performed with MPI: the
// schedule the planner simulated is replayed. Rank 0 (the master) does its communications in
// the schedule's order, one at a time (one port): when emulating it holds each outgoing
// message to its predicted end, then sends it without waiting (the worker may still be
// computing, as the overlapped layouts intend), and receives each finished C in turn. A transfer to a worker
// starts no earlier than the worker announces it has done what the schedule makes the transfer
// wait for (a free buffer). A worker performs its own activities in the order of their
// simulated starts: receive blocks of A, B or C, update its C chunk block by block with
// OpenBLAS, send the chunk back. Every block it holds is counted, and holding more than its
// memory (in q×q buffers) is an error: the schedules promise it never happens.
#include "exec/run_context.h"

#include "schedule/mw/master_worker.h"
#include "schedule/mw/mw_model.h"
#include "sim/simulator.h"

#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <stdexcept>
#include <tuple>

namespace partita::exec {

namespace {

using BlockKey = std::tuple<char, int, int>; // matrix, block row, block column

// Every block of the rectangles of a set, in order: A, then B, then C; row by row.
std::vector<BlockKey> blocksOf(const sim::BlockSet &set)
{
    std::vector<BlockKey> out;
    const auto add = [&](char m, const std::vector<sim::BlockRect> &rects) {
        for (const auto &r : rects)
            for (int i = r.row0; i < r.row1; ++i)
                for (int j = r.col0; j < r.col1; ++j)
                    out.emplace_back(m, i, j);
    };
    add('A', set.a);
    add('B', set.b);
    add('C', set.c);
    return out;
}

class MwReplay {
public:
    MwReplay(RunContext &ctx, const MwResult &plan, const sim::SimPlatform &pf, const MwPlatform &mw)
        : m_ctx(ctx), m_plan(plan), m_pf(pf), m_mw(mw)
    {
        for (const auto &node : pf.nodes())
            m_rankOfNode.push_back(ctx.ranks.rankOf(node.id));
        m_masterNode = mw.master;
    }

    double run(const std::vector<double> &simStart)
    {
        const int me = m_ctx.rank;
        // This rank's activities, in the order it performs them.
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

    // A block's rows × columns in elements.
    std::int64_t extent(int b) const { return m_ctx.problem.blockExtent(b); }

    // After which of this rank's activities each block it received is no longer needed: the
    // last computation that reads it before it is received again (or ever).
    void planFrees(const std::vector<std::size_t> &mine)
    {
        m_freeAfter.assign(mine.size(), {});
        if (m_ctx.rank == 0)
            return;
        std::map<BlockKey, bool> nextIsUse; // scanning backwards: is the next event a use?
        for (std::size_t p = mine.size(); p-- > 0;) {
            const auto &a = m_plan.run.schedule.activities[mine[p]];
            if (a.kind == sim::Activity::Kind::Compute) {
                sim::BlockSet inputs{a.data.a, a.data.b, {}};
                for (const auto &key : blocksOf(inputs)) {
                    auto it = nextIsUse.find(key);
                    if (it == nextIsUse.end() || !it->second)
                        m_freeAfter[p].push_back(key);
                    nextIsUse[key] = true;
                }
            } else if (rankOf(a.peer) == m_ctx.rank) {
                for (const auto &key : blocksOf(a.data))
                    nextIsUse[key] = false; // it arrives again: the copy before is done
            }
        }
    }

    // A transfer into a worker may start once the worker has done what the schedule makes it
    // wait for (its buffers are free): the worker tells the master then, so that the master
    // neither sends early nor holds a message the worker has no room for.
    void planAnnouncements(const std::vector<std::size_t> &mine)
    {
        m_announceAfter.assign(mine.size() + 1, {});
        if (m_ctx.rank == 0)
            return;
        std::map<std::size_t, std::size_t> position; // activity -> its position in `mine`
        for (std::size_t p = 0; p < mine.size(); ++p)
            position[mine[p]] = p;
        for (std::size_t p = 0; p < mine.size(); ++p) {
            const auto &a = m_plan.run.schedule.activities[mine[p]];
            if (a.kind != sim::Activity::Kind::Transfer || rankOf(a.peer) != m_ctx.rank)
                continue;
            std::size_t after = 0; // announce after this many activities
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

    // The master waits until the worker has announced `activity`; returns when it did.
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
            compute(a);
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

    void packFromMaster(const BlockKey &key, std::vector<double> &buf) const
    {
        const auto [m, i, j] = key;
        const Dense &src = m == 'A' ? m_ctx.a : m == 'B' ? m_ctx.b : m_ctx.c;
        const std::int64_t r0 = i * m_ctx.problem.q, c0 = j * m_ctx.problem.q;
        for (std::int64_t c = c0; c < c0 + extent(j); ++c)
            buf.insert(buf.end(), src.col(c) + r0, src.col(c) + r0 + extent(i));
    }

    void sendFromMaster(std::size_t i, const sim::Activity &a)
    {
        auto buf = std::make_unique<std::vector<double>>();
        for (const auto &key : blocksOf(a.data))
            packFromMaster(key, *buf);
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
        // The transfer starts when both ends are ready: the port is free, the worker has sent.
        const double begin = std::max(posted, buf.back());
        buf.pop_back();
        if (begin > posted)
            m_ctx.record({posted, begin, 0, IntervalKind::Wait, rankOf(a.node), 0, 0, a.step});
        const auto *w = workerOf(a.node);
        m_ctx.hold(begin, m_ctx.emulator.scale() * (w->latencyBack + static_cast<double>(buf.size()) / w->elementRateBack),
                   IntervalKind::Recv, rankOf(a.node), a.step);
        std::size_t at = 0;
        for (const auto &[m, i, j] : keys) {
            const std::int64_t r0 = i * m_ctx.problem.q, c0 = j * m_ctx.problem.q;
            for (std::int64_t c = c0; c < c0 + extent(j); ++c) {
                std::copy(buf.begin() + static_cast<std::ptrdiff_t>(at),
                          buf.begin() + static_cast<std::ptrdiff_t>(at + static_cast<std::size_t>(extent(i))),
                          m_ctx.c.col(c) + r0);
                at += static_cast<std::size_t>(extent(i));
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
        for (const auto &[m, i, j] : keys)
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
            const auto [m, i, j] = key;
            Dense block(extent(i), extent(j));
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
        const auto keys = blocksOf(a.data);
        std::vector<double> buf;
        for (const auto &key : keys) {
            const auto it = m_blocks.find(key);
            if (it == m_blocks.end())
                throw std::logic_error("the schedule returns a C block this worker does not hold");
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
        m_peak = std::max(m_peak, m_held);
    }
    void release(const BlockKey &key)
    {
        if (m_blocks.erase(key) > 0)
            --m_held;
    }

    // ---- computing, on a worker or on a computing master ---------------------------------

    // Pointer and leading dimension of a block, from this worker's buffers or the master's
    // matrices.
    std::pair<double *, std::int64_t> block(char m, int i, int j)
    {
        if (m_ctx.rank == 0) {
            Dense &src = m == 'A' ? m_ctx.a : m == 'B' ? m_ctx.b : m_ctx.c;
            return {src.col(j * m_ctx.problem.q) + i * m_ctx.problem.q, src.rows};
        }
        const auto it = m_blocks.find({m, i, j});
        if (it == m_blocks.end())
            throw std::logic_error(std::string("the schedule computes with block ") + m + "(" + std::to_string(i)
                                   + "," + std::to_string(j) + "), which this worker does not hold");
        return {it->second.data.data(), it->second.rows};
    }

    void compute(const sim::Activity &a)
    {
        if (a.data.c.size() != 1 || a.data.a.size() != 1 || a.data.b.size() != 1)
            throw std::logic_error("a master-worker computation names one rectangle of each matrix");
        const auto &rc = a.data.c.front();
        const auto &ra = a.data.a.front();
        const double begin = m_ctx.clock.now();
        double ma = 0;
        for (int i = rc.row0; i < rc.row1; ++i)
            for (int j = rc.col0; j < rc.col1; ++j)
                for (int k = ra.col0; k < ra.col1; ++k) {
                    const auto [pa, lda] = block('A', i, k);
                    const auto [pb, ldb] = block('B', k, j);
                    const auto [pc, ldc] = block('C', i, j);
                    gemmAccumulate(extent(i), extent(j), extent(k), pa, lda, pb, ldb, pc, ldc);
                    ma += static_cast<double>(extent(i) * extent(j) * extent(k));
                }
        m_ctx.hold(begin, m_ctx.emulator.computeSeconds(ma, m_ctx.speedOf(m_ctx.rank)), IntervalKind::Compute, -1, a.step);
        m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Compute, -1, 0, 2 * ma, a.step});
    }

    RunContext &m_ctx;
    const MwResult &m_plan;
    const sim::SimPlatform &m_pf;
    const MwPlatform &m_mw;
    std::vector<int> m_rankOfNode;
    int m_masterNode = -1;
    std::vector<std::vector<BlockKey>> m_freeAfter;
    std::vector<std::vector<std::size_t>> m_announceAfter; // [p]: after p of this rank's activities
    std::map<int, std::map<std::size_t, double>> m_ready;   // master: announced, not yet sent
    std::map<BlockKey, Dense> m_blocks;
    std::size_t m_held = 0, m_peak = 0;
    double m_buffers = 0;
    std::deque<std::pair<MPI_Request, std::unique_ptr<std::vector<double>>>> m_sends;
};

} // namespace

double runMasterWorker(RunContext &ctx)
{
    const MwResult plan = planMasterWorker(ctx.platform, ctx.problem, MwOptions{ctx.options.algorithm, 0});
    const auto pf = plan.run.simPlatform();
    const auto mw = masterWorkerPlatform(ctx.platform, ctx.problem);
    ctx.predicted = plan.makespan * ctx.emulator.scale();
    MwReplay replay(ctx, plan, pf, mw);
    ctx.startClock(); // planned: the run begins
    const double end = replay.run(plan.simulated.start);
    double makespan = 0;
    MPI_Reduce(&end, &makespan, 1, MPI_DOUBLE, MPI_MAX, 0, ctx.comm);
    ctx.collectEvents(1.0);
    return makespan;
}

} // namespace partita::exec
