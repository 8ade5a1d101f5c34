// lbp-mesh: PMFT-LBP and MFT-LBP-heuristic (paper 004 §5.3-5.4) over the MFT-LBP model of
// mft_lbp.h, and the PCCS store-and-forward schedule of their integer solution, its flows
// rounded to whole columns (flow_rounding.h).
// Phase I: one LP. PMFT-LBP: FIFS re-solves |Σ round(k) - k| <= p/2 times, then one re-solve
// per neighbour-search step (or, with the full neighbourhood, up to p(p-1) per step, ranked in
// O(p² log p)). Heuristic: one or two re-solves and an O(p log p) sort. Simulation: O(p + |E|)
// activities.
#include "schedule/lbp/lbp_mesh.h"

#include "sim/block_data.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <sstream>

namespace partita {

sim::CommModel lbpMeshCommModel() { return sim::CommModel{0, 0, false}; }

namespace {

// The labels of a layer read from its columns: "A(:,0:3) B(0:3,:)", or with several runs
// "A(:,0:3 8:9) B(0:3 8:9,:)".
std::string columnsLabel(const std::vector<std::int64_t> &columns)
{
    std::string runs;
    for (const auto &[first, end] : sim::runsOf(columns))
        runs += (runs.empty() ? "" : " ") + std::to_string(first) + ":" + std::to_string(end - 1);
    return "A(:," + runs + ") B(" + runs + ",:)";
}

// One builder for both: `columns` null for a real-valued solution (no data).
sim::Schedule meshSchedule(const Platform &platform, const Problem &problem, const MftNetwork &network,
                           const std::vector<double> &k, const std::vector<double> &flow, const ColumnFlows *columns)
{
    if (k.size() != network.nodes.size() || flow.size() != network.edges.size())
        throw std::invalid_argument("lbpMeshSchedule: one k per node and one flow per edge");
    const sim::SimPlatform pf(platform, static_cast<double>(problem.q), lbpMeshCommModel());
    std::vector<int> node(network.nodes.size());
    for (std::size_t i = 0; i < node.size(); ++i)
        node[i] = pf.nodeIndex(network.nodes[i].id);
    const double column = network.columnElements(), work = network.m * network.n;
    sim::Schedule s;
    s.blockSide = 1;
    // holds[i]: the activities node i waits for before it computes and forwards.
    std::vector<std::vector<int>> holds(network.nodes.size());
    for (std::size_t e = 0; e < network.edges.size(); ++e) { // tails in hop order: topological
        const auto &edge = network.edges[e];
        const auto from = static_cast<std::size_t>(edge.from), to = static_cast<std::size_t>(edge.to);
        if (flow[e] > 0 || edge.latency > 0) {
            std::ostringstream label;
            label << "A,B: " << flow[e] / column << " columns";
            const int t = s.transfer(node[from], node[to], flow[e], holds[from], -1, label.str());
            if (columns)
                s.activities[static_cast<std::size_t>(t)].data = layerBlocks(problem, columns->carried[e], false);
            holds[to].push_back(t);
        } else {
            holds[to].insert(holds[to].end(), holds[from].begin(), holds[from].end());
            std::sort(holds[to].begin(), holds[to].end());
            holds[to].erase(std::unique(holds[to].begin(), holds[to].end()), holds[to].end());
        }
    }
    double offset = 0;
    for (std::size_t i = 0; i < network.nodes.size(); ++i) {
        if (!(k[i] > 0))
            continue;
        if (columns) {
            const auto &kept = columns->kept[i];
            const int c = s.compute(node[i], k[i] * work, holds[i], -1, "C += " + columnsLabel(kept));
            s.activities[static_cast<std::size_t>(c)].data = layerBlocks(problem, kept, true);
        } else {
            s.compute(node[i], k[i] * work, holds[i], -1, "C += " + layerColumnsLabel(k[i], offset));
        }
        offset += k[i];
    }
    return s;
}

} // namespace

sim::Schedule lbpMeshSchedule(const Platform &platform, const Problem &problem, const MftNetwork &network,
                              const std::vector<double> &k, const std::vector<double> &flow)
{
    return meshSchedule(platform, problem, network, k, flow, nullptr);
}

sim::Schedule lbpMeshSchedule(const Platform &platform, const Problem &problem, const MftNetwork &network,
                              const std::vector<std::int64_t> &k, const ColumnFlows &columns)
{
    if (columns.columns.size() != network.edges.size() || columns.kept.size() != network.nodes.size())
        throw std::invalid_argument("lbpMeshSchedule: one column count per edge and one layer per node");
    std::vector<double> flow;
    for (auto c : columns.columns)
        flow.push_back(network.columnElements() * static_cast<double>(c));
    return meshSchedule(platform, problem, network, std::vector<double>(k.begin(), k.end()), flow, &columns);
}

Platform lbpMeshNetwork(const Platform &platform, const MftNetwork &network)
{
    std::vector<LinkFlow> links;
    for (const auto &e : network.edges)
        links.push_back({e.link, network.nodes[static_cast<std::size_t>(e.from)].id,
                         network.nodes[static_cast<std::size_t>(e.to)].id, 0.0});
    return dataflowPlatform(platform, links);
}

namespace {

using Ks = std::vector<std::int64_t>;

// A processor holding more than half of a column gets it (§5.3 Phase II, "round off").
Ks roundOff(const MftNetwork &net, const std::vector<double> &k)
{
    Ks r(k.size(), 0);
    for (std::size_t i = 0; i < k.size(); ++i)
        if (net.nodes[i].computes) {
            const double fl = std::floor(k[i]);
            r[i] = static_cast<std::int64_t>(fl) + (k[i] - fl > 0.5 ? 1 : 0);
        }
    return r;
}

std::int64_t total(const Ks &k)
{
    std::int64_t s = 0;
    for (auto v : k)
        s += v;
    return s;
}

// The latest finisher holding a column, and the earliest finisher other than `excluded`.
int latest(const MftNetwork &net, const Ks &k, const MftSolution &s)
{
    int best = -1;
    for (std::size_t i = 0; i < k.size(); ++i)
        if (net.nodes[i].computes && k[i] > 0 && (best < 0 || s.finish[i] > s.finish[static_cast<std::size_t>(best)]))
            best = static_cast<int>(i);
    return best;
}
int earliest(const MftNetwork &net, const MftSolution &s, int excluded = -1)
{
    int best = -1;
    for (std::size_t i = 0; i < s.finish.size(); ++i)
        if (net.nodes[i].computes && static_cast<int>(i) != excluded
            && (best < 0 || s.finish[i] < s.finish[static_cast<std::size_t>(best)]))
            best = static_cast<int>(i);
    return best;
}

bool improves(double candidate, double current) { return candidate < current * (1 - 1e-9); }

// Algorithm 2 (FIFS): one column at a time, re-solving with the current k' as known values,
// taken from the latest finisher while Σ k' > k, given to the earliest while Σ k' < k (the
// paper's n on a square product).
Ks fifs(MftLbp &lp, Ks k)
{
    const auto &net = lp.network();
    const auto n = static_cast<std::int64_t>(net.k); // columns to hand out: the product's k
    for (auto sum = total(k); sum != n;) {
        const auto s = lp.solveFixed(k);
        if (sum > n) {
            --k[static_cast<std::size_t>(latest(net, k, s))];
            --sum;
        } else {
            ++k[static_cast<std::size_t>(earliest(net, s))];
            ++sum;
        }
    }
    return k;
}

// Algorithm 3 (MFT-LBP-heuristic), after Phase I and the rounding: one re-solve with the
// rounded k' as known values (line 4); if Σ k' ≠ n, the processors sorted by that solution's
// finishing times get +1 each from the earliest on (Σ < n) or -1 each from the latest on
// (Σ > n), wrapping around, until Σ k' = n (lines 5-12), and one more re-solve gives the
// flows of the result. Two or three LP solves in all, as §6.2.3 reports.
MftSolution circularAdjust(MftLbp &lp, Ks &k)
{
    const auto &net = lp.network();
    const auto n = static_cast<std::int64_t>(net.k); // columns to hand out: the product's k
    auto s = lp.solveFixed(k);
    auto sum = total(k);
    if (sum == n)
        return s;
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < k.size(); ++i)
        if (net.nodes[i].computes)
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return s.finish[a] < s.finish[b]; });
    if (sum > n)
        std::reverse(order.begin(), order.end());
    for (std::size_t step = 0; sum != n; ++step) {
        const auto i = order[step % order.size()];
        if (sum < n) {
            ++k[i];
            ++sum;
        } else if (k[i] > 0) {
            --k[i];
            --sum;
        }
    }
    return lp.solveFixed(k);
}

