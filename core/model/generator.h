#pragma once
// Synthetic platforms for experiments, classes and benchmarks (docs/generator.md).
//
//   star    paper 004 §6.1: a non-computing source "M" with p workers, one link each;
//           unit processing and transmission times drawn uniformly.
//   mesh    paper 004 §5.1 and §6.2: a √p×√p grid of processors with 4-neighbour links,
//           the source at the centre of the grid (it does not compute).
//   cluster a cluster of workstations: p machines of a few CPU generations behind one switch.
//   tiers   paper 001 §5.1: a three-level WAN/MAN/LAN graph in the manner of the Tiers
//           generator, routers inside, processors at the leaves.
//
// Output is a function of the options only: the random stream is std::mt19937_64 (whose
// output sequence the C++ standard fixes) mapped to doubles and indices by our own code, and
// no transcendental library function feeds a value, so a seed gives the same file on every
// platform and compiler. docs/generator.md describes each kind and the mappings.

#include "model/platform.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace partita {

// The parameters of the Tiers model (Doar, "A better model for generating test networks", the
// generator paper 001 §5.1 uses): one WAN of `wanRouters` nodes; `mans` MANs of `manRouters`
// nodes each; `lansPerMan` LANs per MAN, each a star around a hub router with its machines. Each
// WAN and MAN is a random spanning tree plus `wanRedundancy` (in the WAN) and `manRedundancy`
// (in each MAN) extra links between nodes not yet linked; each MAN has `manWanLinks` links to
// distinct WAN nodes (Tiers' RMW) and each LAN hub `lanManLinks` links to distinct nodes of its
// MAN (RLM). The counts are exact: SW + NM·SM + NM·NL routers and
// (SW − 1 + RW) + NM·(SM − 1 + RM + RMW) + NM·NL·RLM + p links (docs/generator.md).
struct TiersShape {
    int wanRouters = 0;    // SW
    int mans = 0;          // NM
    int manRouters = 0;    // SM
    int lansPerMan = 0;    // NL
    int wanRedundancy = 0; // RW: WAN links beyond the spanning tree
    int manRedundancy = 0; // RM: links beyond the spanning tree in each MAN
    int manWanLinks = 1;   // RMW
    int lanManLinks = 1;   // RLM
    int routers() const { return wanRouters + mans * manRouters + mans * lansPerMan; }
    int links(int p) const
    {
        return wanRouters - 1 + wanRedundancy + mans * (manRouters - 1 + manRedundancy + manWanLinks)
             + mans * lansPerMan * lanManLinks + p;
    }
    bool operator==(const TiersShape &) const = default;
};

// The shapes of paper 001's two platforms (§5.1, Figs. 3-4): 37 machines behind 47 routers
// and 91 links, 70 machines behind 103 routers and 182 links. nullopt for another p.
std::optional<TiersShape> paper001TiersShape(int p);

struct GeneratorOptions {
    // GeneratorOptions{"star", 16, seed} and the like: the members in order, the rest defaulted.
    GeneratorOptions(std::string kind_ = {}, int p_ = 0, std::uint64_t seed_ = 1, double heterogeneity_ = 3.5,
                     std::optional<TiersShape> tiers_ = {})
        : kind(std::move(kind_)), p(p_), seed(seed_), heterogeneity(heterogeneity_), tiers(std::move(tiers_))
    {
    }

    std::string kind;     // star | mesh | cluster | tiers
    int p;                // number of processors (star: workers besides the source)
    std::uint64_t seed;
    // Ratio H between the largest and the smallest unit processing time, hence between the
    // fastest and the slowest processor speed. The default is paper 004 §6: unit processing
    // times uniform in (0.0002, 0.0007), a ratio of 3.5.
    double heterogeneity;
    // tiers only: the Tiers model with these parameters; none: levels sized from p (the
    // default, docs/generator.md).
    std::optional<TiersShape> tiers;

    bool operator==(const GeneratorOptions &) const = default;
};

// Accepted ranges, checked by generatePlatform.
inline constexpr int kGeneratorMaxProcessors = 100000;
inline constexpr double kGeneratorMaxHeterogeneity = 1000.0;

// The kinds generatePlatform accepts, in the order the help text lists them.
std::vector<std::string> generatorKinds();

// Spread of the link unit times that goes with a processor heterogeneity H. Paper 004 §6 draws
// transmission times in (0.0003, 0.0008), a ratio of 8/3 against 3.5 for the processors; the
// generator keeps that proportion of spreads: H_link = 1 + (H - 1)·(8/3 - 1)/(3.5 - 1).
double linkHeterogeneity(double heterogeneity);

// Builds the platform described by `options`. Throws InputError for an unknown kind, p out of
// [1, kGeneratorMaxProcessors], a mesh p that is not the square of an integer >= 2, or a
// heterogeneity outside [1, kGeneratorMaxHeterogeneity]. The result is connected, has unique
// ids ("P1".."Pp" for processors, "R1".. or "M" for routers), named links and x, y on every
// node.
Platform generatePlatform(const GeneratorOptions &options);

} // namespace partita
