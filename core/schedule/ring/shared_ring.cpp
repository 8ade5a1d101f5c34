#include "schedule/ring/shared_ring.h"

#include "model/error.h"
#include "schedule/ring/path_bandwidth.h"
#include "schedule/ring/ring_network.h"
#include "schedule/ring/ring_program.h"
#include "schedule/ring/ring_schedule.h"
#include "schedule/ring/step_estimate.h"
#include "schedule/ring/step_time.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <sstream>

namespace partita {

namespace {

using ring::RingNetwork;
constexpr double kInf = std::numeric_limits<double>::infinity();

struct PathState {
    std::vector<int> links;
    double bandwidth = 0;
};
// S_i (to the successor) and P_i (to the predecessor) of §2.1, keyed by (sender node, side).
// A ring of two has its 2q = 4 paths too: S_i and P_i both lead to the other member.
enum Side : int { Succ = 0, Pred = 1 };
using PathKey = std::pair<int, int>;

struct RingState {
    std::vector<int> order; // node indices in ring order
    std::map<PathKey, PathState> paths;
};

// One way to grow the ring: P_k between order[pos] = u and its successor v.
struct Candidate {
    int k = -1;
    std::size_t pos = 0;
    double tStep = kInf;
    std::vector<int> links[4]; // k→u (P_k), k→v (S_k), u→k (new S_u), v→k (new P_v)
    double bandwidth[4] = {0, 0, 0, 0};
};

class Grower {
public:
    Grower(const Platform &platform, const RingOptions &options)
        : m_net(platform), m_options(options), m_cancel(options.cancel), m_speed(static_cast<std::size_t>(m_net.nodeCount()), 0)
    {
        for (const auto &p : platform.computingProcessors()) {
            const int n = m_net.nodeIndex(p.id);
            m_speed[static_cast<std::size_t>(n)] = p.speed;
            m_computing.push_back(n);
        }
    }

    const RingNetwork &net() const { return m_net; }
    const std::vector<int> &computing() const { return m_computing; }
    double speed(int node) const { return m_speed[static_cast<std::size_t>(node)]; }

    // D_i = H·(c_{i,pred} + c_{i,succ}) for each ring position.
    std::vector<double> comm(const RingState &s) const
    {
        const std::size_t r = s.order.size();
        std::vector<double> d(r, 0.0);
        if (r < 2)
            return d;
        for (std::size_t i = 0; i < r; ++i) {
            const int me = s.order[i];
            d[i] = m_options.h * (1 / s.paths.at({me, Pred}).bandwidth + 1 / s.paths.at({me, Succ}).bandwidth);
        }
        return d;
    }

    std::vector<double> speeds(const std::vector<int> &order) const
    {
        std::vector<double> v;
        for (int n : order)
            v.push_back(speed(n));
        return v;
    }

    ring::StepTime evaluate(const RingState &s) const
    {
        return ring::stepTime(speeds(s.order), comm(s), m_options.w);
    }

    std::vector<double> residual(const RingState &s) const
    {
        auto res = m_net.capacities();
        for (const auto &[key, path] : s.paths)
            for (int l : path.links)
                if (m_net.shared(l))
                    res[static_cast<std::size_t>(l)] -= path.bandwidth;
        return res;
    }

    // The best pair (§4.1): widest paths both ways on the empty network (S_i and P_i take the
    // same route), shares from §4.2.
    bool bestPair(RingState &best, double &bestT) const
    {
        const auto full = m_net.capacities();
        std::map<PathKey, RingNetwork::Found> route;
        for (int i : m_computing) {
            const auto found = m_net.widest(i, m_computing, full, false);
            for (std::size_t j = 0; j < m_computing.size(); ++j)
                route[{i, m_computing[j]}] = found[j];
        }
        bestT = kInf;
        for (std::size_t a = 0; a < m_computing.size(); ++a) {
            checkCancel(m_cancel);
            for (std::size_t b = a + 1; b < m_computing.size(); ++b) {
                const int i = m_computing[a], j = m_computing[b];
                const auto &ij = route[{i, j}], &ji = route[{j, i}];
                if (!ij.reachable || !ji.reachable)
                    continue;
                const auto x = ring::allocateNewPaths(
                    m_net, {&ij.links, &ij.links, &ji.links, &ji.links},
                    {speed(i), speed(i), speed(j), speed(j)}, full);
                RingState s;
                s.order = {i, j};
                s.paths[{i, Succ}] = {ij.links, x[0]};
                s.paths[{i, Pred}] = {ij.links, x[1]};
                s.paths[{j, Succ}] = {ji.links, x[2]};
                s.paths[{j, Pred}] = {ji.links, x[3]};
                const double t = evaluate(s).tStep;
                if (t < bestT) {
                    bestT = t;
                    best = std::move(s);
                }
            }
        }
        return bestT < kInf;
    }

