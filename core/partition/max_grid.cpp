// MAX-GRID search over mappings (paper 000 §2.2, Definition 1; NP-complete, Theorem 1).
// Exhaustive: every monotone mapping (standard Young tableau of the R × C rectangle, see
// max_grid.h), each solved exactly over the spanning trees of K_{R,C}:
// O(#tableaux · R^(C-1)·C^(R-1) · RC). Heuristic: local searches (rank matching and pairwise
// swaps) from sorted starting mappings, each mapping solved exactly when K_{R,C} has few
// spanning trees and by the vertex ascent otherwise; bounded by kHeuristicWork cell visits.
#include "partition/max_grid.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <numeric>
#include <stdexcept>

namespace partita {

namespace {

constexpr double kFeasible = 1e-12;       // relative: (Σr)(Σc) ≥ Σs·(1 - kFeasible) is perfect
constexpr double kImprove = 1e-12;        // relative gain that counts as an improvement
constexpr double kHeuristicWork = 5.0e6;  // cell visits for the whole heuristic (5-9 ns each)
constexpr double kCallWork = 1000;        // fixed cost of one evaluation, in cell visits
constexpr double kExactTrees = 512;       // heuristic solves mappings exactly up to this
constexpr std::size_t kAllPairs = 64;     // all pairwise swaps up to this many processors

std::string shape(std::size_t rows, std::size_t cols)
{
    return std::to_string(rows) + "x" + std::to_string(cols);
}

std::string count(double v) { return std::to_string(static_cast<long long>(std::llround(v))); }

// A count's noun, a fixed word of the note: "tree" for 1, "trees" otherwise.
ReasonArg noun(double v, const std::string &singular)
{
    return word(singular + (std::llround(v) == 1 ? "" : "s"));
}

// Processors by decreasing speed (stable): rank k is processor order[k].
std::vector<std::size_t> speedOrder(const std::vector<double> &speeds)
{
    std::vector<std::size_t> order(speeds.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return speeds[a] > speeds[b]; });
    return order;
}

GridArrangement toArrangement(const std::vector<std::size_t> &rank,
                              const std::vector<std::size_t> &order, std::vector<double> r,
                              std::vector<double> c, double value)
{
    GridArrangement g;
    g.cell.resize(rank.size());
    for (std::size_t e = 0; e < rank.size(); ++e)
        g.cell[e] = order[rank[e]];
    g.r = std::move(r);
    g.c = std::move(c);
    g.value = value;
    return g;
}

// Calls visit(rank) for every standard Young tableau of the rows × cols rectangle (rank[e] of
// cell e = i·cols + j), rank 1 at (0, 1) when rows = cols > 1; stops when visit returns false.
void forEachTableau(std::size_t rows, std::size_t cols,
                    const std::function<bool(const std::vector<std::size_t> &)> &visit)
{
    std::vector<std::size_t> rank(rows * cols), rowLength(rows, 0);
    bool stop = false;
    std::function<void(std::size_t)> place = [&](std::size_t k) {
        if (k == rank.size()) {
            stop = !visit(rank);
            return;
        }
        for (std::size_t i = 0; i < rows && !stop; ++i) {
            const std::size_t j = rowLength[i];
            if (j == cols || (i > 0 && rowLength[i - 1] <= j))
                continue;
            if (k == 1 && rows == cols && rows > 1 && i != 0)
                continue; // the transpose puts rank 1 at (1, 0): same solution
            rank[i * cols + j] = k;
            ++rowLength[i];
            place(k + 1);
            --rowLength[i];
        }
    };
    place(0);
}

MaxGridResult exhaustiveSearch(const std::vector<double> &speeds, std::size_t rows, std::size_t cols)
{
    const auto order = speedOrder(speeds);
    const FixedGridSolver solver(static_cast<std::int64_t>(rows), static_cast<std::int64_t>(cols));
    const double perfect = std::accumulate(speeds.begin(), speeds.end(), 0.0);
    std::vector<double> s(speeds.size()), r, c;
    MaxGridResult best;
    best.exhaustive = true;
    best.grid.value = -1;
    bool isPerfect = false;
    forEachTableau(rows, cols, [&](const std::vector<std::size_t> &rank) {
        for (std::size_t e = 0; e < rank.size(); ++e)
            s[e] = speeds[order[rank[e]]];
        best.arrangements += 1;
        const double v = solver.solve(s, r, c);
        if (v > best.grid.value) {
            best.grid = toArrangement(rank, order, r, c, v);
            // Nothing beats (Σr)(Σc) = Σs, where every cell is tight.
            isPerfect = v >= perfect * (1.0 - kFeasible);
        }
        return !isPerfect;
    });
    const double total = maxGridArrangementCount(static_cast<std::int64_t>(rows),
                                                 static_cast<std::int64_t>(cols));
    const double trees = static_cast<double>(solver.treeCount());
    best.description += isPerfect && best.arrangements < total
        ? Reason{ReasonKind::NoteGridPerfect,
                 {{count(best.arrangements)}, {count(total)}, noun(total, "monotone arrangement"), {shape(rows, cols)}}}
        : Reason{ReasonKind::NoteGridExhaustive,
                 {{count(best.arrangements)}, noun(best.arrangements, "monotone arrangement"), {shape(rows, cols)},
                  {count(trees)}, noun(trees, "spanning tree")}};
    return best;
}

// The monotone mapping that gives rank k to the k-th largest product r_i·c_j once rows and
// columns are sorted by decreasing r and c (the rank-one fit of the current solution).
std::vector<std::size_t> rankMatching(const std::vector<double> &r, const std::vector<double> &c)
{
    std::vector<double> rs = r, cs = c;
    std::sort(rs.begin(), rs.end(), std::greater<>());
    std::sort(cs.begin(), cs.end(), std::greater<>());
    const std::size_t C = cs.size();
    std::vector<std::size_t> cells(rs.size() * C);
    std::iota(cells.begin(), cells.end(), 0);
    std::stable_sort(cells.begin(), cells.end(), [&](std::size_t a, std::size_t b) {
        return rs[a / C] * cs[a % C] > rs[b / C] * cs[b % C];
    });
    std::vector<std::size_t> rank(cells.size());
    for (std::size_t k = 0; k < cells.size(); ++k)
        rank[cells[k]] = k;
    return rank;
}

MaxGridResult heuristicSearch(const std::vector<double> &speeds, std::size_t rows, std::size_t cols)
{
    const std::size_t p = speeds.size();
    const auto order = speedOrder(speeds);
    const auto R = static_cast<std::int64_t>(rows), C = static_cast<std::int64_t>(cols);
    const bool exact = maxGridSpanningTreeCount(R, C) <= kExactTrees;
    const std::unique_ptr<FixedGridSolver> solver = exact ? std::make_unique<FixedGridSolver>(R, C) : nullptr;
    double work = 0;
    std::vector<double> s(p);
    MaxGridResult best;
    auto evaluate = [&](const std::vector<std::size_t> &rank, std::vector<double> &r,
                        std::vector<double> &c) {
        for (std::size_t e = 0; e < p; ++e)
            s[e] = speeds[order[rank[e]]];
        best.arrangements += 1;
        work += kCallWork;
        if (exact) {
            work += static_cast<double>(solver->treeCount() * p);
            return solver->solve(s, r, c);
        }
        return solveFixedGridAscent(s, R, C, r, c, work, kHeuristicWork);
    };
    auto budgetLeft = [&] { return work < kHeuristicWork; };

    struct Candidate {
        std::vector<std::size_t> rank;
        std::vector<double> r, c;
        double value = -1;
    };
    // Starting mappings: the rank matchings of geometric rows and columns, r_i = t^i and
    // c_j = u^j. t ≪ u^(C-1) gives the speeds sorted row-major (the fastest processors on the
    // first row), u ≪ t^(R-1) sorted column-major; the family in between spans monotone
    // mappings that are rank one in their capacities r_i·c_j. Duplicates skipped, row-major first; generated
    // lazily because sorting 10,000 products costs about a millisecond.
    std::vector<Candidate> candidates;
    std::vector<double> gr(rows), gc(cols);
    auto addStart = [&](std::vector<std::size_t> rank) {
        for (const auto &other : candidates)
            if (other.rank == rank)
                return;
        Candidate cand;
        cand.rank = std::move(rank);
        cand.value = evaluate(cand.rank, cand.r, cand.c);
        candidates.push_back(std::move(cand));
    };
    std::vector<std::size_t> rowMajor(p);
    std::iota(rowMajor.begin(), rowMajor.end(), 0);
    addStart(std::move(rowMajor));
    const double ratios[] = {0.1, 0.4, 0.6, 0.75, 0.85, 0.92, 0.97, 1.0};
    for (std::size_t k = 0; k < std::size(ratios) * std::size(ratios) && budgetLeft(); ++k) {
        const double t = ratios[k / std::size(ratios)], u = ratios[k % std::size(ratios)];
        // Tiny tilts break the ties of t = 1 or u = 1 towards a consistent order.
        for (std::size_t i = 0; i < rows; ++i)
            gr[i] = std::pow(t, static_cast<double>(i)) * (1.0 - 1e-9 * static_cast<double>(i));
        for (std::size_t j = 0; j < cols; ++j)
            gc[j] = std::pow(u, static_cast<double>(j)) * (1.0 - 1e-12 * static_cast<double>(j));
        addStart(rankMatching(gr, gc));
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &a, const Candidate &b) { return a.value > b.value; });
    const std::size_t starts = candidates.size();

