#include "gantt/gantt_style.h"

#include "gantt/gantt_canvas.h"
#include "report/palette.h"

namespace partita::views {

QColor ganttKindColor(IntervalKind kind)
{
    const Rgb c = intervalColor(kind);
    return QColor(c.r, c.g, c.b);
}

QColor ganttWaitHatchColor()
{
    const Rgb c = waitHatchColor();
    return QColor(c.r, c.g, c.b);
}

QString ganttKindName(IntervalKind kind)
{
    switch (kind) {
    case IntervalKind::Compute: return GanttCanvas::tr("compute");
    case IntervalKind::Send: return GanttCanvas::tr("send");
    case IntervalKind::Recv: return GanttCanvas::tr("receive");
    case IntervalKind::Wait: return GanttCanvas::tr("wait");
    case IntervalKind::Redistribute: return GanttCanvas::tr("redistribute");
    case IntervalKind::Transfer: return GanttCanvas::tr("transfer");
    case IntervalKind::Idle: return GanttCanvas::tr("idle");
    }
    return {};
}

QString ganttResourceLabel(const TraceResource &r)
{
    const QString id = QString::fromStdString(r.id);
    switch (r.kind) {
    case ResourceKind::Processor: return id;
    case ResourceKind::Link: return GanttCanvas::tr("link %1").arg(id);
    case ResourceKind::Port:
        return id.startsWith(QLatin1String("port:")) ? GanttCanvas::tr("port %1").arg(id.mid(5)) : id;
    }
    return id;
}

} // namespace partita::views
