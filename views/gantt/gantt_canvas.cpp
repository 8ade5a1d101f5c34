#include "gantt/gantt_canvas.h"

#include "gantt/gantt_style.h"

#include <QFontMetrics>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace partita::views {

namespace {

// A drag shorter than this (pixels) is a click: no zoom box, no new selection.
constexpr double kMinDrag = 3;
// How near an edge of the selection (pixels) the mouse grabs it.
constexpr double kEdgeGrab = 4;

} // namespace

GanttCanvas::GanttCanvas(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 160);
    m_message = tr("No trace");
    m_labels = {tr("predicted"), tr("measured")};
}

void GanttCanvas::setTrace(const Trace &trace)
{
    m_trace = trace;
    m_message.clear();
    m_autoFit = true;
    setSelectionInternal(std::nullopt);
    relayout();
}

void GanttCanvas::setComparison(const Trace &trace)
{
    m_comparison = trace;
    if (m_hasComparison && m_geometry.panels.size() == 2) {
        // Only the measured panel changes: lay it out again, keep the view.
        m_geometry.setPanelTrace(1, m_comparison);
        updateGeometryFor(size());
        if (m_autoFit)
            m_geometry.fit();
        if (m_pathShown)
            updateCriticalPath(1);
        update();
        return;
    }
    m_hasComparison = true;
    relayout();
}

void GanttCanvas::clearComparison()
{
    m_comparison = Trace{};
    m_hasComparison = false;
    m_paths[1] = {};
    m_onPath[1].clear();
    relayout();
}

void GanttCanvas::setMessage(const QString &message)
{
    m_message = message;
    update();
}

void GanttCanvas::setPanelLabels(const QString &predicted, const QString &measured)
{
    m_labels = {predicted, measured};
    update();
}

void GanttCanvas::relayout()
{
    std::vector<const Trace *> traces{&m_trace};
    if (m_hasComparison)
        traces.push_back(&m_comparison);
    m_geometry.panelHeader = m_hasComparison ? 20 : 0;
    m_geometry.setTraces(traces);
    updateGeometryFor(size());
    if (m_autoFit)
        m_geometry.fit();
    if (m_pathShown) {
        updateCriticalPath(0);
        updateCriticalPath(1);
    }
    update();
}

void GanttCanvas::updateGeometryFor(QSize s)
{
    // Labels take what the longest one needs, within 100–220 px.
    QFont bold = font();
    bold.setBold(true); // the slowest processor's label is bold
    const QFontMetrics fm(bold);
    // At least the axis title, "time (ms)" or "time (time units)".
    const GanttTimeUnit unit = ganttTimeUnit(m_trace.timeUnit, 1e-6);
    int labels = std::max(100, QFontMetrics(font()).horizontalAdvance(tr("time (%1)").arg(unit.suffix)) + 26);
    for (const TraceResource &r : m_trace.resources)
        labels = std::max(labels, fm.horizontalAdvance(ganttResourceLabel(r)) + 20);
    for (const TraceResource &r : m_comparison.resources)
        labels = std::max(labels, fm.horizontalAdvance(ganttResourceLabel(r)) + 20);
    m_geometry.plotLeft = std::min(labels, 220);
    m_geometry.plotWidth = std::max(10.0, s.width() - m_geometry.plotLeft - 12.0);
    m_geometry.setViewportHeight(s.height() - kLegendHeight);
}

void GanttCanvas::resizeEvent(QResizeEvent *)
{
    updateGeometryFor(size());
    if (m_autoFit)
        m_geometry.fit();
}

void GanttCanvas::zoomIn() { zoomAbout(m_geometry.plotLeft + m_geometry.plotWidth / 2, 1.5); }
void GanttCanvas::zoomOut() { zoomAbout(m_geometry.plotLeft + m_geometry.plotWidth / 2, 1 / 1.5); }

void GanttCanvas::fit()
{
    m_autoFit = true;
    m_geometry.fit();
    update();
}

void GanttCanvas::zoomAbout(double x, double factor)
{
    m_autoFit = false;
    m_geometry.zoomAbout(x, factor);
    update();
}

void GanttCanvas::panBy(double dx, double dy)
{
    m_autoFit = false;
    m_geometry.panBy(dx, dy);
    update();
}

void GanttCanvas::zoomToRange(double t0, double t1)
{
    if (!(t1 > t0))
        return;
    m_autoFit = false;
    m_geometry.zoomToRange(t0, t1);
    update();
}

void GanttCanvas::setDragMode(DragMode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    unsetCursor();
    emit dragModeChanged(mode);
}

