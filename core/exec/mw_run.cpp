// Master-worker schedules (paper 002, schedule/mw/master_worker.h) performed with MPI: the
// schedule the planner simulated is replayed, each rank doing its part in the order of the
// simulated starts, in two lanes as the model has them: its computations one after the other,
// and its communications one after the other (the master's one port), the two overlapping.
// A rank is one thread: between two updates of a computation (a worker's q×q blocks, a
// computing master's block columns) it moves its communications on (non-blocking MPI), and
// when neither lane can go on it waits in MPI.
//
// Data moves with one copy. The master holds the blocks it sends as q×q tiles, laid out before
// the run begins as the matrices themselves are, and sends each from its tile (a message per
// block, then one with the time the transfer began); a worker receives a transfer into one
// buffer and computes on the blocks where they arrived. A computing master updates its own
// chunks in place on the whole matrices, rank-k updates of a block column at a time, at the
// panel kernel's rate (strategy/strategy.h, forStrategy), not a q×q block's.
//
// A worker announces each transfer to it once its own activities the transfer waits for are
// done (a free buffer), and only then receives it, in order; it computes once the blocks a
// computation reads have arrived, and returns its C chunk once the computations on it are done.
// The master posts each transfer's messages as its lane reaches them (when emulating: once the
// worker has announced it), without waiting for them to arrive (the worker may still be
// computing, as the overlapped layouts intend), and receives each finished C in turn. Every
// block a worker holds is counted, and holding more than its memory (in q×q buffers) is an
// error: the schedules promise it never happens. When emulating, each activity is held to its
// predicted end while the other lane goes on (Emulator::target).
#include "exec/buffer_pool.h"
#include "exec/run_context.h"

#include "schedule/mw/master_worker.h"
#include "schedule/mw/mw_model.h"
#include "sim/simulator.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <thread>
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

// A block a worker holds: where it lies in the buffer of the message that brought it (column-major,
// leading dimension `rows`).
struct HeldBlock {
    std::shared_ptr<std::vector<double>> buffer;
    std::size_t offset = 0;
    std::int64_t rows = 0;
    std::size_t elements = 0;
    double *data() const { return buffer->data() + offset; }
};

class MwReplay {
public:
    MwReplay(RunContext &ctx, const MwResult &plan, const sim::SimPlatform &pf, const MwPlatform &mw)
        : m_ctx(ctx), m_plan(plan), m_mw(mw)
    {
        for (const auto &node : pf.nodes())
            m_rankOfNode.push_back(ctx.ranks.rankOf(node.id));
        m_masterNode = mw.master;
        if (ctx.rank == 0)
            for (const auto &a : activities())
                if (a.kind == sim::Activity::Kind::Transfer && a.node == m_masterNode)
                    for (const auto &key : blocksOf(a.data))
                        if (!m_tiles.count(key))
                            packFromMaster(key, m_tiles[key]);
    }

    // Before the clock: this rank's activities in order, what each waits for, its buffers.
    void prepare(const std::vector<double> &simStart)
    {
        const int me = m_ctx.rank;
        const auto &acts = activities();
        // This rank's activities, by simulated start (the master's communications are chained,
        // so for rank 0 this is also their schedule order); ties keep the schedule order.
        for (std::size_t i = 0; i < acts.size(); ++i) {
            const auto &a = acts[i];
            if (rankOf(a.node) == me || (a.kind == sim::Activity::Kind::Transfer && rankOf(a.peer) == me))
                m_mine.push_back(i);
        }
        std::stable_sort(m_mine.begin(), m_mine.end(), [&](auto x, auto y) { return simStart[x] < simStart[y]; });
        m_position.assign(acts.size(), -1);
        for (std::size_t p = 0; p < m_mine.size(); ++p) {
            m_position[m_mine[p]] = static_cast<int>(p);
            (act(p).kind == sim::Activity::Kind::Compute ? m_computes : m_comms).push_back(p);
        }
        m_done.assign(m_mine.size(), false);
        planFrees();
        planReceives();
        planAnnouncements();
        m_buffers = me == 0 ? 0.0 : bufferLimit(me);
        reserveBuffers();
    }

