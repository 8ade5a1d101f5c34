#include "studio/settings_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>

namespace partita::views {

SettingsDialog::SettingsDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Settings"));
    m_language = new QComboBox;
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    m_dark = new QCheckBox(tr("Dark palette"));
    auto *note = new QLabel(tr("A new language applies at the next start."));
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Language"), m_language);
    form->addRow(QString(), note);
    form->addRow(QString(), m_dark);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString SettingsDialog::language() const { return m_language->currentData().toString(); }

void SettingsDialog::setLanguage(const QString &code)
{
    m_language->setCurrentIndex(std::max(0, m_language->findData(code)));
}

bool SettingsDialog::dark() const { return m_dark->isChecked(); }

void SettingsDialog::setDark(bool dark) { m_dark->setChecked(dark); }

} // namespace partita::views
