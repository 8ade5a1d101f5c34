#include "exec/run_options.h"

#include "exec/throttle.h"

#include "model/error.h"
#include "schedule/lbp/lbp_star.h"
#include "strategy/strategy.h"

#include <cmath>
#include <sstream>

namespace partita::exec {

std::vector<SpeedChange> parseSpeedChanges(const std::string &text, int ranks)
{
    std::vector<SpeedChange> out;
    std::stringstream ss(text);
    for (std::string item; std::getline(ss, item, ',');) {
        SpeedChange c;
        char at = 0, colon = 0, x = 0;
        std::istringstream in(item);
        if (!(in >> c.rank >> at >> c.fraction >> colon >> x >> c.factor) || at != '@' || colon != ':' || x != 'x'
            || !in.eof())
            throw InputError(reason(ReasonKind::SpeedChangeSyntax, {item}));
        if (c.rank < 0 || c.rank >= ranks)
            throw InputError(reason(ReasonKind::SpeedChangeRank, {std::to_string(c.rank), std::to_string(ranks)}));
        if (!(c.fraction > 0 && c.fraction < 1) || !(c.factor > 0) || !std::isfinite(c.factor))
            throw InputError(reason(ReasonKind::SpeedChangeRange, {item}));
        out.push_back(c);
    }
    return out;
}

void checkRunOptions(const RunOptions &options, const Platform &platform, int ranks)
{
    const StrategyInfo *strategy = findStrategy(options.algorithm);
    if (!strategy || !strategy->executable())
        throw InputError(reason(ReasonKind::RunNotExecutable, {options.algorithm, joinNames(executableStrategies())}));
    if (strategy->reads(Param::Mode)) // lbp-star: the platform must be its star
        planLbpStar(platform, options.problem, LbpStarOptions{options.strategy.mode, options.strategy.order});
    if (options.predistributed && (!strategy->predistributable || !options.speedChange.empty()))
        throw InputError(Reason{ReasonKind::RunPredistributed, {}});
    if (!options.speedChange.empty()) {
        parseSpeedChanges(options.speedChange, ranks);
        if (!options.emulate)
            throw InputError(Reason{ReasonKind::RunSpeedChangeEmulate, {}});
        if (!strategy->speedChange)
            throw InputError(reason(ReasonKind::RunSpeedChangeColumns, {joinNames(speedChangeStrategies())}));
    }
    if (!options.throttle.empty()) {
        parseThrottles(options.throttle, ranks);
        // Emulation holds every kernel to its modelled time: a throttled rank would only overrun.
        if (options.emulate)
            throw InputError(Reason{ReasonKind::RunThrottleEmulate, {}});
    }
}

} // namespace partita::exec
