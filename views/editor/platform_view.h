#pragma once
// The editor's canvas: zoom with the wheel (around the cursor), pan by dragging with the
// middle button, fit the whole platform on demand; rubber-band selection otherwise.

#include <QGraphicsView>

namespace partita::views {

class PlatformView : public QGraphicsView {
    Q_OBJECT

public:
    explicit PlatformView(QGraphicsScene *scene, QWidget *parent = nullptr);

    void zoomBy(double factor);
    // The whole platform in view, scaled up at most kMaxFitScale times.
    void fitAll();
    static constexpr double kMaxFitScale = 2;

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    bool m_panning = false;
    QPoint m_panFrom;
};

} // namespace partita::views
