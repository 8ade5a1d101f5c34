#include "compare/sweep_pane.h"

#include "compare/chart_panel.h"
#include "plan/strategy_menu.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace partita::views {

SweepPane::SweepPane(QWidget *parent) : QWidget(parent), m_runner(new SweepRunner(this))
{
    m_chart = new ChartPanel;
    m_parameter = new QComboBox;
    m_parameter->setObjectName(QStringLiteral("sweepParameter"));
    const std::pair<SweepParameter, QString> parameters[] = {
        {SweepParameter::Order, tr("order (m = k = n)")},
        {SweepParameter::M, tr("m (rows of C and A)")},
        {SweepParameter::K, tr("k (inner dimension)")},
        {SweepParameter::N, tr("n (columns of C and B)")},
        {SweepParameter::BlockSize, tr("q (block size)")},
        {SweepParameter::Heterogeneity, tr("speed heterogeneity h")},
        {SweepParameter::CommunicationRatio, tr("communication ratio (H/W)")},
        {SweepParameter::WorkerMemory, tr("worker memory")},
    };
    for (const auto &[parameter, text] : parameters)
        m_parameter->addItem(text, static_cast<int>(parameter));
    m_parameter->setToolTip(
        tr("Speed heterogeneity h: each speed s_i becomes S·s_i^h / Σ s_j^h (S, the total speed, stays): h = 0 "
           "equal speeds, h = 1 the platform as drawn, h > 1 further apart.\nCommunication ratio x: every link's "
           "bandwidth divided by x (x = 1 as drawn).\nWorker memory: every processor but the master gets it "
           "(master-worker strategies)."));
    m_from = new QDoubleSpinBox;
    m_from->setObjectName(QStringLiteral("sweepFrom"));
    m_to = new QDoubleSpinBox;
    m_to->setObjectName(QStringLiteral("sweepTo"));
    for (QDoubleSpinBox *b : {m_from, m_to}) {
        b->setRange(0, static_cast<double>(kMaxOrder));
        b->setKeyboardTracking(false);
    }
    m_points = new QSpinBox;
    m_points->setObjectName(QStringLiteral("sweepPoints"));
    m_points->setRange(1, kMaxSweepPoints);
    m_log = new QCheckBox(tr("logarithmic"));
    m_log->setObjectName(QStringLiteral("sweepLogarithmic"));
    m_strategyMenu = new QMenu(this);
    for (const std::string &name : SweepRunner::offeredAlgorithms()) {
        QAction *a = m_strategyMenu->addAction(QString::fromStdString(name));
        a->setCheckable(true);
    }
    m_strategies = new QToolButton;
    m_strategies->setMenu(m_strategyMenu);
    m_strategies->setPopupMode(QToolButton::InstantPopup);
    m_strategies->setToolTip(tr("The strategies drawn"));
    m_run = new QPushButton(tr("Sweep"));
    m_run->setObjectName(QStringLiteral("sweepRun"));
    m_run->setToolTip(tr("Evaluate the strategies at every point of the range"));
    m_progress = new QProgressBar;
    m_progress->setFormat(tr("Sweeping: %p %"));
    m_progress->setVisible(false);
    m_progress->setMaximumWidth(160);
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setVisible(false);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Sweep")));
    bar->addWidget(m_parameter);
    bar->addWidget(new QLabel(tr("from")));
    bar->addWidget(m_from);
    bar->addWidget(new QLabel(tr("to")));
    bar->addWidget(m_to);
    bar->addWidget(new QLabel(tr("points")));
    bar->addWidget(m_points);
    bar->addWidget(m_log);
    bar->addWidget(m_strategies);
    bar->addWidget(m_run);
    bar->addWidget(m_progress);
    bar->addWidget(m_cancel);
    bar->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_chart, 1);

    setAlgorithms(SweepRunner::defaultAlgorithms());
    setParameter(SweepParameter::Order);
    m_chart->setMessage(tr("Sweep"), tr("waiting for a platform"));

    connect(m_parameter, &QComboBox::currentIndexChanged, this, [this] {
        updateFieldFormat();
        m_rangeEdited = false;
        applyDefaultRange();
        if (m_hasInput)
            run();
    });
    for (QDoubleSpinBox *b : {m_from, m_to})
        connect(b, &QDoubleSpinBox::valueChanged, this, [this] { m_rangeEdited = m_rangeEdited || !m_settingRange; });
    connect(m_points, &QSpinBox::valueChanged, this, [this] { m_rangeEdited = m_rangeEdited || !m_settingRange; });
    connect(m_log, &QCheckBox::toggled, this, [this] { m_rangeEdited = m_rangeEdited || !m_settingRange; });
    connect(m_strategyMenu, &QMenu::triggered, this, &SweepPane::updateStrategiesText);
    connect(m_run, &QPushButton::clicked, this, &SweepPane::run);
    connect(m_cancel, &QPushButton::clicked, this, &SweepPane::cancel);
    connect(m_runner, &SweepRunner::resultsReady, this, &SweepPane::showResults);
    connect(m_runner, &SweepRunner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_runner, &SweepRunner::busyChanged, this, [this](bool busy) {
        m_progress->setVisible(busy);
        m_cancel->setVisible(busy);
    });
}

