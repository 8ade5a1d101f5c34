// The mesh topology of `partita generate` (generator.h): paper 004 §5.1 and §6.2.
#include "model/generator_support.h"

namespace partita::generatordetail {

// Paper 004 §5.1 and §6.2: an X×Y mesh (here X = Y = √p), each processor linked to its 4
// neighbours, unit processing and transmission times drawn as for the star. §5.1 puts the
// source at the geometric centre ("the mesh has better performance in scheduling if the
// source is closer to geometric center"); it is a node of the mesh that does not compute
// (constraint (44), k = 0). Processors are numbered row by row; draws: all processors in
// that order, then the links in creation order (for each node: right, then down).
Platform generateMesh(const GeneratorOptions &o, Stream &rng)
{
    Platform pl;
    const int side = exactSquareRoot(o.p);
    const double hl = linkHeterogeneity(o.heterogeneity);
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) {
            const double speed = fromUnitTime(kFastestSpeed, rng.uniform(1, o.heterogeneity),
                                              o.heterogeneity);
            pl.processors.push_back(
                makeProcessor(r * side + c + 1, speed, kWorkerMemory, c * kSpacing, r * kSpacing));
        }
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) {
            const std::string here = processorId(r * side + c + 1);
            if (c + 1 < side)
                addLink(pl, here, processorId(r * side + c + 2),
                        fromUnitTime(kFastestBandwidth, rng.uniform(1, hl), hl),
                        kMeshLatency, Sharing::Shared);
            if (r + 1 < side)
                addLink(pl, here, processorId((r + 1) * side + c + 1),
                        fromUnitTime(kFastestBandwidth, rng.uniform(1, hl), hl),
                        kMeshLatency, Sharing::Shared);
        }
    const int centre = (side - 1) / 2;
    pl.master = processorId(centre * side + centre + 1);
    return pl;
}

} // namespace partita::generatordetail
