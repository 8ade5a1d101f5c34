#include "strategy_options.h"

#include "model/error.h"

#include <algorithm>

namespace partita::cli {

namespace {

std::string orList(const std::vector<std::string> &names)
{
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return out;
}

// "lbp-star", or "the partitions (even-columns, ...)" when the readers are a whole family.
std::string describe(const std::vector<std::string> &readers)
{
    if (readers.size() > 1 && readers == strategyNames(Family::Partition))
        return "the partitions (" + joinNames(readers) + ")";
    return joinNames(readers);
}

} // namespace

void StrategyOptions::addTo(CLI::App &cmd, StrategyOptionSet set)
{
    const auto given = [this](Param p, CLI::Option *o) { m_given.push_back({p, o}); };
    given(Param::L, cmd.add_option("--l", m_params.l, "Generalized block size in blocks (hetero-block-cyclic)"));
    if (set.network)
        given(Param::Network, cmd.add_option("--network", m_network,
                                             "Network of the partitions' outer-product steps: star (transfers one "
                                             "at a time) or full (in parallel, sharing the platform's links)")
                                  ->check(CLI::IsMember(networkModelNames())));
    if (set.network)
        cmd.add_option("--network-model", m_flow,
                       "How simulated transfers share links: ideal (max-min fair shares, the default), cm02 "
                       "(SimGrid's CM02: shares weighted by route latency) or lv08 (SimGrid's default LV08: "
                       "CM02 with its latency and bandwidth factors); neither models cross-traffic")
            ->check(CLI::IsMember(sim::flowModelNames()));
    given(Param::Mode, cmd.add_option("--mode", m_mode, "lbp-star communication mode: " + orList(starModeNames()))
                           ->check(CLI::IsMember(starModeNames())));
    given(Param::Order, cmd.add_option("--order", m_order,
                                       "lbp-star service order: file, bandwidth (widest first) or speed (fastest first)")
                            ->check(CLI::IsMember(serviceOrderNames())));
    given(Param::Heuristic,
          cmd.add_flag("--heuristic", m_params.heuristic, "lbp-mesh: MFT-LBP-heuristic instead of PMFT-LBP"));
    if (set.ring) {
        given(Param::H, cmd.add_option("--h", m_params.h, "ring: data sent to each neighbour per step (blocks, or GB)")
                            ->check(CLI::PositiveNumber));
        given(Param::W,
              cmd.add_option("--w", m_params.w, "ring: work of one step (block updates, or Gflop)")->check(CLI::PositiveNumber));
    }
    given(Param::Refine,
          cmd.add_option("--ring-refine", m_refine,
                         "ring: after each insertion, max-min (the default; also 'on') recomputes every path's "
                         "bandwidth by max-min fairness and keeps it when the step gets no longer, qp solves for the "
                         "bandwidths and workloads of least T_step on the ring's routes (paper 001 §4.3, methods 1 "
                         "and 2); off keeps the greedy shares of §4.2")
              ->check(CLI::IsMember({"on", "off", "max-min", "qp"})));
    given(Param::LuSteps,
          cmd.add_option("--lu-steps", m_luSteps,
                         "lu-hetero: the order of a step, paper (the pivot worker factors the pivot and solves "
                         "both panels, then the core is updated: paper 002 section 7.2), streamed (the other "
                         "workers update the core rows whose panel blocks are back meanwhile) or best (the "
                         "faster of both, the default)")
              ->check(CLI::IsMember(luStepsNames())));
}

StrategyParams StrategyOptions::params() const
{
    StrategyParams p = m_params;
    p.network = parseNetworkModel(m_network);
    p.mode = parseStarMode(m_mode);
    p.order = parseServiceOrder(m_order);
    p.ringRefine = parseRingRefinement(m_refine);
    p.luSteps = parseLuSteps(m_luSteps);
    p.flow = flowModel();
    return p;
}

sim::FlowModel StrategyOptions::flowModel() const
{
    return sim::parseFlowModel(m_flow);
}

void StrategyOptions::checkFlowModel(const Platform &platform) const
{
    if (flowModel() != sim::FlowModel::Ideal && platform.units == Units::Blocks)
        throw InputError("--network-model " + m_flow
                         + " needs a platform in physical units (SimGrid's constants are bytes and seconds)");
}

void StrategyOptions::checkApplies(const std::vector<std::string> &algorithms) const
{
    for (const Given &g : m_given) {
        if (g.option->count() == 0)
            continue;
        std::vector<std::string> readers;
        for (const StrategyInfo &s : strategies())
            if (s.reads(g.param))
                readers.push_back(s.name);
        const bool applies = std::any_of(algorithms.begin(), algorithms.end(), [&](const std::string &a) {
            const StrategyInfo *s = findStrategy(a);
            return s && s->reads(g.param);
        });
        if (!applies)
            throw InputError(g.option->get_name() + " applies to " + describe(readers) + " only");
    }
}

} // namespace partita::cli
