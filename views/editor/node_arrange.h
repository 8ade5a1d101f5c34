#pragma once
// Align and distribute for the editor's multi-selection (docs/studio.md, Editing), as plain
// functions of the nodes' positions (centres, scene coordinates): the scene applies their
// result as one undo step.

#include <QPointF>
#include <QString>

#include <utility>
#include <vector>

namespace partita::views {

using NodePositions = std::vector<std::pair<QString, QPointF>>;

enum class Alignment { Left, HorizontalCenter, Right, Top, VerticalCenter, Bottom };

// Every node on the leftmost (rightmost, topmost, bottommost) centre of the selection, or on
// the middle of its extent; the other coordinate is kept.
NodePositions alignedPositions(const NodePositions &nodes, Alignment alignment);
// The nodes in their order along x (Horizontal) or y (Vertical), the outermost two kept and the
// others spaced evenly between them; the other coordinate is kept. Fewer than three: unchanged.
NodePositions distributedPositions(const NodePositions &nodes, Qt::Orientation orientation);

} // namespace partita::views