    double run()
    {
        const int me = m_ctx.rank;
        if (me == 0) {
            for (std::size_t p : m_comms)
                m_readyExpected += act(p).node == m_masterNode ? 1 : 0;
            postReady();
        } else {
            for (std::size_t r = 0; r < m_mine.size(); ++r)
                if (m_announce.count(r) && m_announce[r].missing == 0)
                    announce(r);
        }
        while (m_nextCompute < m_computes.size() || m_nextComm < m_comms.size() || m_computeHeld) {
            const bool moved = progress();
            if (computeCanStart()) {
                endIdle();
                compute(m_computes[m_nextCompute++]);
                continue;
            }
            if (moved)
                endIdle();
            else
                idle();
        }
        endIdle();
        waitSends();
        return m_ctx.clock.now();
    }

private:
    const std::vector<sim::Activity> &activities() const { return m_plan.run.schedule.activities; }
    const sim::Activity &act(std::size_t position) const { return activities()[m_mine[position]]; }
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
    // A block's rows and columns in elements: A is m×k, B k×n, C m×n (each block its real
    // extent where q does not divide a dimension).
    std::int64_t rowsOf(char m, int i) const
    {
        return m == 'B' ? m_ctx.problem.innerExtent(i) : m_ctx.problem.rowExtent(i);
    }
    std::int64_t colsOf(char m, int j) const
    {
        return m == 'A' ? m_ctx.problem.innerExtent(j) : m_ctx.problem.colExtent(j);
    }
    std::size_t elementsOf(const std::vector<BlockKey> &keys) const
    {
        std::size_t n = 0;
        for (const auto &[m, i, j] : keys)
            n += static_cast<std::size_t>(rowsOf(m, i) * colsOf(m, j));
        return n;
    }
    // The activities of this rank that the one at `position` waits for are done (those of
    // other ranks are the announcements' business).
    bool localDepsDone(std::size_t position) const
    {
        for (int d : act(position).after) {
            const int at = m_position[static_cast<std::size_t>(d)];
            if (at >= 0 && !m_done[static_cast<std::size_t>(at)])
                return false;
        }
        return true;
    }
    bool isReceive(std::size_t position) const
    {
        const auto &a = act(position);
        return a.kind == sim::Activity::Kind::Transfer && rankOf(a.peer) == m_ctx.rank;
    }

    // ---- planning this rank's part ----------------------------------------------------------

    // After which of this rank's computations each block it received is no longer needed: the
    // last computation that reads it before it is received again (or ever).
    void planFrees()
    {
        m_freeAfter.assign(m_mine.size(), {});
        if (m_ctx.rank == 0)
            return;
        std::map<BlockKey, bool> nextIsUse; // scanning backwards: is the next event a use?
        for (std::size_t p = m_mine.size(); p-- > 0;) {
            const auto &a = act(p);
            if (a.kind == sim::Activity::Kind::Compute) {
                sim::BlockSet inputs{a.data.a, a.data.b, {}};
                for (const auto &key : blocksOf(inputs)) {
                    auto it = nextIsUse.find(key);
                    if (it == nextIsUse.end() || !it->second)
                        m_freeAfter[p].push_back(key);
                    nextIsUse[key] = true;
                }
            } else if (isReceive(p)) {
                for (const auto &key : blocksOf(a.data))
                    nextIsUse[key] = false; // it arrives again: the copy before is done
            }
        }
    }

    // For each computation and each return of C on a worker, the receptions whose blocks it
    // reads: for each block, the last reception of it before (a block received again replaces
    // the copy before once the computations on that copy are done).
    void planReceives()
    {
        m_sources.assign(m_mine.size(), {});
        if (m_ctx.rank == 0)
            return;
        std::map<BlockKey, std::size_t> last;
        for (std::size_t p = 0; p < m_mine.size(); ++p) {
            const auto &a = act(p);
            if (isReceive(p)) {
                for (const auto &key : blocksOf(a.data))
                    last[key] = p;
                continue;
            }
            for (const auto &key : blocksOf(a.data))
                if (auto it = last.find(key); it != last.end())
                    m_sources[p].push_back(it->second);
            std::sort(m_sources[p].begin(), m_sources[p].end());
            m_sources[p].erase(std::unique(m_sources[p].begin(), m_sources[p].end()), m_sources[p].end());
        }
    }

    // A transfer into a worker may start once the worker has done what the schedule makes it
    // wait for (its buffers are free): the worker tells the master then, so that the master
    // neither sends early nor holds a message the worker has no room for.
    void planAnnouncements()
    {
        if (m_ctx.rank == 0)
            return;
        for (std::size_t p = 0; p < m_mine.size(); ++p) {
            if (!isReceive(p))
                continue;
            auto &a = m_announce[p];
            for (int d : act(p).after) {
                const int at = m_position[static_cast<std::size_t>(d)];
                if (at >= 0) {
                    ++a.missing;
                    m_announceWaiters[static_cast<std::size_t>(at)].push_back(p);
                }
            }
        }
    }

