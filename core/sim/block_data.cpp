#include "sim/block_data.h"

#include <algorithm>

namespace partita::sim {

std::vector<std::pair<std::int64_t, std::int64_t>> runsOf(std::vector<std::int64_t> indices)
{
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    std::vector<std::pair<std::int64_t, std::int64_t>> runs;
    for (auto i : indices) {
        if (!runs.empty() && runs.back().second == i)
            ++runs.back().second;
        else
            runs.push_back({i, i + 1});
    }
    return runs;
}

BlockSet layerData(const std::vector<std::int64_t> &columns, std::int64_t n, bool updatesC)
{
    BlockSet d;
    const int side = static_cast<int>(n);
    for (const auto &[first, end] : runsOf(columns)) {
        d.a.push_back({0, side, static_cast<int>(first), static_cast<int>(end)});
        d.b.push_back({static_cast<int>(first), static_cast<int>(end), 0, side});
    }
    if (updatesC && !d.a.empty())
        d.c.push_back({0, side, 0, side});
    return d;
}

BlockSet layerData(std::int64_t first, std::int64_t k, std::int64_t n, bool updatesC)
{
    return layerData(first, k, n, n, updatesC);
}

BlockSet layerData(std::int64_t first, std::int64_t k, std::int64_t rows, std::int64_t cols, bool updatesC)
{
    BlockSet d;
    if (k <= 0)
        return d;
    const int c0 = static_cast<int>(first), c1 = static_cast<int>(first + k);
    d.a.push_back({0, static_cast<int>(rows), c0, c1});
    d.b.push_back({c0, c1, 0, static_cast<int>(cols)});
    if (updatesC)
        d.c.push_back({0, static_cast<int>(rows), 0, static_cast<int>(cols)});
    return d;
}

} // namespace partita::sim
