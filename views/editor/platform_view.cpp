#include "editor/platform_view.h"

#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace partita::views {

PlatformView::PlatformView(QGraphicsScene *scene, QWidget *parent) : QGraphicsView(scene, parent)
{
    setRenderHint(QPainter::Antialiasing);
    setDragMode(RubberBandDrag);
    setTransformationAnchor(AnchorUnderMouse);
    setViewportUpdateMode(SmartViewportUpdate);
    // Each item's paint() sets the pen, brush and font it draws with: the view need not save
    // and restore the painter around each of (up to 200,000) items.
    setOptimizationFlag(DontSavePainterState);
}

void PlatformView::zoomBy(double factor)
{
    const double current = transform().m11();
    const double next = std::clamp(current * factor, 0.02, 20.0);
    scale(next / current, next / current);
}

void PlatformView::fitAll()
{
    if (!scene())
        return;
    QRectF r = scene()->itemsBoundingRect();
    if (r.isEmpty())
        return;
    r.adjust(-20, -20, 20, 20);
    fitInView(r, Qt::KeepAspectRatio);
    // A platform of a few nodes is not blown up: at most twice its scene size, centred.
    if (const double s = transform().m11(); s > kMaxFitScale) {
        setTransform(QTransform::fromScale(kMaxFitScale, kMaxFitScale));
        centerOn(r.center());
    }
}

void PlatformView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0)
        zoomBy(std::pow(1.2, steps));
    event->accept();
}

void PlatformView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        m_panning = true;
        m_panFrom = event->pos();
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void PlatformView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint d = event->pos() - m_panFrom;
        m_panFrom = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void PlatformView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && event->button() == Qt::MiddleButton) {
        m_panning = false;
        unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

} // namespace partita::views
