#include "classroom/tstep_chart_geometry.h"

#include "report/tick_step.h"

#include <algorithm>
#include <cmath>

namespace partita::views {

double TStepChartGeometry::niceStep(double max, int ticks)
{
    if (!(max > 0) || !std::isfinite(max) || ticks < 1)
        return 1;
    return TickStep::atLeast(max / ticks).value();
}

void TStepChartGeometry::layout(QSizeF size, std::size_t count, double maxValue)
{
    sizes = count;
    plot = QRectF(left, top, std::max(1.0, size.width() - left - right), std::max(1.0, size.height() - top - bottom));
    const int yCount = std::clamp(static_cast<int>(plot.height() / 40), 2, 8);
    const double step = niceStep(maxValue, yCount);
    // 5 % of headroom above the largest value, rounded up to a tick.
    yMax = maxValue > 0 && std::isfinite(maxValue) ? step * std::ceil(maxValue * 1.05 / step) : 1;
    yTicks.clear();
    for (double v = 0; v <= yMax * (1 + 1e-9); v += step)
        yTicks.push_back(v);

    // Label every size when there is room, else every 2nd, 5th, 10th... (always the first and
    // the last).
    xTicks.clear();
    if (sizes == 0)
        return;
    const double slot = plot.width() / static_cast<double>(sizes);
    std::size_t every = 1;
    for (std::size_t m : {1u, 2u, 5u, 10u, 20u, 50u, 100u, 200u, 500u, 1000u}) {
        every = m;
        if (slot * static_cast<double>(m) >= 28)
            break;
    }
    for (std::size_t s = 1; s <= sizes; ++s)
        if (s == 1 || s == sizes || s % every == 0)
            if (s == sizes || s == 1 || xOf(static_cast<double>(sizes)) - xOf(static_cast<double>(s)) >= 22)
                xTicks.push_back(s);
}

double TStepChartGeometry::xOf(double s) const
{
    if (sizes == 0)
        return plot.left();
    const double slot = plot.width() / static_cast<double>(sizes);
    return plot.left() + slot * (s - 0.5);
}

double TStepChartGeometry::yOf(double value) const
{
    return plot.bottom() - plot.height() * (yMax > 0 ? value / yMax : 0);
}

std::size_t TStepChartGeometry::sizeAt(double x) const
{
    if (sizes == 0 || x < plot.left() || x > plot.right())
        return 0;
    const double slot = plot.width() / static_cast<double>(sizes);
    return std::min(sizes, static_cast<std::size_t>((x - plot.left()) / slot) + 1);
}

} // namespace partita::views
