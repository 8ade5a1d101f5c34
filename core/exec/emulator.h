#pragma once
// --emulate (docs/executor.md): one machine behaves like the platform. Every rank holds each
// of its activities (a kernel, a message) until the end the simulator predicts for it, an
// absolute time from the start of the run (EmulatedSchedule), so that the time spent between
// activities (synchronisation, ranks sharing cores) is absorbed rather than added; an activity
// the prediction does not name is held to its own start + its modelled duration. One modelled
// time unit lasts `scale` seconds: the --time-unit of a "blocks" platform, the --time-scale of
// a physical one. An activity whose real work ends after its predicted end is late: the
// largest lateness, where, and the sum are kept for the summary.

#include "exec/emulated_schedule.h"
#include "model/time_model.h"
#include "trace/trace.h"

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

// How the emulation kept to its prediction: its latest activity (how long after the end it was
// held to it ended, and where), the lateness of all, and how its holds were set.
struct Lateness {
    double largest = 0; // seconds after the end held to
    int rank = -1;      // -1: never late
    IntervalKind kind = IntervalKind::Compute;
    int step = -1;
    double total = 0;   // sum over the late activities
    int overruns = 0;   // activities late by more than 1 ms (beyond scheduling noise)
    int predicted = 0;  // holds to a predicted end
    int relative = 0;   // holds relative to their start (no predicted counterpart)
    bool operator==(const Lateness &) const = default;
    void add(const Lateness &other); // the largest of both, the sums added
};

class Emulator {
public:
    // `scale`: real seconds per modelled time unit (RunOptions::secondsPerUnit).
    Emulator(bool enabled, const TimeModel &time, double scale, int rank = 0)
        : m_enabled(enabled), m_time(time), m_scale(scale), m_rank(rank)
    {
    }
    bool enabled() const { return m_enabled; }
    // Real seconds per modelled time unit.
    double scale() const { return m_scale; }
    // Emulated seconds of a kernel and of a message.
    double computeSeconds(double multiplyAdds, double speed) const { return m_scale * m_time.compute(multiplyAdds, speed); }
    double transferSeconds(double elements, double bandwidth, double latency) const
    {
        return m_scale * (latency + m_time.transfer(elements, bandwidth));
    }
    // This rank's predicted activities, in real seconds from `origin` on the run's clock.
    void setSchedule(EmulatedSchedule schedule, double origin = 0)
    {
        m_schedule = std::move(schedule);
        m_origin = origin;
    }
    void setOrigin(double origin) { m_origin = origin; }
    const EmulatedSchedule &schedule() const { return m_schedule; }

    // When emulating, waits until the predicted end of this rank's next (kind, step, peer)
    // activity, or `begin + seconds` when the prediction has none; records how late the real
    // work ended when it ended after that. Returns the time held to (0 when not emulating).
    double hold(const RunClock &clock, double begin, double seconds, IntervalKind kind, int peer, int step);
    // hold() in two parts, for a rank that goes on with other work while an activity is held
    // (mw_run.cpp): target() takes the activity's predicted end (or `begin + seconds`), the
    // time to hold it to (0 when not emulating); arrived() records how late the activity's
    // real work, ending now, was against it. The caller waits until the target itself.
    double target(double begin, double seconds, IntervalKind kind, int peer, int step);
    void arrived(const RunClock &clock, double target, IntervalKind kind, int step);
    // The relative hold alone, until `begin + seconds`, for an activity the prediction does not
    // name (its lateness is recorded as a wait's).
    void holdUntil(const RunClock &clock, double begin, double seconds)
    {
        holdTo(clock, begin + seconds, IntervalKind::Wait, -1);
    }
    const Lateness &lateness() const { return m_late; }
    int overruns() const { return m_late.overruns; }

private:
    void holdTo(const RunClock &clock, double target, IntervalKind kind, int step);

    bool m_enabled;
    TimeModel m_time;
    double m_scale;
    int m_rank;
    EmulatedSchedule m_schedule;
    double m_origin = 0;
    Lateness m_late;
};

} // namespace partita::exec