SweepRequest SweepPane::request() const
{
    SweepRequest r;
    r.parameter = static_cast<SweepParameter>(m_parameter->currentData().toInt());
    r.range = {m_from->value(), m_to->value(), m_points->value(), m_log->isChecked()};
    for (QAction *a : m_strategyMenu->actions())
        if (a->isChecked())
            r.algorithms.push_back(a->text().toStdString());
    return r;
}

void SweepPane::setParameter(SweepParameter parameter)
{
    const int index = m_parameter->findData(static_cast<int>(parameter));
    if (index == m_parameter->currentIndex()) {
        updateFieldFormat();
        m_rangeEdited = false;
        applyDefaultRange();
    } else {
        m_parameter->setCurrentIndex(index); // resets the range and sweeps
    }
}

void SweepPane::setRange(const SweepRange &range)
{
    m_from->setValue(range.from);
    m_to->setValue(range.to);
    m_points->setValue(range.points);
    m_log->setChecked(range.logarithmic);
}

void SweepPane::setAlgorithms(const std::vector<std::string> &algorithms)
{
    for (QAction *a : m_strategyMenu->actions())
        a->setChecked(std::find(algorithms.begin(), algorithms.end(), a->text().toStdString()) != algorithms.end());
    updateStrategiesText();
}

void SweepPane::updateStrategiesText()
{
    m_strategies->setText(tr("Strategies (%1)").arg(request().algorithms.size()));
}

void SweepPane::updateFieldFormat()
{
    // Whole values for the dimensions and q; hundredths for h, the ratio and the memory.
    // Rounding the values to the new decimals is no edit of the user's.
    const SweepParameter p = request().parameter;
    m_settingRange = true;
    for (QDoubleSpinBox *b : {m_from, m_to})
        b->setDecimals(sweepsWholeValues(p) ? 0 : (p == SweepParameter::CommunicationRatio ? 3 : 2));
    m_settingRange = false;
}

void SweepPane::applyDefaultRange()
{
    m_settingRange = true;
    setRange(defaultSweepRange(m_platform, m_settings.problem, request().parameter));
    m_settingRange = false;
}

void SweepPane::setInput(const Platform &platform, const PlanSettings &settings)
{
    m_platform = platform;
    m_settings = settings;
    m_hasInput = true;
    if (!m_rangeEdited)
        applyDefaultRange();
    run();
}

void SweepPane::clear()
{
    m_runner->cancel();
    m_hasInput = false;
    m_platform = Platform{};
    m_results = SweepResults{};
    m_chart->setMessage(tr("Sweep"), tr("waiting for a platform"));
    emit noteChanged();
}

