#include "gantt/gantt_view.h"

#include "gantt/gantt_canvas.h"
#include "gantt/gantt_runner.h"
#include "gantt/gantt_summary_view.h"
#include "gantt/gantt_time_format.h"
#include "plan/reason_text.h"
#include "studio/export_actions.h"
#include "trace/trace_export.h"

#include <QButtonGroup>
#include <QFile>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

#include <stdexcept>

namespace partita::views {

namespace {

QFrame *separator()
{
    auto *line = new QFrame;
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

} // namespace

GanttView::GanttView(QWidget *parent)
    : QWidget(parent), m_canvas(new GanttCanvas), m_runner(new GanttRunner(this)), m_summary(new GanttSummaryView),
      m_title(new QLabel)
{
    m_labels[0] = tr("predicted");
    m_labels[1] = tr("measured");
    auto *tools = new QHBoxLayout;
    tools->setSpacing(2);
    const auto button = [&](const QString &text, const QString &tip, bool checkable = false) {
        auto *b = new QToolButton;
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setCheckable(checkable);
        tools->addWidget(b);
        return b;
    };

    // What a drag does.
    auto *modes = new QButtonGroup(this);
    const std::pair<GanttCanvas::DragMode, QToolButton *> modeButtons[] = {
        {GanttCanvas::DragMode::Pan, button(tr("Pan"), tr("Dragging moves the chart"), true)},
        {GanttCanvas::DragMode::ZoomBox, button(tr("Zoom box"), tr("Dragging over the chart zooms to the dragged span (also Ctrl+drag)"), true)},
        {GanttCanvas::DragMode::Select, button(tr("Select"), tr("Dragging selects a time range; the summary follows it (also Shift+drag)"), true)},
    };
    for (const auto &[mode, b] : modeButtons) {
        modes->addButton(b);
        b->setChecked(mode == GanttCanvas::DragMode::Pan);
        connect(b, &QToolButton::clicked, m_canvas, [this, mode = mode] { m_canvas->setDragMode(mode); });
    }
    connect(m_canvas, &GanttCanvas::dragModeChanged, this, [modeButtons](GanttCanvas::DragMode mode) {
        for (const auto &[m, b] : modeButtons)
            b->setChecked(m == mode);
    });
    tools->addWidget(separator());
    connect(button(QStringLiteral("+"), tr("Zoom in (+, or the wheel over the chart)")), &QToolButton::clicked, m_canvas, &GanttCanvas::zoomIn);
    connect(button(QStringLiteral("−"), tr("Zoom out (−)")), &QToolButton::clicked, m_canvas, &GanttCanvas::zoomOut);
    connect(button(tr("Fit"), tr("Show the whole run (0)")), &QToolButton::clicked, m_canvas, &GanttCanvas::fit);
    tools->addWidget(separator());
    m_zoomSelection = button(tr("Zoom to selection"), tr("Show the selected time range across the chart"));
    m_clearSelection = button(tr("Clear selection"), tr("Forget the selected time range (Esc); the summary covers the whole run again"));
    connect(m_zoomSelection, &QToolButton::clicked, m_canvas, &GanttCanvas::zoomToSelection);
    connect(m_clearSelection, &QToolButton::clicked, m_canvas, &GanttCanvas::clearSelection);
    tools->addWidget(separator());
    m_pathButton = button(tr("Critical path"),
                          tr("Outline the chain of intervals that ends at the makespan, each waiting for the previous one, "
                             "and mark the slowest processor"),
                          true);
    m_summaryButton = button(tr("Summary"), tr("Show, per processor, the time spent computing, communicating and idle"), true);
    m_summaryButton->setChecked(true);
    connect(m_pathButton, &QToolButton::toggled, this, &GanttView::setCriticalPathShown);
    connect(m_summaryButton, &QToolButton::toggled, this, &GanttView::setSummaryShown);
    tools->addStretch(1);

    addExportActions(m_summary, QStringLiteral("gantt-summary"), [this] { return csvTable(); });
    addExportActions(m_canvas, QStringLiteral("gantt"), [this] { return csvTable(); }, [this] { return drawing(); });
    m_summaryScroll = new QScrollArea;
    m_summaryScroll->setWidget(m_summary);
    m_summaryScroll->setWidgetResizable(true);
    m_summaryScroll->setFrameShape(QFrame::NoFrame);
    m_summaryScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->addWidget(m_canvas);
    m_splitter->addWidget(m_summaryScroll);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({660, 340});

    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addLayout(tools);
    layout->addWidget(m_splitter, 1);
    m_baseTitle = tr("No trace");
    updateTitle();
    updateSummary(true);

    connect(m_canvas, &GanttCanvas::selectionChanged, this, [this] { updateSummary(true); });
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
        m_baseTitle = tr("%1: no trace").arg(QString::fromStdString(r.algorithm));
        updateTitle();
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
    const double makespan = trace.makespan();
    m_baseTitle = tr("%1 — makespan %2, %3 resources, %4 intervals")
                      .arg(title, formatGanttTime(makespan, ganttTimeUnit(trace.timeUnit, makespan)))
                      .arg(trace.resources.size())
                      .arg(shown);
    if (trace.intervals.empty())
        m_canvas->setMessage(tr("The trace has no interval"));
    updateTitle();
    updateSummary(true);
}

void GanttView::setComparison(const Trace &measured)
{
    m_canvas->setComparison(measured);
    updateTitle();
    updateSummary(false);
}

void GanttView::setMeasuredMakespan(std::optional<double> seconds)
{
    m_measuredMakespan = seconds;
    updateTitle();
    updateSummaryHeader();
}

double GanttView::measuredMakespan() const
{
    return m_measuredMakespan ? *m_measuredMakespan : m_canvas->comparison().makespan();
}

void GanttView::clearComparison()
{
    m_measuredMakespan.reset();
    m_canvas->clearComparison();
    updateTitle();
    updateSummary(false);
}

void GanttView::setLabels(const QString &predicted, const QString &measured)
{
    m_labels[0] = predicted;
    m_labels[1] = measured;
    m_canvas->setPanelLabels(predicted, measured);
    m_summary->setLabels(predicted, measured);
    updateTitle();
    updateSummaryHeader();
}

void GanttView::setCriticalPathShown(bool shown)
{
    m_pathButton->setChecked(shown);
    m_canvas->setCriticalPathShown(shown);
    updateSummaryHeader();
}

void GanttView::setSummaryShown(bool shown)
{
    m_summaryButton->setChecked(shown);
    m_summaryScroll->setVisible(shown);
    if (shown)
        updateSummary(true);
}

QString GanttView::percent(double fraction) const
{
    return tr("%1%2 %").arg(fraction > 0 ? QStringLiteral("+") : QString(), QString::number(100 * fraction, 'f', 1));
}

void GanttView::updateTitle()
{
    QString title = m_baseTitle;
    if (m_canvas->hasComparison() && !m_canvas->trace().intervals.empty()) {
        const Trace &measured = m_canvas->comparison();
        const double predicted = m_canvas->trace().makespan(), actual = measuredMakespan();
        title += tr(" · %1: makespan %2 (%3 against %4)")
                     .arg(m_labels[1], formatGanttTime(actual, ganttTimeUnit(measured.timeUnit, std::max(predicted, actual))),
                          percent(makespanError(predicted, actual)), m_labels[0]);
    }
    m_title->setText(title);
}

void GanttView::updateSummary(bool predictedToo)
{
    const auto selection = m_canvas->selection();
    m_zoomSelection->setEnabled(selection.has_value());
    m_clearSelection->setEnabled(selection.has_value());
    if (!m_summaryButton->isChecked())
        return;
    const auto over = [&](const Trace &t) { return selection ? summarize(t, selection->first, selection->second) : summarize(t); };
    const TraceSummary predicted = predictedToo ? over(m_canvas->trace()) : m_summary->predicted();
    std::optional<TraceSummary> measured;
    if (m_canvas->hasComparison())
        measured = over(m_canvas->comparison());
    m_summary->setSummaries(predicted, measured, m_canvas->trace().timeUnit);
    updateSummaryHeader();
}

void GanttView::updateSummaryHeader()
{
    const Trace &trace = m_canvas->trace();
    const auto selection = m_canvas->selection();
    const bool comparison = m_canvas->hasComparison();
    const double predicted = trace.makespan();
    const double measured = comparison ? measuredMakespan() : 0;
    const GanttTimeUnit unit = ganttTimeUnit(trace.timeUnit, std::max(predicted, measured));
    const auto time = [&](double t) { return formatGanttTime(t, unit, 4); };
    QStringList lines;
    if (selection)
        lines << tr("Selection %1 – %2 (%3)").arg(time(selection->first), time(selection->second), time(selection->second - selection->first));
    else
        lines << tr("Whole run");
    if (comparison)
        lines << tr("Makespan: %1 %2, %3 %4 (%5)")
                     .arg(m_labels[0], time(predicted), m_labels[1], time(measured), percent(makespanError(predicted, measured)));
    else
        lines << tr("Makespan %1").arg(time(predicted));
    if (m_canvas->criticalPathShown())
        for (int panel = 0; panel < (comparison ? 2 : 1); ++panel) {
            const CriticalPath &path = m_canvas->criticalPath(panel);
            const Trace &t = panel == 0 ? trace : m_canvas->comparison();
            const QString slowest = path.slowestProcessor >= 0
                                        ? QString::fromStdString(t.resources[static_cast<std::size_t>(path.slowestProcessor)].id)
                                        : tr("none");
            const QString text = tr("slowest processor %1, critical path of %2 intervals").arg(slowest).arg(path.chain.size());
            lines << (comparison ? tr("%1: %2").arg(m_labels[panel], text) : text.left(1).toUpper() + text.mid(1));
        }
    m_summary->setHeader(lines);
}

const TraceSummary &GanttView::predictedSummary() const { return m_summary->predicted(); }

const std::optional<TraceSummary> &GanttView::measuredSummary() const { return m_summary->measured(); }

std::optional<QString> GanttView::openComparisonFile(const QString &path)
{
    try {
        setComparison(readTraceFile(path));
        return std::nullopt;
    } catch (const std::exception &e) {
        return errorText(e);
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
    else if (ext == QLatin1String("paje") || ext == QLatin1String("trace"))
        trace = traceFromPaje(text, path.toStdString());
    else
        throw std::runtime_error(tr("%1: unknown trace format (use .csv, .json, .paje or .trace)").arg(path).toStdString());
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
        return errorText(e);
    }
}

CsvTable GanttView::csvTable() const
{
    return m_summary->csvTable();
}

Drawing GanttView::drawing() const
{
    GanttCanvas *canvas = m_canvas;
    return {canvas->size(), [canvas](QPainter &p, QSize s) { canvas->paintChart(p, s); },
            canvas->palette().base().color()};
}

} // namespace partita::views
