#pragma once
// The time scale of an emulated run (docs/executor.md, Emulation): how many real seconds one
// modelled time unit lasts — one modelled second on a physical platform, one time unit on a
// "blocks" platform — chosen so that this machine keeps up with the platform, that is ends the
// run within 5 % of its prediction. Absolute holds (emulated_schedule.h) absorb what a rank
// spends between its activities as long as the run has room for it, so two things remain:
//
//   the work: every kernel really runs, on `cores` cores shared by `ranks` ranks; the
//     multiply-adds of the whole run, at kCoreGflops per core and half the cores' time (the
//     rest goes to messages, waits and the ranks' own scheduling), must fit in the scaled
//     makespan:  s ≥ flops / (kCoreGflops·1e9 · cores · ½ · T);
//   the fixed cost: starting the ranks' work (each plans the run) and the synchronisation
//     that ends it cost about kFixedSeconds per rank a core has to run, ρ = max(1, ranks /
//     cores), and must stay within 5 % of the scaled makespan:  s ≥ kFixedSeconds · ρ / (0.05 · T);
//
// with T the modelled makespan (in the platform's time units). The constants were measured on
// star16 (17 ranks on 2 cores, docs/executor.md): a slower machine may still fall behind, which
// the run then reports, with the scale that would do. No MPI here: partita run and the studio
// choose the same scale.

#include "model/platform.h"
#include "trace/trace.h"

namespace partita::exec {

// A one-thread dgemm rate this machine reaches on small blocks, with room (this one: 26).
inline constexpr double kCoreGflops = 10;
// The fixed cost of an emulated run per rank a core runs, in seconds.
inline constexpr double kFixedSeconds = 2e-3;

struct ScaleChoice {
    double scale = 1;    // real seconds per modelled time unit
    double work = 0;     // the bounds above (0 when the prediction is empty)
    double fixed = 0;
    bool operator==(const ScaleChoice &) const = default;
};

// `modelled`: the prediction of the run in the platform's own time units (predictRun with 1
// second per unit). Never below `floor` (1 for a physical platform: real time; partita run's
// default time unit for a blocks one); above it, rounded up to three significant digits.
ScaleChoice chooseScale(const Trace &modelled, int ranks, unsigned cores, double floor);

// The floor of chooseScale for a platform: 1 on a physical one, kDefaultTimeUnit on blocks.
inline constexpr double kDefaultTimeUnit = 0.01;
inline double scaleFloor(Units units) { return units == Units::Blocks ? kDefaultTimeUnit : 1.0; }

// This machine's cores (std::thread::hardware_concurrency, at least 1).
unsigned machineCores();

} // namespace partita::exec
