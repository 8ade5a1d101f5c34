#include "classroom/ring_canvas.h"

#include "classroom/classroom_text.h"
#include "report/palette.h"

#include <QPainter>
#include <QPainterPath>
#include <QPaintEvent>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace partita::views {

namespace {

const QColor kAccent(230, 120, 20);

QColor colourOf(const RingLesson &lesson, std::size_t processor)
{
    const Rgb c = processorColor(processor < lesson.colours.size() ? lesson.colours[processor] : processor);
    return {c.r, c.g, c.b};
}

double degrees(double radians)
{
    return radians * 180 / std::numbers::pi;
}

// An arrowhead at `tip` pointing along `direction` (a unit vector).
void arrowHead(QPainter &painter, QPointF tip, QPointF direction, double size, const QColor &colour)
{
    const QPointF normal(-direction.y(), direction.x());
    const QPointF base = tip - direction * size;
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPolygon(QPolygonF{tip, base + normal * (size * 0.5), base - normal * (size * 0.5)});
}

} // namespace

RingCanvas::RingCanvas(QWidget *parent) : QWidget(parent)
{
    m_message = tr("No platform yet");
}

void RingCanvas::setLesson(std::shared_ptr<const RingLesson> lesson)
{
    m_lesson = std::move(lesson);
    m_step = 0;
    update();
}

void RingCanvas::setStep(std::size_t step)
{
    m_step = step;
    update();
}

void RingCanvas::setMessage(const QString &message)
{
    m_message = message;
    update();
}

void RingCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintCanvas(painter, size());
}

