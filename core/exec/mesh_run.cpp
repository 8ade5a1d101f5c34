// lbp-mesh (paper 004 §5) performed with MPI: the layers reach the processors by store and
// forward along the oriented edges of the MFT network, away from the source (rank 0, the
// master), as the simulator's PCCS schedule has them (schedule/lbp/lbp_mesh.h). A node that has
// received everything its upstream neighbours send it computes its layer and, at the same time,
// forwards to each downstream neighbour what that one's part of the mesh needs.
//
// The planner's flows φ(j,i) are real numbers of columns (the LP treats A and B as divisible);
// messages carry whole columns of A and rows of B. So the flows are rounded to integers
// between ⌊φ⌋ and ⌈φ⌉ that still deliver exactly k_i columns to every node — an integer flow
// with those bounds exists because the real one does, and a max-flow finds it — and the
// columns are handed out in topological order: each node keeps the first k_i it receives and
// passes the next ones on, edge by edge. Rounding moves at most one column per edge, so the
// measured time stays close to the predicted one.
//
// Emulated, every message is held to latency + size/bandwidth of its edge from the moment its
// sender had all its data, in parallel (multi-port), and a node computes from that moment too.
#include "exec/run_context.h"

#include "model/error.h"
#include "schedule/lbp/lbp_mesh.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <queue>

namespace partita::exec {

namespace {

struct Edge {
    std::string from, to;
    double columns = 0; // the planner's φ, in columns
    double bandwidth = 0, latency = 0;
    std::int64_t integer = 0; // rounded
    std::vector<std::int64_t> cols; // which columns it carries
};

// Edmonds-Karp on a small graph: capacities as an adjacency matrix.
struct MaxFlow {
    explicit MaxFlow(std::size_t n) : cap(n, std::vector<std::int64_t>(n, 0)) {}
    std::vector<std::vector<std::int64_t>> cap;

