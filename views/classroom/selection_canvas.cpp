#include "classroom/selection_canvas.h"

#include "classroom/classroom_text.h"
#include "classroom/tstep_chart_geometry.h"
#include "report/palette.h"
#include "studio/readable_colour.h"

#include <QPainter>
#include <QPaintEvent>

#include <algorithm>
#include <cmath>

namespace partita::views {

namespace {

QColor colourOf(const SelectionLesson &lesson, std::size_t worker)
{
    const Rgb c = processorColor(worker < lesson.colours.size() ? lesson.colours[worker] : worker);
    return {c.r, c.g, c.b};
}

QColor textOn(const QColor &fill)
{
    return textColourOn(fill);
}

} // namespace

SelectionCanvas::SelectionCanvas(QWidget *parent) : QWidget(parent)
{
    setAutoFillBackground(false);
    m_message = tr("No platform yet");
}

void SelectionCanvas::setLesson(std::shared_ptr<const SelectionLesson> lesson)
{
    m_lesson = std::move(lesson);
    m_frame = m_lesson ? selectionFrame(*m_lesson, 0) : SelectionFrame{};
    update();
}

void SelectionCanvas::setStep(std::size_t step)
{
    if (m_lesson)
        m_frame = selectionFrame(*m_lesson, step);
    update();
}

void SelectionCanvas::setMessage(const QString &message)
{
    m_message = message;
    update();
}

void SelectionCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintCanvas(painter, size());
}

void SelectionCanvas::paintCanvas(QPainter &painter, QSize size)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRect(QPoint(0, 0), size), palette().base());
    if (!m_message.isEmpty() || !m_lesson || m_frame.chosen < 0) {
        painter.setPen(palette().text().color());
        painter.drawText(QRect(QPoint(0, 0), size).adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap,
                         m_message.isEmpty() ? tr("Nothing to show") : m_message);
        return;
    }
    m_geometry.layout(QSizeF(size), m_lesson->workers.size(), m_frame.step);
    fitColumns();
    m_geometry.layout(QSizeF(size), m_lesson->workers.size(), m_frame.step);
    paintRows(painter);
    paintStrip(painter);
    if (m_geometry.showTimeline)
        paintTimeline(painter);
}

QFont SelectionCanvas::rowFont(bool bold) const
{
    const double height = m_geometry.rows.empty() ? 24.0 : m_geometry.rows.front().height();
    QFont f = font();
    f.setPixelSize(static_cast<int>(std::clamp(height * 0.42, 8.0, 16.0)));
    f.setBold(bold);
    return f;
}

void SelectionCanvas::fitColumns()
{
    // The label, value and quotient columns as wide as their longest text at the rows' font.
    const SelectionLesson &l = *m_lesson;
    const QFontMetricsF bold(rowFont(true)), plain(rowFont(false));
    double label = 0, value = bold.horizontalAdvance(QStringLiteral("0.0000 ◀")), terms = 0;
    for (std::size_t i = 0; i < l.workers.size(); ++i) {
        label = std::max(label, bold.horizontalAdvance(QStringLiteral("%1  μ=%2")
                                                           .arg(QString::fromStdString(l.workers[i]))
                                                           .arg(i < l.mu.size() ? l.mu[i] : 0)));
        if (m_frame.candidates.size() > i && m_frame.candidates[i].ratio) {
            value = std::max(value, bold.horizontalAdvance(ratioText(*m_frame.candidates[i].ratio) + tr(" (tie)")));
            terms = std::max(terms, plain.horizontalAdvance(candidateTerms(l, m_frame, i)));
        }
    }
    m_geometry.labelWidth = 12 + 10 + label + 8;
    m_geometry.valueWidth = value + 10;
    m_geometry.termsWidth = std::max(terms, QFontMetricsF(font()).horizontalAdvance(tr("= (total-work + μ²) / time"))) + 16;
}

