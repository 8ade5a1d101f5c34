#include "reproduce/experiment.h"

#include <cmath>

namespace partita::reproduce {

double Comparison::relativeDifference() const
{
    if (paper == 0)
        return partita == 0 ? 0.0 : std::copysign(INFINITY, partita);
    return (partita - paper) / std::abs(paper);
}

bool Comparison::matchesPrinted() const
{
    const double scale = std::pow(10.0, decimals);
    // Half a unit of the last printed digit, with room for the binary representation.
    return std::abs(partita - paper) * scale <= 0.5 + 1e-9;
}

bool Comparison::needsExplanation() const
{
    return !matchesPrinted() && !(std::abs(relativeDifference()) <= kExplainAbove);
}

std::vector<std::string> untranslatable(const ExperimentResult &result)
{
    std::vector<std::string> out;
    const auto check = [&](const Text &text) {
        for (std::string &v : untranslatable(text))
            out.push_back(std::move(v));
    };
    check(result.setup);
    check(result.findings);
    for (const Comparison &c : result.comparisons) {
        check(c.quantity);
        check(c.note);
    }
    // A figure's titles and axes are sentences; its bars and series may be named by values (a
    // strategy, a processor), the same in every language.
    for (const Figure &f : result.figures) {
        for (const FigureBars &b : f.bars) {
            check(b.title);
            check(b.valueLabel);
            check(b.referenceLabel);
        }
        for (const FigureLines &l : f.lines) {
            check(l.title);
            check(l.xLabel);
            check(l.yLabel);
        }
        for (const FigureGantt &g : f.gantt)
            check(g.title);
    }
    return out;
}

} // namespace partita::reproduce
