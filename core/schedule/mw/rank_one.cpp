// Paper 002 §3: the simple version of the master-worker product (rank_one.h).
#include "schedule/mw/rank_one.h"

#include "model/error.h"

#include <algorithm>
#include <array>
#include <climits>
#include <functional>
#include <map>
#include <stdexcept>
#include <tuple>

namespace partita {

namespace {

constexpr int kNever = INT_MAX / 4; // a block that never arrives

// Blocks as one index: A_i is i, B_j is r + j.
int blockId(const RankOneInstance &in, const RankOneBlock &b) { return b.isA ? b.index : in.r + b.index; }
RankOneBlock blockOf(const RankOneInstance &in, int id)
{
    return id < in.r ? RankOneBlock{true, id} : RankOneBlock{false, id - in.r};
}

// The master's port and the workers, as the heuristics build a schedule: sends back to back,
// tasks claimed by a worker and appended to it (each as early as its blocks and the previous
// task allow).
struct Builder {
    const RankOneInstance &in;
    int port = 0;                           // when the master's port is next free
    std::vector<std::vector<int>> arrival;  // [worker][block]
    std::vector<int> free;                  // [worker] end of its last task
    std::vector<int> owner;                 // [task i·s + j] worker, or −1
    int unassigned = 0;
    RankOneSchedule out;

    explicit Builder(const RankOneInstance &instance, std::string algorithm)
        : in(instance), arrival(instance.p, std::vector<int>(instance.r + instance.s, kNever)), free(instance.p, 0),
          owner(instance.r * instance.s, -1), unassigned(instance.r * instance.s)
    {
        out.algorithm = std::move(algorithm);
    }

    bool has(int q, int block) const { return arrival[q][block] < kNever; }
    int release(int q, int i, int j) const { return std::max(arrival[q][i], arrival[q][in.r + j]); }

    // Sends `block` to q now; returns its arrival.
    int send(int q, int block)
    {
        out.sends.push_back({blockOf(in, block), q, port, port + in.c});
        port += in.c;
        arrival[q][block] = port;
        return port;
    }
    void compute(int q, int i, int j, int start)
    {
        out.tasks.push_back({i, j, q, start, start + in.w});
        free[q] = start + in.w;
        owner[i * in.s + j] = q;
        --unassigned;
    }
    // The unassigned tasks `block` enables on q (with the blocks q already has).
    std::vector<std::pair<int, int>> enabled(int q, int block) const
    {
        std::vector<std::pair<int, int>> tasks;
        if (block < in.r) {
            for (int j = 0; j < in.s; ++j)
                if (owner[block * in.s + j] < 0 && has(q, in.r + j))
                    tasks.push_back({block, j});
        } else {
            for (int i = 0; i < in.r; ++i)
                if (owner[i * in.s + block - in.r] < 0 && has(q, i))
                    tasks.push_back({i, block - in.r});
        }
        return tasks;
    }
    // Sends `block` to q now and q claims every unassigned task it enables there, in (i, j)
    // order, appended to its work (they all have this arrival as release, the latest so far).
    void sendAndClaim(int q, int block)
    {
        send(q, block);
        for (auto [i, j] : enabled(q, block))
            compute(q, i, j, std::max(free[q], release(q, i, j)));
    }
    RankOneSchedule finish()
    {
        std::stable_sort(out.tasks.begin(), out.tasks.end(), [](const RankOneTask &a, const RankOneTask &b) {
            return std::tie(a.worker, a.start) < std::tie(b.worker, b.start);
        });
        return std::move(out);
    }
};

// ----- exact assignment for fixed arrival dates (rank_one.h, point 2) -----

struct Matcher {
    int n, p, w;
    const std::vector<int> &rel; // [task·p + q], kNever if the worker lacks a block
    std::vector<int> kmax;       // [task·p + q] the last slot (from the end) the task may take
    std::vector<int> slotTask;   // [q·n + k]
    std::vector<char> seen;

