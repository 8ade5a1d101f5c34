#include "editor/platform_scene.h"

#include "editor/auto_layout.h"
#include "editor/link_item.h"
#include "editor/node_item.h"
#include "editor/platform_document.h"
#include "report/palette.h"

#include <QGraphicsSceneMouseEvent>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace partita::views {

namespace {

QColor toQColor(Rgb c) { return QColor(c.r, c.g, c.b); }

QString number(double v) { return QString::number(v, 'g', 6); }

} // namespace

PlatformScene::PlatformScene(PlatformDocument *document, QObject *parent)
    : QGraphicsScene(parent), m_document(document)
{
    // Thousands of static items: the BSP index makes hit tests and partial redraws cheap.
    setItemIndexMethod(BspTreeIndex);
    connect(document, &PlatformDocument::documentReset, this, &PlatformScene::rebuild);
    connect(document, &PlatformDocument::nodeAdded, this, [this](const QString &id) {
        addNodeItem(id);
        refreshAllLooks(); // colours follow processor order, sizes the fastest processor
    });
    connect(document, &PlatformDocument::nodeRemoved, this, [this](const QString &id) {
        removeNodeItem(id);
        refreshAllLooks();
    });
    connect(document, &PlatformDocument::nodeChanged, this, [this](const QString &id) {
        const double oldMax = m_maxSpeed;
        refreshNode(id);
        if (oldMax != m_maxSpeed)
            refreshAllLooks();
    });
    connect(document, &PlatformDocument::linkAdded, this, [this](int key) {
        addLinkItem(key);
        refreshAllLooks();
    });
    connect(document, &PlatformDocument::linkRemoved, this, [this](int key) {
        removeLinkItem(key);
        refreshAllLooks();
    });
    connect(document, &PlatformDocument::linkChanged, this, [this](int key) {
        const double oldMax = m_maxBandwidth;
        refreshLink(key);
        if (oldMax != m_maxBandwidth)
            refreshAllLooks();
    });
    rebuild();
}

void PlatformScene::setTool(Tool tool)
{
    if (m_tool == tool)
        return;
    m_tool = tool;
    for (NodeItem *n : std::as_const(m_nodes))
        n->setFlag(QGraphicsItem::ItemIsMovable, tool == Tool::Select);
    emit toolChanged(tool);
}

void PlatformScene::rebuild()
{
    clear(); // deletes every item
    m_nodes.clear();
    m_links.clear();
    m_rubberLink = nullptr;
    m_fallbackPositions.clear();
    const Platform &p = m_document->platform();
    // The BSP index pays for items that span much of the scene in every cell they cross: the
    // links of a star all meet at its hub, and indexing the 200,000 items of a star of 100,000
    // processors took minutes at the first paint. Beyond kIndexedItems the scene keeps no
    // index; painting and hit tests then walk the items, a few milliseconds.
    const std::size_t items = p.processors.size() + p.routers.size() + p.links.size();
    setItemIndexMethod(items > kIndexedItems ? NoIndex : BspTreeIndex);
    bool missing = false;
    for (const Processor &pr : p.processors)
        missing = missing || !pr.x || !pr.y;
    for (const Router &r : p.routers)
        missing = missing || !r.x || !r.y;
    if (missing)
        for (const auto &[id, pos] : autoLayout(p))
            m_fallbackPositions.insert(id, pos);
    for (const Processor &pr : p.processors)
        addNodeItem(QString::fromStdString(pr.id));
    for (const Router &r : p.routers)
        addNodeItem(QString::fromStdString(r.id));
    for (int key : m_document->linkKeys())
        addLinkItem(key);
    refreshAllLooks();
    setSceneRect(itemsBoundingRect().adjusted(-200, -200, 200, 200));
}

QPointF PlatformScene::positionOf(const QString &id) const
{
    if (const auto pos = m_document->nodePosition(id))
        return *pos;
    return m_fallbackPositions.value(id);
}

void PlatformScene::addNodeItem(const QString &id)
{
    if (m_nodes.contains(id))
        return;
    auto *item = new NodeItem(id);
    item->setFlag(QGraphicsItem::ItemIsMovable, m_tool == Tool::Select);
    m_moving = true;
    item->setPos(positionOf(id));
    m_moving = false;
    addItem(item);
    m_nodes.insert(id, item);
}

void PlatformScene::removeNodeItem(const QString &id)
{
    delete m_nodes.take(id);
}

void PlatformScene::addLinkItem(int key)
{
    if (m_links.contains(key))
        return;
    auto *item = new LinkItem(key);
    addItem(item);
    m_links.insert(key, item);
}

void PlatformScene::removeLinkItem(int key)
{
    delete m_links.take(key);
}

