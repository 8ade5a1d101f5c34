#pragma once
// The Gantt chart itself, a widget that paints itself from a GanttGeometry: one row per
// resource (labels on the left), bars coloured by kind (the palette of core/report/gantt_svg,
// so the studio and `--gantt` agree) and hatched on odd steps, idle time as the row background,
// a time axis with units, a dashed makespan line per panel, a legend, a cursor line that reads
// the time under the mouse and a tooltip with the interval's details. Wheel zooms about the
// cursor, dragging pans, +/−/0 zoom and fit. Only visible bars are painted (binary search per
// lane) and bars under a pixel are merged per pixel column, so a frame costs O(rows · width).

#include "gantt/gantt_geometry.h"
#include "trace/trace.h"

#include <QString>
#include <QWidget>

#include <optional>

namespace partita::views {

class GanttCanvas : public QWidget {
    Q_OBJECT

public:
    explicit GanttCanvas(QWidget *parent = nullptr);

    // The trace to show (the "predicted" panel when a comparison is set).
    void setTrace(const Trace &trace);
    // A second trace stacked below on the same time axis ("measured").
    void setComparison(const Trace &trace);
    void clearComparison();
    // A line shown instead of the chart (no trace yet, an error, "computing…"); empty clears it.
    void setMessage(const QString &message);

    const Trace &trace() const { return m_trace; }
    bool hasComparison() const { return m_hasComparison; }
    const GanttGeometry &geometry() const { return m_geometry; }

    void zoomIn();
    void zoomOut();
    void fit();
    void zoomAbout(double x, double factor);
    void panBy(double dx, double dy);

    // Paints the whole chart at `size` (also used by the benchmark and for export).
    void paintChart(QPainter &painter, QSize size);
    // The interval under a point, if any: (panel, index into that panel's trace).
    std::optional<std::pair<int, std::size_t>> intervalAt(QPointF pos) const;
    QString tooltipFor(int panel, std::size_t interval) const;
    // A time in the axis unit, e.g. "12.5 ms".
    QString formatTime(double t) const;

    static constexpr int kLegendHeight = 24;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void relayout();
    void updateGeometryFor(QSize size);
    const Trace &panelTrace(int panel) const { return panel == 0 ? m_trace : m_comparison; }
    // Scale and suffix of the axis unit for the visible span (s, ms, µs, or the trace's unit).
    std::pair<double, QString> axisUnit() const;

    Trace m_trace;
    Trace m_comparison;
    bool m_hasComparison = false;
    bool m_autoFit = true;
    QString m_message;
    GanttGeometry m_geometry;
    std::optional<QPointF> m_dragFrom;
    std::optional<double> m_cursorX;
};

} // namespace partita::views
