#pragma once
// The drawing of one processor or router. It holds its id and how to draw it (set by the
// scene from the document), never platform data. A drag moves it on screen; the move becomes
// an undo command when the mouse is released (PlatformScene::commitMove). Zoomed far out the
// scene draws the node with the others (editor/overview_painter.h) unless it is selected.

#include <QBrush>
#include <QColor>
#include <QPen>
#include <QGraphicsItem>
#include <QString>

namespace partita::views {

class NodeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 1 };

    explicit NodeItem(const QString &id);

    const QString &id() const { return m_id; }
    int type() const override { return Type; }

    struct Look {
        bool router = false;
        bool master = false;
        double radius = 12;
        QColor fill;
    };
    void setLook(const Look &look);
    const Look &look() const { return m_look; }
    double radius() const { return m_look.radius; }
    QColor fill() const { return m_look.fill; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    QString m_id;
    Look m_look;
    // The pen and brush paint() last drew with, kept so that a redraw of many nodes makes none.
    QPen m_paintPen;
    QBrush m_paintBrush;
    bool m_paintValid = false;
    QPointF m_pressPos;
};

} // namespace partita::views
