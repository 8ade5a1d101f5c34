#pragma once
// What the problem bar sets and every planning view reads: the problem (n, q), the strategy
// shown first and the parameters of every strategy (each uses its own; all of them make a
// result stale when they change).

#include "evaluate/evaluate.h"
#include "model/problem.h"
#include "strategy/strategy_params.h"

#include <string>

namespace partita::views {

struct PlanSettings {
    Problem problem{4000, 80};
    std::string algorithm = "columns";
    StrategyParams params;
    bool operator==(const PlanSettings &) const = default;

    // The options evaluate() takes for these settings (no trace: views show summaries).
    EvaluateOptions evaluateOptions() const { return EvaluateOptions{params, 50, false}; }
};

} // namespace partita::views
