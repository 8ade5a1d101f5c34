#include "gantt/gantt_view.h"

#include "gantt/gantt_canvas.h"
#include "gantt/gantt_runner.h"
#include "trace/trace_export.h"

#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <stdexcept>

namespace partita::views {

GanttView::GanttView(QWidget *parent)
    : QWidget(parent), m_canvas(new GanttCanvas), m_runner(new GanttRunner(this)), m_title(new QLabel)
{
    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    const auto button = [&](const QString &text, const QString &tip, auto slot) {
        auto *b = new QToolButton;
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        connect(b, &QToolButton::clicked, m_canvas, slot);
        top->addWidget(b);
    };
    button(QStringLiteral("+"), tr("Zoom in (+, or the wheel over the chart)"), &GanttCanvas::zoomIn);
    button(QStringLiteral("−"), tr("Zoom out (−)"), &GanttCanvas::zoomOut);
    button(tr("Fit"), tr("Show the whole run (0)"), &GanttCanvas::fit);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_canvas, 1);
    m_title->setText(tr("No trace"));
    connect(m_runner, &GanttRunner::resultsReady, this, &GanttView::showResults);
    connect(m_runner, &GanttRunner::busyChanged, this, [this](bool busy) {
        if (busy)
            m_title->setText(tr("Simulating…"));
    });
}

void GanttView::setInput(const Platform &platform, const PlanSettings &settings)
{
    m_runner->request(platform, settings);
}

void GanttView::showResults(const GanttResults &r)
{
    if (!r.error.isEmpty()) {
        m_title->setText(tr("%1: no trace").arg(QString::fromStdString(r.algorithm)));
        m_canvas->setMessage(r.error);
    } else {
        setTrace(r.trace, tr("%1, simulated").arg(QString::fromStdString(r.algorithm)));
    }
    emit resultsShown(r);
}

void GanttView::setTrace(const Trace &trace, const QString &title)
{
    m_canvas->setTrace(trace);
    std::size_t shown = 0;
    for (const Interval &i : trace.intervals)
        shown += i.kind != IntervalKind::Idle;
    m_title->setText(tr("%1 — makespan %2, %3 resources, %4 intervals")
                         .arg(title, m_canvas->formatTime(trace.makespan()))
                         .arg(trace.resources.size())
                         .arg(shown));
    if (trace.intervals.empty())
        m_canvas->setMessage(tr("The trace has no interval"));
}

void GanttView::setComparison(const Trace &measured)
{
    m_canvas->setComparison(measured);
}

void GanttView::clearComparison()
{
    m_canvas->clearComparison();
}

std::optional<QString> GanttView::openComparisonFile(const QString &path)
{
    try {
        m_canvas->setComparison(readTraceFile(path));
        return std::nullopt;
    } catch (const std::exception &e) {
        return QString::fromStdString(e.what());
    }
}

QString GanttView::title() const
{
    return m_title->text();
}

Trace GanttView::readTraceFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw std::runtime_error(tr("%1: cannot read the file (%2)").arg(path, file.errorString()).toStdString());
    const std::string text = file.readAll().toStdString();
    const QString ext = QFileInfo(path).suffix().toLower();
    Trace trace;
    if (ext == QLatin1String("csv"))
        trace = traceFromCsv(text, path.toStdString());
    else if (ext == QLatin1String("json"))
        trace = traceFromChromeJson(text, path.toStdString());
    else
        throw std::runtime_error(tr("%1: unknown trace format (use .csv or .json)").arg(path).toStdString());
    trace.sortIntervals();
    return trace;
}

std::optional<QString> GanttView::openTraceFile(const QString &path)
{
    try {
        Trace trace = readTraceFile(path);
        m_runner->dropPending(); // a simulation still running must not replace the file
        m_canvas->clearComparison();
        setTrace(trace, QFileInfo(path).fileName());
        return std::nullopt;
    } catch (const std::exception &e) {
        return QString::fromStdString(e.what());
    }
}

} // namespace partita::views
