// The pipeline and the modified (chunked) pipeline of paper 004 §6.2.2, as schedules on the
// data-flow view of the platform (links oriented away from the master, mft_lbp.h). Every link
// carries its messages one after the other and nodes are multi-port, so arrival times follow
// from a pass over the DAG in hop order; the simulator then replays the schedule.
// Pipeline: O(p + |E|) activities. Chunked: O(|E| m) per tried m, O(p m) activities.
#include "schedule/lbp/mesh_baselines.h"

#include "model/error.h"
#include "partition/apportion.h"
#include "schedule/lbp/lbp_mesh.h"
#include "schedule/lbp/lbp_result.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace partita {

std::ostream &operator<<(std::ostream &os, const MeshBaselineResult &r)
{
    os << r.algorithm << ": makespan " << r.makespan << ", volume " << r.volume << " elements";
    if (r.chunks > 0)
        os << ", " << r.chunks << " chunks";
    if (r.gridRows > 0)
        os << ", grid " << r.gridRows << "x" << r.gridCols;
    os << "\n";
    for (std::size_t i = 0; i < r.ids.size(); ++i)
        os << "  " << r.ids[i] << ": " << r.work[i] << " multiply-adds" << (i < r.k.size() ? ", k = " : "")
           << (i < r.k.size() ? std::to_string(r.k[i]) : std::string()) << "\n";
    for (const auto &n : r.notes)
        os << "  note: " << n << "\n";
    return os;
}

namespace {

// Simulates, then reads the makespan and the volume (elements over every link crossed).
void finish(MeshBaselineResult &r, const CancelToken *cancel)
{
    r.simulated = r.run.simulate(cancel);
    r.makespan = r.simulated.makespan;
    r.volume = 0;
    for (const auto &iv : r.simulated.trace.intervals)
        if (iv.kind == IntervalKind::Transfer)
            r.volume += iv.bytes / 8.0;
}

// The view every baseline on a mesh runs on: the data-flow links, multi-port nodes.
void runOn(const Platform &platform, const Problem &problem, const MftNetwork &net, MeshBaselineResult &r)
{
    r.run.platform = lbpMeshNetwork(platform, net);
    r.run.q = static_cast<double>(problem.q);
    r.run.model = sim::CommModel{0, 0, false};
}

// Layers k_i ∝ speed over the computing nodes of the network, reported in platform order.
std::vector<std::int64_t> layers(const Platform &platform, const MftNetwork &net, MeshBaselineResult &r)
{
    std::vector<double> speeds;
    for (const auto &p : platform.processors)
        for (const auto &node : net.nodes)
            if (node.id == p.id && node.computes) {
                r.ids.push_back(p.id);
                speeds.push_back(p.speed);
            }
    r.k = apportion(speeds, static_cast<std::int64_t>(net.k)); // Σ k_i = k, the inner dimension
    std::vector<std::int64_t> perNode(net.nodes.size(), 0);
    for (std::size_t i = 0; i < r.ids.size(); ++i) {
        r.work.push_back(static_cast<double>(r.k[i]) * net.m * net.n);
        for (std::size_t v = 0; v < net.nodes.size(); ++v)
            if (net.nodes[v].id == r.ids[i])
                perNode[v] = r.k[i];
    }
    return perNode;
}

std::vector<int> simIndices(const Platform &platform, const Problem &problem, const MftNetwork &net)
{
    const sim::SimPlatform pf(platform, static_cast<double>(problem.q), sim::CommModel{0, 0, false});
    std::vector<int> idx;
    for (const auto &node : net.nodes)
        idx.push_back(pf.nodeIndex(node.id));
    return idx;
}

// Arrival of m chunks at the end of edge e, given their arrival at its tail: the link sends
// chunk c once it holds it and once chunk c-1 is through (latency + size/bandwidth each).
// `columns`: the copy's columns of A (rows of B), k; e.transfer is the time of one.
std::vector<double> through(const MftEdge &e, const std::vector<double> &atTail, double columns)
{
    const auto m = atTail.size();
    const double each = e.latency + e.transfer * columns / static_cast<double>(m); // (m+n)k elements / chunks
    std::vector<double> out(m);
    double free = 0;
    for (std::size_t c = 0; c < m; ++c) {
        free = std::max(atTail[c], free) + each;
        out[c] = free;
    }
    return out;
}

struct Tree {
    std::vector<int> parentEdge;               // per node, -1 for the source
    std::vector<std::vector<double>> arrival;  // per node, per chunk
    double makespan = 0;
};

// The earliest-delivery tree for m chunks, and the makespan it gives (last chunk in, then
// compute m·n·k_i multiply-adds).
Tree chunkTree(const MftNetwork &net, const std::vector<std::int64_t> &k, std::size_t m)
{
    Tree t;
    const double inf = std::numeric_limits<double>::infinity();
    t.parentEdge.assign(net.nodes.size(), -1);
    t.arrival.assign(net.nodes.size(), std::vector<double>(m, inf));
    t.arrival[static_cast<std::size_t>(net.source)].assign(m, 0.0);
    for (std::size_t e = 0; e < net.edges.size(); ++e) { // tails in hop order
        const auto &edge = net.edges[e];
        const auto &tail = t.arrival[static_cast<std::size_t>(edge.from)];
        if (std::isinf(tail.back()))
            continue;
        auto at = through(edge, tail, net.k);
        auto &best = t.arrival[static_cast<std::size_t>(edge.to)];
        if (at.back() < best.back()) {
            best = std::move(at);
            t.parentEdge[static_cast<std::size_t>(edge.to)] = static_cast<int>(e);
        }
    }
    for (std::size_t v = 0; v < net.nodes.size(); ++v)
        if (k[v] > 0)
            t.makespan = std::max(t.makespan, t.arrival[v].back() + net.nodes[v].compute * static_cast<double>(k[v]));
    return t;
}

} // namespace

