#include "reproduce/figure.h"

#include "reproduce/experiment.h"

#include "report/chart_svg.h"
#include "report/gantt_svg.h"

namespace partita::reproduce {

std::string Figure::svg(const Say &say) const
{
    const auto text = [&](const Phrase &p) { return say ? say(p) : p.text(); };
    if (!gantt.empty()) {
        std::vector<GanttPanel> panels;
        for (const FigureGantt &g : gantt) {
            GanttPanel panel{text(g.title), g.trace};
            if (panel.trace.timeUnit == "time units") // the axis's unit, a word too
                panel.trace.timeUnit = text(REPORT_TEXT("Report", "time units"));
            panels.push_back(std::move(panel));
        }
        return ganttToSvg(panels);
    }
    std::vector<BarChart> barCharts;
    for (const FigureBars &b : bars) {
        BarChart c{text(b.title), text(b.valueLabel), {}, b.values, b.reference, text(b.referenceLabel)};
        for (const Phrase &l : b.labels)
            c.labels.push_back(text(l));
        barCharts.push_back(std::move(c));
    }
    std::vector<LineChart> lineCharts;
    for (const FigureLines &l : lines) {
        LineChart c{text(l.title), text(l.xLabel), text(l.yLabel), {}, l.logY};
        for (const FigureSeries &s : l.series)
            c.series.push_back({text(s.name), s.x, s.y});
        lineCharts.push_back(std::move(c));
    }
    return chartsToSvg(barCharts, lineCharts);
}

void addFigure(ExperimentResult &out, Figure figure)
{
    out.files.push_back({figure.name, figure.svg()});
    out.figures.push_back(std::move(figure));
}

} // namespace partita::reproduce
