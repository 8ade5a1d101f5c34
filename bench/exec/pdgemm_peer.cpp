// The peers of the executor benchmark (bench/exec_speed.sh), measured on the same 2 ranks:
//
//   dgemm   one-thread OpenBLAS on each rank, on exactly the work one rank of `partita run
//           --algorithm columns` does on a homogeneous pair: n/q rank-q updates of an
//           n × n/2 block of C (the rate both ranks reach at once, 2 cores busy);
//   pdgemm  ScaLAPACK PDGEMM on a 1×2 process grid with data starting and ending on rank 0,
//           as in `partita run`: A and B distributed from rank 0 (PDGEMR2D), the product, C
//           collected on rank 0.
//
// Prints one JSON line on rank 0: {"n", "q", "dgemm_gflops_per_rank", "pdgemm_seconds",
// "pdgemm_compute_seconds"}.
#include "exec/blas_core.h"
#include "exec/dense.h"

#include <mpi.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

extern "C" {
void Cblacs_pinfo(int *rank, int *procs);
void Cblacs_get(int context, int what, int *value);
void Cblacs_gridinit(int *context, const char *order, int rows, int cols);
void Cblacs_gridinfo(int context, int *rows, int *cols, int *row, int *col);
void Cblacs_gridexit(int context);
int numroc_(const int *n, const int *nb, const int *iproc, const int *isrcproc, const int *nprocs);
void descinit_(int *desc, const int *m, const int *n, const int *mb, const int *nb, const int *irsrc,
               const int *icsrc, const int *ictxt, const int *lld, int *info);
void pdgemm_(const char *transa, const char *transb, const int *m, const int *n, const int *k, const double *alpha,
             const double *a, const int *ia, const int *ja, const int *desca, const double *b, const int *ib,
             const int *jb, const int *descb, const double *beta, double *c, const int *ic, const int *jc,
             const int *descc);
void Cpdgemr2d(int m, int n, const double *a, int ia, int ja, const int *desca, double *b, int ib, int jb,
               const int *descb, int context);
}

using partita::exec::Dense;

namespace {

double dgemmRate(int n, int q)
{
    const int half = n / 2;
    Dense a = partita::exec::randomDense(n, q, 11, 0), b = partita::exec::randomDense(q, half, 11, 1);
    Dense c(n, half);
    MPI_Barrier(MPI_COMM_WORLD);
    const double t0 = MPI_Wtime();
    for (int k = 0; k < n / q; ++k)
        partita::exec::gemmAccumulate(n, half, q, a.col(0), n, b.col(0), q, c.col(0), n);
    const double seconds = MPI_Wtime() - t0;
    return 2.0 * n * half * static_cast<double>(n / q * q) / seconds / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    partita::exec::restartWithMachineBlasCore(argv); // the kernels partita-worker computes with
    MPI_Init(&argc, &argv);
    const int n = argc > 1 ? std::atoi(argv[1]) : 4000;
    const int q = argc > 2 ? std::atoi(argv[2]) : 500;
    partita::exec::useOneBlasThread();
    int rank = 0, procs = 0;
    Cblacs_pinfo(&rank, &procs);
    const double rate = dgemmRate(n, q);

    // Contexts: all of rank 0's data (1×1), and the 1×2 grid that computes.
    int whole = 0, grid = 0;
    Cblacs_get(0, 0, &whole);
    Cblacs_gridinit(&whole, "R", 1, 1);
    Cblacs_get(0, 0, &grid);
    Cblacs_gridinit(&grid, "R", 1, procs);
    int rows = 0, cols = 0, myRow = 0, myCol = 0;
    Cblacs_gridinfo(grid, &rows, &cols, &myRow, &myCol);

    const int zero = 0, one = 1;
    int info = 0;
    int descWhole[9], descA[9], descB[9], descC[9];
    Dense a, b, c;
    if (rank == 0) {
        a = partita::exec::randomDense(n, n, 1, 0);
        b = partita::exec::randomDense(n, n, 1, 1);
        c = Dense(n, n);
        descinit_(descWhole, &n, &n, &n, &n, &zero, &zero, &whole, &n, &info);
    } else {
        descWhole[1] = -1; // not part of the 1×1 context
    }
    const int localRows = numroc_(&n, &q, &myRow, &zero, &rows);
    const int localCols = numroc_(&n, &q, &myCol, &zero, &cols);
    const int lld = std::max(1, localRows);
    Dense la(localRows, localCols), lb(localRows, localCols), lc(localRows, localCols);
    descinit_(descA, &n, &n, &q, &q, &zero, &zero, &grid, &lld, &info);
    descinit_(descB, &n, &n, &q, &q, &zero, &zero, &grid, &lld, &info);
    descinit_(descC, &n, &n, &q, &q, &zero, &zero, &grid, &lld, &info);

    MPI_Barrier(MPI_COMM_WORLD);
    const double t0 = MPI_Wtime();
    Cpdgemr2d(n, n, rank == 0 ? a.col(0) : nullptr, 1, 1, descWhole, la.data.data(), 1, 1, descA, grid);
    Cpdgemr2d(n, n, rank == 0 ? b.col(0) : nullptr, 1, 1, descWhole, lb.data.data(), 1, 1, descB, grid);
    MPI_Barrier(MPI_COMM_WORLD);
    const double t1 = MPI_Wtime();
    const double alpha = 1.0, beta = 0.0;
    pdgemm_("N", "N", &n, &n, &n, &alpha, la.data.data(), &one, &one, descA, lb.data.data(), &one, &one, descB, &beta,
            lc.data.data(), &one, &one, descC);
    MPI_Barrier(MPI_COMM_WORLD);
    const double t2 = MPI_Wtime();
    Cpdgemr2d(n, n, lc.data.data(), 1, 1, descC, rank == 0 ? c.col(0) : nullptr, 1, 1, descWhole, grid);
    MPI_Barrier(MPI_COMM_WORLD);
    const double t3 = MPI_Wtime();

    double rates[2] = {rate, rate};
    MPI_Reduce(&rate, rates, 1, MPI_DOUBLE, MPI_MIN, 0, MPI_COMM_WORLD);
    if (rank == 0)
        std::printf("{\"n\": %d, \"q\": %d, \"dgemm_gflops_per_rank\": %.4f, \"pdgemm_seconds\": %.4f, "
                    "\"pdgemm_compute_seconds\": %.4f}\n",
                    n, q, rates[0], t3 - t0, t2 - t1);
    Cblacs_gridexit(grid);
    if (rank == 0)
        Cblacs_gridexit(whole);
    MPI_Finalize();
    return 0;
}
