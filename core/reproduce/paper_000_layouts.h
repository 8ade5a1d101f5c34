#pragma once
// Layouts rebuilt from paper 000 §4, for `partita reproduce 000-fig7-9` and the redistribution
// tests. The figures themselves are
// missing from the text; each builder says how its layout follows from the numbers the text
// gives. Conventions: the matrix side is N = 2n blocks (a column migration and a row migration
// "cost 2n", §4.4), three processor columns of width 2n/3 (so n is a multiple of 3), rows
// 0-based from the top. In the figures a processor marked + holds one row too many (it is
// the one a row leaves in the migrations the text names); δ of §4.1 is the opposite sign.

#include "redistribution/layout.h"

#include <cstdint>
#include <string>
#include <vector>

namespace partita::reproduce {

// A layout with ids "c<column>p<index>" (both from 1).
inline Layout makeLayout(std::int64_t n, const std::vector<std::int64_t> &widths,
                         const std::vector<std::vector<std::int64_t>> &rows)
{
    Layout l;
    l.n = n;
    for (std::size_t c = 0; c < widths.size(); ++c) {
        LayoutColumn col;
        col.width = widths[c];
        for (std::size_t j = 0; j < rows[c].size(); ++j)
            col.processors.push_back({"c" + std::to_string(c + 1) + "p" + std::to_string(j + 1), rows[c][j]});
        l.columns.push_back(std::move(col));
    }
    return l;
}

inline Layout withRows(Layout l, const std::vector<std::vector<std::int64_t>> &rows)
{
    for (std::size_t c = 0; c < rows.size(); ++c)
        for (std::size_t j = 0; j < rows[c].size(); ++j)
            l.columns[c].processors[j].rows = rows[c][j];
    return l;
}

struct PaperCase {
    Layout initial, target;
    std::vector<double> speeds; // in layout order; targetLayout(initial, speeds) == target
};

// §4.2: δ = [[-1, 1], [1, -1]] on a 2 × 2 grid of processors whose borders are aligned. With
// n = 2k, two columns of width k, every processor k rows; the target moves the border of
// column 1 up by one row and the border of column 2 down by one (δ = ∓k blocks, ∓1 row; k = 1
// gives the paper's ±1 block exactly).
inline PaperCase section42(std::int64_t k)
{
    PaperCase pc;
    pc.initial = makeLayout(2 * k, {k, k}, {{k, k}, {k, k}});
    pc.target = withRows(pc.initial, {{k - 1, k + 1}, {k + 1, k - 1}});
    for (const auto &col : pc.target.columns)
        for (const auto &p : col.processors)
            pc.speeds.push_back(p.rows > 0 ? static_cast<double>(p.rows) : 1e-3);
    return pc;
}

// Fig. 7. Text: a column migration from C3 to C1 balances the columns (so C1 starts one block
// column short and C3 one too wide, the targets all 2n/3); then slidings alone cost
// (2n-1) + 2(n-1) + (2n-1) = 6n-4 slidings of 2n/3, while one row migration from the last row
// to the first (every interior border moves down one row) leaves a single sliding between the
// median processors of C2. Hence:
//   C1 and C3: 2n processors of one row; each of their 2n-1 borders must move down one row
//     (b = +1): the first processor must gain a row, the last one give its only row.
//   C2: 2n-2 processors, every border must move down one row except the median one (between
//     processors n-1 and n), which must move two: b = (1, …, 1, 2, 1, …, 1), Σ|b| = 2n-2.
//     Rows: 1 each except processors n and 2n-2, which have 2; targets 2 for processors 1 and
//     n-1, 1 for all others.
// n must be a multiple of 3, n >= 3.
inline PaperCase figure7(std::int64_t n)
{
    const std::int64_t N = 2 * n, w = N / 3;
    std::vector<std::int64_t> c13(static_cast<std::size_t>(N), 1), c2(static_cast<std::size_t>(N - 2), 1);
    c2[static_cast<std::size_t>(n - 1)] = 2;
    c2[static_cast<std::size_t>(N - 3)] = 2;
    PaperCase pc;
    pc.initial = makeLayout(N, {w - 1, w, w + 1}, {c13, c2, c13});
    auto t13 = c13, t2 = std::vector<std::int64_t>(static_cast<std::size_t>(N - 2), 1);
    t13.front() = 2;
    t13.back() = 0;
    t2[0] = 2;
    t2[static_cast<std::size_t>(n - 2)] = 2;
    pc.target = makeLayout(N, {w, w, w}, {t13, t2, t13});
    // Speeds: the target rows themselves, and a tiny speed for the processors that end with no
    // row; the column totals then differ by that tiny speed only, and largest remainder gives
    // the three columns 2n/3 and exactly these rows.
    for (const auto &col : pc.target.columns)
        for (const auto &p : col.processors)
            pc.speeds.push_back(p.rows > 0 ? static_cast<double>(p.rows) : 1e-3);
    return pc;
}

// Fig. 8. Columns already balanced (width 2n/3); marks per processor, top to bottom:
//   C1 = C3: + 0 - 0 … 0 + 0 -      C2: + 0 + 0 … 0 - 0 -
// The text's costs fix the number of processors: slidings alone cost
// (2n/3)(4 + (4 + 2(n-4)) + 4), so C2 has n-4 borders that must move two rows, i.e. n-4
// borders between its second + and its first -, hence m = n+1 processors per column.
// A "+" holds one row more than its target, a "-" one row less. Rows (Σ = 2n):
//   C1, C3: 2 2 1 | 2 … 2 (n-5 of them) | 2 2 1          targets 1 2 2 | 2 … 2 | 1 2 2
//   C2:     2 2 2 | 2 … 2 1 (n-5)       | 2 2 1          targets 1 2 1 | 2 … 2 1 | 3 2 2
// The rows of processor 3 of C1 lie inside those of processor 3 of C2, and processor m-2
// covers the same rows in all three columns, so the text's migration from "row n-2" to "row 3"
// is the only way to move a row between those processors in every column. (With C1's
// processor m-2 taller than C2's, a row of C1's processor m-2 inside C2's processor m-3 would
// save one sliding of C2 and beat the text's optimum by 2n/3.)
// n must be a multiple of 3, n >= 6.
inline PaperCase figure8(std::int64_t n)
{
    const std::int64_t N = 2 * n, w = N / 3;
    const auto middle = static_cast<std::size_t>(n - 5);
    std::vector<std::int64_t> c13{2, 2, 1}, c2{2, 2, 2}, t13{1, 2, 2}, t2{1, 2, 1};
    for (std::size_t i = 0; i < middle; ++i) {
        c13.push_back(2);
        t13.push_back(2);
        c2.push_back(i + 1 < middle ? 2 : 1);
        t2.push_back(i + 1 < middle ? 2 : 1);
    }
    for (std::int64_t v : {2, 2, 1})
        c13.push_back(v), c2.push_back(v);
    for (std::int64_t v : {1, 2, 2})
        t13.push_back(v);
    for (std::int64_t v : {3, 2, 2})
        t2.push_back(v);
    PaperCase pc;
    pc.initial = makeLayout(N, {w, w, w}, {c13, c2, c13});
    pc.target = makeLayout(N, {w, w, w}, {t13, t2, t13});
    for (const auto &col : pc.target.columns)
        for (const auto &p : col.processors)
            pc.speeds.push_back(static_cast<double>(p.rows));
    return pc;
}

// Fig. 9. Columns balanced (width 2n/3). C1 and C2 have their borders in the middle of the
// matrix only — C1 two processors split at row n, C2 three split at rows n-1 and n+1 — so the
// text's migrations 1 -> n-2 and n+2 -> 2n (here rows 0 -> n-3 and n+1 -> 2n-1) change owner
// in C3 only and cost 2n/3 each, while 1 -> 2n and n+2 -> n-2 change owner in all three
// columns and cost 2n each. C3, top to bottom: P1 (+, rows 0-1), one-row processors with 0 for
// rows 2 .. n-4 (the "…" of the figure), P3 (-, row n-3), P4 (0, rows n-2 .. n), P5 (+, rows
// n+1 .. n+2), one-row processors with 0 for rows n+3 .. 2n-2, P7 (-, row 2n-1). The runs of
// one-row processors make slidings dear (2n-7 of them), which is what leads greedy to the
// long migration 1 -> 2n first once n >= 12.
// n must be a multiple of 3, n >= 6.
inline PaperCase figure9(std::int64_t n)
{
    const std::int64_t N = 2 * n, w = N / 3;
    std::vector<std::int64_t> c3{2};
    for (std::int64_t r = 2; r <= n - 4; ++r)
        c3.push_back(1);
    for (std::int64_t v : {1, 3, 2})
        c3.push_back(v);
    for (std::int64_t r = n + 3; r <= N - 2; ++r)
        c3.push_back(1);
    c3.push_back(1);
    auto t3 = c3;
    const std::size_t p3 = static_cast<std::size_t>(n - 4), p5 = p3 + 2;
    t3[0] -= 1, t3[p3] += 1, t3[p5] -= 1, t3.back() += 1;
    PaperCase pc;
    pc.initial = makeLayout(N, {w, w, w}, {{n, n}, {n - 1, 2, n - 1}, c3});
    pc.target = withRows(pc.initial, {{n, n}, {n - 1, 2, n - 1}, t3});
    for (const auto &col : pc.target.columns)
        for (const auto &p : col.processors)
            pc.speeds.push_back(static_cast<double>(p.rows));
    return pc;
}

} // namespace partita::reproduce
