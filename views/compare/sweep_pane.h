#pragma once
// The Comparison tab's Sweep page (docs/studio.md, Sweep): what to vary (the order, m, k, n, q,
// the speed heterogeneity, the communication ratio or the worker memory), over which range
// (FROM, TO, points, linear or logarithmic) and for which strategies, above the chart of their
// predicted makespans; its own runner (compare/sweep_runner.h), progress bar and Cancel button.

#include "compare/sweep_runner.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QMenu;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace partita::views {

class ChartPanel;

class SweepPane : public QWidget {
    Q_OBJECT

public:
    explicit SweepPane(QWidget *parent = nullptr);

    // A new platform or problem: the chart of the previous one goes at once and the sweep
    // starts again (with the default range of the parameter unless the range was edited).
    void setInput(const Platform &platform, const PlanSettings &settings);
    // Forgets the input and its results, cancelling the running sweep.
    void clear();
    // Starts the sweep of the fields' parameter, range and strategies.
    void run();
    void cancel();

    SweepRunner *runner() const { return m_runner; }
    ChartPanel *chart() const { return m_chart; }
    const SweepResults &results() const { return m_results; }
    // The request the fields describe now.
    SweepRequest request() const;
    void setParameter(SweepParameter parameter); // resets the range to its default
    void setRange(const SweepRange &range);
    void setAlgorithms(const std::vector<std::string> &algorithms);

    QComboBox *parameterField() const { return m_parameter; }
    QDoubleSpinBox *fromField() const { return m_from; }
    QDoubleSpinBox *toField() const { return m_to; }
    QSpinBox *pointsField() const { return m_points; }
    QCheckBox *logarithmicField() const { return m_log; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    // What the chart leaves out and why, and how a platform parameter changes the platform.
    QString note() const;
    void setDark(bool dark);

signals:
    void resultsShown(const partita::views::SweepResults &results);
    void noteChanged();

private:
    void showResults(const SweepResults &results);
    void applyDefaultRange();
    void updateFieldFormat();
    void updateStrategiesText();

    SweepRunner *m_runner;
    SweepResults m_results;
    ChartPanel *m_chart = nullptr;
    QComboBox *m_parameter = nullptr;
    QDoubleSpinBox *m_from = nullptr;
    QDoubleSpinBox *m_to = nullptr;
    QSpinBox *m_points = nullptr;
    QCheckBox *m_log = nullptr;
    QToolButton *m_strategies = nullptr;
    QMenu *m_strategyMenu = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    Platform m_platform;
    PlanSettings m_settings;
    bool m_hasInput = false;
    bool m_rangeEdited = false; // by the user since the parameter was chosen
    bool m_settingRange = false;
    bool m_dark = false;
};

} // namespace partita::views
