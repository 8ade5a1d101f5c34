#include "editor/platform_document.h"

#include "editor/document_command.h"
#include "io/atomic_file.h"
#include "io/platform_json.h"
#include "io/simgrid_xml.h"
#include "model/error.h"
#include "plan/reason_text.h"

#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace partita::views {

namespace {

std::string str(const QString &s) { return s.toStdString(); }

} // namespace

PlatformDocument::PlatformDocument(QObject *parent) : QObject(parent)
{
    m_undo.setUndoLimit(1000);
}

void PlatformDocument::reset(Platform platform, const QString &fileName)
{
    m_undo.clear();
    m_platform = std::move(platform);
    dropIndex();
    m_linkKeys.clear();
    for (std::size_t i = 0; i < m_platform.links.size(); ++i)
        m_linkKeys.push_back(m_nextLinkKey++);
    m_fileName = fileName;
    m_undo.setClean();
    ++m_identity;
    emit documentReset();
    emit platformChanged();
    emit fileNameChanged(m_fileName);
}

std::optional<QString> PlatformDocument::load(const QString &path)
{
    try {
        Platform p = readPlatformFile(str(path));
        reset(std::move(p), path);
        return std::nullopt;
    } catch (const InputError &e) {
        return errorText(e); // the reason in the studio's language, the file and line as they are
    } catch (const std::exception &e) {
        return path + QStringLiteral(": ") + errorText(e);
    }
}

std::optional<QString> PlatformDocument::save(const QString &path, bool becomeFile)
{
    std::string content;
    try {
        content = platformFileFormat(str(path)) == PlatformFileFormat::Json
            ? platformToJson(m_platform)
            : platformToSimGridXml(m_platform);
    } catch (const InputError &e) {
        return path + QStringLiteral(": ") + reasonText(e.reason());
    }
    try {
        writeFileAtomically(str(path), content); // as the command line writes its files
    } catch (const InputError &e) {
        return errorText(e); // "PATH: cannot write file (why)" in the studio's language
    }
    if (becomeFile) {
        m_fileName = path;
        m_undo.setClean();
        emit fileNameChanged(m_fileName);
    }
    return std::nullopt;
}

// ---------------------------------------------------------------- queries

PlatformDocument::NodeKind PlatformDocument::nodeKind(const QString &id) const
{
    if (processorIndex(id) >= 0)
        return NodeKind::Processor;
    if (routerIndex(id) >= 0)
        return NodeKind::Router;
    return NodeKind::None;
}

const PlatformDocument::Index &PlatformDocument::index() const
{
    if (m_index.valid)
        return m_index;
    Index &x = m_index;
    x.processors.clear();
    x.routers.clear();
    x.links.clear();
    x.linksAt.clear();
    for (std::size_t i = 0; i < m_platform.processors.size(); ++i)
        x.processors.emplace(m_platform.processors[i].id, static_cast<int>(i));
    for (std::size_t i = 0; i < m_platform.routers.size(); ++i)
        x.routers.emplace(m_platform.routers[i].id, static_cast<int>(i));
    for (std::size_t i = 0; i < m_platform.links.size(); ++i) {
        const Link &l = m_platform.links[i];
        x.links.emplace(m_linkKeys[i], static_cast<int>(i));
        x.linksAt[l.from].push_back(m_linkKeys[i]);
        if (l.to != l.from)
            x.linksAt[l.to].push_back(m_linkKeys[i]);
    }
    x.valid = true;
    return x;
}

int PlatformDocument::processorIndex(const QString &id) const
{
    const auto &m = index().processors;
    const auto it = m.find(str(id));
    return it == m.end() ? -1 : it->second;
}

int PlatformDocument::routerIndex(const QString &id) const
{
    const auto &m = index().routers;
    const auto it = m.find(str(id));
    return it == m.end() ? -1 : it->second;
}

const std::vector<int> &PlatformDocument::linkKeysAt(const QString &id) const
{
    static const std::vector<int> none;
    const auto &m = index().linksAt;
    const auto it = m.find(str(id));
    return it == m.end() ? none : it->second;
}

