#include "exec/calibrate_measure.h"

#include "exec/calibrate_stats.h"
#include "exec/dense.h"
#include "schedule/ring/ring_rates.h"

#include <algorithm>
#include <cstring>
#include <ctime>
#include <memory>
#include <vector>

namespace partita::exec::calibration {

namespace {

// A kernel as a run computes it, timed over `repetitions` updates that cycle through distinct
// data, as a run's steps meet different data rather than the same ones over and over in the cache.
class Workload {
public:
    virtual ~Workload() = default;
    virtual double flops() const = 0; // of one update
    virtual void update(std::int64_t i) = 0;
    double seconds(std::int64_t repetitions)
    {
        const double t0 = MPI_Wtime();
        for (std::int64_t i = 0; i < repetitions; ++i)
            update(i);
        return MPI_Wtime() - t0;
    }
};

// Kernel::Panel, a rank-q update of a panel of C, C(m×n) += A(m×q)·B(q×n), as a step of the
// outer product updates a piece's rectangle and a layer its n×n product: by default the square
// of panelSide(q) (model/platform.h) the rate is written for.
class Panels final : public Workload {
public:
    explicit Panels(std::int64_t q) : Panels(q, side(q), side(q), 4) {}
    Panels(std::int64_t q, std::int64_t rows, std::int64_t cols, std::int64_t count)
        : m_q(q), m_m(rows), m_n(cols), m_count(count), m_a(randomDense(rows, q * count, 5, 0)),
          m_b(randomDense(q, cols * count, 5, 1)), m_c(rows, cols * 2)
    {
    }
    double flops() const override { return 2.0 * static_cast<double>(m_m) * static_cast<double>(m_n) * static_cast<double>(m_q); }
    void update(std::int64_t i) override
    {
        const std::int64_t ia = i % m_count, ib = (i / m_count + i) % m_count, ic = i % 2;
        gemmAccumulate(m_m, m_n, m_q, m_a.col(ia * m_q), m_m, m_b.col(ib * m_n), m_q, m_c.col(ic * m_n), m_m);
    }

private:
    static std::int64_t side(std::int64_t q) { return static_cast<std::int64_t>(panelSide(static_cast<double>(q))); }
    std::int64_t m_q, m_m, m_n, m_count;
    Dense m_a, m_b, m_c;
};

// The wide panel: two of A's and B's panels (it outgrows the caches already), two of C.
std::unique_ptr<Workload> widePanel(std::int64_t q)
{
    return std::make_unique<Panels>(q, kWidePanelRows, kWidePanelCols, 2);
}

// Kernel::Block, one q×q block update C_ij += A_ik·B_kj, as a master-worker worker updates the
// μ×μ blocks of its chunk of C (mw_run.cpp): each block its own array, C's blocks in turn, each
// with a row of A blocks and a column of B blocks. Here μ = 8, so that the chunk and its A and
// B blocks (192 blocks, 57 MB at q = 192) do not fit in the caches, as a worker's do not: a
// 4×4 chunk with a column of A and a row of B, which did, measured 70-72 Gflop/s on the
// development machine where the workers of a run computed at 55-60.
class Blocks final : public Workload {
public:
    explicit Blocks(std::int64_t q) : m_q(q)
    {
        for (int i = 0; i < kMu * kMu; ++i) {
            m_a.push_back(randomDense(q, q, 5, 0));
            m_b.push_back(randomDense(q, q, 6, 1));
        }
        m_c.assign(kMu * kMu, Dense(q, q));
    }
    double flops() const override { return 2.0 * static_cast<double>(m_q) * static_cast<double>(m_q) * static_cast<double>(m_q); }
    void update(std::int64_t u) override
    {
        // u in the worker's order: C_ij for i, then j, and for each its k, fastest
        const auto k = static_cast<std::size_t>(u % kMu), c = static_cast<std::size_t>((u / kMu) % (kMu * kMu));
        const std::size_t i = c / kMu, j = c % kMu;
        gemmAccumulate(m_q, m_q, m_q, m_a[i * kMu + k].data.data(), m_q, m_b[k * kMu + j].data.data(), m_q,
                       m_c[c].data.data(), m_q);
    }

private:
    static constexpr int kMu = 8;
    std::int64_t m_q;
    std::vector<Dense> m_a, m_b, m_c;
};

// Kernel::Stencil, one Jacobi sweep of a slice of the ring's grid (ring_run.cpp), in and out
// alternating: kStencilRows rows of `columns` columns. A point counts as two multiply-adds, four
// flops (docs/ring.md).
class Sweeps final : public Workload {
public:
    explicit Sweeps(std::int64_t columns)
        : m_columns(columns), m_grid{randomDense(kStencilRows, columns + 2, 5, 0), Dense(kStencilRows, columns + 2)}
    {
    }
    double flops() const override { return 4.0 * static_cast<double>(kStencilRows) * static_cast<double>(m_columns); }
    void update(std::int64_t i) override { jacobiSweep(m_grid[i % 2], m_grid[(i + 1) % 2]); }

private:
    std::int64_t m_columns;
    Dense m_grid[2];
};

std::unique_ptr<Workload> workload(Kernel kernel, std::int64_t size)
{
    switch (kernel) {
    case Kernel::Block: return std::make_unique<Blocks>(size);
    case Kernel::Stencil: return std::make_unique<Sweeps>(size);
    case Kernel::Panel: break;
    }
    return std::make_unique<Panels>(size);
}

// Tests `request` every 100 µs until it completes, asleep in between (calibration's own calls
// are not the worker's quiet waits: they pass straight on, app/worker/quiet_waits.h).
void waitAsleep(MPI_Request &request)
{
    int done = 0;
    while (MPI_Test(&request, &done, MPI_STATUS_IGNORE) == MPI_SUCCESS && !done) {
        const timespec pause{0, 100000};
        ::nanosleep(&pause, nullptr);
    }
}

} // namespace

void barrierAsleep(MPI_Comm comm)
{
    MPI_Request r;
    MPI_Ibarrier(comm, &r);
    waitAsleep(r);
}

double stencilSliceMiB(std::int64_t columns)
{
    return ringSliceMiBOfPoints(static_cast<double>(kStencilRows) * static_cast<double>(columns));
}

namespace {

std::int64_t repetitionsOf(Workload &w, double seconds)
{
    std::int64_t repetitions = 1;
    double t = w.seconds(repetitions);
    while (t < seconds / 4) {
        repetitions *= 2;
        t = w.seconds(repetitions);
    }
    const double perUpdate = t / static_cast<double>(repetitions);
    return std::max<std::int64_t>(1, static_cast<std::int64_t>(seconds / perUpdate) + 1);
}

std::vector<double> trialsOf(MPI_Comm comm, Workload &w, std::int64_t repetitions, int trials)
{
    w.seconds(std::min<std::int64_t>(repetitions, 16)); // warm the data
    const double flops = w.flops() * static_cast<double>(repetitions);
    std::vector<double> gflops;
    for (int t = 0; t < trials; ++t) {
        barrierAsleep(comm);
        gflops.push_back(flops / w.seconds(repetitions) / 1e9);
    }
    return gflops;
}

} // namespace

std::int64_t kernelRepetitions(Kernel kernel, std::int64_t size, double seconds)
{
    return repetitionsOf(*workload(kernel, size), seconds);
}

std::vector<double> kernelTrials(MPI_Comm comm, Kernel kernel, std::int64_t size, std::int64_t repetitions, int trials)
{
    return trialsOf(comm, *workload(kernel, size), repetitions, trials);
}

std::int64_t widePanelRepetitions(std::int64_t q, double seconds) { return repetitionsOf(*widePanel(q), seconds); }

PanelPairs panelPairTrials(MPI_Comm comm, std::int64_t q, std::int64_t squareRepetitions, std::int64_t wideRepetitions,
                           int trials)
{
    const auto square = workload(Kernel::Panel, q), wide = widePanel(q);
    square->seconds(std::min<std::int64_t>(squareRepetitions, 16)); // warm the data
    wide->seconds(std::min<std::int64_t>(wideRepetitions, 16));
    PanelPairs out;
    for (int t = 0; t < trials; ++t) {
        barrierAsleep(comm);
        const double s = square->flops() * static_cast<double>(squareRepetitions) / square->seconds(squareRepetitions);
        barrierAsleep(comm);
        const double w = wide->flops() * static_cast<double>(wideRepetitions) / wide->seconds(wideRepetitions);
        out.wide.push_back(w / 1e9);
        out.ratio.push_back(w / s);
    }
    return out;
}

void idleTrials(MPI_Comm comm, int trials)
{
    for (int t = 0; t < trials; ++t)
        barrierAsleep(comm);
}

std::int64_t allreduceMaxAsleep(MPI_Comm comm, std::int64_t value)
{
    std::int64_t result = 0;
    MPI_Request r;
    MPI_Iallreduce(&value, &result, 1, MPI_INT64_T, MPI_MAX, comm, &r);
    waitAsleep(r);
    return result;
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
        // The ranks outside the pair wait asleep, not polling on a core the pair needs.
        barrierAsleep(comm);
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
