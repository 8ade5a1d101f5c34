#include "report/display_time_unit.h"

#include <cmath>

namespace partita {

DisplayTimeUnit displayTimeUnit(const std::string &traceUnit, double span)
{
    using Scale = DisplayTimeUnit::Scale;
    if (traceUnit != "s")
        return {Scale::TraceUnit, 1, traceUnit.empty() ? std::string("time units") : traceUnit};
    const double magnitude = std::abs(span);
    if (magnitude == 0 || !std::isfinite(magnitude))
        return {Scale::Seconds, 1, "s"};
    if (magnitude < 1e-3)
        return {Scale::Microseconds, 1e6, "µs"};
    if (magnitude < 1)
        return {Scale::Milliseconds, 1e3, "ms"};
    return {Scale::Seconds, 1, "s"};
}

} // namespace partita