    Matcher(int tasks, int workers, int unit, const std::vector<int> &releases)
        : n(tasks), p(workers), w(unit), rel(releases), kmax(releases.size()), slotTask(workers * tasks),
          seen(workers * tasks)
    {
    }
    bool augment(int t)
    {
        for (int q = 0; q < p; ++q)
            for (int k = 0; k < kmax[t * p + q]; ++k) {
                const int slot = q * n + k;
                if (seen[slot])
                    continue;
                seen[slot] = 1;
                if (slotTask[slot] < 0 || augment(slotTask[slot])) {
                    slotTask[slot] = t;
                    return true;
                }
            }
        return false;
    }
    // Every task in a slot [T − (k+1)w, T − kw] of a worker where both its blocks are by then.
    bool feasible(long T)
    {
        for (int t = 0; t < n; ++t)
            for (int q = 0; q < p; ++q) {
                const int r = rel[t * p + q];
                kmax[t * p + q] = r >= kNever || r + w > T ? 0 : int(std::min<long>(n, (T - r) / w));
            }
        std::fill(slotTask.begin(), slotTask.end(), -1);
        for (int t = 0; t < n; ++t) {
            std::fill(seen.begin(), seen.end(), 0);
            if (!augment(t))
                return false;
        }
        return true;
    }
};

// Releases [task·p + q] of every task on every worker for the given arrival dates.
std::vector<int> releases(const RankOneInstance &in, const std::vector<std::vector<int>> &arrival)
{
    std::vector<int> rel(in.r * in.s * in.p);
    for (int i = 0; i < in.r; ++i)
        for (int j = 0; j < in.s; ++j)
            for (int q = 0; q < in.p; ++q)
                rel[(i * in.s + j) * in.p + q] = std::max(arrival[q][i], arrival[q][in.r + j]);
    return rel;
}

// The least feasible makespan (kNever if some task has no worker), and the matching at it.
long leastMakespan(Matcher &m)
{
    long lo = 0, hi = 0;
    for (int t = 0; t < m.n; ++t) {
        int best = kNever;
        for (int q = 0; q < m.p; ++q)
            best = std::min(best, m.rel[t * m.p + q]);
        if (best >= kNever)
            return kNever;
        lo = std::max<long>(lo, best + m.w);
        hi = std::max<long>(hi, best + long(m.n) * m.w);
    }
    while (lo < hi) {
        const long mid = lo + (hi - lo) / 2;
        if (m.feasible(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    m.feasible(lo);
    return lo;
}

// Sends one after the other from time 0, then the tasks matched at the least makespan, each
// worker's in release order (ties by (i, j)), each as early as possible.
RankOneSchedule scheduleFromArrivals(const RankOneInstance &in, const std::vector<std::pair<int, int>> &sends,
                                     std::string algorithm)
{
    Builder b(in, std::move(algorithm));
    for (auto [block, q] : sends)
        b.send(q, block);
    const std::vector<int> rel = releases(in, b.arrival);
    Matcher m(in.r * in.s, in.p, in.w, rel);
    if (leastMakespan(m) >= kNever)
        throw InputError("the sends leave a task with no worker holding both its blocks");
    std::vector<std::vector<int>> mine(in.p);
    for (int slot = 0; slot < in.p * m.n; ++slot)
        if (m.slotTask[slot] >= 0)
            mine[slot / m.n].push_back(m.slotTask[slot]);
    for (int q = 0; q < in.p; ++q) {
        std::sort(mine[q].begin(), mine[q].end(),
                  [&](int a, int c) { return std::tie(rel[a * in.p + q], a) < std::tie(rel[c * in.p + q], c); });
        for (int t : mine[q])
            b.compute(q, t / in.s, t % in.s, std::max(b.free[q], rel[t * in.p + q]));
    }
    return b.finish();
}

} // namespace

void validate(const RankOneInstance &in)
{
    if (in.p < 1 || in.c < 1 || in.w < 1 || in.r < 1 || in.s < 1)
        throw InputError("paper 002 §3 instance: p, c, w, r and s must be positive integers");
}

std::string toString(const RankOneBlock &b) { return (b.isA ? "A" : "B") + std::to_string(b.index + 1); }

int RankOneSchedule::makespan() const
{
    int end = 0;
    for (const auto &t : tasks)
        end = std::max(end, t.end);
    return end;
}

int RankOneSchedule::workersUsed() const
{
    std::vector<int> workers;
    for (const auto &t : tasks)
        if (std::find(workers.begin(), workers.end(), t.worker) == workers.end())
            workers.push_back(t.worker);
    return int(workers.size());
}

std::vector<std::string> rankOneViolations(const RankOneInstance &in, const RankOneSchedule &s)
{
    std::vector<std::string> problems;
    std::map<std::tuple<int, bool, int>, int> arrival; // (worker, isA, index) → first arrival
    std::vector<RankOneSend> sends = s.sends;
    std::sort(sends.begin(), sends.end(), [](const auto &a, const auto &b) { return a.start < b.start; });
    for (std::size_t k = 0; k < sends.size(); ++k) {
        const auto &x = sends[k];
        const std::string name = "send of " + toString(x.block) + " to P" + std::to_string(x.worker + 1);
        if (x.worker < 0 || x.worker >= in.p || x.block.index < 0 || x.block.index >= (x.block.isA ? in.r : in.s))
            problems.push_back(name + ": no such worker or block");
        if (x.end - x.start != in.c || x.start < 0)
            problems.push_back(name + " does not last c");
        if (k > 0 && x.start < sends[k - 1].end)
            problems.push_back(name + " overlaps the previous send on the master's port");
        auto key = std::make_tuple(x.worker, x.block.isA, x.block.index);
        if (!arrival.count(key))
            arrival[key] = x.end;
    }
    std::vector<int> done(in.r * in.s, 0);
    std::vector<RankOneTask> tasks = s.tasks;
    std::sort(tasks.begin(), tasks.end(),
              [](const auto &a, const auto &b) { return std::tie(a.worker, a.start) < std::tie(b.worker, b.start); });
    for (std::size_t k = 0; k < tasks.size(); ++k) {
        const auto &t = tasks[k];
        const std::string name = "task (" + std::to_string(t.i + 1) + ", " + std::to_string(t.j + 1) + ") on P"
                                 + std::to_string(t.worker + 1);
        if (t.i < 0 || t.i >= in.r || t.j < 0 || t.j >= in.s || t.worker < 0 || t.worker >= in.p) {
            problems.push_back(name + ": no such task or worker");
            continue;
        }
        ++done[t.i * in.s + t.j];
        if (t.end - t.start != in.w)
            problems.push_back(name + " does not last w");
        for (auto key : {std::make_tuple(t.worker, true, t.i), std::make_tuple(t.worker, false, t.j)}) {
            auto it = arrival.find(key);
            if (it == arrival.end() || it->second > t.start)
                problems.push_back(name + " starts before " + (std::get<1>(key) ? "A" : "B")
                                   + std::to_string(std::get<2>(key) + 1) + " arrived");
        }
        if (k > 0 && tasks[k - 1].worker == t.worker && t.start < tasks[k - 1].end)
            problems.push_back(name + " overlaps the previous task of its worker");
    }
    for (int i = 0; i < in.r; ++i)
        for (int j = 0; j < in.s; ++j)
            if (done[i * in.s + j] != 1)
                problems.push_back("task (" + std::to_string(i + 1) + ", " + std::to_string(j + 1) + ") computed "
                                   + std::to_string(done[i * in.s + j]) + " times");
    return problems;
}

// Proposition 1: A_1, B_1, A_2, B_2, ... while both sides last, then the rest of the longer
// side, back to back; each task as soon as both its blocks are there and the worker is free,
// in the order the blocks make them available (the order of their release, ties by (i, j)).
RankOneSchedule alternatingGreedy(const RankOneInstance &instance)
{
    validate(instance);
    RankOneInstance one = instance;
    one.p = 1;
    Builder b(one, "alternating greedy");
    for (int k = 0; k < std::max(one.r, one.s); ++k) {
        if (k < one.r)
            b.sendAndClaim(0, k);
        if (k < one.s)
            b.sendAndClaim(0, one.r + k);
    }
    return b.finish();
}

// Thrifty (paper 002 §3): "send enough blocks to the first worker so that it is never idle,
// send blocks to a second worker during spare communication slots, and enroll a new worker
// only if this does not delay previously enrolled workers". Read as follows, one send per
// decision, the port never left idle:
//   - the next block of an enrolled worker is the one that lets it compute the most tasks that
//     no worker has claimed yet (ties: the side it has fewer blocks of, A first, the lower
//     index: on one worker this is the alternating greedy); when no single block enables a
//     task, it needs two sends and takes the block whose row or column holds the most
//     unclaimed tasks first;
//   - a worker claims the unclaimed tasks a block enables when it is sent, and computes them
//     in that order after the work it already has;
//   - the worker's deadline is the latest start of its next send(s) that keeps it busy: the
//     end of its work minus c (2c when it needs two blocks);
//   - the slot [now, now + c] is spare when no enrolled worker would be idle if its next send
//     started at now + c; a spare slot enrolls the next worker if its two first sends, then the
//     enrolled workers' next sends in deadline order, all meet their deadlines;
//   - otherwise the slot goes to the enrolled worker of earliest deadline (lower index on ties).
RankOneSchedule thrifty(const RankOneInstance &instance, const ThriftyReading &reading)
{
    validate(instance);
    const RankOneInstance &in = instance;
    Builder b(in, "Thrifty");
    int enrolled = 0;
    struct Need {
        int block = -1;
        int sends = 0; // 1 or 2 before the worker can compute anything new
    };
    auto potential = [&](int block) {
        int n = 0;
        if (block < in.r) {
            for (int j = 0; j < in.s; ++j)
                n += b.owner[block * in.s + j] < 0;
        } else {
            for (int i = 0; i < in.r; ++i)
                n += b.owner[i * in.s + block - in.r] < 0;
        }
        return n;
    };
    auto need = [&](int q) {
        int heldA = 0, heldB = 0;
        for (int k = 0; k < in.r + in.s; ++k)
            (k < in.r ? heldA : heldB) += b.has(q, k);
        Need best;
        std::tuple<int, int, int, int> bestKey{-1, 0, 0, 0};
        for (int k = 0; k < in.r + in.s; ++k) {
            if (b.has(q, k))
                continue;
            const bool isA = k < in.r;
            const int gain = int(b.enabled(q, k).size());
            const std::tuple<int, int, int, int> key{gain, isA ? heldB - heldA : heldA - heldB, isA ? 1 : 0, -k};
            if (gain > 0 && key > bestKey) {
                bestKey = key;
                best = {k, 1};
            }
        }
        if (best.block >= 0)
            return best;
        std::tuple<int, int, int> pairKey{0, 0, 0};
        for (int k = 0; k < in.r + in.s; ++k) {
            const std::tuple<int, int, int> key{reading.firstBlockByPotential ? potential(k) : std::min(1, potential(k)),
                                                k < in.r ? 1 : 0, -k};
            if (!b.has(q, k) && std::get<0>(key) > 0 && key > pairKey) {
                pairKey = key;
                best = {k, 2};
            }
        }
        return best;
    };
    while (b.unassigned > 0) {
        std::vector<Need> needs(enrolled);
        std::vector<int> deadline(enrolled, kNever);
        for (int q = 0; q < enrolled; ++q) {
            needs[q] = need(q);
            if (needs[q].block >= 0)
                deadline[q] = b.free[q] - needs[q].sends * in.c;
        }
        int earliest = -1;
        for (int q = 0; q < enrolled; ++q)
            if (deadline[q] < kNever && (earliest < 0 || deadline[q] < deadline[earliest]))
                earliest = q;
        const bool spare = earliest < 0 || deadline[earliest] >= b.port + in.c;
        if (spare && enrolled < in.p) {
            std::vector<int> order;
            for (int q = 0; q < enrolled; ++q)
                if (deadline[q] < kNever)
                    order.push_back(q);
            std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return deadline[x] < deadline[y]; });
            int t = b.port + (reading.enrollAfterTwoSends ? 2 : 1) * in.c;
            bool delays = false;
            for (int q : order) {
                delays = delays || t > deadline[q];
                t += needs[q].sends * in.c;
            }
            if (!delays) {
                ++enrolled;
                b.sendAndClaim(enrolled - 1, need(enrolled - 1).block);
                continue;
            }
        }
        if (earliest < 0) { // nobody enrolled can use a block: only a new worker could
            if (enrolled == in.p) // cannot happen: a worker lacking a block of an unclaimed task wants it
                throw std::logic_error("Thrifty: no worker can take the remaining tasks");
            ++enrolled;
            b.sendAndClaim(enrolled - 1, need(enrolled - 1).block);
            continue;
        }
        b.sendAndClaim(earliest, needs[earliest].block);
    }
    return b.finish();
}

// Min-min (paper 002 §3): "at each step, all tasks are considered. For each of them, we compute
// their possible starting date on each worker, given the files that have already been sent to
// this worker and all decisions taken previously; we select the best worker [...]. We take the
// minimum of starting dates over all tasks." Read as follows: a step places one task; its
// start on worker q is the latest of the end of q's last placed task and the arrival of its
// blocks, a missing block being sent at once (A first when both are missing, back to back
// from when the port is free). Ties: the pair needing fewer sends, then the lower worker, then
// the lower (i, j). The chosen task's missing blocks are sent and it is placed after q's last.
RankOneSchedule minMin(const RankOneInstance &instance, const MinMinReading &reading)
{
    validate(instance);
    const RankOneInstance &in = instance;
    Builder b(in, "Min-min");
    while (b.unassigned > 0) {
        std::tuple<int, int, int, int> bestKey{kNever, 0, 0, 0};
        std::array<int, 4> best{kNever, 0, 0, 0}; // start, worker, i, j
        for (int i = 0; i < in.r; ++i)
            for (int j = 0; j < in.s; ++j) {
                if (b.owner[i * in.s + j] >= 0)
                    continue;
                for (int q = 0; q < in.p; ++q) {
                    int t = b.port, ready = b.free[q], sends = 0;
                    for (int block : {i, in.r + j}) {
                        if (b.has(q, block)) {
                            ready = std::max(ready, b.arrival[q][block]);
                        } else {
                            t += in.c;
                            ready = std::max(ready, t);
                            ++sends;
                        }
                    }
                    const int task = i * in.s + j;
                    const auto key = std::make_tuple(ready, reading.fewerSendsFirst ? sends : 0,
                                                     reading.workerBeforeTask ? q : task,
                                                     reading.workerBeforeTask ? task : q);
                    if (key < bestKey) {
                        bestKey = key;
                        best = {ready, q, i, j};
                    }
                }
            }
        const auto [start, q, i, j] = best;
        for (int block : {i, in.r + j})
            if (!b.has(q, block))
                b.send(q, block);
        b.compute(q, i, j, start);
    }
    return b.finish();
}

RankOneSchedule scheduleForSends(const RankOneInstance &instance,
                                 const std::vector<std::pair<RankOneBlock, int>> &sends)
{
    validate(instance);
    std::vector<std::pair<int, int>> ids;
    for (const auto &[block, q] : sends) {
        if (q < 0 || q >= instance.p || block.index < 0 || block.index >= (block.isA ? instance.r : instance.s))
            throw InputError("send of " + toString(block) + " to worker " + std::to_string(q + 1) + ": out of range");
        ids.push_back({blockId(instance, block), q});
    }
    return scheduleFromArrivals(instance, ids, "sends given");
}

RankOneOptimum exactRankOne(const RankOneInstance &instance, long nodeLimit, const CancelToken *cancel)
{
    validate(instance);
    const RankOneInstance &in = instance;
    const int blocks = in.r + in.s, tasks = in.r * in.s;
    RankOneOptimum result;
    RankOneSchedule incumbent = std::min(thrifty(in), minMin(in), [](const auto &a, const auto &b) {
        return a.makespan() < b.makespan();
    });
    if (in.p == 1)
        incumbent = std::min(incumbent, alternatingGreedy(in),
                             [](const auto &a, const auto &b) { return a.makespan() < b.makespan(); });
    long best = incumbent.makespan();
    std::vector<std::pair<int, int>> bestSends;

    std::vector<std::vector<int>> arrival(in.p, std::vector<int>(blocks, kNever));
    std::vector<std::pair<int, int>> sends;
    std::vector<char> sentAnywhere(blocks, 0);
    int enrolled = 0;
    bool aborted = false;

    std::vector<std::vector<int>> relaxedArrival = arrival;
    std::function<void()> search = [&]() {
        if (++result.nodes > nodeLimit) {
            aborted = true;
            return;
        }
        if (result.nodes % 1024 == 0)
            checkCancel(cancel);
        const int port = int(sends.size()) * in.c;
        // Lower bound: every block not sent yet to a worker arrives there at port + c, but a
        // task missing both its blocks on a worker gets them there by port + 2c at the earliest.
        for (int q = 0; q < in.p; ++q)
            for (int k = 0; k < blocks; ++k)
                relaxedArrival[q][k] = std::min(arrival[q][k], port + in.c);
        {
            std::vector<int> rel = releases(in, relaxedArrival);
            for (int t = 0; t < tasks; ++t)
                for (int q = 0; q < in.p; ++q)
                    if (arrival[q][t / in.s] >= kNever && arrival[q][in.r + t % in.s] >= kNever)
                        rel[t * in.p + q] = port + 2 * in.c;
            Matcher m(tasks, in.p, in.w, rel);
            if (!m.feasible(best - 1))
                return;
        }
        {
            const std::vector<int> rel = releases(in, arrival);
            Matcher m(tasks, in.p, in.w, rel);
            bool covered = true;
            for (int t = 0; t < tasks && covered; ++t)
                covered = *std::min_element(rel.begin() + t * in.p, rel.begin() + (t + 1) * in.p) < kNever;
            if (covered && m.feasible(best - 1)) {
                best = leastMakespan(m);
                bestSends = sends;
            }
        }
        // A further send arrives at port + c at the earliest: a task using it ends at
        // port + c + w, so it cannot help unless that is below the best makespan known.
        if (port + in.c + in.w >= best)
            return;
        int nextA = 0, nextB = in.r;
        while (nextA < in.r && sentAnywhere[nextA])
            ++nextA;
        while (nextB < blocks && sentAnywhere[nextB])
            ++nextB;
        for (int q = 0; q < std::min(in.p, enrolled + 1); ++q)
            for (int k = 0; k < blocks; ++k) {
                if (arrival[q][k] < kNever)
                    continue;
                if (!sentAnywhere[k] && k != nextA && k != nextB)
                    continue;
                const bool wasSent = sentAnywhere[k];
                const int wasEnrolled = enrolled;
                sentAnywhere[k] = 1;
                enrolled = std::max(enrolled, q + 1);
                arrival[q][k] = port + in.c;
                sends.push_back({k, q});
                search();
                sends.pop_back();
                arrival[q][k] = kNever;
                enrolled = wasEnrolled;
                sentAnywhere[k] = wasSent;
                if (aborted)
                    return;
            }
    };
    search();
    result.proven = !aborted;
    result.schedule = bestSends.empty() ? incumbent : scheduleFromArrivals(in, bestSends, "exact");
    result.schedule.algorithm = "exact";
    return result;
}

} // namespace partita
