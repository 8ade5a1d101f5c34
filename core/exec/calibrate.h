#pragma once
// partita calibrate (docs/executor.md): measure the machines a run will use and write them as a
// platform. Every rank times one-thread OpenBLAS dgemm (its speed, Gflop/s) and a ping-pong
// with rank 0 (latency from 8-byte messages, bandwidth from 8 MiB ones); rank 0 writes a star
// centred on itself: processors "P0", "P1", ... (host = the rank's machine), P0 the master,
// computing, one link P0–Pi per other rank with what was measured. Best of several
// repetitions, so that a busy moment does not decide.

#include <mpi.h>

#include <string>

namespace partita::exec {

// Runs on every rank; rank 0 writes `outFile` (atomically) and prints a one-line summary.
// Returns the exit code (2 when the file cannot be written).
int runCalibration(MPI_Comm comm, const std::string &outFile);

} // namespace partita::exec