    // The activity at `position` is done: what waited for it may go on.
    void complete(std::size_t position)
    {
        m_done[position] = true;
        for (std::size_t r : m_announceWaiters[position])
            if (--m_announce[r].missing == 0)
                announce(r);
    }

    void announce(std::size_t position)
    {
        const double message[3] = {static_cast<double>(m_mine[position]), m_ctx.clock.now(),
                                   static_cast<double>(m_ctx.rank)};
        MPI_Send(message, 3, MPI_DOUBLE, 0, kTagReady, m_ctx.comm);
    }

    // ---- the event loop ---------------------------------------------------------------------

    // Moves what can move without waiting: a held computation ends, the communication lane
    // goes on, sent messages are reaped. True when something moved.
    bool progress()
    {
        bool moved = false;
        if (m_computeHeld && m_ctx.clock.now() >= m_heldUntil) {
            finishCompute();
            moved = true;
        }
        if (m_ctx.rank == 0)
            moved = pollReadyMessages() || moved;
        while (m_nextComm < m_comms.size() && stepComm())
            moved = true;
        reapSends();
        return moved;
    }

    bool computeCanStart() const
    {
        if (m_computeHeld || m_nextCompute >= m_computes.size())
            return false;
        const std::size_t p = m_computes[m_nextCompute];
        if (!localDepsDone(p))
            return false;
        return std::all_of(m_sources[p].begin(), m_sources[p].end(), [&](std::size_t r) { return m_done[r]; });
    }

    // Nothing can move: waits in MPI for a message (or until the next held activity's end).
    void idle()
    {
        if (m_idleSince < 0)
            m_idleSince = m_ctx.clock.now();
        double until = m_computeHeld ? m_heldUntil : -1;
        if (m_comm.stage == Stage::Held && (until < 0 || m_comm.until < until))
            until = m_comm.until;
        if (until >= 0) { // emulating: sleep in short slices, messages move in between
            const double wait = std::min(until - m_ctx.clock.now(), 200e-6);
            if (wait > 0)
                std::this_thread::sleep_for(std::chrono::duration<double>(wait));
            return;
        }
        std::vector<MPI_Request *> waiting;
        if (m_readyPosted)
            waiting.push_back(&m_readyRequest);
        if (m_comm.stage == Stage::Receiving || m_comm.stage == Stage::Sending)
            for (auto &r : m_comm.requests)
                if (r != MPI_REQUEST_NULL)
                    waiting.push_back(&r);
        for (auto &s : m_sends)
            waiting.push_back(&s.request);
        if (waiting.empty())
            throw std::logic_error("the master-worker replay waits for nothing (rank " + std::to_string(m_ctx.rank) + ")");
        std::vector<MPI_Request> requests;
        for (auto *r : waiting)
            requests.push_back(*r);
        int index = MPI_UNDEFINED;
        MPI_Waitany(static_cast<int>(requests.size()), requests.data(), &index, MPI_STATUS_IGNORE);
        for (std::size_t i = 0; i < waiting.size(); ++i)
            *waiting[i] = requests[i]; // the one completed is MPI_REQUEST_NULL: its test says done
    }
    void endIdle()
    {
        if (m_idleSince < 0)
            return;
        const double now = m_ctx.clock.now();
        if (now > m_idleSince) {
            const int peer = m_nextComm < m_comms.size() ? rankOf(otherEnd(m_comms[m_nextComm])) : -1;
            m_ctx.record({m_idleSince, now, m_ctx.rank, IntervalKind::Wait, peer, 0, 0, -1});
        }
        m_idleSince = -1;
    }
    int otherEnd(std::size_t position) const
    {
        const auto &a = act(position);
        return rankOf(a.node) == m_ctx.rank ? a.peer : a.node;
    }

    // ---- the communication lane ---------------------------------------------------------------

    enum class Stage { Start, Held, Receiving, Sending };
    struct Comm {
        Stage stage = Stage::Start;
        std::vector<MPI_Request> requests; // the messages of the communication
        std::shared_ptr<std::vector<double>> buffer; // from m_pool (buffer())
        double posted = 0, begin = 0, until = 0;
    };

