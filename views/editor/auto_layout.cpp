#include "editor/auto_layout.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <numbers>
#include <optional>
#include <unordered_map>

namespace partita::views {

namespace {

// The platform's links as an undirected simple graph over its nodes (processors, then
// routers), neighbours sorted by the nodes' order in the document.
struct Graph {
    std::vector<std::string> ids;
    std::vector<std::vector<std::size_t>> adj;
    std::size_t edges = 0;
    std::size_t size() const { return ids.size(); }
    bool linked(std::size_t a, std::size_t b) const { return std::binary_search(adj[a].begin(), adj[a].end(), b); }
};

Graph buildGraph(const Platform &platform)
{
    Graph g;
    for (const Processor &p : platform.processors)
        g.ids.push_back(p.id);
    for (const Router &r : platform.routers)
        g.ids.push_back(r.id);
    std::unordered_map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < g.ids.size(); ++i)
        index[g.ids[i]] = i;
    g.adj.resize(g.ids.size());
    for (const Link &l : platform.links) {
        const auto a = index.find(l.from), b = index.find(l.to);
        if (a != index.end() && b != index.end() && a->second != b->second) {
            g.adj[a->second].push_back(b->second);
            g.adj[b->second].push_back(a->second);
        }
    }
    for (auto &n : g.adj) {
        std::sort(n.begin(), n.end());
        n.erase(std::unique(n.begin(), n.end()), n.end());
        g.edges += n.size();
    }
    g.edges /= 2;
    return g;
}

// Breadth-first distances from `from` (-1: unreachable).
std::vector<int> distances(const Graph &g, std::size_t from)
{
    std::vector<int> d(g.size(), -1);
    std::deque<std::size_t> queue{from};
    d[from] = 0;
    while (!queue.empty()) {
        const std::size_t v = queue.front();
        queue.pop_front();
        for (std::size_t w : g.adj[v])
            if (d[w] < 0) {
                d[w] = d[v] + 1;
                queue.push_back(w);
            }
    }
    return d;
}

bool connected(const Graph &g)
{
    const std::vector<int> d = distances(g, 0);
    return std::none_of(d.begin(), d.end(), [](int x) { return x < 0; });
}

std::optional<std::size_t> indexOf(const Graph &g, const std::string &id)
{
    const auto it = std::find(g.ids.begin(), g.ids.end(), id);
    if (it == g.ids.end())
        return std::nullopt;
    return static_cast<std::size_t>(it - g.ids.begin());
}

// Row-major grid positions, columns along x; the grid of (row, column) of each node.
std::vector<QPointF> gridPositions(const std::vector<std::pair<int, int>> &cell)
{
    std::vector<QPointF> pos;
    for (const auto &[r, c] : cell)
        pos.emplace_back(c * kNodeSpacing, r * kNodeSpacing);
    return pos;
}

// An R×C mesh: four corners of degree 2, the others 3 or 4, R(C−1) + C(R−1) links. The
// corner first in the document is (0, 0); the nearest corner first in the document ends row 0;
// each node's distances d0, d1 to these two give its cell: column (d0 − d1 + C − 1)/2, row
// (d0 + d1 − C + 1)/2. The cells are checked to be a bijection and every link to join grid
// neighbours.
bool meshCells(const Graph &g, std::vector<std::pair<int, int>> &cell, int &rows, int &cols)
{
    const std::size_t n = g.size();
    if (n < 4)
        return false;
    std::vector<std::size_t> corners;
    for (std::size_t v = 0; v < n; ++v) {
        const std::size_t deg = g.adj[v].size();
        if (deg == 2)
            corners.push_back(v);
        else if (deg != 3 && deg != 4)
            return false;
    }
    if (corners.size() != 4)
        return false;
    const std::vector<int> d0 = distances(g, corners[0]);
    int far = 0;
    for (std::size_t c : corners)
        far = std::max(far, d0[c]);
    std::optional<std::size_t> end;
    for (std::size_t i = 1; i < 4 && !end; ++i)
        if (d0[corners[i]] > 0 && d0[corners[i]] < far)
            end = corners[i];
    if (!end)
        return false;
    cols = d0[*end] + 1;
    rows = far - (cols - 1) + 1;
    if (rows < 2 || cols < 2 || static_cast<std::size_t>(rows * cols) != n
        || g.edges != static_cast<std::size_t>(rows * (cols - 1) + cols * (rows - 1)))
        return false;
    const std::vector<int> d1 = distances(g, *end);
    std::vector<char> used(n, 0);
    cell.assign(n, {0, 0});
    for (std::size_t v = 0; v < n; ++v) {
        const int twiceCol = d0[v] - d1[v] + cols - 1, twiceRow = d0[v] + d1[v] - cols + 1;
        if (d0[v] < 0 || twiceCol % 2 != 0 || twiceRow % 2 != 0)
            return false;
        const int c = twiceCol / 2, r = twiceRow / 2;
        if (c < 0 || c >= cols || r < 0 || r >= rows || used[static_cast<std::size_t>(r * cols + c)])
            return false;
        used[static_cast<std::size_t>(r * cols + c)] = 1;
        cell[v] = {r, c};
    }
    for (std::size_t v = 0; v < n; ++v)
        for (std::size_t w : g.adj[v])
            if (std::abs(cell[v].first - cell[w].first) + std::abs(cell[v].second - cell[w].second) != 1)
                return false;
    return true;
}

// Going straight on a torus: from p through x, the neighbour y of x that is neither p, nor
// linked to p, nor shares a neighbour with p other than x (the two sideways neighbours of x
// close a square with p). Unique when both sides of the torus are at least 5.
std::optional<std::size_t> straightOn(const Graph &g, std::size_t p, std::size_t x)
{
    std::optional<std::size_t> found;
    for (std::size_t y : g.adj[x]) {
        if (y == p || g.linked(p, y))
            continue;
        bool square = false;
        for (std::size_t z : g.adj[y])
            square = square || (z != x && g.linked(p, z));
        if (square)
            continue;
        if (found)
            return std::nullopt;
        found = y;
    }
    return found;
}

// The nodes met going straight from `start` through `next` until `start` comes back.
std::vector<std::size_t> ring(const Graph &g, std::size_t start, std::size_t next)
{
    std::vector<std::size_t> out{start};
    std::size_t p = start, x = next;
    while (x != start && out.size() <= g.size()) {
        out.push_back(x);
        const auto y = straightOn(g, p, x);
        if (!y)
            return {};
        p = x;
        x = *y;
    }
    return x == start ? out : std::vector<std::size_t>{};
}

// An R×C torus (R, C ≥ 5): every node of degree 4 and 2·R·C links. Row 0 is the ring through
// the first node and its first neighbour, column 0 the ring through it and a neighbour off row
// 0; row i starts at column 0's node i and goes on through the node beside row i − 1's second.
bool torusCells(const Graph &g, std::vector<std::pair<int, int>> &cell, int &rows, int &cols)
{
    const std::size_t n = g.size();
    if (n < 25 || g.edges != 2 * n)
        return false;
    for (const auto &a : g.adj)
        if (a.size() != 4)
            return false;
    const std::vector<std::size_t> row0 = ring(g, 0, g.adj[0][0]);
    if (row0.size() < 5)
        return false;
    std::optional<std::size_t> down;
    for (std::size_t w : g.adj[0])
        if (!down && std::find(row0.begin(), row0.end(), w) == row0.end())
            down = w;
    if (!down)
        return false;
    const std::vector<std::size_t> col0 = ring(g, 0, *down);
    if (col0.size() < 5 || row0.size() * col0.size() != n)
        return false;
    cols = static_cast<int>(row0.size());
    rows = static_cast<int>(col0.size());
    std::vector<std::vector<std::size_t>> grid{row0};
    for (int i = 1; i < rows; ++i) {
        const std::size_t first = col0[static_cast<std::size_t>(i)];
        const auto &above = grid.back();
        std::optional<std::size_t> second;
        for (std::size_t w : g.adj[first])
            if (w != above[0] && g.linked(w, above[1]))
                second = w;
        if (!second)
            return false;
        grid.push_back(ring(g, first, *second));
        if (grid.back().size() != row0.size())
            return false;
    }
    std::vector<char> seen(n, 0);
    cell.assign(n, {0, 0});
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const std::size_t v = grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (seen[v])
                return false;
            seen[v] = 1;
            cell[v] = {r, c};
        }
    const auto ringStep = [](int a, int b, int size) { return (a - b + size) % size == 1 || (b - a + size) % size == 1; };
    for (std::size_t v = 0; v < n; ++v)
        for (std::size_t w : g.adj[v]) {
            const auto [r1, c1] = cell[v];
            const auto [r2, c2] = cell[w];
            if (!((r1 == r2 && ringStep(c1, c2, cols)) || (c1 == c2 && ringStep(r1, r2, rows))))
                return false;
        }
    return true;
}

