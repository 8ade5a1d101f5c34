#include "redistribute/speed_table_model.h"

#include "report/palette.h"
#include "studio/csv_export.h"

#include <QColor>
#include <QLocale>

#include <cmath>
#include <optional>

namespace partita::views {

namespace {

QString speedText(double v) { return QString::number(v, 'g', 6); }

std::optional<double> parseSpeed(const QVariant &value)
{
    bool ok = false;
    double v = 0;
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Int) {
        v = value.toDouble(&ok);
    } else {
        const QString text = value.toString().trimmed();
        v = QLocale::c().toDouble(text, &ok);
        if (!ok)
            v = QLocale().toDouble(text, &ok);
    }
    if (!ok || !std::isfinite(v) || !(v > 0))
        return std::nullopt;
    return v;
}

} // namespace

SpeedTableModel::SpeedTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void SpeedTableModel::setProcessors(const Layout &layout, const std::vector<double> &oldSpeeds,
                                    const std::vector<double> &newSpeeds, const std::vector<std::size_t> &colours)
{
    beginResetModel();
    m_rows.clear();
    const auto places = layout.allSlots();
    for (std::size_t i = 0; i < places.size(); ++i) {
        Row r;
        r.id = QString::fromStdString(layout.processor(places[i]).id);
        r.colour = i < colours.size() ? colours[i] : i;
        r.oldSpeed = i < oldSpeeds.size() ? oldSpeeds[i] : 0;
        r.newSpeed = i < newSpeeds.size() ? newSpeeds[i] : r.oldSpeed;
        r.area = layout.area(places[i]);
        m_rows.push_back(r);
    }
    endResetModel();
}

void SpeedTableModel::setTarget(const Layout &target)
{
    const auto places = target.allSlots();
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        m_rows[i].targetArea = places.size() == m_rows.size() ? target.area(places[i]) : -1;
    if (!m_rows.empty())
        emit dataChanged(index(0, TargetArea), index(rowCount() - 1, TargetArea));
}

void SpeedTableModel::setNewSpeeds(const std::vector<double> &speeds)
{
    bool changed = false;
    for (std::size_t i = 0; i < m_rows.size() && i < speeds.size(); ++i)
        if (m_rows[i].newSpeed != speeds[i]) {
            m_rows[i].newSpeed = speeds[i];
            changed = true;
        }
    if (!changed)
        return;
    emit dataChanged(index(0, NewSpeed), index(rowCount() - 1, NewSpeed));
    emit newSpeedsChanged();
}

std::vector<double> SpeedTableModel::oldSpeeds() const
{
    std::vector<double> out;
    for (const Row &r : m_rows)
        out.push_back(r.oldSpeed);
    return out;
}

std::vector<double> SpeedTableModel::newSpeeds() const
{
    std::vector<double> out;
    for (const Row &r : m_rows)
        out.push_back(r.newSpeed);
    return out;
}

QString SpeedTableModel::processorId(int row) const
{
    return row >= 0 && row < rowCount() ? m_rows[static_cast<std::size_t>(row)].id : QString();
}

int SpeedTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int SpeedTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SpeedTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &r = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::DecorationRole && index.column() == Processor) {
        const Rgb c = processorColor(r.colour);
        return QColor(c.r, c.g, c.b);
    }
    if (role == Qt::TextAlignmentRole && index.column() != Processor)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == NewSpeed)
        return tr("Double-click to change the speed of %1 (a number > 0)").arg(r.id);
    if (role == Qt::ToolTipRole && index.column() == TargetArea && r.targetArea >= 0)
        return tr("δ = %1 blocks (target area − area, paper 000 §4.1)").arg(r.targetArea - r.area);
    if (role == Qt::EditRole && index.column() == NewSpeed)
        return speedText(r.newSpeed);
    if (role == CsvValueRole) {
        switch (index.column()) {
        case Processor: return r.id;
        case OldSpeed: return r.oldSpeed;
        case NewSpeed: return r.newSpeed;
        case Area: return QVariant::fromValue(static_cast<qlonglong>(r.area));
        case TargetArea: return r.targetArea < 0 ? QVariant(QString()) : QVariant::fromValue(static_cast<qlonglong>(r.targetArea));
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Processor: return r.id;
    case OldSpeed: return speedText(r.oldSpeed);
    case NewSpeed: return speedText(r.newSpeed);
    case Area: return QString::number(r.area);
    case TargetArea: return r.targetArea < 0 ? QStringLiteral("…") : QString::number(r.targetArea);
    default: return {};
    }
}

QVariant SpeedTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == CsvHeaderRole) {
        switch (section) {
        case Processor: return tr("processor");
        case OldSpeed: return tr("old speed");
        case NewSpeed: return tr("new speed");
        case Area: return tr("area (blocks)");
        case TargetArea: return tr("target area (blocks)");
        default: return {};
        }
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Processor: return tr("Processor");
    case OldSpeed: return tr("Old speed");
    case NewSpeed: return tr("New speed");
    case Area: return tr("Area");
    case TargetArea: return tr("Target area");
    default: return {};
    }
}

Qt::ItemFlags SpeedTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == NewSpeed)
        f |= Qt::ItemIsEditable;
    return f;
}

bool SpeedTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.column() != NewSpeed || index.row() >= rowCount())
        return false;
    const auto v = parseSpeed(value);
    if (!v)
        return false;
    Row &r = m_rows[static_cast<std::size_t>(index.row())];
    if (r.newSpeed == *v)
        return true;
    r.newSpeed = *v;
    emit dataChanged(index, index);
    emit newSpeedsChanged();
    return true;
}

} // namespace partita::views
