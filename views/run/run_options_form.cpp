#include "run/run_options_form.h"

#include "studio/readable_colour.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace partita::views {

RunOptionsForm::RunOptionsForm(QWidget *parent)
    : QWidget(parent), m_mode(new QComboBox), m_seed(new QSpinBox), m_timeUnitLabel(new QLabel(tr("Time unit"))),
      m_timeUnit(new QDoubleSpinBox), m_timeScaleLabel(new QLabel(tr("Time scale"))),
      m_timeScale(new QDoubleSpinBox), m_hostfileLabel(new QLabel(tr("Hostfile"))), m_hostfile(new QLineEdit),
      m_browse(new QToolButton), m_submit(new QCheckBox(tr("Submit with sbatch"))), m_sbatchNote(new QLabel),
      m_speedChangeLabel(new QLabel(tr("Speed change"))), m_speedChange(new QLineEdit),
      m_predistributed(new QCheckBox(tr("Predistributed"))), m_distributed(new QCheckBox(tr("Leave C distributed"))),
      m_iterationsLabel(new QLabel(tr("Iterations"))),
      m_iterations(new QSpinBox), m_throttleLabel(new QLabel(tr("CPU share"))), m_throttle(new QLineEdit)
{
    m_mode->setObjectName(QStringLiteral("mode"));
    m_mode->addItem(tr("This machine, emulating the platform"), static_cast<int>(RunMode::Emulated));
    m_mode->addItem(tr("This machine, real speed"), static_cast<int>(RunMode::Real));
    m_mode->addItem(tr("Machines of a hostfile"), static_cast<int>(RunMode::Hostfile));
    m_mode->addItem(tr("Slurm job"), static_cast<int>(RunMode::Slurm));
    m_mode->setToolTip(tr("Emulating: each kernel and message waits until its modelled time, so this machine "
                          "behaves like the platform (--emulate). Real: the ranks run as fast as this machine "
                          "goes. Hostfile: Open MPI starts each rank on the host its processor names. Slurm: an "
                          "sbatch script (srun, one task per rank)."));

    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setRange(0, 1'000'000'000);
    m_seed->setToolTip(tr("Seed of the random matrices A and B (--seed)"));

    m_timeUnit->setObjectName(QStringLiteral("timeUnit"));
    m_timeUnit->setDecimals(4);
    m_timeUnit->setRange(0, 100);
    m_timeUnit->setSpecialValueText(tr("automatic"));
    m_timeUnit->setSingleStep(0.005);
    m_timeUnit->setSuffix(tr(" s"));
    m_timeUnit->setKeyboardTracking(false);

    m_timeScale->setObjectName(QStringLiteral("timeScale"));
    m_timeScale->setDecimals(2);
    m_timeScale->setRange(0, 10000);
    m_timeScale->setSpecialValueText(tr("automatic"));
    m_timeScale->setKeyboardTracking(false);
    m_timeScale->setToolTip(tr("Seconds one modelled second lasts when the platform is emulated (--time-scale). "
                               "Automatic: long enough for this machine to keep up with the platform, from "
                               "the ranks, the cores and the prediction"));

    m_hostfile->setObjectName(QStringLiteral("hostfile"));
    m_hostfile->setPlaceholderText(tr("Open MPI hostfile"));
    m_hostfile->setToolTip(tr("One host per line (\"host slots=N\"); each rank starts on the host its processor "
                              "names in the platform (--hostfile)"));
    m_browse->setText(tr("Browse…"));
    connect(m_browse, &QToolButton::clicked, this, &RunOptionsForm::chooseHostfile);

    m_submit->setObjectName(QStringLiteral("submit"));
    m_submit->setToolTip(tr("Hand the script to sbatch (--submit); otherwise it is only shown"));
    m_sbatchNote->setObjectName(QStringLiteral("sbatchNote"));

    m_speedChange->setObjectName(QStringLiteral("speedChange"));
    m_speedChange->setPlaceholderText(tr("e.g. 1@0.5:x0.5"));
    m_speedChange->setMaximumWidth(m_speedChange->fontMetrics().horizontalAdvance(QStringLiteral("0@0.25:x0.5,0@0.25:x0.5")));
    m_speedChange->setToolTip(tr("RANK@FRACTION:xFACTOR[,...]: from that fraction of the steps on, the rank computes "
                                 "FACTOR times as fast; the run then measures the speeds, redistributes C with the "
                                 "greedy algorithm (paper 000 §4) and finishes on the new layout. Columns and "
                                 "even-columns, emulated."));
    m_predistributed->setObjectName(QStringLiteral("predistributed"));
    m_distributed->setObjectName(QStringLiteral("distributed"));
    m_distributed->setToolTip(tr("Unchecked, C is assembled at rank 0 as part of the run and of its prediction (the "
                                 "pieces sent back, or the partial layers summed along a tree). Checked, C stays "
                                 "where it was computed, as the papers leave it (--result distributed)."));
    m_predistributed->setToolTip(tr("2D partitions: every rank gets the rows of A and columns of B it needs before "
                                    "the steps (timed apart), so the steps only compute (--predistributed)"));
    m_iterations->setObjectName(QStringLiteral("iterations"));
    m_iterations->setRange(1, 1'000'000);
    m_iterations->setKeyboardTracking(false);
    m_iterations->setToolTip(tr("Ring: iterations of the Jacobi relaxation of the n × n grid (--iterations)"));

    m_throttle->setObjectName(QStringLiteral("throttle"));
    m_throttle->setPlaceholderText(tr("e.g. 1:0.4"));
    m_throttle->setMaximumWidth(m_throttle->fontMetrics().horizontalAdvance(QStringLiteral("0:0.25,0:0.25,0:0.25")));

    auto *where = new QHBoxLayout;
    where->addWidget(new QLabel(tr("Where")));
    where->addWidget(m_mode);
    where->addSpacing(12);
    where->addWidget(m_timeUnitLabel);
    where->addWidget(m_timeUnit);
    where->addWidget(m_timeScaleLabel);
    where->addWidget(m_timeScale);
    where->addWidget(m_hostfileLabel);
    where->addWidget(m_hostfile, 1);
    where->addWidget(m_browse);
    where->addWidget(m_submit);
    where->addWidget(m_sbatchNote);
    where->addStretch();
    auto *how = new QHBoxLayout;
    how->addWidget(new QLabel(tr("Seed")));
    how->addWidget(m_seed);
    how->addSpacing(12);
    how->addWidget(m_speedChangeLabel);
    how->addWidget(m_speedChange);
    how->addSpacing(12);
    how->addWidget(m_predistributed);
    how->addSpacing(12);
    how->addWidget(m_distributed);
    how->addSpacing(12);
    how->addWidget(m_iterationsLabel);
    how->addWidget(m_iterations);
    how->addSpacing(12);
    how->addWidget(m_throttleLabel);
    how->addWidget(m_throttle);
    how->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(where);
    layout->addLayout(how);

    setOptions(RunSetup{});
    const auto changed = [this] {
        updateUse();
        emit optionsChanged();
    };
    connect(m_mode, &QComboBox::currentIndexChanged, this, changed);
    connect(m_seed, &QSpinBox::valueChanged, this, changed);
    connect(m_timeUnit, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_timeScale, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_hostfile, &QLineEdit::textChanged, this, changed);
    connect(m_submit, &QCheckBox::toggled, this, changed);
    connect(m_speedChange, &QLineEdit::textChanged, this, changed);
    connect(m_predistributed, &QCheckBox::toggled, this, changed);
    connect(m_distributed, &QCheckBox::toggled, this, changed);
    connect(m_iterations, &QSpinBox::valueChanged, this, changed);
    connect(m_throttle, &QLineEdit::textChanged, this, changed);
}

RunSetup RunOptionsForm::options() const
{
    RunSetup o;
    o.mode = static_cast<RunMode>(m_mode->currentData().toInt());
    o.timeUnit = m_timeUnit->value();
    o.timeScale = m_timeScale->value();
    o.hostfile = m_hostfile->text().trimmed();
    o.submit = m_submit->isChecked() && m_sbatch;
    o.seed = static_cast<quint64>(m_seed->value());
    o.speedChange = m_speedChange->text().trimmed();
    o.predistributed = m_predistributed->isChecked();
    o.distributed = m_distributed->isChecked();
    o.iterations = m_iterations->value();
    o.throttle = m_throttle->text().trimmed();
    return o;
}

void RunOptionsForm::setOptions(const RunSetup &o)
{
    {
        const QSignalBlocker blockers[] = {QSignalBlocker(m_mode), QSignalBlocker(m_seed), QSignalBlocker(m_timeUnit), QSignalBlocker(m_timeScale),
                                           QSignalBlocker(m_hostfile), QSignalBlocker(m_submit),
                                           QSignalBlocker(m_speedChange), QSignalBlocker(m_predistributed), QSignalBlocker(m_distributed),
                                           QSignalBlocker(m_iterations), QSignalBlocker(m_throttle)};
        m_mode->setCurrentIndex(m_mode->findData(static_cast<int>(o.mode)));
        m_seed->setValue(static_cast<int>(o.seed));
        m_timeUnit->setValue(o.timeUnit);
        m_timeScale->setValue(o.timeScale);
        m_hostfile->setText(o.hostfile);
        m_submit->setChecked(o.submit);
        m_speedChange->setText(o.speedChange);
        m_predistributed->setChecked(o.predistributed);
        m_distributed->setChecked(o.distributed);
        m_iterations->setValue(o.iterations);
        m_throttle->setText(o.throttle);
    }
    updateUse();
    emit optionsChanged();
}

void RunOptionsForm::setContext(const std::string &algorithm, Units units, bool sbatch)
{
    m_algorithm = algorithm;
    m_units = units;
    m_sbatch = sbatch;
    updateUse();
}

void RunOptionsForm::setChosenScale(double scale)
{
    const QString text = scale > 0 ? tr("automatic (%1)").arg(QLocale().toString(scale, 'g', 3)) : tr("automatic");
    // A spin box forgets its size hint with its special text but does not tell its layout:
    // without updateGeometry() the field keeps the width of "automatic" and cuts "(7.12)".
    for (QDoubleSpinBox *box : {m_timeUnit, m_timeScale}) {
        box->setSpecialValueText(text);
        box->updateGeometry();
    }
}

void RunOptionsForm::updateUse()
{
    const RunSetup o = options();
    const RunOptionUse use = optionUse(m_algorithm, o, m_units);
    // Where the run goes decides which fields exist; the strategy decides which apply.
    // Emulating: a blocks platform's time unit, or a physical platform's time scale.
    m_timeUnitLabel->setVisible(use.timeUnit);
    m_timeUnit->setVisible(use.timeUnit);
    m_timeUnit->setToolTip(tr("Seconds one time unit of a \"blocks\" platform lasts when emulated (--time-unit). "
                              "Automatic: long enough for this machine to keep up with the platform, from the "
                              "ranks, the cores and the prediction"));
    m_timeScaleLabel->setVisible(use.timeScale);
    m_timeScale->setVisible(use.timeScale);
    const bool hostfile = o.mode == RunMode::Hostfile;
    m_hostfileLabel->setVisible(hostfile);
    m_hostfile->setVisible(hostfile);
    m_browse->setVisible(hostfile);
    const bool slurm = o.mode == RunMode::Slurm;
    m_submit->setVisible(slurm);
    m_submit->setEnabled(m_sbatch);
    m_sbatchNote->setVisible(slurm && !m_sbatch);
    m_sbatchNote->setText(tr("sbatch is not installed here: the script is only shown"));
    setTone(m_sbatchNote, Tone::Error);

    m_speedChangeLabel->setEnabled(use.speedChange);
    m_speedChange->setEnabled(use.speedChange);
    m_predistributed->setEnabled(use.predistributed);
    m_distributed->setEnabled(use.result);
    m_iterationsLabel->setEnabled(use.iterations);
    m_iterations->setEnabled(use.iterations);
    m_throttleLabel->setEnabled(use.throttle);
    m_throttle->setEnabled(use.throttle);
    if (use.throttle)
        m_throttle->setToolTip(tr("RANK:FRACTION[,...]: the rank runs in a cpu cgroup limited to FRACTION of one "
                                  "core, so it is really that much slower (--throttle; needs root and writable "
                                  "cgroups). Each rank once, 0 < FRACTION ≤ 1."));
    else
        m_throttle->setToolTip(o.emulate() ? tr("Emulating holds every kernel to the platform's time: a throttled "
                                                "rank would only overrun. Choose \"This machine, real speed\".")
                                           : tr("The cpu cgroups are this machine's: a throttle applies to runs on "
                                                "this machine at real speed only."));
}

void RunOptionsForm::chooseHostfile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Hostfile"), m_hostfile->text());
    if (!path.isEmpty())
        m_hostfile->setText(path);
}

} // namespace partita::views
