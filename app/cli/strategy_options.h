#pragma once
// The strategy parameters (StrategyParams, core/strategy/strategy_params.h) as command-line
// options, registered once so that `simulate`, `compare` and `run` spell and check them alike:
// --l, --network, --network-model, --mode, --order, --heuristic, --h, --w, --ring-refine,
// --lu-steps.

#include "strategy/strategy.h"
#include "sim/sim_platform.h"
#include "strategy/strategy_params.h"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace partita::cli {

// Which options a command offers: `run` has no --network (the executor runs the steps it
// runs) and no ring H and W (it runs a Jacobi relaxation of its own size), but plans its ring
// with the refinement asked (--ring-refine).
struct StrategyOptionSet {
    bool network = true;
    bool ring = true; // --h, --w
};

class StrategyOptions {
public:
    // Adds the options to `cmd` and remembers them to tell later which were given.
    void addTo(CLI::App &cmd, StrategyOptionSet set = {});
    // The parameters given (defaults for the others). Valid once the command line is parsed.
    StrategyParams params() const;
    // --network-model: how the simulated transfers share links (sim/sim_platform.h).
    sim::FlowModel flowModel() const;
    // Throws InputError when --network-model asks SimGrid's models of a platform in abstract
    // units (their constants are bytes and seconds).
    void checkFlowModel(const Platform &platform) const;
    // Throws InputError when an option was given that none of `algorithms` reads
    // ("--mode applies to lbp-star only").
    void checkApplies(const std::vector<std::string> &algorithms) const;

private:
    StrategyParams m_params;
    // The enumerations as typed, checked by CLI11 against their names and parsed in params().
    std::string m_network = toString(NetworkModel::Star);
    std::string m_flow = sim::toString(sim::FlowModel::Ideal);
    std::string m_mode = toString(StarMode::Pccs);
    std::string m_order = toString(ServiceOrder::File);
    std::string m_refine = "max-min";
    std::string m_luSteps = toString(LuSteps::Best);
    struct Given {
        Param param;
        CLI::Option *option;
    };
    std::vector<Given> m_given;
};

} // namespace partita::cli
