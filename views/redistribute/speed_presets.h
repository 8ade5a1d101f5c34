#pragma once
// The changes of speed a teacher applies in the redistribution player with one click (paper
// 000 §4: "a possible solution consists in performing large static phases and then to
// redistribute data if the load is not perfectly balanced, because of changes in processor
// speeds"). Plain functions of the old speeds, in layout order, tested on their own.

#include "redistribution/layout.h"

#include <cstdint>
#include <vector>

namespace partita::views {

enum class SpeedPreset {
    Unchanged,   // new = old (the target is the layout the old speeds balance)
    OneSlower,   // one processor twice as slow
    OneFaster,   // one processor twice as fast
    Random,      // every processor ×(1 + u), u uniform in [-30 %, +30 %], from a seed
    AllEqual,    // every processor as fast as the average (a homogeneous platform)
};

struct SpeedPresets {
    static constexpr double kRandomSpread = 0.30;

    // `which` is the processor (layout order) of OneSlower and OneFaster; `seed` drives
    // Random, the same seed giving the same speeds on every platform. Old speeds that are not
    // > 0 are replaced by a thousandth of the smallest positive one first, so that every
    // result is a valid --speeds list.
    static std::vector<double> apply(SpeedPreset preset, const std::vector<double> &oldSpeeds, std::size_t which,
                                     std::uint32_t seed);

    // The speeds a layout is exactly balanced for, when nothing else is known (a layout file):
    // each processor's area in blocks, for which targetLayout gives back the layout's own
    // widths and rows. A processor with no area gets a thousandth of the smallest area.
    static std::vector<double> fromAreas(const Layout &layout);
};

} // namespace partita::views
