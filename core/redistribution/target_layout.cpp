#include "redistribution/target_layout.h"

#include "model/error.h"
#include "model/platform.h"
#include "partition/apportion.h"

#include <cmath>
#include <sstream>

namespace partita {

Layout targetLayout(const Layout &current, const std::vector<double> &speeds)
{
    if (const std::string problem = current.problemText(); !problem.empty())
        throw InputError("invalid layout: " + problem);
    const auto slots = current.allSlots();
    if (speeds.size() != slots.size())
        throw InputError("--speeds gives " + std::to_string(speeds.size()) + " value"
                         + (speeds.size() == 1 ? "" : "s") + " but the layout has "
                         + std::to_string(slots.size()) + " processor" + (slots.size() == 1 ? "" : "s")
                         + " (one speed per processor, column by column, top to bottom)");
    for (std::size_t i = 0; i < speeds.size(); ++i)
        if (!std::isfinite(speeds[i]) || !(speeds[i] > 0) || speeds[i] < kMinPositiveValue
            || speeds[i] > kMaxPositiveValue) { // a platform's limits (model/platform.h)
            std::ostringstream value;
            value << speeds[i];
            throw InputError("speed of processor '" + current.processor(slots[i]).id + "' (value "
                             + std::to_string(i + 1) + " of --speeds) must be a finite number between 1e-09 "
                             + "and 1e+09, got " + value.str());
        }

    Layout target = current;
    std::vector<std::vector<double>> columnSpeeds(current.columns.size());
    std::vector<double> totals(current.columns.size(), 0.0);
    for (std::size_t i = 0; i < slots.size(); ++i) {
        columnSpeeds[slots[i].column].push_back(speeds[i]);
        totals[slots[i].column] += speeds[i];
    }
    const auto widths = apportion(totals, current.n);
    for (std::size_t c = 0; c < target.columns.size(); ++c) {
        target.columns[c].width = widths[c];
        const auto rows = apportion(columnSpeeds[c], current.blockRows());
        for (std::size_t j = 0; j < rows.size(); ++j)
            target.columns[c].processors[j].rows = rows[j];
    }
    return target;
}

} // namespace partita
