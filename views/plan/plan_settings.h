#pragma once
// What the problem bar sets and every planning view reads: the problem (n, q), the strategy
// shown first and the parameters of every strategy (each uses its own; all of them make a
// result stale when they change).

#include "evaluate/evaluate.h"
#include "metrics/metrics.h"
#include "model/problem.h"

#include <cstdint>
#include <string>

namespace partita::views {

struct PlanSettings {
    Problem problem{4000, 80};
    std::string algorithm = "columns";
    std::int64_t l = 0; // hetero-block-cyclic generalized block (0 = the strategy's default)
    NetworkModel network = NetworkModel::Star;
    std::string mode = "pccs";  // lbp-star communication mode: scss, sccs, pcss, pccs
    std::string order = "file"; // lbp-star service order: file, bandwidth, speed
    bool heuristic = false;     // lbp-mesh: MFT-LBP-heuristic instead of PMFT-LBP
    double h = 1000, w = 1000;  // ring: data per neighbour and work of one step
    bool operator==(const PlanSettings &) const = default;

    // The options evaluate() takes for these settings (no trace: views show summaries).
    EvaluateOptions evaluateOptions() const
    {
        EvaluateOptions o;
        o.l = l;
        o.network = network;
        o.mode = mode;
        o.order = order;
        o.heuristic = heuristic;
        o.h = h;
        o.w = w;
        o.trace = false;
        return o;
    }
};

} // namespace partita::views
