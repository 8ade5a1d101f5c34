#pragma once
// The axes of the ring page's chart of T_step against ring size (no painting, tested on its
// own): sizes 1..n on x, one slot each; T_step on y from 0 to a round value above the largest
// one, with ticks at 1, 2 or 5 times a power of ten.

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <cstddef>
#include <vector>

namespace partita::views {

struct TStepChartGeometry {
    // Margins (pixels) around the plot: labels on the left and below, title and legend above.
    double left = 70, right = 18, top = 46, bottom = 40;

    QRectF plot;
    std::size_t sizes = 0;    // ring sizes 1..sizes
    double yMax = 1;          // top of the value axis
    std::vector<double> yTicks;
    std::vector<std::size_t> xTicks; // ring sizes labelled

    void layout(QSizeF size, std::size_t sizes, double maxValue);
    // Centre of ring size `s` (1-based) on x, and the y of a value.
    double xOf(double s) const;
    double yOf(double value) const;
    QPointF point(double s, double value) const { return {xOf(s), yOf(value)}; }
    // The ring size under x (nearest), 0 when outside the plot or empty.
    std::size_t sizeAt(double x) const;

    // The tick step for [0, max] with about `ticks` ticks: the TickStep (core/report/tick_step.h)
    // at least max / ticks; 1 when there is no range.
    static double niceStep(double max, int ticks);
};

} // namespace partita::views