void SweepPane::run()
{
    if (!m_hasInput)
        return;
    // The chart of another platform, problem or range goes at once.
    m_results = SweepResults{};
    const SweepRequest r = request();
    m_chart->setMessage(tr("Sweeping…"), tr("%1 strategies over %2").arg(r.algorithms.size())
                                             .arg(sweepAxisLabel(r.parameter, m_platform.units)));
    m_progress->setRange(0, SweepRunner::steps(r));
    m_progress->setValue(0);
    emit noteChanged();
    m_runner->request(m_platform, m_settings, r);
}

void SweepPane::cancel()
{
    m_runner->cancel();
    m_chart->setMessage(tr("Sweep cancelled"), tr("Sweep again to start it over."));
}

void SweepPane::setDark(bool dark)
{
    m_dark = dark;
    m_chart->setDark(dark);
    if (!m_results.values.empty() || !m_results.error.isEmpty())
        showResults(m_results);
}

QString SweepPane::note() const
{
    const SweepResults &r = m_results;
    if (!r.error.isEmpty())
        return r.error;
    QStringList lines;
    QStringList left;
    for (const SweepLeftOut &l : r.leftOut)
        left << QString::fromStdString(l.algorithm);
    if (!left.isEmpty())
        lines << tr("Left out of the sweep, they take square products only: %1").arg(left.join(QStringLiteral(", ")));
    QStringList missing; // strategies that do not apply at some points, with the first reason
    for (const SweepSeries &s : r.series) {
        const auto bad = std::find_if(s.errors.begin(), s.errors.end(), [](const QString &e) { return !e.isEmpty(); });
        if (bad != s.errors.end()) {
            const auto i = static_cast<std::size_t>(bad - s.errors.begin());
            missing << tr("%1 at %2 = %3 (%4)")
                           .arg(QString::fromStdString(s.algorithm), sweepAxisLabel(r.request.parameter, m_platform.units))
                           .arg(r.values[i], 0, 'g', 6)
                           .arg(*bad);
        }
    }
    if (!missing.isEmpty())
        lines << tr("Not applicable at some points: %1").arg(missing.join(QStringLiteral("; ")));
    switch (r.request.parameter) {
    case SweepParameter::Heterogeneity:
        lines << tr("Speeds at h: s_i ↦ S·s_i^h / Σ_j s_j^h, the total speed S kept (h = 0 equal, h = 1 as drawn).");
        break;
    case SweepParameter::CommunicationRatio:
        lines << tr("At ratio x every link's bandwidth is divided by x (x = 1 as drawn, latencies kept).");
        break;
    case SweepParameter::WorkerMemory:
        lines << tr("Every processor but the master gets this memory; only the master-worker strategies use it.");
        break;
    default: break;
    }
    return lines.join(QStringLiteral("<br>"));
}

void SweepPane::showResults(const SweepResults &r)
{
    m_results = r;
    const QString axis = sweepAxisLabel(r.request.parameter, m_platform.units);
    if (!r.error.isEmpty()) {
        m_chart->setMessage(tr("Nothing to sweep"), r.error);
    } else {
        std::vector<ChartPanel::Curve> curves;
        for (const SweepSeries &s : r.series)
            curves.push_back({QString::fromStdString(s.algorithm), s.makespans});
        if (curves.empty()) {
            m_chart->setMessage(tr("Predicted makespan over %1").arg(axis),
                                r.request.algorithms.empty()
                                    ? tr("No strategy chosen: pick some in the Strategies menu")
                                    : tr("No strategy of the sweep takes all of %1 = %2 to %3: see the list below")
                                          .arg(axis)
                                          .arg(r.values.empty() ? 0 : r.values.front(), 0, 'g', 6)
                                          .arg(r.values.empty() ? 0 : r.values.back(), 0, 'g', 6));
        } else {
            // A logarithmic range is drawn on two logarithmic axes, so that a makespan growing in
            // proportion is a straight line and the strategies' ratios read as gaps.
            const bool log = r.request.range.logarithmic;
            m_chart->setCurves(tr("Predicted makespan over %1 (%2)").arg(axis, sweepFixedText(r.request.parameter, r.problem)),
                               r.values, axis, curves, r.timeUnit, log, log);
        }
    }
    emit noteChanged();
    emit resultsShown(r);
}

} // namespace partita::views
