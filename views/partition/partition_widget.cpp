#include "partition/partition_widget.h"

#include "report/palette.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <unordered_map>

namespace partita::views {

namespace {
constexpr int kTitleHeight = 22;
}

PartitionWidget::PartitionWidget(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
}

void PartitionWidget::setOutcome(const PlanOutcome &outcome)
{
    m_outcome = outcome;
    relayout();
    update();
}

void PartitionWidget::setCurrent(bool current)
{
    m_current = current;
    update();
}

QRectF PartitionWidget::drawingArea() const
{
    return QRectF(rect()).adjusted(6, kTitleHeight + 4, -6, -6);
}

void PartitionWidget::relayout()
{
    m_geometry = m_outcome.plan ? PartitionGeometry::compute(*m_outcome.plan, drawingArea()) : PartitionGeometry{};
}

void PartitionWidget::resizeEvent(QResizeEvent *)
{
    relayout();
}

QString PartitionWidget::boundText() const
{
    const Metrics &m = m_outcome.metrics;
    if (m_outcome.plan && m_outcome.plan->kind == PlanKind::Layers)
        return tr("Σ half-perimeters %1 (layers: no rectangle bound)").arg(m.sumHalfPerimeters, 0, 'f', 3);
    return tr("Σ half-perimeters %1 (bound %2 on these areas)")
        .arg(m.sumHalfPerimeters, 0, 'f', 3)
        .arg(m.layoutLowerBound, 0, 'f', 3);
}

void PartitionWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintCanvas(painter, size());
    if (m_current) {
        painter.setPen(QPen(palette().highlight().color(), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

void PartitionWidget::paintCanvas(QPainter &painter, QSize size) const
{
    const QPalette &pal = palette();
    painter.save();
    painter.fillRect(QRect(QPoint(), size), pal.base());
    painter.setPen(pal.text().color());
    QFont titleFont = font();
    titleFont.setBold(true);
    painter.setFont(titleFont);
    QString title = QString::fromStdString(m_outcome.algorithm);
    if (m_outcome.plan)
        title += QStringLiteral("   ") + boundText() + QStringLiteral("   ")
               + tr("imbalance %1 % against speed shares").arg(100 * m_outcome.metrics.imbalance, 0, 'f', 1);
    painter.drawText(QRectF(6, 2, size.width() - 12, kTitleHeight), Qt::AlignVCenter | Qt::AlignLeft, title);
    painter.setFont(font());

    if (!m_outcome.plan) {
        painter.drawText(drawingArea(), Qt::AlignCenter | Qt::TextWordWrap,
                         m_outcome.error.isEmpty() ? tr("Planning…") : m_outcome.error);
        painter.restore();
        return;
    }
    const Plan &plan = *m_outcome.plan;
    const PartitionGeometry &g = m_geometry;
    // Thin outlines only when cells are big enough for them not to hide the colours.
    const bool outlines = g.kind == PlanKind::Layers || g.cell >= 3;
    QPen outline(pal.base().color(), 1);
    for (const auto &d : g.rects) {
        const std::size_t colour = d.piece < static_cast<int>(m_outcome.colours.size()) ? m_outcome.colours[d.piece]
                                                                                        : static_cast<std::size_t>(d.piece);
        const Rgb c = processorColor(colour);
        painter.setPen(outlines ? outline : Qt::NoPen);
        painter.setBrush(QColor(c.r, c.g, c.b));
        painter.drawRect(d.pixels);
    }
    if (!g.patternLines.empty()) {
        painter.setPen(QPen(pal.text().color(), 1.5, Qt::DashLine));
        painter.drawLines(g.patternLines.data(), static_cast<int>(g.patternLines.size()));
    }
    painter.setPen(QPen(pal.text().color(), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(g.frameA);
    if (g.kind == PlanKind::Layers)
        painter.drawRect(g.frameB);

    // Labels: one per piece, in its largest rectangle, when the text fits.
    std::unordered_map<int, std::size_t> largest;
    for (std::size_t i = 0; i < g.rects.size(); ++i) {
        const auto it = largest.find(g.rects[i].piece);
        const QRectF &r = g.rects[i].pixels;
        if (it == largest.end() || r.width() * r.height() > g.rects[it->second].pixels.width() * g.rects[it->second].pixels.height())
            largest[g.rects[i].piece] = i;
    }
    const QFontMetricsF fm(font());
    for (const auto &[piece, index] : largest) {
        const auto &d = g.rects[index];
        const QString label = QString::fromStdString(plan.pieces[piece].processor);
        if (fm.horizontalAdvance(label) + 4 > d.pixels.width() || fm.height() + 2 > d.pixels.height())
            continue;
        const std::size_t colour = piece < static_cast<int>(m_outcome.colours.size()) ? m_outcome.colours[piece]
                                                                                     : static_cast<std::size_t>(piece);
        const Rgb t = processorColor(colour).contrastingText();
        painter.setPen(QColor(t.r, t.g, t.b));
        painter.drawText(d.pixels, Qt::AlignCenter, label);
    }
    if (g.kind == PlanKind::Layers) {
        painter.setPen(pal.text().color());
        const QRectF capA(g.frameA.left(), g.frameA.bottom() + 1, g.frameA.width(), 18);
        const QRectF capB(g.frameB.left(), g.frameB.bottom() + 1, g.frameB.width(), 18);
        if (capA.bottom() <= size.height()) {
            painter.drawText(capA, Qt::AlignCenter, tr("A: k_i columns"));
            painter.drawText(capB, Qt::AlignCenter, tr("B: k_i rows"));
        }
    }
    painter.restore();
}

QString PartitionWidget::toolTipAt(QPointF p) const
{
    const int hit = m_geometry.hitTest(p);
    if (hit < 0 || !m_outcome.plan)
        return {};
    const int pieceIndex = m_geometry.rects[hit].piece;
    const Piece &piece = m_outcome.plan->pieces[pieceIndex];
    const ProcessorMetrics *pm = nullptr;
    for (const ProcessorMetrics &m : m_outcome.metrics.processors)
        if (m.processor == piece.processor)
            pm = &m;
    QString text = tr("Processor %1").arg(QString::fromStdString(piece.processor));
    if (m_outcome.plan->kind == PlanKind::Layers)
        text += tr("\nk = %1 columns of A and rows of B").arg(piece.k);
    else
        text += tr("\narea %1 blocks in %2 rectangle(s)").arg(piece.area()).arg(piece.rectangles.size());
    // The strategy's own target (even-columns: equal shares) and the speed share the
    // imbalance is measured against: they differ for the strategies that ignore speeds.
    text += tr("\nshare the strategy aims at %1 %").arg(100 * piece.share, 0, 'f', 2);
    double totalSpeed = 0;
    for (const ProcessorMetrics &m : m_outcome.metrics.processors)
        totalSpeed += m.speed;
    if (pm && totalSpeed > 0)
        text += tr("\nspeed share %1 %").arg(100 * pm->speed / totalSpeed, 0, 'f', 2);
    if (pm) {
        text += tr("\nwork %1 %").arg(100 * pm->workFraction, 0, 'f', 2);
        text += tr("\nhalf-perimeter %1").arg(pm->halfPerimeter, 0, 'f', 4);
    }
    return text;
}

void PartitionWidget::mouseMoveEvent(QMouseEvent *event)
{
    const QString text = toolTipAt(event->position());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

void PartitionWidget::mousePressEvent(QMouseEvent *event)
{
    emit clicked();
    QWidget::mousePressEvent(event);
}

} // namespace partita::views
