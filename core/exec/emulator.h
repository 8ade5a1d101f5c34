#pragma once
// --emulate (docs/executor.md): one machine behaves like the platform. After each kernel a rank
// waits until flops/speed seconds have passed since the kernel began; a message is held until
// latency + bytes/bandwidth along its channel have passed since it began (the master sends one
// message at a time: one-port). Real time above the emulated time is an overrun, counted.
// On "units": "blocks" platforms a time unit lasts `timeUnit` seconds.

#include "model/time_model.h"

#include <chrono>

namespace partita::exec {

// Seconds since the start of the run. Ranks on one machine share the monotonic clock, so they
// all count from rank 0's start (startAt); ranks on other machines start at the barrier that
// opens the run (restart), a few microseconds apart.
class RunClock {
public:
    RunClock() : m_start(std::chrono::steady_clock::now()) {}
    void restart() { m_start = std::chrono::steady_clock::now(); }
    // The monotonic clock's reading, to hand to startAt on another rank of the same machine.
    double startReading() const { return std::chrono::duration<double>(m_start.time_since_epoch()).count(); }
    void startAt(double reading)
    {
        m_start = std::chrono::steady_clock::time_point(
            std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(reading)));
    }
    double now() const
    {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
    }

private:
    std::chrono::steady_clock::time_point m_start;
};

class Emulator {
public:
    Emulator(bool enabled, const TimeModel &time, double timeUnit)
        : m_enabled(enabled), m_time(time), m_scale(time.units == Units::Blocks ? timeUnit : 1.0)
    {
    }
    bool enabled() const { return m_enabled; }
    // Seconds per time unit of the platform (1 for physical units).
    double scale() const { return m_scale; }
    // Emulated seconds of a kernel and of a message.
    double computeSeconds(double multiplyAdds, double speed) const { return m_scale * m_time.compute(multiplyAdds, speed); }
    double transferSeconds(double elements, double bandwidth, double latency) const
    {
        return m_scale * (latency + m_time.transfer(elements, bandwidth));
    }
    // Waits until `begin + seconds` on `clock` when emulating; counts an overrun when the
    // real work already took longer (beyond 1 ms of scheduling noise).
    void holdUntil(const RunClock &clock, double begin, double seconds);
    int overruns() const { return m_overruns; }

private:
    bool m_enabled;
    TimeModel m_time;
    double m_scale;
    int m_overruns = 0;
};

} // namespace partita::exec
