#pragma once
// The options of the Run panel as a form: where the run goes (emulated here, real here,
// hostfile with a file chooser, Slurm with Submit), the seed of A and B, and the options that
// apply to the strategy (RunOptionUse): the emulated time unit of a "blocks" platform or time
// scale of a physical one (automatic unless set, showing the scale chosen), a speed
// change ("2@0.5:x0.5": rank 2, halfway, half speed), --predistributed, --result distributed,
// ring iterations, and for real runs on this machine the cpu share of throttled ranks ("1:0.4":
// rank 1 at 0.4 of one core, --throttle). Options that do not apply are greyed out; Submit says
// when sbatch is missing.

#include "run/run_command.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QToolButton;

namespace partita::views {

class RunOptionsForm : public QWidget {
    Q_OBJECT

public:
    explicit RunOptionsForm(QWidget *parent = nullptr);

    RunSetup options() const;
    void setOptions(const RunSetup &options);
    // The strategy and platform the options are for, and whether sbatch is on the PATH.
    void setContext(const std::string &algorithm, Units units, bool sbatch);
    // The time unit or scale partita run will choose when none is given (0: not known yet),
    // shown in its field as "automatic (7.5)".
    void setChosenScale(double scale);

signals:
    void optionsChanged();

private:
    void updateUse();
    void chooseHostfile();

    std::string m_algorithm;
    Units m_units = Units::Physical;
    bool m_sbatch = false;

    QComboBox *m_mode;
    QSpinBox *m_seed;
    QLabel *m_timeUnitLabel;
    QDoubleSpinBox *m_timeUnit;
    QLabel *m_timeScaleLabel;
    QDoubleSpinBox *m_timeScale; // 0: automatic
    QLabel *m_hostfileLabel;
    QLineEdit *m_hostfile;
    QToolButton *m_browse;
    QCheckBox *m_submit;
    QLabel *m_sbatchNote;
    QLabel *m_speedChangeLabel;
    QLineEdit *m_speedChange;
    QCheckBox *m_predistributed;
    QCheckBox *m_distributed;
    QLabel *m_iterationsLabel;
    QSpinBox *m_iterations;
    QLabel *m_throttleLabel;
    QLineEdit *m_throttle;
};

} // namespace partita::views