std::optional<QPointF> PlatformDocument::nodePosition(const QString &id) const
{
    std::optional<double> x, y;
    if (const int i = processorIndex(id); i >= 0) {
        x = m_platform.processors[i].x;
        y = m_platform.processors[i].y;
    } else if (const int r = routerIndex(id); r >= 0) {
        x = m_platform.routers[r].x;
        y = m_platform.routers[r].y;
    }
    if (!x || !y)
        return std::nullopt;
    return QPointF(*x, *y);
}

int PlatformDocument::linkIndex(int key) const
{
    const auto &m = index().links;
    const auto it = m.find(key);
    return it == m.end() ? -1 : it->second;
}

const Link *PlatformDocument::link(int key) const
{
    const int i = linkIndex(key);
    return i < 0 ? nullptr : &m_platform.links[i];
}

QString PlatformDocument::freshId(const QString &prefix) const
{
    for (int k = 1;; ++k) {
        const QString id = prefix + QString::number(k);
        if (!m_platform.hasNode(str(id)))
            return id;
    }
}

// ---------------------------------------------------------------- edits

QString PlatformDocument::addProcessor(QPointF pos, double speed, double memory)
{
    Processor p;
    const QString id = freshId(QStringLiteral("P"));
    p.id = str(id);
    p.speed = speed;
    p.memory = memory;
    p.x = pos.x();
    p.y = pos.y();
    const int index = static_cast<int>(m_platform.processors.size());
    m_undo.push(new DocumentCommand(tr("Add processor %1").arg(id),
        [this, index, p] { applyInsertProcessor(index, p); },
        [this, id] { applyRemoveProcessor(id); }));
    return id;
}

QString PlatformDocument::addRouter(QPointF pos)
{
    Router r;
    const QString id = freshId(QStringLiteral("R"));
    r.id = str(id);
    r.x = pos.x();
    r.y = pos.y();
    const int index = static_cast<int>(m_platform.routers.size());
    m_undo.push(new DocumentCommand(tr("Add router %1").arg(id),
        [this, index, r] { applyInsertRouter(index, r); },
        [this, id] { applyRemoveRouter(id); }));
    return id;
}

int PlatformDocument::addLink(const QString &from, const QString &to, double bandwidth, double latency)
{
    if (from == to || nodeKind(from) == NodeKind::None || nodeKind(to) == NodeKind::None)
        return -1;
    Link l;
    l.from = str(from);
    l.to = str(to);
    l.bandwidth = bandwidth;
    l.latency = latency;
    const int key = takeLinkKey();
    const int index = static_cast<int>(m_platform.links.size());
    m_undo.push(new DocumentCommand(tr("Connect %1 and %2").arg(from, to),
        [this, index, key, l] { applyInsertLink(index, key, l); },
        [this, key] { applyRemoveLink(key); }));
    return key;
}

void PlatformDocument::removeLink(int key)
{
    const int index = linkIndex(key);
    if (index < 0)
        return;
    const Link l = m_platform.links[index];
    m_undo.push(new DocumentCommand(tr("Delete link %1 – %2")
                                        .arg(QString::fromStdString(l.from), QString::fromStdString(l.to)),
        [this, key] { applyRemoveLink(key); },
        [this, index, key, l] { applyInsertLink(index, key, l); }));
}

void PlatformDocument::removeNode(const QString &id)
{
    const NodeKind kind = nodeKind(id);
    if (kind == NodeKind::None)
        return;
    m_undo.beginMacro(tr("Delete %1").arg(id));
    // Links first, from the last so that each one's index stays right when undone in reverse.
    const std::string s = str(id);
    for (int i = static_cast<int>(m_platform.links.size()) - 1; i >= 0; --i) {
        const Link &l = m_platform.links[i];
        if (l.from == s || l.to == s)
            removeLink(m_linkKeys[i]);
    }
    if (m_platform.master == s)
        setMaster({}, false);
    if (kind == NodeKind::Processor) {
        const int index = processorIndex(id);
        const Processor p = m_platform.processors[index];
        m_undo.push(new DocumentCommand(tr("Delete %1").arg(id),
            [this, id] { applyRemoveProcessor(id); },
            [this, index, p] { applyInsertProcessor(index, p); }));
    } else {
        const int index = routerIndex(id);
        const Router r = m_platform.routers[index];
        m_undo.push(new DocumentCommand(tr("Delete %1").arg(id),
            [this, id] { applyRemoveRouter(id); },
            [this, index, r] { applyInsertRouter(index, r); }));
    }
    m_undo.endMacro();
}