void GanttCanvas::setSelection(double t0, double t1)
{
    if (!std::isfinite(t0) || !std::isfinite(t1) || t0 == t1)
        return;
    setSelectionInternal(std::make_pair(std::min(t0, t1), std::max(t0, t1)));
}

void GanttCanvas::clearSelection() { setSelectionInternal(std::nullopt); }

void GanttCanvas::zoomToSelection()
{
    if (m_selection)
        zoomToRange(m_selection->first, m_selection->second);
}

void GanttCanvas::setSelectionInternal(std::optional<std::pair<double, double>> selection)
{
    if (selection == m_selection)
        return;
    m_selection = selection;
    update();
    emit selectionChanged();
}

void GanttCanvas::setCriticalPathShown(bool shown)
{
    if (shown == m_pathShown)
        return;
    m_pathShown = shown;
    if (shown) {
        updateCriticalPath(0);
        updateCriticalPath(1);
    } else {
        m_paths = {};
        m_onPath = {};
    }
    update();
}

void GanttCanvas::updateCriticalPath(int panel)
{
    const auto p = static_cast<std::size_t>(panel);
    if (panel == 1 && !m_hasComparison) {
        m_paths[p] = {};
        m_onPath[p].clear();
        return;
    }
    const Trace &t = panelTrace(panel);
    m_paths[p] = partita::criticalPath(t);
    m_onPath[p].assign(t.intervals.size(), 0);
    for (std::size_t i : m_paths[p].chain)
        m_onPath[p][i] = 1;
}

GanttTimeUnit GanttCanvas::axisUnit() const
{
    return ganttTimeUnit(m_trace.timeUnit, m_geometry.plotWidth / m_geometry.pixelsPerTime);
}

QString GanttCanvas::formatTime(double t) const
{
    return formatGanttTime(t, axisUnit());
}

std::optional<std::pair<int, std::size_t>> GanttCanvas::intervalAt(QPointF pos) const
{
    const auto hit = m_geometry.hitTest(pos.x(), pos.y());
    if (!hit)
        return std::nullopt;
    return std::make_pair(hit->panel, hit->interval);
}

QString GanttCanvas::tooltipFor(int panel, std::size_t interval) const
{
    const Trace &t = panelTrace(panel);
    const Interval &iv = t.intervals.at(interval);
    const auto name = [&](int r) {
        return r >= 0 && static_cast<std::size_t>(r) < t.resources.size()
                   ? ganttResourceLabel(t.resources[static_cast<std::size_t>(r)]).toHtmlEscaped()
                   : QString();
    };
    QString s = QStringLiteral("<b>%1</b> — %2").arg(ganttKindName(iv.kind), name(iv.resource));
    if (iv.peer >= 0)
        s += (iv.kind == IntervalKind::Recv ? tr(" from %1") : tr(" to %1")).arg(name(iv.peer));
    s += QStringLiteral("<br>") + tr("%1 – %2 (%3)").arg(formatTime(iv.start), formatTime(iv.end), formatTime(iv.end - iv.start));
    if (iv.step >= 0)
        s += QStringLiteral("<br>") + tr("step %1").arg(iv.step);
    if (!iv.blocks.empty())
        s += QStringLiteral("<br>") + tr("blocks %1").arg(QString::fromStdString(iv.blocks).toHtmlEscaped());
    if (iv.bytes > 0)
        s += QStringLiteral("<br>") + tr("%1 bytes").arg(QLocale().toString(iv.bytes, 'g', 6));
    if (iv.flops > 0)
        s += QStringLiteral("<br>") + tr("%1 flops").arg(QLocale().toString(iv.flops, 'g', 6));
    const auto &onPath = m_onPath[panel == 0 ? 0 : 1];
    if (m_pathShown && interval < onPath.size() && onPath[interval])
        s += QStringLiteral("<br><i>") + tr("on the critical path") + QStringLiteral("</i>");
    return s;
}

void GanttCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintChart(painter, size());
}

void GanttCanvas::wheelEvent(QWheelEvent *event)
{
    const double factor = std::pow(1.0015, event->angleDelta().y());
    zoomAbout(event->position().x(), factor);
    event->accept();
}

double GanttCanvas::clampToPlot(double x) const
{
    return std::clamp(x, m_geometry.plotLeft, m_geometry.plotLeft + m_geometry.plotWidth);
}

int GanttCanvas::selectionEdgeAt(double x) const
{
    if (!m_selection || x < m_geometry.plotLeft - kEdgeGrab)
        return 0;
    const double a = m_geometry.xOf(m_selection->first), b = m_geometry.xOf(m_selection->second);
    const double da = std::abs(x - a), db = std::abs(x - b);
    if (std::min(da, db) > kEdgeGrab)
        return 0;
    return da <= db ? -1 : 1;
}