    // §4.1-4.2: the insertion of least T_step, over remaining processors and positions.
    Candidate bestInsertion(const RingState &s) const
    {
        const std::size_t r = s.order.size();
        const auto base = residual(s);
        const auto d = comm(s);
        std::vector<bool> inRing(static_cast<std::size_t>(m_net.nodeCount()), false);
        for (int n : s.order)
            inRing[static_cast<std::size_t>(n)] = true;
        Candidate best;
        std::size_t bestIndex = 0; // of best.k among its position's candidates
        // The members as (D_i, s_i), sorted once for every position's StepEstimate.
        std::vector<std::pair<double, double>> members;
        for (std::size_t i = 0; i < r; ++i)
            members.emplace_back(d[i], speed(s.order[i]));
        std::vector<std::size_t> byComm(r);
        for (std::size_t i = 0; i < r; ++i)
            byComm[i] = i;
        std::stable_sort(byComm.begin(), byComm.end(),
                         [&](std::size_t a, std::size_t b) { return members[a].first < members[b].first; });
        ring::StepEstimate estimate;
        std::vector<std::pair<double, double>> kept;
        std::vector<RingNetwork::Found> toU, toV, fromU, fromV; // storage kept across positions
        for (std::size_t pos = 0; pos < r; ++pos) {
            const int u = s.order[pos], v = s.order[(pos + 1) % r];
            const std::size_t vPos = (pos + 1) % r;
            // S_u and P_v, the two paths between u and v, are replaced: give their shares back
            auto res = base;
            for (const PathKey &key : {PathKey{u, Succ}, PathKey{v, Pred}}) {
                const auto &p = s.paths.at(key);
                for (int l : p.links)
                    if (m_net.shared(l))
                        res[static_cast<std::size_t>(l)] += p.bandwidth;
            }
            // The four widest paths of every candidate k (k→u, k→v, u→k, v→k) come from four
            // searches rooted at u and v, one per direction, instead of two searches per
            // candidate: O(p²) searches for the whole growth rather than O(p³) (on 300
            // processors, one ring went from minutes to about a second).
            std::vector<int> candidates;
            for (int k : m_computing)
                if (!inRing[static_cast<std::size_t>(k)])
                    candidates.push_back(k);
            m_net.widest(u, candidates, res, true, toU);
            m_net.widest(v, candidates, res, true, toV);
            m_net.widest(u, candidates, res, false, fromU);
            m_net.widest(v, candidates, res, false, fromV);
            // The step with candidate c inserted here, its four new paths at bandwidths b.
            const double h = m_options.h;
            std::vector<int> order;
            std::vector<double> dd;
            const auto stepWith = [&](int k, const double b[4]) {
                order.clear();
                dd.clear();
                for (std::size_t i = 0; i < r; ++i) {
                    order.push_back(s.order[i]);
                    if (i == pos) {
                        dd.push_back(h * (1 / s.paths.at({u, Pred}).bandwidth + 1 / b[2]));
                        order.push_back(k);
                        dd.push_back(h * (1 / b[0] + 1 / b[1]));
                    } else if (s.order[i] == v) {
                        dd.push_back(h * (1 / b[3] + 1 / s.paths.at({v, Succ}).bandwidth));
                    } else {
                        dd.push_back(d[i]);
                    }
                }
                return ring::stepTime(speeds(order), dd, m_options.w).tStep;
            };
            // The same step by StepEstimate in O(log r): every member but u and v keeps its D.
            kept.clear();
            for (std::size_t i : byComm)
                if (i != pos && i != vPos)
                    kept.push_back(members[i]);
            estimate.reset(kept, m_options.w);
            const double predU = s.paths.at({u, Pred}).bandwidth, succV = s.paths.at({v, Succ}).bandwidth;
            const auto estimateWith = [&](int k, const double b[4]) {
                return estimate.with({{{h * (1 / predU + 1 / b[2]), speed(u)},
                                       {h * (1 / b[3] + 1 / succV), speed(v)},
                                       {h * (1 / b[0] + 1 / b[1]), speed(k)}}});
            };
            // Branch and bound, with the same choice as trying every candidate in order: a new
            // path's share never exceeds its width (the narrowest residual along it), and k's
            // two paths out (to u and to v) usually leave through the same links: sharing a
            // capacity c, x₀ + x₁ ≤ c, so 1/x₀ + 1/x₁ ≥ 4/c (arithmetic against harmonic
            // mean). The step grows with every member's communication, so the step at these
            // bounds is below the step at the shares. Candidates are tried by that bound, and
            // once it exceeds the best step found, no further one can beat it: on a Tiers-like
            // platform of 200 machines, a quarter of the candidates are allocated.
            const auto commonCapacity = [&](const std::vector<int> &a, const std::vector<int> &b) {
                double c = kInf;
                for (int l : a)
                    if (m_net.shared(l) && std::find(b.begin(), b.end(), l) != b.end())
                        c = std::min(c, res[static_cast<std::size_t>(l)]);
                return c;
            };
            std::vector<std::pair<double, std::size_t>> bound; // (lower bound, candidate)
            for (std::size_t c = 0; c < candidates.size(); ++c) {
                if (!toU[c].reachable || !toV[c].reachable || !fromU[c].reachable || !fromV[c].reachable)
                    continue;
                double widths[4] = {toU[c].width, toV[c].width, fromU[c].width, fromV[c].width};
                const double shared = commonCapacity(toU[c].links, toV[c].links);
                if (1 / widths[0] + 1 / widths[1] < 4 / shared) // both at shared / 2
                    widths[0] = widths[1] = shared / 2;
                // The estimate may differ from stepWith in the last bits: the margin of the
                // break below (1e-12) covers it.
                const double lower = estimateWith(candidates[c], widths);
                bound.emplace_back(std::isnan(lower) ? stepWith(candidates[c], widths) : lower, c);
            }
            std::stable_sort(bound.begin(), bound.end(),
                             [](const auto &x, const auto &y) { return x.first < y.first; });
            for (const auto &[lower, c] : bound) {
                checkCancel(m_cancel);
                if (lower > best.tStep * (1 + 1e-12))
                    break;
                const int k = candidates[c];
                const RingNetwork::Found *out[2] = {&toU[c], &toV[c]};
                const RingNetwork::Found *in[2] = {&fromU[c], &fromV[c]};
                const auto x = ring::allocateNewPaths(
                    m_net, {&out[0]->links, &out[1]->links, &in[0]->links, &in[1]->links},
                    {speed(k), speed(k), speed(u), speed(v)}, res);
                // Ruled out by the estimate when clearly longer than the best step (far beyond
                // its rounding); the others are evaluated exactly, so the choice is stepTime's.
                if (const double e = estimateWith(k, x.data()); e > best.tStep * (1 + 1e-9))
                    continue;
                const double t = stepWith(k, x.data());
                // the first least step in the order (position, candidate), as a full scan keeps
                const bool better = t < best.tStep || (t == best.tStep && best.k >= 0 && best.pos == pos && c < bestIndex);
                if (better) {
                    best.k = k;
                    best.pos = pos;
                    best.tStep = t;
                    bestIndex = c;
                    best.links[0] = out[0]->links;
                    best.links[1] = out[1]->links;
                    best.links[2] = in[0]->links;
                    best.links[3] = in[1]->links;
                    for (int p = 0; p < 4; ++p)
                        best.bandwidth[p] = x[static_cast<std::size_t>(p)];
                }
            }
        }
        return best;
    }

