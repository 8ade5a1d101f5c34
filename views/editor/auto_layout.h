#pragma once
// Positions for drawing a platform whose nodes have no coordinates (hand-written files,
// SimGrid imports): a force-directed layout (Fruchterman and Reingold, "Graph drawing by
// force-directed placement", 1991) started from a circle, deterministic, O(iterations·V²);
// beyond kForceLayoutMaxNodes the circle alone, O(V).

#include "model/platform.h"

#include <QPointF>
#include <QString>

#include <utility>
#include <vector>

namespace partita::views {

inline constexpr std::size_t kForceLayoutMaxNodes = 300;

// One position per node (processors, then routers), in scene units (about 80 between
// neighbours). The master, if any, starts at the centre.
std::vector<std::pair<QString, QPointF>> autoLayout(const Platform &platform);

} // namespace partita::views
