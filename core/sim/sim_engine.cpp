#include "sim/sim_engine.h"

#include "model/error.h"

#ifdef PARTITA_HAVE_SIMGRID
#include "sim/simgrid_engine.h"
#endif

#include <stdexcept>

namespace partita::sim {

const char *toString(SimEngine e)
{
    return e == SimEngine::SimGrid ? "simgrid" : "partita";
}

const std::vector<std::string> &simEngineNames()
{
    static const std::vector<std::string> names{"partita", "simgrid"};
    return names;
}

SimEngine parseSimEngine(const std::string &name)
{
    for (const SimEngine e : {SimEngine::Partita, SimEngine::SimGrid})
        if (name == toString(e))
            return e;
    throw std::invalid_argument("unknown engine '" + name + "' (expected partita or simgrid)");
}

bool simGridBuilt()
{
#ifdef PARTITA_HAVE_SIMGRID
    return true;
#else
    return false;
#endif
}

void requireEngine(SimEngine engine)
{
    if (engine == SimEngine::SimGrid && !simGridBuilt())
        throw InputError("this build of Partita has no SimGrid: --engine simgrid needs SimGrid 3.32 "
                         "(libsimgrid-dev) when Partita is configured (CMake option PARTITA_WITH_SIMGRID)");
}

SimResult simulateWith(SimEngine engine, const SimPlatform &platform, const Schedule &schedule,
                       const CancelToken *cancel)
{
    requireEngine(engine);
#ifdef PARTITA_HAVE_SIMGRID
    if (engine == SimEngine::SimGrid)
        return simulateInSimGrid(platform, schedule, cancel);
#endif
    return simulate(platform, schedule, cancel);
}

} // namespace partita::sim
