#include "redistribute/operation_list_model.h"

#include <QFont>

namespace partita::views {

namespace {

// describe()'s words (core/redistribution/operation.h) in the studio's language.
QString operationText(const Layout &before, const Operation &op)
{
    switch (op.type) {
    case OperationType::ColumnMigration:
        return OperationListModel::tr("column migration: block column %1 from column %2 to column %3")
            .arg(op.position)
            .arg(op.from)
            .arg(op.to);
    case OperationType::RowMigration: {
        QStringList who;
        for (const auto &t : rowTransfers(before, op.from, op.to))
            who << QStringLiteral("%1->%2").arg(QString::fromStdString(before.columns[t.column].processors[t.from].id),
                                                QString::fromStdString(before.columns[t.column].processors[t.to].id));
        const QString text = OperationListModel::tr("row migration: row %1 to row %2").arg(op.from).arg(op.to);
        return who.isEmpty() ? text : text + QStringLiteral(" [") + who.join(QStringLiteral(", ")) + QLatin1Char(']');
    }
    case OperationType::LocalSliding: {
        const auto &procs = before.columns[op.column].processors;
        return OperationListModel::tr("local sliding in column %1: row %2 from %3 to %4")
            .arg(op.column)
            .arg(op.position)
            .arg(QString::fromStdString(procs[static_cast<std::size_t>(op.from)].id),
                 QString::fromStdString(procs[static_cast<std::size_t>(op.to)].id));
    }
    }
    return {};
}

} // namespace

OperationListModel::OperationListModel(QObject *parent) : QAbstractTableModel(parent) {}

void OperationListModel::setRedistribution(const Redistribution &r)
{
    beginResetModel();
    m_rows.clear();
    m_current = -1;
    Layout layout = r.initial();
    std::int64_t total = 0;
    for (const Operation &op : r.operations()) {
        total += op.cost;
        m_rows.push_back({operationText(layout, op), op.cost, total});
        layout = applyOperation(layout, op);
    }
    m_total = total;
    endResetModel();
}

void OperationListModel::setCurrent(int operation)
{
    if (operation == m_current)
        return;
    const int old = m_current;
    m_current = operation;
    for (int row : {old, operation})
        if (row >= 0 && row < rowCount())
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::FontRole});
}

QString OperationListModel::description(int operation) const
{
    return operation >= 0 && operation < rowCount() ? m_rows[static_cast<std::size_t>(operation)].description
                                                    : QString();
}

std::int64_t OperationListModel::cost(int operation) const
{
    return operation >= 0 && operation < rowCount() ? m_rows[static_cast<std::size_t>(operation)].cost : 0;
}

std::int64_t OperationListModel::runningTotal(int operation) const
{
    return operation >= 0 && operation < rowCount() ? m_rows[static_cast<std::size_t>(operation)].total : 0;
}

int OperationListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int OperationListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OperationListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &r = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::FontRole && index.row() == m_current) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::TextAlignmentRole && index.column() != Description)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole)
        return tr("Operation %1: %2, cost %3, total %4 of %5")
            .arg(index.row() + 1)
            .arg(r.description)
            .arg(r.cost)
            .arg(r.total)
            .arg(m_total);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Number: return index.row() + 1;
    case Description: return r.description;
    case Cost: return QString::number(r.cost);
    case Total: return QString::number(r.total);
    default: return {};
    }
}

QVariant OperationListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Number: return tr("#");
    case Description: return tr("Operation");
    case Cost: return tr("Cost");
    case Total: return tr("Total");
    default: return {};
    }
}

} // namespace partita::views
