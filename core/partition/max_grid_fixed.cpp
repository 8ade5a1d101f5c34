// MAX-GRID for a fixed mapping of processors to cells (paper 000 §2.2, Definition 1 with f
// given). Exact: the optimum is a vertex of the log-domain polyhedron, i.e. equality on a
// spanning tree of K_{R,C} (max_grid.h); all C(RC, R+C-1) cell subsets are screened once per
// shape with a union-find, then each mapping costs O(R^(C-1)·C^(R-1)·RC). Ascent: O(RC) per
// move, at most kSweeps·(R+C) moves' worth of work.
#include "partition/max_grid.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace partita {

namespace {

constexpr double kTight = 1e-10;    // a cell is tight when r_i·c_j ≥ s_ij·(1 - kTight)
constexpr double kFeasible = 1e-12; // relative slack accepted when checking r_i·c_j ≤ s_ij
constexpr double kImprove = 1e-12;  // relative gain that counts as an improvement
constexpr double kSweeps = 4.0;     // ascent work cap, in sweeps over the R+C-1 tree edges

struct UnionFind {
    std::vector<std::size_t> parent;
    explicit UnionFind(std::size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
    std::size_t find(std::size_t x)
    {
        while (parent[x] != x)
            x = parent[x] = parent[parent[x]];
        return x;
    }
    bool unite(std::size_t a, std::size_t b)
    {
        a = find(a);
        b = find(b);
        if (a == b)
            return false;
        parent[b] = a;
        return true;
    }
};

double sum(const std::vector<double> &v) { return std::accumulate(v.begin(), v.end(), 0.0); }

void checkShape(const std::vector<double> &cellSpeeds, std::int64_t rows, std::int64_t cols)
{
    if (rows < 1 || cols < 1 || cellSpeeds.size() != static_cast<std::size_t>(rows * cols))
        throw std::invalid_argument("MAX-GRID: the cell speeds do not fill the grid");
}

} // namespace

FixedGridSolver::FixedGridSolver(std::int64_t rows, std::int64_t cols)
    : m_rows(static_cast<std::size_t>(rows)), m_cols(static_cast<std::size_t>(cols))
{
    if (rows < 1 || cols < 1)
        throw std::invalid_argument("FixedGridSolver: empty grid");
    const std::size_t R = m_rows, C = m_cols, cells = R * C, need = R + C - 1;
    std::vector<std::size_t> chosen;
    std::function<void(std::size_t, const UnionFind &)> choose = [&](std::size_t next,
                                                                     const UnionFind &uf) {
        if (chosen.size() == need) {
            m_trees.push_back(orderTree(chosen));
            return;
        }
        for (std::size_t e = next; e + (need - chosen.size()) <= cells; ++e) {
            UnionFind grown = uf;
            if (!grown.unite(e / C, R + e % C))
                continue; // would close a cycle
            chosen.push_back(e);
            choose(e + 1, grown);
            chosen.pop_back();
        }
    };
    choose(0, UnionFind(R + C));
}

// The tree's equalities in breadth-first order from row 0, so one end is always known.
std::vector<FixedGridSolver::Step> FixedGridSolver::orderTree(const std::vector<std::size_t> &cells) const
{
    const std::size_t R = m_rows, C = m_cols;
    std::vector<std::vector<std::size_t>> incident(R + C);
    for (auto e : cells) {
        incident[e / C].push_back(e);
        incident[R + e % C].push_back(e);
    }
    std::vector<Step> tree;
    std::vector<char> seen(R + C, 0);
    std::vector<std::size_t> queue{0};
    seen[0] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::size_t node = queue[head];
        for (auto e : incident[node]) {
            const std::size_t i = e / C, j = e % C;
            const std::size_t other = node < R ? R + j : i;
            if (seen[other])
                continue;
            seen[other] = 1;
            queue.push_back(other);
            tree.push_back(Step{e, i, j, node < R});
        }
    }
    return tree;
}

double FixedGridSolver::solve(const std::vector<double> &s, std::vector<double> &r,
                              std::vector<double> &c) const
{
    const std::size_t R = m_rows, C = m_cols;
    if (s.size() != R * C)
        throw std::invalid_argument("FixedGridSolver: the cell speeds do not fill the grid");
    std::vector<double> tr(R), tc(C);
    double best = -1.0;
    for (const auto &tree : m_trees) {
        tr[0] = 1.0;
        for (const auto &st : tree) {
            if (st.rowKnown)
                tc[st.j] = s[st.cell] / tr[st.i];
            else
                tr[st.i] = s[st.cell] / tc[st.j];
        }
        bool ok = true;
        for (std::size_t e = 0; ok && e < R * C; ++e)
            ok = tr[e / C] * tc[e % C] <= s[e] * (1.0 + kFeasible);
        if (!ok)
            continue;
        const double v = sum(tr) * sum(tc);
        if (v > best) {
            best = v;
            r = tr;
            c = tc;
        }
    }
    return best;
}

double solveFixedGridExact(const std::vector<double> &cellSpeeds, std::int64_t rows,
                           std::int64_t cols, std::vector<double> &r, std::vector<double> &c)
{
    checkShape(cellSpeeds, rows, cols);
    return FixedGridSolver(rows, cols).solve(cellSpeeds, r, c);
}

