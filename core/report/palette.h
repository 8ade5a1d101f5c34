#pragma once
// One stable colour per processor, the same in every view and export: the processor's index
// in platform order picks a hue by the golden angle, so neighbours differ and colours do not
// change when processors are added at the end.

#include "trace/trace.h"

#include <cstddef>
#include <string>

namespace partita {

struct Rgb {
    int r = 0, g = 0, b = 0;
    std::string hex() const; // "#rrggbb"
    // Black or white, whichever reads better on this colour.
    Rgb contrastingText() const;
};

Rgb processorColor(std::size_t index);

// The colour of each kind of trace interval, in every Gantt chart (SVG from the command line,
// the studio's view): computation saturated, communication light, waiting grey (drawn
// hatched with waitHatchColor), idle the pale row background.
Rgb intervalColor(IntervalKind kind);
Rgb waitHatchColor();

} // namespace partita
