#pragma once
// Export of a view as PNG (pixels, as shown) or SVG (vectors, for slides), by extension.

#include <QString>

#include <optional>

class QGraphicsScene;
class QWidget;

namespace partita::views {

// Renders the widget at its current size. Returns the error message on failure.
std::optional<QString> exportWidget(QWidget *widget, const QString &path);
// Renders the whole scene (every item, not only the visible part) with a margin.
std::optional<QString> exportScene(QGraphicsScene *scene, const QString &path);

} // namespace partita::views