// The node of least eccentricity: the middle of a longest path (two breadth-first searches).
std::size_t treeCentre(const Graph &g)
{
    const std::vector<int> d0 = distances(g, 0);
    const std::size_t a = static_cast<std::size_t>(std::max_element(d0.begin(), d0.end()) - d0.begin());
    const std::vector<int> da = distances(g, a);
    const std::size_t b = static_cast<std::size_t>(std::max_element(da.begin(), da.end()) - da.begin());
    const std::vector<int> db = distances(g, b);
    const int length = da[b];
    for (std::size_t v = 0; v < g.size(); ++v)
        if (da[v] + db[v] == length && da[v] == (length + 1) / 2)
            return v;
    return a;
}

// Layered from `root`: depth downwards, leaves in depth-first order one slot apart, each
// parent above the middle of its first and last child. O(V).
std::vector<QPointF> treePositions(const Graph &g, std::size_t root)
{
    const std::size_t n = g.size();
    std::vector<QPointF> pos(n);
    std::vector<std::size_t> parent(n, n);
    std::vector<int> depth(n, 0);
    double slot = 0;
    // Iterative post-order: a node is placed when all its children are.
    struct Frame {
        std::size_t v;
        std::size_t next = 0;
        double first = 0, last = 0;
        bool any = false;
    };
    std::vector<Frame> stack{{root}};
    parent[root] = root;
    while (!stack.empty()) {
        Frame &f = stack.back();
        if (f.next < g.adj[f.v].size()) {
            const std::size_t w = g.adj[f.v][f.next++];
            if (parent[w] != n)
                continue;
            parent[w] = f.v;
            depth[w] = depth[f.v] + 1;
            stack.push_back({w});
            continue;
        }
        const double x = f.any ? (f.first + f.last) / 2 : slot++ * kNodeSpacing;
        pos[f.v] = QPointF(x, depth[f.v] * kNodeSpacing * 1.25);
        const std::size_t v = f.v;
        stack.pop_back();
        if (!stack.empty()) {
            Frame &up = stack.back();
            if (!up.any)
                up.first = pos[v].x();
            up.last = pos[v].x();
            up.any = true;
        }
    }
    return pos;
}

