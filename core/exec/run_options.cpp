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
            throw InputError("--speed-change: '" + item + "' is not RANK@FRACTION:xFACTOR (e.g. 2@0.5:x0.5)");
        if (c.rank < 0 || c.rank >= ranks)
            throw InputError("--speed-change: rank " + std::to_string(c.rank) + " is not one of the "
                             + std::to_string(ranks) + " ranks");
        if (!(c.fraction > 0 && c.fraction < 1) || !(c.factor > 0) || !std::isfinite(c.factor))
            throw InputError("--speed-change: '" + item + "' needs 0 < FRACTION < 1 and FACTOR > 0");
        out.push_back(c);
    }
    return out;
}

void checkRunOptions(const RunOptions &options, const Platform &platform, int ranks)
{
    const StrategyInfo *strategy = findStrategy(options.algorithm);
    if (!strategy || !strategy->executable())
        throw InputError("the executor does not run '" + options.algorithm + "' (it runs "
                         + joinNames(executableStrategies()) + ")");
    if (strategy->reads(Param::Mode)) // lbp-star: the platform must be its star
        planLbpStar(platform, options.problem, LbpStarOptions{options.strategy.mode, options.strategy.order});
    if (options.predistributed && (!strategy->predistributable || !options.speedChange.empty()))
        throw InputError("--predistributed applies to the 2D partitions, without --speed-change");
    if (!options.speedChange.empty()) {
        parseSpeedChanges(options.speedChange, ranks);
        if (!options.emulate)
            throw InputError("--speed-change changes emulated speeds: it needs --emulate");
        if (!strategy->speedChange)
            throw InputError("--speed-change redistributes a column-based partition: use "
                             + joinNames(speedChangeStrategies()));
    }
    if (!options.throttle.empty()) {
        parseThrottles(options.throttle, ranks);
        // Emulation holds every kernel to its modelled time: a throttled rank would only overrun.
        if (options.emulate)
            throw InputError("--throttle slows real ranks: it does not combine with --emulate");
    }
}

} // namespace partita::exec
