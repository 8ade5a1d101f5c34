#include "quiet_waits.h"

#include <mpi.h>

#include <algorithm>
#include <ctime>

namespace partita::worker {

namespace {

bool g_quiet = false;

// Tests the requests until all are complete, sleeping in between.
int sleepUntilDone(int count, MPI_Request *requests, MPI_Status *statuses)
{
    long sleepNs = 2000;
    while (true) {
        int done = 0;
        const int error = PMPI_Testall(count, requests, &done, statuses);
        if (error != MPI_SUCCESS || done)
            return error;
        const timespec pause{0, sleepNs};
        ::nanosleep(&pause, nullptr);
        sleepNs = std::min(sleepNs * 2, 200000L);
    }
}

int sleepUntilDone(MPI_Request &request, MPI_Status *status = MPI_STATUS_IGNORE)
{
    return sleepUntilDone(1, &request, status == MPI_STATUS_IGNORE ? MPI_STATUSES_IGNORE : status);
}

} // namespace

void setQuietWaits(bool on) { g_quiet = on; }

} // namespace partita::worker

using partita::worker::g_quiet;
using partita::worker::sleepUntilDone;

// The profiling interface: these definitions take the place of the library's for this program.
extern "C" {

int MPI_Send(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm)
{
    if (!g_quiet)
        return PMPI_Send(buf, count, type, dest, tag, comm);
    MPI_Request r;
    const int error = PMPI_Isend(buf, count, type, dest, tag, comm, &r);
    return error != MPI_SUCCESS ? error : sleepUntilDone(r);
}

int MPI_Recv(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm, MPI_Status *status)
{
    if (!g_quiet)
        return PMPI_Recv(buf, count, type, source, tag, comm, status);
    MPI_Request r;
    const int error = PMPI_Irecv(buf, count, type, source, tag, comm, &r);
    return error != MPI_SUCCESS ? error : sleepUntilDone(r, status);
}

int MPI_Wait(MPI_Request *request, MPI_Status *status)
{
    return g_quiet ? sleepUntilDone(*request, status) : PMPI_Wait(request, status);
}

int MPI_Waitall(int count, MPI_Request requests[], MPI_Status statuses[])
{
    return g_quiet ? sleepUntilDone(count, requests, statuses) : PMPI_Waitall(count, requests, statuses);
}

int MPI_Barrier(MPI_Comm comm)
{
    if (!g_quiet)
        return PMPI_Barrier(comm);
    MPI_Request r;
    const int error = PMPI_Ibarrier(comm, &r);
    return error != MPI_SUCCESS ? error : sleepUntilDone(r);
}

int MPI_Bcast(void *buf, int count, MPI_Datatype type, int root, MPI_Comm comm)
{
    if (!g_quiet)
        return PMPI_Bcast(buf, count, type, root, comm);
    MPI_Request r;
    const int error = PMPI_Ibcast(buf, count, type, root, comm, &r);
    return error != MPI_SUCCESS ? error : sleepUntilDone(r);
}

int MPI_Reduce(const void *send, void *recv, int count, MPI_Datatype type, MPI_Op op, int root, MPI_Comm comm)
{
    if (!g_quiet)
        return PMPI_Reduce(send, recv, count, type, op, root, comm);
    MPI_Request r;
    const int error = PMPI_Ireduce(send, recv, count, type, op, root, comm, &r);
    return error != MPI_SUCCESS ? error : sleepUntilDone(r);
}

int MPI_Gather(const void *send, int sendCount, MPI_Datatype sendType, void *recv, int recvCount,
               MPI_Datatype recvType, int root, MPI_Comm comm)
{
    if (!g_quiet)
        return PMPI_Gather(send, sendCount, sendType, recv, recvCount, recvType, root, comm);
    MPI_Request r;
    const int error = PMPI_Igather(send, sendCount, sendType, recv, recvCount, recvType, root, comm, &r);
    return error != MPI_SUCCESS ? error : sleepUntilDone(r);
}

int MPI_Gatherv(const void *send, int sendCount, MPI_Datatype sendType, void *recv, const int recvCounts[],
                const int displs[], MPI_Datatype recvType, int root, MPI_Comm comm)
{
    if (!g_quiet)
        return PMPI_Gatherv(send, sendCount, sendType, recv, recvCounts, displs, recvType, root, comm);
    MPI_Request r;
    const int error = PMPI_Igatherv(send, sendCount, sendType, recv, recvCounts, displs, recvType, root, comm, &r);
    return error != MPI_SUCCESS ? error : sleepUntilDone(r);
}

int MPI_Allgather(const void *send, int sendCount, MPI_Datatype sendType, void *recv, int recvCount,
                  MPI_Datatype recvType, MPI_Comm comm)
{
    if (!g_quiet)
        return PMPI_Allgather(send, sendCount, sendType, recv, recvCount, recvType, comm);
    MPI_Request r;
    const int error = PMPI_Iallgather(send, sendCount, sendType, recv, recvCount, recvType, comm, &r);
    return error != MPI_SUCCESS ? error : sleepUntilDone(r);
}

} // extern "C"
