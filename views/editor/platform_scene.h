#pragma once
// The editor's scene: one NodeItem per processor or router id and one LinkItem per link key,
// created, updated and deleted in answer to the document's signals only. Mouse tools turn
// clicks and drags into document edits (which come back as signals). Zoomed far out, the
// scene draws every link and node itself, in one pass (editor/overview_painter.h).

#include "editor/link_item.h"
#include "editor/node_arrange.h"
#include "editor/node_item.h"
#include "editor/overview_painter.h"
#include "model/platform.h"
#include <QGraphicsScene>
#include <QHash>
#include <QPointF>

namespace partita::views {

class PlatformDocument;

class PlatformScene : public QGraphicsScene {
    Q_OBJECT

public:
    // Items (nodes and links) beyond which the scene keeps no spatial index (rebuild()).
    static constexpr std::size_t kIndexedItems = 20000;

    enum class Tool { Select, AddProcessor, AddRouter, Connect };

    explicit PlatformScene(PlatformDocument *document, QObject *parent = nullptr);

    PlatformDocument *document() const { return m_document; }
    void setTool(Tool tool);
    Tool tool() const { return m_tool; }

    NodeItem *nodeItem(const QString &id) const { return m_nodes.value(id); }
    LinkItem *linkItem(int key) const { return m_links.value(key); }
    int nodeItemCount() const { return static_cast<int>(m_nodes.size()); }
    int linkItemCount() const { return static_cast<int>(m_links.size()); }

    // What is selected, for the property panel: at most one node or one link.
    QString selectedNode() const;
    int selectedLink() const; // -1 if none
    void selectNode(const QString &id);
    void selectLink(int key);
    // Deletes the selected nodes and links as one undo step.
    void deleteSelection();
    // copySelection(), then the selected nodes and links deleted as one undo step ("Cut").
    Platform cutSelection();
    // The selected nodes (processors and routers), in the document's order; selects exactly these.
    QStringList selectedNodes() const;
    void selectNodes(const QStringList &ids);
    // The selected nodes and the links between them (PlatformDocument::fragment), where they are drawn.
    Platform copySelection() const;
    // Pastes a fragment moved by `offset` and selects what was pasted (one undo step).
    QStringList paste(const Platform &fragment, QPointF offset);
    // Aligns or distributes the selected nodes (editor/node_arrange.h), as one undo step; false
    // when the selection has too few nodes (two to align, three to distribute).
    bool alignSelection(Alignment alignment);
    bool distributeSelection(Qt::Orientation orientation);

    // Called by NodeItem while it is dragged and when the drag ends.
    void nodeItemMoved(NodeItem *item);
    void commitMoves();

    // The tooltip of a node or a link, made when the mouse rests on it (helpEvent) rather than
    // kept by each of possibly 200,000 items.
    QString nodeToolTip(const QString &id) const;
    QString linkToolTip(int key) const;

    // How the last drawing of the scene (a paint of a view, or render()) drew it: links and
    // nodes drawn together by the overview, the lines those links became, and the items that
    // drew themselves. Counted from drawBackground on, which each drawing calls first.
    struct Drawing {
        OverviewPainter::Counts overview;
        int linkItems = 0;
        int nodeItems = 0;
    };
    const Drawing &lastDrawing() const { return m_drawing; }
    // Called by an item that draws itself (its type(): LinkItem::Type or NodeItem::Type).
    void countDrawnItem(int type);

signals:
    void toolChanged(Tool tool);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void helpEvent(QGraphicsSceneHelpEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void removeSelection(const QString &text);
    void rebuild();
    // Places the item and adds it to the scene unless `later` (rebuild() places the items with
    // their looks and adds them at the end).
    void addNodeItem(const QString &id, bool later = false);
    void removeNodeItem(const QString &id);
    void addLinkItem(int key, bool later = false);
    void removeLinkItem(int key);
    // `links`: its links follow the node (refreshAllLooks places every link afterwards).
    void refreshNode(const QString &id, bool links = true);
    void refreshLink(int key);
    // The looks of a processor, a router and a link, given the fastest processor and widest link.
    NodeItem::Look processorLook(const Processor &pr) const;
    static NodeItem::Look routerLook();
    LinkItem::Look linkLook(const Link &l) const;
    void refreshAllLooks();
    void updateLinkGeometry(LinkItem *item);
    QPointF positionOf(const QString &id) const;
    NodeItem *nodeAt(QPointF scenePos) const;

    PlatformDocument *m_document;
    Tool m_tool = Tool::Select;
    QHash<QString, NodeItem *> m_nodes;
    QHash<int, LinkItem *> m_links;
    QHash<QString, QPointF> m_fallbackPositions; // for nodes the file gives no position
    double m_maxSpeed = 1;
    double m_maxBandwidth = 1;
    bool m_moving = false; // true while applying model positions to items
    QGraphicsLineItem *m_rubberLink = nullptr;
    QString m_connectFrom;
    Drawing m_drawing;
};

} // namespace partita::views
