#pragma once
// The platform being edited: one partita::Platform, the single source of truth of the editor,
// the property panel and the planners. Every public mutation goes through a QUndoCommand on
// the document's QUndoStack; the commands call the apply*() functions, which change the value
// and emit the change signals the views react to (the scene keeps one item per id and no data).
//
// Links have no id in the file format, so the document gives each one a stable key for as
// long as it lives (kept in a vector parallel to Platform::links).

#include "model/platform.h"

#include <QObject>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace partita::views {

class PlatformDocument : public QObject {
    Q_OBJECT

public:
    explicit PlatformDocument(QObject *parent = nullptr);

    const Platform &platform() const { return m_platform; }
    QUndoStack *undoStack() { return &m_undo; }

    // File of the document; empty for a new, unsaved one.
    const QString &fileName() const { return m_fileName; }
    bool isModified() const { return !m_undo.isClean(); }

    // Replaces the document (clears the undo history). Does not validate: callers decide.
    void reset(Platform platform, const QString &fileName = {});
    // Changes with every reset() (a new, opened or generated platform), never with an edit:
    // what a result computed for one document is checked against before it is shown.
    quint64 identity() const { return m_identity; }
    // Reads a Partita JSON or SimGrid XML file (by extension). On failure returns the
    // reader's message (file, line, what is wrong) and leaves the document as it was.
    std::optional<QString> load(const QString &path);
    // Writes JSON or SimGrid XML (by extension) atomically (io/atomic_file.h). With
    // `becomeFile` the document takes the name and is marked clean (Save, Save As); an
    // export leaves both alone. Returns the error message on failure.
    std::optional<QString> save(const QString &path, bool becomeFile = true);

    // --- queries
    enum class NodeKind { None, Processor, Router };
    NodeKind nodeKind(const QString &id) const;
    int processorIndex(const QString &id) const; // -1 if none
    int routerIndex(const QString &id) const;    // -1 if none
    std::optional<QPointF> nodePosition(const QString &id) const;
    const std::vector<int> &linkKeys() const { return m_linkKeys; }
    int linkIndex(int key) const; // -1 if none
    const Link *link(int key) const;
    // Keys of the links with an end at node `id`, in link order.
    const std::vector<int> &linkKeysAt(const QString &id) const;
    // A fresh id "<prefix><k>" not used by any node.
    QString freshId(const QString &prefix) const;

    // --- edits (each one undoable; the return value names what was created)
    QString addProcessor(QPointF pos, double speed = 1.0, double memory = 1024.0);
    QString addRouter(QPointF pos);
    // Refuses (returns -1) a link from a node to itself or between unknown nodes.
    int addLink(const QString &from, const QString &to, double bandwidth = 1.0, double latency = 0.0);
    void removeNode(const QString &id); // with its links; clears the master if it was it
    void removeLink(int key);
    void moveNode(const QString &id, QPointF pos); // consecutive moves of one node merge
    void setProcessor(const QString &id, const Processor &value, const QString &what);
    void setLink(int key, const Link &value, const QString &what);
    void setMaster(const QString &id, bool computes);
    void setPlatformName(const QString &name);
    // Gives every node a position from the automatic layout, as one undo step (named `text`,
    // "Arrange nodes" when empty).
    void applyLayout(const std::vector<std::pair<QString, QPointF>> &positions, const QString &text = {});
    // Moves these nodes, as one undo step named `text` (align, distribute).
    void moveNodes(const std::vector<std::pair<QString, QPointF>> &positions, const QString &text);
    // Copy and paste (docs/studio.md, Editing): the nodes of `ids` and the links whose two ends
    // are among them, as a platform of their own (no master, no routes), in the document's
    // units; `positions` gives the nodes the file places nowhere (the scene's fallback).
    Platform fragment(const QStringList &ids,
                      const std::vector<std::pair<QString, QPointF>> &positions = {}) const;
    // Adds a copy of the fragment's nodes under fresh ids (P…, R…) moved by `offset`, and of its
    // links between them, as one undo step; returns the new ids, processors then routers, in
    // the fragment's order.
    QStringList paste(const Platform &fragment, QPointF offset);
    // Takes the processors' speeds and the links' bandwidths and latencies of `rates`, this
    // platform with other rates (the studio's "Update platform from this run",
    // exec/calibrate_from_run.h), as one undo step named `text`; nothing else changes. False, and
    // nothing changes, when `rates` has other processors or links than the document.
    bool setRates(const Platform &rates, const QString &text);

    // --- raw changes, used by the undo commands only
    void applyInsertProcessor(int index, const Processor &p);
    void applyRemoveProcessor(const QString &id);
    void applyInsertRouter(int index, const Router &r);
    void applyRemoveRouter(const QString &id);
    void applyInsertLink(int index, int key, const Link &l);
    void applyRemoveLink(int key);
    void applySetProcessor(const QString &id, const Processor &p);
    void applySetRouter(const QString &id, const Router &r);
    void applySetLink(int key, const Link &l);
    void applySetPosition(const QString &id, QPointF pos);
    void applySetPlatformAttributes(const std::string &name, const std::string &master, bool computes);
    int takeLinkKey() { return m_nextLinkKey++; }

signals:
    void documentReset();
    void nodeAdded(const QString &id);
    void nodeRemoved(const QString &id);
    void nodeChanged(const QString &id); // properties or position
    void linkAdded(int key);
    void linkRemoved(int key);
    void linkChanged(int key);
    void platformAttributesChanged();
    // After any change of the platform value (for the planners).
    void platformChanged();
    void fileNameChanged(const QString &fileName);

private:
    // The lookups by id and by key, built on first use and dropped by every change of the
    // nodes' ids or of the links (not by edits of their values or positions): the scene asks
    // for every node and link when it draws a platform, and a search each made opening one of
    // 100,000 processors O(p²).
    struct Index {
        bool valid = false;
        std::unordered_map<std::string, int> processors, routers; // the first of duplicated ids
        std::unordered_map<int, int> links;                       // key → index in Platform::links
        std::unordered_map<std::string, std::vector<int>> linksAt; // node id → keys of its links
    };
    const Index &index() const;
    void dropIndex() { m_index.valid = false; }

    mutable Index m_index;
    quint64 m_identity = 0;
    Platform m_platform;
    std::vector<int> m_linkKeys;
    int m_nextLinkKey = 1;
    QString m_fileName;
    QUndoStack m_undo;
};

} // namespace partita::views
