#pragma once
// One stable colour per processor, the same in every view and export. The colour comes from
// the processor's id, never from its place in the platform, so that deleting P5 leaves P6 and
// every later processor as they were (colourSlot). Slots pick from a palette where neighbours
// differ: twenty hand-ordered colours (Tableau 20, dark ones first, no two neighbours of one
// hue), then hues stepped by the golden angle.

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

// The palette: the colour of a slot. Charts colour their series by slot 0, 1, 2…
Rgb processorColor(std::size_t slot);

// A processor's slot from its id alone: the number that ends it (P0 → 0, P7 → 7, so that
// processors numbered in a row get neighbouring, different colours), shifted by a hash of what
// precedes the number when that is not "P"; an id without a final number is hashed whole.
std::size_t colourSlot(const std::string &id);
inline Rgb processorColorOf(const std::string &id)
{
    return processorColor(colourSlot(id));
}

// The colour of each kind of trace interval, in every Gantt chart (SVG from the command line,
// the studio's view): computation saturated, communication light, waiting grey (drawn
// hatched with waitHatchColor), idle the pale row background.
Rgb intervalColor(IntervalKind kind);
Rgb waitHatchColor();

} // namespace partita