void PlatformDocument::moveNode(const QString &id, QPointF pos)
{
    if (nodeKind(id) == NodeKind::None)
        return;
    const std::optional<QPointF> old = nodePosition(id);
    if (old && *old == pos)
        return;
    m_undo.push(new DocumentCommand(tr("Move %1").arg(id),
        [this, id, pos] { applySetPosition(id, pos); },
        [this, id, old] {
            if (old) {
                applySetPosition(id, *old);
            } else if (const int i = processorIndex(id); i >= 0) {
                Processor p = m_platform.processors[i];
                p.x.reset();
                p.y.reset();
                applySetProcessor(id, p);
            } else if (const int r = routerIndex(id); r >= 0) {
                Router rr = m_platform.routers[r];
                rr.x.reset();
                rr.y.reset();
                applySetRouter(id, rr);
            }
        },
        QStringLiteral("move ") + id));
}

void PlatformDocument::setProcessor(const QString &id, const Processor &value, const QString &what)
{
    const int index = processorIndex(id);
    if (index < 0 || m_platform.processors[index] == value || value.id != str(id))
        return;
    const Processor old = m_platform.processors[index];
    m_undo.push(new DocumentCommand(tr("Change %1 of %2").arg(what, id),
        [this, id, value] { applySetProcessor(id, value); },
        [this, id, old] { applySetProcessor(id, old); }));
}

void PlatformDocument::setLink(int key, const Link &value, const QString &what)
{
    const int index = linkIndex(key);
    if (index < 0 || m_platform.links[index] == value)
        return;
    const Link old = m_platform.links[index];
    m_undo.push(new DocumentCommand(tr("Change %1 of link %2 – %3")
                                        .arg(what, QString::fromStdString(old.from), QString::fromStdString(old.to)),
        [this, key, value] { applySetLink(key, value); },
        [this, key, old] { applySetLink(key, old); }));
}

void PlatformDocument::setMaster(const QString &id, bool computes)
{
    const std::string oldMaster = m_platform.master;
    const bool oldComputes = m_platform.masterComputes;
    const std::string master = str(id);
    if (master == oldMaster && computes == oldComputes)
        return;
    m_undo.push(new DocumentCommand(id.isEmpty() ? tr("Clear master") : tr("Set master %1").arg(id),
        [this, master, computes] { applySetPlatformAttributes(m_platform.name, master, computes); },
        [this, oldMaster, oldComputes] { applySetPlatformAttributes(m_platform.name, oldMaster, oldComputes); }));
}

void PlatformDocument::setPlatformName(const QString &name)
{
    const std::string value = str(name), old = m_platform.name;
    if (value == old)
        return;
    m_undo.push(new DocumentCommand(tr("Rename platform"),
        [this, value] { applySetPlatformAttributes(value, m_platform.master, m_platform.masterComputes); },
        [this, old] { applySetPlatformAttributes(old, m_platform.master, m_platform.masterComputes); }));
}

void PlatformDocument::applyLayout(const std::vector<std::pair<QString, QPointF>> &positions, const QString &text)
{
    m_undo.beginMacro(text.isEmpty() ? tr("Arrange nodes") : text);
    for (const auto &[id, pos] : positions) {
        moveNode(id, pos); // merge keys differ by node, so each node keeps its own undo
    }
    m_undo.endMacro();
}

void PlatformDocument::moveNodes(const std::vector<std::pair<QString, QPointF>> &positions, const QString &text)
{
    m_undo.beginMacro(text);
    for (const auto &[id, pos] : positions)
        moveNode(id, pos);
    m_undo.endMacro();
}