void SelectionCanvas::paintRows(QPainter &painter)
{
    const SelectionLesson &l = *m_lesson;
    const SelectionFrame &f = m_frame;
    const SelectionGeometry &g = m_geometry;
    const QColor text = palette().text().color();
    const QColor faint = palette().color(QPalette::Disabled, QPalette::Text);
    QColor muted = text;
    muted.setAlphaF(0.6f);

    QFont headerFont = font();
    headerFont.setBold(true);
    painter.setFont(headerFont);
    painter.setPen(text);
    const QRectF &h = g.header;
    painter.drawText(QRectF(h.left(), h.top(), g.labelWidth, h.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Worker"));
    painter.drawText(QRectF(g.ratioLeft, h.top(), g.ratioWidth + g.valueWidth, h.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, tr("Ratio at step %1 (largest wins)").arg(f.step + 1));
    if (g.showTerms)
        painter.drawText(QRectF(g.termsLeft, h.top(), g.termsWidth, h.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         f.global ? tr("= (total-work + μ²) / time") : tr("= μ² / port time"));
    const QFontMetricsF headerMetrics(headerFont);
    painter.drawText(QRectF(g.workLeft, h.top(), g.workWidth, h.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     headerMetrics.elidedText(tr("Work so far (block updates)"), Qt::ElideRight, g.workWidth));

    double maxWork = 0;
    for (double w : f.work)
        maxWork = std::max(maxWork, w);
    const QFont plainFont = rowFont(false);
    const QFont boldFont = rowFont(true);

    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const QRectF row = g.rows[i];
        const CandidateRatio &c = f.candidates[i];
        const bool chosen = static_cast<int>(i) == f.chosen;
        const bool tied = std::find(f.best.begin(), f.best.end(), static_cast<int>(i)) != f.best.end();
        const QColor colour = colourOf(l, i);
        if (chosen) {
            QColor band = palette().highlight().color();
            band.setAlpha(45);
            painter.fillRect(row, band);
        } else if (i % 2 == 1) {
            painter.fillRect(row, palette().alternateBase());
        }

        // Label: swatch, name, μ.
        const double swatch = std::min(12.0, row.height() - 6);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawRoundedRect(QRectF(row.left() + 4, row.center().y() - swatch / 2, swatch, swatch), 2, 2);
        painter.setFont(chosen ? boldFont : plainFont);
        painter.setPen(c.ratio ? text : faint);
        const QString label = QStringLiteral("%1  μ=%2")
                                  .arg(QString::fromStdString(l.workers[i]))
                                  .arg(i < l.mu.size() ? l.mu[i] : 0);
        painter.drawText(QRectF(row.left() + swatch + 10, row.top(), g.labelWidth - swatch - 12, row.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, label);

        if (!c.ratio) {
            painter.setFont(plainFont);
            painter.setPen(faint);
            painter.drawText(QRectF(g.ratioLeft, row.top(), g.workLeft - g.ratioLeft, row.height()),
                             Qt::AlignLeft | Qt::AlignVCenter, tr("not a candidate: no memory for μ ≥ 1"));
            continue;
        }
        // Ratio bar and value.
        QColor fill = colour;
        if (!chosen)
            fill.setAlpha(110);
        painter.setBrush(fill);
        painter.setPen(chosen ? QPen(text, 2) : QPen(colour.darker(120), 1));
        painter.drawRect(g.ratioBar(i, *c.ratio, f.maxRatio));
        painter.setFont(chosen ? boldFont : plainFont);
        painter.setPen(text);
        QString value = ratioText(*c.ratio);
        if (chosen)
            value += QStringLiteral(" ◀");
        else if (tied)
            value += tr(" (tie)");
        painter.drawText(g.valueRect(i), Qt::AlignLeft | Qt::AlignVCenter, value);
        if (g.showTerms) {
            painter.setFont(plainFont);
            painter.setPen(chosen ? text : muted);
            painter.drawText(g.termsRect(i), Qt::AlignLeft | Qt::AlignVCenter, candidateTerms(l, f, i));
        }

        // Work assigned so far.
        if (f.picks[i] > 0) {
            const QRectF bar = g.workBar(i, f.work[i], maxWork);
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawRect(bar);
            // "3 × 36 = 108" beside the bar or inside it, else just "108".
            const QFontMetricsF fm(plainFont);
            painter.setFont(plainFont);
            const QString amounts[] = {QStringLiteral("%1 × %2 = %3")
                                           .arg(f.picks[i])
                                           .arg(amountText(l.stepWork.size() > i ? l.stepWork[i] : 0))
                                           .arg(amountText(f.work[i])),
                                       amountText(f.work[i])};
            for (const QString &amount : amounts) {
                const double textWidth = fm.horizontalAdvance(amount) + 8;
                if (bar.right() + textWidth <= g.workLeft + g.workWidth) {
                    painter.setPen(text);
                    painter.drawText(QRectF(bar.right() + 4, row.top(), textWidth, row.height()),
                                     Qt::AlignLeft | Qt::AlignVCenter, amount);
                    break;
                }
                if (textWidth <= bar.width()) {
                    painter.setPen(textOn(colour));
                    painter.drawText(bar.adjusted(0, 0, -4, 0), Qt::AlignRight | Qt::AlignVCenter, amount);
                    break;
                }
            }
        } else {
            painter.setFont(plainFont);
            painter.setPen(faint);
            painter.drawText(QRectF(g.workLeft, row.top(), g.workWidth, row.height()), Qt::AlignLeft | Qt::AlignVCenter,
                             tr("nothing yet"));
        }
    }
}

void SelectionCanvas::paintStrip(QPainter &painter)
{
    const SelectionLesson &l = *m_lesson;
    const SelectionGeometry &g = m_geometry;
    const QColor text = palette().text().color();
    QFont headerFont = font();
    headerFont.setBold(true);
    painter.setFont(headerFont);
    painter.setPen(text);
    const std::size_t made = m_frame.step + 1;
    const QString title = g.stripFirst > 0
        ? tr("The master's sends so far: %1 selections (the last %2 shown), one cell per selection").arg(made).arg(g.stripCount)
        : tr("The master's sends so far: %1 selections, one cell per selection").arg(made);
    painter.drawText(g.stripTitle, Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(headerFont).elidedText(title, Qt::ElideRight, g.stripTitle.width()));

    QFont cellFont = font();
    cellFont.setPixelSize(static_cast<int>(std::clamp(g.cellWidth * 0.4, 8.0, 12.0)));
    const QFontMetricsF fm(cellFont);
    painter.setFont(cellFont);
    for (std::size_t k = g.stripFirst; k < g.stripFirst + g.stripCount; ++k) {
        const int w = l.chosenIndex(k);
        if (w < 0)
            continue;
        const QRectF cell = g.cell(k);
        const QColor colour = colourOf(l, static_cast<std::size_t>(w));
        painter.setPen(QPen(palette().base().color(), 1));
        painter.setBrush(colour);
        painter.drawRect(cell);
        const QString name = QString::fromStdString(l.workers[static_cast<std::size_t>(w)]);
        if (fm.horizontalAdvance(name) + 2 <= cell.width()) {
            painter.setPen(textOn(colour));
            painter.drawText(cell, Qt::AlignCenter, name);
        }
        const bool current = k == m_frame.step;
        if (current || (k + 1) % 5 == 0) {
            const QString number = QString::number(k + 1);
            const double nw = fm.horizontalAdvance(number) + 2;
            painter.setPen(current ? text : palette().color(QPalette::Disabled, QPalette::Text));
            painter.drawText(QRectF(cell.center().x() - nw / 2, cell.bottom() + 1, nw, g.stripNumbers),
                             Qt::AlignCenter, number);
        }
    }
    const QRectF current = g.cell(m_frame.step);
    if (!current.isEmpty()) {
        painter.setPen(QPen(text, 2.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(current.adjusted(-1, -1, 1, 1));
    }
}

void SelectionCanvas::paintTimeline(QPainter &painter)
{
    const SelectionLesson &l = *m_lesson;
    SelectionGeometry &g = m_geometry;
    const QColor text = palette().text().color();
    const QColor faint = palette().color(QPalette::Disabled, QPalette::Text);
    const std::vector<SelectionSend> sends = selectionTimeline(l, g.stripFirst, m_frame.step);
    if (sends.empty())
        return;
    double from = sends.front().sendStart, to = sends.front().computeEnd;
    for (const SelectionSend &s : sends) {
        from = std::min(from, s.sendStart);
        to = std::max(to, s.computeEnd);
    }
    g.setTimeRange(from, to);

    QFont headerFont = font();
    headerFont.setBold(true);
    painter.setFont(headerFont);
    painter.setPen(text);
    painter.drawText(g.timelineTitle, Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(headerFont)
                         .elidedText(tr("The same selections in time (Figures 7 and 8): sends on the master's port, "
                                        "then computation"),
                                     Qt::ElideRight, g.timelineTitle.width()));

    const double rowHeight = g.timelineRows.front().height();
    QFont small = font();
    small.setPixelSize(static_cast<int>(std::clamp(rowHeight * 0.55, 8.0, 12.0)));
    const QFontMetricsF fm(small);
    painter.setFont(small);
    for (std::size_t r = 0; r < g.timelineRows.size(); ++r) {
        const QRectF row = g.timelineRows[r];
        painter.fillRect(QRectF(g.timeLeft, row.top(), g.timeWidth, row.height()),
                         r == 0 ? palette().alternateBase() : (r % 2 ? palette().base() : palette().alternateBase()));
        painter.setPen(text);
        const QString label = r == 0 ? tr("master's port") : QString::fromStdString(l.workers[r - 1]);
        painter.drawText(QRectF(row.left() + 4, row.top(), g.labelWidth - 8, row.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         label);
    }

    for (const SelectionSend &s : sends) {
        const auto w = static_cast<std::size_t>(s.worker);
        const QColor colour = colourOf(l, w);
        const bool current = s.step == m_frame.step;
        const QPen outline = current ? QPen(text, 2) : QPen(palette().base().color(), 1);
        const QRectF send = g.timeBar(0, s.sendStart, s.sendEnd);
        const QRectF compute = g.timeBar(w + 1, s.sendEnd, s.computeEnd);
        painter.setPen(outline);
        painter.setBrush(colour);
        if (!send.isNull())
            painter.drawRect(send);
        QColor light = colour;
        light.setAlpha(current ? 255 : 170);
        painter.setBrush(light);
        if (!compute.isNull())
            painter.drawRect(compute);
        const QString name = QString::fromStdString(l.workers[w]);
        painter.setPen(textOn(colour));
        if (!send.isNull() && fm.horizontalAdvance(name) + 4 <= send.width())
            painter.drawText(send, Qt::AlignCenter, name);
        const QString number = QString::number(s.step + 1);
        if (!compute.isNull() && fm.horizontalAdvance(number) + 4 <= compute.width()) {
            painter.setPen(textOn(composited(light, palette().base().color())));
            painter.drawText(compute, Qt::AlignCenter, number);
        }
    }

    // Idle gaps of the port, where the next worker was still computing.
    painter.setPen(faint);
    for (std::size_t k = 1; k < sends.size(); ++k) {
        const double idleFrom = sends[k - 1].sendEnd, idleTo = sends[k].sendStart;
        if (idleTo - idleFrom <= 0)
            continue;
        const QRectF gap = g.timeBar(0, idleFrom, idleTo);
        if (!gap.isNull() && fm.horizontalAdvance(tr("idle")) + 4 <= gap.width())
            painter.drawText(gap, Qt::AlignCenter, tr("idle"));
    }

    // "Now": the end of the current send.
    const QRectF &last = g.timelineRows.back();
    const double now = g.xOfTime(sends.back().sendEnd);
    painter.setPen(QPen(QColor(230, 120, 20), 1.5, Qt::DashLine));
    painter.drawLine(QPointF(now, g.timelineRows.front().top()), QPointF(now, last.bottom()));

    // Time axis.
    painter.setPen(text);
    const double step = TStepChartGeometry::niceStep(g.t1 - g.t0, std::max(2, static_cast<int>(g.timeWidth / 90)));
    for (double t = std::ceil(g.t0 / step) * step; t <= g.t1 + 1e-9 * step; t += step) {
        const double x = g.xOfTime(t);
        painter.drawLine(QPointF(x, last.bottom()), QPointF(x, last.bottom() + 3));
        painter.drawText(QRectF(x - 40, last.bottom() + 3, 80, g.axisHeight - 3), Qt::AlignHCenter | Qt::AlignTop,
                         amountText(t));
    }
}

} // namespace partita::views
