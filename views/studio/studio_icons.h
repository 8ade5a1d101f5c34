#pragma once
// The icons of the toolbar's actions: the desktop's theme icon of that name (freedesktop icon
// naming: document-new, edit-undo, zoom-fit-best…) when the theme has one, else the bundled
// SVG of resources/icons/ (a Qt resource, ":/icons/NAME.svg"), so that every action has an
// icon with or without a desktop.

#include <QIcon>
#include <QString>

namespace partita::views {

// `name` is the theme name; `bundled` the file in resources/icons/ (without .svg), the same
// name when empty. The studio's own tools (select, processor, router, connect) have no theme
// name and always use their bundled icon (pass an empty `name`).
QIcon studioIcon(const QString &name, const QString &bundled = {});

} // namespace partita::views
