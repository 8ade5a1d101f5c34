#pragma once
// Settings: the language of the interface (system, English, French; applied at the next
// start, when the translator is installed) and the dark palette.

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace partita::views {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    // "" for the system locale, else a language code ("en", "fr").
    QString language() const;
    void setLanguage(const QString &code);
    bool dark() const;
    void setDark(bool dark);

private:
    QComboBox *m_language = nullptr;
    QCheckBox *m_dark = nullptr;
};

} // namespace partita::views
