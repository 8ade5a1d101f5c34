#pragma once
// The layer-based strategies of paper 004 by name, as makePlan is for the partitions and
// planMasterWorker for paper 002: lbp-star (§4, on the master's star) and lbp-mesh (§5, on any
// graph).

#include "model/platform.h"
#include "model/problem.h"
#include "schedule/lbp/lbp_result.h"
#include "util/cancel.h"
#include "schedule/lbp/lbp_star.h"

#include <string>
#include <vector>

namespace partita {

struct LayerBasedOptions {
    LbpStarOptions star;    // lbp-star: communication mode and service order
    bool heuristic = false; // lbp-mesh: MFT-LBP-heuristic instead of PMFT-LBP
    const CancelToken *cancel = nullptr; // lbp-mesh: checked before every LP solve
    bool operator==(const LayerBasedOptions &) const = default;
};

// "lbp-star", "lbp-mesh".
const std::vector<std::string> &layerBasedAlgorithms();

// Throws InputError for another name, and as planLbpStar and planLbpMesh do.
LbpResult planLayerBased(const std::string &algorithm, const Platform &platform, const Problem &problem,
                         const LayerBasedOptions &options);

} // namespace partita
