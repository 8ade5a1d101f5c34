#pragma once
// What the Gantt chart and its summary share in looks: the colour and name of each kind of
// interval (the palette of core/report, so the studio and `--gantt` agree) and row labels.

#include "trace/trace.h"

#include <QColor>
#include <QString>

namespace partita::views {

QColor ganttKindColor(IntervalKind kind);
QColor ganttWaitHatchColor();
QString ganttKindName(IntervalKind kind);
// "P1", "link P1-P2", "port P1".
QString ganttResourceLabel(const TraceResource &resource);

} // namespace partita::views
