#include "classroom/lu_canvas.h"

#include "classroom/classroom_text.h"
#include "report/palette.h"
#include "studio/readable_colour.h"

#include <QPainter>
#include <QPaintEvent>

#include <algorithm>

namespace partita::views {

namespace {

// The pivot and the panels in greys (the pivot in the text's colour, the panels hatched), so
// that no processor colour (report/palette.h) is mistaken for them, in the light palette and
// the dark one; the pivot is framed in its worker's colour.
const QColor kPanel(150, 150, 160);

QColor colourOf(const LuLesson &lesson, std::size_t worker)
{
    const Rgb c = processorColor(worker < lesson.colours.size() ? lesson.colours[worker] : worker);
    return {c.r, c.g, c.b};
}

QColor withAlpha(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

// A region's letter of Figure 9 in its middle, when the region is large enough to hold it.
void regionLabel(QPainter &painter, const QRectF &box, const QString &text, const QColor &colour)
{
    const QFontMetricsF metrics(painter.font());
    if (box.width() < metrics.horizontalAdvance(text) + 4 || box.height() < metrics.height() + 2)
        return;
    painter.setPen(colour);
    painter.drawText(box, Qt::AlignCenter, text);
}

} // namespace

LuCanvas::LuCanvas(QWidget *parent) : QWidget(parent)
{
    m_message = tr("No platform yet");
}

void LuCanvas::setLesson(std::shared_ptr<const LuLesson> lesson)
{
    m_lesson = std::move(lesson);
    m_step = 0;
    update();
}

void LuCanvas::setStep(std::size_t step)
{
    m_step = step;
    update();
}

void LuCanvas::setMessage(const QString &message)
{
    m_message = message;
    update();
}

void LuCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintCanvas(painter, size());
}

void LuCanvas::paintCanvas(QPainter &painter, QSize size)
{
    painter.setRenderHint(QPainter::Antialiasing, false);
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
    const LuLesson &l = *m_lesson;
    LuStepGeometry &g = m_geometry;
    g.layout(QSizeF(size), l, m_step);
    if (g.matrix.isEmpty())
        return;

    // What is factored already: U's rows above, L's columns left; final, greyed.
    const QColor done = withAlpha(muted, 40);
    painter.fillRect(g.doneRows, done);
    painter.fillRect(g.doneColumns, done);
    for (const QRectF &panel : {g.verticalPanel, g.horizontalPanel}) {
        painter.fillRect(panel, withAlpha(kPanel, 70));
        painter.fillRect(panel, QBrush(withAlpha(kPanel, 150), Qt::BDiagPattern));
    }
    painter.fillRect(g.pivotBox, withAlpha(text, 175));

    // The core, each worker's columns in its colour; above them, the chunk of the horizontal
    // panel the worker keeps.
    for (const LuStripBox &box : g.strips) {
        const QColor colour = colourOf(l, box.strip.worker);
        painter.fillRect(box.rect, withAlpha(colour, 215));
        painter.fillRect(box.chunk, withAlpha(colour, 150));
    }
    // Block grid, when blocks are wide enough to show it.
    if (g.cell >= 5) {
        painter.setPen(QPen(withAlpha(palette().base().color(), 110), 1));
        for (int i = 1; i < g.blocks; ++i) {
            const double x = g.matrix.left() + i * g.cell, y = g.matrix.top() + i * g.cell;
            painter.drawLine(QPointF(x, g.matrix.top()), QPointF(x, g.matrix.bottom()));
            painter.drawLine(QPointF(g.matrix.left(), y), QPointF(g.matrix.right(), y));
        }
    }
    // Strip borders, then the region outlines.
    painter.setPen(QPen(palette().base().color(), 2));
    painter.setBrush(Qt::NoBrush);
    for (const LuStripBox &box : g.strips) {
        painter.drawRect(box.rect);
        painter.drawRect(box.chunk);
    }
    painter.setPen(QPen(text, 1.5));
    for (const QRectF &box : {g.pivotBox, g.verticalPanel, g.horizontalPanel, g.core})
        if (!box.isEmpty())
            painter.drawRect(box);
    painter.setPen(QPen(text, 1));
    painter.drawRect(g.matrix);
    if (l.pivotWorker >= 0 && !g.pivotBox.isEmpty()) {
        painter.setPen(QPen(colourOf(l, static_cast<std::size_t>(l.pivotWorker)), 3));
        painter.drawRect(g.pivotBox.adjusted(1.5, 1.5, -1.5, -1.5));
    }

    // Worker ids in their columns, where they fit.
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.9));
    painter.setFont(small);
    const QFontMetricsF smallMetrics(small);
    const QRectF coreCorner = g.core.isEmpty() ? QRectF() : QRectF(g.core.left() + 2, g.core.top() + 2, 34, 18);
    for (const LuStripBox &box : g.strips) {
        const QString name = QString::fromStdString(l.workers[box.strip.worker]);
        const double advance = smallMetrics.horizontalAdvance(name);
        // On the strip's own colour, over the block grid's lines: black or white, whichever
        // stands out, on a patch of that colour.
        const QColor fill = composited(withAlpha(colourOf(l, box.strip.worker), 215), palette().base().color());
        const QRectF patch(-advance / 2 - 2, -smallMetrics.height() / 2, advance + 4, smallMetrics.height());
        const bool across = box.rect.width() >= advance + 4 && box.rect.height() >= smallMetrics.height();
        if (!across && !(box.rect.width() >= smallMetrics.height() && box.rect.height() >= advance + 4))
            continue;
        // Not under the core's letter (d), drawn over it below: the last steps' core is small.
        const QPointF c = box.rect.center();
        const QRectF where = across ? patch.translated(c) : QRectF(c.x() - patch.height() / 2, c.y() - patch.width() / 2,
                                                                    patch.height(), patch.width());
        if (where.intersects(coreCorner))
            continue;
        painter.save();
        painter.translate(box.rect.center());
        if (!across)
            painter.rotate(-90); // turned a quarter when the strip is narrow
        painter.fillRect(patch, fill);
        painter.setPen(textColourOn(fill));
        painter.drawText(patch, Qt::AlignCenter, name);
        painter.restore();
    }

    // What is final already: U's rows above, L's columns left.
    painter.setFont(small);
    regionLabel(painter, g.doneRows, tr("factored: rows of U"), muted);
    regionLabel(painter, g.doneColumns, tr("factored: columns of L"), muted);

    // The letters of Figure 9.
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    regionLabel(painter, g.pivotBox, tr("(a)"), palette().base().color());
    regionLabel(painter, g.verticalPanel.adjusted(0, 0, 0, -g.verticalPanel.height() / 2), tr("(b)"), text);
    if (g.strips.empty())
        regionLabel(painter, g.horizontalPanel, tr("(c)"), text);
    if (!coreCorner.isEmpty()) {
        painter.fillRect(coreCorner, withAlpha(palette().base().color(), 200));
        painter.setPen(text);
        painter.drawText(coreCorner, Qt::AlignCenter, tr("(d)"));
    }
    if (!g.strips.empty() && !g.horizontalPanel.isEmpty()) {
        QRectF corner(g.horizontalPanel.right() - 36, g.horizontalPanel.top() + 1, 34,
                      std::min(18.0, g.horizontalPanel.height() - 2));
        if (corner.height() >= 10) {
            painter.fillRect(corner, withAlpha(palette().base().color(), 200));
            painter.setPen(text);
            painter.drawText(corner, Qt::AlignCenter, tr("(c)"));
        }
    }

    // Block indices along the top and the left: kμ, kμ + μ and r.
    painter.setFont(small);
    painter.setPen(muted);
    QList<int> ticks{0, g.k0, g.core0, g.blocks};
    std::sort(ticks.begin(), ticks.end());
    ticks.erase(std::unique(ticks.begin(), ticks.end()), ticks.end());
    double lastX = -1e9, lastY = -1e9;
    for (int t : ticks) {
        const double x = g.matrix.left() + t * g.cell, y = g.matrix.top() + t * g.cell;
        const QString label = QString::number(t);
        const double width = smallMetrics.horizontalAdvance(label) + 4;
        if (x - lastX >= width) {
            painter.drawText(QRectF(x - width / 2, g.matrix.top() - g.axisBand, width, g.axisBand - 2),
                             Qt::AlignHCenter | Qt::AlignBottom, label);
            lastX = x;
        }
        if (y - lastY >= smallMetrics.height()) {
            painter.drawText(QRectF(g.matrix.left() - g.axisBand - 30, y - smallMetrics.height() / 2, g.axisBand + 27,
                                    smallMetrics.height()),
                             Qt::AlignRight | Qt::AlignVCenter, label);
            lastY = y;
        }
    }

    // Legend: each worker updating the core at this step, its chunk shape and columns.
    painter.setFont(font());
    const QFontMetricsF metrics(font());
    for (const LuLegendLine &line : g.legend) {
        const QRectF swatch(line.rect.left(), line.rect.center().y() - 6, 12, 12);
        painter.fillRect(swatch, colourOf(l, line.worker));
        int columns = 0;
        for (const LuStripBox &box : g.strips)
            if (box.strip.worker == line.worker)
                columns += box.strip.col1 - box.strip.col0;
        const QString entry = tr("%1: %2; %3 columns of the core")
                                  .arg(QString::fromStdString(l.workers[line.worker]), luShapeText(l, line.worker))
                                  .arg(columns);
        painter.setPen(text);
        painter.drawText(QRectF(swatch.right() + 6, line.rect.top(), line.rect.width() - 18, line.rect.height()),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(entry, Qt::ElideRight, line.rect.width() - 18));
    }
    if (g.legendHidden > 0 && !g.legend.empty()) {
        painter.setPen(muted);
        const QRectF last = g.legend.back().rect;
        painter.drawText(QRectF(last.left(), last.bottom(), last.width(), g.lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         tr("+%1 more").arg(g.legendHidden));
    }
}

} // namespace partita::views
