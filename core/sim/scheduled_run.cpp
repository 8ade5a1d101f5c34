#include "sim/scheduled_run.h"

namespace partita::sim {

SimResult ScheduledRun::simulate(const CancelToken *cancel) const
{
    return sim::simulate(simPlatform(), schedule, cancel);
}

} // namespace partita::sim
