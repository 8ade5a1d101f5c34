#include "reproduce/experiment.h"

#include <cmath>

namespace partita::reproduce {

double Comparison::relativeDifference() const
{
    if (paper == 0)
        return partita == 0 ? 0.0 : std::copysign(INFINITY, partita);
    return (partita - paper) / std::abs(paper);
}

bool Comparison::matchesPrinted() const
{
    const double scale = std::pow(10.0, decimals);
    // Half a unit of the last printed digit, with room for the binary representation.
    return std::abs(partita - paper) * scale <= 0.5 + 1e-9;
}

bool Comparison::needsExplanation() const
{
    return !matchesPrinted() && !(std::abs(relativeDifference()) <= kExplainAbove);
}

} // namespace partita::reproduce
