#include "gantt/gantt_time_format.h"

#include <QCoreApplication>

namespace partita::views {

GanttTimeUnit ganttTimeUnit(const std::string &traceUnit, double span)
{
    if (!traceUnit.empty() && traceUnit != "s")
        return {1.0, QString::fromStdString(traceUnit)};
    if (span < 1e-3)
        return {1e6, QCoreApplication::translate("GanttCanvas", "µs")};
    if (span < 1)
        return {1e3, QCoreApplication::translate("GanttCanvas", "ms")};
    return {1.0, QCoreApplication::translate("GanttCanvas", "s")};
}

QString formatGanttTime(double t, const GanttTimeUnit &unit, int significant)
{
    return QStringLiteral("%1 %2").arg(QString::number(t * unit.scale, 'g', significant), unit.suffix);
}

} // namespace partita::views
