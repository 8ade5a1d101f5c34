#pragma once
// Versions of the libraries this build of the studio uses, for the About box.

#include <QList>
#include <QPair>
#include <QString>

namespace partita::studio {

QList<QPair<QString, QString>> componentVersions();

} // namespace partita::studio
