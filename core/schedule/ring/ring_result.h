#pragma once
// The SharedRing problem (paper 001) as values: the options of the heuristic and the ring it
// returns. An iterative computation updates, at every step, slices of an H×W grid cut among
// the processors of a virtual ring; each processor then sends H to both ring neighbours along
// a route of the platform graph, with a share of the bandwidth of every link it crosses.
// docs/ring.md explains the units, equations (3)-(4) and the choices made where the paper is
// silent.

#include "model/platform.h"
#include "schedule/ring/ring_refinement.h"
#include "sim/scheduled_run.h"

#include <map>
#include <ostream>
#include <string>
#include "util/cancel.h"

#include <vector>

namespace partita {

struct RingOptions {
    // Problem parameters (`--h`, `--w`). W is the work of one step, in the platform's work unit
    // (block updates, or Gflop): P_i spends alpha_i·W/speed_i computing. H is the size of the
    // boundary sent to each neighbour, in its data unit (blocks, or GB): H/bandwidth to send.
    double h = 1000;
    double w = 1000;
    int maxSize = 0;               // largest ring grown; 0 = every computing processor
    // §4.3, after every insertion: max-min fair shares (method 1, the default), the optimal
    // shares and workloads of the ring's routes (method 2, ring_program.h), or none
    RingRefinement refinement = RingRefinement::MaxMin;
    int iterations = 1;            // steps of the computation put in RingResult::run
    double q = 1;                  // block size the schedule's amounts assume and RingResult::run
                                   // simulates with (only blocks units depend on it)
    const CancelToken *cancel = nullptr; // checked once per candidate insertion; null: never
    bool operator==(const RingOptions &) const = default;
};

// The communication path from one ring member to a neighbour (S_i or P_i of §2.1).
struct RingPath {
    std::string from, to;
    bool toSuccessor = true; // S_i; false for P_i (in a ring of two both lead to the other one)
    std::vector<int> links; // indices into Platform::links, from `from` to `to`
    double bandwidth = 0;   // the share it holds on every link it crosses: c = 1/bandwidth
    double latency = 0;     // sum of the link latencies (not in T_step: the model is linear, §2.3)
    bool operator==(const RingPath &) const = default;
};

// One step of the greedy growth (§4.1), for stepping through it in class.
struct RingInsertion {
    int size = 0;            // ring size after the step
    std::string processor;   // size 1: the processor alone; size 2: the second one of the best
                             // pair; then the processor inserted
    std::string pred, succ;  // its ring neighbours after the step (empty at size 1)
    std::vector<std::string> ring; // the ring after the step
    double tStepGreedy = 0;  // equation (3) with the bandwidths of §4.2
    double tStep = 0;        // after the §4.3 refinement (equal without it, or when it loses)
    bool refined = false;    // the refinement's bandwidths were kept
    bool operator==(const RingInsertion &) const = default;
};

struct RingResult {
    std::vector<std::string> ring;       // processor ids in ring order (the best size)
    std::vector<RingPath> paths;         // the 2q paths: for each member in ring order, S_i to
                                         // its successor then P_i to its predecessor (none for
                                         // a ring of 1)
    std::map<std::string, double> alpha; // share of W, per computing processor (0 off the ring)
    double tStep = 0;                    // time of one step, equation (3)
    std::vector<double> tStepBySize;     // [s-1]: T_step of the ring of size s while growing
    std::vector<RingInsertion> steps;    // [s-1]: the step that reached size s
    // `iterations` steps of the computation (ring_schedule.h), multi-port, on a platform view
    // with the same processors and routers (so node indices match sim::SimPlatform of the
    // original platform), then two receive routers per ring member, "<id>:from-pred" and
    // "<id>:from-succ", and one dedicated link per ring path at its bandwidth, from its sender
    // to the receive router at its other end. Paper 001 §2.1: a path with bandwidth share b
    // behaves "as if we had a direct link dedicated to the message, but of reduced bandwidth b".
    // The planner does not simulate it (T_step is equation (3)); run.simulate() does.
    sim::ScheduledRun run;

    // S_i (toSuccessor) or P_i of member `from`; nullptr if `from` is not on a ring of 2 or more.
    const RingPath *findPath(const std::string &from, bool toSuccessor) const;
    bool operator==(const RingResult &) const = default;
};

std::ostream &operator<<(std::ostream &os, const RingResult &r);

} // namespace partita