    // A buffer of `elements` for the communication lane, from the pool (buffer_pool.h).
    std::shared_ptr<std::vector<double>> buffer(std::size_t elements) { return m_pool.take(elements); }
    // Before the clock: two buffers of the largest transfer this rank receives or packs (one
    // being filled while the blocks of the other are computed on), written once.
    void reserveBuffers()
    {
        std::size_t largest = 0;
        for (const std::size_t p : m_comms)
            largest = std::max(largest, elementsOf(blocksOf(act(p).data)) + 1);
        if (largest > 0)
            m_pool.reserve(2, largest);
    }

    // One move of the communication at the head of the lane; true when it moved.
    bool stepComm()
    {
        const std::size_t p = m_comms[m_nextComm];
        const auto &a = act(p);
        if (m_ctx.rank == 0)
            return a.node == m_masterNode ? stepMasterSend(p, a) : stepMasterReceive(p, a);
        return isReceive(p) ? stepWorkerReceive(p, a) : stepWorkerSend(p, a);
    }
    bool testComm()
    {
        int done = 0;
        MPI_Testall(static_cast<int>(m_comm.requests.size()), m_comm.requests.data(), &done, MPI_STATUSES_IGNORE);
        return done != 0;
    }
    void nextComm(std::size_t position)
    {
        complete(position);
        m_comm = Comm{};
        m_laneFree = m_ctx.clock.now();
        ++m_nextComm;
    }

    // The master: a transfer's messages are posted without waiting for them to arrive: a message
    // per block, from the block's tile, then one with the time the transfer began. On real ranks
    // they are posted as soon as the lane reaches them; the worker receives them once it is
    // ready (stepWorkerReceive), so the transfer starts then, as the model has it, and not when
    // the master next looks up from a computation (up to a block column's update later: at n =
    // 4000, q = 500 every transfer waited 0.4-27 ms for the master to see the worker's
    // announcement). When emulating, it is posted once the worker is ready, held to its
    // predicted end.
    bool stepMasterSend(std::size_t p, const sim::Activity &a)
    {
        const int to = rankOf(a.peer);
        const auto *w = workerOf(a.peer);
        if (!m_ctx.emulator.enabled()) {
            if (!localDepsDone(p))
                return false;
            postTransfer(p, a, m_ctx.clock.now());
            nextComm(p);
            return true;
        }
        if (m_comm.stage == Stage::Start) {
            auto ready = m_ready.find(m_mine[p]);
            if (ready == m_ready.end() || !localDepsDone(p))
                return false;
            m_comm.begin = std::max(m_laneFree, ready->second);
            m_ready.erase(ready);
            const double elements = static_cast<double>(elementsOf(blocksOf(a.data)));
            m_comm.until = m_ctx.emulator.target(m_comm.begin, m_ctx.emulator.scale() * (w->latency + elements / w->elementRate),
                                                 IntervalKind::Send, to, a.step);
            m_ctx.emulator.arrived(m_ctx.clock, m_comm.until, IntervalKind::Send, a.step);
            m_comm.stage = Stage::Held;
        }
        if (m_ctx.clock.now() < m_comm.until)
            return false;
        const double bytes = postTransfer(p, a, m_comm.begin);
        m_ctx.record({m_comm.begin, m_ctx.clock.now(), 0, IntervalKind::Send, rankOf(a.peer), bytes, 0, a.step});
        nextComm(p);
        return true;
    }

    // Posts the messages of the transfer at `position` (its blocks, then `begin`); returns its
    // bytes. On real ranks the transfer is recorded once its messages are gone (reapSends).
    double postTransfer(std::size_t position, const sim::Activity &a, double begin)
    {
        const int to = rankOf(a.peer);
        double bytes = 0;
        for (const auto &key : blocksOf(a.data)) {
            const std::vector<double> &tile = m_tiles.at(key);
            MPI_Request request;
            MPI_Isend(tile.data(), static_cast<int>(tile.size()), MPI_DOUBLE, to, kTagData, m_ctx.comm, &request);
            m_sends.push_back({request, nullptr, {}});
            bytes += 8.0 * static_cast<double>(tile.size());
        }
        auto stamp = std::make_unique<std::vector<double>>(1, begin);
        MPI_Request request;
        MPI_Isend(stamp->data(), 1, MPI_DOUBLE, to, kTagData, m_ctx.comm, &request);
        std::optional<PostedTransfer> posted;
        if (!m_ctx.emulator.enabled())
            posted = PostedTransfer{m_mine[position], begin, to, bytes, a.step};
        m_sends.push_back({request, std::move(stamp), posted});
        return bytes;
    }

