#pragma once
// "New from generator…": the kinds and options of `partita generate` (model/generator.h).

#include "model/generator.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace partita::views {

class GeneratorDialog : public QDialog {
    Q_OBJECT

public:
    explicit GeneratorDialog(QWidget *parent = nullptr);
    GeneratorOptions options() const;

private:
    QComboBox *m_kind = nullptr;
    QSpinBox *m_p = nullptr;
    QSpinBox *m_seed = nullptr;
    QDoubleSpinBox *m_heterogeneity = nullptr;
};

} // namespace partita::views