// Rows by breadth-first distance from `root`, each row centred, nodes one slot apart; nodes
// out of reach in a last row. O(V + E).
std::vector<QPointF> layeredPositions(const Graph &g, std::size_t root)
{
    const std::vector<int> d = distances(g, root);
    const int deepest = *std::max_element(d.begin(), d.end());
    std::vector<std::vector<std::size_t>> rows(static_cast<std::size_t>(deepest + 2));
    for (std::size_t v = 0; v < g.size(); ++v)
        rows[d[v] < 0 ? rows.size() - 1 : static_cast<std::size_t>(d[v])].push_back(v);
    std::vector<QPointF> pos(g.size());
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t i = 0; i < rows[r].size(); ++i)
            pos[rows[r][i]] = QPointF((static_cast<double>(i) - static_cast<double>(rows[r].size() - 1) / 2) * kNodeSpacing,
                                      static_cast<double>(r) * kNodeSpacing * 1.25);
    return pos;
}

std::vector<QPointF> forcePositions(const Graph &g, std::optional<std::size_t> centre)
{
    const std::size_t n = g.size();
    constexpr double k = kNodeSpacing; // ideal edge length
    const double radius = std::max(k, k * static_cast<double>(n) / (2 * std::numbers::pi));
    std::vector<QPointF> pos(n);
    std::size_t onCircle = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (centre && i == *centre)
            continue;
        const double a = 2 * std::numbers::pi * static_cast<double>(onCircle++)
                         / static_cast<double>(std::max<std::size_t>(n - (centre ? 1 : 0), 1));
        pos[i] = QPointF(radius * std::cos(a), radius * std::sin(a));
    }
    double temperature = radius / 4;
    constexpr int iterations = 200;
    std::vector<QPointF> disp(n);
    for (int it = 0; it < iterations; ++it) {
        std::fill(disp.begin(), disp.end(), QPointF());
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i + 1; j < n; ++j) {
                const QPointF d = pos[i] - pos[j];
                const double dist = std::max(1.0, std::hypot(d.x(), d.y()));
                const QPointF f = d / dist * (k * k / dist);
                disp[i] += f;
                disp[j] -= f;
            }
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b : g.adj[a])
                if (a < b) {
                    const QPointF d = pos[a] - pos[b];
                    const double dist = std::max(1.0, std::hypot(d.x(), d.y()));
                    const QPointF f = d / dist * (dist * dist / k);
                    disp[a] -= f;
                    disp[b] += f;
                }
        for (std::size_t i = 0; i < n; ++i) {
            const double len = std::hypot(disp[i].x(), disp[i].y());
            if (len > 0)
                pos[i] += disp[i] / len * std::min(len, temperature);
        }
        temperature *= 0.97;
    }
    // Spread the drawing until no two centres are closer than 3/4 of a slot: the shape stays.
    double closest = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j)
            closest = std::min(closest, std::hypot(pos[i].x() - pos[j].x(), pos[i].y() - pos[j].y()));
    const double wanted = 0.75 * kNodeSpacing;
    if (closest < wanted) {
        const double scale = closest > 1e-6 ? wanted / closest : 1.0;
        for (QPointF &p : pos)
            p *= std::min(scale, 4.0);
        // Whatever pair is still too close is pushed apart along the line joining it.
        for (int round = 0; round < 50; ++round) {
            bool moved = false;
            for (std::size_t i = 0; i < n; ++i)
                for (std::size_t j = i + 1; j < n; ++j) {
                    QPointF d = pos[j] - pos[i];
                    double dist = std::hypot(d.x(), d.y());
                    if (dist >= wanted)
                        continue;
                    if (dist < 1e-6) {
                        d = QPointF(std::cos(static_cast<double>(j)), std::sin(static_cast<double>(j)));
                        dist = 1;
                    }
                    const QPointF push = d / dist * ((wanted - dist) / 2 + 0.5);
                    pos[i] -= push;
                    pos[j] += push;
                    moved = true;
                }
            if (!moved)
                break;
        }
    }
    return pos;
}

} // namespace

