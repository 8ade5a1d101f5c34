// The incremental selections of paper 002 §6.2 on a finite matrix (docs/master-worker.md,
// "Finite matrices"). What is kept from §6.2: each worker's μ_i from its memory (μ_i² + 4μ_i ≤
// m_i, capped by the matrix), the one-port master, the overlap of a step's transfer with the
// previous step's computation, and the rule that picks the worker of every next communication
// (global, local or lookahead ratio) with Algorithm 3's bookkeeping, read on the schedule's own
// clock (MwBuilder), C left out of the ratio as in §6.1-6.2. What changes:
//  - chunks: a worker that needs a chunk takes up to μ_i×μ_i blocks from the free rectangles
//    of C (MwChunkPool) instead of owning panels of μ_i whole columns, so μ_i never shrinks
//    because other workers exist;
//  - the end: the C blocks left are shared so that the workers finish together: each worker's
//    projected finish T_i (its last computation, plus the steps of its chunk still to send) is
//    levelled to a common F with Σ (F − T_i)/(t·w_i) = blocks left; a worker whose share
//    (F − T_i)/(t·w_i) is less than a μ_i×μ_i chunk takes a chunk of side √share, none when
//    that side is under the floor set by the port (below), unless its share is the largest;
//  - the port never waits for a worker's buffers while another worker could receive sooner:
//    the rule chooses among the workers whose next transfer can start first;
//  - resource selection: the enrolled workers are the k cheapest per block update (w_i plus
//    the port time of its share of A and B), k chosen by running the whole schedule for
//    k = p, then fewer (×0.8 each time) until two in a row are no better. A worker whose chunks
//    would end after the others' is dropped this way: the makespan of the run shows the loss.
// Complexity: O(p log p) per step (O(p²) for the lookahead), times the values of k tried.

#include "schedule/mw/mw_chunk_pool.h"
#include "schedule/mw/mw_strategies.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace partita::mwdetail {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// a > b beyond rounding, as chooseNext compares its ratios (mw_selection.cpp).
bool greater(double a, double b)
{
    if (std::isinf(a) || std::isinf(b))
        return a > b;
    return a > b + 1e-12 * std::max({1.0, std::abs(a), std::abs(b)});
}

class FiniteRun {
public:
    FiniteRun(const PlanInput &in, SelectionRule rule, const std::vector<int> &mu,
              std::vector<std::size_t> enrolled)
        : m_in(&in), m_rule(rule), m_mu(mu), m_enrolled(std::move(enrolled)),
          m_steps(static_cast<int>(in.problem.innerBlocks())), m_grid(in.problem), m_builder(in.platform, in.problem, layouts(in, mu)),
          m_pool(static_cast<int>(in.problem.rowBlocks()), static_cast<int>(in.problem.colBlocks()))
    {
        m_builder.setCancel(in.cancel);
        // §6.1: the enrolled workers, all computing, keep the port busy Σ 2c_i/(a·w_i) of
        // the time with chunks of side a; with a below half the side that makes it 1, a chunk
        // at the end costs the port more than it saves.
        double port = 0;
        for (auto i : m_enrolled) {
            const auto &w = in.platform.workers[i];
            port += 2 * w.c / w.w;
        }
        m_smallest = std::max(1, static_cast<int>(std::ceil(port / 2)));
    }

    void run()
    {
        while (step()) {
        }
        m_builder.finish();
    }

    double makespan() const { return m_builder.end(); }
    MwBuilder &builder() { return m_builder; }

private:
    struct Candidate {
        std::size_t worker = 0;
        bool fresh = false; // needs a new chunk of `side`
        int side = 0;
        double work = 0;       // block updates of this step
        double completion = 0; // Algorithm 3's completion-time if chosen
        double comm = 0;       // port time of its A and B blocks (C aside)
        double compute = 0;    // its computation
        double ready = 0;      // when the worker is done with what it has (ready_i)
        double start = 0;      // when its transfer could start: port free, buffers free
    };

    static std::vector<MwLayout> layouts(const PlanInput &in, const std::vector<int> &mu)
    {
        std::vector<MwLayout> out;
        for (std::size_t i = 0; i < in.platform.workers.size(); ++i)
            out.push_back({LayoutKind::Overlapped, std::max(1, mu[i])});
        return out;
    }

