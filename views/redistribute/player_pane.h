#pragma once
// One sequence of the redistribution player: its title and cost, the layout (LayoutCanvas),
// a status line ("operation 3 / 12 — row migration …, cost 8, total 24 of 48") and the list
// of its operations with the current one selected; clicking one asks to jump there. The
// player drives it step by step (one pane, or greedy | exact side by side for §4.6); a step
// past the pane's last operation shows its final layout (the shorter sequence waits).

#include "redistribute/layout_canvas.h"
#include "redistribute/operation_list_model.h"
#include "redistribution/redistribution.h"

#include <QWidget>

#include <vector>

class QLabel;
class QTableView;

namespace partita::views {

class PlayerPane : public QWidget {
    Q_OBJECT

public:
    explicit PlayerPane(QWidget *parent = nullptr);

    // `layouts`: the initial layout, then the layout after each operation of `r`.
    void setRedistribution(const Redistribution &r, const std::vector<Layout> &layouts,
                           const std::vector<std::size_t> &colours, const QString &title);
    // Nothing to play: the message instead of a layout.
    void clear(const QString &message);

    int operationCount() const { return static_cast<int>(m_operations.size()); }
    // The layout after `step` operations, clamped to [0, count].
    const Layout &layoutAfter(int step) const;
    // At rest after `step` operations (clamped).
    void showStep(int step);
    // Operation `op` (0-based) playing at `progress`; past the last one, the final layout.
    void showOperation(int op, double progress);

    LayoutCanvas *canvas() const { return m_canvas; }
    OperationListModel *operations() const { return m_model; }
    QTableView *list() const { return m_list; }
    QString title() const;
    QString statusText() const;

signals:
    // The user picked operation `op` (0-based) in the list.
    void operationActivated(int op);

private:
    void setCurrent(int op, bool playing);

    LayoutCanvas *m_canvas;
    OperationListModel *m_model;
    QTableView *m_list;
    QLabel *m_title, *m_status;
    std::vector<Operation> m_operations;
    std::vector<Layout> m_layouts;
};

} // namespace partita::views