MeshBaselineResult planPipeline(const Platform &platform, const Problem &problem, const CancelToken *cancel)
{
    const auto net = buildMftNetwork(platform, problem);
    MeshBaselineResult r;
    r.algorithm = "pipeline";
    r.problem = problem;
    const auto k = layers(platform, net, r);
    const auto idx = simIndices(platform, problem, net);
    const Tree first = chunkTree(net, k, 1); // whole copies: the first copy in
    const double copy = net.columnElements() * net.k; // all of A and B: (m+n)·k elements
    auto &s = r.run.schedule;
    s.blockSide = 1;
    std::vector<int> kept(net.nodes.size(), -1); // the transfer bringing the copy a node keeps
    for (std::size_t e = 0; e < net.edges.size(); ++e) {
        const auto &edge = net.edges[e];
        const int tail = kept[static_cast<std::size_t>(edge.from)];
        const int t = s.transfer(idx[static_cast<std::size_t>(edge.from)], idx[static_cast<std::size_t>(edge.to)], copy,
                                 tail >= 0 ? std::vector<int>{tail} : std::vector<int>{}, -1, "A,B (whole copy)");
        s.activities[static_cast<std::size_t>(t)].data = layerBlocks(problem, 0, problem.k, false);
        if (first.parentEdge[static_cast<std::size_t>(edge.to)] == static_cast<int>(e))
            kept[static_cast<std::size_t>(edge.to)] = t;
    }
    std::int64_t offset = 0;
    for (std::size_t v = 0; v < net.nodes.size(); ++v) {
        if (k[v] == 0)
            continue;
        const int in = kept[v];
        const auto kv = static_cast<double>(k[v]);
        const int c = s.compute(idx[v], kv * net.m * net.n, in >= 0 ? std::vector<int>{in} : std::vector<int>{}, -1,
                                "C += " + layerColumnsLabel(kv, static_cast<double>(offset)));
        s.activities[static_cast<std::size_t>(c)].data = layerBlocks(problem, offset, k[v], true);
        offset += k[v];
    }
    runOn(platform, problem, net, r);
    finish(r, cancel);
    return r;
}