    std::int64_t run(std::size_t s, std::size_t t)
    {
        std::int64_t total = 0;
        const std::size_t n = cap.size();
        while (true) {
            std::vector<std::ptrdiff_t> parent(n, -1);
            parent[s] = static_cast<std::ptrdiff_t>(s);
            std::queue<std::size_t> queue;
            queue.push(s);
            while (!queue.empty() && parent[t] < 0) {
                const auto u = queue.front();
                queue.pop();
                for (std::size_t v = 0; v < n; ++v)
                    if (parent[v] < 0 && cap[u][v] > 0) {
                        parent[v] = static_cast<std::ptrdiff_t>(u);
                        queue.push(v);
                    }
            }
            if (parent[t] < 0)
                return total;
            std::int64_t push = std::numeric_limits<std::int64_t>::max();
            for (auto v = t; v != s; v = static_cast<std::size_t>(parent[v]))
                push = std::min(push, cap[static_cast<std::size_t>(parent[v])][v]);
            for (auto v = t; v != s; v = static_cast<std::size_t>(parent[v])) {
                const auto u = static_cast<std::size_t>(parent[v]);
                cap[u][v] -= push;
                cap[v][u] += push;
            }
            total += push;
        }
    }
};

// Integer flows f_e in [⌊φ_e⌋, ⌈φ_e⌉] with inflow = k + outflow at every node and n out of
// the source: lower bounds moved into node excesses, the rest a max-flow from a super source.
void roundFlows(std::vector<Edge> &edges, const std::map<std::string, std::int64_t> &k, const std::string &source,
                std::int64_t n)
{
    std::map<std::string, std::size_t> index;
    for (const auto &e : edges)
        for (const auto *id : {&e.from, &e.to})
            index.try_emplace(*id, index.size());
    index.try_emplace(source, index.size());
    for (const auto &[id, kk] : k)
        index.try_emplace(id, index.size());
    const std::size_t nodes = index.size(), superSource = nodes, superSink = nodes + 1;
    MaxFlow flow(nodes + 2);
    std::vector<std::int64_t> excess(nodes, 0);
    excess[index[source]] += n;
    for (const auto &[id, kk] : k)
        excess[index[id]] -= kk;
    for (const auto &e : edges) {
        const auto lo = static_cast<std::int64_t>(std::floor(e.columns + 1e-9));
        const auto hi = static_cast<std::int64_t>(std::ceil(e.columns - 1e-9));
        excess[index[e.from]] -= lo;
        excess[index[e.to]] += lo;
        flow.cap[index[e.from]][index[e.to]] += hi - lo;
    }
    std::int64_t need = 0;
    for (std::size_t v = 0; v < nodes; ++v) {
        if (excess[v] > 0) {
            flow.cap[superSource][v] = excess[v];
            need += excess[v];
        } else if (excess[v] < 0) {
            flow.cap[v][superSink] = -excess[v];
        }
    }
    const auto before = flow.cap;
    if (flow.run(superSource, superSink) != need)
        throw std::runtime_error("lbp-mesh: the flows cannot be rounded to whole columns");
    // Edges point away from the source: one per ordered pair, so the pair's net flow is the
    // edge's extra column (0 or 1).
    for (auto &e : edges) {
        const auto lo = static_cast<std::int64_t>(std::floor(e.columns + 1e-9));
        const auto u = index[e.from], v = index[e.to];
        e.integer = lo + std::max<std::int64_t>(0, before[u][v] - flow.cap[u][v]);
    }
}

} // namespace

double runMesh(RunContext &ctx)
{
    const std::int64_t n = ctx.problem.n;
    const LbpResult r = planLbpMesh(ctx.platform, ctx.problem, ctx.options.heuristic);
    ctx.predicted = r.makespan * ctx.emulator.scale();
    const std::string &source = ctx.platform.master;

    // Oriented edges of the MFT network (the links of the run's platform view) with their flows.
    std::vector<Edge> edges;
    for (const auto &l : r.run.platform.links) {
        Edge e{l.from, l.to, 0, l.bandwidth, l.latency, 0, {}};
        for (const auto &f : r.phi)
            if (f.from == l.from && f.to == l.to)
                e.columns = f.elements / (2.0 * static_cast<double>(n));
        edges.push_back(e);
    }
    std::map<std::string, std::int64_t> k;
    for (std::size_t i = 0; i < r.ids.size(); ++i)
        k[r.ids[i]] = r.k[i];
    roundFlows(edges, k, source, n);

    // Topological order: edges point away from the source, so by hop distance.
    std::map<std::string, int> hops{{source, 0}};
    for (bool changed = true; changed;) {
        changed = false;
        for (const auto &e : edges)
            if (hops.count(e.from) && (!hops.count(e.to) || hops[e.to] > hops[e.from] + 1)) {
                hops[e.to] = hops[e.from] + 1;
                changed = true;
            }
    }
    std::vector<std::string> order;
    for (const auto &[id, h] : hops)
        order.push_back(id);
    std::stable_sort(order.begin(), order.end(), [&](const auto &a, const auto &b) { return hops[a] < hops[b]; });
    // Hand out the columns: a node keeps its first k and passes the next on, edge by edge.
    std::map<std::string, std::vector<std::int64_t>> inbox, kept;
    for (std::int64_t c = 0; c < n; ++c)
        inbox[source].push_back(c);
    for (const auto &id : order) {
        auto &cols = inbox[id];
        const auto mine = static_cast<std::size_t>(k.count(id) ? k[id] : 0);
        if (cols.size() < mine)
            throw std::logic_error("lbp-mesh: " + id + " receives fewer columns than its layer");
        kept[id].assign(cols.begin(), cols.begin() + static_cast<std::ptrdiff_t>(mine));
        std::size_t at = mine;
        for (auto &e : edges)
            if (e.from == id) {
                e.cols.assign(cols.begin() + static_cast<std::ptrdiff_t>(at),
                              cols.begin() + static_cast<std::ptrdiff_t>(at + static_cast<std::size_t>(e.integer)));
                at += static_cast<std::size_t>(e.integer);
                auto &next = inbox[e.to];
                next.insert(next.end(), e.cols.begin(), e.cols.end());
            }
    }

    const std::string &me = ctx.ranks.node[static_cast<std::size_t>(ctx.rank)];
    const bool emulated = ctx.emulator.enabled();
    // The columns this rank holds: A(:,c) and B(c,:) for each, packed per message.
    std::map<std::int64_t, std::pair<std::vector<double>, std::vector<double>>> held;
    double ready = 0; // when this node has all its data (modelled when emulating)
    if (ctx.rank == 0) {
        for (std::int64_t c = 0; c < n; ++c) {
            std::vector<double> row(static_cast<std::size_t>(n));
            for (std::int64_t j = 0; j < n; ++j)
                row[static_cast<std::size_t>(j)] = ctx.b.at(c, j);
            held[c] = {std::vector<double>(ctx.a.col(c), ctx.a.col(c) + n), std::move(row)};
        }
    }
    for (const auto &e : edges)
        if (e.to == me) {
            const int from = ctx.ranks.rankOf(e.from);
            std::vector<double> buf(static_cast<std::size_t>(2 * n) * e.cols.size() + 2);
            const double posted = ctx.clock.now();
            MPI_Recv(buf.data(), static_cast<int>(buf.size()), MPI_DOUBLE, from, kTagData, ctx.comm, MPI_STATUS_IGNORE);
            const double begin = buf[buf.size() - 2], end = buf.back();
            const double arrived = emulated ? std::max(end, ctx.clock.now()) : ctx.clock.now();
            ready = std::max(ready, emulated ? end : arrived);
            if (begin > posted)
                ctx.record({posted, begin, ctx.rank, IntervalKind::Wait, from, 0, 0, 0});
            ctx.record({std::max(begin, posted), arrived, ctx.rank, IntervalKind::Recv, from,
                        8.0 * static_cast<double>(buf.size() - 2), 0, 0});
            for (std::size_t i = 0; i < e.cols.size(); ++i) {
                const double *a = buf.data() + 2 * n * static_cast<std::int64_t>(i);
                held[e.cols[i]] = {std::vector<double>(a, a + n), std::vector<double>(a + n, a + 2 * n)};
            }
        }
    if (!emulated)
        ready = ctx.clock.now();

    // Forward (multi-port: every message from `ready`, in the order they are due) and compute.
    struct Out {
        const Edge *edge;
        double due;
        std::vector<double> buf;
    };
    std::vector<Out> outs;
    for (const auto &e : edges)
        if (e.from == me) {
            Out o{&e, ready, {}};
            for (auto c : e.cols) {
                o.buf.insert(o.buf.end(), held[c].first.begin(), held[c].first.end());
                o.buf.insert(o.buf.end(), held[c].second.begin(), held[c].second.end());
            }
            const double elements = static_cast<double>(o.buf.size());
            o.due = ready + (elements > 0 || e.latency > 0 ? ctx.emulator.transferSeconds(elements, e.bandwidth, e.latency) : 0);
            o.buf.push_back(ready);
            o.buf.push_back(o.due);
            outs.push_back(std::move(o));
        }
    std::stable_sort(outs.begin(), outs.end(), [](const Out &a, const Out &b) { return a.due < b.due; });
    Dense layer(n, n);
    const auto &mine = kept[me];
    double computeEnd = ready;
    if (!mine.empty()) {
        Dense a(n, static_cast<std::int64_t>(mine.size())), b(static_cast<std::int64_t>(mine.size()), n);
        for (std::size_t i = 0; i < mine.size(); ++i) {
            std::copy(held[mine[i]].first.begin(), held[mine[i]].first.end(), a.col(static_cast<std::int64_t>(i)));
            for (std::int64_t j = 0; j < n; ++j)
                b.at(static_cast<std::int64_t>(i), j) = held[mine[i]].second[static_cast<std::size_t>(j)];
        }
        const double begin = ctx.clock.now();
        gemmAccumulate(n, n, a.cols, a.col(0), n, b.col(0), b.rows, layer.col(0), n);
        const double ma = static_cast<double>(n * n * a.cols);
        computeEnd = (emulated ? ready : begin) + ctx.emulator.computeSeconds(ma, ctx.speedOf(ctx.rank));
        ctx.record({emulated ? ready : begin, emulated ? computeEnd : ctx.clock.now(), ctx.rank, IntervalKind::Compute,
                    -1, 0, 2 * ma, 0});
    }
    std::vector<MPI_Request> requests(outs.size());
    for (std::size_t i = 0; i < outs.size(); ++i) {
        ctx.emulator.holdUntil(ctx.clock, 0, emulated ? outs[i].due : 0.0);
        const int to = ctx.ranks.rankOf(outs[i].edge->to);
        MPI_Isend(outs[i].buf.data(), static_cast<int>(outs[i].buf.size()), MPI_DOUBLE, to, kTagData, ctx.comm,
                  &requests[i]);
        ctx.record({emulated ? ready : ctx.clock.now(), emulated ? outs[i].due : ctx.clock.now(), ctx.rank,
                    IntervalKind::Send, to, 8.0 * static_cast<double>(outs[i].buf.size() - 2), 0, 0});
    }
    if (emulated)
        ctx.emulator.holdUntil(ctx.clock, 0, computeEnd);
    MPI_Waitall(static_cast<int>(requests.size()), requests.data(), MPI_STATUSES_IGNORE);
    MPI_Barrier(ctx.comm); // every layer is computed
    const double makespan = ctx.clock.now();
    ctx.collectEvents(1.0);

    const double begin = ctx.clock.now();
    MPI_Reduce(layer.data.data(), ctx.rank == 0 ? ctx.c.data.data() : nullptr, static_cast<int>(n * n), MPI_DOUBLE,
               MPI_SUM, 0, ctx.comm);
    ctx.afterPhase = ctx.clock.now() - begin;
    if (ctx.rank == 0) {
        std::int64_t moved = 0;
        for (const auto &e : edges)
            moved += std::abs(e.integer - static_cast<std::int64_t>(std::llround(e.columns)));
        ctx.extra["flows_rounded"] = {{"edges", edges.size()}, {"columns_off_nearest", moved}};
    }
    return makespan;
}

} // namespace partita::exec
