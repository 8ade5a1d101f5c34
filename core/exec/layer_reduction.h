#pragma once
// The end of a layer-based run (layer_run.cpp, mesh_run.cpp): each rank holds its partial
// layer of C. With --result gathered they are summed at rank 0 along the binomial tree the
// prediction models (schedule/outer/result_delivery.h): at stride s = 1, 2, 4, …, rank j
// (j mod 2s = s) sends its sum so far to rank j − s, which adds it; each rank enters the tree as
// soon as its own layer is computed, and the sums move in pieces of at most 2^18 elements so
// that no rank holds a second m×n matrix. With --result distributed, the layers stay where they
// are (C is their sum, as paper 004 has it) and are summed untimed, for the verification only.
// Emulated, every piece is held to its route's latency + size/bandwidth, and, on one host, to
// the memory pass of the addition.

#include "exec/run_context.h"

namespace partita::exec {

// Collective. `layer` is this rank's partial product (empty or zero if it has none); rank 0's
// C receives the sum. `done` is when this rank's layer was complete. Returns, on rank 0, the
// makespan: when C is at rank 0 (gathered) or when the last layer was complete (distributed);
// sets ctx.afterPhase to the seconds the sum took at rank 0 after its own layer.
double finishLayers(RunContext &ctx, Dense &layer, double done);

} // namespace partita::exec
