#include "plan/strategy_menu.h"

#include "plan/reason_text.h"
#include "plan/strategy_texts.h"

#include "model/error.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QStandardItemModel>
#include <QTreeView>

namespace partita::views {

namespace {

struct StrategyMenuText {
    Q_DECLARE_TR_FUNCTIONS(StrategyMenu)
};

} // namespace

const std::vector<Family> &strategyMenuFamilies()
{
    static const std::vector<Family> order = {Family::Partition, Family::MasterWorker, Family::LayerBased,
                                              Family::MeshBaseline, Family::Ring, Family::Lu};
    return order;
}

QString familyTitle(Family family)
{
    switch (family) {
    case Family::Partition: return StrategyMenuText::tr("Partitions");
    case Family::MasterWorker: return StrategyMenuText::tr("Master-worker");
    case Family::LayerBased: return StrategyMenuText::tr("Layer-based");
    case Family::MeshBaseline: return StrategyMenuText::tr("Mesh baselines");
    case Family::Ring: return StrategyMenuText::tr("Ring");
    case Family::Lu: return StrategyMenuText::tr("LU factorization");
    }
    return {};
}

QString strategyDescription(const StrategyInfo &strategy)
{
    return QStringLiteral("%1 — %2").arg(strategySummaryText(strategy), strategySourceText(strategy));
}

QString shapeText(const Problem &p)
{
    return p.square() ? QStringLiteral("n = %1").arg(p.n)
                      : QStringLiteral("m = %1, k = %2, n = %3").arg(p.m).arg(p.k).arg(p.n);
}

QString shapeRefusal(const StrategyInfo &strategy, const Problem &problem)
{
    try {
        requireShape(strategy, problem);
    } catch (const InputError &e) {
        return errorText(e);
    }
    return {};
}

void updateStrategyMenuShape(QComboBox *box, const Problem &problem)
{
    auto *model = qobject_cast<QStandardItemModel *>(box->model());
    if (!model)
        return;
    for (int row = 0; row < model->rowCount(); ++row) {
        QStandardItem *item = model->item(row, box->modelColumn());
        const StrategyInfo *strategy = item ? findStrategy(item->data(Qt::UserRole).toString().toStdString()) : nullptr;
        if (!strategy)
            continue; // a family header
        const QString refusal = shapeRefusal(*strategy, problem);
        const QString tip = refusal.isEmpty() ? strategyDescription(*strategy) : refusal;
        for (int column = 0; column < model->columnCount(); ++column)
            if (QStandardItem *cell = model->item(row, column)) {
                cell->setEnabled(refusal.isEmpty());
                cell->setToolTip(tip);
            }
        // The menu's second column says so before the description, in the disabled colour.
        if (model->columnCount() > 1 && box->modelColumn() == 0)
            if (QStandardItem *note = model->item(row, 1)) {
                const QString description = strategyDescription(*strategy);
                note->setText(refusal.isEmpty() ? description
                                                : StrategyMenuText::tr("square products only") + QStringLiteral(" — ")
                                                      + description);
                note->setForeground(box->palette().color(refusal.isEmpty() ? QPalette::Active : QPalette::Disabled,
                                                         refusal.isEmpty() ? QPalette::PlaceholderText
                                                                           : QPalette::Text));
            }
    }
}

void fillStrategyMenu(QComboBox *box)
{
    auto *model = new QStandardItemModel(0, 2, box);
    for (const Family family : strategyMenuFamilies()) {
        auto *header = new QStandardItem(familyTitle(family));
        QFont bold = box->font();
        bold.setBold(true);
        header->setFont(bold);
        header->setFlags(Qt::NoItemFlags); // seen, never chosen
        auto *headerNote = new QStandardItem;
        headerNote->setFlags(Qt::NoItemFlags);
        model->appendRow({header, headerNote});
        for (const StrategyInfo &s : strategies()) {
            if (s.family != family)
                continue;
            const QString name = QString::fromStdString(s.name);
            const QString description = strategyDescription(s);
            auto *item = new QStandardItem(name);
            item->setData(name, Qt::UserRole);
            item->setToolTip(description);
            auto *note = new QStandardItem(description);
            note->setToolTip(description);
            note->setForeground(box->palette().color(QPalette::PlaceholderText));
            model->appendRow({item, note});
        }
    }
    auto *view = new QTreeView;
    view->setHeaderHidden(true);
    view->setRootIsDecorated(false);
    view->setItemsExpandable(false);
    view->setAllColumnsShowFocus(true);
    view->setIndentation(0);
    view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    box->setModel(model);
    box->setView(view);
    box->setModelColumn(0);
    // The popup is as wide as both columns (names and descriptions), not as the closed box.
    const QAbstractItemView *columns = view; // sizeHintForColumn is public there
    view->setMinimumWidth(columns->sizeHintForColumn(0) + columns->sizeHintForColumn(1) + 40);
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
}

} // namespace partita::views