    void packFromMaster(const BlockKey &key, std::vector<double> &buf) const
    {
        const auto [m, i, j] = key;
        const Dense &src = m == 'A' ? m_ctx.a : m == 'B' ? m_ctx.b : m_ctx.c;
        const std::int64_t r0 = i * m_ctx.problem.q, c0 = j * m_ctx.problem.q;
        for (std::int64_t c = c0; c < c0 + colsOf(m, j); ++c)
            buf.insert(buf.end(), src.col(c) + r0, src.col(c) + r0 + rowsOf(m, i));
    }

    // The master receives a finished C: the transfer starts when both ends are ready (the
    // port is free, the worker has sent), and is held to its predicted end when emulating.
    bool stepMasterReceive(std::size_t p, const sim::Activity &a)
    {
        const int from = rankOf(a.node);
        if (m_comm.stage == Stage::Start) {
            if (!localDepsDone(p))
                return false;
            m_comm.buffer = buffer(elementsOf(blocksOf(a.data)) + 1);
            m_comm.posted = m_ctx.clock.now();
            m_comm.requests.assign(1, MPI_REQUEST_NULL);
            MPI_Irecv(m_comm.buffer->data(), static_cast<int>(m_comm.buffer->size()), MPI_DOUBLE, from, kTagResult,
                      m_ctx.comm, m_comm.requests.data());
            m_comm.stage = Stage::Receiving;
        }
        if (m_comm.stage == Stage::Receiving) {
            if (!testComm())
                return false;
            const auto *w = workerOf(a.node);
            m_comm.begin = std::max(m_comm.posted, m_comm.buffer->back());
            m_comm.buffer->pop_back();
            const double elements = static_cast<double>(m_comm.buffer->size());
            m_comm.until = m_ctx.emulator.target(
                m_comm.begin, m_ctx.emulator.scale() * (w->latencyBack + elements / w->elementRateBack), IntervalKind::Recv,
                from, a.step);
            m_ctx.emulator.arrived(m_ctx.clock, m_comm.until, IntervalKind::Recv, a.step);
            m_comm.stage = Stage::Held;
        }
        if (m_ctx.clock.now() < m_comm.until)
            return false;
        std::size_t at = 0;
        for (const auto &[m, i, j] : blocksOf(a.data)) {
            const std::int64_t r0 = i * m_ctx.problem.q, c0 = j * m_ctx.problem.q;
            for (std::int64_t c = c0; c < c0 + colsOf(m, j); ++c) {
                const auto from0 = m_comm.buffer->begin() + static_cast<std::ptrdiff_t>(at);
                std::copy(from0, from0 + rowsOf(m, i), m_ctx.c.col(c) + r0);
                at += static_cast<std::size_t>(rowsOf(m, i));
            }
        }
        m_ctx.record({m_comm.begin, m_ctx.clock.now(), 0, IntervalKind::Recv, from,
                      8.0 * static_cast<double>(m_comm.buffer->size()), 0, a.step});
        nextComm(p);
        return true;
    }

    // A worker receives a transfer's blocks one after the other into a buffer of its own, then
    // the time the transfer began; the blocks take their place when a computation (or the
    // return of C) reads them.
    bool stepWorkerReceive(std::size_t p, const sim::Activity &a)
    {
        if (m_comm.stage == Stage::Start) {
            // Not before the worker is ready (announce()): on real ranks the master's messages
            // may be waiting already, and this worker holds no more than its memory.
            if (m_announce.at(p).missing > 0)
                return false;
            const auto keys = blocksOf(a.data);
            m_comm.buffer = buffer(elementsOf(keys) + 1);
            m_comm.posted = m_ctx.clock.now();
            std::size_t at = 0;
            for (const auto &[m, i, j] : keys) {
                const auto elements = static_cast<std::size_t>(rowsOf(m, i) * colsOf(m, j));
                m_comm.requests.push_back(MPI_REQUEST_NULL);
                MPI_Irecv(m_comm.buffer->data() + at, static_cast<int>(elements), MPI_DOUBLE, 0, kTagData, m_ctx.comm,
                          &m_comm.requests.back());
                at += elements;
            }
            m_comm.requests.push_back(MPI_REQUEST_NULL);
            MPI_Irecv(m_comm.buffer->data() + at, 1, MPI_DOUBLE, 0, kTagData, m_ctx.comm, &m_comm.requests.back());
            m_comm.stage = Stage::Receiving;
        }
        if (!testComm())
            return false;
        const double begin = std::max(m_comm.posted, m_comm.buffer->back());
        m_comm.buffer->pop_back();
        m_ctx.record({begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Recv, 0,
                      8.0 * static_cast<double>(m_comm.buffer->size()), 0, a.step});
        m_staged[p] = std::move(m_comm.buffer);
        nextComm(p);
        return true;
    }