void PlatformScene::refreshAllLooks()
{
    const Platform &p = m_document->platform();
    m_maxSpeed = 0;
    for (const Processor &pr : p.processors)
        m_maxSpeed = std::max(m_maxSpeed, pr.speed);
    if (m_maxSpeed <= 0)
        m_maxSpeed = 1;
    m_maxBandwidth = 0;
    for (const Link &l : p.links)
        m_maxBandwidth = std::max(m_maxBandwidth, l.bandwidth);
    if (m_maxBandwidth <= 0)
        m_maxBandwidth = 1;
    for (auto it = m_nodes.cbegin(); it != m_nodes.cend(); ++it)
        refreshNode(it.key());
    for (auto it = m_links.cbegin(); it != m_links.cend(); ++it)
        refreshLink(it.key());
}

void PlatformScene::refreshNode(const QString &id)
{
    NodeItem *item = m_nodes.value(id);
    if (!item)
        return;
    const Platform &p = m_document->platform();
    NodeItem::Look look;
    look.master = p.master == id.toStdString();
    if (const int i = m_document->processorIndex(id); i >= 0) {
        const Processor &pr = p.processors[i];
        if (pr.speed > m_maxSpeed)
            m_maxSpeed = pr.speed;
        // Area proportional to speed: the eye compares areas.
        look.radius = 6 + 16 * std::sqrt(std::max(pr.speed, 0.0) / m_maxSpeed);
        look.fill = toQColor(processorColorOf(pr.id));
        look.toolTip = tr("Processor %1\nspeed %2\nmemory %3").arg(id, number(pr.speed), number(pr.memory));
        if (!pr.host.empty())
            look.toolTip += tr("\nhost %1").arg(QString::fromStdString(pr.host));
    } else {
        look.router = true;
        look.radius = 8;
        look.fill = QColor(150, 150, 150);
        look.toolTip = tr("Router %1").arg(id);
    }
    if (look.master)
        look.toolTip += tr("\nmaster");
    item->setLook(look);
    const QPointF pos = positionOf(id);
    if (item->pos() != pos) {
        m_moving = true;
        item->setPos(pos);
        m_moving = false;
    }
    nodeItemMoved(item);
}

void PlatformScene::refreshLink(int key)
{
    LinkItem *item = m_links.value(key);
    const Link *l = m_document->link(key);
    if (!item || !l)
        return;
    m_maxBandwidth = std::max(m_maxBandwidth, l->bandwidth);
    LinkItem::Look look;
    look.width = 1 + 5 * std::max(l->bandwidth, 0.0) / m_maxBandwidth;
    look.backbone = l->sharing == Sharing::Backbone;
    look.oneWay = !l->bidirectional;
    const QString from = QString::fromStdString(l->from), to = QString::fromStdString(l->to);
    look.toolTip = tr("Link %1 – %2\nbandwidth %3\nlatency %4").arg(from, to, number(l->bandwidth), number(l->latency));
    item->setLook(look);
    updateLinkGeometry(item);
}

void PlatformScene::updateLinkGeometry(LinkItem *item)
{
    const Link *l = m_document->link(item->key());
    if (!l)
        return;
    NodeItem *a = m_nodes.value(QString::fromStdString(l->from));
    NodeItem *b = m_nodes.value(QString::fromStdString(l->to));
    if (!a || !b)
        return;
    item->setEnds(a->pos(), a->radius(), b->pos(), b->radius());
}

void PlatformScene::nodeItemMoved(NodeItem *item)
{
    for (int key : m_document->linkKeysAt(item->id()))
        if (LinkItem *li = m_links.value(key))
            updateLinkGeometry(li);
}

void PlatformScene::commitMoves()
{
    // A drag may move several selected nodes: one undo step per node, merged with the
    // node's previous move.
    const QList<QGraphicsItem *> items = selectedItems();
    for (QGraphicsItem *gi : items)
        if (auto *n = qgraphicsitem_cast<NodeItem *>(gi))
            if (n->pos() != positionOf(n->id()))
                m_document->moveNode(n->id(), QPointF(std::round(n->pos().x() * 10) / 10,
                                                      std::round(n->pos().y() * 10) / 10));
}

QString PlatformScene::selectedNode() const
{
    const QList<QGraphicsItem *> items = selectedItems();
    for (QGraphicsItem *gi : items)
        if (auto *n = qgraphicsitem_cast<NodeItem *>(gi))
            return n->id();
    return {};
}

int PlatformScene::selectedLink() const
{
    const QList<QGraphicsItem *> items = selectedItems();
    for (QGraphicsItem *gi : items)
        if (auto *l = qgraphicsitem_cast<LinkItem *>(gi))
            return l->key();
    return -1;
}

void PlatformScene::selectNode(const QString &id)
{
    clearSelection();
    if (NodeItem *n = m_nodes.value(id))
        n->setSelected(true);
}

void PlatformScene::selectLink(int key)
{
    clearSelection();
    if (LinkItem *l = m_links.value(key))
        l->setSelected(true);
}

void PlatformScene::deleteSelection()
{
    removeSelection(tr("Delete selection"));
}

Platform PlatformScene::cutSelection()
{
    const Platform fragment = copySelection();
    removeSelection(tr("Cut"));
    return fragment;
}

