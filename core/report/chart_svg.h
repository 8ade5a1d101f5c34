#pragma once
// Small SVG charts for `partita compare --svg`: horizontal bar charts (one bar per strategy,
// an optional dashed reference line such as a lower bound) and line charts (sweep curves, one
// series per strategy). No dependencies; colours come from report/palette.h so that series
// keep the same colour in every export. Non-finite values are never written: a NaN bar reads
// "n/a", a NaN point is a gap in its line.

#include <optional>
#include <string>
#include <vector>

namespace partita {

struct BarChart {
    std::string title;                // drawn on top
    std::string valueLabel;           // axis label, e.g. "makespan (s)"
    std::vector<std::string> labels;  // one per bar (strategy names), drawn left of the bar
    std::vector<double> values;       // one per bar; NaN (or inf) = not applicable: "n/a"
    std::optional<double> reference;  // e.g. a lower bound: a dashed line, labelled
    std::string referenceLabel;
};

struct Series {
    std::string name;
    std::vector<double> x, y; // NaN y = gap in the line
};

struct LineChart {
    std::string title, xLabel, yLabel;
    std::vector<Series> series;
    bool logY = false; // ticks at powers of ten; values <= 0 are left out
};

// One SVG document holding the panels stacked vertically (bar charts first), each `width` px
// wide. Empty input gives a valid document saying "no data".
std::string chartsToSvg(const std::vector<BarChart> &bars, const std::vector<LineChart> &lines,
                        int width = 720);

} // namespace partita
