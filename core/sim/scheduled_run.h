#pragma once
// A scheduled run: a schedule together with what it is meant to run on — the platform view
// whose nodes its activities name (processors, then routers, as sim::SimPlatform numbers them),
// the block side the platform's units assume, and the communication model. Every family's
// result carries one (master-worker, layer-based, the mesh baselines, the ring, the outer
// product), so that "simulate this schedule" means one thing everywhere: the planner simulates
// it once and keeps the SimResult next to it, the executor replays the same schedule, and
// nothing rebuilds the platform view to simulate again.

#include "model/platform.h"
#include "sim/schedule.h"
#include "sim/sim_platform.h"
#include "sim/simulator.h"

namespace partita::sim {

struct ScheduledRun {
    Schedule schedule;
    Platform platform; // the view the schedule runs on (often the platform with fewer links)
    double q = 1;      // block side the SimPlatform converts blocks units with
    CommModel model;

    SimPlatform simPlatform() const { return SimPlatform(platform, q, model); }
    // sim::simulate(simPlatform(), schedule, cancel, recording); throws as sim::simulate does.
    SimResult simulate(const CancelToken *cancel = nullptr, Recording recording = Recording::Trace) const;

    bool operator==(const ScheduledRun &) const = default;
};

} // namespace partita::sim
