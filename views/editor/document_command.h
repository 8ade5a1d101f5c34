#pragma once
// One undo step of the platform document: a redo and an undo action over the document's
// apply*() functions. Commands with the same merge key (for instance "move P3") merge into
// one step when pushed one after the other, as in QtNodes: dragging a node is one undo step.

#include <QString>
#include <QUndoCommand>

#include <functional>

namespace partita::views {

class DocumentCommand : public QUndoCommand {
public:
    using Action = std::function<void()>;

    DocumentCommand(const QString &text, Action redo, Action undo, QString mergeKey = {},
                    QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    Action m_redo;
    Action m_undo;
    QString m_mergeKey;
};

} // namespace partita::views