MeshBaselineResult planChunkedPipeline(const Platform &platform, const Problem &problem, int chunks,
                                       const CancelToken *cancel)
{
    const auto net = buildMftNetwork(platform, problem);
    if (chunks < 0 || chunks > problem.k)
        throw InputError("chunked-pipeline: the number of chunks must be between 1 and k (n on a square product)");
    MeshBaselineResult r;
    r.algorithm = "chunked-pipeline";
    r.problem = problem;
    const auto k = layers(platform, net, r);
    // Tuning (Tan et al.): the chunk count with the smallest predicted makespan.
    std::size_t m = static_cast<std::size_t>(chunks);
    Tree tree;
    if (chunks == 0) {
        for (std::size_t c = 1; c <= static_cast<std::size_t>(problem.k); c *= 2) {
            auto t = chunkTree(net, k, c);
            if (m == 0 || t.makespan < tree.makespan) {
                tree = std::move(t);
                m = c;
            }
        }
    } else {
        tree = chunkTree(net, k, m);
    }
    r.chunks = static_cast<int>(m);
    // Only the tree's branches that lead to a computing node carry data.
    std::vector<bool> needed(net.nodes.size(), false);
    for (std::size_t v = net.nodes.size(); v-- > 0;) { // nodes are in hop order: children first
        if (k[v] > 0)
            needed[v] = true;
        const int e = tree.parentEdge[v];
        if (needed[v] && e >= 0)
            needed[static_cast<std::size_t>(net.edges[static_cast<std::size_t>(e)].from)] = true;
    }
    const auto idx = simIndices(platform, problem, net);
    const double chunk = net.columnElements() * net.k / static_cast<double>(m);
    auto &s = r.run.schedule;
    s.blockSide = 1;
    // Chunk c: columns [⌊c·k/m⌋, ⌊(c+1)·k/m⌋) of A and rows of B (m <= k: none is empty).
    const auto chunkData = [&](std::size_t c) {
        const auto inner = problem.k, mm = static_cast<std::int64_t>(m), cc = static_cast<std::int64_t>(c);
        const std::int64_t first = cc * inner / mm, end = (cc + 1) * inner / mm;
        return layerBlocks(problem, first, end - first, false);
    };
    std::vector<std::vector<int>> got(net.nodes.size()); // per node: transfer of each chunk
    for (std::size_t v = 0; v < net.nodes.size(); ++v) { // hop order: parents first
        const int e = tree.parentEdge[v];
        if (e < 0 || !needed[v])
            continue;
        const auto &edge = net.edges[static_cast<std::size_t>(e)];
        const auto &tail = got[static_cast<std::size_t>(edge.from)];
        for (std::size_t c = 0; c < m; ++c) {
            std::vector<int> after;
            if (!tail.empty())
                after.push_back(tail[c]);
            if (c > 0)
                after.push_back(got[v].back());
            got[v].push_back(s.transfer(idx[static_cast<std::size_t>(edge.from)], idx[v], chunk, after,
                                        static_cast<int>(c), "A,B chunk " + std::to_string(c)));
            s.activities[static_cast<std::size_t>(got[v].back())].data = chunkData(c);
        }
    }
    std::int64_t offset = 0;
    for (std::size_t v = 0; v < net.nodes.size(); ++v) {
        if (k[v] == 0)
            continue;
        const auto kv = static_cast<double>(k[v]);
        const int c = s.compute(idx[v], kv * net.m * net.n, got[v].empty() ? std::vector<int>{} : std::vector<int>{got[v].back()},
                                -1, "C += " + layerColumnsLabel(kv, static_cast<double>(offset)));
        s.activities[static_cast<std::size_t>(c)].data = layerBlocks(problem, offset, k[v], true);
        offset += k[v];
    }
    runOn(platform, problem, net, r);
    finish(r, cancel);
    return r;
}

const std::vector<std::string> &meshBaselineAlgorithms()
{
    static const std::vector<std::string> names = {"summa", "pipeline", "chunked-pipeline"};
    return names;
}

MeshBaselineResult planMeshBaseline(const std::string &algorithm, const Platform &platform, const Problem &problem,
                                    const CancelToken *cancel)
{
    if (algorithm == "summa")
        return planSummaMesh(platform, problem, cancel);
    if (algorithm == "pipeline")
        return planPipeline(platform, problem, cancel);
    if (algorithm == "chunked-pipeline")
        return planChunkedPipeline(platform, problem, 0, cancel);
    throw InputError("unknown mesh baseline '" + algorithm + "' (known: summa, pipeline, chunked-pipeline)");
}

} // namespace partita
