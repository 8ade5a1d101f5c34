#include "redistribute/operation_motion.h"

#include <algorithm>

namespace partita::views {

namespace {

double d(std::int64_t v) { return static_cast<double>(v); }

double smoothstep(double edge0, double edge1, double x)
{
    const double u = std::clamp((x - edge0) / (edge1 - edge0), 0.0, 1.0);
    return u * u * (3 - 2 * u);
}

class PieceCollector {
public:
    explicit PieceCollector(const Layout &layout) : m_layout(layout)
    {
        std::size_t order = 0;
        for (const auto &col : layout.columns) {
            m_firstOrder.push_back(order);
            order += col.processors.size();
        }
    }

    std::size_t order(std::size_t column, std::size_t index) const { return m_firstOrder[column] + index; }

    void add(std::vector<OperationMotion::Piece> &out, QRectF r, std::size_t owner, std::size_t newOwner,
             bool moving) const
    {
        if (r.width() > 0 && r.height() > 0)
            out.push_back({r, owner, newOwner, moving});
    }

    // The rows [a, b) of processor (c, j) that fall in [lo, hi), shifted by dy.
    void addRows(std::vector<OperationMotion::Piece> &out, std::size_t c, std::size_t j, std::int64_t lo,
                 std::int64_t hi, double dy) const
    {
        const LayoutSlot s{c, j};
        const std::int64_t a = std::max(m_layout.rowStart(s), lo);
        const std::int64_t b = std::min(m_layout.rowStart(s) + m_layout.processor(s).rows, hi);
        if (a >= b)
            return;
        const std::size_t o = order(c, j);
        add(out, QRectF(d(m_layout.columnStart(c)), d(a) + dy, d(m_layout.columns[c].width), d(b - a)), o, o, false);
    }

private:
    const Layout &m_layout;
    std::vector<std::size_t> m_firstOrder;
};

} // namespace

OperationMotion OperationMotion::compute(const Layout &before, const Operation &op, double progress)
{
    applyOperation(before, op); // refuses operations that do not apply
    OperationMotion m;
    m.type = op.type;
    m.progress = std::clamp(progress, 0.0, 1.0);
    const double t = m.progress;
    m.blend = smoothstep(0.55, 1.0, t);
    const PieceCollector pc(before);
    // m block rows, n block columns (docs/shapes.md): a block column is `height` = m blocks high,
    // a block row `width` = n blocks wide.
    const std::int64_t height = before.blockRows(), width = before.n;
    std::vector<Piece> moving;

    switch (op.type) {
    case OperationType::ColumnMigration: {
        const auto from = static_cast<std::size_t>(op.from), to = static_cast<std::size_t>(op.to);
        const double dx = from < to ? -t : t; // the block columns in between
        const double x = d(op.position) + t * d(op.newPosition - op.position);
        for (std::size_t c = 0; c < before.columns.size(); ++c) {
            const LayoutColumn &col = before.columns[c];
            const double x0 = d(before.columnStart(c));
            const bool between = (c > std::min(from, to)) && (c < std::max(from, to));
            std::int64_t y = 0;
            for (std::size_t j = 0; j < col.processors.size(); ++j) {
                const double h = d(col.processors[j].rows);
                const std::size_t o = pc.order(c, j);
                if (c == from) // what stays of the source column
                    pc.add(m.pieces, QRectF(from < to ? x0 : x0 + 1, d(y), d(col.width - 1), h), o, o, false);
                else
                    pc.add(m.pieces, QRectF(x0 + (between ? dx : 0.0), d(y), d(col.width), h), o, o, false);
                y += col.processors[j].rows;
            }
        }
        // The moving block column, cut wherever the source or the destination column has a border.
        std::vector<std::int64_t> cuts{0, height};
        for (std::size_t c : {from, to}) {
            std::int64_t y = 0;
            for (const auto &p : before.columns[c].processors)
                cuts.push_back(y += p.rows);
        }
        std::sort(cuts.begin(), cuts.end());
        cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
        for (std::size_t k = 0; k + 1 < cuts.size(); ++k) {
            const std::int64_t y0 = cuts[k], y1 = std::min(cuts[k + 1], height);
            if (y0 >= height)
                break;
            pc.add(moving, QRectF(x, d(y0), 1, d(y1 - y0)), pc.order(from, before.ownerOfRow(from, y0)),
                   pc.order(to, before.ownerOfRow(to, y0)), true);
        }
        m.source = QRectF(d(op.position), 0, 1, d(height));
        m.destination = QRectF(d(op.newPosition), 0, 1, d(height));
        m.strip = QRectF(x, 0, 1, d(height));
        break;
    }
    case OperationType::RowMigration: {
        const std::int64_t l1 = op.from, l2 = op.to;
        const double y = d(l1) + t * d(l2 - l1);
        // Rows strictly between l1 and l2, and l2 itself, shift by one towards l1.
        const std::int64_t lo = l1 < l2 ? l1 + 1 : l2, hi = l1 < l2 ? l2 + 1 : l1;
        const double dy = l1 < l2 ? -t : t;
        for (std::size_t c = 0; c < before.columns.size(); ++c) {
            if (before.columns[c].width == 0)
                continue;
            for (std::size_t j = 0; j < before.columns[c].processors.size(); ++j) {
                pc.addRows(m.pieces, c, j, 0, std::min(l1, l2), 0);
                pc.addRows(m.pieces, c, j, lo, hi, dy);
                pc.addRows(m.pieces, c, j, std::max(l1, l2) + 1, height, 0);
            }
            pc.add(moving, QRectF(d(before.columnStart(c)), y, d(before.columns[c].width), 1),
                   pc.order(c, before.ownerOfRow(c, l1)), pc.order(c, before.ownerOfRow(c, l2)), true);
        }
        m.source = QRectF(0, d(l1), d(width), 1);
        m.destination = QRectF(0, d(l2), d(width), 1);
        m.strip = QRectF(0, y, d(width), 1);
        break;
    }
    case OperationType::LocalSliding: {
        const std::size_t c = op.column;
        const auto from = static_cast<std::size_t>(op.from), to = static_cast<std::size_t>(op.to);
        const std::int64_t r = op.position;
        for (std::size_t cc = 0; cc < before.columns.size(); ++cc)
            for (std::size_t j = 0; j < before.columns[cc].processors.size(); ++j) {
                if (cc != c || j != from) {
                    pc.addRows(m.pieces, cc, j, 0, height, 0);
                    continue;
                }
                pc.addRows(m.pieces, cc, j, 0, r, 0);
                pc.addRows(m.pieces, cc, j, r + 1, height, 0);
            }
        const double x = d(before.columnStart(c)), w = d(before.columns[c].width);
        const std::size_t oFrom = pc.order(c, from), oTo = pc.order(c, to);
        // `to` above: the border under it moves down; `to` below: the border above it moves up.
        const double border = to < from ? d(r) + t : d(r) + 1 - t;
        if (to < from) {
            pc.add(m.pieces, QRectF(x, d(r), w, t), oTo, oTo, false);
            pc.add(m.pieces, QRectF(x, border, w, 1 - t), oFrom, oFrom, false);
        } else {
            pc.add(m.pieces, QRectF(x, d(r), w, 1 - t), oFrom, oFrom, false);
            pc.add(m.pieces, QRectF(x, border, w, t), oTo, oTo, false);
        }
        m.source = m.destination = m.strip = QRectF(x, d(r), w, 1);
        m.border = QLineF(x, border, x + w, border);
        break;
    }
    }
    m.pieces.insert(m.pieces.end(), moving.begin(), moving.end());
    return m;
}

std::optional<std::size_t> OperationMotion::ownerAt(double x, double y) const
{
    for (auto it = pieces.rbegin(); it != pieces.rend(); ++it) {
        const QRectF &r = it->blocks;
        if (x >= r.left() && x < r.right() && y >= r.top() && y < r.bottom())
            return it->moving && blend >= 0.5 ? it->newOwner : it->owner;
    }
    return std::nullopt;
}

} // namespace partita::views