    void insert(RingState &s, const Candidate &c) const
    {
        const std::size_t r = s.order.size();
        const int u = s.order[c.pos], v = s.order[(c.pos + 1) % r];
        s.paths[{c.k, Pred}] = {c.links[0], c.bandwidth[0]};
        s.paths[{c.k, Succ}] = {c.links[1], c.bandwidth[1]};
        s.paths[{u, Succ}] = {c.links[2], c.bandwidth[2]};
        s.paths[{v, Pred}] = {c.links[3], c.bandwidth[3]};
        s.order.insert(s.order.begin() + static_cast<std::ptrdiff_t>(c.pos + 1), c.k);
    }

    // §4.3: new shares for every path, the ring and its routes kept; kept when the step gets
    // no longer (method 2 is optimal for the routes, so it loses only to rounding).
    bool refine(RingState &s, double &t) const
    {
        if (s.paths.empty() || m_options.refinement == RingRefinement::Off)
            return false;
        RingState refined = s;
        if (m_options.refinement == RingRefinement::MaxMin)
            maxMinShares(refined);
        else
            programShares(refined);
        const double tr = evaluate(refined).tStep;
        if (!(tr <= t))
            return false;
        s = std::move(refined);
        t = tr;
        return true;
    }

    // Method 1: max-min fair shares of every path on the full capacities.
    void maxMinShares(RingState &s) const
    {
        std::vector<const std::vector<int> *> links;
        for (const auto &[key, path] : s.paths)
            links.push_back(&path.links);
        const auto x = ring::maxMinBandwidths(m_net, links);
        std::size_t f = 0;
        for (auto &[key, path] : s.paths)
            path.bandwidth = x[f++];
    }

