#include "classroom/selection_history_model.h"

#include "classroom/classroom_text.h"
#include "classroom/selection_frame.h"
#include "report/palette.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace partita::views {

SelectionHistoryModel::SelectionHistoryModel(QObject *parent) : QAbstractTableModel(parent) {}

void SelectionHistoryModel::setLesson(std::shared_ptr<const SelectionLesson> lesson)
{
    beginResetModel();
    m_lesson = std::move(lesson);
    m_chosen.clear();
    m_leftOut.clear();
    if (m_lesson) {
        for (std::size_t k = 0; k < m_lesson->steps.size(); ++k)
            m_chosen.push_back(m_lesson->chosenIndex(k));
        m_leftOut.assign(m_lesson->workers.size(), QString());
        for (const LeftOutWorker &w : leftOutWorkers(*m_lesson))
            m_leftOut[w.worker] = w.reason;
    }
    m_current = m_chosen.empty() ? -1 : std::clamp(m_current, 0, static_cast<int>(m_chosen.size()) - 1);
    endResetModel();
}

void SelectionHistoryModel::setCurrentStep(int step)
{
    if (step == m_current || rowCount() == 0)
        return;
    const int old = m_current;
    m_current = std::clamp(step, 0, rowCount() - 1);
    // The rows between the old and the new position change colour.
    const int first = std::max(0, std::min(old, m_current));
    const int last = std::max(old, m_current);
    emit dataChanged(index(first, 0), index(last, columnCount() - 1));
    emit headerDataChanged(Qt::Vertical, first, last);
}

int SelectionHistoryModel::workerCount() const
{
    return m_lesson ? static_cast<int>(m_lesson->workers.size()) : 0;
}

bool SelectionHistoryModel::isChosen(int row, int column) const
{
    return row >= 0 && row < static_cast<int>(m_chosen.size()) && m_chosen[static_cast<std::size_t>(row)] == column;
}

int SelectionHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_chosen.size());
}

int SelectionHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_lesson ? 0 : workerCount() + ExtraCount;
}

QVariant SelectionHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_lesson || index.row() >= rowCount())
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const MwStep &s = m_lesson->steps[row];
    const int column = index.column();
    const int workers = workerCount();
    const bool chosen = isChosen(index.row(), column);
    const int chosenWorker = m_chosen[row];
    const QPalette palette = QGuiApplication::palette();
    switch (role) {
    case Qt::DisplayRole:
        if (column < workers) {
            const double r = s.ratios[static_cast<std::size_t>(column)];
            return r < 0 ? QStringLiteral("—") : ratioText(r);
        }
        switch (column - workers) {
        case Chosen: return QString::fromStdString(s.chosen);
        case Completion: return amountText(s.completionTime);
        case TotalWork: return amountText(s.totalWork);
        case Quotient: return s.completionTime > 0 ? ratioText(s.totalWork / s.completionTime) : QString();
        default: return {};
        }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        if (chosen || (column == extraColumn(Chosen) && chosenWorker >= 0)) {
            const auto w = static_cast<std::size_t>(chosenWorker);
            const Rgb c = processorColor(w < m_lesson->colours.size() ? m_lesson->colours[w] : w);
            return QBrush(QColor(c.r, c.g, c.b));
        }
        if (index.row() == m_current) {
            QColor band = palette.highlight().color();
            band.setAlpha(70);
            return QBrush(band);
        }
        return {};
    case Qt::ForegroundRole:
        if (chosen || (column == extraColumn(Chosen) && chosenWorker >= 0)) {
            const auto w = static_cast<std::size_t>(chosenWorker);
            const Rgb t = processorColor(w < m_lesson->colours.size() ? m_lesson->colours[w] : w).contrastingText();
            return QBrush(QColor(t.r, t.g, t.b));
        }
        if (m_current >= 0 && index.row() > m_current)
            return QBrush(palette.color(QPalette::Disabled, QPalette::Text));
        return {};
    case Qt::FontRole:
        if (chosen || index.row() == m_current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        if (column < workers && s.ratios[static_cast<std::size_t>(column)] >= 0) {
            const SelectionFrame f = selectionFrame(*m_lesson, row);
            const QString terms = candidateTerms(*m_lesson, f, static_cast<std::size_t>(column));
            return tr("%1 at step %2: ratio %3 = %4%5")
                .arg(QString::fromStdString(m_lesson->workers[static_cast<std::size_t>(column)]))
                .arg(row + 1)
                .arg(QString::number(s.ratios[static_cast<std::size_t>(column)], 'g', 10), terms,
                     chosen ? tr(" (chosen)") : QString());
        }
        return {};
    default:
        return {};
    }
}

QVariant SelectionHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return section == m_current ? QStringLiteral("▶ %1").arg(section + 1) : QString::number(section + 1);
        if (role == Qt::FontRole && section == m_current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (!m_lesson)
        return {};
    const int workers = workerCount();
    if (role == Qt::ToolTipRole) {
        if (section < workers) {
            const auto w = static_cast<std::size_t>(section);
            QString tip = tr("Ratio of %1 at each selection (μ = %2)")
                              .arg(QString::fromStdString(m_lesson->workers[w]))
                              .arg(m_lesson->mu[w]);
            if (w < m_leftOut.size() && !m_leftOut[w].isEmpty())
                tip += QStringLiteral("\n") + tr("Left out: %1").arg(m_leftOut[w]);
            return tip;
        }
        switch (section - workers) {
        case Chosen: return tr("The worker the selection goes to");
        case Completion: return tr("completion-time after the selection (%1)").arg(m_lesson->timeUnit);
        case TotalWork: return tr("total-work after the selection (block updates)");
        case Quotient: return tr("total-work / completion-time: the global ratio reached so far");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    if (section < workers)
        return QString::fromStdString(m_lesson->workers[static_cast<std::size_t>(section)]);
    switch (section - workers) {
    case Chosen: return tr("Chosen");
    case Completion: return tr("Time");
    case TotalWork: return tr("Work");
    case Quotient: return tr("Work / time");
    default: return {};
    }
}

} // namespace partita::views
