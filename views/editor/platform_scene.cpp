#include "editor/platform_scene.h"

#include "editor/auto_layout.h"
#include "editor/link_item.h"
#include "editor/node_item.h"
#include "editor/platform_document.h"
#include "report/palette.h"

#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPen>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <unordered_set>

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
    // The items get their looks and places before they enter the scene, and the scene is
    // redrawn as a whole: otherwise each change of each item is a region the view collects
    // (QGraphicsView::updateRect, a QRegion of up to 200,000 rectangles).
    update();
    m_nodes.reserve(static_cast<qsizetype>(p.processors.size() + p.routers.size()));
    m_links.reserve(static_cast<qsizetype>(p.links.size()));
    for (const Processor &pr : p.processors)
        addNodeItem(QString::fromStdString(pr.id), true);
    for (const Router &r : p.routers)
        addNodeItem(QString::fromStdString(r.id), true);
    for (int key : m_document->linkKeys())
        addLinkItem(key, true);
    refreshAllLooks();
    QRectF bounds;
    for (NodeItem *n : std::as_const(m_nodes)) {
        addItem(n);
        bounds |= n->sceneBoundingRect();
    }
    for (LinkItem *l : std::as_const(m_links)) {
        addItem(l);
        bounds |= l->sceneBoundingRect();
    }
    setSceneRect(bounds.adjusted(-200, -200, 200, 200));
}

QPointF PlatformScene::positionOf(const QString &id) const
{
    if (const auto pos = m_document->nodePosition(id))
        return *pos;
    return m_fallbackPositions.value(id);
}

void PlatformScene::addNodeItem(const QString &id, bool later)
{
    if (m_nodes.contains(id))
        return;
    auto *item = new NodeItem(id);
    item->setFlag(QGraphicsItem::ItemIsMovable, m_tool == Tool::Select);
    if (!later) { // rebuild() places every node with its look (refreshAllLooks)
        m_moving = true;
        item->setPos(positionOf(id));
        m_moving = false;
        addItem(item);
    }
    m_nodes.insert(id, item);
}

void PlatformScene::removeNodeItem(const QString &id)
{
    delete m_nodes.take(id);
}

void PlatformScene::addLinkItem(int key, bool later)
{
    if (m_links.contains(key))
        return;
    auto *item = new LinkItem(key);
    if (!later)
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
    // Every item by the document's order, without the lookups by id of refreshNode and
    // refreshLink: 100,000 processors and links (docs/hardening.md). A node's look is that of
    // the first processor, else router, of its id, as processorIndex and routerIndex find it.
    std::unordered_set<const NodeItem *> done;
    done.reserve(static_cast<std::size_t>(m_nodes.size()));
    const auto place = [this](NodeItem *item, const std::optional<double> &x, const std::optional<double> &y) {
        const QPointF pos = x && y ? QPointF(*x, *y) : m_fallbackPositions.value(item->id());
        if (item->pos() != pos) {
            m_moving = true;
            item->setPos(pos);
            m_moving = false;
        }
    };
    for (const Processor &pr : p.processors)
        if (NodeItem *item = m_nodes.value(QString::fromStdString(pr.id)); item && done.insert(item).second) {
            item->setLook(processorLook(pr));
            place(item, pr.x, pr.y);
        }
    for (const Router &r : p.routers)
        if (NodeItem *item = m_nodes.value(QString::fromStdString(r.id)); item && done.insert(item).second) {
            NodeItem::Look look = routerLook();
            look.master = p.master == r.id;
            item->setLook(look);
            place(item, r.x, r.y);
        }
    // The links of a star or a tree share an end: the last one looked up is kept.
    std::string lastId;
    NodeItem *last = nullptr;
    const auto node = [&](const std::string &id) {
        if (!last || id != lastId) {
            last = m_nodes.value(QString::fromStdString(id));
            lastId = id;
        }
        return last;
    };
    const std::vector<int> &keys = m_document->linkKeys();
    for (std::size_t i = 0; i < p.links.size() && i < keys.size(); ++i) {
        LinkItem *item = m_links.value(keys[i]);
        if (!item)
            continue;
        const Link &l = p.links[i];
        item->setLook(linkLook(l));
        const NodeItem *a = node(l.from);
        const QPointF from = a ? a->pos() : QPointF();
        const double fromRadius = a ? a->radius() : 0;
        if (const NodeItem *b = node(l.to); a && b)
            item->setEnds(from, fromRadius, b->pos(), b->radius());
    }
}

