#include "report/gantt_svg_axis.h"

#include "report/svg_text.h"
#include "report/tick_step.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace partita {

using svgtext::number;

double GanttSvgAxis::x(double t) const
{
    return plotL + std::clamp(t, 0.0, span) / span * (plotR - plotL);
}

std::string GanttSvgAxis::time(double t) const
{
    return number(t * unit.factor) + " " + unit.name;
}

void GanttSvgAxis::placeTicks()
{
    const double shown = span * unit.factor, width = plotR - plotL;
    ticks.clear(), labels.clear();
    if (std::isfinite(shown) && shown > 0 && std::isfinite(std::log10(shown))) {
        // From the power of ten at or below a 50th of the span, up six decades: the first
        // step with at most 50 ticks whose labels are apart by their width and some room.
        const int e0 = static_cast<int>(std::floor(std::log10(shown / 50)));
        for (TickStep candidate{1, e0}; candidate.exponent < e0 + 6; candidate = candidate.next()) {
            const double step = candidate.value();
            const auto count = static_cast<int>(std::floor(shown / step * (1 + 1e-9)));
            if (count > 50)
                continue;
            std::vector<std::string> texts;
            double widest = 0;
            for (int i = 0; i <= count; ++i) {
                texts.push_back(number(i * step));
                widest = std::max(widest, svgtext::textWidth(texts.back(), 11));
            }
            if (step / shown * width >= std::max(48.0, widest + 14) || count <= 1) {
                for (int i = 0; i <= count; ++i)
                    ticks.push_back(i * step / unit.factor);
                labels = std::move(texts);
                return;
            }
        }
    }
    ticks = {0, span};
    labels = {"0", number(shown)};
}

} // namespace partita
