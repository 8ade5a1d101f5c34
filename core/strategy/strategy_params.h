#pragma once
// The parameters of the strategies, one value for the command line (`plan`, `simulate`,
// `compare`, `run`), the studio's problem bar and the executor. Each strategy reads the ones its
// row of the strategy list names (strategy.h); the others keep their defaults.

#include "model/network_model.h"
#include "schedule/lbp/star_params.h"
#include "schedule/lu/lu_steps.h"
#include "schedule/ring/ring_refinement.h"
#include "sim/sim_platform.h"

#include <cstdint>
#include <string>
#include <vector>

namespace partita {

struct StrategyParams {
    std::int64_t l = 0;                        // hetero-block-cyclic generalized block (0: default)
    NetworkModel network = NetworkModel::Star; // the partitions' outer-product steps
    StarMode mode = StarMode::Pccs;            // lbp-star communication mode (paper 004 §4.1-4.4)
    ServiceOrder order = ServiceOrder::File;   // lbp-star service order
    bool heuristic = false;                    // lbp-mesh: MFT-LBP-heuristic instead of PMFT-LBP
    double h = 1000, w = 1000;                 // ring: data per neighbour and work of one step
    RingRefinement ringRefine = RingRefinement::MaxMin; // ring: the refinement of paper 001 §4.3
    LuSteps luSteps = LuSteps::Best; // lu-hetero: §7.2's order of a step, streamed, or the faster
    // How simulated transfers share links (sim/sim_platform.h; docs/simulate-compare.md): the
    // planners that simulate to choose (the partitions' predicted steps, lbp-star's rounding,
    // lu-hetero's μ) simulate under it, and every returned schedule is simulated under it.
    sim::FlowModel flow = sim::FlowModel::Ideal;
    bool operator==(const StrategyParams &) const = default;
};

// The command-line options that pass `params` to `algorithm` (as `partita run` hands them to its
// workers and the studio to `partita run`): the parameters the strategy reads among `offered`
// (Param bits, strategy.h), "--mode", "scss", ...; --l only when set, --heuristic only when on,
// --ring-refine only when not max-min (the default).
std::vector<std::string> strategyArguments(const std::string &algorithm, const StrategyParams &params,
                                           unsigned offered);

// "star", "full".
const std::vector<std::string> &networkModelNames();
// Throws InputError for a name not in networkModelNames().
NetworkModel parseNetworkModel(const std::string &name);

} // namespace partita
