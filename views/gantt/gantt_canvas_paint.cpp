// GanttCanvas painting: panels (labels, idle background, bars merged per pixel column below a
// pixel), the critical path over dimmed bars, the time axis, the selection, the zoom box, the
// cursor line and the legend.
#include "gantt/gantt_canvas.h"

#include "gantt/gantt_style.h"
#include "report/tick_step.h"
#include "studio/readable_colour.h"

#include <QFontMetrics>
#include <QPainter>

#include <array>
#include <cmath>

namespace partita::views {

namespace {

constexpr std::array<IntervalKind, 6> kDrawnKinds = {IntervalKind::Compute, IntervalKind::Send,
                                                     IntervalKind::Recv,    IntervalKind::Wait,
                                                     IntervalKind::Redistribute, IntervalKind::Transfer};

const QColor kGrid(0xcf, 0xd4, 0xdb);
const QColor kMakespan(0xb0, 0x30, 0x30);
const QColor kCursor(0xd0, 0x20, 0x20);
const QColor kSelection(0x1e, 0x64, 0xdc);

QColor blend(const QColor &a, const QColor &b, double wa)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * wa + b.redF() * (1 - wa)),
                            static_cast<float>(a.greenF() * wa + b.greenF() * (1 - wa)),
                            static_cast<float>(a.blueF() * wa + b.blueF() * (1 - wa)));
}

struct Brushes {
    std::array<QBrush, 7> normal, dimmed;
    QBrush waitHatch, stepHatch;
};

Brushes makeBrushes(const QColor &base)
{
    Brushes b;
    for (IntervalKind k : kDrawnKinds) {
        b.normal[static_cast<std::size_t>(k)] = QBrush(ganttKindColor(k));
        b.dimmed[static_cast<std::size_t>(k)] = QBrush(blend(ganttKindColor(k), base, 0.28));
    }
    b.waitHatch = QBrush(ganttWaitHatchColor(), Qt::FDiagPattern);
    b.stepHatch = QBrush(QColor(255, 255, 255, 110), Qt::BDiagPattern);
    return b;
}

} // namespace

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

    for (std::size_t pi = 0; pi < g.panels.size(); ++pi)
        paintPanel(p, static_cast<int>(pi), size, plot, t0, t1);
    p.setClipping(false);

    // Axis: ticks (1/2/5 × 10^k about every 90 px) with labels, faint grid lines over the rows.
    const GanttTimeUnit unit = axisUnit();
    const TickStep tickStep = TickStep::atLeast(90 / g.pixelsPerTime * unit.scale);
    const double step = tickStep.value() / unit.scale;
    std::vector<double> ticks;
    for (double t = std::ceil(t0 / step) * step; t <= t1 && ticks.size() < 200; t += step)
        ticks.push_back(t);
    p.setPen(QPen(kGrid, 0.6));
    for (double t : ticks)
        p.drawLine(QPointF(g.xOf(t), g.axisHeight), QPointF(g.xOf(t), rowsBottom));
    p.fillRect(QRectF(0, 0, size.width(), g.axisHeight), palette().color(QPalette::Base));
    p.setPen(text);
    p.drawLine(QPointF(g.plotLeft, g.axisHeight - 1), QPointF(plotRight, g.axisHeight - 1));
    const int decimals = tickStep.decimals();
    for (double t : ticks) {
        const double x = g.xOf(t);
        p.drawLine(QPointF(x, g.axisHeight - 6), QPointF(x, g.axisHeight - 1));
        const double v = std::abs(t * unit.scale) < step * unit.scale * 1e-6 ? 0.0 : t * unit.scale;
        p.drawText(QRectF(x - 45, 2, 90, g.axisHeight - 9), Qt::AlignCenter, QString::number(v, 'f', decimals));
    }
    p.drawText(QRectF(4, 2, g.plotLeft - 22, g.axisHeight - 9), Qt::AlignRight | Qt::AlignVCenter,
               tr("time (%1)").arg(unit.suffix));

    paintOverlays(p, plot);

    // Legend.
    p.fillRect(QRectF(0, rowsBottom, size.width(), kLegendHeight), palette().color(QPalette::Base));
    const Brushes brushes = makeBrushes(palette().color(QPalette::Base));
    double x = g.plotLeft;
    const double ly = rowsBottom + 6;
    const auto label = [&](const QString &s) {
        p.setPen(text);
        p.drawText(QPointF(x + 18, ly + 11), s);
        x += 18 + fm.horizontalAdvance(s) + 14;
    };
    for (IntervalKind k : kDrawnKinds) {
        const QRectF r(x, ly, 14, 12);
        p.fillRect(r, brushes.normal[static_cast<std::size_t>(k)]);
        if (k == IntervalKind::Wait)
            p.fillRect(r, brushes.waitHatch);
        label(ganttKindName(k));
    }
    p.fillRect(QRectF(x, ly, 14, 12), ganttKindColor(IntervalKind::Idle));
    label(ganttKindName(IntervalKind::Idle));
    p.setPen(QPen(kMakespan, 1.2, Qt::DashLine));
    p.drawLine(QPointF(x, ly + 6), QPointF(x + 14, ly + 6));
    label(tr("makespan"));
    if (m_pathShown) {
        p.fillRect(QRectF(x, ly, 14, 12), ganttKindColor(IntervalKind::Compute));
        p.setPen(QPen(text, 1.6));
        p.drawRect(QRectF(x, ly, 14, 12));
        label(tr("critical path"));
    } else {
        p.fillRect(QRectF(x, ly, 14, 12), brushes.normal[static_cast<std::size_t>(IntervalKind::Compute)]);
        p.fillRect(QRectF(x, ly, 14, 12), brushes.stepHatch);
        label(tr("odd steps"));
    }
}

