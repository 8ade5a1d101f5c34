#include "exec/emulator.h"

#include <thread>

namespace partita::exec {

namespace {
// Lateness below this is the scheduler's noise, not an overrun.
constexpr double kNoise = 1e-3;
} // namespace

void Lateness::add(const Lateness &other)
{
    if (other.rank >= 0 && (rank < 0 || other.largest > largest)) {
        largest = other.largest;
        rank = other.rank;
        kind = other.kind;
        step = other.step;
    }
    total += other.total;
    overruns += other.overruns;
    predicted += other.predicted;
    relative += other.relative;
}

double Emulator::target(double begin, double seconds, IntervalKind kind, int peer, int step)
{
    if (!m_enabled)
        return 0;
    const auto predicted = m_schedule.take(kind, step, peer);
    ++(predicted ? m_late.predicted : m_late.relative);
    return predicted ? m_origin + *predicted : begin + seconds;
}

void Emulator::arrived(const RunClock &clock, double target, IntervalKind kind, int step)
{
    if (!m_enabled)
        return;
    const double now = clock.now();
    if (now <= target)
        return;
    const double late = now - target;
    m_late.total += late;
    if (late > kNoise)
        ++m_late.overruns;
    if (m_late.rank < 0 || late > m_late.largest) {
        m_late.largest = late;
        m_late.rank = m_rank;
        m_late.kind = kind;
        m_late.step = step;
    }
}

double Emulator::hold(const RunClock &clock, double begin, double seconds, IntervalKind kind, int peer, int step)
{
    if (!m_enabled)
        return 0;
    const double to = target(begin, seconds, kind, peer, step);
    holdTo(clock, to, kind, step);
    return to;
}

void Emulator::holdTo(const RunClock &clock, double target, IntervalKind kind, int step)
{
    if (!m_enabled)
        return;
    arrived(clock, target, kind, step);
    const double now = clock.now();
    if (now >= target)
        return;
    // Sleep, without spinning: ranks that share cores need them more than a hold needs the
    // last tens of microseconds, and a late wake-up is absorbed by the next absolute hold.
    std::this_thread::sleep_for(std::chrono::duration<double>(target - now));
}

} // namespace partita::exec
