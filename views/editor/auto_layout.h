#pragma once
// Positions for drawing a platform legibly (docs/studio.md, Editing, Arrange Nodes), chosen
// from the shape of its links:
//   star   one hub linked to every other node, and nothing else: the hub (the master, or the
//          router it is) at the centre, the others on one circle, in the document's order;
//   mesh   an R×C grid, each node linked to its 2–4 grid neighbours (R, C ≥ 2): on the grid;
//   torus  the same with the rows and columns closed into rings (every node of degree 4, R, C
//          ≥ 3): on the grid, the wrap-around links crossing it;
//   tree   connected, one link fewer than nodes: layered from its root (the master, else the
//          centre of the tree) downwards, each parent above the middle of its children;
//   other  a force-directed layout (Fruchterman and Reingold, "Graph drawing by
//          force-directed placement", 1991) started from a circle, deterministic,
//          O(iterations·V²), up to kForceLayoutMaxNodes nodes; beyond, layered by breadth-first
//          distance from the master (or the first node), O(V + E).
// Every layout keeps at least kNodeSpacing between node centres. Detection is O(V + E).

#include "editor/node_arrange.h"
#include "model/platform.h"

#include <QPointF>
#include <QString>

#include <utility>
#include <vector>

namespace partita::views {

inline constexpr std::size_t kForceLayoutMaxNodes = 300;
// Scene units between neighbouring nodes: the largest disc is 44 across, with its label.
inline constexpr double kNodeSpacing = 80;

enum class LayoutShape { Empty, Star, Mesh, Torus, Tree, Other };

struct PlatformLayout {
    LayoutShape shape = LayoutShape::Empty;
    NodePositions positions; // one per node: processors, then routers, in the document's order
    int rows = 0, columns = 0; // mesh and torus
    QString root;              // star: the hub; tree: the root
};

PlatformLayout layoutPlatform(const Platform &platform);
// layoutPlatform(platform).positions.
NodePositions autoLayout(const Platform &platform);
// "star", "mesh", … for the status bar and the undo step.
QString layoutShapeName(LayoutShape shape);

} // namespace partita::views
