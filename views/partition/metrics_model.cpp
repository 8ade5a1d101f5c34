#include "partition/metrics_model.h"

#include "report/palette.h"
#include "studio/csv_export.h"

#include <QColor>

namespace partita::views {

MetricsModel::MetricsModel(QObject *parent) : QAbstractTableModel(parent) {}

void MetricsModel::setMetrics(const Metrics &metrics, const std::vector<std::size_t> &colours)
{
    beginResetModel();
    m_metrics = metrics;
    m_colours = colours;
    endResetModel();
}

int MetricsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_metrics.processors.size());
}

int MetricsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MetricsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const ProcessorMetrics &m = m_metrics.processors[index.row()];
    if (role == Qt::DecorationRole && index.column() == Processor) {
        const std::size_t c = index.row() < static_cast<int>(m_colours.size()) ? m_colours[index.row()]
                                                                               : static_cast<std::size_t>(index.row());
        const Rgb rgb = processorColor(c);
        return QColor(rgb.r, rgb.g, rgb.b);
    }
    if (role == CsvValueRole) {
        // The values in full, in the units of the column titles (CsvHeaderRole).
        switch (index.column()) {
        case Processor: return QString::fromStdString(m.processor);
        case Speed: return m.speed;
        case Share: return 100 * m.share;
        case Work: return 100 * m.workFraction;
        case Blocks: return QVariant::fromValue(static_cast<qlonglong>(m.blocks));
        case HalfPerimeter: return m.halfPerimeter;
        case ComputeTime: return m.computeTime;
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == Processor ? int(Qt::AlignLeft | Qt::AlignVCenter) : int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Processor: return QString::fromStdString(m.processor);
    case Speed: return QString::number(m.speed, 'g', 5);
    case Share: return QString::number(100 * m.share, 'f', 2);
    case Work: return QString::number(100 * m.workFraction, 'f', 2);
    case Blocks: return QVariant::fromValue(static_cast<qlonglong>(m.blocks));
    case HalfPerimeter: return QString::number(m.halfPerimeter, 'f', 4);
    case ComputeTime: return QString::number(m.computeTime, 'g', 5);
    default: return {};
    }
}

QVariant MetricsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Share)
        return tr("The fraction of the work the strategy aims to give this processor: equal for even-columns "
                  "and block-cyclic, proportional to speed for the others. The imbalance is always measured "
                  "against speed-proportional shares.");
    if (orientation == Qt::Horizontal && role == CsvHeaderRole) {
        switch (section) {
        case Processor: return tr("processor");
        case Speed: return m_blockUnits ? tr("speed (block updates per time unit)") : tr("speed (Gflop/s)");
        case Share: return tr("aimed share (%)");
        case Work: return tr("work (%)");
        case Blocks: return tr("blocks (q × q)");
        case HalfPerimeter: return tr("half-perimeter (in units of n)");
        case ComputeTime: return m_blockUnits ? tr("compute time (time units)") : tr("compute time (s)");
        default: return {};
        }
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Processor: return tr("Processor");
    case Speed: return tr("Speed");
    case Share: return tr("Aimed share %");
    case Work: return tr("Work %");
    case Blocks: return tr("Blocks");
    case HalfPerimeter: return tr("Half-perimeter");
    case ComputeTime: return tr("Compute time");
    default: return {};
    }
}

} // namespace partita::views
