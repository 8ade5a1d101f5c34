#include "editor/node_item.h"

#include "editor/overview_painter.h"
#include "editor/platform_scene.h"

#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace partita::views {

NodeItem::NodeItem(const QString &id) : m_id(id)
{
    setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
    setZValue(1);
}

void NodeItem::setLook(const Look &look)
{
    prepareGeometryChange();
    m_look = look;
    m_paintValid = false;
    update();
}

QRectF NodeItem::boundingRect() const
{
    const double r = m_look.radius + 4;
    // Room for the label under the node.
    return QRectF(-std::max(r, 40.0), -r, 2 * std::max(r, 40.0), 2 * r + 16);
}

QPainterPath NodeItem::shape() const
{
    QPainterPath path;
    const double r = m_look.radius;
    if (m_look.router)
        path.addRect(-r, -r, 2 * r, 2 * r);
    else
        path.addEllipse(QPointF(), r, r);
    return path;
}

void NodeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QPalette &pal = option->palette;
    const bool selected = option->state & QStyle::State_Selected;
    if (!selected && OverviewPainter::applies(painter->worldTransform()))
        return; // drawn with every other node by PlatformScene::drawBackground
    if (auto *s = dynamic_cast<PlatformScene *>(scene()))
        s->countDrawnItem(Type);
    const QColor line = selected ? pal.highlight().color() : pal.text().color();
    const double width = selected ? 3 : (m_look.master ? 2.5 : 1);
    if (!m_paintValid || m_paintPen.color() != line || m_paintPen.widthF() != width) {
        m_paintPen = QPen(line);
        m_paintPen.setWidthF(width);
        m_paintBrush = QBrush(m_look.fill);
        m_paintValid = true;
    }
    painter->setPen(m_paintPen);
    painter->setBrush(m_paintBrush);
    const double r = m_look.radius;
    if (m_look.router)
        painter->drawRoundedRect(QRectF(-r, -r, 2 * r, 2 * r), 3, 3);
    else
        painter->drawEllipse(QPointF(), r, r);
    if (m_look.master) {
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(QPointF(), r + 3, r + 3);
    }
    // The label only when readable at the current zoom.
    if (option->levelOfDetailFromTransform(painter->worldTransform()) >= 0.6) {
        painter->setPen(pal.text().color());
        QFont f = painter->font();
        f.setPointSizeF(8);
        painter->setFont(f);
        // On the canvas's background, not on the links that meet under the node (a star's hub).
        const QRectF box = painter->boundingRect(QRectF(-40, r + 1, 80, 14), Qt::AlignHCenter | Qt::AlignTop, m_id);
        QColor halo = pal.base().color();
        halo.setAlpha(210);
        painter->fillRect(box.adjusted(-1, 0, 1, 0), halo);
        painter->drawText(QRectF(-40, r + 1, 80, 14), Qt::AlignHCenter | Qt::AlignTop, m_id);
    }
}

QVariant NodeItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionHasChanged)
        if (auto *s = dynamic_cast<PlatformScene *>(scene()))
            s->nodeItemMoved(this);
    return QGraphicsItem::itemChange(change, value);
}

void NodeItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    m_pressPos = pos();
    QGraphicsItem::mousePressEvent(event);
}

void NodeItem::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsItem::mouseReleaseEvent(event);
    if (pos() != m_pressPos)
        if (auto *s = dynamic_cast<PlatformScene *>(scene()))
            s->commitMoves();
}

} // namespace partita::views
