#include "studio/generator_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace partita::views {

GeneratorDialog::GeneratorDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("New platform from generator"));
    m_kind = new QComboBox;
    for (const std::string &k : generatorKinds())
        m_kind->addItem(QString::fromStdString(k), QString::fromStdString(k));
    m_p = new QSpinBox;
    m_p->setRange(1, kGeneratorMaxProcessors);
    m_p->setValue(16);
    m_seed = new QSpinBox;
    m_seed->setRange(0, 1'000'000'000);
    m_seed->setValue(1);
    m_heterogeneity = new QDoubleSpinBox;
    m_heterogeneity->setRange(1, kGeneratorMaxHeterogeneity);
    m_heterogeneity->setValue(3.5);
    m_heterogeneity->setToolTip(tr("Ratio between the fastest and the slowest processor"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Kind"), m_kind);
    form->addRow(tr("Processors"), m_p);
    form->addRow(tr("Seed"), m_seed);
    form->addRow(tr("Heterogeneity"), m_heterogeneity);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

GeneratorOptions GeneratorDialog::options() const
{
    GeneratorOptions o;
    o.kind = m_kind->currentData().toString().toStdString();
    o.p = m_p->value();
    o.seed = static_cast<std::uint64_t>(m_seed->value());
    o.heterogeneity = m_heterogeneity->value();
    return o;
}

} // namespace partita::views
