#pragma once
// One SVG figure of an experiment (the classroom's Papers page), drawn whole in the widget at
// its own proportions, centred on the widget's background.

#include <QByteArray>
#include <QSize>
#include <QWidget>

class QPainter;
class QSvgRenderer;

namespace partita::views {

class PapersFigure : public QWidget {
    Q_OBJECT

public:
    // `svg` is the figure's text; an SVG the renderer cannot read draws a message instead.
    explicit PapersFigure(const QByteArray &svg, QWidget *parent = nullptr);

    bool isValid() const;
    // The figure's own size (its viewBox), empty when invalid.
    QSize figureSize() const;
    // Draws the figure in a rectangle of `size` (the widget's paint event, and exports).
    void paintFigure(QPainter &painter, QSize size) const;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QSvgRenderer *m_renderer;
};

} // namespace partita::views
