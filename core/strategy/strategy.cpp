#include "strategy/strategy.h"

#include "model/error.h"

#include <algorithm>
#include <string>

namespace partita {

namespace {

constexpr unsigned bits(Param p) { return static_cast<unsigned>(p); }

// A 2D partition run by the outer-product steps: --network, --predistributed.
StrategyInfo partition(const char *name, const char *summary, const char *source, unsigned params = 0,
                       bool speedChange = false)
{
    // Every 2D partition cuts C's block grid of any shape (docs/shapes.md).
    return {name, Family::Partition, bits(Param::Network) | params, Execution::OuterProduct, true, speedChange, summary, source,
            /*rectangular=*/true};
}

StrategyInfo masterWorker(const char *name, const char *summary, const char *source)
{
    return {name, Family::MasterWorker, 0, Execution::MasterWorker, false, false, summary, source, true};
}

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

Platform forStrategy(const Platform &platform, Family family, double q)
{
    if (family == Family::Ring)
        return platform;
    Platform seen = forKernel(platform, kernelOf(family), q);
    if (family == Family::MasterWorker && platform.masterComputes)
        for (std::size_t i = 0; i < seen.processors.size(); ++i)
            if (seen.processors[i].id == platform.master)
                seen.processors[i].speed = platform.processors[i].speedFor(Kernel::Panel, q);
    return seen;
}

Platform forStrategy(const Platform &platform, const StrategyInfo &strategy, const Problem &problem)
{
    const auto q = static_cast<double>(problem.q);
    Platform seen = forStrategy(platform, strategy.family, q);
    if (computesLayers(strategy.execution))
        for (Processor &p : seen.processors)
            p.speed *= panelShapeFactor(p.panelPacking, q, static_cast<double>(problem.m), static_cast<double>(problem.n));
    return seen;
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
    // Summaries and sources as the README's strategy table gives them.
    static const std::vector<StrategyInfo> list = {
        partition("even-columns", "p full-height columns of equal width (speeds ignored)", "baseline", 0,
                  /*speedChange=*/true),
        partition("block-cyclic", "ScaLAPACK's 2D block-cyclic on the squarest grid (speeds ignored)", "baseline"),
        partition("grid2d", "heterogeneous 2D grid, MAX-GRID", "paper 000 §2.2"),
        partition("columns", "optimal column-based partition, COL-PERI-SUM", "paper 000 §2.3", 0,
                  /*speedChange=*/true),
        partition("columns-max", "column-based partition of least largest half-perimeter, COL-PERI-MAX",
                  "paper 000 §2.3"),
        partition("recursive", "recursive bisection into rectangles of the shares (Partita's own heuristic)",
                  "Partita's own (PERI-SUM, paper 000 §2.3's problem)"),
        partition("nagamochi-abe", "Nagamochi-Abe recursive dissection into rectangles of the shares (\"Recursive\")",
                  "paper 004 §6.1 [29]"),
        partition("nrrp", "non-rectangular recursive partitioning: a square corner beside a dominant processor",
                  "paper 004 §6.1 [30]"),
        partition("hetero-block-cyclic", "heterogeneous block-cyclic with a generalized block l", "paper 003",
                  bits(Param::L)),
        // Layers of k columns of A and rows of B, summed at the end: nothing to predistribute.
        {"layers", Family::Partition, bits(Param::Network), Execution::Layers, false, false,
         "k_i columns of A and rows of B per processor, in proportion to its speed", "paper 004 §3",
         /*rectangular=*/true},
        masterWorker("mw-homogeneous", "HoLM: μ² + 4μ layout, round-robin on the workers worth enrolling",
                     "paper 002 §5"),
        masterWorker("mw-global", "incremental selection, global rule (Algorithm 3)", "paper 002 §6.2.1"),
        masterWorker("mw-local", "incremental selection, local rule", "paper 002 §6.2.2"),
        masterWorker("mw-lookahead", "the best pair of the next two communications", "paper 002 §6.2.1"),
        masterWorker("mw-round-robin", "ORROML: HoLM's layout and order on every worker", "paper 002 §8.2"),
        masterWorker("mw-min-min", "OMMOML: next step to the worker that can start computing it first",
                     "paper 002 §8"),
        masterWorker("mw-demand-driven", "ODDOML: next step to the worker that can receive it first",
                     "paper 002 §8"),
        masterWorker("mw-dd-basic", "DDOML: demand-driven, no overlap, maximum re-use layout", "paper 002 §8"),
        masterWorker("mw-bmm", "BMM (Toledo): three equal parts of memory, no overlap", "paper 002 §8"),
        masterWorker("mw-obmm", "OBMM: five parts, the next A and B received while computing", "paper 002 §8"),
        {"lbp-star", Family::LayerBased, bits(Param::Mode) | bits(Param::Order), Execution::Layers, false, false,
         "layers on a star, for a communication mode and service order", "paper 004 §4", true},
        {"lbp-mesh", Family::LayerBased, bits(Param::Heuristic), Execution::MeshLayers, false, false,
         "layers on any graph: MFT-LBP (linear programs) or PMFT-LBP", "paper 004 §5", true},
        // Paper 004's comparison simulations: not executed.
        {"summa", Family::MeshBaseline, 0, Execution::None, false, false,
         "SUMMA on a processor grid, panels passed hop by hop", "paper 004 §6.2", true},
        {"pipeline", Family::MeshBaseline, 0, Execution::None, false, false,
         "every node forwards the whole of A and B one hop further", "paper 004 §6.2", true},
        {"chunked-pipeline", Family::MeshBaseline, 0, Execution::None, false, false,
         "the pipeline in chunks, each node fed once", "paper 004 §6.2", true},
        {"ring", Family::Ring, bits(Param::H) | bits(Param::W) | bits(Param::Refine), Execution::Ring, false, false,
         "SharedRing: the ring of least time per step (an iterative computation)", "paper 001 §4"},
        // Paper 002 §7: LU factorization of A, not a product.
        {"lu-homogeneous", Family::Lu, 0, Execution::Lu, false, false,
         "LU of A on the 𝔓 = ⌈μw/3c⌉ workers worth enrolling, pivot blocks of μ", "paper 002 §7.2"},
        {"lu-hetero", Family::Lu, bits(Param::LuSteps), Execution::Lu, false, false,
         "LU of A with one pivot size μ for all, chunk shapes by μ_i, virtual workers", "paper 002 §7.3"},
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

void requireShape(const StrategyInfo &strategy, const Problem &problem)
{
    if (strategy.rectangular || problem.square())
        return;
    // The shape m×k by k×n as three parameters: the words between them are the template's.
    std::vector<std::string> args
        = {strategy.name, std::to_string(problem.m), std::to_string(problem.k), std::to_string(problem.n)};
    if (strategy.family == Family::Ring)
        throw InputError(reason(ReasonKind::RingNotProduct, args));
    if (strategy.family == Family::Lu)
        throw InputError(reason(ReasonKind::LuSquareOnly, args));
    std::vector<std::string> takers;
    for (const auto &s : strategies())
        if (s.rectangular)
            takers.push_back(s.name);
    if (takers.empty())
        throw InputError(reason(ReasonKind::SquareOnly, args));
    args.push_back(joinNames(takers));
    throw InputError(reason(ReasonKind::SquareOnlyTakers, args));
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