    // The side of a chunk of `share` blocks of C: √share, a square; on a C thinner than that
    // (min(r, s) < √share, docs/master-worker.md "Products of any shape") the chunk is as thin
    // as C and share/min(r, s) long, so that it still holds its share.
    int shareSide(double share) const
    {
        const double root = std::sqrt(share);
        const double thin = std::min(m_grid.r, m_grid.s);
        return static_cast<int>(std::lround(root <= thin ? root : share / thin));
    }

    // When worker i would be done with its chunk in progress if the master kept up with it.
    double projectedFinish(std::size_t i) const
    {
        const auto &c = m_builder.chunk(i); // (stepsLeft is 0 when not in a chunk)
        const double w = m_in->platform.workers[i].w;
        const double left = m_builder.stepsLeft(i) * static_cast<double>(c.rows()) * c.cols() * w;
        return std::max(m_builder.cpuFree(i) + left, m_builder.masterFree());
    }

    // Each enrolled worker's share of the C blocks left, levelled on the projected finishes
    // (the global ratio of §6.2 on what is left is largest when the workers end together).
    std::vector<double> endShares() const
    {
        std::vector<double> t(m_enrolled.size()), rate(m_enrolled.size());
        for (std::size_t e = 0; e < m_enrolled.size(); ++e) {
            t[e] = projectedFinish(m_enrolled[e]);
            rate[e] = 1.0 / (m_steps * m_in->platform.workers[m_enrolled[e]].w); // C blocks per time unit
        }
        // Water-filling: the level F with Σ max(0, F − T_i)·rate_i = area, filling the
        // earliest finishes first.
        std::vector<std::size_t> order(t.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return t[a] < t[b]; });
        const double area = static_cast<double>(m_pool.area());
        double r = 0, rt = 0, level = 0;
        for (std::size_t j = 0; j < order.size(); ++j) {
            r += rate[order[j]];
            rt += rate[order[j]] * t[order[j]];
            level = (area + rt) / r;
            if (j + 1 == order.size() || level <= t[order[j + 1]])
                break;
        }
        std::vector<double> share(t.size());
        for (std::size_t e = 0; e < t.size(); ++e)
            share[e] = std::max(0.0, level - t[e]) * rate[e];
        return share;
    }

    bool candidate(std::size_t e, const std::vector<double> &share, double best, Candidate &c) const
    {
        const auto i = m_enrolled[e];
        const auto &w = m_in->platform.workers[i];
        c.worker = i;
        c.fresh = !m_builder.inChunk(i);
        MwChunk chunk = m_builder.chunk(i);
        if (c.fresh) {
            if (m_pool.empty())
                return false;
            c.side = m_mu[i];
            if (!share.empty()) {
                const int side = shareSide(share[e]);
                const bool largest = share[e] >= best;
                if (side < m_smallest && !largest)
                    return false;
                c.side = std::clamp(largest ? std::max(side, m_smallest) : side, 1, m_mu[i]);
            }
            chunk = m_pool.peek(c.side);
        }
        // Algorithm 3's bookkeeping for one step, C aside as in §6.1-6.2 (its transfers are
        // in the schedule, not in the rule: counting a chunk's C against its first step would
        // keep a worker out for good once the others keep the ratio above that step's).
        c.work = static_cast<double>(chunk.rows()) * chunk.cols();
        c.compute = c.work * w.w;
        c.comm = w.latency + (chunk.rows() + chunk.cols()) * w.c;
        c.ready = m_builder.cpuFree(i);
        c.completion = std::max(m_builder.masterFree() + c.comm, c.ready);
        c.start = m_builder.estimate(i, c.fresh ? &chunk : nullptr).start;
        return true;
    }

    double score(const Candidate &c) const
    {
        const double now = m_builder.masterFree();
        if (m_rule == SelectionRule::Local)
            return c.completion > now ? c.work / (c.completion - now) : kInf;
        return c.completion > 0 ? (m_total + c.work) / c.completion : kInf;
    }

    // Lookahead (end of §6.2.1): the best global ratio after c and then any candidate.
    double pairScore(const Candidate &c, const std::vector<Candidate> &all) const
    {
        double best = -kInf;
        for (const auto &d : all) {
            const double ready = d.worker == c.worker ? c.completion + c.compute : d.ready;
            const double second = std::max(c.completion + d.comm, ready);
            best = std::max(best, second > 0 ? (m_total + c.work + d.work) / second : kInf);
        }
        return best;
    }

    bool step()
    {
        m_builder.returnReadyBy(m_builder.masterFree());
        // Shares only matter to a worker that needs a chunk.
        m_share.clear();
        double largest = 0;
        const bool asks = std::any_of(m_enrolled.begin(), m_enrolled.end(),
                                      [&](std::size_t i) { return !m_builder.inChunk(i); });
        if (!m_pool.empty() && asks) {
            m_share = endShares();
            largest = *std::max_element(m_share.begin(), m_share.end());
        }
        auto &all = m_candidates;
        all.clear();
        for (std::size_t e = 0; e < m_enrolled.size(); ++e) {
            Candidate c;
            if (candidate(e, m_share, largest, c))
                all.push_back(c);
        }
        if (all.empty())
            return false;
        // The port does not wait for a worker's buffers while another worker can take data
        // sooner: the rule chooses among the workers that can receive first.
        double soonest = kInf;
        for (const auto &c : all)
            soonest = std::min(soonest, c.start);
        std::erase_if(all, [&](const Candidate &c) { return c.start > soonest + 1e-12 * std::max(1.0, soonest); });
        std::size_t chosen = 0;
        double bestScore = -kInf, bestFirst = -kInf;
        for (std::size_t k = 0; k < all.size(); ++k) {
            const double first = score(all[k]);
            const double s = m_rule == SelectionRule::Lookahead ? pairScore(all[k], all) : first;
            const bool better = k == 0 || greater(s, bestScore) || (!greater(bestScore, s) && greater(first, bestFirst));
            if (better) {
                chosen = k;
                bestScore = s;
                bestFirst = first;
            }
        }
        const auto &c = all[chosen];
        if (c.fresh)
            m_builder.assign(c.worker, m_pool.take(c.side));
        m_builder.sendNext(c.worker);
        m_total += c.work;
        return true;
    }

    const PlanInput *m_in;
    SelectionRule m_rule;
    std::vector<int> m_mu;
    std::vector<std::size_t> m_enrolled;
    int m_steps = 0; // t: the updates of each C block
    Grid m_grid;
    MwBuilder m_builder;
    MwChunkPool m_pool;
    int m_smallest = 1; // the smallest side of a chunk cut to a share
    double m_total = 0; // block updates sent so far
    std::vector<double> m_share;          // per enrolled worker, when one asks for a chunk
    std::vector<Candidate> m_candidates;  // of the current step
};

