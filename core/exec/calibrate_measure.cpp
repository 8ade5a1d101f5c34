#include "exec/calibrate_measure.h"

#include "exec/calibrate_stats.h"
#include "exec/dense.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace partita::exec::calibration {

namespace {

// The kernel of a run at block size q: a rank-q update of a panel of C, C(m×m) += A(m×q)·B(q×m),
// as a step of the outer product updates a piece's rectangle and a layer its n×n product.
// The updates cycle through a few distinct panels of A, B and C, as a run's steps meet
// different data rather than the same ones over and over in the cache.
constexpr std::int64_t kPanels = 4;
constexpr std::int64_t kPanelSide = 1024;

struct Blocks {
    std::int64_t q, m;
    Dense a, b, c;
    explicit Blocks(std::int64_t q_)
        : q(q_), m(std::max(q_, kPanelSide)), a(randomDense(m, q_ * kPanels, 5, 0)), b(randomDense(q_, m * kPanels, 5, 1)),
          c(m, m * 2)
    {
    }
    double flops() const { return 2.0 * static_cast<double>(m) * static_cast<double>(m) * static_cast<double>(q); }
    void update(std::int64_t i)
    {
        const std::int64_t ia = i % kPanels, ib = (i / kPanels + i) % kPanels, ic = i % 2;
        gemmAccumulate(m, m, q, a.col(ia * q), m, b.col(ib * m), q, c.col(ic * m), m);
    }
    double seconds(std::int64_t repetitions)
    {
        const double t0 = MPI_Wtime();
        for (std::int64_t i = 0; i < repetitions; ++i)
            update(i);
        return MPI_Wtime() - t0;
    }
};

} // namespace

std::int64_t dgemmRepetitions(std::int64_t q, double seconds)
{
    Blocks blocks(q);
    std::int64_t repetitions = 1;
    double t = blocks.seconds(repetitions);
    while (t < seconds / 4) {
        repetitions *= 2;
        t = blocks.seconds(repetitions);
    }
    const double perUpdate = t / static_cast<double>(repetitions);
    return std::max<std::int64_t>(1, static_cast<std::int64_t>(seconds / perUpdate) + 1);
}

std::vector<double> dgemmTrials(MPI_Comm comm, std::int64_t q, std::int64_t repetitions, int trials)
{
    Blocks blocks(q);
    blocks.seconds(std::min<std::int64_t>(repetitions, kPanels)); // warm the panels
    const double flops = blocks.flops() * static_cast<double>(repetitions);
    std::vector<double> gflops;
    for (int t = 0; t < trials; ++t) {
        MPI_Barrier(comm);
        gflops.push_back(flops / blocks.seconds(repetitions) / 1e9);
    }
    return gflops;
}

std::vector<double> memcpyTrials(std::size_t bytes, int trials)
{
    std::vector<char> from(bytes, 1), to(bytes, 0); // touched, so no page faults are timed
    std::memcpy(to.data(), from.data(), bytes);
    std::vector<double> gbs;
    for (int t = 0; t < trials; ++t) {
        from[static_cast<std::size_t>(t)] = static_cast<char>(t);
        const double t0 = MPI_Wtime();
        std::memcpy(to.data(), from.data(), bytes);
        const double s = MPI_Wtime() - t0;
        gbs.push_back(static_cast<double>(bytes) / s / 1e9);
    }
    volatile char sink = to[static_cast<std::size_t>(trials) % bytes];
    (void)sink;
    return gbs;
}

std::vector<double> pingPongTrials(MPI_Comm comm, int peer, std::size_t bytes, int roundTrips, int trials)
{
    int rank = 0;
    MPI_Comm_rank(comm, &rank);
    // Each round trip moves a buffer the last ones did not touch, from memory rather than the
    // cache, as a run's messages carry data computed or read a while before.
    constexpr int kBuffers = 8;
    std::vector<std::vector<char>> buffers(kBuffers, std::vector<char>(bytes, 1));
    const int count = static_cast<int>(bytes);
    std::vector<double> oneWay;
    for (int t = -1; t < trials; ++t) { // trial -1 warms the buffers and the connection, untimed
        MPI_Barrier(comm);
        std::vector<double> trips;
        for (int r = 0; r < roundTrips; ++r) {
            auto &buf = buffers[static_cast<std::size_t>(r % kBuffers)];
            if (rank == 0) {
                const double t0 = MPI_Wtime();
                MPI_Send(buf.data(), count, MPI_CHAR, peer, 0, comm);
                MPI_Recv(buf.data(), count, MPI_CHAR, peer, 0, comm, MPI_STATUS_IGNORE);
                trips.push_back((MPI_Wtime() - t0) / 2);
            } else if (rank == peer) {
                MPI_Recv(buf.data(), count, MPI_CHAR, 0, 0, comm, MPI_STATUS_IGNORE);
                MPI_Send(buf.data(), count, MPI_CHAR, 0, 0, comm);
            }
        }
        if (rank == 0 && t >= 0)
            oneWay.push_back(summarize(trips).median);
    }
    return oneWay;
}

} // namespace partita::exec::calibration
