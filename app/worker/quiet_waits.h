#pragma once
// How the blocking MPI calls of partita-worker wait (docs/executor.md, "Faults"). Open MPI
// polls while a call waits, at 100 % of a core, even with mpi_yield_when_idle (sched_yield on
// an otherwise idle core returns at once): a rank waiting for a stopped or slow peer would burn
// a core for nothing, and a throttled rank (exec/throttle.h) would spend its quota so. The
// blocking calls the executor makes (point to point, barrier, the collectives it uses, waits)
// are intercepted through the MPI profiling interface: each starts the non-blocking form
// (PMPI_I...) and tests it, per the mode:
//   Direct    passes the calls straight on (calibration, which times them);
//   Polite    tests without pause for 1 ms, then sleeps between tests (2 µs, doubling up to
//             200 µs, and in a wait of more than 40 ms up to 0.5 % of the time waited, at
//             most 10 ms): a short wait costs nothing, a long one about 1 % of a core;
//   Sleeping  sleeps between tests from the start (a throttled rank).
// Every rank of the job must use the same mode family (Direct, or one of the others): MPI does
// not match a blocking collective on one rank with a non-blocking one on another.
// Whatever the mode, the calls count as they complete and say what they wait for, which the
// heartbeat reports (heartbeat.h).

#include <cstdint>

namespace partita::worker {

enum class WaitMode { Direct, Polite, Sleeping };

void setWaitMode(WaitMode mode);

struct WaitState {
    std::uint64_t completed = 0;   // blocking calls completed
    const char *waitingIn = nullptr; // the call waited in now, nullptr when none
    int peer = -1;                   // the rank it waits for, -1 for any or a collective
};
// Safe to call from another thread.
WaitState waitState();

} // namespace partita::worker