struct Point {
    Ks k;
    MftSolution solution;
    std::vector<double> subgradient; // only for the full neighbourhood
};

Point evaluate(MftLbp &lp, Ks k, bool subgradient)
{
    Point p;
    p.solution = lp.solveFixed(k, subgradient);
    if (subgradient)
        p.subgradient = lp.subgradient();
    p.k = std::move(k);
    return p;
}

// Algorithm 1, Phase III (lines 7-21; §5.4's "gradient descent"): the neighbour that moves one
// column from the latest finisher a to the earliest b, re-solved; move there while it shortens
// T_f. Algorithm 1 also moves when T_f stays equal; we stop there, since two equal points can
// send the search back and forth forever.
Point gradientSearch(MftLbp &lp, Point cur)
{
    const auto &net = lp.network();
    while (true) {
        const int a = latest(net, cur.k, cur.solution);
        const int b = earliest(net, cur.solution, a);
        if (a < 0 || b < 0)
            return cur;
        Ks k = cur.k;
        --k[static_cast<std::size_t>(a)];
        ++k[static_cast<std::size_t>(b)];
        auto next = evaluate(lp, std::move(k), false);
        if (!improves(next.solution.makespan, cur.solution.makespan))
            return cur;
        cur = std::move(next);
    }
}

// Phase III over the whole neighbourhood (§5.3 "Neighbor Search"): move to the best of all neighbours (k_a - 1, k_b + 1) while it
// is better than the current point. T_f(k) is convex in k (optimal value of an LP in its right-
// hand side), so with g the LP's subgradient, T_f(k'') >= T_f(k) + g_b - g_a; and T_f(k'') >=
// max_i (earliest start_i + c_i k''_i). Neighbours are tried in increasing order of that lower
// bound and the scan stops once the bound reaches the best value found: the result is the
// exact best neighbour, with far fewer re-solves than p².
Point fullNeighbourhoodSearch(MftLbp &lp, Point cur)
{
    const auto &net = lp.network();
    const auto &early = lp.earliestStart();
    std::vector<std::size_t> comp;
    for (std::size_t i = 0; i < net.nodes.size(); ++i)
        if (net.nodes[i].computes)
            comp.push_back(i);
    struct Move {
        std::size_t a, b;
        double bound;
    };
    while (true) {
        const double f = cur.solution.makespan;
        // the three largest static bounds earliest_i + c_i k_i, to exclude a and b in O(1)
        std::vector<std::pair<double, std::size_t>> top;
        for (auto i : comp)
            top.push_back({early[i] + net.nodes[i].compute * static_cast<double>(cur.k[i]), i});
        std::partial_sort(top.begin(), top.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(3, top.size())),
                          top.end(), std::greater<>());
        std::vector<Move> moves;
        for (auto a : comp) {
            if (cur.k[a] == 0)
                continue;
            for (auto b : comp) {
                if (a == b)
                    continue;
                double bound = f + cur.subgradient[b] - cur.subgradient[a];
                bound = std::max(bound, early[b] + net.nodes[b].compute * static_cast<double>(cur.k[b] + 1));
                for (std::size_t t = 0; t < std::min<std::size_t>(3, top.size()); ++t)
                    if (top[t].second != a && top[t].second != b) {
                        bound = std::max(bound, top[t].first);
                        break;
                    }
                if (improves(bound, f))
                    moves.push_back({a, b, bound});
            }
        }
        std::sort(moves.begin(), moves.end(), [](const Move &x, const Move &y) { return x.bound < y.bound; });

        bool moved = false;
        Point best;
        double bestValue = f;
        for (const auto &m : moves) {
            if (!improves(m.bound, bestValue))
                break;
            Ks k = cur.k;
            --k[m.a];
            ++k[m.b];
            auto p = evaluate(lp, std::move(k), false);
            if (improves(p.solution.makespan, bestValue)) {
                bestValue = p.solution.makespan;
                best = std::move(p);
                moved = true;
            }
        }
        if (!moved)
            return cur;
        // duals cost more than the re-solve itself: only for the point we move to
        cur = evaluate(lp, std::move(best.k), true);
    }
}

