#pragma once
// Draws one column-based layout for the redistribution player: the n × n block grid, processor
// columns with a header (column, width → target width), one colour per processor (the
// palette of the partition view, report/palette.h), the processor's id and its area → target
// area when they fit, and the target's borders dashed. While an operation plays it draws the
// OperationMotion at the animation's progress instead: the block column, block row or border
// that changes owner outlined and moving, ghosts where it leaves and where it lands, an arrow
// between them. Where things are is LayoutGeometry; what moves is OperationMotion.

#include "redistribute/layout_geometry.h"
#include "redistribute/operation_motion.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace partita::views {

class LayoutCanvas : public QWidget {
    Q_OBJECT

public:
    explicit LayoutCanvas(QWidget *parent = nullptr);

    // The target drawn dashed and the colour (palette index) of each processor, layout order.
    void setTarget(const Layout &target, const std::vector<std::size_t> &colours);
    // A layout at rest (no operation playing).
    void showLayout(const Layout &layout);
    // `op` playing on `before` at `progress` (0..1); the layout shown stays `before`.
    void showMotion(const Layout &before, const Operation &op, double progress);
    // Drawn instead of a layout (nothing loaded, an error, "computing…"); empty clears it.
    void setMessage(const QString &message);

    const Layout &shownLayout() const { return m_layout; }
    const Layout &target() const { return m_target; }
    const LayoutGeometry &geometry() const { return m_geometry; }
    const std::optional<OperationMotion> &motion() const { return m_motion; }
    QString message() const { return m_message; }
    // The tooltip for a point: the processor under it, its rows, area and target area.
    QString toolTipAt(QPointF p) const;

    // Paints everything at `size` (also for export).
    void paintCanvas(QPainter &painter, QSize size) const;

    QSize sizeHint() const override { return {420, 440}; }
    QSize minimumSizeHint() const override { return {180, 200}; }

    static constexpr double kHeaderHeight = 34; // column headers above the grid
    static constexpr double kMargin = 16;       // room for the arrows, left and below

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    void relayout();
    static LayoutGeometry geometryFor(const Layout &layout, const Layout &target, QSize size);
    QColor colourOf(std::size_t order) const;
    void paintMotion(QPainter &p, const LayoutGeometry &g) const;
    void paintLabels(QPainter &p, const LayoutGeometry &g) const;
    void paintHeaders(QPainter &p, const LayoutGeometry &g) const;
    void paintTargetBorders(QPainter &p, const LayoutGeometry &g) const;

    Layout m_layout, m_target;
    std::vector<std::size_t> m_colours;
    std::optional<OperationMotion> m_motion;
    QString m_message;
    LayoutGeometry m_geometry;
};

} // namespace partita::views
