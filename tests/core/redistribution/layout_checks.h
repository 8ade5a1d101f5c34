#pragma once
// Independent checks of layouts for the redistribution tests: they paint the block grid from
// the rectangles instead of trusting Layout::problem().

#include "redistribution/layout.h"

#include <QString>

#include <map>
#include <vector>

namespace partita::testing {

// "" when the rectangles of `l` cover the m × n grid exactly once, each processor's rectangle
// lies in its own column, and the areas are width × rows.
inline QString coverProblem(const Layout &l)
{
    const auto n = static_cast<std::size_t>(l.n);
    const auto m = static_cast<std::size_t>(l.blockRows());
    std::vector<int> owners(m * n, 0);
    std::map<std::string, std::int64_t> painted;
    for (const auto &[id, r] : l.rectangles()) {
        for (std::int64_t y = r.y; y < r.y + r.h; ++y)
            for (std::int64_t x = r.x; x < r.x + r.w; ++x) {
                if (x < 0 || y < 0 || x >= l.n || y >= l.blockRows())
                    return QString("block (%1,%2) of %3 outside the grid").arg(x).arg(y).arg(id.c_str());
                ++owners[static_cast<std::size_t>(y) * n + static_cast<std::size_t>(x)];
            }
        painted[id] += r.area();
    }
    for (std::size_t i = 0; i < owners.size(); ++i)
        if (owners[i] != 1)
            return QString("block %1 has %2 owners").arg(i).arg(owners[i]);
    for (const auto &s : l.allSlots())
        if (painted[l.processor(s).id] != l.area(s))
            return QString("area of %1").arg(l.processor(s).id.c_str());
    return {};
}

inline std::map<std::string, std::int64_t> areas(const Layout &l)
{
    std::map<std::string, std::int64_t> out;
    for (const auto &s : l.allSlots())
        out[l.processor(s).id] = l.area(s);
    return out;
}

} // namespace partita::testing
