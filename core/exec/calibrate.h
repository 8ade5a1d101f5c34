#pragma once
// partita calibrate (docs/executor.md): measure the machines a run will use and write them as a
// platform. Every value is the median of kCalibrationTrials trials (up to kCalibrationBatches
// times as many for a rate of all ranks at once whose trials spread by more than kSteadySpread),
// with its spread ((max − min) / median) printed and, with a report file, written out:
//  - speed: one-thread OpenBLAS dgemm, rank-q updates of 1024 × 1024 panels of C (q the run's
//    block size: the kernel of a step), all ranks at once as they will run (the rate written),
//    and each rank alone (reported);
//  - the other kernels a run computes with (model/platform.h, Kernel), all ranks at once,
//    written as the processor's "kernels": q×q block updates (master-worker) at each block size,
//    the ring's Jacobi sweep, and, when several block sizes are measured, the panel rate at each
//    (a speed function of q);
//  - memory copy: a 64 MiB memcpy on each rank, alone (bounds the links inside a host);
//  - a ping-pong with rank 0 per other rank: latency from 8-byte messages, bandwidth from
//    32 MiB ones. A link is checked (calibrate_stats.h): an impossible value is measured again,
//    up to kCalibrationAttempts times, and refused if it stays impossible (exit code 2, nothing
//    written); a link inside one host is bounded by the host's memory-copy bandwidth.
// Rank 0 writes a star centred on itself: processors "P0", "P1", ... (host = the rank's
// machine), P0 the computing master (unless masterIdle), one link P0–Pi per other rank.

#include <mpi.h>

#include <cstdint>
#include <string>
#include <vector>

namespace partita::exec {

inline constexpr int kCalibrationTrials = 7;
inline constexpr int kCalibrationAttempts = 3;
// A rate measured with all ranks at once whose trials spread by more than kSteadySpread on some
// rank (a busy spell of the machine) is timed kCalibrationTrials more times, every rank
// together, up to kCalibrationBatches batches: its median is then that of every trial.
inline constexpr double kSteadySpread = 0.10;
inline constexpr int kCalibrationBatches = 3;

struct CalibrationOptions {
    std::string outFile;    // the platform (partita-platform/1), written atomically
    std::string reportFile; // optional: every median, spread and alone rate, as JSON
    // The block sizes measured (the first one's panel rate is the speed written), at least one.
    std::vector<std::int64_t> blockSizes = {80};
    // Rank 0 as the master of a master-worker or LU run that only communicates: it does not
    // compute while the others are measured together (it waits asleep), its speed is its rate
    // alone, and the platform says "master_computes": false.
    bool masterIdle = false;
};

// Runs on every rank; rank 0 writes the files and prints one line per rank. Returns the exit
// code: 0, or 2 when a value stays impossible or a file cannot be written (every rank agrees).
int runCalibration(MPI_Comm comm, const CalibrationOptions &options);

} // namespace partita::exec
