#pragma once
// The beats of one rank for partita run's watchdog (exec/watchdog.h): a thread writes the
// rank's beat line on stderr every `period` seconds (how many blocking MPI calls it completed,
// and the call it waits in, from quiet_waits.h). The thread calls no MPI function. A stopped
// rank stops beating, which is how partita run tells it from one that waits.

#include <condition_variable>
#include <mutex>
#include <thread>

namespace partita::worker {

class Heartbeat {
public:
    Heartbeat(int rank, double period);
    ~Heartbeat(); // stops the thread
    Heartbeat(const Heartbeat &) = delete;
    Heartbeat &operator=(const Heartbeat &) = delete;

private:
    void run(int rank, double period);

    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::thread m_thread;
};

} // namespace partita::worker
