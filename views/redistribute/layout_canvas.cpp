#include "redistribute/layout_canvas.h"

#include "report/palette.h"
#include "studio/readable_colour.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <set>

namespace partita::views {

namespace {

const QColor kInk(28, 28, 32);
const QColor kHalo(255, 255, 255, 230);
const QColor kGap(232, 232, 236);

QColor mix(const QColor &a, const QColor &b, double t)
{
    const auto lerp = [t](int x, int y) { return static_cast<int>(std::lround(x + (y - x) * t)); };
    return QColor(lerp(a.red(), b.red()), lerp(a.green(), b.green()), lerp(a.blue(), b.blue()));
}

// At least `minimum` pixels thick in each direction, so a one-block strip of a large grid shows.
QRectF atLeast(QRectF r, double minimum)
{
    if (r.width() < minimum)
        r.adjust(-(minimum - r.width()) / 2, 0, (minimum - r.width()) / 2, 0);
    if (r.height() < minimum)
        r.adjust(0, -(minimum - r.height()) / 2, 0, (minimum - r.height()) / 2);
    return r;
}

void drawArrow(QPainter &p, QPointF from, QPointF to, const QColor &colour)
{
    const QLineF line(from, to);
    if (line.length() < 4)
        return;
    p.setPen(QPen(colour, 2, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(line);
    const double angle = std::atan2(from.y() - to.y(), from.x() - to.x());
    constexpr double head = 8, spread = 0.45;
    QPainterPath tip(to);
    tip.lineTo(to + QPointF(head * std::cos(angle + spread), head * std::sin(angle + spread)));
    tip.lineTo(to + QPointF(head * std::cos(angle - spread), head * std::sin(angle - spread)));
    tip.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPath(tip);
    p.setBrush(Qt::NoBrush);
}

} // namespace

LayoutCanvas::LayoutCanvas(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
}

void LayoutCanvas::setTarget(const Layout &target, const std::vector<std::size_t> &colours)
{
    m_target = target;
    m_colours = colours;
    relayout();
    update();
}

void LayoutCanvas::showLayout(const Layout &layout)
{
    m_layout = layout;
    m_motion.reset();
    relayout();
    update();
}

void LayoutCanvas::showMotion(const Layout &before, const Operation &op, double progress)
{
    if (!(before == m_layout)) {
        m_layout = before;
        relayout();
    }
    m_motion = OperationMotion::compute(before, op, progress);
    update();
}

void LayoutCanvas::setMessage(const QString &message)
{
    m_message = message;
    update();
}

LayoutGeometry LayoutCanvas::geometryFor(const Layout &layout, const Layout &target, QSize size)
{
    const QRectF area(kMargin, 4, size.width() - 2 * kMargin, size.height() - 4 - kMargin);
    return LayoutGeometry::compute(layout, area, target, kHeaderHeight);
}

void LayoutCanvas::relayout()
{
    m_geometry = geometryFor(m_layout, m_target, size());
}

void LayoutCanvas::resizeEvent(QResizeEvent *)
{
    relayout();
}

QColor LayoutCanvas::colourOf(std::size_t order) const
{
    const Rgb c = processorColor(order < m_colours.size() ? m_colours[order] : order);
    return QColor(c.r, c.g, c.b);
}

void LayoutCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintCanvas(painter, size());
}

void LayoutCanvas::paintCanvas(QPainter &p, QSize size) const
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.fillRect(QRect(QPoint(0, 0), size), palette().base());
    if (!m_message.isEmpty() || m_layout.n < 1) {
        p.setPen(palette().text().color());
        p.drawText(QRectF(QPointF(0, 0), QSizeF(size)).adjusted(12, 12, -12, -12),
                   Qt::AlignCenter | Qt::TextWordWrap, m_message.isEmpty() ? tr("No layout") : m_message);
        p.restore();
        return;
    }
    const LayoutGeometry g = size == this->size() ? m_geometry : geometryFor(m_layout, m_target, size);
    // What is not covered while a strip is in flight: the room it is about to fill.
    p.fillRect(g.frame, kGap);
    p.fillRect(g.frame, QBrush(QColor(200, 200, 206), Qt::BDiagPattern));