void PlatformScene::removeSelection(const QString &text)
{
    QStringList nodes;
    QList<int> links;
    const QList<QGraphicsItem *> items = selectedItems();
    for (QGraphicsItem *gi : items) {
        if (auto *n = qgraphicsitem_cast<NodeItem *>(gi))
            nodes << n->id();
        else if (auto *l = qgraphicsitem_cast<LinkItem *>(gi))
            links << l->key();
    }
    if (nodes.isEmpty() && links.isEmpty())
        return;
    QUndoStack *undo = m_document->undoStack();
    undo->beginMacro(text);
    for (int key : std::as_const(links))
        m_document->removeLink(key); // a link already gone with its node is skipped
    for (const QString &id : std::as_const(nodes))
        m_document->removeNode(id);
    undo->endMacro();
}

QStringList PlatformScene::selectedNodes() const
{
    QStringList selected;
    for (QGraphicsItem *gi : selectedItems())
        if (auto *n = qgraphicsitem_cast<NodeItem *>(gi))
            selected << n->id();
    // The document's order: processors, then routers.
    QStringList ordered;
    const Platform &p = m_document->platform();
    for (const Processor &proc : p.processors)
        if (selected.contains(QString::fromStdString(proc.id)))
            ordered << QString::fromStdString(proc.id);
    for (const Router &r : p.routers)
        if (selected.contains(QString::fromStdString(r.id)))
            ordered << QString::fromStdString(r.id);
    return ordered;
}

void PlatformScene::selectNodes(const QStringList &ids)
{
    clearSelection();
    for (const QString &id : ids)
        if (NodeItem *n = m_nodes.value(id))
            n->setSelected(true);
}

Platform PlatformScene::copySelection() const
{
    const QStringList ids = selectedNodes();
    NodePositions drawn;
    for (const QString &id : ids)
        if (NodeItem *n = m_nodes.value(id))
            drawn.emplace_back(id, n->pos());
    return m_document->fragment(ids, drawn);
}

QStringList PlatformScene::paste(const Platform &fragment, QPointF offset)
{
    const QStringList added = m_document->paste(fragment, offset);
    selectNodes(added);
    return added;
}

bool PlatformScene::alignSelection(Alignment alignment)
{
    NodePositions nodes;
    for (const QString &id : selectedNodes())
        nodes.emplace_back(id, m_nodes.value(id)->pos());
    if (nodes.size() < 2)
        return false;
    m_document->moveNodes(alignedPositions(nodes, alignment), tr("Align %n node(s)", nullptr, static_cast<int>(nodes.size())));
    return true;
}

bool PlatformScene::distributeSelection(Qt::Orientation orientation)
{
    NodePositions nodes;
    for (const QString &id : selectedNodes())
        nodes.emplace_back(id, m_nodes.value(id)->pos());
    if (nodes.size() < 3)
        return false;
    m_document->moveNodes(distributedPositions(nodes, orientation),
                          tr("Distribute %n node(s)", nullptr, static_cast<int>(nodes.size())));
    return true;
}

NodeItem *PlatformScene::nodeAt(QPointF scenePos) const
{
    const QList<QGraphicsItem *> hit = items(scenePos);
    for (QGraphicsItem *gi : hit)
        if (auto *n = qgraphicsitem_cast<NodeItem *>(gi))
            if (n->shape().contains(n->mapFromScene(scenePos)))
                return n;
    return nullptr;
}

void PlatformScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    const QPointF at = event->scenePos();
    const QPointF rounded(std::round(at.x()), std::round(at.y()));
    switch (m_tool) {
    case Tool::AddProcessor:
        if (!nodeAt(at))
            selectNode(m_document->addProcessor(rounded));
        event->accept();
        return;
    case Tool::AddRouter:
        if (!nodeAt(at))
            selectNode(m_document->addRouter(rounded));
        event->accept();
        return;
    case Tool::Connect:
        if (NodeItem *n = nodeAt(at)) {
            m_connectFrom = n->id();
            m_rubberLink = addLine(QLineF(n->pos(), at), QPen(Qt::gray, 2, Qt::DashLine));
        }
        event->accept();
        return;
    case Tool::Select:
        break;
    }
    QGraphicsScene::mousePressEvent(event);
}

void PlatformScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool == Tool::Connect && m_rubberLink) {
        m_rubberLink->setLine(QLineF(m_rubberLink->line().p1(), event->scenePos()));
        event->accept();
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void PlatformScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool == Tool::Connect && m_rubberLink) {
        delete m_rubberLink;
        m_rubberLink = nullptr;
        if (NodeItem *n = nodeAt(event->scenePos()); n && n->id() != m_connectFrom) {
            const int key = m_document->addLink(m_connectFrom, n->id());
            if (key >= 0)
                selectLink(key);
        }
        m_connectFrom.clear();
        event->accept();
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
}

} // namespace partita::views
