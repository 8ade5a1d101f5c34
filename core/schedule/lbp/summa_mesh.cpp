// SUMMA on a heterogeneous mesh (paper 004 §6.2.2, ref. [5]): the comparison that keeps the
// homogeneous data layout. Processor (r, c) of an R×C grid owns A(I_r, K_c), B(L_r, J_c) and
// computes C(I_r, J_c), with even cuts I of C's m rows over the grid rows, J of its n columns
// over the grid columns, K of the inner dimension k over the grid columns (A's columns) and L
// of k over the grid rows (B's rows); on a square product K = J and L = I, the paper's layout.
// For each panel P (at most q columns of A and rows of B, never across an owner boundary of K
// or L), the owner of A(I_r, P) passes it
// along grid row r, hop by hop in both directions, the owner of B(K, J_c) along grid column c,
// and every processor adds A(I_r, K)·B(K, J_c) to its block once both have arrived. Messages on
// one hop keep panel order; panels overlap otherwise. Activities name their rectangles of A, B
// and C in element coordinates (the cuts I, J need not fall on multiples of q).
// O(k/q · R·C) activities.
#include "schedule/lbp/mesh_baselines.h"

#include "model/error.h"
#include "partition/apportion.h"
#include "schedule/lbp/lbp_result.h"

#include <algorithm>
#include <map>
#include <set>

