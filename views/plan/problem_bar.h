#pragma once
// The problem bar: matrix order n, block size q, the strategy and its parameter l, the
// network model of the predicted makespan. Emits settingsChanged() on every edit.

#include "plan/plan_settings.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;

namespace partita::views {

class ProblemBar : public QWidget {
    Q_OBJECT

public:
    explicit ProblemBar(QWidget *parent = nullptr);

    PlanSettings settings() const;
    void setSettings(const PlanSettings &settings);
    QComboBox *strategyField() const { return m_strategy; }
    // A short state text shown at the end of the bar ("planning…", an error, timings).
    void setStatus(const QString &text);

signals:
    void settingsChanged();

private:
    void updateParameterVisibility();

    QSpinBox *m_n = nullptr;
    QSpinBox *m_q = nullptr;
    QComboBox *m_strategy = nullptr;
    QLabel *m_lLabel = nullptr;
    QSpinBox *m_l = nullptr;
    QComboBox *m_network = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace partita::views
