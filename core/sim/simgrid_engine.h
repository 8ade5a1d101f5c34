#pragma once
// SimGrid 3.32 itself as a second engine (`partita simulate --engine simgrid`;
// docs/simulate-compare.md, Engines), built only with PARTITA_WITH_SIMGRID: the schedule is
// replayed in SimGrid through its s4u API, on a network zone built from the SimPlatform — a
// host per node (a processor at its rate, 2 flops a multiply-add, its cores; routers too, as
// SimGrid sends between hosts only), a link per platform link (bandwidth in bytes per second,
// latency, SHARED, FATPIPE for backbones, SPLITDUPLEX where the platform says, each direction
// used as Partita's route crosses it), and for every pair of nodes the schedule sends between,
// the route Partita takes (SimPlatform::route). One coordinating actor holds the schedule's
// rules as the built-in simulator does (sim/simulator.h): ready activities start in schedule
// order once their dependencies allow ("after", "withStartOf") and their resources are free (a
// processor computes one thing at a time; ports; the global bus; a copy between two processors
// of one machine occupies the receiver), as SimGrid executions (Exec, on all the host's cores)
// and host-to-host communications (Comm::sendto); SimGrid alone decides how long they last.
//
// Network models: cm02 and lv08 are SimGrid's CM02 and LV08 (network/model), ideal is CM02
// with the route's latency paid before the communication starts (a wait of the coordinator)
// rather than by the links, so that no flow is weighted by its latency (CM02 weighs a flow
// whose latency phase is zero by 1) and none bounded by the TCP window; all three without
// cross-traffic, as Partita's models are, with SimGrid's time precision at 1e-15 s, its
// sharing solver's at 1e-10 and sharing solved again at every event (network/optim:Full), as
// tests/simgrid/simgrid_replay.py established.
//
// SimGrid keeps global state that only one simulation per process may set up, so each call
// runs SimGrid in a child process (fork) that sends back when each activity started and ended;
// the trace is then recorded as the built-in simulator records it (sim/trace_recorder.h). A
// cancelled `cancel` kills the child and throws Cancelled.

#include "sim/schedule.h"
#include "sim/sim_platform.h"
#include "sim/simulator.h"
#include "util/cancel.h"

namespace partita::sim {

// Throws std::invalid_argument as simulate() does (unknown nodes, a computation on a router, a
// dependency cycle, unconnected nodes), std::invalid_argument for a transfer of a fraction of a
// byte (SimGrid counts whole bytes), and std::runtime_error when SimGrid stops the simulation.
SimResult simulateInSimGrid(const SimPlatform &platform, const Schedule &schedule, const CancelToken *cancel = nullptr);

} // namespace partita::sim
