#pragma once
// The measurements of partita calibrate (calibrate.h), one trial per list entry.

#include "model/platform.h"

#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace partita::exec::calibration {

// How many updates of `kernel` at block size q (model/platform.h, Kernel) last about `seconds`
// on this rank (at least 1): rank-q updates C(m×m) += A(m×q)·B(q×m) with m = max(q, 1024) (the
// kernel of a 2D step), q×q block updates (master-worker), or Jacobi sweeps of a 2048 × 1024
// slice (the ring).
std::int64_t kernelRepetitions(Kernel kernel, std::int64_t q, double seconds);

// Gflop/s of `trials` trials of `repetitions` updates each; every rank of `comm` that calls it
// starts each trial after a common barrier (barrierAsleep).
std::vector<double> kernelTrials(MPI_Comm comm, Kernel kernel, std::int64_t q, std::int64_t repetitions, int trials);

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
