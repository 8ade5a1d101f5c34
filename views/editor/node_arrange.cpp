#include "editor/node_arrange.h"

#include <algorithm>

namespace partita::views {

NodePositions alignedPositions(const NodePositions &nodes, Alignment alignment)
{
    if (nodes.empty())
        return {};
    double left = nodes.front().second.x(), right = left, top = nodes.front().second.y(), bottom = top;
    for (const auto &[id, p] : nodes) {
        left = std::min(left, p.x());
        right = std::max(right, p.x());
        top = std::min(top, p.y());
        bottom = std::max(bottom, p.y());
    }
    NodePositions out;
    for (const auto &[id, p] : nodes) {
        QPointF q = p;
        switch (alignment) {
        case Alignment::Left: q.setX(left); break;
        case Alignment::HorizontalCenter: q.setX((left + right) / 2); break;
        case Alignment::Right: q.setX(right); break;
        case Alignment::Top: q.setY(top); break;
        case Alignment::VerticalCenter: q.setY((top + bottom) / 2); break;
        case Alignment::Bottom: q.setY(bottom); break;
        }
        out.emplace_back(id, q);
    }
    return out;
}

NodePositions distributedPositions(const NodePositions &nodes, Qt::Orientation orientation)
{
    if (nodes.size() < 3)
        return nodes;
    const bool horizontal = orientation == Qt::Horizontal;
    const auto along = [horizontal](const QPointF &p) { return horizontal ? p.x() : p.y(); };
    NodePositions sorted = nodes;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [&](const auto &a, const auto &b) { return along(a.second) < along(b.second); });
    const double first = along(sorted.front().second), last = along(sorted.back().second);
    const double step = (last - first) / static_cast<double>(sorted.size() - 1);
    for (std::size_t i = 1; i + 1 < sorted.size(); ++i) {
        const double v = first + step * static_cast<double>(i);
        if (horizontal)
            sorted[i].second.setX(v);
        else
            sorted[i].second.setY(v);
    }
    return sorted;
}

} // namespace partita::views
