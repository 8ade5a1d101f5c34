#pragma once
// Table model of a plan's metrics (metrics/metrics.h): one row per computing processor.

#include "metrics/metrics.h"

#include <QAbstractTableModel>

namespace partita::views {

class MetricsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Processor, Speed, Share, Work, Blocks, HalfPerimeter, ComputeTime, ColumnCount };

    explicit MetricsModel(QObject *parent = nullptr);

    void setMetrics(const Metrics &metrics, const std::vector<std::size_t> &colours);
    // The platform's units, for the CSV's column titles (Gflop/s and s, or blocks and time units).
    void setBlockUnits(bool blocks) { m_blockUnits = blocks; }
    const Metrics &metrics() const { return m_metrics; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Metrics m_metrics;
    std::vector<std::size_t> m_colours;
    bool m_blockUnits = false;
};

} // namespace partita::views
