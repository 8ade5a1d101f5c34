#pragma once
// The Gantt chart itself, a widget that paints itself from a GanttGeometry: one row per
// resource (labels on the left), bars coloured by kind (the palette of core/report/gantt_svg,
// so the studio and `--gantt` agree) and hatched on odd steps, idle time as the row background,
// a time axis with units, a dashed makespan line per panel, a legend, a cursor line that reads
// the time under the mouse and a tooltip with the interval's details. Only visible bars are
// painted (binary search per lane) and bars under a pixel are merged per pixel column, so a
// frame costs O(rows · width). Painting is in gantt_canvas_paint.cpp.
//
// Mouse and keys, as in trace viewers (ViTE, Perfetto):
//   wheel             zoom about the cursor              +, −, 0   zoom in, out, fit
//   drag              pan (or, in the zoom-box or select mode, what those modes do)
//   Ctrl+drag         zoom box: the time axis shows exactly the dragged span on release
//   Shift+drag        select a time range [t0, t1] (shaded); dragging an edge of the range
//                     moves that edge; Esc clears it (or cancels a drag under way)
//   middle drag       pan, in every mode
// The critical path (trace/trace_analysis.h) is drawn outlined over dimmed bars when shown, the
// slowest processor's label marked.

#include "trace/trace_analysis.h"
#include "gantt/gantt_geometry.h"
#include "gantt/gantt_time_format.h"
#include "trace/trace.h"

#include <QString>
#include <QWidget>

#include <array>
#include <optional>
#include <utility>

namespace partita::views {

class GanttCanvas : public QWidget {
    Q_OBJECT

public:
    // What a plain left drag does.
    enum class DragMode { Pan, ZoomBox, Select };

    explicit GanttCanvas(QWidget *parent = nullptr);

    // The trace to show (the "predicted" panel when a comparison is set). Fits the time axis
    // and clears the selection.
    void setTrace(const Trace &trace);
    // A second trace stacked below on the same time axis ("measured"). Cheap enough to call
    // several times a second while a run grows: only its panel is laid out again, and the
    // zoom is kept once the user zoomed or panned (until then the axis fits both traces).
    void setComparison(const Trace &trace);
    void clearComparison();
    // A line shown instead of the chart (no trace yet, an error, "computing…"); empty clears it.
    void setMessage(const QString &message);
    // Titles of the two panels when a comparison is shown.
    void setPanelLabels(const QString &predicted, const QString &measured);

    const Trace &trace() const { return m_trace; }
    const Trace &comparison() const { return m_comparison; }
    bool hasComparison() const { return m_hasComparison; }
    const GanttGeometry &geometry() const { return m_geometry; }
    // True until the user zooms or pans (then new data no longer refits the axis).
    bool isAutoFit() const { return m_autoFit; }

    void zoomIn();
    void zoomOut();
    void fit();
    void zoomAbout(double x, double factor);
    void panBy(double dx, double dy);
    // Shows exactly [t0, t1] across the plot.
    void zoomToRange(double t0, double t1);

    void setDragMode(DragMode mode);
    DragMode dragMode() const { return m_mode; }

    // The selected time range, t0 < t1.
    std::optional<std::pair<double, double>> selection() const { return m_selection; }
    void setSelection(double t0, double t1);
    void clearSelection();
    void zoomToSelection();

    void setCriticalPathShown(bool shown);
    bool criticalPathShown() const { return m_pathShown; }
    // The critical path of panel 0 (the trace) or 1 (the comparison); empty while not shown.
    const CriticalPath &criticalPath(int panel) const { return m_paths[panel == 0 ? 0 : 1]; }

    // Paints the whole chart at `size` (also used by the benchmark and for export).
    void paintChart(QPainter &painter, QSize size);
    // The interval under a point, if any: (panel, index into that panel's trace).
    std::optional<std::pair<int, std::size_t>> intervalAt(QPointF pos) const;
    QString tooltipFor(int panel, std::size_t interval) const;
    // A time in the axis unit, e.g. "12.5 ms".
    QString formatTime(double t) const;
    // The unit the axis uses for the visible span.
    GanttTimeUnit axisUnit() const;

    static constexpr int kLegendHeight = 24;

signals:
    void selectionChanged();
    void dragModeChanged(partita::views::GanttCanvas::DragMode mode);

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
    enum class Drag { None, Pan, ZoomBox, Select, SelectionStart, SelectionEnd };

    void relayout();
    void updateGeometryFor(QSize size);
    const Trace &panelTrace(int panel) const { return panel == 0 ? m_trace : m_comparison; }
    void updateCriticalPath(int panel);
    // -1: x is on the start edge of the selection, 1: on its end, 0: neither.
    int selectionEdgeAt(double x) const;
    double clampToPlot(double x) const;
    void setSelectionInternal(std::optional<std::pair<double, double>> selection);
    void updateIdleCursor(QPointF pos);
    void paintPanel(QPainter &p, int panel, QSize size, const QRectF &plot, double t0, double t1);
    void paintCriticalPath(QPainter &p, int panel, const QRectF &plot);
    void paintOverlays(QPainter &p, const QRectF &plot);

    Trace m_trace;
    Trace m_comparison;
    bool m_hasComparison = false;
    bool m_autoFit = true;
    QString m_message;
    std::array<QString, 2> m_labels;
    GanttGeometry m_geometry;
    std::optional<double> m_cursorX;

    DragMode m_mode = DragMode::Pan;
    Drag m_drag = Drag::None;
    QPointF m_dragFrom;   // last position of a pan, or where a band or selection started
    double m_dragX = 0;   // the moving end of a band or selection
    std::optional<std::pair<double, double>> m_selection;
    std::optional<std::pair<double, double>> m_selectionBefore; // restored when a drag is cancelled

    bool m_pathShown = false;
    std::array<CriticalPath, 2> m_paths;
    std::array<std::vector<char>, 2> m_onPath; // per interval of each panel
};

} // namespace partita::views
