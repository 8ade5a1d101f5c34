#pragma once
// The Gantt tab: a title line (what is shown, its makespan, and the measured run's makespan
// error when one is stacked below), a tool row (pan / zoom box / select modes, zoom, fit, zoom
// to the selection, clear it, critical path, summary), the chart (GanttCanvas) and beside it
// the per-processor summary of the selected range or of the whole run (GanttSummaryView).
// It shows either the simulated trace of the problem bar's strategy, computed by its
// GanttRunner off the GUI thread, or a trace file (CSV, Chrome JSON or Paje, read by the core
// readers); a second trace can be stacked below on the same time axis.
//
// The run panel shows a live run with setTrace(predicted, title) once, then
// setComparison(measuredSoFar) several times a second: each call lays out the measured panel
// only, keeps the user's zoom once they zoomed or panned, and refreshes the summary and the
// title.

#include "studio/csv_export.h"
#include "studio/view_export.h"
#include "trace/trace_analysis.h"
#include "model/platform.h"
#include "plan/plan_settings.h"
#include "trace/trace.h"

#include <QString>
#include <QWidget>

#include <optional>

class QLabel;
class QScrollArea;
class QSplitter;
class QToolButton;

namespace partita::views {

class GanttCanvas;
class GanttRunner;
class GanttSummaryView;
struct GanttResults;

class GanttView : public QWidget {
    Q_OBJECT

public:
    explicit GanttView(QWidget *parent = nullptr);

    // Simulates the settings' strategy on a copy of the platform (off the GUI thread).
    void setInput(const Platform &platform, const PlanSettings &settings);
    // Shows a trace (the comparison below it, if any, stays).
    void setTrace(const Trace &trace, const QString &title);
    void setComparison(const Trace &measured);
    void clearComparison();
    // The measured makespan the title and the summary give (a run's own figure, which ends
    // after the last traced interval when C is delivered); by default the comparison trace's.
    // Cleared with the comparison.
    void setMeasuredMakespan(std::optional<double> seconds);
    double measuredMakespan() const;
    // Names of the two traces, in the panel titles, the summary and the title line
    // (defaults "predicted" and "measured").
    void setLabels(const QString &predicted, const QString &measured);
    void setCriticalPathShown(bool shown);
    void setSummaryShown(bool shown);
    // Reads a trace file by extension (.csv, .json, .paje or .trace); on error returns the
    // reader's message and keeps what is shown.
    std::optional<QString> openTraceFile(const QString &path);
    // Reads a trace file and stacks it below the shown trace as "measured" (same time axis);
    // it stays when the simulated trace is recomputed, until another file is opened.
    std::optional<QString> openComparisonFile(const QString &path);
    static Trace readTraceFile(const QString &path); // throws std::exception with the message

    GanttCanvas *canvas() const { return m_canvas; }
    // The summary as CSV and the chart alone (its paintChart at its size, without the buttons,
    // the title line or the summary): File ▸ Export and the context menus.
    CsvTable csvTable() const;
    Drawing drawing() const;
    GanttRunner *runner() const { return m_runner; }
    GanttSummaryView *summaryView() const { return m_summary; }
    QString title() const;
    // The figures the summary shows: over the selection, else over each whole run.
    const TraceSummary &predictedSummary() const;
    const std::optional<TraceSummary> &measuredSummary() const;

signals:
    // A simulated trace (or the reason there is none) is on screen.
    void resultsShown(const partita::views::GanttResults &results);

private:
    void showResults(const GanttResults &results);
    void updateSummary(bool predictedToo);
    void updateTitle();
    void updateSummaryHeader();
    QString percent(double fraction) const;

    GanttCanvas *m_canvas;
    GanttRunner *m_runner;
    GanttSummaryView *m_summary;
    QLabel *m_title;
    QSplitter *m_splitter = nullptr;
    QScrollArea *m_summaryScroll = nullptr;
    QToolButton *m_zoomSelection = nullptr;
    QToolButton *m_clearSelection = nullptr;
    QToolButton *m_pathButton = nullptr;
    QToolButton *m_summaryButton = nullptr;
    QString m_baseTitle;
    QString m_labels[2];
    std::optional<double> m_measuredMakespan;
};

} // namespace partita::views
