// lbp-mesh (paper 004 §5) performed with MPI: the layers reach the processors by store and
// forward along the oriented edges of the MFT network, away from the source (rank 0, the
// master), as the simulator's PCCS schedule has them (schedule/lbp/lbp_mesh.h). A node that has
// received everything its upstream neighbours send it computes its layer and, at the same time,
// forwards to each downstream neighbour what that one's part of the mesh needs.
//
// The planner's schedule is the one replayed: its flows are already whole columns (the LP's
// real flows rounded by schedule/lbp/flow_rounding.h), every transfer names the columns of A
// and rows of B it carries and every computation the columns of its layer (Activity::data), so
// the run moves exactly what the simulator predicted.
//
// Emulated, every message and computation is held to the end the prediction gives it
// (emulated_schedule.h); the events record the modelled times: a message from the moment its
// sender had all its data, lasting latency + size/bandwidth of its edge, in parallel
// (multi-port), and a node's computation from that moment too.
#include "exec/layer_reduction.h"
#include "exec/run_context.h"

#include "model/error.h"
#include "schedule/lbp/lbp_mesh.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace partita::exec {

namespace {

struct Edge {
    std::string from, to;
    double columns = 0; // the LP's real flow, in columns, before rounding
    double bandwidth = 0, latency = 0;
    std::vector<std::int64_t> cols; // which columns it carries (the schedule's data)
};

// The columns of A named by an activity's data, in order.
std::vector<std::int64_t> columnsOf(const sim::BlockSet &data)
{
    std::vector<std::int64_t> cols;
    for (const auto &rect : data.a)
        for (int c = rect.col0; c < rect.col1; ++c)
            cols.push_back(c);
    return cols;
}

} // namespace

double runMesh(RunContext &ctx)
{
    const std::int64_t n = ctx.problem.n;
    const LbpResult r = planLbpMesh(ctx.platform, ctx.problem, ctx.options.strategy.heuristic);
    ctx.predicted = r.makespan * ctx.emulator.scale();

    // Oriented edges of the MFT network (the links of the run's platform view), each with the
    // columns the schedule's transfer on it carries (none for an edge that only orders), and the
    // columns of each node's layer.
    const auto pf = r.run.simPlatform();
    const auto idOf = [&](int node) { return pf.nodes()[static_cast<std::size_t>(node)].id; };
    std::vector<Edge> edges;
    for (const auto &l : r.run.platform.links) {
        Edge e{l.from, l.to, 0, l.bandwidth, l.latency, {}};
        for (const auto &f : r.lpPhi)
            if (f.from == l.from && f.to == l.to)
                e.columns = f.elements / (2.0 * static_cast<double>(n));
        edges.push_back(e);
    }
    std::map<std::string, std::vector<std::int64_t>> kept;
    for (const auto &a : r.run.schedule.activities) {
        if (a.kind == sim::Activity::Kind::Compute) {
            kept[idOf(a.node)] = columnsOf(a.data);
            continue;
        }
        for (auto &e : edges)
            if (e.from == idOf(a.node) && e.to == idOf(a.peer))
                e.cols = columnsOf(a.data);
    }

    const std::string &me = ctx.ranks.node[static_cast<std::size_t>(ctx.rank)];
    const bool emulated = ctx.emulator.enabled();
    // The columns this rank holds: A(:,c) and B(c,:) for each, packed per message.
    std::map<std::int64_t, std::pair<std::vector<double>, std::vector<double>>> held;
    double ready = 0; // when this node has all its data (modelled when emulating)
    if (ctx.rank == 0) { // A and B as the source holds them, by column of A and row of B
        for (std::int64_t c = 0; c < n; ++c)
            held[c] = {std::vector<double>(ctx.a.col(c), ctx.a.col(c) + n), std::vector<double>(static_cast<std::size_t>(n))};
        for (std::int64_t j = 0; j < n; ++j)
            for (std::int64_t c = 0; c < n; ++c)
                held[c].second[static_cast<std::size_t>(j)] = ctx.b.at(c, j);
    }
    Dense layer(n, n); // this rank's layer: its memory touched before the run begins
    ctx.startClock(); // planned and laid out: the run begins
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
    // Real runs post the forwards before computing, so that they leave while this node computes;
    // emulated ones compute first, then hold each forward to its modelled end.
    std::vector<MPI_Request> requests(outs.size(), MPI_REQUEST_NULL);
    const auto forward = [&] {
        for (std::size_t i = 0; i < outs.size(); ++i) {
            const int to = ctx.ranks.rankOf(outs[i].edge->to);
            ctx.hold(ready, outs[i].due - ready, IntervalKind::Send, to, 0);
            MPI_Isend(outs[i].buf.data(), static_cast<int>(outs[i].buf.size()), MPI_DOUBLE, to, kTagData, ctx.comm,
                      &requests[i]);
            ctx.record({emulated ? ready : ctx.clock.now(), emulated ? outs[i].due : ctx.clock.now(), ctx.rank,
                        IntervalKind::Send, to, 8.0 * static_cast<double>(outs[i].buf.size() - 2), 0, 0});
        }
    };
    if (!emulated)
        forward();
    const auto &mine = kept[me];
    double computeEnd = ready;
    if (!mine.empty()) {
        // A(:, mine) and B(mine, :) transposed, each column a copy of what this node holds
        Dense a(n, static_cast<std::int64_t>(mine.size())), bt(n, static_cast<std::int64_t>(mine.size()));
        for (std::size_t i = 0; i < mine.size(); ++i) {
            const auto &[column, row] = held[mine[i]];
            std::copy(column.begin(), column.end(), a.col(static_cast<std::int64_t>(i)));
            std::copy(row.begin(), row.end(), bt.col(static_cast<std::int64_t>(i)));
        }
        const double begin = ctx.clock.now();
        gemmAccumulateTransposedB(n, n, a.cols, a.col(0), n, bt.col(0), n, layer.col(0), n);
        const double ma = static_cast<double>(n * n * a.cols);
        computeEnd = (emulated ? ready : begin) + ctx.emulator.computeSeconds(ma, ctx.speedOf(ctx.rank));
        ctx.record({emulated ? ready : begin, emulated ? computeEnd : ctx.clock.now(), ctx.rank, IntervalKind::Compute,
                    -1, 0, 2 * ma, 0});
    }
    if (emulated)
        forward();
    if (!mine.empty())
        ctx.hold(ready, computeEnd - ready, IntervalKind::Compute, -1, 0);
    MPI_Waitall(static_cast<int>(requests.size()), requests.data(), MPI_STATUSES_IGNORE);
    const double makespan = finishLayers(ctx, layer, ctx.clock.now()); // summed, or left where they are
    if (ctx.rank == 0) {
        std::int64_t moved = 0;
        for (const auto &e : edges)
            moved += std::abs(static_cast<std::int64_t>(e.cols.size()) - static_cast<std::int64_t>(std::llround(e.columns)));
        ctx.extra["flows_rounded"] = {{"edges", edges.size()}, {"columns_off_nearest", moved}};
    }
    return makespan;
}

} // namespace partita::exec