    // Local search (first improvement) from every start, best first, while the budget lasts:
    // rank matching of the current solution (the best mapping for its r and c, since sorted
    // speeds matched to sorted capacities r_i·c_j are feasible whenever any mapping is), then
    // pairwise swaps: every pair of cells on small grids, otherwise the cells of consecutive
    // speed ranks.
    std::vector<double> tr, tc;
    std::size_t searched = 0;
    for (auto &cand : candidates) {
        if (!budgetLeft())
            break;
        ++searched;
        bool improved = true;
        while (improved && budgetLeft()) {
            improved = false;
            auto matched = rankMatching(cand.r, cand.c);
            if (matched != cand.rank) {
                const double v = evaluate(matched, tr, tc);
                if (v > cand.value * (1.0 + kImprove)) {
                    cand = Candidate{std::move(matched), tr, tc, v};
                    ++best.swaps;
                    improved = true;
                }
            }
            std::vector<std::size_t> cellOf(p);
            for (std::size_t e = 0; e < p; ++e)
                cellOf[cand.rank[e]] = e;
            auto trySwap = [&](std::size_t a, std::size_t b) {
                if (speeds[order[cand.rank[a]]] == speeds[order[cand.rank[b]]])
                    return;
                std::swap(cand.rank[a], cand.rank[b]);
                const double v = evaluate(cand.rank, tr, tc);
                if (v > cand.value * (1.0 + kImprove)) {
                    std::swap(cellOf[cand.rank[a]], cellOf[cand.rank[b]]);
                    cand.value = v;
                    cand.r = tr;
                    cand.c = tc;
                    ++best.swaps;
                    improved = true;
                } else {
                    std::swap(cand.rank[a], cand.rank[b]);
                }
            };
            if (p <= kAllPairs) {
                for (std::size_t a = 0; a < p && budgetLeft(); ++a)
                    for (std::size_t b = a + 1; b < p && budgetLeft(); ++b)
                        trySwap(a, b);
            } else {
                for (std::size_t k = 0; k + 1 < p && budgetLeft(); ++k)
                    trySwap(cellOf[k], cellOf[k + 1]);
            }
        }
    }
    const auto &winner = *std::max_element(
        candidates.begin(), candidates.end(),
        [](const Candidate &a, const Candidate &b) { return a.value < b.value; });
    best.grid = toArrangement(winner.rank, order, winner.r, winner.c, winner.value);
    const auto startCount = static_cast<double>(starts), swaps = static_cast<double>(best.swaps);
    best.description += Reason{ReasonKind::NoteGridHeuristic,
                               {{std::to_string(searched)}, {count(startCount)}, noun(startCount, "sorted starting arrangement"),
                                {shape(rows, cols)}, word(exact ? "exact" : "vertex-ascent"), {count(swaps)},
                                noun(swaps, "improving move"), {count(best.arrangements)},
                                noun(best.arrangements, "arrangement")}};
    if (!budgetLeft())
        best.description += Reason{ReasonKind::NoteBudgetReached, {}};
    return best;
}

} // namespace

