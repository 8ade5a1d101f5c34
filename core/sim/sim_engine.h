#pragma once
// The engines a schedule can be simulated with (`partita simulate --engine`;
// docs/simulate-compare.md, Engines):
//   Partita  the built-in simulator (sim/simulator.h), the default
//   SimGrid  SimGrid 3.32 itself, through its s4u API (sim/simgrid_engine.h), in builds
//            configured with PARTITA_WITH_SIMGRID (on when libsimgrid-dev is installed)
// Both take the same SimPlatform and Schedule and return the same SimResult, so that every
// output (the trace, the Gantt chart, the JSON, the makespan) reads either.

#include "sim/schedule.h"
#include "sim/sim_platform.h"
#include "sim/simulator.h"
#include "util/cancel.h"

#include <string>
#include <vector>

namespace partita::sim {

enum class SimEngine { Partita, SimGrid };

// "partita", "simgrid".
const char *toString(SimEngine e);
const std::vector<std::string> &simEngineNames();
// Throws std::invalid_argument for a name not in simEngineNames().
SimEngine parseSimEngine(const std::string &name);

// Whether this build has the SimGrid engine.
bool simGridBuilt();
// Throws InputError when `engine` is SimGrid and the build has none, saying so.
void requireEngine(SimEngine engine);

// simulate() or simulateInSimGrid(); throws as they do, and as requireEngine().
SimResult simulateWith(SimEngine engine, const SimPlatform &platform, const Schedule &schedule,
                       const CancelToken *cancel = nullptr);

} // namespace partita::sim
