#include "editor/link_item.h"

#include "editor/overview_painter.h"
#include "editor/platform_scene.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace partita::views {

LinkItem::LinkItem(int key) : m_key(key)
{
    setFlags(ItemIsSelectable);
    setZValue(0);
    updateBounds();
}

void LinkItem::setLook(const Look &look)
{
    m_look = look;
    m_paintPenValid = false;
    QPen p = pen();
    p.setWidthF(look.width);
    p.setStyle(look.backbone ? Qt::DashLine : Qt::SolidLine);
    prepareGeometryChange(); // shape() widens with the look
    setPen(p);
    updateBounds();
}

void LinkItem::setEnds(QPointF from, double fromRadius, QPointF to, double toRadius)
{
    const QPointF d = to - from;
    const double len = std::hypot(d.x(), d.y());
    if (len <= fromRadius + toRadius) {
        setLine(QLineF(from, to));
    } else {
        const QPointF u = d / len;
        setLine(QLineF(from + u * fromRadius, to - u * toRadius));
    }
    updateBounds();
}

QPainterPath LinkItem::strokedLine() const
{
    QPainterPath path(line().p1());
    path.lineTo(line().p2());
    QPainterPathStroker stroker;
    stroker.setWidth(std::max(8.0, m_look.width + 4));
    return stroker.createStroke(path);
}

void LinkItem::updateBounds()
{
    // The bounds of strokedLine() without stroking a path for each of possibly 100,000 links:
    // a segment stroked with square caps (QPainterPathStroker's default) is the rectangle of
    // its ends pushed out by half the width along it and across it.
    const QLineF l = line();
    const double length = l.length();
    if (length <= 0) {
        m_bounds = strokedLine().controlPointRect();
        return;
    }
    const double half = std::max(8.0, m_look.width + 4) / 2;
    const QPointF along = (l.p2() - l.p1()) * (half / length), across(-along.y(), along.x());
    const QPointF corners[] = {l.p1() - along + across, l.p1() - along - across, l.p2() + along + across,
                               l.p2() + along - across};
    double left = corners[0].x(), right = left, top = corners[0].y(), bottom = top;
    for (const QPointF &c : corners) {
        left = std::min(left, c.x());
        right = std::max(right, c.x());
        top = std::min(top, c.y());
        bottom = std::max(bottom, c.y());
    }
    m_bounds = QRectF(QPointF(left, top), QPointF(right, bottom));
}

QRectF LinkItem::boundingRect() const
{
    return m_bounds;
}

QPainterPath LinkItem::shape() const
{
    return strokedLine();
}

void LinkItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const bool selected = option->state & QStyle::State_Selected;
    if (!selected && OverviewPainter::applies(painter->worldTransform()))
        return; // drawn with every other link by PlatformScene::drawBackground
    if (auto *s = dynamic_cast<PlatformScene *>(scene()))
        s->countDrawnItem(Type);
    QColor c = option->palette.text().color();
    c.setAlphaF(0.55F);
    if (selected)
        c = option->palette.highlight().color();
    const double width = selected ? m_look.width + 2 : m_look.width;
    if (!m_paintPenValid || m_paintPen.color() != c || m_paintPen.widthF() != width) {
        m_paintPen = pen();
        m_paintPen.setColor(c);
        m_paintPen.setWidthF(width);
        m_paintPenValid = true;
    }
    const QPen &p = m_paintPen;
    painter->setPen(p);
    painter->drawLine(line());
    if (m_look.oneWay && line().length() > 12) {
        const QPointF tip = line().p2();
        const QLineF back = QLineF(tip, line().p1()).unitVector();
        const QPointF u = (back.p2() - back.p1()) * 10;
        const QPointF n(-u.y() * 0.5, u.x() * 0.5);
        painter->setBrush(p.color());
        painter->drawPolygon(QPolygonF({tip, tip + u + n, tip + u - n}));
    }
}

} // namespace partita::views
