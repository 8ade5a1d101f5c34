#include "classroom/papers_figure.h"

#include <QPainter>
#include <QSvgRenderer>

namespace partita::views {

PapersFigure::PapersFigure(const QByteArray &svg, QWidget *parent) : QWidget(parent), m_renderer(new QSvgRenderer(svg, this))
{
    setMinimumSize(160, 120);
}

bool PapersFigure::isValid() const
{
    return m_renderer->isValid();
}

QSize PapersFigure::figureSize() const
{
    if (!isValid())
        return {};
    const QSize viewBox = m_renderer->viewBoxF().size().toSize();
    return viewBox.isEmpty() ? m_renderer->defaultSize() : viewBox;
}

QSize PapersFigure::sizeHint() const
{
    const QSize own = figureSize();
    return own.isEmpty() ? QSize(480, 320) : own;
}

void PapersFigure::paintFigure(QPainter &painter, QSize size) const
{
    // The figures are drawn for paper (dark text on white), whatever the studio's palette.
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    if (!isValid()) {
        painter.setPen(Qt::black);
        painter.drawText(QRect(QPoint(0, 0), size), Qt::AlignCenter, tr("This figure is not an SVG the studio can draw"));
        return;
    }
    // Qt 6.4's renderer stretches the figure to the rectangle it is given: keep its proportions
    // by giving it the largest rectangle of its shape that fits, centred.
    const QSizeF own = figureSize();
    const QSizeF fitted = own.scaled(QSizeF(size), Qt::KeepAspectRatio);
    const QRectF target(QPointF((size.width() - fitted.width()) / 2, (size.height() - fitted.height()) / 2), fitted);
    m_renderer->render(&painter, target);
}

void PapersFigure::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintFigure(painter, size());
}

} // namespace partita::views
