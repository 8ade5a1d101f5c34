#pragma once
// Draws one plan: each piece in its processor's colour (report/palette.h, the same as the
// editor), a label when it fits, the cyclic pattern, and a tooltip with the piece under the
// mouse. What is drawn is exactly PartitionGeometry::rects.

#include "partition/partition_geometry.h"
#include "plan/plan_runner.h"

#include <QWidget>

namespace partita::views {

class PartitionWidget : public QWidget {
    Q_OBJECT

public:
    explicit PartitionWidget(QWidget *parent = nullptr);

    void setOutcome(const PlanOutcome &outcome);
    const PlanOutcome &outcome() const { return m_outcome; }
    const PartitionGeometry &geometry() const { return m_geometry; }
    // The text the tooltip shows for a point, empty outside every piece.
    QString toolTipAt(QPointF p) const;
    // The title's sum of half-perimeters with the bound that holds for this layout (the
    // rectangles' bound on the areas laid out; none for layers).
    QString boundText() const;
    void setCurrent(bool current);
    // Paints the pane (title, pieces, labels) as on screen, without the frame of the selected
    // pane; `size` is the widget's size, which the geometry was computed for.
    void paintCanvas(QPainter &painter, QSize size) const;

    QSize sizeHint() const override { return {420, 420}; }
    QSize minimumSizeHint() const override { return {160, 160}; }

signals:
    void clicked();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QRectF drawingArea() const;
    void relayout();

    PlanOutcome m_outcome;
    PartitionGeometry m_geometry;
    bool m_current = false;
};

} // namespace partita::views
