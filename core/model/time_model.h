#pragma once
// Units of time (docs/metrics.md): a multiply-add is 2 flops, an element 8 bytes, a
// message costs latency + bytes/bandwidth along its route. With "units": "blocks" a speed is
// in block updates (2q³ flops) per time unit and a bandwidth in blocks (q² elements) per time
// unit, so the papers' worked examples keep their numbers.

#include "model/platform.h"

namespace partita {

struct TimeModel {
    Units units = Units::Physical;
    double q = 80;

    // Seconds (or time units) for `multiplyAdds` multiply-adds at `speed`.
    double compute(double multiplyAdds, double speed) const
    {
        if (units == Units::Blocks)
            return multiplyAdds / (q * q * q) / speed;
        return 2.0 * multiplyAdds / (speed * 1e9);
    }
    // Transfer time of `elements` doubles at `bandwidth`, without latency.
    double transfer(double elements, double bandwidth) const
    {
        if (units == Units::Blocks)
            return elements / (q * q) / bandwidth;
        return 8.0 * elements / (bandwidth * 1e9);
    }
};

} // namespace partita
