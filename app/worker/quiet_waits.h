#pragma once
// A throttled rank (partita run --throttle, exec/throttle.h) must not spend its CPU quota
// spinning while it waits for a message or the other ranks: Open MPI polls even with
// mpi_yield_when_idle, and sched_yield on an otherwise idle core returns at once. Once quiet
// waits are on, the blocking MPI calls the executor makes (point to point, barrier, the
// collectives it uses, waits) are intercepted through the MPI profiling interface: each starts
// the non-blocking form (PMPI_I...) and tests it, sleeping between tests (2 µs, doubling up to
// 200 µs), so a waiting rank sleeps instead. Off by default: the calls are passed straight on.
// Every rank of the job must turn it on, or none: MPI does not match a blocking collective on
// one rank with a non-blocking one on another.

namespace partita::worker {

void setQuietWaits(bool on);

} // namespace partita::worker
