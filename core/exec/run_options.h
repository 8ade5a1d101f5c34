#pragma once
// What `partita run` asks of the executor, as one value for the command line, every rank of
// partita-worker and the studio's Run tab, and the rules those options obey, checked in one place
// before any data moves (docs/executor.md). No MPI here.

#include "model/platform.h"
#include "model/problem.h"
#include "schedule/outer/result_delivery.h"
#include "strategy/strategy_params.h"

#include <cstdint>
#include <string>
#include <vector>

namespace partita::exec {

struct RunOptions {
    std::string platformFile;
    Problem problem;
    std::string algorithm;
    StrategyParams strategy;     // the parameters `run` takes (kRunStrategyParams, strategy.h)
    int iterations = 20;         // ring: Jacobi iterations
    bool predistributed = false; // 2D partitions: A and B on the owners before the steps
    ResultDelivery result = ResultDelivery::Gathered; // where C ends (result_delivery.h)
    bool emulate = false;
    double timeUnit = 0.01;      // seconds per time unit on "units": "blocks" platforms
    double timeScale = 1;        // emulated physical platforms: seconds one modelled second lasts

    // Real seconds per modelled time unit: the time unit on a blocks platform (which scales its
    // prediction even when not emulating), the time scale on an emulated physical one, else 1.
    double secondsPerUnit(Units units) const
    {
        return units == Units::Blocks ? timeUnit : emulate ? timeScale : 1.0;
    }
    std::uint64_t seed = 1;
    std::string traceFile;       // written by rank 0
    bool events = true;          // stream event lines on stdout
    std::string speedChange;     // "RANK@FRACTION:xFACTOR,...", column-based strategies, emulated
    std::string throttle;        // "RANK:FRACTION,...": ranks in cpu cgroups (exec/throttle.h), not emulated
};

// --speed-change "R@F:xK,...": from step ⌊F·nb⌋ on, rank R computes K times as fast.
struct SpeedChange {
    int rank = 0;
    double fraction = 0;
    double factor = 1;
};
// Throws InputError for a malformed list or a rank outside [0, ranks).
std::vector<SpeedChange> parseSpeedChanges(const std::string &text, int ranks);

// Throws InputError when the options cannot run on `platform` (whose problem is valid): a
// strategy the executor does not run; lbp-star on a platform that is not its star;
// --predistributed for anything but a 2D partition, or with --speed-change; a malformed
// --speed-change, one without --emulate, or for a strategy whose columns cannot be
// redistributed; a malformed --throttle, or one with --emulate. `ranks` is the job's size (the platform's rank map).
void checkRunOptions(const RunOptions &options, const Platform &platform, int ranks);

} // namespace partita::exec
