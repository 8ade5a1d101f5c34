#include "schedule/lbp/layer_based.h"

#include "model/error.h"
#include "schedule/lbp/lbp_mesh.h"

namespace partita {

const std::vector<std::string> &layerBasedAlgorithms()
{
    static const std::vector<std::string> names = {"lbp-star", "lbp-mesh"};
    return names;
}

LbpResult planLayerBased(const std::string &algorithm, const Platform &platform, const Problem &problem,
                         const LayerBasedOptions &options)
{
    if (algorithm == "lbp-star")
        return planLbpStar(platform, problem, options.star);
    if (algorithm == "lbp-mesh")
        return planLbpMesh(platform, problem, LbpMeshOptions{options.heuristic, false, options.cancel});
    throw InputError("unknown layer-based strategy '" + algorithm + "' (known: lbp-star, lbp-mesh)");
}

} // namespace partita
