#pragma once
// Random layouts for the redistribution tests: a few columns and processors, random widths
// and rows (zeros included), square or of m block rows by n block columns, and a random target
// with the same structure.

#include "redistribution/layout.h"

#include <algorithm>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace partita::testing {

// `parts` non-negative integers summing to `total`, uniformly among compositions.
inline std::vector<std::int64_t> randomComposition(std::mt19937_64 &rng, std::int64_t total, std::size_t parts)
{
    std::uniform_int_distribution<std::int64_t> d(0, total);
    std::vector<std::int64_t> cuts{0, total};
    for (std::size_t i = 1; i < parts; ++i)
        cuts.push_back(d(rng));
    std::sort(cuts.begin(), cuts.end());
    std::vector<std::int64_t> out;
    for (std::size_t i = 1; i < cuts.size(); ++i)
        out.push_back(cuts[i] - cuts[i - 1]);
    return out;
}

// A layout of `rows` block rows and `cols` block columns (Layout::m, Layout::n); the square
// layouts of randomLayout draw the same numbers as before rectangles.
inline Layout randomRectLayout(std::mt19937_64 &rng, std::int64_t rows, std::int64_t cols, std::size_t maxColumns,
                               std::size_t maxPerColumn)
{
    std::uniform_int_distribution<std::size_t> columns(1, maxColumns), per(1, maxPerColumn);
    Layout l;
    l.n = cols;
    l.m = rows == cols ? 0 : rows;
    const auto widths = randomComposition(rng, cols, columns(rng));
    int id = 0;
    for (auto w : widths) {
        LayoutColumn col;
        col.width = w;
        for (auto r : randomComposition(rng, rows, per(rng)))
            col.processors.push_back({"P" + std::to_string(++id), r});
        l.columns.push_back(std::move(col));
    }
    return l;
}

inline Layout randomLayout(std::mt19937_64 &rng, std::int64_t n, std::size_t maxColumns, std::size_t maxPerColumn)
{
    return randomRectLayout(rng, n, n, maxColumns, maxPerColumn);
}

// makeLayout (paper_layouts.h) on `rows` block rows and `cols` block columns: ids c<column>p<index>.
inline Layout makeRectLayout(std::int64_t rows, std::int64_t cols, const std::vector<std::int64_t> &widths,
                             const std::vector<std::vector<std::int64_t>> &columnRows)
{
    Layout l;
    l.n = cols;
    l.m = rows == cols ? 0 : rows;
    for (std::size_t c = 0; c < widths.size(); ++c) {
        LayoutColumn col;
        col.width = widths[c];
        for (std::size_t j = 0; j < columnRows[c].size(); ++j)
            col.processors.push_back({"c" + std::to_string(c + 1) + "p" + std::to_string(j + 1), columnRows[c][j]});
        l.columns.push_back(std::move(col));
    }
    return l;
}

// Two different sides between 1 and `most` (at least one of them 2 or more).
inline std::pair<std::int64_t, std::int64_t> randomRectSides(std::mt19937_64 &rng, std::int64_t most)
{
    std::uniform_int_distribution<std::int64_t> side(1, most);
    for (;;) {
        const std::int64_t rows = side(rng), cols = side(rng);
        if (rows != cols)
            return {rows, cols};
    }
}

inline Layout randomTargetFor(std::mt19937_64 &rng, const Layout &l)
{
    Layout t = l;
    const auto widths = randomComposition(rng, l.n, l.columns.size());
    for (std::size_t c = 0; c < t.columns.size(); ++c) {
        t.columns[c].width = widths[c];
        const auto rows = randomComposition(rng, l.blockRows(), t.columns[c].processors.size());
        for (std::size_t j = 0; j < rows.size(); ++j)
            t.columns[c].processors[j].rows = rows[j];
    }
    return t;
}

} // namespace partita::testing