    const bool outlines = g.cell >= 3;
    const QPen separator(palette().base().color(), 1);
    p.setPen(outlines ? separator : QPen(Qt::NoPen));
    if (m_motion) {
        for (const auto &piece : m_motion->pieces)
            if (!piece.moving) {
                p.setBrush(colourOf(piece.owner));
                p.drawRect(g.toPixels(piece.blocks));
            }
    } else {
        for (const auto &r : g.processors)
            if (r.area > 0) {
                p.setBrush(colourOf(r.order));
                p.drawRect(r.pixels);
            }
    }
    p.setBrush(Qt::NoBrush);
    if (g.cell >= 9) { // the block grid, faint, when blocks are large enough to count
        p.setPen(QPen(QColor(0, 0, 0, 26), 1));
        for (std::int64_t k = 1; k < g.n; ++k) {
            const double at = static_cast<double>(k) * g.cell;
            p.drawLine(QPointF(g.frame.left() + at, g.frame.top()), QPointF(g.frame.left() + at, g.frame.bottom()));
        }
        for (std::int64_t k = 1; k < g.m; ++k) {
            const double at = static_cast<double>(k) * g.cell;
            p.drawLine(QPointF(g.frame.left(), g.frame.top() + at), QPointF(g.frame.right(), g.frame.top() + at));
        }
    }
    paintTargetBorders(p, g);
    paintLabels(p, g);
    if (m_motion)
        paintMotion(p, g);
    p.setPen(QPen(kInk, 1.2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(g.frame);
    paintHeaders(p, g);
    p.restore();
}

void LayoutCanvas::paintTargetBorders(QPainter &p, const LayoutGeometry &g) const
{
    if (!g.hasTarget)
        return;
    // Only the target borders that are not already borders of the layout shown: a balanced
    // layout shows none.
    std::set<std::int64_t> columnEdges;
    std::int64_t x = 0;
    for (const auto &col : m_layout.columns)
        columnEdges.insert(x += col.width);
    QPen dashed(kInk, 1.6, Qt::CustomDashLine);
    dashed.setDashPattern({3, 2.5});
    p.setPen(dashed);
    std::int64_t tx = 0;
    for (std::size_t c = 0; c < m_target.columns.size(); ++c) {
        const LayoutColumn &tcol = m_target.columns[c];
        const LayoutColumn &col = m_layout.columns[c];
        const std::int64_t cx = m_layout.columnStart(c);
        if (tx > 0 && !columnEdges.contains(tx))
            p.drawLine(g.toPixels(QPointF(static_cast<double>(tx), 0)),
                       g.toPixels(QPointF(static_cast<double>(tx), static_cast<double>(g.m))));
        std::int64_t ty = 0, y = 0;
        for (std::size_t j = 0; j + 1 < tcol.processors.size(); ++j) {
            ty += tcol.processors[j].rows;
            y += col.processors[j].rows;
            if (ty == y && cx == tx && col.width == tcol.width)
                continue;
            if (ty <= 0 || ty >= g.m || tcol.width == 0)
                continue;
            p.drawLine(g.toPixels(QPointF(static_cast<double>(tx), static_cast<double>(ty))),
                       g.toPixels(QPointF(static_cast<double>(tx + tcol.width), static_cast<double>(ty))));
        }
        tx += tcol.width;
    }
}

void LayoutCanvas::paintLabels(QPainter &p, const LayoutGeometry &g) const
{
    QFont idFont = font();
    idFont.setBold(true);
    const QFontMetricsF idMetrics(idFont), metrics(font());
    for (const auto &r : g.processors) {
        if (r.area <= 0)
            continue;
        const QString id = QString::fromStdString(m_layout.processor(r.slot).id);
        const QString areas = g.hasTarget && r.targetArea != r.area
                                ? tr("%1 → %2").arg(r.area).arg(r.targetArea)
                                : QString::number(r.area);
        const double room = r.pixels.width() - 4, height = r.pixels.height() - 2;
        const bool idFits = idMetrics.horizontalAdvance(id) <= room && idMetrics.height() <= height;
        if (!idFits)
            continue;
        const bool both = metrics.horizontalAdvance(areas) <= room && idMetrics.height() + metrics.height() <= height;
        const Rgb t = processorColor(r.order < m_colours.size() ? m_colours[r.order] : r.order).contrastingText();
        p.setPen(QColor(t.r, t.g, t.b));
        if (!both) {
            p.setFont(idFont);
            p.drawText(r.pixels, Qt::AlignCenter, id);
            continue;
        }
        const double top = r.pixels.center().y() - (idMetrics.height() + metrics.height()) / 2;
        p.setFont(idFont);
        p.drawText(QRectF(r.pixels.left(), top, r.pixels.width(), idMetrics.height()), Qt::AlignCenter, id);
        p.setFont(font());
        p.drawText(QRectF(r.pixels.left(), top + idMetrics.height(), r.pixels.width(), metrics.height()),
                   Qt::AlignCenter, areas);
    }
    p.setFont(font());
}

void LayoutCanvas::paintHeaders(QPainter &p, const LayoutGeometry &g) const
{
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold), metrics(font());
    const QColor text = palette().text().color();
    for (const auto &h : g.headers) {
        if (h.pixels.width() < 6)
            continue;
        const QRectF r = h.pixels.adjusted(1, 2, -1, -6);
        p.setPen(QPen(text, 1));
        p.drawLine(QPointF(r.left() + 1, r.bottom() + 2), QPointF(r.right() - 1, r.bottom() + 2));
        const QString name = tr("C%1").arg(h.column + 1);
        const QString width = h.targetWidth >= 0 && h.targetWidth != h.width
                                  ? tr("w %1 → %2").arg(h.width).arg(h.targetWidth)
                                  : tr("w %1").arg(h.width);
        const bool both = boldMetrics.horizontalAdvance(name) + metrics.horizontalAdvance(width) + 8 <= r.width();
        if (both) {
            p.setFont(bold);
            const double nameWidth = boldMetrics.horizontalAdvance(name);
            const double total = nameWidth + 6 + metrics.horizontalAdvance(width);
            const QRectF line(r.center().x() - total / 2, r.top(), total, r.height());
            p.drawText(line, Qt::AlignLeft | Qt::AlignBottom, name);
            p.setFont(font());
            p.setPen(h.targetWidth >= 0 && h.targetWidth != h.width ? readableOn(QColor(180, 60, 20), palette().base().color()) : text);
            p.drawText(line, Qt::AlignRight | Qt::AlignBottom, width);
        } else if (boldMetrics.horizontalAdvance(name) <= r.width()) {
            p.setFont(bold);
            p.drawText(r, Qt::AlignHCenter | Qt::AlignBottom, name);
        }
    }
    p.setFont(font());
}

void LayoutCanvas::paintMotion(QPainter &p, const LayoutGeometry &g) const
{
    const OperationMotion &m = *m_motion;
    // Where the strip leaves and where it lands.
    if (m.source != m.destination) {
        QPen ghost(kInk, 1.2, Qt::DotLine);
        p.setPen(ghost);
        p.setBrush(Qt::NoBrush);
        p.drawRect(atLeast(g.toPixels(m.source), 3));
        p.drawRect(atLeast(g.toPixels(m.destination), 3));
    }
    // The moving pieces, on top, in their colour turning into the new owner's.
    p.setPen(Qt::NoPen);
    for (const auto &piece : m.pieces)
        if (piece.moving) {
            p.setBrush(mix(colourOf(piece.owner), colourOf(piece.newOwner), m.blend));
            p.drawRect(g.toPixels(piece.blocks));
        }
    p.setBrush(Qt::NoBrush);
    const QRectF strip = atLeast(g.toPixels(m.strip), 3);
    p.setPen(QPen(kHalo, 5));
    p.drawRect(strip);
    if (m.type == OperationType::RowMigration) {
        // Solid where the row changes owner (paid under §4.6's actual model), dashed where the
        // same processor holds both rows (free under that model).
        for (const auto &piece : m.pieces) {
            if (!piece.moving)
                continue;
            p.setPen(piece.changesOwner() ? QPen(kInk, 2.4) : QPen(kInk, 1.2, Qt::DashLine));
            p.drawRect(atLeast(g.toPixels(piece.blocks), 3));
        }
    } else {
        p.setPen(QPen(kInk, 2.4));
        p.drawRect(strip);
    }
    if (!m.border.isNull()) {
        const QLineF border(g.toPixels(m.border.p1()), g.toPixels(m.border.p2()));
        p.setPen(QPen(kHalo, 6, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(border);
        p.setPen(QPen(kInk, 3, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(border);
    }
    // An arrow beside the grid from the old place to the new one.
    if (m.type == OperationType::RowMigration && m.source != m.destination) {
        const double x = g.frame.left() - kMargin / 2;
        drawArrow(p, QPointF(x, g.toPixels(m.source).center().y()), QPointF(x, g.toPixels(m.destination).center().y()),
                  kInk);
    } else if (m.type == OperationType::ColumnMigration && m.source != m.destination) {
        const double y = g.frame.bottom() + kMargin / 2;
        drawArrow(p, QPointF(g.toPixels(m.source).center().x(), y), QPointF(g.toPixels(m.destination).center().x(), y),
                  kInk);
    }
}

QString LayoutCanvas::toolTipAt(QPointF pos) const
{
    const int hit = m_geometry.hitTest(pos);
    if (hit < 0)
        return {};
    const auto &r = m_geometry.processors[static_cast<std::size_t>(hit)];
    const std::int64_t first = m_layout.rowStart(r.slot);
    const std::int64_t rows = m_layout.processor(r.slot).rows;
    QString text = tr("Processor %1, column C%2 (width %3)")
                       .arg(QString::fromStdString(m_layout.processor(r.slot).id))
                       .arg(r.slot.column + 1)
                       .arg(m_layout.columns[r.slot.column].width);
    text += tr("\nblock rows %1–%2 (%3 rows)").arg(first).arg(first + rows - 1).arg(rows);
    text += tr("\narea %1 blocks").arg(r.area);
    if (r.targetArea >= 0)
        text += tr("\ntarget area %1 blocks (δ = %2)").arg(r.targetArea).arg(r.targetArea - r.area);
    return text;
}

void LayoutCanvas::mouseMoveEvent(QMouseEvent *event)
{
    const QString text = toolTipAt(event->position());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

} // namespace partita::views