    // Method 2: the shares minimizing T_step for these routes (ring_program.h): S_i and P_i of
    // member i are paths 2i and 2i + 1; one group per shared link on its full bandwidth, one
    // per backbone link of a path.
    void programShares(RingState &s) const
    {
        ring::RingProgram pg;
        pg.h = m_options.h;
        pg.w = m_options.w;
        std::vector<PathState *> path;
        for (int me : s.order) {
            pg.speed.push_back(speed(me));
            const int first = static_cast<int>(path.size());
            path.push_back(&s.paths.at({me, Succ}));
            path.push_back(&s.paths.at({me, Pred}));
            pg.paths.push_back({first, first + 1});
        }
        std::map<int, std::vector<int>> crossing; // shared link → the paths crossing it
        for (std::size_t p = 0; p < path.size(); ++p)
            for (int l : path[p]->links) {
                if (m_net.shared(l))
                    crossing[l].push_back(static_cast<int>(p));
                else
                    pg.groups.push_back({{static_cast<int>(p)}, m_net.capacity(l)});
            }
        for (const auto &[l, paths] : crossing)
            pg.groups.push_back({paths, m_net.capacity(l)});
        const auto solution = ring::solveRingProgram(pg, m_cancel);
        for (std::size_t p = 0; p < path.size(); ++p)
            path[p]->bandwidth = solution.bandwidth[p];
    }

