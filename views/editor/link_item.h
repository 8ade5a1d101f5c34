#pragma once
// The drawing of one link, known by the document's link key. Width shows bandwidth relative
// to the widest link; a backbone is dashed, a one-way link has an arrow head. Zoomed far out
// the scene draws the link with the others (editor/overview_painter.h) unless it is selected.

#include <QGraphicsLineItem>
#include <QPainterPath>
#include <QPen>
#include <QString>

namespace partita::views {

class LinkItem : public QGraphicsLineItem {
public:
    enum { Type = UserType + 2 };

    explicit LinkItem(int key);

    int key() const { return m_key; }
    int type() const override { return Type; }

    struct Look {
        double width = 1;
        bool backbone = false;
        bool oneWay = false;
    };
    void setLook(const Look &look);
    const Look &look() const { return m_look; }
    // Ends as node centres; the line is cut at the nodes' rims.
    void setEnds(QPointF from, double fromRadius, QPointF to, double toRadius);

    // The bounds of shape(), kept: QGraphicsLineItem computes them from shape() on every
    // call, a path stroked each time an item is drawn or indexed.
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_key;
    Look m_look;
    // The pen paint() last drew with, kept so that a redraw of many links makes no pen each
    // (a pen's colour set on a copy allocates).
    QPen m_paintPen;
    bool m_paintPenValid = false;
    QRectF m_bounds;

    QPainterPath strokedLine() const;
    void updateBounds();
};

} // namespace partita::views
