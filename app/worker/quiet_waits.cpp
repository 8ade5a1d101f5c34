#include "quiet_waits.h"

#include <mpi.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>

namespace partita::worker {

namespace {

WaitMode g_mode = WaitMode::Direct;
std::atomic<std::uint64_t> g_completed{0};
std::atomic<const char *> g_waitingIn{nullptr};
std::atomic<int> g_peer{-1};

constexpr auto kPoliteSpin = std::chrono::milliseconds(1);

// The longest pause between two tests: 200 µs, and in a long wait 0.5 % of the time waited so
// far (at most 10 ms), so that a wait of seconds for a stopped or much slower rank tests a
// hundred times a second (each test runs Open MPI's progress engine, tens of µs on a busy
// virtual machine: at 200 µs pauses, 0.12-0.16 of a core) and ends at most 0.5 % late.
constexpr long kShortPauseNs = 200000, kLongPauseNs = 10000000, kWaitedPerPause = 200;

// Repeats `test` (a PMPI_Test… call setting `done`) until it is done or fails: first without
// pause (Polite), then sleeping in between, the pause doubling up to its bound.
template <typename Test>
int testUntil(Test test)
{
    const auto start = std::chrono::steady_clock::now();
    const auto spinUntil = start + kPoliteSpin;
    bool spinning = g_mode == WaitMode::Polite;
    long sleepNs = 2000;
    while (true) {
        int done = 0;
        const int error = test(&done);
        if (error != MPI_SUCCESS || done)
            return error;
        if (spinning) {
            spinning = std::chrono::steady_clock::now() < spinUntil;
            continue;
        }
        const timespec pause{0, sleepNs};
        ::nanosleep(&pause, nullptr);
        const auto waitedNs = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count();
        const long bound = std::clamp(static_cast<long>(waitedNs / kWaitedPerPause), kShortPauseNs, kLongPauseNs);
        sleepNs = std::min(sleepNs * 2, bound);
    }
}

// Until all the requests are complete.
int testUntilDone(int count, MPI_Request *requests, MPI_Status *statuses)
{
    return testUntil([&](int *done) { return PMPI_Testall(count, requests, done, statuses); });
}

// Until one of them is (MPI_Waitany's contract).
int testUntilAny(int count, MPI_Request *requests, int *index, MPI_Status *status)
{
    return testUntil([&](int *done) { return PMPI_Testany(count, requests, index, done, status); });
}

// Marks the wait in `call` for `peer` for the duration of a blocking call.
class Waiting {
public:
    Waiting(const char *call, int peer)
    {
        g_peer.store(peer, std::memory_order_relaxed);
        g_waitingIn.store(call, std::memory_order_release);
    }
    ~Waiting()
    {
        g_waitingIn.store(nullptr, std::memory_order_release);
        g_completed.fetch_add(1, std::memory_order_relaxed);
    }
    Waiting(const Waiting &) = delete;
    Waiting &operator=(const Waiting &) = delete;
};

// The blocking call: passed on (Direct), or its non-blocking form `start` tested until done.
template <typename Direct, typename Start>
int waitFor(const char *call, int peer, Direct direct, Start start)
{
    const Waiting waiting(call, peer);
    if (g_mode == WaitMode::Direct)
        return direct();
    MPI_Request r;
    const int error = start(&r);
    return error != MPI_SUCCESS ? error : testUntilDone(1, &r, MPI_STATUSES_IGNORE);
}

} // namespace

void setWaitMode(WaitMode mode) { g_mode = mode; }

WaitState waitState()
{
    return {g_completed.load(std::memory_order_relaxed), g_waitingIn.load(std::memory_order_acquire),
            g_peer.load(std::memory_order_relaxed)};
}

} // namespace partita::worker

using partita::worker::g_mode;
using partita::worker::testUntilAny;
using partita::worker::testUntilDone;
using partita::worker::WaitMode;
using partita::worker::waitFor;
using partita::worker::Waiting;

