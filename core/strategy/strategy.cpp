#include "strategy/strategy.h"

#include "model/error.h"

#include <algorithm>

namespace partita {

namespace {

constexpr unsigned bits(Param p) { return static_cast<unsigned>(p); }

// A 2D partition run by the outer-product steps: --network, --predistributed.
StrategyInfo partition(const char *name, unsigned params = 0, bool speedChange = false)
{
    return {name, Family::Partition, bits(Param::Network) | params, Execution::OuterProduct, true, speedChange};
}

StrategyInfo masterWorker(const char *name) { return {name, Family::MasterWorker, 0, Execution::MasterWorker}; }

} // namespace

Kernel kernelOf(Family family)
{
    switch (family) {
    case Family::MasterWorker:
    case Family::Lu: return Kernel::Block;
    case Family::Ring: return Kernel::Stencil;
    case Family::Partition:
    case Family::LayerBased:
    case Family::MeshBaseline: return Kernel::Panel;
    }
    return Kernel::Panel;
}

const char *toString(Family family)
{
    switch (family) {
    case Family::Partition:
        return "partition";
    case Family::LayerBased:
        return "lbp";
    case Family::MeshBaseline:
        return "baseline";
    case Family::MasterWorker:
        return "mw";
    case Family::Lu:
        return "lu";
    case Family::Ring:
        break;
    }
    return "ring";
}

const std::vector<StrategyInfo> &strategies()
{
    static const std::vector<StrategyInfo> list = {
        partition("even-columns", 0, /*speedChange=*/true),
        partition("block-cyclic"),
        partition("grid2d"),
        partition("columns", 0, /*speedChange=*/true),
        partition("columns-max"),
        partition("recursive"),
        partition("hetero-block-cyclic", bits(Param::L)),
        // Layers of k columns of A and rows of B, summed at the end: nothing to predistribute.
        {"layers", Family::Partition, bits(Param::Network), Execution::Layers},
        masterWorker("mw-homogeneous"),
        masterWorker("mw-global"),
        masterWorker("mw-local"),
        masterWorker("mw-lookahead"),
        masterWorker("mw-round-robin"),
        masterWorker("mw-min-min"),
        masterWorker("mw-demand-driven"),
        masterWorker("mw-dd-basic"),
        masterWorker("mw-bmm"),
        masterWorker("mw-obmm"),
        {"lbp-star", Family::LayerBased, bits(Param::Mode) | bits(Param::Order), Execution::Layers},
        {"lbp-mesh", Family::LayerBased, bits(Param::Heuristic), Execution::MeshLayers},
        // Paper 004's comparison simulations: not executed.
        {"summa", Family::MeshBaseline, 0, Execution::None},
        {"pipeline", Family::MeshBaseline, 0, Execution::None},
        {"chunked-pipeline", Family::MeshBaseline, 0, Execution::None},
        {"ring", Family::Ring, bits(Param::H) | bits(Param::W), Execution::Ring},
        // Paper 002 §7: LU factorization of A, not a product.
        {"lu-homogeneous", Family::Lu, 0, Execution::Lu},
        {"lu-hetero", Family::Lu, 0, Execution::Lu},
    };
    return list;
}

const StrategyInfo *findStrategy(std::string_view name)
{
    const auto &all = strategies();
    const auto it = std::find_if(all.begin(), all.end(), [&](const StrategyInfo &s) { return s.name == name; });
    return it == all.end() ? nullptr : &*it;
}

const StrategyInfo &strategyInfo(std::string_view name)
{
    if (const StrategyInfo *s = findStrategy(name))
        return *s;
    throw InputError("unknown algorithm '" + std::string(name) + "' (known: " + joinNames(strategyNames()) + ")");
}

std::vector<std::string> strategyNames()
{
    std::vector<std::string> names;
    for (const auto &s : strategies())
        names.push_back(s.name);
    return names;
}

std::vector<std::string> strategyNames(Family family)
{
    std::vector<std::string> names;
    for (const auto &s : strategies())
        if (s.family == family)
            names.push_back(s.name);
    return names;
}

std::vector<std::string> executableStrategies()
{
    std::vector<std::string> names;
    for (const auto &s : strategies())
        if (s.executable())
            names.push_back(s.name);
    return names;
}

bool isExecutable(std::string_view name)
{
    const StrategyInfo *s = findStrategy(name);
    return s && s->executable();
}

std::vector<std::string> speedChangeStrategies()
{
    std::vector<std::string> names;
    for (const auto &s : strategies())
        if (s.speedChange)
            names.push_back(s.name);
    return names;
}

std::vector<std::string> matrixProductStrategies()
{
    std::vector<std::string> names;
    for (const auto &s : strategies())
        if (s.family != Family::Ring && s.family != Family::Lu)
            names.push_back(s.name);
    return names;
}

std::string joinNames(const std::vector<std::string> &names)
{
    std::string out;
    for (const auto &n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

} // namespace partita