    // A worker returns its C chunk once the computations on it are done.
    bool stepWorkerSend(std::size_t p, const sim::Activity &a)
    {
        if (m_comm.stage == Stage::Start) {
            if (!localDepsDone(p))
                return false;
            unstage(p);
            m_comm.buffer = buffer(elementsOf(blocksOf(a.data)) + 1);
            m_comm.buffer->clear(); // filled below, within its capacity
            for (const auto &key : blocksOf(a.data)) {
                const auto it = m_blocks.find(key);
                if (it == m_blocks.end())
                    throw std::logic_error("the schedule returns a C block this worker does not hold");
                const double *from = it->second.data();
                m_comm.buffer->insert(m_comm.buffer->end(), from, from + it->second.elements);
                release(key);
            }
            m_comm.begin = m_ctx.clock.now();
            m_comm.buffer->push_back(m_comm.begin);
            m_comm.requests.assign(1, MPI_REQUEST_NULL);
            MPI_Isend(m_comm.buffer->data(), static_cast<int>(m_comm.buffer->size()), MPI_DOUBLE, 0, kTagResult, m_ctx.comm,
                      m_comm.requests.data());
            m_comm.stage = Stage::Sending;
        }
        if (!testComm())
            return false;
        m_ctx.record({m_comm.begin, m_ctx.clock.now(), m_ctx.rank, IntervalKind::Send, 0,
                      8.0 * static_cast<double>(m_comm.buffer->size() - 1), 0, a.step});
        nextComm(p);
        return true;
    }

    // ---- the master's announcements and sent messages ------------------------------------

    void postReady()
    {
        if (m_readyReceived >= m_readyExpected)
            return;
        MPI_Irecv(m_readyMessage, 3, MPI_DOUBLE, MPI_ANY_SOURCE, kTagReady, m_ctx.comm, &m_readyRequest);
        m_readyPosted = true;
    }
    bool pollReadyMessages()
    {
        bool moved = false;
        while (m_readyPosted) {
            int done = 0;
            MPI_Test(&m_readyRequest, &done, MPI_STATUS_IGNORE);
            if (!done)
                break;
            m_readyPosted = false;
            takeReadyMessage();
            moved = true;
        }
        return moved;
    }
    void takeReadyMessage()
    {
        m_ready[static_cast<std::size_t>(m_readyMessage[0])] = m_readyMessage[1];
        ++m_readyReceived;
        postReady();
    }

    // The master's sent messages are released in the order they were posted; the last of a
    // transfer posted on real ranks records it, from when the worker was ready (its
    // announcement; the transfer cannot have started before) to now.
    void reapSends()
    {
        while (!m_sends.empty()) {
            int done = 0;
            MPI_Test(&m_sends.front().request, &done, MPI_STATUS_IGNORE);
            if (!done)
                return;
            reaped();
        }
    }
    void waitSends()
    {
        while (!m_sends.empty()) {
            MPI_Wait(&m_sends.front().request, MPI_STATUS_IGNORE);
            reaped();
        }
    }
    void reaped()
    {
        const auto posted = m_sends.front().transfer;
        m_sends.pop_front();
        if (!posted)
            return;
        // The worker announces a transfer before it posts its receives, so the announcement is
        // on its way once the transfer is done.
        while (!m_ready.count(posted->activity)) {
            MPI_Wait(&m_readyRequest, MPI_STATUS_IGNORE);
            m_readyPosted = false;
            takeReadyMessage();
        }
        const double begin = std::max(posted->begin, m_ready.at(posted->activity));
        m_ready.erase(posted->activity);
        m_ctx.record({begin, std::max(begin, m_ctx.clock.now()), 0, IntervalKind::Send, posted->to, posted->bytes, 0,
                      posted->step});
    }