void GanttCanvas::paintPanel(QPainter &p, int pi, QSize size, const QRectF &plot, double t0, double t1)
{
    const GanttGeometry &g = m_geometry;
    const GanttPanelLayout &panel = g.panels[static_cast<std::size_t>(pi)];
    const Trace &trace = panelTrace(pi);
    const QColor text = palette().color(QPalette::WindowText);
    const QColor idle = ganttKindColor(IntervalKind::Idle);
    const double plotRight = plot.right();
    const double rowsBottom = plot.bottom();
    const QFontMetrics fm(p.font());
    QFont bold = p.font();
    bold.setBold(true);
    const Brushes brushes = makeBrushes(palette().color(QPalette::Base));
    const bool dim = m_pathShown && !m_paths[static_cast<std::size_t>(pi)].chain.empty();
    const auto &fill = dim ? brushes.dimmed : brushes.normal;
    const int slowest = m_pathShown ? m_paths[static_cast<std::size_t>(pi)].slowestProcessor : -1;

    if (g.panelHeader > 0) {
        const double y = g.yOf(panel.top);
        if (y + g.panelHeader > g.axisHeight && y < rowsBottom) {
            p.save();
            p.setClipRect(QRectF(0, g.axisHeight, size.width(), rowsBottom - g.axisHeight));
            p.setFont(bold);
            p.setPen(text);
            p.drawText(QRectF(4, y, size.width() - 8, g.panelHeader), Qt::AlignLeft | Qt::AlignVCenter,
                       m_labels[pi == 0 ? 0 : 1]);
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
        const QRectF labelBox(4, y, g.plotLeft - 10, row.height);
        if (row.resource == slowest) {
            // The slowest processor: a red marker and a bold label.
            const double my = y + row.height / 2;
            p.setPen(Qt::NoPen);
            p.setBrush(kMakespan);
            p.drawPolygon(QPolygonF({QPointF(3, my - 5), QPointF(10, my), QPointF(3, my + 5)}));
            p.setBrush(Qt::NoBrush);
            p.save();
            p.setFont(bold);
            p.setPen(kMakespan);
            p.drawText(labelBox, Qt::AlignRight | Qt::AlignVCenter,
                       QFontMetrics(bold).elidedText(ganttResourceLabel(res), Qt::ElideMiddle, static_cast<int>(g.plotLeft) - 24));
            p.restore();
        } else {
            // Links and ports greyed beside the processors, still legible on the palette's base.
            p.setPen(res.kind == ResourceKind::Processor ? text : readableOn(QColor(Qt::gray), palette().color(QPalette::Base)));
            p.drawText(labelBox, Qt::AlignRight | Qt::AlignVCenter,
                       fm.elidedText(ganttResourceLabel(res), Qt::ElideMiddle, static_cast<int>(g.plotLeft) - 10));
        }
        p.setClipRect(plot);
        const double bgLeft = std::max(g.xOf(0), g.plotLeft), bgRight = std::min(g.xOf(panel.makespan), plotRight);
        if (bgRight > bgLeft)
            p.fillRect(QRectF(bgLeft, y, bgRight - bgLeft, row.height), idle);
        for (std::size_t li = 0; li < row.lanes.size(); ++li) {
            const auto &lane = row.lanes[li];
            const auto [first, last] = g.visibleRange(lane, t0, t1);
            const double by = y + g.rowPadding + static_cast<double>(li) * g.laneHeight + 1;
            const double bh = g.laneHeight - 2;
            // Sub-pixel bars paint 1-px columns; a column shows the kind of the last bar that
            // falls in it (as if each were painted in turn). Neighbouring columns of one kind
            // are filled as one rectangle: a fitted view of a long trace makes a few fills per
            // lane instead of one per bar.
            long runStart = 0, runEnd = 0; // columns [runStart, runEnd), empty when equal
            IntervalKind runKind = IntervalKind::Idle;
            const auto flush = [&] {
                if (runEnd > runStart)
                    p.fillRect(QRectF(static_cast<double>(runStart), by, static_cast<double>(runEnd - runStart), bh),
                               fill[static_cast<std::size_t>(runKind)]);
                runStart = runEnd = 0;
            };
            for (std::size_t i = first; i < last; ++i) {
                const GanttLaneItem &it = lane[i];
                const Interval &iv = trace.intervals[it.interval];
                const double x = g.xOf(it.start);
                const double w = (it.end - it.start) * g.pixelsPerTime;
                if (w < 1) {
                    const long column = std::lround(std::floor(std::max(x, g.plotLeft - 1)));
                    if (runEnd > runStart && column == runEnd - 1) { // the run's last column again
                        if (iv.kind == runKind)
                            continue;
                        if (runEnd - runStart > 1) { // it keeps its other columns
                            --runEnd;
                            flush();
                        }
                        runStart = column;
                        runEnd = column + 1;
                        runKind = iv.kind;
                    } else if (runEnd > runStart && column == runEnd && iv.kind == runKind) {
                        ++runEnd;
                    } else {
                        flush();
                        runStart = column;
                        runEnd = column + 1;
                        runKind = iv.kind;
                    }
                    continue;
                }
                flush();
                const QBrush &brush = fill[static_cast<std::size_t>(iv.kind)];
                const QRectF r(std::max(x, g.plotLeft - 2), by, std::min(x + w, plotRight + 2) - std::max(x, g.plotLeft - 2), bh);
                p.fillRect(r, brush);
                if (!dim) {
                    if (iv.kind == IntervalKind::Wait && w >= 3)
                        p.fillRect(r, brushes.waitHatch);
                    else if (iv.step >= 0 && iv.step % 2 == 1 && w >= 4)
                        p.fillRect(r, brushes.stepHatch);
                }
            }
            flush();
        }
    }
    p.setClipRect(plot);
    if (dim)
        paintCriticalPath(p, pi, plot);
    const double mx = g.xOf(panel.makespan);
    if (mx >= g.plotLeft && mx <= plotRight) {
        p.setPen(QPen(kMakespan, 1.2, Qt::DashLine));
        const double top = std::max(g.axisHeight, g.yOf(panel.top));
        const double bottom = panel.rows.empty() ? top : g.yOf(panel.rows.back().top + panel.rows.back().height);
        p.drawLine(QPointF(mx, top), QPointF(mx, std::min(bottom, rowsBottom)));
    }
}

void GanttCanvas::paintCriticalPath(QPainter &p, int pi, const QRectF &plot)
{
    // The chain in full colour, outlined, each link joined to the next by a line from the end
    // of one bar to the start of the next (often on another row: the message that was awaited).
    const GanttGeometry &g = m_geometry;
    const Trace &trace = panelTrace(pi);
    const QColor ink = palette().color(QPalette::WindowText);
    const Brushes brushes = makeBrushes(palette().color(QPalette::Base));
    const double t0 = g.timeAt(plot.left()), t1 = g.timeAt(plot.right());
    std::optional<GanttBar> previous;
    p.setRenderHint(QPainter::Antialiasing, true);
    for (std::size_t i : m_paths[static_cast<std::size_t>(pi)].chain) {
        const Interval &iv = trace.intervals[i];
        const auto bar = g.barOf(pi, iv.resource, iv.start, i);
        if (!bar)
            continue;
        if (previous) {
            QColor joint = ink;
            joint.setAlpha(150);
            p.setPen(QPen(joint, 1));
            p.drawLine(QPointF(previous->x + previous->width, previous->y + previous->height / 2),
                       QPointF(bar->x, bar->y + bar->height / 2));
        }
        previous = bar;
        if (iv.end < t0 || iv.start > t1)
            continue;
        const double w = std::max(bar->width, 2.0);
        const QRectF r(std::max(bar->x, plot.left() - 2), bar->y, std::min(bar->x + w, plot.right() + 2) - std::max(bar->x, plot.left() - 2), bar->height);
        p.fillRect(r, brushes.normal[static_cast<std::size_t>(iv.kind)]);
        p.setPen(QPen(ink, 1.6));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
    }
    p.setRenderHint(QPainter::Antialiasing, false);
}

void GanttCanvas::paintOverlays(QPainter &p, const QRectF &plot)
{
    const GanttGeometry &g = m_geometry;
    const QFontMetrics fm(p.font());
    p.setClipRect(QRectF(plot.left(), 0, plot.width(), plot.bottom()));

    // The selected range: shaded over the rows, marked on the axis, its length written on top.
    if (m_selection) {
        const double a = g.xOf(m_selection->first), b = g.xOf(m_selection->second);
        QColor shade = kSelection;
        shade.setAlpha(40);
        p.fillRect(QRectF(a, plot.top(), b - a, plot.height()), shade);
        p.fillRect(QRectF(a, g.axisHeight - 5, b - a, 4), kSelection);
        p.setPen(QPen(kSelection, 1.5));
        p.drawLine(QPointF(a, plot.top()), QPointF(a, plot.bottom()));
        p.drawLine(QPointF(b, plot.top()), QPointF(b, plot.bottom()));
        const QString span = formatTime(m_selection->second - m_selection->first);
        const double w = fm.horizontalAdvance(span) + 10;
        const double left = std::max(a, plot.left()), right = std::min(b, plot.right());
        if (right - left >= w) {
            const QRectF box((left + right - w) / 2, plot.top() + 3, w, fm.height() + 2);
            p.fillRect(box, kSelection);
            p.setPen(Qt::white);
            p.drawText(box, Qt::AlignCenter, span);
        }
    }

    // The zoom box being dragged.
    if (m_drag == Drag::ZoomBox) {
        const double a = clampToPlot(m_dragFrom.x()), b = clampToPlot(m_dragX);
        const QRectF band(std::min(a, b), plot.top(), std::abs(b - a), plot.height());
        p.fillRect(band, QColor(0, 0, 0, 28));
        p.setPen(QPen(palette().color(QPalette::WindowText), 1, Qt::DashLine));
        p.drawRect(band);
    }

    // The cursor line and the time it reads.
    if (m_cursorX && *m_cursorX >= g.plotLeft && *m_cursorX <= plot.right()) {
        p.setPen(QPen(kCursor, 1));
        p.drawLine(QPointF(*m_cursorX, g.axisHeight), QPointF(*m_cursorX, plot.bottom()));
        const QString label = formatTime(g.timeAt(*m_cursorX));
        const double w = fm.horizontalAdvance(label) + 8;
        const QRectF box(std::min(*m_cursorX + 3, plot.right() - w), 2, w, g.axisHeight - 9);
        p.fillRect(box, kCursor);
        p.setPen(Qt::white);
        p.drawText(box, Qt::AlignCenter, label);
    }
    p.setClipping(false);
}

} // namespace partita::views
