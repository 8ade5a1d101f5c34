#include "gantt/gantt_time_format.h"

#include "report/display_time_unit.h"

#include <QCoreApplication>

namespace partita::views {

GanttTimeUnit ganttTimeUnit(const std::string &traceUnit, double span)
{
    const DisplayTimeUnit unit = displayTimeUnit(traceUnit, span);
    switch (unit.scale) {
    case DisplayTimeUnit::Scale::Microseconds:
        return {unit.factor, QCoreApplication::translate("GanttCanvas", "µs")};
    case DisplayTimeUnit::Scale::Milliseconds:
        return {unit.factor, QCoreApplication::translate("GanttCanvas", "ms")};
    case DisplayTimeUnit::Scale::Seconds:
        return {unit.factor, QCoreApplication::translate("GanttCanvas", "s")};
    case DisplayTimeUnit::Scale::TraceUnit:
        break;
    }
    return {unit.factor, traceUnitName(unit.name)};
}

QString traceUnitName(const std::string &traceUnit)
{
    if (traceUnit == "time units")
        return QCoreApplication::translate("GanttCanvas", "time units");
    if (traceUnit == "s")
        return QCoreApplication::translate("GanttCanvas", "s");
    return QString::fromStdString(traceUnit);
}

QString formatGanttTime(double t, const GanttTimeUnit &unit, int significant)
{
    return QStringLiteral("%1 %2").arg(QString::number(t * unit.scale, 'g', significant), unit.suffix);
}

} // namespace partita::views
