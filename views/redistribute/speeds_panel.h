#pragma once
// The redistribution player's inputs beside the layout: the cost model (constant, paper 000
// §4.3 and §4.5, or actual, §4.6), the exact search and its budget of layouts, the presets a
// teacher applies in one click, and the table of new speeds (SpeedTableModel). It only edits
// values; the player computes.

#include "redistribute/speed_presets.h"
#include "redistribute/speed_table_model.h"
#include "redistribution/cost_model.h"

#include <QWidget>

#include <cstddef>
#include <cstdint>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QTableView;

namespace partita::views {

class SpeedsPanel : public QWidget {
    Q_OBJECT

public:
    explicit SpeedsPanel(QWidget *parent = nullptr);

    SpeedTableModel *speeds() const { return m_speeds; }
    QTableView *table() const { return m_table; }

    CostModel costModel() const;
    void setCostModel(CostModel model);
    // Asked for; under the actual model the search always runs (the box shows it checked).
    bool exactSearch() const;
    void setExactSearch(bool on);
    std::size_t stateBudget() const;
    void setStateBudget(std::size_t states);

    // New speeds from the old ones. `which` is the processor of OneSlower / OneFaster (layout
    // order); -1 takes the row selected in the table, else the first.
    void applyPreset(SpeedPreset preset, int which = -1, std::uint32_t seed = 1);
    SpeedPreset selectedPreset() const;
    std::uint32_t seed() const;

signals:
    // A new speed, the cost model, the exact search or its budget changed.
    void inputsChanged();

private:
    void modelChanged();

    SpeedTableModel *m_speeds;
    QTableView *m_table;
    QComboBox *m_model, *m_preset;
    QCheckBox *m_exact;
    QSpinBox *m_budget, *m_seed;
    bool m_exactAsked = false;
};

} // namespace partita::views
