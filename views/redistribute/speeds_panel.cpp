#include "redistribute/speeds_panel.h"

#include "redistribution/exact_search.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace partita::views {

SpeedsPanel::SpeedsPanel(QWidget *parent)
    : QWidget(parent), m_speeds(new SpeedTableModel(this)), m_table(new QTableView), m_model(new QComboBox),
      m_preset(new QComboBox), m_exact(new QCheckBox(tr("Exact search"))), m_budget(new QSpinBox),
      m_seed(new QSpinBox)
{
    m_model->addItem(tr("Constant (§4.3): a row migration costs n"), static_cast<int>(CostModel::Constant));
    m_model->addItem(tr("Actual (§4.6): only where the row changes owner"), static_cast<int>(CostModel::Actual));
    m_model->setToolTip(tr("How a row migration is priced. Under the constant model the greedy algorithm is "
                           "optimal (paper 000 Theorem 4); under the actual model it is not (§4.6, Fig. 9)."));
    m_exact->setToolTip(tr("Also search the cheapest sequence of row migrations then slidings (always on under "
                           "the actual cost model)"));
    m_budget->setRange(1000, 100'000'000);
    m_budget->setSingleStep(50'000);
    m_budget->setValue(static_cast<int>(kDefaultExactStates));
    m_budget->setGroupSeparatorShown(true);
    m_budget->setKeyboardTracking(false);
    m_budget->setSuffix(tr(" layouts"));
    m_budget->setToolTip(tr("The exact search gives up after keeping this many layouts"));

    m_preset->addItem(tr("One processor twice as slow"), static_cast<int>(SpeedPreset::OneSlower));
    m_preset->addItem(tr("One processor twice as fast"), static_cast<int>(SpeedPreset::OneFaster));
    m_preset->addItem(tr("Random ±30 %"), static_cast<int>(SpeedPreset::Random));
    m_preset->addItem(tr("All equal (homogeneous)"), static_cast<int>(SpeedPreset::AllEqual));
    m_preset->addItem(tr("No change (new = old)"), static_cast<int>(SpeedPreset::Unchanged));
    m_preset->setToolTip(tr("\"One processor\" is the row selected in the table (the first when none is)"));
    m_seed->setRange(0, 999'999);
    m_seed->setValue(1);
    m_seed->setPrefix(tr("seed "));
    m_seed->setToolTip(tr("Random ±30 %: the same seed gives the same speeds"));
    m_seed->setEnabled(false);
    auto *apply = new QPushButton(tr("Apply"));
    apply->setToolTip(tr("Replace the new speeds with the preset applied to the old ones"));

    m_table->setModel(m_speeds);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);

    auto *form = new QFormLayout;
    form->addRow(tr("Cost model"), m_model);
    auto *exactRow = new QHBoxLayout;
    exactRow->addWidget(m_exact);
    exactRow->addWidget(m_budget, 1);
    form->addRow(tr("Optimum"), exactRow);
    auto *presetRow = new QHBoxLayout;
    presetRow->addWidget(m_preset, 1);
    presetRow->addWidget(m_seed);
    presetRow->addWidget(apply);
    form->addRow(tr("New speeds"), presetRow);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    auto *hint = new QLabel(tr("Speeds in layout order: column by column, top to bottom (the order of "
                               "<tt>partita redistribute --speeds</tt>). Double-click a new speed to edit it."));
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addWidget(m_table, 1);

    connect(m_model, &QComboBox::currentIndexChanged, this, &SpeedsPanel::modelChanged);
    connect(m_exact, &QCheckBox::toggled, this, [this](bool on) {
        if (costModel() == CostModel::Constant) {
            m_exactAsked = on;
            emit inputsChanged();
        }
    });
    connect(m_budget, &QSpinBox::valueChanged, this, [this] {
        if (exactSearch())
            emit inputsChanged();
    });
    connect(m_preset, &QComboBox::currentIndexChanged, this,
            [this] { m_seed->setEnabled(selectedPreset() == SpeedPreset::Random); });
    connect(apply, &QPushButton::clicked, this, [this] { applyPreset(selectedPreset(), -1, seed()); });
    connect(m_speeds, &SpeedTableModel::newSpeedsChanged, this, &SpeedsPanel::inputsChanged);
    modelChanged();
}

CostModel SpeedsPanel::costModel() const
{
    return static_cast<CostModel>(m_model->currentData().toInt());
}

void SpeedsPanel::setCostModel(CostModel model)
{
    m_model->setCurrentIndex(m_model->findData(static_cast<int>(model)));
}

void SpeedsPanel::modelChanged()
{
    const bool actual = costModel() == CostModel::Actual;
    m_exact->blockSignals(true);
    m_exact->setChecked(actual || m_exactAsked);
    m_exact->setEnabled(!actual);
    m_exact->blockSignals(false);
    emit inputsChanged();
}

bool SpeedsPanel::exactSearch() const
{
    return m_exact->isChecked();
}

void SpeedsPanel::setExactSearch(bool on)
{
    m_exactAsked = on;
    if (costModel() == CostModel::Constant)
        m_exact->setChecked(on);
}

std::size_t SpeedsPanel::stateBudget() const
{
    return static_cast<std::size_t>(m_budget->value());
}

void SpeedsPanel::setStateBudget(std::size_t states)
{
    m_budget->setValue(static_cast<int>(std::min<std::size_t>(states, 100'000'000)));
}

SpeedPreset SpeedsPanel::selectedPreset() const
{
    return static_cast<SpeedPreset>(m_preset->currentData().toInt());
}

std::uint32_t SpeedsPanel::seed() const
{
    return static_cast<std::uint32_t>(m_seed->value());
}

void SpeedsPanel::applyPreset(SpeedPreset preset, int which, std::uint32_t seed)
{
    if (which < 0) {
        const QModelIndexList rows = m_table->selectionModel()->selectedRows();
        which = rows.isEmpty() ? 0 : rows.front().row();
    }
    m_preset->setCurrentIndex(m_preset->findData(static_cast<int>(preset)));
    m_seed->setValue(static_cast<int>(seed));
    m_speeds->setNewSpeeds(SpeedPresets::apply(preset, m_speeds->oldSpeeds(), static_cast<std::size_t>(which), seed));
}

} // namespace partita::views
