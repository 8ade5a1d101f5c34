#include "heartbeat.h"

#include "quiet_waits.h"

#include "exec/watchdog.h"

#include <unistd.h>

#include <chrono>

namespace partita::worker {

Heartbeat::Heartbeat(int rank, double period) : m_thread([this, rank, period] { run(rank, period); }) {}

Heartbeat::~Heartbeat()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void Heartbeat::run(int rank, double period)
{
    const auto every = std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(period));
    std::unique_lock lock(m_mutex);
    while (!m_stop) {
        const WaitState s = waitState();
        const std::string line = exec::beatLine({rank, s.completed, s.waitingIn ? s.waitingIn : "", s.peer});
        // One write: the line reaches mpirun whole, never mixed with another rank's.
        [[maybe_unused]] const ssize_t wrote = ::write(STDERR_FILENO, line.data(), line.size());
        m_wake.wait_for(lock, every, [this] { return m_stop; });
    }
}

} // namespace partita::worker
