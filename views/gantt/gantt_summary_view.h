#pragma once
// The per-processor summary beside the Gantt chart: a few header lines (the range, the
// makespans and their error, the slowest processor), then for every processor a stacked bar
// of computing, communicating, waiting and idle time over the range, for the predicted trace
// and the measured one under it, with the three figures written out. Geometry comes from
// GanttSummaryLayout; figures from summarize() (trace/trace_analysis.h). Hovering a bar tells all
// its figures, including the communication hidden behind computation.

#include "gantt/gantt_summary_layout.h"
#include "gantt/gantt_time_format.h"
#include "studio/csv_export.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <optional>
#include <string>

namespace partita::views {

class GanttSummaryView : public QWidget {
    Q_OBJECT

public:
    explicit GanttSummaryView(QWidget *parent = nullptr);

    // `timeUnit` is the traces' Trace::timeUnit.
    void setSummaries(const TraceSummary &predicted, const std::optional<TraceSummary> &measured,
                      const std::string &timeUnit);
    // Lines written above the bars.
    void setHeader(const QStringList &lines);
    // Tags of the two lines of each processor.
    void setLabels(const QString &predicted, const QString &measured);

    const TraceSummary &predicted() const { return m_predicted; }
    const std::optional<TraceSummary> &measured() const { return m_measured; }
    const QStringList &header() const { return m_header; }
    const GanttSummaryLayout &layout() const { return m_layout; }
    // The three figures of a line as written, in unit(), e.g. {"2", "1", "0.5"}.
    QStringList figures(std::size_t line) const;
    QString tooltipFor(std::size_t line) const;
    // The unit of the figures: s, ms or µs by the longest range, or the traces' own unit.
    GanttTimeUnit unit() const;

    // The summary as a table: per processor and trace, the range and its compute,
    // communication, idle (waiting included), waiting and hidden communication, in the traces'
    // own time unit, in full.
    CsvTable csvTable() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    void relayout();
    double headerHeight() const;
    double headerLineHeight(int line) const;
    QString format(double t) const;

    TraceSummary m_predicted;
    std::optional<TraceSummary> m_measured;
    std::string m_timeUnit = "s";
    QStringList m_header;
    QString m_labels[2];
    GanttSummaryLayout m_layout;
};

} // namespace partita::views
