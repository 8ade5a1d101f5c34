#include "strategy_options.h"

#include "model/error.h"
#include "partition/partitioner.h"

#include <algorithm>

namespace partita::cli {

std::string joinNames(const std::vector<std::string> &names)
{
    std::string out;
    for (const auto &n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

void StrategyOptions::addTo(CLI::App &cmd)
{
    m_l = cmd.add_option("--l", l, "Generalized block size in blocks (hetero-block-cyclic)");
    m_network = cmd.add_option("--network", network,
                               "Network of the partitions' outer-product steps: star (transfers one "
                               "at a time) or full (in parallel)")
                    ->check(CLI::IsMember({"star", "full"}));
    m_mode = cmd.add_option("--mode", mode, "lbp-star communication mode: scss, sccs, pcss or pccs")
                 ->check(CLI::IsMember({"scss", "sccs", "pcss", "pccs"}));
    m_order = cmd.add_option("--order", order,
                             "lbp-star service order: file, bandwidth (widest first) or speed (fastest first)")
                  ->check(CLI::IsMember({"file", "bandwidth", "speed"}));
    m_heuristic = cmd.add_flag("--heuristic", heuristic, "lbp-mesh: MFT-LBP-heuristic instead of PMFT-LBP");
    m_h = cmd.add_option("--h", h, "ring: data sent to each neighbour per step (blocks, or GB)")
              ->check(CLI::PositiveNumber);
    m_w = cmd.add_option("--w", w, "ring: work of one step (block updates, or Gflop)")->check(CLI::PositiveNumber);
}

EvaluateOptions StrategyOptions::toEvaluate(bool trace) const
{
    EvaluateOptions o;
    o.l = l;
    o.network = network == "full" ? NetworkModel::Full : NetworkModel::Star;
    o.mode = mode;
    o.order = order;
    o.heuristic = heuristic;
    o.h = h;
    o.w = w;
    o.trace = trace;
    return o;
}

void StrategyOptions::checkApplies(const std::vector<std::string> &algorithms) const
{
    const auto any = [&](auto pred) { return std::any_of(algorithms.begin(), algorithms.end(), pred); };
    const auto is = [&](const char *name) { return any([&](const std::string &a) { return a == name; }); };
    const auto check = [](const CLI::Option *opt, bool applies, const char *what) {
        if (opt && opt->count() > 0 && !applies)
            throw InputError(opt->get_name() + " applies to " + what + " only");
    };
    check(m_l, is("hetero-block-cyclic"), "hetero-block-cyclic");
    check(m_network, any([](const std::string &a) { return isPartitionAlgorithm(a); }),
          "the partitions (even-columns, block-cyclic, grid2d, columns, recursive, hetero-block-cyclic, layers)");
    check(m_mode, is("lbp-star"), "lbp-star");
    check(m_order, is("lbp-star"), "lbp-star");
    check(m_heuristic, is("lbp-mesh"), "lbp-mesh");
    check(m_h, is("ring"), "ring");
    check(m_w, is("ring"), "ring");
}

} // namespace partita::cli
