#include "editor/document_command.h"

namespace partita::views {

namespace {
constexpr int kMergeableId = 0x5061; // any id other than -1; the merge key tells commands apart
}

DocumentCommand::DocumentCommand(const QString &text, Action redo, Action undo, QString mergeKey,
                                 QUndoCommand *parent)
    : QUndoCommand(text, parent), m_redo(std::move(redo)), m_undo(std::move(undo)),
      m_mergeKey(std::move(mergeKey))
{
}

void DocumentCommand::redo()
{
    if (m_redo)
        m_redo();
}

void DocumentCommand::undo()
{
    if (m_undo)
        m_undo();
}

int DocumentCommand::id() const { return m_mergeKey.isEmpty() ? -1 : kMergeableId; }

bool DocumentCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = dynamic_cast<const DocumentCommand *>(other);
    if (!o || o->m_mergeKey.isEmpty() || o->m_mergeKey != m_mergeKey)
        return false;
    // Keep our undo (the state before the first step) and take the latest redo.
    m_redo = o->m_redo;
    return true;
}

} // namespace partita::views
