#pragma once
// An experiment's figure as values (docs/reproduction.md): its charts' titles, axes, bars and
// series named by phrases (text.h), so that `partita reproduce` writes the English SVG and the
// studio's Papers page draws the same figure, from the same numbers, in its own language
// (views/classroom/papers_page.cpp). The drawing is report/chart_svg.h's and
// report/gantt_svg.h's.

#include "reproduce/text.h"
#include "trace/trace.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace partita::reproduce {

struct FigureBars {
    Phrase title;
    Phrase valueLabel;
    std::vector<Phrase> labels; // one per bar
    std::vector<double> values; // NaN: "n/a"
    std::optional<double> reference;
    Phrase referenceLabel;
    bool operator==(const FigureBars &) const = default;
};

struct FigureSeries {
    Phrase name;
    std::vector<double> x, y;
    bool operator==(const FigureSeries &) const = default;
};

struct FigureLines {
    Phrase title, xLabel, yLabel;
    std::vector<FigureSeries> series;
    bool logY = false;
    bool operator==(const FigureLines &) const = default;
};

struct FigureGantt {
    Phrase title;
    Trace trace;
    bool operator==(const FigureGantt &) const = default;
};

// One SVG file: bar charts, then line charts (chartsToSvg), or Gantt panels (ganttToSvg).
struct Figure {
    std::string name; // the file's name, "ratios.svg"
    std::vector<FigureBars> bars;
    std::vector<FigureLines> lines;
    std::vector<FigureGantt> gantt;

    // The SVG document, each phrase said by `say` (English by default).
    using Say = std::function<std::string(const Phrase &)>;
    std::string svg(const Say &say = {}) const;
    bool operator==(const Figure &) const = default;
};

} // namespace partita::reproduce
