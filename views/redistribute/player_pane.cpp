#include "redistribute/player_pane.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace partita::views {

PlayerPane::PlayerPane(QWidget *parent)
    : QWidget(parent), m_canvas(new LayoutCanvas), m_model(new OperationListModel(this)), m_list(new QTableView),
      m_title(new QLabel), m_status(new QLabel)
{
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    m_title->setFont(bold);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 2 + 4);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_list->setModel(m_model);
    m_list->verticalHeader()->hide();
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setAlternatingRowColors(true);
    m_list->setWordWrap(false);
    m_list->verticalHeader()->setDefaultSectionSize(m_list->fontMetrics().height() + 6);
    QHeaderView *h = m_list->horizontalHeader();
    h->setSectionResizeMode(QHeaderView::ResizeToContents);
    h->setSectionResizeMode(OperationListModel::Description, QHeaderView::Stretch);
    m_list->setMinimumHeight(110);
    m_list->setToolTip(tr("Click an operation to show the layout after it"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_title);
    layout->addWidget(m_canvas, 3);
    layout->addWidget(m_status);
    layout->addWidget(m_list, 1);

    const auto activate = [this](const QModelIndex &index) {
        if (index.isValid())
            emit operationActivated(index.row());
    };
    connect(m_list, &QTableView::clicked, this, activate);
    connect(m_list, &QTableView::activated, this, activate);
    clear(tr("No layout yet"));
}

void PlayerPane::setRedistribution(const Redistribution &r, const std::vector<Layout> &layouts,
                                   const std::vector<std::size_t> &colours, const QString &title)
{
    m_operations = r.operations();
    m_layouts = layouts;
    m_model->setRedistribution(r);
    m_title->setText(title);
    m_canvas->setMessage({});
    m_canvas->setTarget(r.target(), colours);
    m_list->setEnabled(true);
    showStep(0);
}

void PlayerPane::clear(const QString &message)
{
    m_operations.clear();
    m_layouts.clear();
    m_model->setRedistribution({});
    m_canvas->setTarget({}, {});
    m_canvas->showLayout({});
    m_canvas->setMessage(message);
    m_title->setText({});
    m_status->setText({});
    m_list->setEnabled(false);
}

const Layout &PlayerPane::layoutAfter(int step) const
{
    static const Layout none;
    if (m_layouts.empty())
        return none;
    return m_layouts[static_cast<std::size_t>(std::clamp(step, 0, static_cast<int>(m_layouts.size()) - 1))];
}

void PlayerPane::showStep(int step)
{
    if (m_layouts.empty())
        return;
    step = std::clamp(step, 0, operationCount());
    m_canvas->showLayout(layoutAfter(step));
    setCurrent(step - 1, false);
}

void PlayerPane::showOperation(int op, double progress)
{
    if (op < 0 || op >= operationCount()) {
        showStep(op < 0 ? 0 : operationCount());
        return;
    }
    m_canvas->showMotion(layoutAfter(op), m_operations[static_cast<std::size_t>(op)], progress);
    setCurrent(op, true);
}

void PlayerPane::setCurrent(int op, bool playing)
{
    m_model->setCurrent(op);
    const int count = operationCount();
    if (count == 0) {
        m_status->setText(tr("Already balanced for these speeds: nothing to move, total cost 0."));
        m_list->clearSelection();
        return;
    }
    if (op < 0) {
        m_status->setText(tr("Initial layout — %1 to play, total cost %2.")
                              .arg(count == 1 ? tr("1 operation") : tr("%1 operations").arg(count))
                              .arg(m_model->totalCost()));
        m_list->clearSelection();
        m_list->scrollToTop();
        return;
    }
    QString text = tr("Operation %1 / %2 — %3, cost %4, total %5 of %6")
                       .arg(op + 1)
                       .arg(count)
                       .arg(m_model->description(op))
                       .arg(m_model->cost(op))
                       .arg(m_model->runningTotal(op))
                       .arg(m_model->totalCost());
    if (!playing && op == count - 1)
        text += tr(" — target reached.");
    m_status->setText(text);
    m_list->selectRow(op);
    m_list->scrollTo(m_model->index(op, 0));
}

QString PlayerPane::title() const
{
    return m_title->text();
}

QString PlayerPane::statusText() const
{
    return m_status->text();
}

} // namespace partita::views
