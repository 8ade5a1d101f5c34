#pragma once
// One stable colour per processor, the same in every view and export: the processor's index
// in platform order picks a hue by the golden angle, so neighbours differ and colours do not
// change when processors are added at the end.

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

} // namespace partita
