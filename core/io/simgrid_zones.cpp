#include "io/simgrid_zones.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace partita {
namespace {

// Deeper than any platform file nests its zones: a route that recurses further loops.
constexpr int kMaxDepth = 256;

SimGridZones::Route reversed(const SimGridZones::Route &r)
{
    SimGridZones::Route back;
    back.gwSrc = r.gwDst;
    back.gwDst = r.gwSrc;
    for (auto it = r.links.rbegin(); it != r.links.rend(); ++it)
        back.links.push_back({it->link, !it->down});
    return back;
}

} // namespace

int SimGridZones::addZone(const std::string &id, int parent, Routing routing)
{
    Zone z;
    z.id = id;
    z.parent = parent;
    z.routing = routing;
    m_zones.push_back(std::move(z));
    const int index = static_cast<int>(m_zones.size() - 1);
    m_zoneIndex.emplace(id, index);
    return index;
}

void SimGridZones::setCluster(int zone, const SimGridCluster *cluster, std::vector<std::size_t> links)
{
    Zone &z = m_zones[static_cast<std::size_t>(zone)];
    z.routing = Routing::Cluster;
    z.cluster = cluster;
    z.clusterLinks = std::move(links);
}

void SimGridZones::addNode(const std::string &node, int zone)
{
    m_nodeZone.emplace(node, zone);
}

// SimGrid refuses a second route between the same two points; the first one stays.
void SimGridZones::addRoute(int zone, const std::string &src, const std::string &dst, Route route, bool symmetrical)
{
    Zone &z = m_zones[static_cast<std::size_t>(zone)];
    if (symmetrical)
        z.routes.emplace(std::pair{dst, src}, reversed(route));
    z.routes.emplace(std::pair{src, dst}, std::move(route));
}

void SimGridZones::addBypass(int zone, const std::string &src, const std::string &dst, Route route)
{
    m_zones[static_cast<std::size_t>(zone)].bypasses.emplace(std::pair{src, dst}, std::move(route));
}

void SimGridZones::setStarLinks(const std::string &node, std::vector<SimGridHop> up, std::vector<SimGridHop> down)
{
    m_star[node] = {std::move(up), std::move(down)};
}

void SimGridZones::setCoordinates(const std::string &node, const std::array<double, 3> &coordinates)
{
    m_coordinates[node] = coordinates;
}

// StarZone::get_local_route: the source's links up, then the destination's links down, a link
// met twice (a backbone on both ways, a host link used both up and down) counted once; none
// where either end has no links (SimGrid fails on such a pair itself, as on zones and routers,
// which get no links from a file). VivaldiZone adds the distance between the coordinates.
std::optional<SimGridZones::Route> SimGridZones::star(const Zone &z, const std::string &src, const std::string &dst) const
{
    const auto s = m_star.find(src), d = m_star.find(dst);
    if (s == m_star.end() || d == m_star.end() || s->second.first.empty() || d->second.second.empty())
        return std::nullopt;
    Route r;
    for (const auto *hops : {&s->second.first, &d->second.second})
        for (const SimGridHop &hop : *hops)
            if (std::none_of(r.links.begin(), r.links.end(),
                    [&](const SimGridHop &h) { return h.link == hop.link && h.down == hop.down; }))
                r.links.push_back(hop);
    if (z.routing == Routing::Vivaldi) {
        const auto a = m_coordinates.find(src), b = m_coordinates.find(dst);
        if (a == m_coordinates.end() || b == m_coordinates.end())
            return std::nullopt;
        const auto &[x1, y1, h1] = a->second;
        const auto &[x2, y2, h2] = b->second;
        r.latency = (std::sqrt((x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2)) + std::fabs(h1) + std::fabs(h2)) / 1000.0;
    }
    return r;
}

int SimGridZones::englobing(const std::string &point) const
{
    if (const auto it = m_nodeZone.find(point); it != m_nodeZone.end())
        return it->second;
    if (const auto it = m_zoneIndex.find(point); it != m_zoneIndex.end())
        return m_zones[static_cast<std::size_t>(it->second)].parent;
    return -1;
}

std::vector<int> SimGridZones::pathToRoot(int zone) const
{
    std::vector<int> path;
    for (int z = zone; z >= 0 && path.size() <= static_cast<std::size_t>(kMaxDepth); z = m_zones[static_cast<std::size_t>(z)].parent)
        path.push_back(z);
    return path;
}

