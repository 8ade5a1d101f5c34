// LU factorization on a master-worker platform (paper 002 §7, schedule/lu/lu_factorization.h)
// performed with MPI: the schedule the planner simulated is replayed, as mw_run.cpp replays the
// product's. Rank 0 (the master) holds A, made diagonally dominant (n added to the diagonal of
// entries in [-1, 1)) so that LU needs no pivoting, and ends with L\U in its place. It posts its
// communications in the schedule's order (one port). A worker receives into buffers it posts
// once the schedule's transfer may start (a free row slot, a chunk no longer read), so no
// message lands in memory that is not free; emulating, it also tells the master, which holds
// the send to its modelled time from then. For real, the master does not wait: it takes the
// results back in its order when something of its own reads their blocks. A worker performs
// its activities in the order of their simulated starts: getrf on the pivot (LAPACK's, whose
// partial pivoting must exchange no row: the run stops if it would), one triangular solve per
// panel row or column, and one dgemm per core segment (C ← C − A·B over the whole segment, the
// chunk of the horizontal panel packed once); it sends its results back without waiting for
// the master to take them. Every block it holds is counted, and holding more than its memory
// (in q×q buffers) is an error. Rank 0 then checks ‖A − L·U‖_F / ‖A‖_F < 1e-12 (docs/lu.md).
#include "exec/buffer_pool.h"
#include "exec/run_context.h"

#include "schedule/lu/lu_factorization.h"
#include "schedule/mw/master_worker.h"
#include "schedule/mw/mw_model.h"

#include <algorithm>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <stdexcept>

namespace partita::exec {

namespace {

using BlockKey = std::pair<int, int>; // block row, block column of A

// A block a worker holds: a view into the message it came in (column-major, leading dimension
// `rows`). The blocks of one message stay side by side, so a row of blocks received together
// (a row of the vertical panel, a core segment) is one rows × Σcols matrix the kernels take
// whole; the message is freed with its last block.
struct HeldBlock {
    std::shared_ptr<std::vector<double>> message;
    std::size_t offset = 0;
    std::int64_t rows = 0, cols = 0;
    double *data() const { return message->data() + offset; }
};

// A rectangle of blocks as one column-major matrix: in place (the master's A, or blocks side by
// side in one message) or packed into `packed`.
struct Operand {
    double *p = nullptr;
    std::int64_t ld = 0;
    bool isPacked = false;
    Dense packed;
};

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
        // Before the clock: a few buffers of this rank's largest message (the master keeps many
        // sends and results posted, a worker a few receives), within 256 MiB.
        std::size_t largest = 0;
        for (const auto &a : plan.run.schedule.activities)
            if (a.kind == sim::Activity::Kind::Transfer && (rankOf(a.node) == ctx.rank || rankOf(a.peer) == ctx.rank))
                largest = std::max(largest, elementsOf(blocksOf(a.data)) + 1);
        if (largest > 0) {
            const std::size_t wanted = ctx.rank == 0 ? 8 : 4, affordable = (std::size_t{256} << 20) / (8 * largest);
            m_pool.reserve(std::max<std::size_t>(1, std::min(wanted, affordable)), largest);
        }
        if (ctx.rank == 0) { // A into tiles, before the clock
            const int r = blocksPerSide();
            m_tiles.resize(static_cast<std::size_t>(ctx.problem.n * ctx.problem.n));
            for (int i = 0; i < r; ++i)
                for (int j = 0; j < r; ++j)
                    for (std::int64_t c = 0; c < extent(j); ++c) {
                        const double *from = ctx.a.col(j * ctx.problem.q + c) + i * ctx.problem.q;
                        std::copy(from, from + extent(i), block(i, j).first + c * extent(i));
                    }
        }
    }

