#include "strategy/strategy_params.h"

#include "model/error.h"
#include "strategy/strategy.h"

#include <sstream>

namespace partita {

namespace {

std::string number(double v)
{
    std::ostringstream out;
    out.precision(17);
    out << v;
    return out.str();
}

} // namespace

std::vector<std::string> strategyArguments(const std::string &algorithm, const StrategyParams &params,
                                           unsigned offered)
{
    const StrategyInfo &s = strategyInfo(algorithm);
    const auto passes = [&](Param p) { return s.reads(p) && (offered & static_cast<unsigned>(p)) != 0; };
    std::vector<std::string> args;
    if (passes(Param::L) && params.l > 0)
        args.insert(args.end(), {"--l", std::to_string(params.l)});
    if (passes(Param::Network))
        args.insert(args.end(), {"--network", toString(params.network)});
    if (passes(Param::Mode))
        args.insert(args.end(), {"--mode", toString(params.mode)});
    if (passes(Param::Order))
        args.insert(args.end(), {"--order", toString(params.order)});
    if (passes(Param::Heuristic) && params.heuristic)
        args.push_back("--heuristic");
    if (passes(Param::H))
        args.insert(args.end(), {"--h", number(params.h)});
    if (passes(Param::W))
        args.insert(args.end(), {"--w", number(params.w)});
    if (passes(Param::Refine) && params.ringRefine != RingRefinement::MaxMin)
        args.insert(args.end(), {"--ring-refine", toString(params.ringRefine)});
    if (passes(Param::LuSteps) && params.luSteps != LuSteps::Best)
        args.insert(args.end(), {"--lu-steps", toString(params.luSteps)});
    return args;
}

const std::vector<std::string> &networkModelNames()
{
    static const std::vector<std::string> names = {toString(NetworkModel::Star), toString(NetworkModel::Full)};
    return names;
}

NetworkModel parseNetworkModel(const std::string &name)
{
    for (NetworkModel m : {NetworkModel::Star, NetworkModel::Full})
        if (name == toString(m))
            return m;
    throw InputError("unknown network '" + name + "' (expected star or full)");
}

} // namespace partita