void GanttCanvas::updateIdleCursor(QPointF pos)
{
    if (selectionEdgeAt(pos.x()) != 0 && pos.y() >= m_geometry.axisHeight)
        setCursor(Qt::SizeHorCursor);
    else if (m_mode != DragMode::Pan && pos.x() >= m_geometry.plotLeft)
        setCursor(Qt::CrossCursor);
    else
        unsetCursor();
}

void GanttCanvas::mousePressEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    m_dragFrom = pos;
    m_dragX = pos.x();
    m_selectionBefore = m_selection;
    if (event->button() == Qt::MiddleButton) {
        m_drag = Drag::Pan;
    } else if (event->button() == Qt::LeftButton) {
        const int edge = selectionEdgeAt(pos.x());
        if (event->modifiers() & Qt::ControlModifier)
            m_drag = Drag::ZoomBox;
        else if (event->modifiers() & Qt::ShiftModifier)
            m_drag = Drag::Select;
        else if (edge != 0)
            m_drag = edge < 0 ? Drag::SelectionStart : Drag::SelectionEnd;
        else
            m_drag = m_mode == DragMode::Pan ? Drag::Pan : m_mode == DragMode::ZoomBox ? Drag::ZoomBox : Drag::Select;
    } else {
        return;
    }
    QToolTip::hideText();
    setCursor(m_drag == Drag::Pan ? Qt::ClosedHandCursor
              : m_drag == Drag::SelectionStart || m_drag == Drag::SelectionEnd ? Qt::SizeHorCursor
                                                                                : Qt::CrossCursor);
}

void GanttCanvas::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    m_cursorX = pos.x();
    switch (m_drag) {
    case Drag::Pan:
        panBy(pos.x() - m_dragFrom.x(), pos.y() - m_dragFrom.y());
        m_dragFrom = pos;
        return;
    case Drag::ZoomBox:
        m_dragX = pos.x();
        update();
        return;
    case Drag::Select:
    case Drag::SelectionStart:
    case Drag::SelectionEnd: {
        m_dragX = pos.x();
        const double x = clampToPlot(pos.x());
        double anchor = 0;
        if (m_drag == Drag::Select) {
            if (std::abs(pos.x() - m_dragFrom.x()) < kMinDrag) {
                setSelectionInternal(m_selectionBefore);
                return;
            }
            anchor = m_geometry.timeAt(clampToPlot(m_dragFrom.x()));
        } else {
            anchor = m_drag == Drag::SelectionStart ? m_selectionBefore->second : m_selectionBefore->first;
        }
        setSelection(anchor, m_geometry.timeAt(x));
        update();
        return;
    }
    case Drag::None: break;
    }
    updateIdleCursor(pos);
    if (const auto hit = intervalAt(pos))
        QToolTip::showText(event->globalPosition().toPoint(), tooltipFor(hit->first, hit->second), this);
    else
        QToolTip::hideText();
    update();
}

void GanttCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    const Drag drag = m_drag;
    m_drag = Drag::None;
    if (drag == Drag::ZoomBox) {
        const double a = clampToPlot(m_dragFrom.x()), b = clampToPlot(event->position().x());
        if (std::abs(b - a) >= kMinDrag)
            zoomToRange(m_geometry.timeAt(std::min(a, b)), m_geometry.timeAt(std::max(a, b)));
    }
    update();
    updateIdleCursor(event->position());
}

void GanttCanvas::leaveEvent(QEvent *)
{
    m_cursorX.reset();
    update();
}

void GanttCanvas::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomIn(); break;
    case Qt::Key_Minus: zoomOut(); break;
    case Qt::Key_0: fit(); break;
    case Qt::Key_Left: panBy(width() / 8.0, 0); break;
    case Qt::Key_Right: panBy(-width() / 8.0, 0); break;
    case Qt::Key_Up: panBy(0, 40); break;
    case Qt::Key_Down: panBy(0, -40); break;
    case Qt::Key_Escape:
        if (m_drag != Drag::None) {
            // Cancel the drag under way: no zoom, the selection as it was.
            if (m_drag != Drag::Pan)
                setSelectionInternal(m_selectionBefore);
            m_drag = Drag::None;
            unsetCursor();
            update();
        } else if (m_selection) {
            clearSelection();
        } else {
            QWidget::keyPressEvent(event);
        }
        break;
    default: QWidget::keyPressEvent(event);
    }
}

} // namespace partita::views