    // ---- a worker's blocks ------------------------------------------------------------------

    // The receptions the activity at `position` reads take their place among the blocks held:
    // each block is read where it arrived, in the message's buffer, which lives as long as one
    // of its blocks is held.
    void unstage(std::size_t position)
    {
        for (std::size_t r : m_sources[position]) {
            auto staged = m_staged.find(r);
            if (staged == m_staged.end())
                continue; // in place already
            std::size_t at = 0;
            for (const auto &key : blocksOf(act(r).data)) {
                const auto [m, i, j] = key;
                const HeldBlock block{staged->second, at, rowsOf(m, i), static_cast<std::size_t>(rowsOf(m, i) * colsOf(m, j))};
                at += block.elements;
                hold(key, block);
            }
            m_staged.erase(staged);
        }
    }

    void hold(const BlockKey &key, const HeldBlock &block)
    {
        if (m_blocks.insert_or_assign(key, block).second)
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
        return {it->second.data(), it->second.rows};
    }

    // The master's computation on its own matrices: C's rectangle updated a block column at a
    // time, each by rank updates of about kPieceFlops (as many blocks of A's columns as fit, one
    // at least), the communications moving in between. A whole block column at once, over an
    // inner extent of several blocks, lasted up to 9 ms at n = 2000, q = 192, and every send due
    // meanwhile waited for it, where the model has the master's port go on while it computes:
    // mw-bmm ran 1.17-1.21 times its prediction, 1.00-1.02 in pieces (docs/executor.md). Its
    // rate is the panel kernel's (forStrategy), not a q×q block's.
    double computeInPlace(const sim::BlockRect &rc, const sim::BlockRect &ra)
    {
        constexpr double kPieceFlops = 5e7; // about 0.6 ms of a core at 80 Gflop/s
        const std::int64_t q = m_ctx.problem.q;
        const std::int64_t r0 = rc.row0 * q, rows = std::min(rc.row1 * q, m_ctx.c.rows) - r0;
        double ma = 0;
        for (int j = rc.col0; j < rc.col1; ++j) {
            const std::int64_t c0 = j * q, cols = colsOf('C', j);
            const int step = std::max(1, static_cast<int>(kPieceFlops / (2.0 * static_cast<double>(rows * cols * q))));
            for (int k = ra.col0; k < ra.col1; k += step) {
                const int k1 = std::min(ra.col1, k + step);
                const std::int64_t k0 = k * q, inner = std::min(k1 * q, m_ctx.a.cols) - k0;
                gemmAccumulate(rows, cols, inner, m_ctx.a.col(k0) + r0, m_ctx.a.rows, m_ctx.b.col(c0) + k0,
                               m_ctx.b.rows, m_ctx.c.col(c0) + r0, m_ctx.c.rows);
                ma += static_cast<double>(rows * cols * inner);
                progress();
            }
        }
        return ma;
    }

    // One computation, block update by block update, the communications moving in between;
    // when emulating, held to its predicted end while they go on.
    void compute(std::size_t p)
    {
        const auto &a = act(p);
        if (a.data.c.size() != 1 || a.data.a.size() != 1 || a.data.b.size() != 1)
            throw std::logic_error("a master-worker computation names one rectangle of each matrix");
        unstage(p);
        const auto &rc = a.data.c.front();
        const auto &ra = a.data.a.front();
        const double begin = m_ctx.clock.now();
        double ma = 0;
        if (m_ctx.rank == 0)
            ma = computeInPlace(rc, ra);
        else
            for (int i = rc.row0; i < rc.row1; ++i)
                for (int j = rc.col0; j < rc.col1; ++j)
                    for (int k = ra.col0; k < ra.col1; ++k) {
                        const auto [pa, lda] = block('A', i, k);
                        const auto [pb, ldb] = block('B', k, j);
                        const auto [pc, ldc] = block('C', i, j);
                        const std::int64_t mi = rowsOf('C', i), nj = colsOf('C', j), kk = colsOf('A', k);
                        gemmAccumulate(mi, nj, kk, pa, lda, pb, ldb, pc, ldc);
                        ma += static_cast<double>(mi * nj * kk);
                        progress();
                    }
        m_computeHeld = true;
        m_heldPosition = p;
        m_heldBegin = begin;
        m_heldFlops = 2 * ma;
        m_heldUntil = m_ctx.emulator.target(begin, m_ctx.emulator.computeSeconds(ma, m_ctx.speedOf(m_ctx.rank)),
                                            IntervalKind::Compute, -1, a.step);
        m_ctx.emulator.arrived(m_ctx.clock, m_heldUntil, IntervalKind::Compute, a.step);
        if (m_ctx.clock.now() >= m_heldUntil)
            finishCompute();
    }
    void finishCompute()
    {
        const std::size_t p = m_heldPosition;
        m_computeHeld = false;
        m_ctx.record({m_heldBegin, std::max(m_ctx.clock.now(), m_heldUntil), m_ctx.rank, IntervalKind::Compute, -1, 0,
                      m_heldFlops, act(p).step});
        for (const auto &key : m_freeAfter[p])
            release(key);
        complete(p);
    }

