#pragma once
// The Gantt tab: a title line (what is shown, its makespan), zoom buttons and the chart
// (GanttCanvas). It shows either the simulated trace of the problem bar's strategy, computed
// by its GanttRunner off the GUI thread, or a trace file (CSV or Chrome JSON, read by the core
// readers); a second trace can be stacked below on the same time axis.

#include "model/platform.h"
#include "plan/plan_settings.h"
#include "trace/trace.h"

#include <QString>
#include <QWidget>

#include <optional>

class QLabel;

namespace partita::views {

class GanttCanvas;
class GanttRunner;
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
    // Reads a trace file by extension (.csv, .json); on error returns the reader's message and
    // keeps what is shown.
    std::optional<QString> openTraceFile(const QString &path);
    // Reads a trace file and stacks it below the shown trace as "measured" (same time axis);
    // it stays when the simulated trace is recomputed, until another file is opened.
    std::optional<QString> openComparisonFile(const QString &path);
    static Trace readTraceFile(const QString &path); // throws std::exception with the message

    GanttCanvas *canvas() const { return m_canvas; }
    GanttRunner *runner() const { return m_runner; }
    QString title() const;

signals:
    // A simulated trace (or the reason there is none) is on screen.
    void resultsShown(const partita::views::GanttResults &results);

private:
    void showResults(const GanttResults &results);

    GanttCanvas *m_canvas;
    GanttRunner *m_runner;
    QLabel *m_title;
};

} // namespace partita::views