    RingInsertion record(const RingState &s, int added, double greedy, double t, bool refined) const
    {
        RingInsertion step;
        step.size = static_cast<int>(s.order.size());
        step.processor = m_net.nodeId(added);
        const std::size_t r = s.order.size();
        for (std::size_t i = 0; i < r; ++i) {
            step.ring.push_back(m_net.nodeId(s.order[i]));
            if (s.order[i] == added && r > 1) {
                step.pred = m_net.nodeId(s.order[(i + r - 1) % r]);
                step.succ = m_net.nodeId(s.order[(i + 1) % r]);
            }
        }
        step.tStepGreedy = greedy;
        step.tStep = t;
        step.refined = refined;
        return step;
    }

private:
    RingNetwork m_net;
    RingOptions m_options;
    const CancelToken *m_cancel;
    std::vector<double> m_speed; // per node; 0 for routers and a master that does not compute
    std::vector<int> m_computing;
};

std::string number(double v)
{
    std::ostringstream os;
    os << v;
    return os.str();
}

void checkOptions(const RingOptions &o)
{
    if (!(std::isfinite(o.h) && o.h > 0))
        throw InputError(reason(ReasonKind::RingSide, {"H", "--h", number(o.h)}));
    if (!(std::isfinite(o.w) && o.w > 0))
        throw InputError(reason(ReasonKind::RingSide, {"W", "--w", number(o.w)}));
    if (o.maxSize < 0)
        throw InputError(reason(ReasonKind::RingMaxSize, {std::to_string(o.maxSize)}));
    if (o.iterations < 1)
        throw InputError(reason(ReasonKind::RingIterations, {std::to_string(o.iterations)}));
    if (!(std::isfinite(o.q) && o.q > 0))
        throw InputError(reason(ReasonKind::RingBlockSize, {number(o.q)}));
}

} // namespace

RingResult planSharedRing(const Platform &platform, const RingOptions &options)
{
    checkOptions(options);
    const Grower g(platform, options);
    const auto &procs = g.computing();
    if (procs.empty())
        throw InputError(Reason{ReasonKind::RingNoComputing, {}});
    for (int n : procs)
        if (!(std::isfinite(g.speed(n)) && g.speed(n) > 0))
            throw InputError(reason(ReasonKind::RingSpeed, {g.net().nodeId(n), number(g.speed(n))}));
    const std::size_t limit = options.maxSize == 0
        ? procs.size()
        : std::min(procs.size(), static_cast<std::size_t>(options.maxSize));

    RingResult result;
    // size 1: the fastest processor, T = W·w_min
    int fastest = procs.front();
    for (int n : procs)
        if (g.speed(n) > g.speed(fastest))
            fastest = n;
    RingState state;
    state.order = {fastest};
    double t = g.evaluate(state).tStep;
    result.steps.push_back(g.record(state, fastest, t, t, false));
    RingState best = state;
    double bestT = t;

    double pairT = kInf;
    if (limit >= 2 && g.bestPair(state, pairT)) {
        const double greedy = pairT;
        const bool refined = g.refine(state, pairT);
        result.steps.push_back(g.record(state, state.order[1], greedy, pairT, refined));
        if (pairT < bestT) {
            best = state;
            bestT = pairT;
        }
        while (state.order.size() < limit) {
            const Candidate c = g.bestInsertion(state);
            if (c.k < 0)
                break; // no remaining processor can be reached with bandwidth left
            g.insert(state, c);
            const double greedy2 = g.evaluate(state).tStep;
            double t2 = greedy2;
            const bool ref = g.refine(state, t2);
            result.steps.push_back(g.record(state, c.k, greedy2, t2, ref));
            if (t2 < bestT) {
                best = state;
                bestT = t2;
            }
        }
    }
    for (const auto &s : result.steps)
        result.tStepBySize.push_back(s.tStep);

    const auto &net = g.net();
    const auto st = g.evaluate(best);
    result.tStep = st.tStep;
    for (int n : procs)
        result.alpha[net.nodeId(n)] = 0.0;
    const std::size_t r = best.order.size();
    for (std::size_t i = 0; i < r; ++i) {
        result.ring.push_back(net.nodeId(best.order[i]));
        result.alpha[net.nodeId(best.order[i])] = st.alpha[i];
    }
    auto addPath = [&](int from, int to, Side side) {
        const auto &p = best.paths.at({from, side});
        RingPath rp{net.nodeId(from), net.nodeId(to), side == Succ, p.links, p.bandwidth, 0.0};
        for (int l : p.links)
            rp.latency += net.latency(l);
        result.paths.push_back(std::move(rp));
    };
    for (std::size_t i = 0; i < r && r >= 2; ++i) {
        addPath(best.order[i], best.order[(i + 1) % r], Succ);
        addPath(best.order[i], best.order[(i + r - 1) % r], Pred);
    }
    ring::buildRingSchedule(platform, options, result);
    return result;
}

} // namespace partita
