// generatePlatform (generator.h): checks the options and hands them to the topology's own
// file (generator_<kind>.cpp) with a fresh random stream.
#include "model/generator.h"

#include "model/error.h"
#include "model/generator_support.h"
#include "model/validate.h"

#include <algorithm>
#include <locale>
#include <sstream>

namespace partita {

namespace {

std::string formatNumber(double v)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << v;
    return out.str();
}

} // namespace

std::vector<std::string> generatorKinds() { return {"star", "mesh", "cluster", "tiers"}; }

double linkHeterogeneity(double heterogeneity)
{
    // (8/3 - 1)/(3.5 - 1) = 2/3.
    const double extra = (heterogeneity - 1.0) * 2.0 / 3.0;
    return 1.0 + extra;
}

Platform generatePlatform(const GeneratorOptions &o)
{
    const auto kinds = generatorKinds();
    if (std::find(kinds.begin(), kinds.end(), o.kind) == kinds.end())
        throw InputError("unknown platform kind '" + o.kind
                         + "' (expected star, mesh, cluster or tiers)");
    if (o.p < 1 || o.p > kGeneratorMaxProcessors)
        throw InputError("the number of processors p must be between 1 and "
                         + std::to_string(kGeneratorMaxProcessors) + " (got "
                         + std::to_string(o.p) + ")");
    if (!(o.heterogeneity >= 1.0 && o.heterogeneity <= kGeneratorMaxHeterogeneity))
        throw InputError("heterogeneity must be between 1 and "
                         + formatNumber(kGeneratorMaxHeterogeneity) + " (got "
                         + formatNumber(o.heterogeneity) + ")");
    if (o.kind == "mesh" && (o.p < 4 || generatordetail::exactSquareRoot(o.p) < 0))
        throw InputError("a mesh needs p = s×s processors with s >= 2 (4, 9, 16, 25, ...); "
                         + std::to_string(o.p)
                         + (generatordetail::exactSquareRoot(o.p) < 0
                                ? " is not a perfect square"
                                : " leaves no processor besides the source"));
    if (o.tiers && o.kind != "tiers")
        throw InputError("the Tiers model's parameters apply to --kind tiers only (got " + o.kind + ")");

    generatordetail::Stream rng(o.seed);
    Platform pl;
    if (o.kind == "star")
        pl = generatordetail::generateStar(o, rng);
    else if (o.kind == "mesh")
        pl = generatordetail::generateMesh(o, rng);
    else if (o.kind == "cluster")
        pl = generatordetail::generateCluster(o, rng);
    else
        pl = generatordetail::generateTiers(o, rng);
    pl.units = Units::Physical;
    pl.name = o.kind + " p=" + std::to_string(o.p) + " seed=" + std::to_string(o.seed)
        + " H=" + formatNumber(o.heterogeneity);
    // Cheap (O(V + E)) and makes "every generated platform is valid" a checked promise.
    validatePlatform(pl, "generated " + o.kind + " platform");
    return pl;
}

} // namespace partita
