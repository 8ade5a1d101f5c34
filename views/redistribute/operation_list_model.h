#pragma once
// The operations of one redistribution, in order, for the player's list: number (from 1), what
// it does (core `describe`, with processor ids), its cost and the running total, in elementary
// communications (paper 000 §4.4: one block of each of A, B and C sent once). The current
// operation is shown in bold.

#include "redistribution/redistribution.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace partita::views {

class OperationListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Number, Description, Cost, Total, ColumnCount };

    explicit OperationListModel(QObject *parent = nullptr);

    void setRedistribution(const Redistribution &r);
    // The operation shown as current (-1: none, the initial layout).
    void setCurrent(int operation);
    int current() const { return m_current; }

    // describe(before, op) without its "(cost …)" suffix: the list has a cost column.
    QString description(int operation) const;
    std::int64_t cost(int operation) const;
    std::int64_t runningTotal(int operation) const; // after it
    std::int64_t totalCost() const { return m_total; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString description;
        std::int64_t cost = 0, total = 0;
    };
    std::vector<Row> m_rows;
    std::int64_t m_total = 0;
    int m_current = -1;
};

} // namespace partita::views
