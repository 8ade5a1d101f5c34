// The machine's own rate for C = A·B: OpenBLAS dgemm on n × n doubles (or, given M K N, an
// M×K by K×N product) with as many threads as OPENBLAS_NUM_THREADS says (bench/predict_real.sh
// and bench/shapes.sh run it with 2, the peer of a 2-rank `partita run`). Best of three, after
// one warm-up. Prints one JSON line: {"m", "k", "n", "threads", "seconds", "gflops"}.
#include "exec/blas_core.h"

#include <cblas.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

int main(int argc, char **argv)
{
    partita::exec::restartWithMachineBlasCore(argv); // the kernels partita-worker computes with
    const bool shaped = argc > 3;
    const int n = shaped ? std::atoi(argv[3]) : argc > 1 ? std::atoi(argv[1]) : 4000;
    const int m = shaped ? std::atoi(argv[1]) : n, k = shaped ? std::atoi(argv[2]) : n;
    if (n < 1 || m < 1 || k < 1) {
        std::fprintf(stderr, "usage: partita-bench-dgemm N | M K N\n");
        return 2;
    }
    const auto size = [](int rows, int cols) { return static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols); };
    std::vector<double> a(size(m, k)), b(size(k, n)), c(size(m, n));
    std::mt19937_64 random(1);
    std::uniform_real_distribution<double> value(-1, 1);
    for (auto &x : a)
        x = value(random);
    for (auto &x : b)
        x = value(random);
    double best = 1e300;
    for (int trial = 0; trial < 4; ++trial) {
        const auto start = std::chrono::steady_clock::now();
        cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0, a.data(), m, b.data(), k, 0.0, c.data(),
                    m);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (trial > 0) // the first is the warm-up
            best = std::min(best, seconds);
    }
    const double flops = 2.0 * m * static_cast<double>(k) * n;
    std::printf("{\"m\": %d, \"k\": %d, \"n\": %d, \"threads\": %d, \"seconds\": %.6f, \"gflops\": %.3f}\n", m, k, n,
                openblas_get_num_threads(), best, flops / best / 1e9);
    return 0;
}