PlatformLayout layoutPlatform(const Platform &platform)
{
    PlatformLayout out;
    const Graph g = buildGraph(platform);
    const std::size_t n = g.size();
    if (n == 0)
        return out;
    const std::optional<std::size_t> master = indexOf(g, platform.master);
    std::vector<QPointF> pos;
    std::vector<std::pair<int, int>> cell;
    const bool tree = g.edges + 1 == n && connected(g);
    std::optional<std::size_t> hub;
    if (tree && n >= 3)
        for (std::size_t v = 0; v < n && !hub; ++v)
            if (g.adj[v].size() == n - 1)
                hub = v;
    if (hub) {
        // The leaves on a circle where neighbours are a slot apart (at least 1.5 slots out).
        out.shape = LayoutShape::Star;
        out.root = QString::fromStdString(g.ids[*hub]);
        const std::size_t leaves = n - 1;
        const double radius = std::max(1.5 * kNodeSpacing,
                                       kNodeSpacing / (2 * std::sin(std::numbers::pi / static_cast<double>(leaves))));
        pos.resize(n);
        std::size_t i = 0;
        for (std::size_t v = 0; v < n; ++v) {
            if (v == *hub)
                continue;
            // From the top, clockwise on screen (y grows downwards).
            const double a = -std::numbers::pi / 2 + 2 * std::numbers::pi * static_cast<double>(i++) / static_cast<double>(leaves);
            pos[v] = QPointF(radius * std::cos(a), radius * std::sin(a));
        }
    } else if (meshCells(g, cell, out.rows, out.columns)) {
        out.shape = LayoutShape::Mesh;
        pos = gridPositions(cell);
    } else if (torusCells(g, cell, out.rows, out.columns)) {
        out.shape = LayoutShape::Torus;
        pos = gridPositions(cell);
    } else if (tree) {
        out.shape = LayoutShape::Tree;
        const std::size_t root = master ? *master : treeCentre(g);
        out.root = QString::fromStdString(g.ids[root]);
        pos = treePositions(g, root);
    } else {
        out.shape = LayoutShape::Other;
        pos = n <= kForceLayoutMaxNodes ? forcePositions(g, master) : layeredPositions(g, master.value_or(0));
    }
    for (std::size_t i = 0; i < n; ++i)
        out.positions.emplace_back(QString::fromStdString(g.ids[i]),
                                   QPointF(std::round(pos[i].x() * 10) / 10, std::round(pos[i].y() * 10) / 10));
    return out;
}

NodePositions autoLayout(const Platform &platform)
{
    return layoutPlatform(platform).positions;
}

QString layoutShapeName(LayoutShape shape)
{
    switch (shape) {
    case LayoutShape::Star: return QCoreApplication::translate("AutoLayout", "star");
    case LayoutShape::Mesh: return QCoreApplication::translate("AutoLayout", "mesh");
    case LayoutShape::Torus: return QCoreApplication::translate("AutoLayout", "torus");
    case LayoutShape::Tree: return QCoreApplication::translate("AutoLayout", "tree");
    case LayoutShape::Other:
    case LayoutShape::Empty: break;
    }
    return QCoreApplication::translate("AutoLayout", "graph");
}

} // namespace partita::views
