#include "sim/scheduled_run.h"

namespace partita::sim {

SimResult ScheduledRun::simulate(const CancelToken *cancel, Recording recording) const
{
    return sim::simulate(simPlatform(), schedule, cancel, recording);
}

} // namespace partita::sim
