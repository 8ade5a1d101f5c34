#pragma once
// The problem bar: the product's shape, block size q, the strategy (every one evaluate() knows)
// and its own parameters — l (hetero-block-cyclic), mode and order (lbp-star), heuristic
// (lbp-mesh), H, W and the refinement (ring), the order of a step (lu-hetero), each shown only
// with its strategy — and the network model of the predicted makespan. Emits settingsChanged()
// on every edit.
//
// The shape (docs/studio.md, Shapes): with "Square" ticked, one field n and m = k = n, as the papers
// state it; unticked, three fields m, k and n for C (m×n) = A (m×k) · B (k×n), starting from
// the square product. Strategies that take square products only are greyed in the strategy
// menu on other shapes, their reason in the tooltip (updateStrategyMenuShape).

#include "plan/plan_settings.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
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

    void updateShapeFields();

    QCheckBox *m_square = nullptr;
    QLabel *m_mLabel = nullptr;
    QSpinBox *m_m = nullptr;
    QLabel *m_kLabel = nullptr;
    QSpinBox *m_k = nullptr;
    QSpinBox *m_n = nullptr;
    QSpinBox *m_q = nullptr;
    QComboBox *m_strategy = nullptr;
    QLabel *m_lLabel = nullptr;
    QSpinBox *m_l = nullptr;
    QLabel *m_modeLabel = nullptr;
    QComboBox *m_mode = nullptr;
    QLabel *m_orderLabel = nullptr;
    QComboBox *m_order = nullptr;
    QCheckBox *m_heuristic = nullptr;
    QLabel *m_hLabel = nullptr;
    QDoubleSpinBox *m_h = nullptr;
    QLabel *m_wLabel = nullptr;
    QDoubleSpinBox *m_w = nullptr;
    QLabel *m_refineLabel = nullptr;
    QComboBox *m_refine = nullptr; // ring: the refinement of paper 001 §4.3
    QLabel *m_luStepsLabel = nullptr;
    QComboBox *m_luSteps = nullptr; // lu-hetero: the order of a step
    QComboBox *m_network = nullptr;
    QComboBox *m_flow = nullptr; // the network model: how simulated transfers share links
    QLabel *m_status = nullptr;
};

} // namespace partita::views
