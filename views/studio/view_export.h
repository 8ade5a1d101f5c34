#pragma once
// Export of a view as PNG (pixels, as shown) or SVG (vectors, for slides), by extension, written
// atomically (QSaveFile). A Drawing is the picture of a view without the widgets around it (no
// combo boxes, buttons or scroll bars): its size and the function that paints it, the same one
// the view's paintEvent uses.

#include <QColor>
#include <QImage>
#include <QSize>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QGraphicsScene;
class QPainter;
class QWidget;

namespace partita::views {

struct Drawing {
    QSize size;
    std::function<void(QPainter &, QSize)> paint;
    QColor background = Qt::white;
    bool valid() const { return !size.isEmpty() && paint != nullptr; }
};

// The drawing a widget makes of itself (QWidget::render at its size, children included).
Drawing widgetDrawing(QWidget *widget);
// Several drawings side by side in a grid of `columns`, each in a cell of the largest size.
Drawing gridDrawing(const std::vector<Drawing> &drawings, int columns);
// The drawing as pixels, at its size (what a PNG export writes).
QImage renderDrawing(const Drawing &drawing);
// Writes the drawing to `path` (.png or .svg). Returns the error message on failure.
std::optional<QString> exportDrawing(const Drawing &drawing, const QString &path);

// Renders the widget at its current size. Returns the error message on failure.
std::optional<QString> exportWidget(QWidget *widget, const QString &path);
// Renders the whole scene (every item, not only the visible part) with a margin.
std::optional<QString> exportScene(QGraphicsScene *scene, const QString &path);

} // namespace partita::views
