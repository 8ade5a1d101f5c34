#include "report/tick_step.h"

#include <cmath>

namespace partita {

double TickStep::value() const
{
    return mantissa * std::pow(10.0, exponent);
}

TickStep TickStep::next() const
{
    if (mantissa == 1)
        return {2, exponent};
    if (mantissa == 2)
        return {5, exponent};
    return {1, exponent + 1};
}

TickStep TickStep::atLeast(double raw)
{
    if (!(raw > 0) || !std::isfinite(raw))
        return {};
    // 10^floor(log10 raw) is at most raw (up to the rounding of log10), so at most four
    // steps up reach it.
    TickStep step{1, static_cast<int>(std::floor(std::log10(raw)))};
    while (raw > step.value() * (1 + 1e-9))
        step = step.next();
    return step;
}

} // namespace partita
