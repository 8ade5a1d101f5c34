#pragma once
// Random master-worker instances shared by the tests of products of any shape
// (tst_mw_shapes.cpp): small stars of 1 to 5 workers, w and c in [0.5, 5], memories of 3 to 80
// q×q buffers (μ from 0 to 7, one worker always with at least 27, enough for every layout).
// Every fourth star is in physical units (q = 8, a buffer is 512 bytes), every fifth has a
// master that computes, every sixth has latencies (0.25).

#include "common/platforms.h"
#include "model/platform.h"

#include <algorithm>
#include <random>
#include <vector>

namespace mwchecks {

inline partita::Platform randomStar(std::mt19937 &rng, int index)
{
    using namespace partita;
    std::uniform_real_distribution<double> u(0.5, 5);
    std::uniform_int_distribution<int> mem(3, 80), count(1, 5);
    const int p = count(rng);
    std::vector<double> speeds, bandwidths, memory;
    for (int i = 0; i < p; ++i) {
        speeds.push_back(1.0 / u(rng));
        bandwidths.push_back(1.0 / u(rng));
        memory.push_back(i == 0 ? std::max(27, mem(rng)) : mem(rng));
    }
    test::StarOptions options;
    options.masterComputes = index % 5 == 4;
    options.latency = index % 6 == 5 ? 0.25 : 0.0;
    Platform pl = test::star(speeds, bandwidths, options);
    for (int i = 0; i < p; ++i)
        pl.processors[static_cast<std::size_t>(i)].memory = memory[static_cast<std::size_t>(i)];
    if (index % 4 == 3) {
        pl.units = Units::Physical;
        for (auto &proc : pl.processors)
            proc.memory *= 512.0 / 1048576.0;
    }
    return pl;
}

// The block size of randomStar(index): 8 in physical units, else 1.
inline std::int64_t randomStarQ(int index) { return index % 4 == 3 ? 8 : 1; }

} // namespace mwchecks
