#include "exec/emulator.h"

#include <thread>

namespace partita::exec {

void Emulator::holdUntil(const RunClock &clock, double begin, double seconds)
{
    if (!m_enabled)
        return;
    const double target = begin + seconds;
    const double now = clock.now();
    if (now > target + 1e-3) {
        ++m_overruns;
        return;
    }
    // Sleep most of the way, then spin the last fraction of a millisecond for accuracy.
    if (target - now > 2e-3)
        std::this_thread::sleep_for(std::chrono::duration<double>(target - now - 1e-3));
    while (clock.now() < target) {
    }
}

} // namespace partita::exec
