#pragma once
// The whole history of a master-worker selection as a table, to set beside paper 002's worked
// example (§6.2.1, Table 2): one row per selection, one column per worker with its ratio at
// that selection (the chosen cell in the worker's colour), then the worker chosen, the
// completion time and the total work after it, and their quotient. The row of the current
// step is highlighted; the rows after it are dimmed.

#include "classroom/classroom_runner.h"

#include <QAbstractTableModel>
#include <QString>

#include <memory>

namespace partita::views {

class SelectionHistoryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit SelectionHistoryModel(QObject *parent = nullptr);

    void setLesson(std::shared_ptr<const SelectionLesson> lesson);
    void setCurrentStep(int step);
    int currentStep() const { return m_current; }

    // Columns after the workers'.
    enum Extra { Chosen, Completion, TotalWork, Quotient, ExtraCount };
    int workerCount() const;
    int extraColumn(Extra e) const { return workerCount() + e; }
    // Whether the cell (row = selection, column = worker) is the one chosen.
    bool isChosen(int row, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<const SelectionLesson> m_lesson;
    std::vector<int> m_chosen; // per row: worker index
    std::vector<QString> m_leftOut; // per worker: why it is never chosen (leftOutWorkers), or empty
    int m_current = -1;
};

} // namespace partita::views
