#include "gantt/gantt_canvas.h"

#include "report/palette.h"

#include <QFontMetrics>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <array>
#include <cmath>

namespace partita::views {

namespace {

constexpr std::array<IntervalKind, 6> kDrawnKinds = {IntervalKind::Compute, IntervalKind::Send,
                                                     IntervalKind::Recv,    IntervalKind::Wait,
                                                     IntervalKind::Redistribute, IntervalKind::Transfer};

QColor kindColor(IntervalKind k)
{
    const Rgb c = intervalColor(k);
    return QColor(c.r, c.g, c.b);
}

const QColor kIdle = kindColor(IntervalKind::Idle);
const QColor kGrid(0xcf, 0xd4, 0xdb);
const QColor kMakespan(0xb0, 0x30, 0x30);
const QColor kWaitHatch(waitHatchColor().r, waitHatchColor().g, waitHatchColor().b);

QString kindName(IntervalKind k)
{
    switch (k) {
    case IntervalKind::Compute: return GanttCanvas::tr("compute");
    case IntervalKind::Send: return GanttCanvas::tr("send");
    case IntervalKind::Recv: return GanttCanvas::tr("receive");
    case IntervalKind::Wait: return GanttCanvas::tr("wait");
    case IntervalKind::Redistribute: return GanttCanvas::tr("redistribute");
    case IntervalKind::Transfer: return GanttCanvas::tr("transfer");
    case IntervalKind::Idle: return GanttCanvas::tr("idle");
    }
    return {};
}

// 1, 2 or 5 × 10^k, the smallest at least `raw`.
double niceStep(double raw)
{
    const double p = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * p >= raw)
            return m * p;
    return 10 * p;
}

QString resourceLabel(const TraceResource &r)
{
    const QString id = QString::fromStdString(r.id);
    switch (r.kind) {
    case ResourceKind::Processor: return id;
    case ResourceKind::Link: return GanttCanvas::tr("link %1").arg(id);
    case ResourceKind::Port: return id.startsWith(QLatin1String("port:")) ? GanttCanvas::tr("port %1").arg(id.mid(5)) : id;
    }
    return id;
}

} // namespace

GanttCanvas::GanttCanvas(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 160);
    m_message = tr("No trace");
}

void GanttCanvas::setTrace(const Trace &trace)
{
    m_trace = trace;
    m_message.clear();
    m_autoFit = true;
    relayout();
}

void GanttCanvas::setComparison(const Trace &trace)
{
    m_comparison = trace;
    m_hasComparison = true;
    m_autoFit = true;
    relayout();
}

void GanttCanvas::clearComparison()
{
    m_comparison = Trace{};
    m_hasComparison = false;
    relayout();
}

void GanttCanvas::setMessage(const QString &message)
{
    m_message = message;
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
    update();
}

void GanttCanvas::updateGeometryFor(QSize s)
{
    // Labels take what the longest one needs, within 100–220 px.
    const QFontMetrics fm(font());
    int labels = 100; // at least the axis title "time (ms)"
    for (const TraceResource &r : m_trace.resources)
        labels = std::max(labels, fm.horizontalAdvance(resourceLabel(r)) + 16);
    for (const TraceResource &r : m_comparison.resources)
        labels = std::max(labels, fm.horizontalAdvance(resourceLabel(r)) + 16);
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

std::pair<double, QString> GanttCanvas::axisUnit() const
{
    const QString unit = QString::fromStdString(m_trace.timeUnit.empty() ? std::string("s") : m_trace.timeUnit);
    if (unit != QLatin1String("s"))
        return {1.0, unit};
    const double span = m_geometry.plotWidth / m_geometry.pixelsPerTime;
    if (span < 1e-3)
        return {1e6, tr("µs")};
    if (span < 1)
        return {1e3, tr("ms")};
    return {1.0, tr("s")};
}

QString GanttCanvas::formatTime(double t) const
{
    const auto [scale, unit] = axisUnit();
    return QStringLiteral("%1 %2").arg(QString::number(t * scale, 'g', 6), unit);
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
                   ? resourceLabel(t.resources[static_cast<std::size_t>(r)]).toHtmlEscaped()
                   : QString();
    };
    QString s = QStringLiteral("<b>%1</b> — %2").arg(kindName(iv.kind), name(iv.resource));
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
    return s;
}

void GanttCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintChart(painter, size());
}

