#include "redistribute/speed_presets.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

namespace partita::views {

namespace {

// Old speeds with every value that is not > 0 (or not finite) replaced by a thousandth of the
// smallest positive one (1 when there is none).
std::vector<double> positive(const std::vector<double> &speeds)
{
    double smallest = std::numeric_limits<double>::infinity();
    for (double s : speeds)
        if (std::isfinite(s) && s > 0)
            smallest = std::min(smallest, s);
    const double fill = std::isfinite(smallest) ? smallest / 1000 : 1.0;
    std::vector<double> out = speeds;
    for (double &s : out)
        if (!std::isfinite(s) || !(s > 0))
            s = fill;
    return out;
}

} // namespace

std::vector<double> SpeedPresets::apply(SpeedPreset preset, const std::vector<double> &oldSpeeds, std::size_t which,
                                        std::uint32_t seed)
{
    std::vector<double> s = positive(oldSpeeds);
    switch (preset) {
    case SpeedPreset::Unchanged:
        break;
    case SpeedPreset::OneSlower:
        if (which < s.size())
            s[which] /= 2;
        break;
    case SpeedPreset::OneFaster:
        if (which < s.size())
            s[which] *= 2;
        break;
    case SpeedPreset::Random: {
        // std::mt19937's output is fixed by the standard (unlike the distributions), so a
        // seed means the same speeds with every compiler.
        std::mt19937 gen(seed);
        for (double &v : s) {
            const double u = static_cast<double>(gen()) / 4294967296.0; // [0, 1)
            v *= 1 + kRandomSpread * (2 * u - 1);
        }
        break;
    }
    case SpeedPreset::AllEqual: {
        double total = 0;
        for (double v : s)
            total += v;
        std::fill(s.begin(), s.end(), s.empty() ? 0.0 : total / static_cast<double>(s.size()));
        break;
    }
    }
    return s;
}

std::vector<double> SpeedPresets::fromAreas(const Layout &layout)
{
    std::vector<double> out;
    for (const LayoutSlot &s : layout.allSlots())
        out.push_back(static_cast<double>(layout.area(s)));
    return positive(out);
}

} // namespace partita::views
