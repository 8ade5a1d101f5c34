#include "exec/calibrate.h"

#include "exec/dense.h"
#include "io/platform_json.h"
#include "model/error.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <cstdio>
#include <iostream>
#include <vector>

namespace partita::exec {

namespace {

constexpr int kRepeats = 5;

double dgemmGflops()
{
    constexpr std::int64_t n = 600;
    const auto a = randomDense(n, n, 5, 0), b = randomDense(n, n, 5, 1);
    Dense c(n, n);
    double best = 0;
    for (int r = 0; r < kRepeats; ++r) {
        const double t0 = MPI_Wtime();
        gemmAccumulate(n, n, n, a.col(0), n, b.col(0), n, c.col(0), n);
        const double t = MPI_Wtime() - t0;
        best = std::max(best, 2.0 * n * n * n / t / 1e9);
    }
    return best;
}

// Half the best round trip of `bytes` between rank 0 and `peer`, on both sides.
double oneWaySeconds(MPI_Comm comm, int rank, int peer, std::size_t bytes)
{
    std::vector<char> buf(bytes);
    double best = 1e300;
    for (int r = 0; r < kRepeats; ++r) {
        MPI_Barrier(comm);
        if (rank == 0) {
            const double t0 = MPI_Wtime();
            MPI_Send(buf.data(), static_cast<int>(bytes), MPI_CHAR, peer, 0, comm);
            MPI_Recv(buf.data(), static_cast<int>(bytes), MPI_CHAR, peer, 0, comm, MPI_STATUS_IGNORE);
            best = std::min(best, (MPI_Wtime() - t0) / 2);
        } else if (rank == peer) {
            MPI_Recv(buf.data(), static_cast<int>(bytes), MPI_CHAR, 0, 0, comm, MPI_STATUS_IGNORE);
            MPI_Send(buf.data(), static_cast<int>(bytes), MPI_CHAR, 0, 0, comm);
        }
    }
    return best;
}

} // namespace

int runCalibration(MPI_Comm comm, const std::string &outFile)
{
    int rank = 0, size = 0;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    useOneBlasThread();

    char name[MPI_MAX_PROCESSOR_NAME] = {};
    int length = 0;
    MPI_Get_processor_name(name, &length);
    std::vector<char> names(static_cast<std::size_t>(size) * MPI_MAX_PROCESSOR_NAME);
    MPI_Gather(name, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, names.data(), MPI_MAX_PROCESSOR_NAME, MPI_CHAR, 0, comm);

    // One rank at a time, so that ranks sharing a machine do not slow each other down.
    double mine = 0;
    for (int r = 0; r < size; ++r) {
        if (r == rank)
            mine = dgemmGflops();
        MPI_Barrier(comm);
    }
    std::vector<double> speeds(static_cast<std::size_t>(size));
    MPI_Gather(&mine, 1, MPI_DOUBLE, speeds.data(), 1, MPI_DOUBLE, 0, comm);

    constexpr std::size_t kSmall = 8, kLarge = 8u << 20;
    std::vector<double> latency(static_cast<std::size_t>(size)), bandwidth(static_cast<std::size_t>(size));
    for (int peer = 1; peer < size; ++peer) {
        const double small = oneWaySeconds(comm, rank, peer, kSmall);
        const double large = oneWaySeconds(comm, rank, peer, kLarge);
        latency[static_cast<std::size_t>(peer)] = small;
        // GB/s over what the latency leaves
        bandwidth[static_cast<std::size_t>(peer)] = static_cast<double>(kLarge) / std::max(large - small, 1e-9) / 1e9;
    }

    // Memory: the machine's, shared among the ranks it runs.
    double mib = static_cast<double>(::sysconf(_SC_PHYS_PAGES)) * static_cast<double>(::sysconf(_SC_PAGE_SIZE))
               / (1024.0 * 1024.0);
    std::vector<double> memories(static_cast<std::size_t>(size));
    MPI_Gather(&mib, 1, MPI_DOUBLE, memories.data(), 1, MPI_DOUBLE, 0, comm);
    if (rank != 0)
        return 0;
    std::map<std::string, int> ranksOnHost;
    for (int r = 0; r < size; ++r)
        ++ranksOnHost[std::string(names.data() + static_cast<std::size_t>(r) * MPI_MAX_PROCESSOR_NAME)];

    Platform p;
    p.name = "calibrated (" + std::to_string(size) + " ranks)";
    p.master = "P0";
    p.masterComputes = true;
    for (int r = 0; r < size; ++r) {
        Processor proc;
        proc.id = "P" + std::to_string(r);
        proc.speed = speeds[static_cast<std::size_t>(r)];
        proc.host = std::string(names.data() + static_cast<std::size_t>(r) * MPI_MAX_PROCESSOR_NAME);
        proc.memory = std::floor(memories[static_cast<std::size_t>(r)] / ranksOnHost[proc.host]);
        p.processors.push_back(proc);
        if (r > 0)
            p.links.push_back({{}, "P0", proc.id, bandwidth[static_cast<std::size_t>(r)],
                               latency[static_cast<std::size_t>(r)], true, Sharing::Shared});
    }
    try {
        writePlatformFile(p, outFile);
    } catch (const InputError &e) {
        std::cerr << "error: " << e.what() << std::endl;
        return 2;
    }
    for (int r = 0; r < size; ++r) {
        std::printf("P%d on %s: %.2f Gflop/s", r, p.processors[static_cast<std::size_t>(r)].host.c_str(),
                    speeds[static_cast<std::size_t>(r)]);
        if (r > 0)
            std::printf(", link to P0 %.3f GB/s, latency %.2f us", bandwidth[static_cast<std::size_t>(r)],
                        1e6 * latency[static_cast<std::size_t>(r)]);
        std::printf("\n");
    }
    std::printf("written to %s\n", outFile.c_str());
    return 0;
}

} // namespace partita::exec
