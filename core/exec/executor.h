#pragma once
// partita-worker's engine (docs/executor.md): every rank reads the same platform and plans the same
// strategy (plans are deterministic values), rank 0 owns A, B and C, sends each rank the data
// the plan says, the ranks compute with OpenBLAS (one thread each), and rank 0 checks C
// against an independent product, streams events, and prints the summary.
//
//   2D partitions   the outer-product algorithm of paper 000 §2.1 without a barrier per step,
//                   as OuterProductModel::executedRun predicts it: rank 0 posts each rank's part
//                   of step k+1's pivot column of A and pivot row of B (non-blocking, two
//                   buffers, one message at a time) before its own update of step k; the others
//                   update as soon as their data are in (outer_run.cpp).
//   layers          paper 004 §1.1: rank 0 sends rank i its k_i columns of A and rows of B,
//   lbp-star        one message at a time (or at once in PC modes); rank i computes its layer
//                   once they are in (or as they arrive in SS modes).
//   lbp-mesh        paper 004 §5: store and forward along the MFT network (mesh_run.cpp).
//   mw-*            paper 002: the simulated master-worker schedule replayed (mw_run.cpp).
//   ring            paper 001: a Jacobi relaxation on the SharedRing (ring_run.cpp).
//   lu-*            paper 002 §7: the simulated LU schedule replayed on a diagonally dominant A,
//                   checked by ‖A − L·U‖_F/‖A‖_F (lu_run.cpp).
//
// Then C is delivered as --result asks (schedule/outer/result_delivery.h): gathered at rank 0
// (a 2D partition's pieces sent back, the layers summed along a binomial tree,
// layer_reduction.h) or left where it was computed. The makespan ends when C is where it was
// asked, the quantity the run's prediction (run_prediction.h) gives.

#include "model/platform.h"
#include "exec/run_options.h"
#include "model/problem.h"

#include <mpi.h>

#include <cstdint>
#include <string>
#include <vector>

namespace partita::exec {


// Runs on every rank of `comm`. Returns the process exit code: 0, 1 when C is wrong (rank 0),
// 2 for bad input found before any data moved (every rank finds it and rank 0 prints it).
// A failure while running aborts the whole job (MPI_Abort) after printing the reason.
int runExecutor(MPI_Comm comm, const RunOptions &options);

} // namespace partita::exec
