// The machine's own rate for A = L·U: LAPACK's dgetrf (in OpenBLAS) on an n × n diagonally
// dominant matrix with as many threads as OPENBLAS_NUM_THREADS says (bench/lu.sh runs it with
// 2, the peer of `partita run --algorithm lu-…` on a master and two workers). Best of three,
// after one warm-up, each on a fresh copy. Prints one JSON line: {"n", "threads", "seconds",
// "gflops"}, counting the ⅔n³ flops of LU.
#include "exec/blas_core.h"

#include <cblas.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

extern "C" void dgetrf_(const int *m, const int *n, double *a, const int *lda, int *ipiv, int *info);

int main(int argc, char **argv)
{
    partita::exec::restartWithMachineBlasCore(argv); // the kernels partita-worker computes with
    const int n = argc > 1 ? std::atoi(argv[1]) : 4000;
    if (n < 1) {
        std::fprintf(stderr, "usage: partita-bench-dgetrf N\n");
        return 2;
    }
    const std::size_t size = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    std::vector<double> original(size), a(size);
    std::vector<int> pivots(static_cast<std::size_t>(n));
    std::mt19937_64 random(1);
    std::uniform_real_distribution<double> value(-1, 1);
    for (std::size_t i = 0; i < size; ++i)
        original[i] = value(random);
    for (int i = 0; i < n; ++i) // as partita run's LU: n added to the diagonal
        original[static_cast<std::size_t>(i) * static_cast<std::size_t>(n) + static_cast<std::size_t>(i)] += n;
    double best = 1e300;
    for (int trial = 0; trial < 4; ++trial) {
        a = original;
        int info = 0;
        const auto start = std::chrono::steady_clock::now();
        dgetrf_(&n, &n, a.data(), &n, pivots.data(), &info);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (info != 0) {
            std::fprintf(stderr, "dgetrf failed: info = %d\n", info);
            return 1;
        }
        if (trial > 0) // the first is the warm-up
            best = std::min(best, seconds);
    }
    const double flops = 2.0 / 3.0 * n * static_cast<double>(n) * n;
    std::printf("{\"n\": %d, \"threads\": %d, \"seconds\": %.6f, \"gflops\": %.3f}\n", n, openblas_get_num_threads(),
                best, flops / best / 1e9);
    return 0;
}