namespace partita {

namespace {

struct Grid {
    int rows = 0, cols = 0;
    std::vector<std::vector<std::string>> at; // [row][col] -> processor id
    std::vector<int> links;                   // indices of the links between grid neighbours
};

Grid findGrid(const Platform &platform)
{
    std::set<double> xs, ys;
    for (const auto &p : platform.processors) {
        if (!p.x || !p.y)
            throw InputError(reason(ReasonKind::SummaGridNoCoordinates, {p.id}));
        xs.insert(*p.x);
        ys.insert(*p.y);
    }
    Grid g;
    g.rows = static_cast<int>(ys.size());
    g.cols = static_cast<int>(xs.size());
    if (static_cast<std::size_t>(g.rows) * static_cast<std::size_t>(g.cols) != platform.processors.size())
        throw InputError(Reason{ReasonKind::SummaGrid, {}});
    g.at.assign(static_cast<std::size_t>(g.rows), std::vector<std::string>(static_cast<std::size_t>(g.cols)));
    for (const auto &p : platform.processors) {
        const auto r = static_cast<std::size_t>(std::distance(ys.begin(), ys.find(*p.y)));
        const auto c = static_cast<std::size_t>(std::distance(xs.begin(), xs.find(*p.x)));
        if (!g.at[r][c].empty())
            throw InputError(reason(ReasonKind::SummaGridSharedCell, {p.id, g.at[r][c]}));
        g.at[r][c] = p.id;
    }
    std::map<std::pair<std::string, std::string>, int> link;
    for (std::size_t i = 0; i < platform.links.size(); ++i) {
        const auto &l = platform.links[i];
        if (l.bidirectional) {
            link[{l.from, l.to}] = static_cast<int>(i);
            link[{l.to, l.from}] = static_cast<int>(i);
        }
    }
    const auto need = [&](const std::string &a, const std::string &b) {
        const auto it = link.find({a, b});
        if (it == link.end())
            throw InputError(reason(ReasonKind::SummaGridNoLink, {a, b}));
        g.links.push_back(it->second);
    };
    for (std::size_t r = 0; r < g.at.size(); ++r)
        for (std::size_t c = 0; c < g.at[r].size(); ++c) {
            if (c + 1 < g.at[r].size())
                need(g.at[r][c], g.at[r][c + 1]);
            if (r + 1 < g.at.size())
                need(g.at[r][c], g.at[r + 1][c]);
        }
    return g;
}

// [0, n) cut into `parts` near-equal runs: the start of each, then n.
std::vector<std::int64_t> cuts(std::int64_t n, int parts)
{
    const auto sizes = apportion(std::vector<double>(static_cast<std::size_t>(parts), 1.0), n);
    std::vector<std::int64_t> out{0};
    for (auto s : sizes)
        out.push_back(out.back() + s);
    return out;
}

int owner(const std::vector<std::int64_t> &cut, std::int64_t index)
{
    return static_cast<int>(std::upper_bound(cut.begin(), cut.end(), index) - cut.begin()) - 1;
}

} // namespace

MeshBaselineResult planSummaMesh(const Platform &platform, const Problem &problem, const CancelToken *cancel)
{
    if (problem.m < 1 || problem.k < 1 || problem.n < 1 || problem.q < 1)
        throw InputError("summa: m, k, n and q must be at least 1");
    const Grid g = findGrid(platform);
    MeshBaselineResult r;
    r.algorithm = "summa";
    r.problem = problem;
    r.gridRows = g.rows;
    r.gridCols = g.cols;
    // C's rows over the grid rows and its columns over the grid columns; A's columns over the
    // grid columns and B's rows over the grid rows (the same cuts as I and J when m = k = n).
    const auto I = cuts(problem.m, g.rows), J = cuts(problem.n, g.cols);
    const auto K = cuts(problem.k, g.cols), L = cuts(problem.k, g.rows);
    if (!platform.master.empty() && platform.findProcessor(platform.master) && !platform.masterComputes)
        r.notes.push_back("the master " + platform.master
                          + " computes too: SUMMA has no single source (paper 004 §6.2)");

    // The grid-only platform, each hop declared to cross its own link: SUMMA passes the
    // pivots between grid neighbours (paper 004 §6.2.2), and the widest route between two
    // neighbours may be a detour through others when the direct link is narrow. The platform's
    // own declared routes name links of the whole platform, not of this view: they go too.
    Platform view = platform;
    view.links.clear();
    view.routes.clear();
    for (int l : g.links) {
        const Link &link = platform.links[static_cast<std::size_t>(l)];
        view.routes.push_back({link.from, link.to, {{static_cast<int>(view.links.size()), false}}, true});
        view.links.push_back(link);
    }
    r.run.platform = view;
    r.run.q = static_cast<double>(problem.q);
    r.run.model = sim::CommModel{0, 0, false};
    r.run.schedule.blockSide = 1;
    const sim::SimPlatform pf = r.run.simPlatform();
    const auto R = static_cast<std::size_t>(g.rows), C = static_cast<std::size_t>(g.cols);
    std::vector<std::vector<int>> node(R, std::vector<int>(C));
    for (std::size_t a = 0; a < R; ++a)
        for (std::size_t b = 0; b < C; ++b)
            node[a][b] = pf.nodeIndex(g.at[a][b]);

    // Panel boundaries: multiples of q and every owner boundary of A's columns and B's rows.
    std::set<std::int64_t> marks(K.begin(), K.end());
    marks.insert(L.begin(), L.end());
    for (std::int64_t x = 0; x < problem.k; x += problem.q)
        marks.insert(x);
    const std::vector<std::int64_t> panel(marks.begin(), marks.end());

    std::map<std::pair<int, int>, int> lastOnHop; // keeps panel order on each hop
    std::vector<std::vector<int>> lastCompute(R, std::vector<int>(C, -1));
    auto &schedule = r.run.schedule;
    const auto hop = [&](std::size_t r0, std::size_t c0, std::size_t r1, std::size_t c1, double elements, int after,
                         int step, const std::string &label, sim::BlockSet data) {
        std::vector<int> deps;
        if (after >= 0)
            deps.push_back(after);
        const auto key = std::make_pair(node[r0][c0], node[r1][c1]);
        if (const auto it = lastOnHop.find(key); it != lastOnHop.end())
            deps.push_back(it->second);
        const int t = schedule.transfer(node[r0][c0], node[r1][c1], elements, deps, step, label);
        schedule.activities[static_cast<std::size_t>(t)].data = std::move(data);
        lastOnHop[key] = t;
        return t;
    };
    const auto rect = [](std::int64_t r0, std::int64_t r1, std::int64_t c0, std::int64_t c1) {
        return sim::BlockRect{static_cast<int>(r0), static_cast<int>(r1), static_cast<int>(c0), static_cast<int>(c1)};
    };
    for (std::size_t s = 0; s + 1 < panel.size(); ++s) {
        const std::int64_t k0 = panel[s], k1 = panel[s + 1];
        const auto w = static_cast<double>(k1 - k0);
        const auto cA = static_cast<std::size_t>(owner(K, k0)); // grid column holding A(:, P)
        const auto rB = static_cast<std::size_t>(owner(L, k0)); // grid row holding B(P, :)
        const std::string range = std::to_string(k0) + ":" + std::to_string(k1 - 1);
        const int step = static_cast<int>(s);
        std::vector<std::vector<int>> gotA(R, std::vector<int>(C, -1)), gotB(R, std::vector<int>(C, -1));
        for (std::size_t a = 0; a < R; ++a) { // A(I_a, K) along grid row a
            const double elems = static_cast<double>(I[a + 1] - I[a]) * w;
            const std::string label = "A(" + std::to_string(I[a]) + ":" + std::to_string(I[a + 1] - 1) + "," + range + ")";
            sim::BlockSet data;
            data.a.push_back(rect(I[a], I[a + 1], k0, k1));
            for (std::size_t b = cA + 1; b < C; ++b)
                gotA[a][b] = hop(a, b - 1, a, b, elems, gotA[a][b - 1], step, label, data);
            for (std::size_t b = cA; b-- > 0;)
                gotA[a][b] = hop(a, b + 1, a, b, elems, gotA[a][b + 1], step, label, data);
        }
        for (std::size_t b = 0; b < C; ++b) { // B(K, J_b) along grid column b
            const double elems = w * static_cast<double>(J[b + 1] - J[b]);
            const std::string label = "B(" + range + "," + std::to_string(J[b]) + ":" + std::to_string(J[b + 1] - 1) + ")";
            sim::BlockSet data;
            data.b.push_back(rect(k0, k1, J[b], J[b + 1]));
            for (std::size_t a = rB + 1; a < R; ++a)
                gotB[a][b] = hop(a - 1, b, a, b, elems, gotB[a - 1][b], step, label, data);
            for (std::size_t a = rB; a-- > 0;)
                gotB[a][b] = hop(a + 1, b, a, b, elems, gotB[a + 1][b], step, label, data);
        }
        for (std::size_t a = 0; a < R; ++a)
            for (std::size_t b = 0; b < C; ++b) {
                std::vector<int> deps;
                for (int d : {gotA[a][b], gotB[a][b], lastCompute[a][b]})
                    if (d >= 0)
                        deps.push_back(d);
                const double madds = static_cast<double>(I[a + 1] - I[a]) * static_cast<double>(J[b + 1] - J[b]) * w;
                lastCompute[a][b] = schedule.compute(node[a][b], madds, deps, step, "C(" + std::to_string(a) + "," + std::to_string(b) + ") += panel " + range);
                auto &data = schedule.activities[static_cast<std::size_t>(lastCompute[a][b])].data;
                data.a.push_back(rect(I[a], I[a + 1], k0, k1));
                data.b.push_back(rect(k0, k1, J[b], J[b + 1]));
                data.c.push_back(rect(I[a], I[a + 1], J[b], J[b + 1]));
            }
    }
    for (std::size_t a = 0; a < R; ++a)
        for (std::size_t b = 0; b < C; ++b) {
            r.ids.push_back(g.at[a][b]);
            r.work.push_back(static_cast<double>(I[a + 1] - I[a]) * static_cast<double>(J[b + 1] - J[b])
                             * static_cast<double>(problem.k));
        }
    r.simulated = r.run.simulate(cancel);
    r.makespan = r.simulated.makespan;
    for (const auto &iv : r.simulated.trace.intervals)
        if (iv.kind == IntervalKind::Transfer)
            r.volume += iv.bytes / 8.0;
    return r;
}

} // namespace partita