    RunContext &m_ctx;
    const MwResult &m_plan;
    const MwPlatform &m_mw;
    std::vector<int> m_rankOfNode;
    int m_masterNode = -1;

    std::vector<std::size_t> m_mine;     // this rank's activities by simulated start
    std::vector<int> m_position;         // activity -> its position in m_mine, -1 if not this rank's
    std::vector<bool> m_done;            // by position
    std::vector<std::size_t> m_computes; // positions of the computations, in order
    std::vector<std::size_t> m_comms;    // positions of the communications, in order
    std::size_t m_nextCompute = 0, m_nextComm = 0;
    std::vector<std::vector<BlockKey>> m_freeAfter;   // by position of a computation
    std::vector<std::vector<std::size_t>> m_sources;  // by position: the receptions it reads

    struct Announcement {
        int missing = 0; // of this worker's activities the transfer waits for
    };
    std::map<std::size_t, Announcement> m_announce;                 // by position of a reception
    std::map<std::size_t, std::vector<std::size_t>> m_announceWaiters; // position -> receptions waiting for it

    Comm m_comm;           // the communication at the head of the lane
    double m_laneFree = 0; // when the lane's last communication ended
    double m_idleSince = -1;

    bool m_computeHeld = false; // a computation has run and is held to its predicted end
    std::size_t m_heldPosition = 0;
    double m_heldBegin = 0, m_heldUntil = 0, m_heldFlops = 0;

    // the master
    std::map<std::size_t, double> m_ready; // activity announced -> when
    MPI_Request m_readyRequest = MPI_REQUEST_NULL;
    double m_readyMessage[3] = {0, 0, 0};
    bool m_readyPosted = false;
    int m_readyExpected = 0, m_readyReceived = 0;
    struct PostedTransfer { // a transfer posted on real ranks, recorded once its messages are gone
        std::size_t activity = 0;
        double begin = 0;
        int to = 0;
        double bytes = 0;
        int step = -1;
    };
    struct Sent {
        MPI_Request request = MPI_REQUEST_NULL;
        std::unique_ptr<std::vector<double>> owned; // what it sends, if not a tile
        std::optional<PostedTransfer> transfer;     // on the last message of such a transfer
    };
    std::deque<Sent> m_sends;
    // The blocks the master sends, each as a q×q tile (column-major, its real extent), the layout
    // its messages take: laid out before the run begins, as the matrices themselves are.
    std::map<BlockKey, std::vector<double>> m_tiles;

    // the communication lane's buffers, reused once nothing holds them (buffer())
    BufferPool m_pool;

    // a worker
    std::map<std::size_t, std::shared_ptr<std::vector<double>>> m_staged; // received, not yet in place: position -> data
    std::map<BlockKey, HeldBlock> m_blocks;
    std::size_t m_held = 0;
    double m_buffers = 0;
};

} // namespace

double runMasterWorker(RunContext &ctx)
{
    const MwResult plan = planMasterWorker(ctx.platform, ctx.problem, MwOptions{ctx.options.algorithm, 0});
    const auto pf = plan.run.simPlatform();
    const auto mw = masterWorkerPlatform(ctx.platform, ctx.problem);
    ctx.predicted = plan.makespan * ctx.emulator.scale();
    MwReplay replay(ctx, plan, pf, mw);
    replay.prepare(plan.simulated.start);
    ctx.startClock(); // planned: the run begins
    const double end = replay.run();
    double makespan = 0;
    MPI_Reduce(&end, &makespan, 1, MPI_DOUBLE, MPI_MAX, 0, ctx.comm);
    ctx.collectEvents(1.0);
    return makespan;
}

} // namespace partita::exec