    // The master's tiles back into A (L\U), once the clock has stopped.
    void writeBack()
    {
        if (m_ctx.rank != 0)
            return;
        const int r = blocksPerSide();
        for (int i = 0; i < r; ++i)
            for (int j = 0; j < r; ++j)
                for (std::int64_t c = 0; c < extent(j); ++c) {
                    const double *from = block(i, j).first + c * extent(i);
                    std::copy(from, from + extent(i), m_ctx.a.col(j * m_ctx.problem.q + c) + i * m_ctx.problem.q);
                }
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
        for (std::size_t p = 0; p <= mine.size(); ++p) {
            if (p > 0)
                for (const auto &key : m_freeAfter[p - 1])
                    release(key);
            for (auto x : m_announceAfter[p])
                announce(x);
            postReceives(p);
            if (p < mine.size())
                perform(mine[p]);
        }
        while (!m_results.empty())
            completeResult();
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
    int blocksPerSide() const { return static_cast<int>((m_ctx.problem.n + m_ctx.problem.q - 1) / m_ctx.problem.q); }
    // Where tile (i, j) begins: block row i holds extent(i)·n elements, its tiles side by side.
    std::size_t tileOffset(int i, int j) const
    {
        return static_cast<std::size_t>(i * m_ctx.problem.q * m_ctx.problem.n + extent(i) * j * m_ctx.problem.q);
    }
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
            m_incoming.emplace_back(mine[p], after);
        }
    }

    // What the transfer waits for is done: its buffers are free. The worker posts its receive
    // now, in its order (the master's sends to it come in the same order, both sorted by
    // simulated start), so that the data come in while it computes. Emulating, it also tells
    // the master, which holds the send to its modelled time from then; for real, the master
    // posts its sends in its one-port order without waiting, and a message's data move only
    // once the worker has posted its receive, into buffers that are free.
    void announce(std::size_t activity)
    {
        if (!m_ctx.emulator.enabled())
            return;
        const double message[2] = {static_cast<double>(activity), m_ctx.clock.now()};
        MPI_Send(message, 2, MPI_DOUBLE, 0, kTagReady, m_ctx.comm);
    }

    struct Posted {
        MPI_Request requests[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL};
        std::shared_ptr<std::vector<double>> message;
    };
    // A message's blocks, then the time its transfer began in the last element. Both come as
    // two messages (MPI keeps their order): the blocks, sent as they lie when they are side by
    // side (the master's tiles, a worker's blocks in the message they came in), then the time.
    void post(std::size_t activity, int from, int tag)
    {
        const auto &a = m_plan.run.schedule.activities[activity];
        Posted x;
        const std::size_t elements = elementsOf(blocksOf(a.data));
        x.message = m_pool.take(elements + 1);
        double *data = x.message->data();
        MPI_Irecv(data, static_cast<int>(elements), MPI_DOUBLE, from, tag, m_ctx.comm, &x.requests[0]);
        MPI_Irecv(data + elements, 1, MPI_DOUBLE, from, tag, m_ctx.comm, &x.requests[1]);
        m_posted.emplace(activity, std::move(x));
    }
    // Before the activity at `position` of its order, a worker posts the receives it announced,
    // in its order (a receive announced early waits for the ones before it, which MPI matches
    // first).
    void postReceives(std::size_t position)
    {
        if (m_ctx.rank == 0)
            return;
        for (; m_nextIncoming < m_incoming.size() && m_incoming[m_nextIncoming].second <= position; ++m_nextIncoming)
            post(m_incoming[m_nextIncoming].first, 0, kTagData);
    }
    // The data of a posted receive, once in.
    std::shared_ptr<std::vector<double>> received(std::size_t activity)
    {
        const auto it = m_posted.find(activity);
        if (it == m_posted.end())
            throw std::logic_error("the LU replay receives what it did not post (rank " + std::to_string(m_ctx.rank) + ")");
        MPI_Waitall(2, it->second.requests, MPI_STATUSES_IGNORE);
        auto out = std::move(it->second.message);
        m_posted.erase(it);
        return out;
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
            receiveAtMaster(i, a);
        else if (rankOf(a.peer) == m_ctx.rank)
            receiveAtWorker(i, a);
        else
            sendFromWorker(a);
    }

    // ---- the master ---------------------------------------------------------------------

    void sendFromMaster(std::size_t i, const sim::Activity &a)
    {
        settle(a.data);
        const auto keys = blocksOf(a.data);
        // Blocks side by side in one row of tiles go as they lie; others are packed.
        const double *data = nullptr;
        std::size_t elements = 0;
        BufferPool::Buffer packed;
        if (isRun(keys)) {
            data = block(keys.front().first, keys.front().second).first;
            elements = elementsOf(keys);
        } else {
            packed = m_pool.take(elementsOf(keys));
            packed->clear(); // packed below, within its capacity
            for (const auto &[bi, bj] : keys) {
                const double *p = block(bi, bj).first;
                packed->insert(packed->end(), p, p + extent(bi) * extent(bj));
            }
            data = packed->data();
            elements = packed->size();
        }
        const auto *w = workerOf(a.peer);
        const double posted = m_ctx.clock.now();
        const double begin = m_ctx.emulator.enabled() ? std::max(posted, readyTime(i, rankOf(a.peer))) : posted;
        if (begin > posted)
            m_ctx.record({posted, begin, 0, IntervalKind::Wait, rankOf(a.peer), 0, 0, a.step});
        m_ctx.hold(begin, m_ctx.emulator.scale() * (w->latency + static_cast<double>(elements) / w->elementRate),
                   IntervalKind::Send, rankOf(a.peer), a.step);
        MPI_Request request;
        MPI_Isend(data, static_cast<int>(elements), MPI_DOUBLE, rankOf(a.peer), kTagData, m_ctx.comm, &request);
        const std::uint64_t sent = m_sendsBase + m_sends.size();
        m_sends.push_back({request, std::move(packed)});
        if (!m_sends.back().second)
            for (const auto &key : keys)
                m_lastSendFrom[key] = sent;
        auto stamp = m_pool.take(1);
        (*stamp)[0] = begin;
        MPI_Isend(stamp->data(), 1, MPI_DOUBLE, rankOf(a.peer), kTagData, m_ctx.comm, &request);
        m_sends.push_back({request, std::move(stamp)});
        m_ctx.record({begin, m_ctx.clock.now(), 0, IntervalKind::Send, rankOf(a.peer), 8.0 * static_cast<double>(elements), 0,
                      a.step});
        reapSends();
        constexpr std::size_t kSendsPosted = 128; // the messages the master keeps posted at most
        while (m_sends.size() > kSendsPosted) {
            MPI_Wait(&m_sends.front().first, MPI_STATUS_IGNORE);
            popSend();
        }
    }
    // Blocks of one block row, in consecutive columns: one run of the master's tiles.
    static bool isRun(const std::vector<BlockKey> &keys)
    {
        for (std::size_t x = 1; x < keys.size(); ++x)
            if (keys[x].first != keys[0].first || keys[x].second != keys[x - 1].second + 1)
                return false;
        return !keys.empty();
    }
    // Before the master writes a block: the send that reads it from its tile is complete (it
    // has been, in fact, since the worker has returned what it received, but MPI wants it said).
    void completeSendsFrom(const std::vector<BlockKey> &keys)
    {
        for (const auto &key : keys) {
            const auto it = m_lastSendFrom.find(key);
            if (it == m_lastSendFrom.end())
                continue;
            if (it->second >= m_sendsBase)
                MPI_Wait(&m_sends[static_cast<std::size_t>(it->second - m_sendsBase)].first, MPI_STATUS_IGNORE);
            m_lastSendFrom.erase(it);
        }
    }
    void popSend()
    {
        m_sends.pop_front();
        ++m_sendsBase;
    }

    // The master posts a result's receive in its one-port order. Emulating, it takes the result
    // then, for the modelled time; for real, it goes on with its order and takes the results,
    // in order, when a send or a computation of its own reads their blocks (or when more than
    // kResultsPosted are posted): a result comes in while the master waits for an earlier one,
    // and a send that does not depend on a result does not wait for it.
    void receiveAtMaster(std::size_t i, const sim::Activity &a)
    {
        constexpr std::size_t kResultsPosted = 16;
        post(i, rankOf(a.node), kTagResult);
        m_results.push_back(i);
        ++m_resultsPosted;
        for (const auto &key : blocksOf(a.data))
            m_lastWriter[key] = m_resultsPosted;
        while (!m_results.empty() && (m_ctx.emulator.enabled() || m_results.size() > kResultsPosted))
            completeResult();
    }
    // Before the master reads or writes these blocks: the results that write them are in.
    void settle(const sim::BlockSet &data)
    {
        std::uint64_t needed = 0;
        for (const auto &key : blocksOf(data))
            if (const auto it = m_lastWriter.find(key); it != m_lastWriter.end())
                needed = std::max(needed, it->second);
        while (m_resultsTaken < needed)
            completeResult();
    }
    void completeResult()
    {
        const std::size_t i = m_results.front();
        m_results.pop_front();
        ++m_resultsTaken;
        const auto &a = m_plan.run.schedule.activities[i];
        const auto keys = blocksOf(a.data);
        const double posted = m_ctx.clock.now();
        auto message = received(i);
        std::vector<double> &buf = *message;
        const double begin = std::max(posted, buf.back());
        buf.pop_back();
        if (begin > posted)
            m_ctx.record({posted, begin, 0, IntervalKind::Wait, rankOf(a.node), 0, 0, a.step});
        const auto *w = workerOf(a.node);
        m_ctx.hold(begin, m_ctx.emulator.scale() * (w->latencyBack + static_cast<double>(buf.size()) / w->elementRateBack),
                   IntervalKind::Recv, rankOf(a.node), a.step);
        completeSendsFrom(keys);
        std::size_t at = 0;
        for (const auto &key : keys) {
            forget(key);
            const std::size_t size = static_cast<std::size_t>(extent(key.first) * extent(key.second));
            std::memcpy(block(key.first, key.second).first, buf.data() + at, size * sizeof(double));
            at += size;
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
            popSend();
        }
    }
    void waitSends()
    {
        for (auto &s : m_sends)
            MPI_Wait(&s.first, MPI_STATUS_IGNORE);
        m_sendsBase += m_sends.size();
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

    void receiveAtWorker(std::size_t i, const sim::Activity &a)
    {
        const auto keys = blocksOf(a.data);
        const double posted = m_ctx.clock.now();
        auto message = received(i);
        const double begin = std::max(posted, message->back());
        if (begin > posted)
            m_ctx.record({posted, begin, m_ctx.rank, IntervalKind::Wait, 0, 0, 0, a.step});
        std::size_t at = 0;
        for (const auto &key : keys) {
            HeldBlock block{message, at, extent(key.first), extent(key.second)};
            at += static_cast<std::size_t>(block.rows * block.cols);
            hold(key, std::move(block));
        }
        m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Recv, 0,
                      8.0 * static_cast<double>(message->size() - 1), 0, a.step});
    }

    // The result goes back without waiting for the master to take it (it takes the results in
    // its one-port order): the worker computes on meanwhile.
    void sendFromWorker(const sim::Activity &a)
    {
        const auto keys = blocksOf(a.data);
        std::vector<HeldBlock> blocks;
        for (const auto &key : keys) {
            const auto it = m_blocks.find(key);
            if (it == m_blocks.end())
                throw std::logic_error("the schedule returns a block this worker does not hold");
            blocks.push_back(it->second);
            release(key);
        }
        // Blocks still side by side in the message they came in (a core segment, a panel row,
        // updated in place) go as they lie; others are packed.
        bool together = true;
        for (std::size_t x = 1; x < blocks.size() && together; ++x)
            together = blocks[x].message == blocks[0].message
                    && blocks[x].offset == blocks[x - 1].offset + static_cast<std::size_t>(blocks[x - 1].rows * blocks[x - 1].cols);
        BufferPool::Buffer buf;
        const double *data = nullptr;
        std::size_t elements = 0;
        if (together && !blocks.empty()) {
            buf = blocks[0].message; // kept alive until the send completes
            data = blocks[0].data();
            for (const auto &b : blocks)
                elements += static_cast<std::size_t>(b.rows * b.cols);
        } else {
            buf = m_pool.take(elementsOf(keys));
            buf->clear(); // packed below, within its capacity
            for (const auto &b : blocks)
                buf->insert(buf->end(), b.data(), b.data() + b.rows * b.cols);
            data = buf->data();
            elements = buf->size();
        }
        const double begin = m_ctx.clock.now();
        MPI_Request request;
        MPI_Isend(data, static_cast<int>(elements), MPI_DOUBLE, 0, kTagResult, m_ctx.comm, &request);
        m_sends.push_back({request, std::move(buf)});
        auto stamp = m_pool.take(1);
        (*stamp)[0] = begin;
        MPI_Isend(stamp->data(), 1, MPI_DOUBLE, 0, kTagResult, m_ctx.comm, &request);
        m_sends.push_back({request, std::move(stamp)});
        m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Send, 0, 8.0 * static_cast<double>(elements), 0,
                      a.step});
        reapSends();
    }

    void hold(const BlockKey &key, HeldBlock block)
    {
        forget(key);
        if (m_blocks.insert_or_assign(key, std::move(block)).second)
            ++m_held;
        if (static_cast<double>(m_held) > m_buffers + 1e-9)
            throw std::runtime_error("worker " + m_ctx.ranks.node[static_cast<std::size_t>(m_ctx.rank)] + " would hold "
                                     + std::to_string(m_held) + " blocks, more than its memory ("
                                     + std::to_string(m_buffers) + " buffers)");
    }
    void release(const BlockKey &key)
    {
        forget(key);
        if (m_blocks.erase(key) > 0)
            --m_held;
    }

    // Packed copies of the rectangles read by several computations (a chunk of the horizontal
    // panel, the factored pivot): packed once, dropped when one of their blocks changes.
    void forget(const BlockKey &key)
    {
        for (auto it = m_packed.begin(); it != m_packed.end();) {
            const auto &r = it->first;
            if (key.first >= r.row0 && key.first < r.row1 && key.second >= r.col0 && key.second < r.col1)
                it = m_packed.erase(it);
            else
                ++it;
        }
    }
    void forget(const sim::BlockRect &r)
    {
        for (int i = r.row0; i < r.row1; ++i)
            for (int j = r.col0; j < r.col1; ++j)
                forget(BlockKey{i, j});
    }

    // ---- computing, on a worker or on a computing master ---------------------------------

    // Pointer and leading dimension of a block, from this worker's buffers or the master's A.
    std::pair<double *, std::int64_t> block(int i, int j)
    {
        if (m_ctx.rank == 0)
            return {m_tiles.data() + tileOffset(i, j), extent(i)};
        const auto it = m_blocks.find({i, j});
        if (it == m_blocks.end())
            throw std::logic_error("the schedule computes with block A(" + std::to_string(i) + "," + std::to_string(j)
                                   + "), which this worker does not hold");
        return {it->second.data(), it->second.rows};
    }

    // The blocks of r as one column-major matrix: in place when they are (a submatrix of the
    // master's A; one row of blocks side by side in the message they came in), else packed.
    Operand operand(const sim::BlockRect &r)
    {
        Operand o;
        if (m_ctx.rank == 0 && r.row1 == r.row0 + 1) { // a run of the master's tiles
            std::tie(o.p, o.ld) = block(r.row0, r.col0);
            return o;
        }
        if (m_ctx.rank != 0 && r.row1 == r.row0 + 1) {
            const auto first = m_blocks.find({r.row0, r.col0});
            bool together = first != m_blocks.end();
            std::size_t next = together ? first->second.offset : 0;
            for (int j = r.col0; together && j < r.col1; ++j) {
                const auto it = m_blocks.find({r.row0, j});
                together = it != m_blocks.end() && it->second.message == first->second.message
                        && it->second.offset == next;
                if (together)
                    next += static_cast<std::size_t>(it->second.rows * it->second.cols);
            }
            if (together) {
                o.p = first->second.data();
                o.ld = first->second.rows;
                return o;
            }
        }
        o.isPacked = true;
        o.packed = Dense(extent(r.row0, r.row1), extent(r.col0, r.col1));
        copyBlocks(r, o.packed, true);
        o.p = o.packed.data.data();
        o.ld = o.packed.rows;
        return o;
    }
    // Writes a packed operand back into its blocks.
    void store(const sim::BlockRect &r, Operand &o)
    {
        if (o.isPacked)
            copyBlocks(r, o.packed, false);
    }
    // A rectangle several computations read, packed once (see forget()).
    const Operand &readOnly(const sim::BlockRect &r)
    {
        for (auto &[rect, o] : m_packed)
            if (rect == r)
                return o;
        m_packed.emplace_back(r, operand(r));
        return m_packed.back().second;
    }
    // Between the blocks of r and the matrix `packed` (in: blocks to matrix).
    void copyBlocks(const sim::BlockRect &r, Dense &packed, bool in)
    {
        std::int64_t c0 = 0;
        for (int j = r.col0; j < r.col1; ++j) {
            std::int64_t r0 = 0;
            for (int i = r.row0; i < r.row1; ++i) {
                auto [p, ld] = block(i, j);
                for (std::int64_t c = 0; c < extent(j); ++c) {
                    double *blockCol = p + c * ld;
                    double *packedCol = packed.col(c0 + c) + r0;
                    if (in)
                        std::memcpy(packedCol, blockCol, static_cast<std::size_t>(extent(i)) * sizeof(double));
                    else
                        std::memcpy(blockCol, packedCol, static_cast<std::size_t>(extent(i)) * sizeof(double));
                }
                r0 += extent(i);
            }
            c0 += extent(j);
        }
    }

    // One kernel call per activity, over all its blocks: getrf on the pivot; a panel row
    // X ← X·U⁻¹ (one dtrsm, U the pivot's upper triangle); a panel column Y ← L⁻¹·Y (one dtrsm, L
    // its unit lower triangle); a core segment C ← C − A·B (one dgemm, A the row of the vertical
    // panel, B the chunk of the horizontal one, packed once while the worker keeps it).
    void compute(std::size_t index, const sim::Activity &a)
    {
        const LuOp op = m_plan.roles[index].op;
        const auto &rc = a.data.c.at(0);
        if (m_ctx.rank == 0) {
            settle(a.data);
            completeSendsFrom(blocksOf(sim::BlockSet{{}, {}, a.data.c}));
        }
        const double begin = m_ctx.clock.now();
        const double m = static_cast<double>(extent(rc.row0, rc.row1)), n = static_cast<double>(extent(rc.col0, rc.col1));
        double flops = 0;
        forget(rc); // its blocks change
        if (op == LuOp::Getrf) {
            Operand pivot = operand(rc);
            if (!luFactor(extent(rc.row0, rc.row1), pivot.p, pivot.ld))
                throw std::runtime_error("the pivot " + rectText(rc) + " needs row exchanges (or is singular): "
                                         "the block LU of docs/lu.md factors without pivoting");
            store(rc, pivot);
            flops = 2.0 / 3.0 * m * m * m;
        } else if (op == LuOp::TrsmRow) {
            const Operand &u = readOnly(a.data.b.at(0));
            Operand x = operand(rc);
            solveUpperRight(extent(rc.row0, rc.row1), extent(rc.col0, rc.col1), u.p, u.ld, x.p, x.ld);
            store(rc, x);
            flops = m * n * n;
        } else if (op == LuOp::TrsmColumn) {
            const Operand &l = readOnly(a.data.a.at(0));
            Operand y = operand(rc);
            solveUnitLowerLeft(extent(rc.row0, rc.row1), extent(rc.col0, rc.col1), l.p, l.ld, y.p, y.ld);
            store(rc, y);
            flops = m * m * n;
        } else if (op == LuOp::Gemm) {
            const auto &ra = a.data.a.at(0);
            const Operand &b = readOnly(a.data.b.at(0));
            const Operand pa = operand(ra);
            Operand c = operand(rc);
            const std::int64_t k = extent(ra.col0, ra.col1);
            gemmSubtract(extent(rc.row0, rc.row1), extent(rc.col0, rc.col1), k, pa.p, pa.ld, b.p, b.ld, c.p, c.ld);
            store(rc, c);
            flops = 2.0 * m * n * static_cast<double>(k);
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
    std::vector<std::pair<std::size_t, std::size_t>> m_incoming; // a worker's receives: activity, position
    std::size_t m_nextIncoming = 0;
    std::deque<std::size_t> m_results; // the master's results posted, not yet taken, in its order
    std::uint64_t m_resultsPosted = 0, m_resultsTaken = 0;
    std::map<BlockKey, std::uint64_t> m_lastWriter; // the last result posted that writes a block
    std::map<std::size_t, Posted> m_posted;
    std::map<BlockKey, HeldBlock> m_blocks;
    std::deque<std::pair<sim::BlockRect, Operand>> m_packed;
    std::size_t m_held = 0;
    double m_buffers = 0;
    std::deque<std::pair<MPI_Request, BufferPool::Buffer>> m_sends; // and what they send, if not a tile
    std::uint64_t m_sendsBase = 0;                                  // the number of sends popped
    std::map<BlockKey, std::uint64_t> m_lastSendFrom; // the last send from a block's tile, not known complete
    // The master's A as q×q tiles, block row after block row, each tile column-major with its
    // real extent: the blocks of a row in consecutive columns are one matrix, sent as it lies.
    std::vector<double> m_tiles;
    BufferPool m_pool; // every message's buffer (buffer_pool.h)
};

} // namespace

double runLu(RunContext &ctx)
{
    LuOptions options{ctx.options.algorithm, 0};
    options.steps = ctx.options.strategy.luSteps;
    const LuResult plan = planLu(ctx.platform, ctx.problem, options);
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
    replay.writeBack();
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
        ctx.extra["steps"] = plan.streamed ? "streamed" : "paper";
    }
    return makespan;
}

} // namespace partita::exec
