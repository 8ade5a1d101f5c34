// The star topology of `partita generate` (generator.h): paper 004 §6.1.
#include "model/generator_support.h"

#include <algorithm>

namespace partita::generatordetail {

// Paper 004 §6.1: one source, p children, unit processing time w·Tcp uniform in
// (0.0002, 0.0007) and unit transmission time z·Tcm uniform in (0.0003, 0.0008). The source
// "M" is a router at the centre; the workers sit on a circle, P1 at the top, clockwise.
// Draws per worker, in order: its unit processing time, then its link's unit time.
Platform generateStar(const GeneratorOptions &o, Stream &rng)
{
    Platform pl;
    const double hl = linkHeterogeneity(o.heterogeneity);
    pl.routers.push_back({"M", 0.0, 0.0});
    pl.master = pl.routers.front().id;
    // Circumference of about kSpacing per worker, never smaller than two spacings.
    const double radius = std::max(2 * kSpacing, kSpacing * o.p / (2 * kPi));
    for (int i = 1; i <= o.p; ++i) {
        const auto [s, c] = sinCos(2 * kPi * (i - 1) / o.p);
        const double speed =
            fromUnitTime(kFastestSpeed, rng.uniform(1, o.heterogeneity), o.heterogeneity);
        const double bandwidth = fromUnitTime(kFastestBandwidth, rng.uniform(1, hl), hl);
        pl.processors.push_back(makeProcessor(i, speed, kWorkerMemory, radius * s, -radius * c));
        addLink(pl, "M", processorId(i), bandwidth, kLanLatency, Sharing::Shared);
    }
    return pl;
}

} // namespace partita::generatordetail
