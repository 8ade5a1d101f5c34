#include "sim/scheduled_run.h"

namespace partita::sim {

SimResult ScheduledRun::simulate() const { return sim::simulate(simPlatform(), schedule); }

} // namespace partita::sim
