#include "gantt/gantt_summary_layout.h"

#include <algorithm>
#include <unordered_map>

namespace partita::views {

double GanttSummaryLayout::barArea() const
{
    return std::max(minBarWidth, width - barLeft() - 8 - 3 * numberWidth - margin);
}

void GanttSummaryLayout::layout(const TraceSummary &predicted, const TraceSummary *measured)
{
    rows.clear();
    lines.clear();
    const int panels = measured ? 2 : 1;
    const TraceSummary *traces[2] = {&predicted, measured};
    scale = std::max(predicted.t1 - predicted.t0, measured ? measured->t1 - measured->t0 : 0.0);

    // Rows: the predicted processors in order, then the ones only measured.
    std::vector<std::array<const RankSummary *, 2>> byRow;
    std::unordered_map<std::string, std::size_t> index;
    const auto rowOf = [&](const std::string &id) {
        if (const auto it = index.find(id); it != index.end())
            return it->second;
        index.emplace(id, rows.size());
        rows.push_back({id, 0, 0});
        byRow.push_back({nullptr, nullptr});
        return rows.size() - 1;
    };
    for (int p = 0; p < panels; ++p)
        for (const RankSummary &s : traces[p]->ranks)
            byRow[rowOf(s.id)][static_cast<std::size_t>(p)] = &s;

    const double area = barArea();
    double y = top;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        rows[r].top = y;
        rows[r].height = panels * lineHeight;
        for (int p = 0; p < panels; ++p) {
            GanttSummaryLine line;
            line.row = static_cast<int>(r);
            line.panel = p;
            line.y = y + p * lineHeight;
            line.barX = barLeft();
            if (const RankSummary *s = byRow[r][static_cast<std::size_t>(p)]) {
                line.summary = *s;
                const double range = traces[p]->t1 - traces[p]->t0;
                line.barWidth = scale > 0 ? area * range / scale : 0;
                const double unit = scale > 0 ? area / scale : 0;
                line.segments = {s->compute * unit, s->communication * unit, s->wait * unit,
                                 std::max(0.0, s->idle - s->wait) * unit};
            }
            lines.push_back(line);
        }
        y += rows[r].height + rowGap;
    }
}

double GanttSummaryLayout::height() const
{
    return rows.empty() ? top : rows.back().top + rows.back().height + margin;
}

std::optional<std::size_t> GanttSummaryLayout::lineAt(double x, double y) const
{
    if (x < margin || x > width - margin)
        return std::nullopt;
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (y >= lines[i].y && y < lines[i].y + lineHeight)
            return i;
    return std::nullopt;
}

} // namespace partita::views
