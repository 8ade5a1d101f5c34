#include "classroom/tstep_chart.h"

#include "classroom/classroom_text.h"
#include "studio/readable_colour.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace partita::views {

namespace {

const QColor kAccent(230, 120, 20);
const QColor kRefined(31, 119, 180);
const QColor kGreedy(127, 127, 127);

} // namespace

TStepChart::TStepChart(QWidget *parent) : QWidget(parent) {}

void TStepChart::setLesson(std::shared_ptr<const RingLesson> lesson)
{
    m_lesson = std::move(lesson);
    m_step = 0;
    update();
}

void TStepChart::setStep(std::size_t step)
{
    m_step = step;
    update();
}

bool TStepChart::showsGreedy() const
{
    if (!m_lesson)
        return false;
    return std::any_of(m_lesson->steps.begin(), m_lesson->steps.end(),
                       [](const RingInsertion &s) { return s.tStepGreedy != s.tStep; });
}

void TStepChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintChart(painter, size());
}

void TStepChart::mousePressEvent(QMouseEvent *event)
{
    if (const std::size_t s = m_geometry.sizeAt(event->position().x()); s > 0)
        emit stepClicked(static_cast<int>(s) - 1);
}

void TStepChart::paintChart(QPainter &painter, QSize size)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRect(QPoint(0, 0), size), palette().base());
    if (!m_lesson || m_lesson->steps.empty())
        return;
    const RingLesson &l = *m_lesson;
    const QColor text = palette().text().color();
    const QColor faint = palette().color(QPalette::Disabled, QPalette::Text);
    const bool greedy = showsGreedy();
    double maxValue = 0;
    for (const RingInsertion &s : l.steps)
        maxValue = std::max({maxValue, std::isfinite(s.tStep) ? s.tStep : 0.0,
                             greedy && std::isfinite(s.tStepGreedy) ? s.tStepGreedy : 0.0});
    TStepChartGeometry &g = m_geometry;
    g.layout(QSizeF(size), l.steps.size(), maxValue);

    // Title and legend.
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(text);
    painter.drawText(QRectF(8, 2, size.width() - 16, 20), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("T_step by ring size (H = %1, W = %2)").arg(amountText(l.h), amountText(l.w)));
    painter.setFont(font());
    double lx = g.plot.left();
    const auto legend = [&](const QColor &colour, Qt::PenStyle style, const QString &label) {
        painter.setPen(QPen(colour, 2.5, style));
        painter.drawLine(QPointF(lx, 32), QPointF(lx + 22, 32));
        painter.setPen(text);
        const double w = painter.fontMetrics().horizontalAdvance(label);
        painter.drawText(QRectF(lx + 26, 23, w + 4, 18), Qt::AlignLeft | Qt::AlignVCenter, label);
        lx += 26 + w + 18;
    };
    legend(kRefined, Qt::SolidLine, l.refinement ? tr("T_step, refined (§4.3)") : tr("T_step"));
    if (greedy)
        legend(kGreedy, Qt::DashLine, tr("greedy bandwidths (§4.2)"));

    // Axes and grid.
    painter.setPen(QPen(faint, 1, Qt::DotLine));
    for (double v : g.yTicks)
        painter.drawLine(QPointF(g.plot.left(), g.yOf(v)), QPointF(g.plot.right(), g.yOf(v)));
    painter.setPen(QPen(text, 1));
    painter.drawLine(g.plot.bottomLeft(), g.plot.bottomRight());
    painter.drawLine(g.plot.bottomLeft(), g.plot.topLeft());
    for (double v : g.yTicks)
        painter.drawText(QRectF(0, g.yOf(v) - 9, g.left - 6, 18), Qt::AlignRight | Qt::AlignVCenter, amountText(v));
    for (std::size_t s : g.xTicks)
        painter.drawText(QRectF(g.xOf(static_cast<double>(s)) - 20, g.plot.bottom() + 3, 40, 16), Qt::AlignCenter,
                         QString::number(s));
    painter.drawText(QRectF(g.plot.left(), g.plot.bottom() + 20, g.plot.width(), 18), Qt::AlignCenter,
                     tr("ring size"));
    painter.save();
    painter.translate(12, g.plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-g.plot.height() / 2, -8, g.plot.height(), 16), Qt::AlignCenter,
                     tr("T_step (%1)").arg(l.timeUnit));
    painter.restore();

    // The current size.
    const double cx = g.xOf(static_cast<double>(m_step + 1));
    QColor band = kAccent;
    band.setAlpha(40);
    const double slot = g.plot.width() / static_cast<double>(g.sizes);
    painter.fillRect(QRectF(cx - slot / 2, g.plot.top(), slot, g.plot.height()), band);
    painter.setPen(QPen(kAccent, 1.5));
    painter.drawLine(QPointF(cx, g.plot.top()), QPointF(cx, g.plot.bottom()));

    // Curves.
    const auto curve = [&](auto value, const QColor &colour, Qt::PenStyle style, bool dots) {
        QPainterPath path;
        bool started = false;
        for (std::size_t i = 0; i < l.steps.size(); ++i) {
            const double v = value(l.steps[i]);
            if (!std::isfinite(v))
                continue;
            const QPointF p = g.point(static_cast<double>(i + 1), v);
            if (started)
                path.lineTo(p);
            else
                path.moveTo(p);
            started = true;
        }
        painter.setPen(QPen(colour, 2.5, style));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
        if (!dots)
            return;
        painter.setPen(QPen(palette().base().color(), 1));
        painter.setBrush(colour);
        for (std::size_t i = 0; i < l.steps.size(); ++i)
            if (const double v = value(l.steps[i]); std::isfinite(v))
                painter.drawEllipse(g.point(static_cast<double>(i + 1), v), 3.5, 3.5);
    };
    if (greedy)
        curve([](const RingInsertion &s) { return s.tStepGreedy; }, kGreedy, Qt::DashLine, false);
    curve([](const RingInsertion &s) { return s.tStep; }, kRefined, Qt::SolidLine, true);

    // The best size: a ring around its point and a label.
    if (l.bestSize >= 1 && l.bestSize <= l.steps.size()) {
        const QPointF best = g.point(static_cast<double>(l.bestSize), l.steps[l.bestSize - 1].tStep);
        painter.setPen(QPen(QColor(40, 160, 60), 2.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(best, 9, 9);
        const QString label = tr("best: size %1").arg(l.bestSize);
        const double w = painter.fontMetrics().horizontalAdvance(label) + 6;
        const double x = std::clamp(best.x() - w / 2, g.plot.left(), g.plot.right() - w);
        const double y = best.y() + 12 + 16 <= g.plot.bottom() ? best.y() + 12 : best.y() - 28;
        painter.setPen(readableOn(QColor(40, 140, 60), palette().base().color()));
        painter.drawText(QRectF(x, y, w, 16), Qt::AlignCenter, label);
    }
    // The current point.
    const double v = l.steps[m_step].tStep;
    if (std::isfinite(v)) {
        painter.setPen(QPen(palette().base().color(), 2));
        painter.setBrush(kAccent);
        painter.drawEllipse(g.point(static_cast<double>(m_step + 1), v), 6.5, 6.5);
    }
}

} // namespace partita::views
