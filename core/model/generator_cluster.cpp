// The cluster topology of `partita generate` (generator.h): workstations of a few CPU
// generations behind one switch.
#include "model/generator_support.h"

#include <algorithm>
#include <string>
#include <utility>

namespace partita::generatordetail {

namespace {

std::string padded(int i, int width)
{
    std::string s = std::to_string(i);
    if (static_cast<int>(s.size()) < width)
        s.insert(0, static_cast<std::size_t>(width - static_cast<int>(s.size())), '0');
    return s;
}

} // namespace

// A cluster of workstations bought over the years: four CPU generations with evenly spaced
// unit times in [1, H] (generation 0 the newest), memory growing with newer generations and
// doubled on some machines. Every machine has its own 10 GbE cable to one switch "R1"; the
// switch fabric is non-blocking, which a router (no capacity of its own) models, and each
// cable is shared by the flows of its machine. Draws per machine: generation, memory choice.
Platform generateCluster(const GeneratorOptions &o, Stream &rng)
{
    constexpr int kGenerations = 4;
    constexpr double kGenerationMemory[kGenerations] = {16384, 8192, 4096, 2048}; // MiB
    constexpr int kPerRow = 16;
    Platform pl;
    pl.routers.push_back({"R1", 0.0, 0.0});
    const int width = std::max(2, static_cast<int>(std::to_string(o.p).size()));
    const int columns = std::min(o.p, kPerRow);
    for (int i = 1; i <= o.p; ++i) {
        const int g = rng.index(kGenerations);
        const double u = levelUnitTime(g, kGenerations, o.heterogeneity);
        const double speed = fromUnitTime(kFastestSpeed, u, o.heterogeneity);
        const double memory = kGenerationMemory[g] * (1 + rng.index(2));
        const int row = (i - 1) / kPerRow, col = (i - 1) % kPerRow;
        Processor p = makeProcessor(i, speed, memory, (col - (columns - 1) / 2.0) * 0.8 * kSpacing,
                                    (1.5 + row) * kSpacing);
        p.host = "node" + padded(i, width);
        p.name = p.host;
        pl.processors.push_back(std::move(p));
        addLink(pl, "R1", processorId(i), kFastestBandwidth, kLanLatency, Sharing::Shared);
    }
    pl.master = processorId(1);
    return pl;
}

} // namespace partita::generatordetail