void RingCanvas::paintCanvas(QPainter &painter, QSize size)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRect(QPoint(0, 0), size), palette().base());
    const QColor text = palette().text().color();
    QColor muted = text;
    muted.setAlphaF(0.65f);
    if (!m_message.isEmpty() || !m_lesson || m_step >= m_lesson->steps.size()) {
        painter.setPen(text);
        painter.drawText(QRect(QPoint(0, 0), size).adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap,
                         m_message.isEmpty() ? tr("Nothing to show") : m_message);
        return;
    }
    const RingLesson &l = *m_lesson;
    const RingInsertion &s = l.steps[m_step];
    RingGeometry &g = m_geometry;
    g.layout(QSizeF(size), l, m_step);
    const std::size_t r = g.members.size();

    // The ring: arcs along the circle from each member to its successor, the two links of the
    // processor inserted at this step in the accent colour.
    if (r >= 2) {
        const QRectF circle(g.centre.x() - g.radius, g.centre.y() - g.radius, 2 * g.radius, 2 * g.radius);
        for (std::size_t i = 0; i < r; ++i) {
            const std::size_t j = (i + 1) % r;
            const RingNode &a = g.members[i], &b = g.members[j];
            double from = a.angle + (a.radius + 4) / g.radius;
            double to = b.angle - (b.radius + 6) / g.radius;
            if (j == 0 || to <= a.angle)
                to += 2 * std::numbers::pi;
            if (to <= from)
                continue;
            const bool fresh = g.inserted >= 0
                && (static_cast<int>(i) == g.inserted || static_cast<int>(j) == g.inserted) && s.size >= 2;
            const QColor colour = fresh ? kAccent : text;
            QPainterPath path;
            path.arcMoveTo(circle, -degrees(from));
            path.arcTo(circle, -degrees(from), -degrees(to - from));
            painter.setPen(QPen(colour, fresh ? 4 : 1.6, Qt::SolidLine, Qt::RoundCap));
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(path);
            const QPointF tip = g.centre + QPointF(g.radius * std::cos(to), g.radius * std::sin(to));
            arrowHead(painter, tip, QPointF(-std::sin(to), std::cos(to)), fresh ? 13 : 9, colour);
        }
    }

    // Members.
    QFont idFont = font();
    idFont.setBold(true);
    QFont speedFont = font();
    speedFont.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.9));
    for (std::size_t i = 0; i < r; ++i) {
        const RingNode &n = g.members[i];
        const bool isNew = static_cast<int>(i) == g.inserted;
        const bool neighbour = static_cast<int>(i) == g.pred || static_cast<int>(i) == g.succ;
        if (isNew) {
            QColor halo = kAccent;
            halo.setAlpha(60);
            painter.setPen(Qt::NoPen);
            painter.setBrush(halo);
            painter.drawEllipse(n.centre, n.radius + 10, n.radius + 10);
            painter.setPen(QPen(kAccent, 3));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(n.centre, n.radius + 5, n.radius + 5);
        } else if (neighbour) {
            painter.setPen(QPen(kAccent, 2, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(n.centre, n.radius + 4, n.radius + 4);
        }
        painter.setPen(QPen(palette().base().color(), 1.5));
        painter.setBrush(colourOf(l, n.processor));
        painter.drawEllipse(n.centre, n.radius, n.radius);

        const QString id = QString::fromStdString(l.processors[n.processor]);
        const QString speed = tr("speed %1").arg(amountText(l.speeds[n.processor]));
        const QFontMetricsF idMetrics(idFont), speedMetrics(speedFont);
        const QSizeF box(std::max(idMetrics.horizontalAdvance(id), speedMetrics.horizontalAdvance(speed)) + 4,
                         idMetrics.height() + speedMetrics.height());
        const QRectF label = g.labelBox(i, box, n.radius + (isNew ? 12 : neighbour ? 7 : 4));
        painter.setFont(idFont);
        painter.setPen(isNew ? kAccent.darker(115) : text);
        painter.drawText(QRectF(label.left(), label.top(), label.width(), idMetrics.height()), Qt::AlignCenter, id);
        painter.setFont(speedFont);
        painter.setPen(muted);
        painter.drawText(QRectF(label.left(), label.top() + idMetrics.height(), label.width(), speedMetrics.height()),
                         Qt::AlignCenter, speed);
    }

    // The middle of the circle: the size and T_step of this ring.
    painter.setFont(font());
    const QString middle = tr("ring of %1\nT_step = %2 %3").arg(r).arg(amountText(s.tStep), l.timeUnit);
    if (r >= 3) {
        QFont big = font();
        big.setPointSizeF(font().pointSizeF() * 1.2);
        painter.setFont(big);
        painter.setPen(text);
        painter.drawText(QRectF(g.centre.x() - 110, g.centre.y() - 30, 220, 60), Qt::AlignCenter, middle);
    } else {
        painter.setPen(text);
        painter.drawText(QRectF(8, 8, 260, 40), Qt::AlignLeft | Qt::AlignTop, middle);
    }

    // Processors not in the ring yet.
    if (!g.waitingArea.isEmpty()) {
        painter.setFont(speedFont);
        painter.setPen(muted);
        painter.drawText(QRectF(g.waitingArea.left(), g.waitingArea.top(), g.waitingArea.width(), 14),
                         Qt::AlignLeft | Qt::AlignVCenter, tr("Not in the ring yet (candidates of the next insertions):"));
        for (const RingNode &n : g.waiting) {
            QColor c = colourOf(l, n.processor);
            c.setAlpha(130);
            painter.setPen(QPen(muted, 1));
            painter.setBrush(c);
            painter.drawEllipse(n.centre, n.radius, n.radius);
            painter.setPen(muted);
            painter.drawText(QRectF(n.centre.x() - 28, n.centre.y() + g.waitingNode + 1, 56, 14), Qt::AlignCenter,
                             QString::fromStdString(l.processors[n.processor]));
        }
        if (g.waitingHidden > 0) {
            const double x = g.waiting.empty() ? g.waitingArea.left() : g.waiting.back().centre.x() + 28;
            painter.drawText(QRectF(x, g.waitingArea.top() + 14, 56, g.waitingArea.height() - 14), Qt::AlignCenter,
                             tr("+%1").arg(g.waitingHidden));
        }
    }
}

} // namespace partita::views
