#pragma once
// The redistribution player's table of new speeds: one row per processor in layout order
// (column by column, top to bottom: the order of `partita redistribute --speeds`), with its
// old speed, the new speed (editable, finite and > 0), the area it holds and the area the
// target gives it (paper 000 §4.1: δ_i is the difference of the last two).

#include "redistribution/layout.h"

#include <QAbstractTableModel>

#include <vector>

namespace partita::views {

class SpeedTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Processor, OldSpeed, NewSpeed, Area, TargetArea, ColumnCount };

    explicit SpeedTableModel(QObject *parent = nullptr);

    // One row per processor of `layout`; `colours` are palette indices (report/palette.h).
    // The target areas are unknown until setTarget.
    void setProcessors(const Layout &layout, const std::vector<double> &oldSpeeds,
                       const std::vector<double> &newSpeeds, const std::vector<std::size_t> &colours);
    // Target areas from the target layout (same structure as the layout), or unknown.
    void setTarget(const Layout &target);
    // Replaces every new speed (a preset); emits newSpeedsChanged when one changes.
    void setNewSpeeds(const std::vector<double> &speeds);

    std::vector<double> oldSpeeds() const;
    std::vector<double> newSpeeds() const;
    QString processorId(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // New speed only: a number > 0 (in the C or the user's locale); anything else is refused.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    // A new speed changed (edited or by setNewSpeeds).
    void newSpeedsChanged();

private:
    struct Row {
        QString id;
        std::size_t colour = 0;
        double oldSpeed = 0, newSpeed = 0;
        std::int64_t area = 0, targetArea = -1;
    };
    std::vector<Row> m_rows;
};

} // namespace partita::views
