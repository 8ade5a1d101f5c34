#include "plan/problem_bar.h"

#include "partition/partitioner.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace partita::views {

ProblemBar::ProblemBar(QWidget *parent) : QWidget(parent)
{
    m_n = new QSpinBox;
    m_n->setObjectName(QStringLiteral("n"));
    m_n->setRange(1, 10'000'000);
    m_n->setKeyboardTracking(false);
    m_n->setToolTip(tr("Matrix order n (elements)"));
    m_q = new QSpinBox;
    m_q->setObjectName(QStringLiteral("q"));
    m_q->setRange(1, 100'000);
    m_q->setKeyboardTracking(false);
    m_q->setToolTip(tr("Block size q (elements); the grid has ⌈n/q⌉ × ⌈n/q⌉ blocks"));
    m_strategy = new QComboBox;
    m_strategy->setObjectName(QStringLiteral("strategy"));
    for (const std::string &a : partitionAlgorithms())
        m_strategy->addItem(QString::fromStdString(a), QString::fromStdString(a));
    m_lLabel = new QLabel(tr("l"));
    m_l = new QSpinBox;
    m_l->setObjectName(QStringLiteral("l"));
    m_l->setRange(0, 100'000);
    m_l->setSpecialValueText(tr("auto"));
    m_l->setKeyboardTracking(false);
    m_l->setToolTip(tr("Generalized block of hetero-block-cyclic, in blocks (paper 003)"));
    m_network = new QComboBox;
    m_network->addItem(tr("star (one port)"), static_cast<int>(NetworkModel::Star));
    m_network->addItem(tr("fully connected"), static_cast<int>(NetworkModel::Full));
    m_network->setToolTip(tr("Network model of the predicted makespan"));
    m_status = new QLabel;
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(new QLabel(tr("n")));
    layout->addWidget(m_n);
    layout->addWidget(new QLabel(tr("q")));
    layout->addWidget(m_q);
    layout->addWidget(new QLabel(tr("Strategy")));
    layout->addWidget(m_strategy);
    layout->addWidget(m_lLabel);
    layout->addWidget(m_l);
    layout->addWidget(new QLabel(tr("Network")));
    layout->addWidget(m_network);
    layout->addWidget(m_status, 1);

    setSettings(PlanSettings{});
    connect(m_n, &QSpinBox::valueChanged, this, &ProblemBar::settingsChanged);
    connect(m_q, &QSpinBox::valueChanged, this, &ProblemBar::settingsChanged);
    connect(m_l, &QSpinBox::valueChanged, this, &ProblemBar::settingsChanged);
    connect(m_network, &QComboBox::currentIndexChanged, this, &ProblemBar::settingsChanged);
    connect(m_strategy, &QComboBox::currentIndexChanged, this, [this] {
        updateParameterVisibility();
        emit settingsChanged();
    });
}

PlanSettings ProblemBar::settings() const
{
    PlanSettings s;
    s.problem.n = m_n->value();
    s.problem.q = m_q->value();
    s.algorithm = m_strategy->currentData().toString().toStdString();
    s.l = m_l->value();
    s.network = static_cast<NetworkModel>(m_network->currentData().toInt());
    return s;
}

void ProblemBar::setSettings(const PlanSettings &s)
{
    const QSignalBlocker b1(m_n), b2(m_q), b3(m_strategy), b4(m_l), b5(m_network);
    m_n->setValue(static_cast<int>(s.problem.n));
    m_q->setValue(static_cast<int>(s.problem.q));
    m_strategy->setCurrentIndex(std::max(0, m_strategy->findData(QString::fromStdString(s.algorithm))));
    m_l->setValue(static_cast<int>(s.l));
    m_network->setCurrentIndex(s.network == NetworkModel::Full ? 1 : 0);
    updateParameterVisibility();
    emit settingsChanged();
}

void ProblemBar::setStatus(const QString &text)
{
    m_status->setText(text);
}

void ProblemBar::updateParameterVisibility()
{
    const bool l = m_strategy->currentData().toString() == QLatin1String("hetero-block-cyclic");
    m_lLabel->setVisible(l);
    m_l->setVisible(l);
}

} // namespace partita::views
