#include "studio/studio_icons.h"

namespace partita::views {

QIcon studioIcon(const QString &name, const QString &bundled)
{
    const QIcon fallback(QStringLiteral(":/icons/%1.svg").arg(bundled.isEmpty() ? name : bundled));
    return name.isEmpty() ? fallback : QIcon::fromTheme(name, fallback);
}

} // namespace partita::views