std::vector<LinkFlow> flows(const MftNetwork &net, const std::vector<double> &flow)
{
    std::vector<LinkFlow> out;
    for (std::size_t e = 0; e < net.edges.size(); ++e)
        if (flow[e] > 0) {
            const auto &edge = net.edges[e];
            out.push_back({edge.link, net.nodes[static_cast<std::size_t>(edge.from)].id,
                           net.nodes[static_cast<std::size_t>(edge.to)].id, flow[e]});
        }
    return out;
}

} // namespace

LbpResult planLbpMesh(const Platform &platform, const Problem &problem, bool heuristic)
{
    return planLbpMesh(platform, problem, LbpMeshOptions{heuristic, false});
}

LbpResult planLbpMesh(const Platform &platform, const Problem &problem, const LbpMeshOptions &options)
{
    MftLbp lp(buildMftNetwork(platform, problem));
    lp.setCancel(options.cancel);
    const auto &net = lp.network();
    LbpResult r;
    r.algorithm = "lbp-mesh";
    r.mode = StarMode::Pccs;
    for (const auto &id : net.unreachable)
        r.notes.push_back(id + " left out: no data can reach it from " + platform.master);

    const auto relaxed = lp.solveRelaxed(); // Phase I
    Ks k = roundOff(net, relaxed.k);
    Point result;
    if (options.heuristic) {
        result.solution = circularAdjust(lp, k);
        result.k = k;
    } else {
        k = fifs(lp, std::move(k)); // Phase II
        const bool full = options.fullNeighbourhood;
        result = evaluate(lp, std::move(k), full); // Phase III
        result = full ? fullNeighbourhoodSearch(lp, std::move(result)) : gradientSearch(lp, std::move(result));
    }

    // Report per computing processor, in platform order.
    for (const auto &p : platform.processors)
        for (std::size_t i = 0; i < net.nodes.size(); ++i)
            if (net.nodes[i].id == p.id && net.nodes[i].computes) {
                r.ids.push_back(p.id);
                r.relaxedK.push_back(relaxed.k[i]);
                r.k.push_back(result.k[i]);
            }
    r.relaxedMakespan = relaxed.makespan;
    r.relaxedPhi = flows(net, relaxed.flow);
    r.lpIterations = lp.iterations();
    r.lpSolves = lp.solves();

    // Messages carry whole columns: the schedule, and so the simulated makespan, is that of the
    // rounded flows, the ones the executor sends.
    const auto columns = roundFlowsToColumns(net, result.k, result.solution.flow);
    std::vector<double> rounded;
    for (auto c : columns.columns)
        rounded.push_back(net.columnElements() * static_cast<double>(c));
    r.lpPhi = flows(net, result.solution.flow);
    r.phi = flows(net, rounded);
    r.problem = problem;
    r.run.schedule = lbpMeshSchedule(platform, problem, net, result.k, columns);
    r.run.platform = lbpMeshNetwork(platform, net);
    r.run.q = static_cast<double>(problem.q);
    r.run.model = lbpMeshCommModel();
    r.simulated = r.run.simulate(options.cancel);
    r.makespan = r.simulated.makespan;
    return r;
}

} // namespace partita
