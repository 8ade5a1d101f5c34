#pragma once
// The measurements of partita calibrate (calibrate.h), one trial per list entry.

#include "model/platform.h"

#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace partita::exec::calibration {

// The slices of the ring's grid the stencil kernel is timed on: kStencilRows rows of each of
// kStencilColumns columns, 8 to 256 MiB in and out (stencilSliceMiB), from a slice the caches
// hold to slices far beyond them, as the members of a ring hold (ring_rates.h).
inline constexpr std::int64_t kStencilRows = 2048;
inline constexpr std::int64_t kStencilColumns[] = {256, 1024, 1536, 2048, 3072, 4096, 8192};
// MiB of a slice of `columns` columns, both copies (the stencil kernel's size, model/platform.h).
double stencilSliceMiB(std::int64_t columns);

// How many updates of `kernel` at `size` (model/platform.h, Kernel) last about `seconds` on this
// rank (at least 1): rank-q updates C(m×m) += A(m×q)·B(q×m) with m = max(q, 1024) (the kernel of
// a 2D step) or q×q block updates (master-worker) with size = q, or Jacobi sweeps of a slice of
// kStencilRows rows and size = its columns (the ring).
std::int64_t kernelRepetitions(Kernel kernel, std::int64_t size, double seconds);

// Gflop/s of `trials` trials of `repetitions` updates each; every rank of `comm` that calls it
// starts each trial after a common barrier (barrierAsleep).
std::vector<double> kernelTrials(MPI_Comm comm, Kernel kernel, std::int64_t size, std::int64_t repetitions, int trials);

// The wide panel the panel kernel is timed on besides its square one (model/platform.h,
// panelSide), so that the two rates give the panel packing (panelShapeFactor): C(4096 × 2048)
// += A(4096 × q)·B(q × 2048), as a piece of a 2D partition at n = 4000 on two processors is.
inline constexpr std::int64_t kWidePanelRows = 4096, kWidePanelCols = 2048;
// kernelRepetitions of the panel kernel at q on the wide panel.
std::int64_t widePanelRepetitions(std::int64_t q, double seconds);
// `trials` trials of the panel kernel at q on its square (`squareRepetitions` updates) then, right
// after, on the wide panel (`wideRepetitions`), every rank of `comm` together: the Gflop/s of each
// on the wide panel, and the ratio of the wide panel's rate to the square's in each trial, so
// that a busy moment of the machine, which slows both, does not move the ratio.
struct PanelPairs {
    std::vector<double> wide, ratio;
};
PanelPairs panelPairTrials(MPI_Comm comm, std::int64_t q, std::int64_t squareRepetitions, std::int64_t wideRepetitions,
                           int trials);

// MPI_Barrier as the non-blocking barrier tested every 100 µs, asleep in between: an idle
// master waits so while the others compute, and MPI matches a non-blocking collective only
// with the same non-blocking one, so every rank's barriers of the trials are this one.
void barrierAsleep(MPI_Comm comm);

// The trials' barriers on a rank that does not compute (an idle master), so that the ranks
// measured keep the cores to themselves.
void idleTrials(MPI_Comm comm, int trials);

// MPI_Allreduce with MPI_MAX of one int64, waited for asleep; every rank calls it.
std::int64_t allreduceMaxAsleep(MPI_Comm comm, std::int64_t value);

// GB/s of `trials` copies of `bytes` with memcpy.
std::vector<double> memcpyTrials(std::size_t bytes, int trials);

// One-way seconds between rank 0 and `peer` for messages of `bytes`: each trial is the median
// of `roundTrips` round trips, halved. Collective over `comm` (the others wait at the
// barriers, asleep); the times are rank 0's, the other ranks get an empty list.
std::vector<double> pingPongTrials(MPI_Comm comm, int peer, std::size_t bytes, int roundTrips, int trials);

} // namespace partita::exec::calibration
