// lbp-mesh (paper 004 §5) performed with MPI, on C (m×n) = A (m×k)·B (k×n): a column is one
// column of A (m elements) and one row of B (n), a layer all of C (m×n), Σ k_i = k
// (docs/layer-based.md, "Products of any shape"). The layers reach the processors by store and
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
    const std::int64_t m = ctx.problem.m, n = ctx.problem.n, inner = ctx.problem.k;
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
                e.columns = f.elements / static_cast<double>(m + n);
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
    // Where this rank finds A(:,c) and B(c,:) for each column c it holds: the source in A and B
    // themselves (column-major: B's row c every k elements), the other ranks in the messages
    // they received, kept as they came (A's columns, then B's rows as a k × n block), so that
    // nothing is copied into place before a computation or a forward.
    struct Column {
        const double *a = nullptr; // m elements
        const double *b = nullptr; // n elements, `stride` apart
        std::int64_t stride = 0;
    };
    std::map<std::int64_t, Column> held;
    if (ctx.rank == 0)
        for (std::int64_t c = 0; c < inner; ++c)
            held[c] = {ctx.a.col(c), ctx.b.col(0) + c, inner};
    // Every buffer a message arrives in or is packed into, and this rank's layer, laid out and
    // written before the run begins: memory first touched inside the run costs a page fault per
    // page, which the model rightly leaves out.
    std::vector<std::vector<double>> received;
    std::map<const Edge *, std::vector<double>> packed; // per edge leaving this node
    for (const auto &e : edges) {
        const auto size = static_cast<std::size_t>((m + n) * static_cast<std::int64_t>(e.cols.size()) + 2);
        if (e.to == me)
            received.emplace_back(size, 0.0);
        if (e.from == me)
            packed[&e].assign(size, 0.0);
    }
    double ready = 0; // when this node has all its data (modelled when emulating)
    Dense layer(m, n); // this rank's layer
    ctx.startClock(); // planned and laid out: the run begins
    std::size_t arrivals = 0;
    for (const auto &e : edges)
        if (e.to == me) {
            const int from = ctx.ranks.rankOf(e.from);
            const auto k = static_cast<std::int64_t>(e.cols.size());
            std::vector<double> &buf = received[arrivals++];
            const double posted = ctx.clock.now();
            // A's columns, then B's rows with the times (two messages, in order)
            MPI_Recv(buf.data(), static_cast<int>(m * k), MPI_DOUBLE, from, kTagData, ctx.comm, MPI_STATUS_IGNORE);
            MPI_Recv(buf.data() + m * k, static_cast<int>(n * k + 2), MPI_DOUBLE, from, kTagData, ctx.comm,
                     MPI_STATUS_IGNORE);
            const double begin = buf[buf.size() - 2], end = buf.back();
            const double arrived = emulated ? std::max(end, ctx.clock.now()) : ctx.clock.now();
            ready = std::max(ready, emulated ? end : arrived);
            if (begin > posted)
                ctx.record({posted, begin, ctx.rank, IntervalKind::Wait, from, 0, 0, 0});
            ctx.record({std::max(begin, posted), arrived, ctx.rank, IntervalKind::Recv, from,
                        8.0 * static_cast<double>(buf.size() - 2), 0, 0});
            const double *data = buf.data();
            for (std::int64_t i = 0; i < k; ++i)
                held[e.cols[static_cast<std::size_t>(i)]] = {data + m * i, data + m * k + i, k};
        }
    if (!emulated)
        ready = ctx.clock.now();

    // Forward (multi-port: every message from `ready`, in the order they are due) and compute.
    struct Out {
        const Edge *edge;
        double due;
        const double *a = nullptr; // A's columns, where they lie side by side already
        std::vector<double> buf;   // else packed here; then B's rows as a k × n block, the times
    };
    std::vector<Out> outs;
    for (const auto &e : edges)
        if (e.from == me) {
            Out o{&e, ready, nullptr, std::move(packed[&e])};
            const auto k = static_cast<std::int64_t>(e.cols.size());
            std::vector<Column> cols;
            for (std::int64_t i = 0; i < k; ++i)
                cols.push_back(held.at(e.cols[static_cast<std::size_t>(i)]));
            const bool together = k > 0 && std::all_of(cols.begin(), cols.end(), [&](const Column &c) {
                return c.a == cols.front().a + m * (&c - cols.data());
            });
            if (together)
                o.a = cols.front().a; // sent from where it is (A itself at the source)
            else
                for (std::int64_t i = 0; i < k; ++i)
                    std::copy_n(cols[static_cast<std::size_t>(i)].a, m, o.buf.data() + m * i);
            double *rows = o.buf.data() + (together ? 0 : m * k);
            for (std::int64_t j = 0; j < n; ++j) // B's column j: the rows' elements lie side by side
                for (std::int64_t i = 0; i < k; ++i)
                    rows[j * k + i] = cols[static_cast<std::size_t>(i)].b[j * cols[static_cast<std::size_t>(i)].stride];
            const double elements = static_cast<double>((m + n) * k);
            o.due = ready + (elements > 0 || e.latency > 0 ? ctx.emulator.transferSeconds(elements, e.bandwidth, e.latency) : 0);
            rows[n * k] = ready; // the times follow B's rows, in the same message
            rows[n * k + 1] = o.due;
            outs.push_back(std::move(o));
        }
    std::stable_sort(outs.begin(), outs.end(), [](const Out &a, const Out &b) { return a.due < b.due; });
    // Real runs post the forwards before computing, so that they leave while this node computes;
    // emulated ones compute first, then hold each forward to its modelled end.
    std::vector<MPI_Request> requests(2 * outs.size(), MPI_REQUEST_NULL);
    const auto forward = [&] {
        for (std::size_t i = 0; i < outs.size(); ++i) {
            const int to = ctx.ranks.rankOf(outs[i].edge->to);
            const auto k = static_cast<std::int64_t>(outs[i].edge->cols.size());
            ctx.hold(ready, outs[i].due - ready, IntervalKind::Send, to, 0);
            const double *a = outs[i].a ? outs[i].a : outs[i].buf.data();
            const double *rest = outs[i].buf.data() + (outs[i].a ? 0 : m * k);
            MPI_Isend(a, static_cast<int>(m * k), MPI_DOUBLE, to, kTagData, ctx.comm, &requests[2 * i]);
            MPI_Isend(rest, static_cast<int>(n * k + 2), MPI_DOUBLE, to, kTagData, ctx.comm, &requests[2 * i + 1]);
            ctx.record({emulated ? ready : ctx.clock.now(), emulated ? outs[i].due : ctx.clock.now(), ctx.rank,
                        IntervalKind::Send, to, 8.0 * static_cast<double>((m + n) * k), 0, 0});
        }
    };
    if (!emulated)
        forward();
    const auto &mine = kept[me];
    double computeEnd = ready;
    if (!mine.empty()) {
        // One dgemm per run of columns that lie side by side where they are held (a range of A
        // and B at the source, a range of one message elsewhere): usually one or a few.
        const double begin = ctx.clock.now();
        std::size_t i = 0;
        while (i < mine.size()) {
            const Column &first = held.at(mine[i]);
            std::size_t j = i + 1;
            while (j < mine.size()) {
                const Column &c = held.at(mine[j]);
                const auto d = static_cast<std::int64_t>(j - i);
                if (c.stride != first.stride || c.a != first.a + m * d || c.b != first.b + d)
                    break;
                ++j;
            }
            gemmAccumulate(m, n, static_cast<std::int64_t>(j - i), first.a, m, first.b, first.stride, layer.col(0), m);
            i = j;
        }
        const double ma = static_cast<double>(m * n * static_cast<std::int64_t>(mine.size()));
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
