#pragma once
// Random layouts for the redistribution tests: a few columns and processors, random widths
// and rows (zeros included), and a random target with the same structure.

#include "redistribution/layout.h"

#include <algorithm>
#include <random>
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

inline Layout randomLayout(std::mt19937_64 &rng, std::int64_t n, std::size_t maxColumns, std::size_t maxPerColumn)
{
    std::uniform_int_distribution<std::size_t> cols(1, maxColumns), per(1, maxPerColumn);
    Layout l;
    l.n = n;
    const auto widths = randomComposition(rng, n, cols(rng));
    int id = 0;
    for (auto w : widths) {
        LayoutColumn col;
        col.width = w;
        for (auto r : randomComposition(rng, n, per(rng)))
            col.processors.push_back({"P" + std::to_string(++id), r});
        l.columns.push_back(std::move(col));
    }
    return l;
}

inline Layout randomTargetFor(std::mt19937_64 &rng, const Layout &l)
{
    Layout t = l;
    const auto widths = randomComposition(rng, l.n, l.columns.size());
    for (std::size_t c = 0; c < t.columns.size(); ++c) {
        t.columns[c].width = widths[c];
        const auto rows = randomComposition(rng, l.n, t.columns[c].processors.size());
        for (std::size_t j = 0; j < rows.size(); ++j)
            t.columns[c].processors[j].rows = rows[j];
    }
    return t;
}

} // namespace partita::testing
