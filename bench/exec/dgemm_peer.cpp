// The machine's own rate for C = A·B: OpenBLAS dgemm on n × n doubles with as many threads as
// OPENBLAS_NUM_THREADS says (bench/predict_real.sh runs it with 2, the peer of a 2-rank
// `partita run`). Best of three, after one warm-up. Prints one JSON line: {"n", "threads",
// "seconds", "gflops"}.
#include <cblas.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

int main(int argc, char **argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : 4000;
    if (n < 1) {
        std::fprintf(stderr, "usage: partita-bench-dgemm N\n");
        return 2;
    }
    const std::size_t size = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    std::vector<double> a(size), b(size), c(size);
    std::mt19937_64 random(1);
    std::uniform_real_distribution<double> value(-1, 1);
    for (std::size_t i = 0; i < size; ++i) {
        a[i] = value(random);
        b[i] = value(random);
    }
    double best = 1e300;
    for (int trial = 0; trial < 4; ++trial) {
        const auto start = std::chrono::steady_clock::now();
        cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, a.data(), n, b.data(), n, 0.0, c.data(),
                    n);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (trial > 0) // the first is the warm-up
            best = std::min(best, seconds);
    }
    const double flops = 2.0 * n * static_cast<double>(n) * n;
    std::printf("{\"n\": %d, \"threads\": %d, \"seconds\": %.6f, \"gflops\": %.3f}\n", n, openblas_get_num_threads(),
                best, flops / best / 1e9);
    return 0;
}