Platform PlatformDocument::fragment(const QStringList &ids,
                                    const std::vector<std::pair<QString, QPointF>> &positions) const
{
    Platform out;
    out.name = m_platform.name;
    out.units = m_platform.units;
    std::set<std::string> kept;
    const auto place = [&positions](const std::string &id, std::optional<double> &x, std::optional<double> &y) {
        if (x && y)
            return;
        for (const auto &[pid, pos] : positions)
            if (pid.toStdString() == id) {
                x = pos.x();
                y = pos.y();
            }
    };
    for (const Processor &p : m_platform.processors)
        if (ids.contains(QString::fromStdString(p.id))) {
            out.processors.push_back(p);
            place(p.id, out.processors.back().x, out.processors.back().y);
            kept.insert(p.id);
        }
    for (const Router &r : m_platform.routers)
        if (ids.contains(QString::fromStdString(r.id))) {
            out.routers.push_back(r);
            place(r.id, out.routers.back().x, out.routers.back().y);
            kept.insert(r.id);
        }
    for (const Link &l : m_platform.links)
        if (kept.count(l.from) && kept.count(l.to))
            out.links.push_back(l);
    return out;
}

QStringList PlatformDocument::paste(const Platform &fragment, QPointF offset)
{
    QStringList added;
    if (fragment.processors.empty() && fragment.routers.empty())
        return added;
    std::map<std::string, std::string> renamed;
    const auto shift = [offset](std::optional<double> &x, std::optional<double> &y) {
        if (x && y) {
            *x += offset.x();
            *y += offset.y();
        }
    };
    m_undo.beginMacro(tr("Paste %n node(s)", nullptr, static_cast<int>(fragment.processors.size() + fragment.routers.size())));
    for (Processor p : fragment.processors) {
        const QString id = freshId(QStringLiteral("P"));
        renamed[p.id] = str(id);
        p.id = str(id);
        shift(p.x, p.y);
        const int index = static_cast<int>(m_platform.processors.size());
        m_undo.push(new DocumentCommand(tr("Add processor %1").arg(id),
            [this, index, p] { applyInsertProcessor(index, p); },
            [this, id] { applyRemoveProcessor(id); }));
        added << id;
    }
    for (Router r : fragment.routers) {
        const QString id = freshId(QStringLiteral("R"));
        renamed[r.id] = str(id);
        r.id = str(id);
        shift(r.x, r.y);
        const int index = static_cast<int>(m_platform.routers.size());
        m_undo.push(new DocumentCommand(tr("Add router %1").arg(id),
            [this, index, r] { applyInsertRouter(index, r); },
            [this, id] { applyRemoveRouter(id); }));
        added << id;
    }
    for (Link l : fragment.links) {
        if (!renamed.count(l.from) || !renamed.count(l.to))
            continue;
        l.from = renamed[l.from];
        l.to = renamed[l.to];
        const int key = takeLinkKey();
        const int index = static_cast<int>(m_platform.links.size());
        m_undo.push(new DocumentCommand(tr("Connect %1 and %2").arg(QString::fromStdString(l.from), QString::fromStdString(l.to)),
            [this, index, key, l] { applyInsertLink(index, key, l); },
            [this, key] { applyRemoveLink(key); }));
    }
    m_undo.endMacro();
    return added;
}

bool PlatformDocument::setRates(const Platform &rates, const QString &text)
{
    const auto &processors = m_platform.processors;
    const auto &links = m_platform.links;
    if (rates.processors.size() != processors.size() || rates.links.size() != links.size())
        return false;
    for (std::size_t i = 0; i < processors.size(); ++i)
        if (rates.processors[i].id != processors[i].id)
            return false;
    for (std::size_t i = 0; i < links.size(); ++i)
        if (rates.links[i].from != links[i].from || rates.links[i].to != links[i].to)
            return false;
    std::vector<std::pair<QString, Processor>> newProcessors;
    for (std::size_t i = 0; i < processors.size(); ++i)
        if (rates.processors[i].speed != processors[i].speed) {
            Processor p = processors[i];
            p.speed = rates.processors[i].speed;
            newProcessors.emplace_back(QString::fromStdString(p.id), p);
        }
    std::vector<std::pair<int, Link>> newLinks;
    for (std::size_t i = 0; i < links.size(); ++i)
        if (rates.links[i].bandwidth != links[i].bandwidth || rates.links[i].latency != links[i].latency) {
            Link l = links[i];
            l.bandwidth = rates.links[i].bandwidth;
            l.latency = rates.links[i].latency;
            newLinks.emplace_back(m_linkKeys[i], l);
        }
    if (newProcessors.empty() && newLinks.empty())
        return true;
    m_undo.beginMacro(text);
    for (const auto &[id, p] : newProcessors)
        setProcessor(id, p, tr("speed"));
    for (const auto &[key, l] : newLinks)
        setLink(key, l, tr("bandwidth"));
    m_undo.endMacro();
    return true;
}

