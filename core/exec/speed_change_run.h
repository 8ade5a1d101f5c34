#pragma once
// The redistribution of a column-based partition when speeds change during a run of the
// outer-product algorithm (paper 000 §4, docs/executor.md): after the first step at
// the new speeds, the ranks measure their speeds, compute the greedy redistribution, move the
// blocks of C operation by operation with MPI (a migrated block column or row keeps its data
// and changes place), and the run (outer_run.cpp) finishes on the new layout.

#include "exec/outer_partition.h"
#include "exec/run_context.h"
#include "redistribution/layout.h"

#include <cstdint>

namespace partita::exec {

// Collective, after step k: this rank did `multiplyAdds` in `computeSeconds` during it.
// `part` and `current` (its layout) become the redistributed partition and layout; rank 0
// reports the redistribution in ctx.extra["redistribution"].
void redistributeAfterStep(RunContext &ctx, std::int64_t k, double multiplyAdds, double computeSeconds,
                           Partition &part, Layout &current);

} // namespace partita::exec