NodeItem::Look PlatformScene::processorLook(const Processor &pr) const
{
    NodeItem::Look look;
    look.master = m_document->platform().master == pr.id;
    // Area proportional to speed: the eye compares areas.
    look.radius = 6 + 16 * std::sqrt(std::max(pr.speed, 0.0) / m_maxSpeed);
    look.fill = toQColor(processorColorOf(pr.id));
    return look;
}

NodeItem::Look PlatformScene::routerLook()
{
    NodeItem::Look look;
    look.router = true;
    look.radius = 8;
    look.fill = QColor(150, 150, 150);
    return look;
}

LinkItem::Look PlatformScene::linkLook(const Link &l) const
{
    LinkItem::Look look;
    look.width = 1 + 5 * std::max(l.bandwidth, 0.0) / m_maxBandwidth;
    look.backbone = l.sharing == Sharing::Backbone;
    look.oneWay = !l.bidirectional;
    return look;
}

void PlatformScene::refreshNode(const QString &id, bool links)
{
    NodeItem *item = m_nodes.value(id);
    if (!item)
        return;
    const Platform &p = m_document->platform();
    NodeItem::Look look = routerLook();
    const std::string sid = id.toStdString();
    if (const int i = m_document->processorIndex(id); i >= 0) {
        const Processor &pr = p.processors[i];
        if (pr.speed > m_maxSpeed)
            m_maxSpeed = pr.speed;
        look = processorLook(pr);
    }
    look.master = p.master == sid;
    item->setLook(look);
    const QPointF pos = positionOf(id);
    if (item->pos() != pos) {
        m_moving = true;
        item->setPos(pos);
        m_moving = false;
    }
    if (links)
        nodeItemMoved(item);
}

QString PlatformScene::nodeToolTip(const QString &id) const
{
    const Platform &p = m_document->platform();
    QString text;
    if (const int i = m_document->processorIndex(id); i >= 0) {
        const Processor &pr = p.processors[i];
        text = tr("Processor %1\nspeed %2\nmemory %3").arg(id, number(pr.speed), number(pr.memory));
        if (!pr.host.empty())
            text += tr("\nhost %1").arg(QString::fromStdString(pr.host));
    } else if (m_document->routerIndex(id) >= 0) {
        text = tr("Router %1").arg(id);
    } else {
        return {};
    }
    if (p.master == id.toStdString())
        text += tr("\nmaster");
    return text;
}

QString PlatformScene::linkToolTip(int key) const
{
    const Link *l = m_document->link(key);
    if (!l)
        return {};
    const QString from = QString::fromStdString(l->from), to = QString::fromStdString(l->to);
    return tr("Link %1 – %2\nbandwidth %3\nlatency %4").arg(from, to, number(l->bandwidth), number(l->latency));
}

void PlatformScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    QGraphicsScene::drawBackground(painter, rect);
    m_drawing = {};
    if (!OverviewPainter::applies(painter->worldTransform()))
        return;
    // Selected items draw themselves, over the rest (LinkItem::paint, NodeItem::paint).
    OverviewPainter overview(*painter, rect, palette());
    for (const LinkItem *l : std::as_const(m_links))
        if (!l->isSelected())
            overview.addLink(l->line(), l->look().width, l->look().backbone);
    overview.drawLinks();
    for (const NodeItem *n : std::as_const(m_nodes))
        if (!n->isSelected())
            overview.addNode(n->pos(), n->radius(), n->fill(), n->look().master);
    overview.drawNodes();
    m_drawing.overview = overview.counts();
}

void PlatformScene::countDrawnItem(int type)
{
    if (type == LinkItem::Type)
        ++m_drawing.linkItems;
    else if (type == NodeItem::Type)
        ++m_drawing.nodeItems;
}

void PlatformScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    // As QGraphicsScene::helpEvent: the topmost item under the mouse that has a tooltip.
    QString text;
    for (QGraphicsItem *item : items(event->scenePos())) {
        if (const auto *n = qgraphicsitem_cast<NodeItem *>(item))
            text = nodeToolTip(n->id());
        else if (const auto *l = qgraphicsitem_cast<LinkItem *>(item))
            text = linkToolTip(l->key());
        if (!text.isEmpty())
            break;
    }
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
        return;
    }
    QToolTip::showText(event->screenPos(), text, event->widget());
    event->accept();
}

void PlatformScene::refreshLink(int key)
{
    LinkItem *item = m_links.value(key);
    const Link *l = m_document->link(key);
    if (!item || !l)
        return;
    m_maxBandwidth = std::max(m_maxBandwidth, l->bandwidth);
    item->setLook(linkLook(*l));
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