void GanttCanvas::paintChart(QPainter &p, QSize size)
{
    const GanttGeometry &g = m_geometry;
    const QColor text = palette().color(QPalette::WindowText);
    p.fillRect(QRect(QPoint(), size), palette().color(QPalette::Base));
    if (!m_message.isEmpty() || g.panels.empty()) {
        p.setPen(text);
        p.drawText(QRect(QPoint(), size), Qt::AlignCenter | Qt::TextWordWrap, m_message.isEmpty() ? tr("No trace") : m_message);
        return;
    }
    const double plotRight = g.plotLeft + g.plotWidth;
    const double rowsBottom = size.height() - kLegendHeight;
    const QRectF plot(g.plotLeft, g.axisHeight, g.plotWidth, rowsBottom - g.axisHeight);
    const double t0 = g.timeAt(g.plotLeft), t1 = g.timeAt(plotRight);
    const QFontMetrics fm(p.font());

    // Ticks of the axis (1/2/5 × 10^k about every 90 px) and their grid lines.
    const auto [scale, unit] = axisUnit();
    const double step = niceStep(90 / g.pixelsPerTime * scale) / scale;
    std::vector<double> ticks;
    for (double t = std::ceil(t0 / step) * step; t <= t1 && ticks.size() < 200; t += step)
        ticks.push_back(t);

    // Rows: labels, idle background, bars.
    QBrush brushes[7];
    for (IntervalKind k : kDrawnKinds)
        brushes[static_cast<int>(k)] = QBrush(kindColor(k));
    const QBrush waitHatch(kWaitHatch, Qt::FDiagPattern);
    const QBrush stepHatch(QColor(255, 255, 255, 110), Qt::BDiagPattern);
    for (std::size_t pi = 0; pi < g.panels.size(); ++pi) {
        const GanttPanelLayout &panel = g.panels[pi];
        const Trace &trace = panelTrace(static_cast<int>(pi));
        if (g.panelHeader > 0) {
            const double y = g.yOf(panel.top);
            if (y + g.panelHeader > g.axisHeight && y < rowsBottom) {
                QFont bold = p.font();
                bold.setBold(true);
                p.save();
                p.setFont(bold);
                p.setPen(text);
                p.drawText(QRectF(4, y, size.width() - 8, g.panelHeader), Qt::AlignLeft | Qt::AlignVCenter,
                           pi == 0 ? tr("predicted") : tr("measured"));
                p.restore();
            }
        }
        for (std::size_t ri = 0; ri < panel.rows.size(); ++ri) {
            const GanttRow &row = panel.rows[ri];
            const double y = g.yOf(row.top);
            if (y + row.height < g.axisHeight || y > rowsBottom)
                continue;
            p.setClipRect(QRectF(0, g.axisHeight, size.width(), rowsBottom - g.axisHeight));
            const TraceResource &res = trace.resources[static_cast<std::size_t>(row.resource)];
            p.setPen(res.kind == ResourceKind::Processor ? text : QColor(Qt::gray));
            p.drawText(QRectF(4, y, g.plotLeft - 10, row.height), Qt::AlignRight | Qt::AlignVCenter,
                       fm.elidedText(resourceLabel(res), Qt::ElideMiddle, static_cast<int>(g.plotLeft) - 10));
            p.setClipRect(plot);
            const double bgLeft = std::max(g.xOf(0), g.plotLeft), bgRight = std::min(g.xOf(panel.makespan), plotRight);
            if (bgRight > bgLeft)
                p.fillRect(QRectF(bgLeft, y, bgRight - bgLeft, row.height), kIdle);
            for (std::size_t li = 0; li < row.lanes.size(); ++li) {
                const auto &lane = row.lanes[li];
                const auto [first, last] = g.visibleRange(lane, t0, t1);
                long lastColumn = -1;
                IntervalKind lastKind = IntervalKind::Idle;
                const double by = y + g.rowPadding + static_cast<double>(li) * g.laneHeight + 1;
                const double bh = g.laneHeight - 2;
                for (std::size_t i = first; i < last; ++i) {
                    const GanttLaneItem &it = lane[i];
                    const Interval &iv = trace.intervals[it.interval];
                    const double x = g.xOf(it.start);
                    const double w = (it.end - it.start) * g.pixelsPerTime;
                    const QBrush &brush = brushes[static_cast<int>(iv.kind)];
                    if (w < 1) {
                        // Sub-pixel bars: one 1-px column per pixel and kind.
                        const long column = std::lround(std::floor(std::max(x, g.plotLeft - 1)));
                        if (column == lastColumn && iv.kind == lastKind)
                            continue;
                        lastColumn = column;
                        lastKind = iv.kind;
                        p.fillRect(QRectF(static_cast<double>(column), by, 1, bh), brush);
                        continue;
                    }
                    const QRectF r(std::max(x, g.plotLeft - 2), by, std::min(x + w, plotRight + 2) - std::max(x, g.plotLeft - 2), bh);
                    p.fillRect(r, brush);
                    if (iv.kind == IntervalKind::Wait && w >= 3)
                        p.fillRect(r, waitHatch);
                    else if (iv.step >= 0 && iv.step % 2 == 1 && w >= 4)
                        p.fillRect(r, stepHatch);
                    lastColumn = -1;
                }
            }
        }
        p.setClipRect(plot);
        const double mx = g.xOf(panel.makespan);
        if (mx >= g.plotLeft && mx <= plotRight) {
            QPen dashed(kMakespan, 1.2, Qt::DashLine);
            p.setPen(dashed);
            const double top = std::max(g.axisHeight, g.yOf(panel.top));
            const double bottom = panel.rows.empty() ? top : g.yOf(panel.rows.back().top + panel.rows.back().height);
            p.drawLine(QPointF(mx, top), QPointF(mx, std::min(bottom, rowsBottom)));
        }
    }
    p.setClipping(false);

    // Axis: a line, ticks with labels, faint grid lines over the rows.
    p.setPen(QPen(kGrid, 0.6));
    for (double t : ticks)
        p.drawLine(QPointF(g.xOf(t), g.axisHeight), QPointF(g.xOf(t), rowsBottom));
    p.fillRect(QRectF(0, 0, size.width(), g.axisHeight), palette().color(QPalette::Base));
    p.setPen(text);
    p.drawLine(QPointF(g.plotLeft, g.axisHeight - 1), QPointF(plotRight, g.axisHeight - 1));
    const int decimals = std::max(0, -static_cast<int>(std::floor(std::log10(step * scale) + 1e-9)));
    for (double t : ticks) {
        const double x = g.xOf(t);
        p.drawLine(QPointF(x, g.axisHeight - 6), QPointF(x, g.axisHeight - 1));
        const double v = std::abs(t * scale) < step * scale * 1e-6 ? 0.0 : t * scale;
        p.drawText(QRectF(x - 45, 2, 90, g.axisHeight - 9), Qt::AlignCenter, QString::number(v, 'f', decimals));
    }
    p.drawText(QRectF(4, 2, g.plotLeft - 22, g.axisHeight - 9), Qt::AlignRight | Qt::AlignVCenter, tr("time (%1)").arg(unit));

    // The cursor line and the time it reads.
    if (m_cursorX && *m_cursorX >= g.plotLeft && *m_cursorX <= plotRight) {
        p.setPen(QPen(QColor(0xd0, 0x20, 0x20), 1));
        p.drawLine(QPointF(*m_cursorX, g.axisHeight), QPointF(*m_cursorX, rowsBottom));
        const QString label = formatTime(g.timeAt(*m_cursorX));
        const double w = fm.horizontalAdvance(label) + 8;
        const QRectF box(std::min(*m_cursorX + 3, plotRight - w), 2, w, g.axisHeight - 9);
        p.fillRect(box, QColor(0xd0, 0x20, 0x20));
        p.setPen(Qt::white);
        p.drawText(box, Qt::AlignCenter, label);
    }

    // Legend.
    p.fillRect(QRectF(0, rowsBottom, size.width(), kLegendHeight), palette().color(QPalette::Base));
    double x = g.plotLeft;
    const double ly = rowsBottom + 6;
    const auto swatch = [&](const QBrush &fill, const QString &label, bool hatch) {
        const QRectF r(x, ly, 14, 12);
        p.fillRect(r, fill);
        if (hatch)
            p.fillRect(r, waitHatch);
        p.setPen(text);
        p.drawText(QPointF(x + 18, ly + 11), label);
        x += 18 + fm.horizontalAdvance(label) + 14;
    };
    for (IntervalKind k : kDrawnKinds)
        swatch(brushes[static_cast<int>(k)], kindName(k), k == IntervalKind::Wait);
    swatch(QBrush(kIdle), kindName(IntervalKind::Idle), false);
    p.setPen(QPen(kMakespan, 1.2, Qt::DashLine));
    p.drawLine(QPointF(x, ly + 6), QPointF(x + 14, ly + 6));
    p.setPen(text);
    p.drawText(QPointF(x + 18, ly + 11), tr("makespan; odd steps hatched"));
}

void GanttCanvas::wheelEvent(QWheelEvent *event)
{
    const double factor = std::pow(1.0015, event->angleDelta().y());
    zoomAbout(event->position().x(), factor);
    event->accept();
}

void GanttCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton) {
        m_dragFrom = event->position();
        setCursor(Qt::ClosedHandCursor);
    }
}

void GanttCanvas::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    if (m_dragFrom) {
        panBy(pos.x() - m_dragFrom->x(), pos.y() - m_dragFrom->y());
        m_dragFrom = pos;
    }
    m_cursorX = pos.x();
    if (const auto hit = intervalAt(pos))
        QToolTip::showText(event->globalPosition().toPoint(), tooltipFor(hit->first, hit->second), this);
    else
        QToolTip::hideText();
    update();
}

void GanttCanvas::mouseReleaseEvent(QMouseEvent *)
{
    m_dragFrom.reset();
    unsetCursor();
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
    default: QWidget::keyPressEvent(event);
    }
}

} // namespace partita::views
