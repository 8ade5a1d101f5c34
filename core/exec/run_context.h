#pragma once
// What every rank of a run shares with the strategy it runs (executor.cpp builds it): the
// communicator, the platform and problem, the rank map, the clock, the emulator and the
// events. Rank 0 holds A, B and C.

#include "exec/dense.h"
#include "exec/emulator.h"
#include "exec/event_log.h"
#include "exec/executor.h"
#include "exec/rank_map.h"
#include "exec/verify.h"

#include <nlohmann/json.hpp>

#include <mpi.h>

#include <algorithm>
#include <array>
#include <optional>

namespace partita::exec {

struct RunContext {
    MPI_Comm comm = MPI_COMM_WORLD;
    int rank = 0;
    RunOptions options;
    Platform platform;
    Problem problem;
    RankMap ranks;
    RunClock clock;
    Emulator emulator{false, TimeModel{}, 1.0};
    std::vector<ExecEvent> events;  // this rank's (rank 0: every rank's, once collected)
    std::size_t shipped = 0;        // events already sent to rank 0
    Dense a, b, c;                  // rank 0 only
    double predicted = 0;           // the simulator's makespan, in seconds
    std::string phaseNote;          // e.g. "C gathered in 0.012 s"
    double afterPhase = 0;          // gather or aggregation seconds
    nlohmann::ordered_json extra = nlohmann::ordered_json::object(); // rank 0: more summary fields
    std::optional<Verification> verification; // set by runs that check C their own way (ring)
    double flops = 0;                         // flops of the run, when not the 2n³ of a product
    // Rank 0: the panel of C, rows and columns, each rank updates with the panel kernel (a 2D
    // partition's pieces, a layer's whole C), so that its measured rate can be brought back to the
    // kernel's square panel (calibrate --from-run, model/platform.h panelShapeFactor); empty when
    // the strategy computes otherwise.
    std::vector<std::array<double, 2>> panels;

    double speedOf(int r) const;    // of the processor rank r plays (0 for a non-computing master)
    // Emulated: holds this rank's (kind, step, peer) activity, begun at `begin` and modelled to
    // last `seconds`, until its predicted end (Emulator::hold). Returns the time held to.
    double hold(double begin, double seconds, IntervalKind kind, int peer, int step)
    {
        return emulator.hold(clock, begin, seconds, kind, peer, step);
    }
    // Where to show an activity that began at `begin` and was held to `heldTo` (hold()'s
    // result): over its modelled `seconds` before that end, the time before it being a wait.
    double shownBegin(double begin, double heldTo, double seconds) const
    {
        return emulator.enabled() ? std::max(begin, heldTo - seconds) : begin;
    }
    void record(const ExecEvent &e);
    // Collective: the run's clock starts now on every rank (ranks on one machine at the same
    // instant). A strategy calls it once it has planned, so that the makespan, like its
    // prediction, counts the run and not the planning.
    void startClock();
    // Collective: every rank sends the events it recorded since the last call to rank 0,
    // which prints them (and a progress line) when events are on.
    void collectEvents(double progress);
};

// MPI tags of a run.
enum Tag : int {
    kTagData = 1,
    kTagResult = 2,
    kTagReady = 3,
    kTagRedistribute = 4,
    kTagHaloFromPred = 5,
    kTagHaloFromSucc = 6,
};

// Each strategy runs on every rank and returns the makespan (meaningful on rank 0).
double runOuterProduct(RunContext &ctx);
double runLayers(RunContext &ctx);
double runMasterWorker(RunContext &ctx);
double runRing(RunContext &ctx);
double runMesh(RunContext &ctx);
double runLu(RunContext &ctx);

} // namespace partita::exec
