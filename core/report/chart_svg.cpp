#include "report/chart_svg.h"

#include "report/svg_text.h"

#include "report/palette.h"
#include "report/tick_step.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <sstream>
#include <utility>

namespace partita {

namespace {

using svgtext::escape;
using svgtext::fitText;
using svgtext::kCharWidth;
using svgtext::textWidth;

constexpr double kMargin = 16;
constexpr double kBarPitch = 24;     // one bar row
constexpr double kBarHeight = 16;
constexpr double kValueRoom = 72;    // right of the bars, for "1.234e+04"
constexpr double kPlotHeight = 240;  // plot area of a line chart
constexpr double kLegendRow = 18;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
const char *const kInk = "#222";
const char *const kGrid = "#dddddd";
const char *const kReference = "#b03030";

// A coordinate; never "nan" or "inf" even if a caller's value slipped through.
std::string num(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", std::isfinite(v) ? v : 0.0);
    return buf;
}

// A data value as printed next to a bar: 4 significant digits ("12.35", "1.235e+04").
std::string value4(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

// 10 to the power k with superscript digits, e.g. "10⁻³".
std::string powerOfTen(int k)
{
    static const char *const digits[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
    std::string exponent;
    for (int a = std::abs(k); exponent.empty() || a > 0; a /= 10)
        exponent = digits[a % 10] + exponent;
    return "10" + std::string(k < 0 ? "⁻" : "") + exponent;
}

// One axis: the drawn range [lo, hi] (in log10 units when `log`), tick positions and labels.
struct Axis {
    double lo = 0, hi = 1;
    bool log = false;
    std::vector<double> ticks;
    std::vector<std::string> labels;

    // Pixel position of t, in axis units (a tick), on an axis drawn from pixel `from` to `to`.
    double place(double t, double from, double to) const { return from + (t - lo) / (hi - lo) * (to - from); }
    // Pixel position of data value v.
    double at(double v, double from, double to) const { return place(log ? std::log10(v) : v, from, to); }
};

// Linear axis with "nice" ticks (1, 2 or 5 × 10^k apart), 4 to `maxTicks` of them when
// possible, 6 preferred. With `extend` the range grows outwards to whole ticks (bar lengths, y
// from 0); without, it stays [lo, hi] and the ticks are the multiples inside it (x data range).
Axis niceAxis(double lo, double hi, bool extend, int maxTicks = 8)
{
    if (!(hi > lo)) { // a single value: [0, 1] for 0 (so that bars still start at 0), else centred
        const double pad = std::abs(lo) * 0.1;
        lo = lo == 0 ? 0 : lo - pad;
        hi = hi == 0 ? 1 : hi + pad;
        extend = true;
    }
    if (!std::isfinite(hi - lo)) // beyond double range: just the two ends
        return Axis{lo, hi, false, {lo, hi}, {num(lo), num(hi)}};
    const double most = maxTicks, least = std::min(4, maxTicks), preferred = std::min(6, maxTicks);
    const int decade = static_cast<int>(std::floor(std::log10(hi - lo)));
    double best = 0, bestA = 0, bestB = 0, bestScore = 1e300;
    for (TickStep candidate{1, decade - 2}; candidate.exponent <= decade + 1; candidate = candidate.next()) {
        const double step = candidate.value();
        const double a = extend ? std::floor(lo / step + 1e-9) : std::ceil(lo / step - 1e-9);
        const double b = extend ? std::ceil(hi / step - 1e-9) : std::floor(hi / step + 1e-9);
        const double count = b - a + 1;
        const double miss = count < least ? least - count : (count > most ? count - most : 0);
        // Fewest ticks outside least..most, then nearest `preferred`, then ticks spanning
        // nearest the data.
        const double score = miss * 1e6 + std::abs(count - preferred) * 1e3
                             + std::abs((b - a) * step / (hi - lo) - 1);
        if (score < bestScore)
            bestScore = score, best = step, bestA = a, bestB = b;
    }
    Axis axis;
    axis.lo = extend ? bestA * best : lo;
    axis.hi = extend ? bestB * best : hi;
    for (double i = bestA; i <= bestB; ++i) {
        axis.ticks.push_back(i * best);
        axis.labels.push_back(num(i * best));
    }
    return axis;
}

// A horizontal niceAxis over `pixels` px whose tick labels do not overlap: as many ticks as
// fit, up to 8.
Axis readableAxis(double lo, double hi, bool extend, double pixels)
{
    for (int maxTicks = 8;; --maxTicks) {
        Axis axis = niceAxis(lo, hi, extend, maxTicks);
        if (maxTicks == 2 || axis.ticks.size() < 2)
            return axis;
        double widest = 0;
        for (const auto &label : axis.labels)
            widest = std::max(widest, textWidth(label, 11));
        const double spacing = pixels * (axis.ticks[1] - axis.ticks[0]) / (axis.hi - axis.lo);
        if (widest + 10 <= spacing)
            return axis;
    }
}

// Logarithmic axis over positive [lo, hi]: whole decades, a tick every `step` decades so
// that there are at most 8, each labelled as a power of ten.
Axis logAxis(double lo, double hi)
{
    const int a = static_cast<int>(std::floor(std::log10(lo) + 1e-9));
    int b = std::max(a + 1, static_cast<int>(std::ceil(std::log10(hi) - 1e-9)));
    const int step = (b - a + 6) / 7;
    b = a + step * ((b - a + step - 1) / step);
    Axis axis;
    axis.log = true;
    axis.lo = a, axis.hi = b;
    for (int k = a; k <= b; k += step) {
        axis.ticks.push_back(k);
        axis.labels.push_back(powerOfTen(k));
    }
    return axis;
}

class Svg {
public:
    std::ostringstream out;
    void rect(double x, double y, double w, double h, const std::string &fill, const std::string &extra = "")
    {
        out << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"" << num(w) << "\" height=\""
            << num(h) << "\" fill=\"" << fill << "\"" << (extra.empty() ? "" : " ") << extra << "/>\n";
    }
    void line(double x1, double y1, double x2, double y2, const std::string &stroke, const std::string &extra = "")
    {
        out << "<line x1=\"" << num(x1) << "\" y1=\"" << num(y1) << "\" x2=\"" << num(x2) << "\" y2=\""
            << num(y2) << "\" stroke=\"" << stroke << "\"" << (extra.empty() ? "" : " ") << extra << "/>\n";
    }
    void text(double x, double y, const std::string &s, double size, const std::string &cls,
              const std::string &anchor = "start", const std::string &extra = "")
    {
        out << "<text class=\"" << cls << "\" x=\"" << num(x) << "\" y=\"" << num(y) << "\" font-size=\""
            << num(size) << "\" fill=\"#111\" text-anchor=\"" << anchor << "\"" << (extra.empty() ? "" : " ")
            << extra << ">" << escape(s) << "</text>\n";
    }
    // Text cut to `width` px; when cut, the full text stays available as a tooltip.
    void fittedText(double x, double y, const std::string &s, double width, double size, const std::string &cls,
                    const std::string &anchor)
    {
        const std::string shown = fitText(s, width, size);
        if (shown != s)
            out << "<g><title>" << escape(s) << "</title>\n";
        text(x, y, shown, size, cls, anchor);
        if (shown != s)
            out << "</g>\n";
    }
};

// A panel with nothing to draw: its title and "no data". Returns the panel height.
double drawNoData(Svg &svg, const std::string &title, double width)
{
    if (!title.empty())
        svg.fittedText(kMargin, 22, title, width - 2 * kMargin, 15, "title", "start");
    svg.text(width / 2, 52, "no data", 13, "nodata", "middle");
    return 72;
}

// --- bar charts -------------------------------------------------------------------------

struct BarLayout {
    double plotL = 0, plotR = 0; // value axis, in px
    double barsTop = 0, axisY = 0;
    Axis axis;
};

BarLayout barLayout(const BarChart &chart, std::size_t n, double width)
{
    BarLayout l;
    double labelW = 30;
    for (const auto &label : chart.labels)
        labelW = std::max(labelW, textWidth(label, 12));
    l.plotL = kMargin + std::min(labelW, 0.4 * width) + 8;
    l.plotR = width - kMargin - kValueRoom;
    const bool reference = chart.reference && std::isfinite(*chart.reference);
    l.barsTop = 34 + (reference ? 18 : 0);
    l.axisY = l.barsTop + kBarPitch * static_cast<double>(n);
    double lo = 0, hi = 0; // the axis always shows 0
    for (const double v : chart.values)
        if (std::isfinite(v))
            lo = std::min(lo, v), hi = std::max(hi, v);
    if (reference)
        lo = std::min(lo, *chart.reference), hi = std::max(hi, *chart.reference);
    l.axis = readableAxis(lo, hi, true, l.plotR - l.plotL);
    return l;
}

// Grid lines, ticks and tick labels of the value axis, and its label below.
void drawBarAxis(Svg &svg, const BarLayout &l, const std::string &valueLabel)
{
    for (std::size_t i = 0; i < l.axis.ticks.size(); ++i) {
        const double x = l.axis.place(l.axis.ticks[i], l.plotL, l.plotR);
        svg.line(x, l.barsTop, x, l.axisY, kGrid);
        svg.line(x, l.axisY, x, l.axisY + 4, kInk);
        svg.text(x, l.axisY + 16, l.axis.labels[i], 11, "xtick", "middle");
    }
    svg.line(l.plotL, l.axisY, l.plotR, l.axisY, kInk);
    if (!valueLabel.empty())
        svg.fittedText((l.plotL + l.plotR) / 2, l.axisY + 34, valueLabel, l.plotR - l.plotL, 12, "axis-label",
                       "middle");
}

// The reference value as a dashed line across the bars, labelled above them.
void drawReference(Svg &svg, const BarLayout &l, double value, const std::string &label)
{
    const double x = l.axis.at(value, l.plotL, l.plotR);
    svg.line(x, l.barsTop - 14, x, l.axisY, kReference,
             "class=\"reference\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"");
    const std::string text = (label.empty() ? std::string("reference") : label) + " = " + value4(value);
    const bool leftHalf = x < (l.plotL + l.plotR) / 2;
    svg.fittedText(leftHalf ? x + 4 : x - 4, l.barsTop - 4, text, leftHalf ? l.plotR + kValueRoom - x : x - kMargin,
                   11, "reference-label", leftHalf ? "start" : "end");
}

// One row: the label left of the axis, then the bar and its value, or "n/a".
void drawBarRow(Svg &svg, const BarLayout &l, std::size_t i, const std::string &label, double value)
{
    const double y = l.barsTop + kBarPitch * static_cast<double>(i);
    const double zero = l.axis.at(0, l.plotL, l.plotR);
    svg.fittedText(l.plotL - 8, y + kBarPitch / 2 + 4, label, l.plotL - 8 - kMargin, 12, "label", "end");
    if (!std::isfinite(value)) {
        svg.text(zero + 4, y + kBarPitch / 2 + 4, "n/a", 11, "na");
        return;
    }
    const double end = l.axis.at(value, l.plotL, l.plotR);
    svg.rect(std::min(zero, end), y + (kBarPitch - kBarHeight) / 2, std::abs(end - zero), kBarHeight,
             processorColor(i).hex(), "class=\"bar\" stroke=\"#222\" stroke-width=\"0.6\"");
    svg.text(std::max(zero, end) + 4, y + kBarPitch / 2 + 4, value4(value), 11, "value");
}

// A horizontal bar chart drawn from y = 0 down. Returns the panel height.
double drawBarChart(Svg &svg, const BarChart &chart, double width)
{
    const std::size_t n = std::max(chart.labels.size(), chart.values.size());
    if (n == 0)
        return drawNoData(svg, chart.title, width);
    const BarLayout l = barLayout(chart, n, width);
    svg.fittedText(kMargin, 22, chart.title, width - 2 * kMargin, 15, "title", "start");
    drawBarAxis(svg, l, chart.valueLabel);
    for (std::size_t i = 0; i < n; ++i)
        drawBarRow(svg, l, i, i < chart.labels.size() ? chart.labels[i] : std::string(),
                   i < chart.values.size() ? chart.values[i] : kNaN);
    if (chart.reference && std::isfinite(*chart.reference))
        drawReference(svg, l, *chart.reference, chart.referenceLabel);
    return l.axisY + (chart.valueLabel.empty() ? 30 : 48);
}

// --- line charts ------------------------------------------------------------------------

// Whether point i of s can be drawn: finite, and positive on a log axis.
bool plottable(const Series &s, std::size_t i, bool logY)
{
    return std::isfinite(s.x[i]) && std::isfinite(s.y[i]) && (!logY || s.y[i] > 0);
}

struct LineLayout {
    double plotL = 0, plotR = 0, plotTop = 36, plotBottom = 36 + kPlotHeight;
    Axis x, y;
};

// Axes from the drawable points and the plot area, which leaves room for the y tick labels.
// False when no point can be drawn.
bool lineLayout(const LineChart &chart, double width, LineLayout &l)
{
    double x0 = kInf, x1 = -kInf, y0 = kInf, y1 = -kInf;
    for (const auto &s : chart.series)
        for (std::size_t i = 0; i < std::min(s.x.size(), s.y.size()); ++i)
            if (plottable(s, i, chart.logY)) {
                x0 = std::min(x0, s.x[i]), x1 = std::max(x1, s.x[i]);
                y0 = std::min(y0, s.y[i]), y1 = std::max(y1, s.y[i]);
            }
    if (!(x0 <= x1))
        return false;
    l.y = chart.logY ? logAxis(y0, y1) : niceAxis(std::min(0.0, y0), std::max(0.0, y1), true);
    double tickW = 0;
    for (const auto &label : l.y.labels)
        tickW = std::max(tickW, textWidth(label, 11));
    l.plotL = kMargin + (chart.yLabel.empty() ? 0 : 20) + tickW + 8;
    l.plotR = width - kMargin - 14; // half of a centred x tick label may stick out
    l.x = readableAxis(x0, x1, false, l.plotR - l.plotL);
    return true;
}

// Plot frame, grid, ticks with labels on both axes, and the axis labels.
void drawLineAxes(Svg &svg, const LineLayout &l, const LineChart &chart)
{
    svg.rect(l.plotL, l.plotTop, l.plotR - l.plotL, kPlotHeight, "#ffffff", "stroke=\"#bbb\"");
    if (l.y.log && l.y.ticks.size() > 1 && l.y.ticks[1] - l.y.ticks[0] == 1) // 2..9 × 10^k, unlabelled
        for (double k = l.y.lo; k < l.y.hi; ++k)
            for (int m = 2; m <= 9; ++m) {
                const double y = l.y.at(m * std::pow(10.0, k), l.plotBottom, l.plotTop);
                svg.line(l.plotL, y, l.plotR, y, "#f0f0f0");
            }
    for (std::size_t i = 0; i < l.y.ticks.size(); ++i) {
        const double y = l.y.place(l.y.ticks[i], l.plotBottom, l.plotTop);
        svg.line(l.plotL, y, l.plotR, y, kGrid);
        svg.line(l.plotL - 4, y, l.plotL, y, kInk);
        svg.text(l.plotL - 6, y + 4, l.y.labels[i], 11, "ytick", "end");
    }
    for (std::size_t i = 0; i < l.x.ticks.size(); ++i) {
        const double x = l.x.place(l.x.ticks[i], l.plotL, l.plotR);
        svg.line(x, l.plotTop, x, l.plotBottom, kGrid);
        svg.line(x, l.plotBottom, x, l.plotBottom + 4, kInk);
        svg.text(x, l.plotBottom + 16, l.x.labels[i], 11, "xtick", "middle");
    }
    const double midX = (l.plotL + l.plotR) / 2, midY = (l.plotTop + l.plotBottom) / 2;
    if (!chart.xLabel.empty())
        svg.fittedText(midX, l.plotBottom + 34, chart.xLabel, l.plotR - l.plotL, 12, "axis-label", "middle");
    if (!chart.yLabel.empty())
        svg.text(kMargin + 4, midY, fitText(chart.yLabel, kPlotHeight, 12), 12, "axis-label", "middle",
                 "transform=\"rotate(-90 " + num(kMargin + 4) + ' ' + num(midY) + ")\"");
}

// One series: a path whose pieces break at undrawable points, and a marker on every point.
void drawSeries(Svg &svg, const LineLayout &l, const Series &s, bool logY, const std::string &colour)
{
    std::ostringstream d, markers;
    char command = 'M';
    for (std::size_t i = 0; i < std::min(s.x.size(), s.y.size()); ++i) {
        if (!plottable(s, i, logY)) {
            command = 'M';
            continue;
        }
        const double x = l.x.at(s.x[i], l.plotL, l.plotR), y = l.y.at(s.y[i], l.plotBottom, l.plotTop);
        d << (d.tellp() > 0 ? " " : "") << command << ' ' << num(x) << ' ' << num(y);
        command = 'L';
        markers << "<circle class=\"marker\" cx=\"" << num(x) << "\" cy=\"" << num(y) << "\" r=\"3\" fill=\""
                << colour << "\" stroke=\"#222\" stroke-width=\"0.6\"/>\n";
    }
    svg.out << "<path class=\"series\" d=\"" << d.str() << "\" fill=\"none\" stroke=\"" << colour
            << "\" stroke-width=\"2\" stroke-linejoin=\"round\"/>\n"
            << markers.str();
}

// Legend below the x axis: a line-and-marker swatch and the name of each series, in rows.
// Returns the y below the last row.
double drawLegend(Svg &svg, const LineChart &chart, double top, double width)
{
    double x = kMargin, y = top + 12;
    for (std::size_t i = 0; i < chart.series.size(); ++i) {
        const std::string name = fitText(chart.series[i].name, width / 2, 12);
        const double w = 26 + textWidth(name, 12) + 18;
        if (x > kMargin && x + w > width - kMargin)
            x = kMargin, y += kLegendRow;
        const std::string colour = processorColor(i).hex();
        svg.line(x, y - 4, x + 20, y - 4, colour, "stroke-width=\"2\"");
        svg.out << "<circle cx=\"" << num(x + 10) << "\" cy=\"" << num(y - 4) << "\" r=\"3\" fill=\"" << colour
                << "\" stroke=\"#222\" stroke-width=\"0.6\"/>\n";
        svg.text(x + 26, y, name, 12, "legend");
        x += w;
    }
    return y + 8;
}

// A line chart drawn from y = 0 down. Returns the panel height.
double drawLineChart(Svg &svg, const LineChart &chart, double width)
{
    LineLayout l;
    if (!lineLayout(chart, width, l))
        return drawNoData(svg, chart.title, width);
    svg.fittedText(kMargin, 22, chart.title, width - 2 * kMargin, 15, "title", "start");
    drawLineAxes(svg, l, chart);
    for (std::size_t i = 0; i < chart.series.size(); ++i)
        drawSeries(svg, l, chart.series[i], chart.logY, processorColor(i).hex());
    return drawLegend(svg, chart, l.plotBottom + (chart.xLabel.empty() ? 24 : 42), width) + 8;
}

} // namespace

std::string chartsToSvg(const std::vector<BarChart> &bars, const std::vector<LineChart> &lines, int width)
{
    const double w = std::max(width, 320);
    Svg body;
    double top = 0;
    const auto panel = [&](const auto &draw) {
        body.out << "<g transform=\"translate(0," << num(top) << ")\">\n";
        top += draw();
        body.out << "</g>\n";
    };
    for (const auto &chart : bars)
        panel([&] { return drawBarChart(body, chart, w); });
    for (const auto &chart : lines)
        panel([&] { return drawLineChart(body, chart, w); });
    if (bars.empty() && lines.empty())
        panel([&] { return drawNoData(body, "", w); });

    Svg svg;
    svg.out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(w) << "\" height=\"" << num(top)
            << "\" viewBox=\"0 0 " << num(w) << ' ' << num(top) << "\" font-family=\"DejaVu Sans, sans-serif\">\n";
    svg.rect(0, 0, w, top, "#fafafa");
    svg.out << body.out.str() << "</svg>\n";
    return svg.out.str();
}

} // namespace partita