// ---------------------------------------------------------------- raw changes

void PlatformDocument::applyInsertProcessor(int index, const Processor &p)
{
    auto &v = m_platform.processors;
    v.insert(v.begin() + std::clamp(index, 0, static_cast<int>(v.size())), p);
    dropIndex();
    emit nodeAdded(QString::fromStdString(p.id));
    emit platformChanged();
}

void PlatformDocument::applyRemoveProcessor(const QString &id)
{
    const int index = processorIndex(id);
    if (index < 0)
        return;
    m_platform.processors.erase(m_platform.processors.begin() + index);
    dropIndex();
    emit nodeRemoved(id);
    emit platformChanged();
}

void PlatformDocument::applyInsertRouter(int index, const Router &r)
{
    auto &v = m_platform.routers;
    v.insert(v.begin() + std::clamp(index, 0, static_cast<int>(v.size())), r);
    dropIndex();
    emit nodeAdded(QString::fromStdString(r.id));
    emit platformChanged();
}

void PlatformDocument::applyRemoveRouter(const QString &id)
{
    const int index = routerIndex(id);
    if (index < 0)
        return;
    m_platform.routers.erase(m_platform.routers.begin() + index);
    dropIndex();
    emit nodeRemoved(id);
    emit platformChanged();
}

void PlatformDocument::applyInsertLink(int index, int key, const Link &l)
{
    const int at = std::clamp(index, 0, static_cast<int>(m_platform.links.size()));
    m_platform.links.insert(m_platform.links.begin() + at, l);
    m_linkKeys.insert(m_linkKeys.begin() + at, key);
    dropIndex();
    emit linkAdded(key);
    emit platformChanged();
}

void PlatformDocument::applyRemoveLink(int key)
{
    const int index = linkIndex(key);
    if (index < 0)
        return;
    m_platform.links.erase(m_platform.links.begin() + index);
    m_linkKeys.erase(m_linkKeys.begin() + index);
    dropIndex();
    emit linkRemoved(key);
    emit platformChanged();
}

void PlatformDocument::applySetProcessor(const QString &id, const Processor &p)
{
    const int index = processorIndex(id);
    if (index < 0)
        return;
    if (m_platform.processors[index].id != p.id)
        dropIndex();
    m_platform.processors[index] = p;
    emit nodeChanged(id);
    emit platformChanged();
}

void PlatformDocument::applySetRouter(const QString &id, const Router &r)
{
    const int index = routerIndex(id);
    if (index < 0)
        return;
    if (m_platform.routers[index].id != r.id)
        dropIndex();
    m_platform.routers[index] = r;
    emit nodeChanged(id);
    emit platformChanged();
}

void PlatformDocument::applySetLink(int key, const Link &l)
{
    const int index = linkIndex(key);
    if (index < 0)
        return;
    if (m_platform.links[index].from != l.from || m_platform.links[index].to != l.to)
        dropIndex();
    m_platform.links[index] = l;
    emit linkChanged(key);
    emit platformChanged();
}

void PlatformDocument::applySetPosition(const QString &id, QPointF pos)
{
    if (const int i = processorIndex(id); i >= 0) {
        m_platform.processors[i].x = pos.x();
        m_platform.processors[i].y = pos.y();
    } else if (const int r = routerIndex(id); r >= 0) {
        m_platform.routers[r].x = pos.x();
        m_platform.routers[r].y = pos.y();
    } else {
        return;
    }
    emit nodeChanged(id);
    emit platformChanged();
}

void PlatformDocument::applySetPlatformAttributes(const std::string &name, const std::string &master,
                                                  bool computes)
{
    const std::string oldMaster = m_platform.master;
    m_platform.name = name;
    m_platform.master = master;
    m_platform.masterComputes = computes;
    emit platformAttributesChanged();
    // The master is drawn differently: tell the items of the old and the new one.
    if (!oldMaster.empty())
        emit nodeChanged(QString::fromStdString(oldMaster));
    if (!master.empty() && master != oldMaster)
        emit nodeChanged(QString::fromStdString(master));
    emit platformChanged();
}

} // namespace partita::views