double maxGridArrangementCount(std::int64_t rows, std::int64_t cols)
{
    // Hook length formula: p! / Π_(i,j) ((R-1-i) + (C-1-j) + 1), in logarithms.
    double logCount = std::lgamma(static_cast<double>(rows * cols) + 1.0);
    for (std::int64_t i = 0; i < rows; ++i)
        for (std::int64_t j = 0; j < cols; ++j)
            logCount -= std::log(static_cast<double>(rows - i + cols - j - 1));
    double v = std::exp(logCount);
    if (v < 1e15)
        v = std::round(v);
    return rows == cols && rows > 1 ? v / 2 : v;
}

double maxGridSpanningTreeCount(std::int64_t rows, std::int64_t cols)
{
    return std::pow(static_cast<double>(rows), static_cast<double>(cols - 1)) *
           std::pow(static_cast<double>(cols), static_cast<double>(rows - 1));
}

MaxGridResult solveMaxGrid(const std::vector<double> &speeds, std::int64_t rows, std::int64_t cols,
                           MaxGridMethod method)
{
    if (rows < 1 || cols < 1 || speeds.size() != static_cast<std::size_t>(rows * cols))
        throw std::invalid_argument("solveMaxGrid: the grid must hold every processor once");
    if (method == MaxGridMethod::Automatic) {
        const double work = maxGridArrangementCount(rows, cols) * maxGridSpanningTreeCount(rows, cols);
        method = work <= maxGridExhaustiveWork ? MaxGridMethod::Exhaustive : MaxGridMethod::Heuristic;
    }
    const auto R = static_cast<std::size_t>(rows), C = static_cast<std::size_t>(cols);
    MaxGridResult result = method == MaxGridMethod::Exhaustive ? exhaustiveSearch(speeds, R, C)
                                                               : heuristicSearch(speeds, R, C);
    result.grid.rows = rows;
    result.grid.cols = cols;
    return result;
}

} // namespace partita
