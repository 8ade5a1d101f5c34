#pragma once
// The partition view: one, two or four strategies side by side on the same platform (the
// teaching view: same platform, different cuts), with the metrics of the selected one.
// The first pane follows the problem bar's strategy; the others have their own choosers.
// Plans come from a PlanRunner (off the GUI thread); this view only shows values.

#include "model/platform.h"
#include "plan/plan_runner.h"
#include "plan/plan_settings.h"
#include "studio/csv_export.h"
#include "studio/view_export.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QGridLayout;
class QLabel;
class QTableView;

namespace partita::views {

class MetricsModel;
class PartitionWidget;

class PartitionView : public QWidget {
    Q_OBJECT

public:
    explicit PartitionView(QWidget *parent = nullptr);

    // Re-plans (asynchronously) for this platform and these settings.
    void setInput(const Platform &platform, const PlanSettings &settings);
    // 1, 2 or 4 panes.
    void setPaneCount(int count);
    int paneCount() const { return m_paneCount; }
    // Strategy of pane i ≥ 1 (pane 0 follows the problem bar).
    void setPaneStrategy(int pane, const std::string &algorithm);
    std::vector<std::string> strategies() const;

    PartitionWidget *pane(int i) const { return m_panes[static_cast<std::size_t>(i)]; }
    MetricsModel *metricsModel() const { return m_model; }
    PlanRunner *runner() const { return m_runner; }
    // The selected pane's metrics table as CSV (the table's context menu, File ▸ Export).
    CsvTable csvTable() const;
    // The panes shown, without the choosers and the table: one pane's drawing, or the panes in
    // their grid (two side by side, four in two rows), each at its size on screen.
    Drawing drawing() const;
    // The latest results shown (empty before the first).
    const PlanResults &results() const { return m_results; }

signals:
    // The panes show the results of the latest request.
    void resultsShown(const partita::views::PlanResults &results);

private:
    void replan();
    void showResults(const PlanResults &results);
    void selectPane(int i);

    PlanRunner *m_runner;
    MetricsModel *m_model;
    Platform m_platform;
    PlanSettings m_settings;
    PlanResults m_results;
    bool m_hasInput = false;
    int m_paneCount = 1;
    int m_selected = 0;
    std::vector<PartitionWidget *> m_panes;
    std::vector<QComboBox *> m_choosers; // panes 1..3
    QGridLayout *m_grid = nullptr;
    QComboBox *m_mode = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace partita::views
