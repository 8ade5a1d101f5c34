#include "reproduce/registry.h"

#include "model/error.h"
#include "reproduce/papers.h"

namespace partita::reproduce {

const std::vector<Experiment> &experiments()
{
    static const std::vector<Experiment> list{
        {ExperimentId::Paper002Table2, "002-table2", "002", "§6.2, Table 2, Figs. 7-8",
         "global, local and two-step selection on the three workers of Table 2: the ratios and choices printed in §6.2",
         &runPaper002Table2},
        {ExperimentId::Paper002Section3Fig4, "002-fig4", "002", "§3, Proposition 1, Fig. 4",
         "the simple version (homogeneous workers, rank-one updates, no memory limit): the alternating greedy on one worker, Thrifty and Min-min against the exact optimum on the two cases of Fig. 4",
         &runPaper002Section3Fig4},
        {ExperimentId::Paper004Fig1, "004-fig1", "004", "§1.2, Fig. 1",
         "8×8 product on processors of power 1, 1, 2, 4: rectangles (S1), even layers (S2), proportional layers (S3)",
         &runPaper004Fig1},
        {ExperimentId::Paper004Fig6, "004-fig6", "004", "§6.1, Fig. 6",
         "16-worker stars, N = 100 to 1000, PCCS: LBP's volume against the rectangles' lower bound, finishing time against Even-Col",
         &runPaper004Fig6},
        {ExperimentId::Paper004Fig7And8, "004-fig7-8", "004", "§6.2, Figs. 7-8",
         "5×5, 7×7, 9×9 meshes, N = 1000 to 2000: volume and finishing time of SUMMA, modified pipeline and pipeline against LBP and LBP-heuristic",
         &runPaper004Fig7And8},
        {ExperimentId::Paper000BoundRatio, "000-bound", "000", "§2.2-2.3",
         "column-based, recursive and 2D-grid partitions against the lower bound 2Σ√s_i as p grows",
         &runPaper000BoundRatio},
        {ExperimentId::Paper000Fig7To9, "000-fig7-9", "000", "§4.4-4.6, Figs. 7-9",
         "redistribution sequences and their costs, greedy balancing against the exact search",
         &runPaper000Fig7To9},
        {ExperimentId::Paper003EquivalentHomogeneous, "003-equivalent", "003", "slides \"Equivalent Network Environments\"",
         "the equivalent homogeneous network of segmented networks (equations 1-3) and the efficiency of hetero-block-cyclic against its prototype",
         &runPaper003EquivalentHomogeneous},
        {ExperimentId::Paper002Figs10To13, "002-fig10-13", "002", "§8, Figs. 10-13",
         "the master-worker algorithms on a homogeneous master and 8 workers, memory 132-512 MB: workers used, order and trends",
         &runPaper002Figs10To13},
        {ExperimentId::Paper001Ring, "001-ring", "001", "§5, Figs. 3-14",
         "the SharedRing heuristic on Tiers platforms of 37 and 70 machines: ring size against H/W, T_step/W against the ring size at H/W = 0.1, 1, 10, and the gains of the two refinements (max-min fairness, the quadratic program)",
         &runPaper001Ring},
    };
    return list;
}

const Experiment *findExperiment(std::string_view name)
{
    for (const auto &e : experiments())
        if (e.name == name)
            return &e;
    return nullptr;
}

const Experiment &experiment(ExperimentId id)
{
    for (const auto &e : experiments())
        if (e.id == id)
            return e;
    throw std::logic_error("experiment id missing from the registry");
}

const Experiment &experimentNamed(std::string_view name)
{
    if (const Experiment *e = findExperiment(name))
        return *e;
    std::string known;
    for (const auto &e : experiments())
        known += e.name + ", ";
    throw InputError("unknown experiment '" + std::string(name) + "' (known: " + known + "all)");
}

} // namespace partita::reproduce