// The profiling interface: these definitions take the place of the library's for this program.
extern "C" {

int MPI_Send(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm)
{
    return waitFor("MPI_Send", dest, [&] { return PMPI_Send(buf, count, type, dest, tag, comm); },
                   [&](MPI_Request *r) { return PMPI_Isend(buf, count, type, dest, tag, comm, r); });
}

int MPI_Recv(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    const Waiting waiting("MPI_Recv", source == MPI_ANY_SOURCE ? -1 : source);
    if (g_mode == WaitMode::Direct)
        return PMPI_Recv(buf, count, type, source, tag, comm, status);
    MPI_Request r;
    const int error = PMPI_Irecv(buf, count, type, source, tag, comm, &r);
    return error != MPI_SUCCESS ? error : testUntilDone(1, &r, status == MPI_STATUS_IGNORE ? MPI_STATUSES_IGNORE : status);
}

int MPI_Wait(MPI_Request *request, MPI_Status *status)
{
    const Waiting waiting("MPI_Wait", -1);
    if (g_mode == WaitMode::Direct)
        return PMPI_Wait(request, status);
    return testUntilDone(1, request, status == MPI_STATUS_IGNORE ? MPI_STATUSES_IGNORE : status);
}

int MPI_Waitall(int count, MPI_Request requests[], MPI_Status statuses[])
{
    const Waiting waiting("MPI_Waitall", -1);
    return g_mode == WaitMode::Direct ? PMPI_Waitall(count, requests, statuses)
                                      : testUntilDone(count, requests, statuses);
}

int MPI_Waitany(int count, MPI_Request requests[], int *index, MPI_Status *status)
{
    const Waiting waiting("MPI_Waitany", -1);
    return g_mode == WaitMode::Direct ? PMPI_Waitany(count, requests, index, status)
                                      : testUntilAny(count, requests, index, status);
}

int MPI_Barrier(MPI_Comm comm)
{
    return waitFor("MPI_Barrier", -1, [&] { return PMPI_Barrier(comm); },
                   [&](MPI_Request *r) { return PMPI_Ibarrier(comm, r); });
}

int MPI_Bcast(void *buf, int count, MPI_Datatype type, int root, MPI_Comm comm)
{
    return waitFor("MPI_Bcast", -1, [&] { return PMPI_Bcast(buf, count, type, root, comm); },
                   [&](MPI_Request *r) { return PMPI_Ibcast(buf, count, type, root, comm, r); });
}

int MPI_Reduce(const void *send, void *recv, int count, MPI_Datatype type, MPI_Op op, int root, MPI_Comm comm)
{
    return waitFor("MPI_Reduce", -1, [&] { return PMPI_Reduce(send, recv, count, type, op, root, comm); },
                   [&](MPI_Request *r) { return PMPI_Ireduce(send, recv, count, type, op, root, comm, r); });
}

int MPI_Allreduce(const void *send, void *recv, int count, MPI_Datatype type, MPI_Op op, MPI_Comm comm)
{
    return waitFor("MPI_Allreduce", -1, [&] { return PMPI_Allreduce(send, recv, count, type, op, comm); },
                   [&](MPI_Request *r) { return PMPI_Iallreduce(send, recv, count, type, op, comm, r); });
}

int MPI_Gather(const void *send, int sendCount, MPI_Datatype sendType, void *recv, int recvCount,
               MPI_Datatype recvType, int root, MPI_Comm comm)
{
    return waitFor(
        "MPI_Gather", -1,
        [&] { return PMPI_Gather(send, sendCount, sendType, recv, recvCount, recvType, root, comm); },
        [&](MPI_Request *r) { return PMPI_Igather(send, sendCount, sendType, recv, recvCount, recvType, root, comm, r); });
}

int MPI_Gatherv(const void *send, int sendCount, MPI_Datatype sendType, void *recv, const int recvCounts[],
                const int displs[], MPI_Datatype recvType, int root, MPI_Comm comm)
{
    return waitFor(
        "MPI_Gatherv", -1,
        [&] { return PMPI_Gatherv(send, sendCount, sendType, recv, recvCounts, displs, recvType, root, comm); },
        [&](MPI_Request *r) {
            return PMPI_Igatherv(send, sendCount, sendType, recv, recvCounts, displs, recvType, root, comm, r);
        });
}

int MPI_Allgather(const void *send, int sendCount, MPI_Datatype sendType, void *recv, int recvCount,
                  MPI_Datatype recvType, MPI_Comm comm)
{
    return waitFor(
        "MPI_Allgather", -1,
        [&] { return PMPI_Allgather(send, sendCount, sendType, recv, recvCount, recvType, comm); },
        [&](MPI_Request *r) { return PMPI_Iallgather(send, sendCount, sendType, recv, recvCount, recvType, comm, r); });
}

} // extern "C"