std::optional<SimGridZones::Route> SimGridZones::local(int zone, const std::string &src, const std::string &dst) const
{
    const Zone &z = m_zones[static_cast<std::size_t>(zone)];
    switch (z.routing) {
    case Routing::Cluster: {
        if (!z.cluster->contains(src) || !z.cluster->contains(dst))
            return std::nullopt;
        Route r;
        try {
            for (const SimGridHop &hop : z.cluster->route(src, dst))
                r.links.push_back({z.clusterLinks[hop.link], hop.down});
        } catch (const std::invalid_argument &) {
            return std::nullopt; // SimGrid's routing finds no way (it fails on such a pair itself)
        }
        return r;
    }
    case Routing::Full:
    case Routing::Shortest:
        if (const auto it = z.routes.find({src, dst}); it != z.routes.end())
            return it->second;
        return std::nullopt;
    case Routing::Star:
    case Routing::Vivaldi:
        if (englobing(src) != zone || englobing(dst) != zone)
            return std::nullopt;
        return star(z, src, dst);
    case Routing::None: break;
    }
    return std::nullopt;
}

// NetZoneImpl::get_bypass_route: in the common zone, a bypass between the two points
// themselves, else between the zones on their ways up, the nearest ones first.
bool SimGridZones::bypass(
    int zone, const std::string &src, const std::string &dst, Route &out, int depth) const
{
    const Zone &z = m_zones[static_cast<std::size_t>(zone)];
    if (z.bypasses.empty())
        return false;
    if (englobing(src) == zone && englobing(dst) == zone) {
        const auto it = z.bypasses.find({src, dst});
        if (it == z.bypasses.end())
            return false;
        out.links.insert(out.links.end(), it->second.links.begin(), it->second.links.end());
        return true;
    }
    std::vector<int> pathSrc = pathToRoot(englobing(src)), pathDst = pathToRoot(englobing(dst));
    while (pathSrc.size() > 1 && pathDst.size() > 1 && pathSrc.back() == pathDst.back()) {
        pathSrc.pop_back();
        pathDst.pop_back();
    }
    const Route *found = nullptr;
    std::pair<std::string, std::string> key;
    const auto lookup = [&](std::size_t i, std::size_t j) {
        if (i >= pathSrc.size() || j >= pathDst.size())
            return false;
        key = {m_zones[static_cast<std::size_t>(pathSrc[i])].id, m_zones[static_cast<std::size_t>(pathDst[j])].id};
        const auto it = z.bypasses.find(key);
        if (it == z.bypasses.end())
            return false;
        found = &it->second;
        return true;
    };
    for (std::size_t max = 0, end = std::max(pathSrc.size(), pathDst.size()); max < end; ++max) {
        for (std::size_t i = 0; i < max; ++i)
            if (lookup(i, max) || lookup(max, i))
                break;
        if (found || lookup(max, max))
            break;
    }
    if (!found)
        return false;
    if (src != key.first && !global(src, found->gwSrc, out, depth + 1))
        return false;
    out.links.insert(out.links.end(), found->links.begin(), found->links.end());
    return dst == key.second || global(found->gwDst, dst, out, depth + 1);
}

bool SimGridZones::global(const std::string &src, const std::string &dst, Route &out, int depth) const
{
    if (depth > kMaxDepth)
        return false;
    const int zs = englobing(src), zd = englobing(dst);
    if (zs < 0 || zd < 0)
        return false;
    // find_common_ancestors: the first zones where the ways up to the root differ.
    int common = zs, srcAncestor = zs, dstAncestor = zd;
    if (zs != zd) {
        std::vector<int> pathSrc = pathToRoot(zs), pathDst = pathToRoot(zd);
        int parent = -1;
        while (pathSrc.size() > 1 && pathDst.size() > 1 && pathSrc.back() == pathDst.back()) {
            parent = pathSrc.back();
            pathSrc.pop_back();
            pathDst.pop_back();
        }
        srcAncestor = pathSrc.back();
        dstAncestor = pathDst.back();
        common = srcAncestor == dstAncestor ? srcAncestor : parent;
        if (common < 0)
            return false;
    }
    if (bypass(common, src, dst, out, depth))
        return true;
    if (srcAncestor == dstAncestor) {
        const auto r = local(common, src, dst);
        if (!r)
            return false;
        out.links.insert(out.links.end(), r->links.begin(), r->links.end());
        out.latency += r->latency;
        return true;
    }
    const auto r = local(common, m_zones[static_cast<std::size_t>(srcAncestor)].id, m_zones[static_cast<std::size_t>(dstAncestor)].id);
    if (!r || r->gwSrc.empty() || r->gwDst.empty())
        return false;
    if (src != r->gwSrc && !global(src, r->gwSrc, out, depth + 1))
        return false;
    out.links.insert(out.links.end(), r->links.begin(), r->links.end());
    out.latency += r->latency;
    return r->gwDst == dst || global(r->gwDst, dst, out, depth + 1);
}

std::optional<SimGridZones::Route> SimGridZones::route(const std::string &src, const std::string &dst) const
{
    Route out;
    if (!global(src, dst, out, 0))
        return std::nullopt;
    return out;
}

} // namespace partita