double solveFixedGridAscent(const std::vector<double> &cellSpeeds, std::int64_t rows,
                            std::int64_t cols, std::vector<double> &r, std::vector<double> &c,
                            double &work, double workLimit)
{
    checkShape(cellSpeeds, rows, cols);
    const auto R = static_cast<std::size_t>(rows), C = static_cast<std::size_t>(cols);
    const auto &s = cellSpeeds;
    const auto cells = static_cast<double>(R * C);

    // Closure from the column sums (exact for a rank-one matrix): the largest r for these c,
    // then the largest c for that r. Every row and every column then has a tight cell.
    c.assign(C, 0.0);
    r.assign(R, std::numeric_limits<double>::infinity());
    for (std::size_t e = 0; e < R * C; ++e)
        c[e % C] += s[e];
    for (std::size_t e = 0; e < R * C; ++e)
        r[e / C] = std::min(r[e / C], s[e] / c[e % C]);
    std::fill(c.begin(), c.end(), std::numeric_limits<double>::infinity());
    for (std::size_t e = 0; e < R * C; ++e)
        c[e % C] = std::min(c[e % C], s[e] / r[e / C]);
    work += 3 * cells;

    // Nodes 0..R-1 are rows, R..R+C-1 columns; `tree` receives a spanning forest of the
    // tight cells. Returns the number of components.
    std::vector<std::size_t> tree;
    auto tightForest = [&]() {
        UnionFind uf(R + C);
        tree.clear();
        std::size_t components = R + C;
        for (std::size_t e = 0; e < R * C; ++e)
            if (r[e / C] * c[e % C] >= s[e] * (1.0 - kTight) && uf.unite(e / C, R + e % C)) {
                tree.push_back(e);
                --components;
            }
        work += cells;
        return components;
    };
    // Scale the rows of `side` by t and its columns by 1/t, t at the better end of the feasible
    // interval; the objective (R_K t + R_o)(C_K / t + C_o) is convex in t, so an end is at
    // least as good as t = 1. Moves only when forced or when it improves.
    auto move = [&](const std::vector<char> &side, bool forced) {
        double tMin = 0, tMax = std::numeric_limits<double>::infinity();
        for (std::size_t e = 0; e < R * C; ++e) {
            const bool rowIn = side[e / C], colIn = side[R + e % C];
            if (rowIn && !colIn)
                tMax = std::min(tMax, s[e] / (r[e / C] * c[e % C]));
            else if (!rowIn && colIn)
                tMin = std::max(tMin, r[e / C] * c[e % C] / s[e]);
        }
        work += cells;
        double rk = 0, ro = 0, ck = 0, co = 0;
        for (std::size_t i = 0; i < R; ++i)
            (side[i] ? rk : ro) += r[i];
        for (std::size_t j = 0; j < C; ++j)
            (side[R + j] ? ck : co) += c[j];
        auto g = [&](double t) { return (rk * t + ro) * (ck / t + co); };
        double bestT = 1, bestG = forced ? -1 : g(1) * (1.0 + kImprove);
        for (double t : {tMin, tMax})
            if (t > 0 && std::isfinite(t) && g(t) > bestG) {
                bestT = t;
                bestG = g(t);
            }
        if (bestT == 1)
            return false;
        for (std::size_t i = 0; i < R; ++i)
            if (side[i])
                r[i] *= bestT;
        for (std::size_t j = 0; j < C; ++j)
            if (side[R + j])
                c[j] /= bestT;
        return true;
    };

    // Merge the components of the tight graph until it spans: the point becomes a vertex.
    std::vector<char> side(R + C);
    for (std::size_t guard = 0; tightForest() > 1 && guard < R + C; ++guard) {
        UnionFind uf(R + C);
        for (auto e : tree)
            uf.unite(e / C, R + e % C);
        for (std::size_t v = 0; v < R + C; ++v)
            side[v] = uf.find(v) == uf.find(0);
        if (!move(side, true))
            break;
    }

    // Edge moves: drop one edge of the tight tree and slide one side while it improves.
    const double limit = std::min(workLimit, work + kSweeps * cells * static_cast<double>(R + C));
    std::vector<std::vector<std::size_t>> adjacent(R + C);
    std::vector<std::size_t> stack;
    for (std::size_t idle = 0, k = 0; !tree.empty() && idle < tree.size() && work < limit;) {
        k %= tree.size();
        const std::size_t dropped = tree[k];
        for (auto &a : adjacent)
            a.clear();
        for (auto e : tree)
            if (e != dropped) {
                adjacent[e / C].push_back(R + e % C);
                adjacent[R + e % C].push_back(e / C);
            }
        std::fill(side.begin(), side.end(), 0);
        stack.assign(1, dropped / C);
        side[dropped / C] = 1;
        while (!stack.empty()) {
            const std::size_t v = stack.back();
            stack.pop_back();
            for (auto w : adjacent[v])
                if (!side[w]) {
                    side[w] = 1;
                    stack.push_back(w);
                }
        }
        if (move(side, false)) {
            tightForest();
            idle = 0;
        } else {
            ++idle;
        }
        ++k;
    }

    // Rounding may leave r_i·c_j a few ulps above s_ij: lower r to the exact closure.
    for (std::size_t e = 0; e < R * C; ++e)
        r[e / C] = std::min(r[e / C], s[e] / c[e % C]);
    work += cells;
    return sum(r) * sum(c);
}

} // namespace partita
