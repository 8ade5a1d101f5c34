#pragma once
// The comparison view: bar charts of makespan, communication volume (against the lower bound
// 2·Σ√s_i·n²), workers used and imbalance for every strategy of `partita compare`, and the
// makespan of the chosen strategies over a sweep of one parameter (compare/sweep_pane.h), the
// SharedRing T_step against ring size for several H/W ratios (paper 001) and the master-worker
// ratios against the steady-state bound (paper 002 §6). Values come from a CompareRunner and a
// SweepRunner, off the GUI thread.

#include "compare/compare_runner.h"
#include "studio/csv_export.h"
#include "studio/view_export.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;

namespace partita::views {

class ChartPanel;
class SweepPane;

class CompareView : public QWidget {
    Q_OBJECT

public:
    explicit CompareView(QWidget *parent = nullptr);

    // Starts the comparison of `platform`; until its result comes, the charts say so (never the
    // previous platform's charts) and a progress bar with a Cancel button shows how far it is.
    void setInput(const Platform &platform, const PlanSettings &settings);
    // The Cancel button: stops the comparison; "Compare again" starts it over.
    void cancel();
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *restartButton() const { return m_restart; }
    // Forgets the input and every result, cancelling what runs (a new document).
    void clear();
    // The sweep's page: its fields, runner and results.
    SweepPane *sweepPane() const { return m_sweepPane; }
    // Qt Charts' dark theme or its light one; the view also follows every change of its palette.
    void setDark(bool dark);
    CompareRunner *runner() const { return m_runner; }
    const CompareResults &results() const { return m_results; }
    enum class Chart { Makespan, Volume, Workers, Imbalance, Sweep, Ring, MasterWorker };
    void showChart(Chart chart);
    ChartPanel *chart(Chart chart) const;
    // The text under the charts: what does not apply to the tab shown, and why.
    QString note() const;
    // The chart on screen, as a table and as a drawing (File ▸ Export).
    Chart currentChart() const;
    CsvTable csvTable() const;
    Drawing drawing() const;

signals:
    void resultsShown(const partita::views::CompareResults &results);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showResults(const CompareResults &results);
    void showRing(const CompareResults &results);
    void showMasterWorker(const CompareResults &results);
    void updateNote();
    void showProgress(int done, int total);
    void setWaiting(const QString &title, const QString &detail);
    std::vector<ChartPanel *> panels() const;

    CompareRunner *m_runner;
    CompareResults m_results;
    QTabWidget *m_tabs = nullptr;
    ChartPanel *m_makespan = nullptr;
    ChartPanel *m_volume = nullptr;
    ChartPanel *m_workers = nullptr;
    ChartPanel *m_imbalance = nullptr;
    SweepPane *m_sweepPane = nullptr;
    ChartPanel *m_ring = nullptr;
    ChartPanel *m_mw = nullptr;
    QLabel *m_note = nullptr;
    QProgressBar *m_progress = nullptr;
    bool m_dark = false;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_restart = nullptr;
    Platform m_platform; // the last input, for "Compare again"
    PlanSettings m_settings;
};

} // namespace partita::views