// The k workers with the least time per block update: w_i, plus the port time of the A and B
// blocks of an update when the r×s blocks of C are cut into k squares (capped by μ_i and by
// the sides of C: an a×b chunk costs (a + b)c_i per a·b updates).
std::vector<std::size_t> cheapest(const MwPlatform &platform, const std::vector<std::size_t> &usable,
                                  const std::vector<int> &mu, const Grid &grid, std::size_t k)
{
    const double side = grid.r == grid.s ? std::max(1.0, grid.s / std::sqrt(static_cast<double>(k)))
                                         : std::max(1.0, std::sqrt(static_cast<double>(grid.r) * grid.s / static_cast<double>(k)));
    std::vector<double> cost(platform.workers.size(), 0.0);
    for (auto i : usable) {
        const auto &w = platform.workers[i];
        const double a = std::min({side, static_cast<double>(mu[i]), static_cast<double>(grid.r)});
        const double b = std::min({side, static_cast<double>(mu[i]), static_cast<double>(grid.s)});
        cost[i] = w.w + portPerUpdate(a, b, w.c);
    }
    auto order = usable;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return cost[a] < cost[b]; });
    order.resize(k);
    std::sort(order.begin(), order.end()); // platform order: ties of the rule go to the first listed
    return order;
}

} // namespace

MwBuilder finiteSchedule(const PlanInput &in, SelectionRule rule, const std::vector<int> &mu,
                         const std::vector<std::size_t> &usable)
{
    const Grid grid(in.problem);
    std::size_t k = usable.size();
    FiniteRun best(in, rule, mu, cheapest(in.platform, usable, mu, grid, k));
    best.run();
    int worse = 0;
    while (k > 1 && worse < 2) {
        k = std::min(k - 1, static_cast<std::size_t>(std::ceil(0.8 * static_cast<double>(k))));
        FiniteRun next(in, rule, mu, cheapest(in.platform, usable, mu, grid, k));
        next.run();
        if (next.makespan() < best.makespan() * (1 - 1e-12)) {
            best = std::move(next);
            worse = 0;
        } else {
            ++worse;
        }
    }
    return std::move(best.builder());
}

} // namespace partita::mwdetail
