#include "io/simgrid_cluster.h"

#include "model/error.h"
#include "model/reason.h"

#include <algorithm>
#include <charconv>
#include <numeric>
#include <stdexcept>

namespace partita {
namespace {

// A refusal of the spec: its reason names the cluster as the SimGrid reader names it ("cluster
// 'c'"), its first parameter, so that the reader passes it on as it is.
[[noreturn]] void refuse(const SimGridClusterSpec &spec, ReasonKind kind, std::vector<ReasonArg> more)
{
    Reason r{kind, {{"cluster '" + spec.id + "'"}}};
    r.args.insert(r.args.end(), more.begin(), more.end());
    throw ReasonedError<std::invalid_argument>(std::move(r));
}

// Whole numbers >= 1 separated by `separator`, as topo_parameters lists them; `what` is one of
// reasonWords() ("TORUS topo_parameters").
std::vector<unsigned> counts(const SimGridClusterSpec &spec, const std::string &text, char separator,
                             const std::string &what)
{
    std::vector<unsigned> out;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t end = std::min(text.find(separator, at), text.size());
        unsigned v = 0;
        const char *first = text.data() + at, *last = text.data() + end;
        const auto [ptr, ec] = std::from_chars(first, last, v);
        if (ec != std::errc() || ptr != last || v == 0 || v > kMaxClusterHosts)
            refuse(spec, ReasonKind::ClusterCounts, {word(what), {std::to_string(kMaxClusterHosts)}, {text}});
        out.push_back(v);
        at = end + 1;
    }
    return out;
}

std::vector<std::string> split(const std::string &text, char separator)
{
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t end = std::min(text.find(separator, at), text.size());
        out.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    return out;
}

// Links other than FLAT's are created by SimGrid without a sharing policy of their own: shared,
// or one per direction when the cluster's policy is SPLITDUPLEX.
Sharing topologySharing(Sharing s)
{
    return s == Sharing::SplitDuplex ? Sharing::SplitDuplex : Sharing::Shared;
}

} // namespace

SimGridCluster::SimGridCluster(const SimGridClusterSpec &spec, SimGridClusterCounters &counters)
    : m_topology(spec.topology), m_sharing(spec.sharing)
{
    if (spec.topology == "FLAT")
        flat(spec);
    else if (spec.topology == "TORUS")
        torus(spec);
    else if (spec.topology == "FAT_TREE")
        fatTree(spec, counters);
    else if (spec.topology == "DRAGONFLY")
        dragonfly(spec, counters);
    else
        refuse(spec, ReasonKind::ClusterTopology, {{spec.topology}});
    for (std::size_t i = 0; i < m_hosts.size(); ++i)
        m_hostRank.emplace(m_hosts[i], i);
}

bool SimGridCluster::contains(const std::string &node) const
{
    return m_hostRank.contains(node) || std::find(m_routers.begin(), m_routers.end(), node) != m_routers.end();
}

std::size_t SimGridCluster::addLink(const std::string &id, double bandwidth, double latency, Sharing sharing,
    const std::string &from, const std::string &to)
{
    m_links.push_back({id, bandwidth, latency, sharing, from, to});
    return m_links.size() - 1;
}

void SimGridCluster::flat(const SimGridClusterSpec &spec)
{
    m_gateway = spec.router.empty() ? spec.prefix + spec.id + "_router" + spec.suffix : spec.router;
    m_routers.push_back(m_gateway);
    int backbone = -1;
    if (spec.backbone) {
        m_routers.push_back(m_gateway + "_backbone");
        backbone = static_cast<int>(addLink(spec.id + "_backbone", spec.backboneBandwidth, spec.backboneLatency,
            spec.backboneSharing, m_gateway, m_routers.back()));
    }
    for (const long long radical : spec.radicals) {
        const std::string host = spec.prefix + std::to_string(radical) + spec.suffix;
        const std::string linkId = spec.id + "_link_" + std::to_string(radical);
        m_hosts.push_back(host);
        std::vector<SimGridHop> up, down;
        int limiter = -1;
        if (spec.limiter > 0) {
            m_routers.push_back(linkId + "_limiter");
            limiter = static_cast<int>(addLink(linkId + "_limiter", spec.limiter, 0, Sharing::Shared, host, m_routers.back()));
            up.push_back({static_cast<std::size_t>(limiter), false});
        }
        m_limiters.push_back(limiter);
        const std::size_t link = addLink(linkId, spec.bandwidth, spec.latency, spec.sharing, host, m_gateway);
        up.push_back({link, false});
        if (backbone >= 0)
            up.push_back({static_cast<std::size_t>(backbone), false});
        // SimGrid's StarZone: the way down is the way up reversed, each link crossed the other way.
        for (auto it = up.rbegin(); it != up.rend(); ++it)
            down.push_back({it->link, !it->down});
        m_up.push_back(std::move(up));
        m_down.push_back(std::move(down));
    }
}

void SimGridCluster::torus(const SimGridClusterSpec &spec)
{
    for (const unsigned d : counts(spec, spec.parameters, ',', "TORUS topo_parameters"))
        m_dims.push_back(d);
    const unsigned long total
        = std::accumulate(m_dims.begin(), m_dims.end(), 1UL, [](unsigned long a, unsigned long b) {
              return a * b > kMaxClusterHosts ? kMaxClusterHosts + 1 : a * b;
          });
    if (total > kMaxClusterHosts)
        refuse(spec, ReasonKind::XmlTooManyHosts, {{std::to_string(kMaxClusterHosts)}});
    if (spec.radicals.size() < total)
        refuse(spec, ReasonKind::ClusterRadicalCount,
               {{spec.parameters}, {std::to_string(total)}, {std::to_string(spec.radicals.size())}});
    for (unsigned long rank = 0; rank < total; ++rank)
        m_hosts.push_back(spec.prefix + std::to_string(spec.radicals[rank]) + spec.suffix);
    const Sharing sharing = topologySharing(spec.sharing);
    for (unsigned long rank = 0; rank < total; ++rank) {
        // A limiter: a shared link without latency that every message leaving or reaching the
        // rank crosses; Partita gives it a router of its own at the far end, named after it.
        m_limiters.push_back(-1);
        if (spec.limiter > 0) {
            const std::string id = spec.id + "_link_" + std::to_string(rank) + "_limiter";
            m_routers.push_back(id);
            m_limiters.back() = static_cast<int>(addLink(id, spec.limiter, 0, Sharing::Shared, m_hosts[rank], id));
        }
        std::vector<int> links;
        unsigned long product = 1;
        for (const unsigned long d : m_dims) {
            // The next rank in this dimension, wrapping around; SimGrid names the link after
            // both ranks (radicals are not used).
            const unsigned long next = (rank / product) % d == d - 1 ? rank - (d - 1) * product : rank + product;
            if (next == rank)
                links.push_back(-1); // a dimension of 1: SimGrid's link joins a rank to itself, and no route takes it
            else
                links.push_back(static_cast<int>(addLink(spec.id + "_link_from_" + std::to_string(rank) + "_to_"
                        + std::to_string(next),
                    spec.bandwidth, spec.latency, sharing, m_hosts[rank], m_hosts[next])));
            product *= d;
        }
        m_torusLinks.push_back(std::move(links));
    }
}

// SimGrid 3.32's TorusZone::get_local_route: dimension by dimension; the way round is chosen from
// the source's coordinate and the destination's, the limiter of each sending rank is crossed
// before its hop and the destination's at the end.
std::vector<SimGridHop> SimGridCluster::torusRoute(std::size_t src, std::size_t dst) const
{
    std::vector<SimGridHop> route;
    const std::size_t n = m_dims.size();
    std::vector<unsigned long> mine(n), target(n);
    unsigned long product = 1;
    for (std::size_t i = 0; i < n; ++i) {
        mine[i] = (src / product) % m_dims[i];
        target[i] = (dst / product) % m_dims[i];
        product *= m_dims[i];
    }
    unsigned long current = src;
    while (current != dst) {
        unsigned long next = current;
        SimGridHop hop;
        product = 1;
        for (std::size_t j = 0; j < n; ++j) {
            const unsigned long d = m_dims[j];
            if ((current / product) % d != (dst / product) % d) {
                const bool right = (target[j] > mine[j] && target[j] <= mine[j] + d / 2)
                                || (mine[j] > d / 2 && (mine[j] + d / 2) % d >= target[j]);
                if (right) {
                    next = (current / product) % d == d - 1 ? current + product - product * d : current + product;
                    hop = {static_cast<std::size_t>(m_torusLinks[current][j]), false};
                } else {
                    next = (current / product) % d == 0 ? current - product + product * d : current - product;
                    hop = {static_cast<std::size_t>(m_torusLinks[next][j]), true};
                }
                break;
            }
            product *= d;
        }
        if (m_limiters[current] >= 0)
            route.push_back({static_cast<std::size_t>(m_limiters[current]), false});
        route.push_back(hop);
        current = next;
    }
    if (m_limiters[dst] >= 0)
        route.push_back({static_cast<std::size_t>(m_limiters[dst]), false});
    return route;
}

void SimGridCluster::fatTree(const SimGridClusterSpec &spec, SimGridClusterCounters &counters)
{
    const std::vector<std::string> parts = split(spec.parameters, ';');
    if (parts.size() != 4)
        refuse(spec, ReasonKind::FatTreeParameters, {{spec.parameters}});
    const std::vector<unsigned> levelsList = counts(spec, parts[0], ',', "the number of levels");
    if (levelsList.size() != 1)
        refuse(spec, ReasonKind::FatTreeLevels, {{parts[0]}});
    const unsigned levels = levelsList.front();
    m_children = counts(spec, parts[1], ',', "FAT_TREE children counts");
    m_parents = counts(spec, parts[2], ',', "FAT_TREE parent counts");
    m_ports = counts(spec, parts[3], ',', "FAT_TREE link counts");
    if (m_children.size() != levels || m_parents.size() != levels || m_ports.size() != levels)
        refuse(spec, ReasonKind::FatTreeLevelCounts, {{std::to_string(levels)}, {spec.parameters}});
    // Hosts, then the switches of each level (SimGrid's FatTreeZone::generate_switches).
    std::vector<unsigned long long> byLevel(levels + 1, 1);
    for (unsigned i = 0; i < levels; ++i)
        byLevel[0] *= m_children[i];
    for (unsigned i = 0; i < levels; ++i) {
        for (unsigned j = 0; j <= i; ++j)
            byLevel[i + 1] *= m_parents[j];
        for (unsigned j = i + 1; j < levels; ++j)
            byLevel[i + 1] *= m_children[j];
    }
    unsigned long long nodes = 0;
    for (const auto b : byLevel)
        nodes += b;
    if (byLevel[0] > kMaxClusterHosts || nodes > 10 * kMaxClusterHosts)
        refuse(spec, ReasonKind::XmlTooManyHosts, {{std::to_string(kMaxClusterHosts)}});
    if (spec.radicals.size() != byLevel[0])
        refuse(spec, ReasonKind::ClusterRadicalCount,
               {{spec.parameters}, {std::to_string(byLevel[0])}, {std::to_string(spec.radicals.size())}});
    const Sharing sharing = topologySharing(spec.sharing);
    const auto limiter = [&](const std::string &node, long long number) {
        if (spec.limiter <= 0)
            return -1;
        const std::string id = spec.id + "_link_" + std::to_string(number) + "_limiter";
        m_routers.push_back(id);
        return static_cast<int>(addLink(id, spec.limiter, 0, Sharing::Shared, node, id));
    };
    const auto hostCount = static_cast<long long>(byLevel[0]);
    for (long long i = 0; i < hostCount; ++i) {
        m_hosts.push_back(spec.prefix + std::to_string(spec.radicals[static_cast<std::size_t>(i)]) + spec.suffix);
        FatTreeNode node;
        node.id = i;
        node.position = counters.fatTreePositions++;
        node.limiter = limiter(m_hosts.back(), i);
        m_limiters.push_back(node.limiter);
        node.parents.assign(static_cast<std::size_t>(m_parents[0]) * m_ports[0], -1);
        node.label.assign(levels, 0);
        m_tree.push_back(std::move(node));
    }
    std::vector<std::string> names(m_hosts);
    long long k = 2 * hostCount;
    for (unsigned i = 0; i < levels; ++i)
        for (unsigned long long j = 0; j < byLevel[i + 1]; ++j) {
            --k;
            FatTreeNode node;
            node.id = k;
            node.level = i + 1;
            node.position = static_cast<long long>(j);
            names.push_back(spec.id + "_switch_" + std::to_string(k));
            m_routers.push_back(names.back());
            node.limiter = limiter(names.back(), k);
            node.children.assign(static_cast<std::size_t>(m_children[i]) * m_ports[i], -1);
            if (i != levels - 1)
                node.parents.assign(static_cast<std::size_t>(m_parents[i + 1]) * m_ports[i + 1], -1);
            node.label.assign(levels, 0);
            m_tree.push_back(std::move(node));
        }
    // Labels: at each level an odometer whose digit j counts to the children of level j below
    // the level, to the parents of level j at or above it (FatTreeZone::generate_labels).
    std::size_t at = 0;
    for (unsigned i = 0; i <= levels; ++i) {
        std::vector<int> label(levels, 0), max(levels);
        for (unsigned j = 0; j < levels; ++j)
            max[j] = static_cast<int>(j + 1 > i ? m_children[j] : m_parents[j]);
        for (unsigned long long j = 0; j < byLevel[i]; ++j, ++at) {
            m_tree[at].label = label;
            for (unsigned pos = 0; pos < levels; ++pos) {
                if (++label[pos] < max[pos])
                    break;
                label[pos] = 0;
            }
        }
    }
    // Cables: each node to every related node of the level above, `ports` cables each
    // (FatTreeZone::connect_node_to_parents).
    std::size_t levelStart = 0;
    for (unsigned level = 0; level < levels; ++level) {
        const std::size_t parentStart = levelStart + byLevel[level];
        for (std::size_t c = levelStart; c < parentStart; ++c)
            for (std::size_t p = parentStart; p < parentStart + byLevel[level + 1]; ++p) {
                bool related = true;
                for (unsigned i = 0; i < levels && related; ++i)
                    related = m_tree[p].label[i] == m_tree[c].label[i] || i + 1 == m_tree[p].level;
                if (!related)
                    continue;
                for (unsigned j = 0; j < m_ports[level]; ++j) {
                    const std::size_t parentPort = static_cast<std::size_t>(m_tree[c].label[level]) + j * m_children[level];
                    const std::size_t childPort = static_cast<std::size_t>(m_tree[p].label[level]) + j * m_parents[level];
                    const std::size_t link = addLink("link_from_" + std::to_string(m_tree[c].id) + "_"
                            + std::to_string(m_tree[p].id) + "_" + std::to_string(counters.fatTreeLinks++),
                        spec.bandwidth, spec.latency, sharing, names[c], names[p]);
                    m_treeLinks.push_back({static_cast<int>(p), static_cast<int>(c), link});
                    const int cable = static_cast<int>(m_treeLinks.size() - 1);
                    if (parentPort >= m_tree[p].children.size() || childPort >= m_tree[c].parents.size())
                        refuse(spec, ReasonKind::FatTreeUnbuildable, {{spec.parameters}});
                    m_tree[p].children[parentPort] = cable;
                    m_tree[c].parents[childPort] = cable;
                }
            }
        levelStart = parentStart;
    }
}

bool SimGridCluster::inSubTree(const FatTreeNode &root, const FatTreeNode &node) const
{
    if (root.level <= node.level)
        return false;
    for (unsigned i = 0; i < node.level; ++i)
        if (root.label[i] != node.label[i])
            return false;
    for (std::size_t i = root.level; i < root.label.size(); ++i)
        if (root.label[i] != node.label[i])
            return false;
    return true;
}

// SimGrid 3.32's FatTreeZone::get_local_route: up by d-mod-k on the destination's position
// until a switch whose subtree holds it, then down, the cable picked from the source's position.
// A switch's limiter is crossed after leaving it upwards, and after each cable down from it.
std::vector<SimGridHop> SimGridCluster::fatTreeRoute(std::size_t src, std::size_t dst) const
{
    std::vector<SimGridHop> route;
    const FatTreeNode &source = m_tree[src], &destination = m_tree[dst];
    std::size_t current = src;
    while (!inSubTree(m_tree[current], destination)) {
        const FatTreeNode &node = m_tree[current];
        long long d = destination.position;
        for (unsigned i = 0; i < node.level; ++i)
            d /= m_parents[i];
        d %= static_cast<long long>(m_parents[node.level]) * m_ports[node.level];
        if (node.limiter >= 0)
            route.push_back({static_cast<std::size_t>(node.limiter), false});
        const int cable = node.parents[static_cast<std::size_t>(d)];
        if (cable < 0)
            throw std::invalid_argument("FAT_TREE: no route from " + m_hosts[src] + " to " + m_hosts[dst]);
        route.push_back({m_treeLinks[static_cast<std::size_t>(cable)].link, false});
        current = static_cast<std::size_t>(m_treeLinks[static_cast<std::size_t>(cable)].upper);
    }
    while (current != dst) {
        if (m_tree[current].level == 0) // a host that is not the destination: no way on
            throw std::invalid_argument("FAT_TREE: no route from " + m_hosts[src] + " to " + m_hosts[dst]);
        const std::size_t before = current;
        const long long d = source.position % m_ports[m_tree[current].level - 1];
        // As SimGrid does, the scan goes on in the node reached, with the same index.
        for (std::size_t i = static_cast<std::size_t>(d) * m_children[m_tree[current].level - 1];
             i < m_tree[current].children.size(); ++i) {
            const FatTreeNode &node = m_tree[current];
            if (i % m_children[node.level - 1] == static_cast<std::size_t>(destination.label[node.level - 1])) {
                const int cable = node.children[i];
                route.push_back({m_treeLinks[static_cast<std::size_t>(cable)].link, true});
                if (node.limiter >= 0)
                    route.push_back({static_cast<std::size_t>(node.limiter), false});
                current = static_cast<std::size_t>(m_treeLinks[static_cast<std::size_t>(cable)].lower);
                if (m_tree[current].level == 0)
                    break;
            }
        }
        if (current == before)
            throw std::invalid_argument("FAT_TREE: no route from " + m_hosts[src] + " to " + m_hosts[dst]);
    }
    if (destination.limiter >= 0)
        route.push_back({static_cast<std::size_t>(destination.limiter), false});
    return route;
}

void SimGridCluster::dragonfly(const SimGridClusterSpec &spec, SimGridClusterCounters &counters)
{
    const std::vector<std::string> parts = split(spec.parameters, ';');
    if (parts.size() != 4)
        refuse(spec, ReasonKind::DragonflyParameters, {{spec.parameters}});
    const std::vector<unsigned> g = counts(spec, parts[0], ',', "DRAGONFLY groups"),
                                c = counts(spec, parts[1], ',', "DRAGONFLY chassis"),
                                r = counts(spec, parts[2], ',', "DRAGONFLY routers"),
                                n = counts(spec, parts[3], ',', "DRAGONFLY nodes");
    if (g.size() != 2 || c.size() != 2 || r.size() != 2 || n.size() != 1)
        refuse(spec, ReasonKind::DragonflyParameters, {{spec.parameters}});
    const unsigned groups = g[0];
    m_chassis = c[0];
    m_blades = r[0];
    m_nodes = n[0];
    const unsigned long long routers = 1ULL * groups * m_chassis * m_blades, total = routers * m_nodes;
    if (total > kMaxClusterHosts)
        refuse(spec, ReasonKind::XmlTooManyHosts, {{std::to_string(kMaxClusterHosts)}});
    if (spec.radicals.size() < total)
        refuse(spec, ReasonKind::ClusterRadicalCount,
               {{spec.parameters}, {std::to_string(total)}, {std::to_string(spec.radicals.size())}});
    // SimGrid's minimal routing goes to the router of its chassis whose blade is the
    // destination group's number: it needs a blade for every group.
    if (groups > m_blades && groups > 1)
        refuse(spec, ReasonKind::DragonflyGroups, {{std::to_string(groups)}, {std::to_string(m_blades)}});
    const Sharing sharing = topologySharing(spec.sharing);
    const auto limiter = [&](const std::string &node, long long number) {
        if (spec.limiter <= 0)
            return -1;
        const std::string id = spec.id + "_link_" + std::to_string(number) + "_limiter";
        m_routers.push_back(id);
        return static_cast<int>(addLink(id, spec.limiter, 0, Sharing::Shared, node, id));
    };
    for (unsigned long long i = 0; i < total; ++i) {
        m_hosts.push_back(spec.prefix + std::to_string(spec.radicals[i]) + spec.suffix);
        m_limiters.push_back(limiter(m_hosts.back(), static_cast<long long>(i)));
    }
    // Routers' limiters are numbered down from 2 × hosts - 1 (DragonflyZone::generate_routers).
    long long number = 2 * static_cast<long long>(total);
    std::vector<std::string> names;
    for (unsigned i = 0; i < groups; ++i)
        for (unsigned j = 0; j < m_chassis; ++j)
            for (unsigned k = 0; k < m_blades; ++k) {
                DragonflyRouter router;
                router.group = i;
                router.chassis = j;
                router.blade = k;
                names.push_back(spec.id + "_router_" + std::to_string(m_dragonfly.size()));
                m_routers.push_back(names.back());
                if (spec.limiter > 0)
                    router.limiter = limiter(names.back(), --number);
                router.green.assign(m_blades, -1);
                router.greenDown.assign(m_blades, false);
                router.black.assign(m_chassis, -1);
                router.blackDown.assign(m_chassis, false);
                m_dragonfly.push_back(std::move(router));
            }
    // A link of SimGrid's: from the first router named to the second, `count` parallel cables
    // folded into one of their total bandwidth.
    const auto link = [&](const std::string &id, unsigned count, const std::string &from, const std::string &to) {
        return static_cast<int>(addLink(id + "_" + std::to_string(counters.dragonflyLinks++), spec.bandwidth * count,
            spec.latency, sharing, from, to));
    };
    for (std::size_t i = 0; i < routers; ++i)
        for (unsigned j = 0; j < m_nodes; ++j) {
            const int l = link("local_link_from_router_" + std::to_string(i) + "_to_node_" + std::to_string(j), 1,
                m_hosts[i * m_nodes + j], names[i]);
            m_dragonfly[i].local.push_back({static_cast<std::size_t>(l), false});
        }
    for (std::size_t i = 0; i < 1ULL * groups * m_chassis; ++i)
        for (unsigned j = 0; j < m_blades; ++j)
            for (unsigned k = j + 1; k < m_blades; ++k) {
                const std::size_t a = i * m_blades + j, b = i * m_blades + k;
                const int l = link("green_link_in_chassis_" + std::to_string(i % m_chassis) + "_between_routers_"
                        + std::to_string(j) + "_and_" + std::to_string(k),
                    r[1], names[a], names[b]);
                m_dragonfly[a].green[k] = l;
                m_dragonfly[b].green[j] = l;
                m_dragonfly[b].greenDown[j] = true;
            }
    for (unsigned i = 0; i < groups; ++i)
        for (unsigned j = 0; j < m_chassis; ++j)
            for (unsigned k = j + 1; k < m_chassis; ++k)
                for (unsigned l = 0; l < m_blades; ++l) {
                    const std::size_t a = (1ULL * i * m_chassis + j) * m_blades + l,
                                      b = (1ULL * i * m_chassis + k) * m_blades + l;
                    const int id = link("black_link_in_group_" + std::to_string(i) + "_between_chassis_"
                            + std::to_string(j) + "_and_" + std::to_string(k) + "_blade_" + std::to_string(l),
                        c[1], names[a], names[b]);
                    m_dragonfly[a].black[k] = id;
                    m_dragonfly[b].black[j] = id;
                    m_dragonfly[b].blackDown[j] = true;
                }
    // One router per group and per other group carries the blue link between them: router n
    // of group i (chassis 0) to group n.
    for (unsigned i = 0; i < groups; ++i)
        for (unsigned j = i + 1; j < groups; ++j) {
            const std::size_t a = 1ULL * i * m_blades * m_chassis + j, b = 1ULL * j * m_blades * m_chassis + i;
            const int l = link("blue_link_between_group_" + std::to_string(i) + "_and_" + std::to_string(j)
                    + "_routers_" + std::to_string(a) + "_and_" + std::to_string(b),
                g[1], names[a], names[b]);
            m_dragonfly[a].blue = l;
            m_dragonfly[b].blue = l;
            m_dragonfly[b].blueDown = true;
        }
}

// SimGrid 3.32's DragonflyZone::get_local_route (minimal routing): to the source's router, to
// the router of its chassis leading to the destination group, to chassis 0 of the group, across
// the blue link, then to the destination's blade and chassis; each router's limiter is crossed
// as SimGrid crosses it.
std::vector<SimGridHop> SimGridCluster::dragonflyRoute(std::size_t src, std::size_t dst) const
{
    std::vector<SimGridHop> route;
    const std::size_t perGroup = 1ULL * m_chassis * m_blades;
    const auto coords = [&](std::size_t rank) {
        struct {
            std::size_t group, chassis, blade, node;
        } c{rank / (perGroup * m_nodes), (rank % (perGroup * m_nodes)) / (1ULL * m_blades * m_nodes),
            (rank % (1ULL * m_blades * m_nodes)) / m_nodes, rank % m_nodes};
        return c;
    };
    const auto mine = coords(src), target = coords(dst);
    const std::size_t myRouter = mine.group * perGroup + mine.chassis * m_blades + mine.blade;
    const std::size_t targetRouter = target.group * perGroup + target.chassis * m_blades + target.blade;
    const auto limiterOf = [&](std::size_t router) {
        if (m_dragonfly[router].limiter >= 0)
            route.push_back({static_cast<std::size_t>(m_dragonfly[router].limiter), false});
    };
    const auto cross = [&](int link, bool down) {
        if (link < 0)
            throw std::invalid_argument("DRAGONFLY: no route from " + m_hosts[src] + " to " + m_hosts[dst]);
        route.push_back({static_cast<std::size_t>(link), down});
    };
    if (m_limiters[src] >= 0)
        route.push_back({static_cast<std::size_t>(m_limiters[src]), false});
    route.push_back(m_dragonfly[myRouter].local[mine.node]);
    std::size_t current = myRouter;
    if (targetRouter != myRouter) {
        if (m_dragonfly[targetRouter].group != m_dragonfly[current].group) {
            if (m_dragonfly[current].blade != target.group) {
                limiterOf(current);
                cross(m_dragonfly[current].green[target.group], m_dragonfly[current].greenDown[target.group]);
                current = mine.group * perGroup + mine.chassis * m_blades + target.group;
            }
            if (m_dragonfly[current].chassis != 0) {
                limiterOf(current);
                cross(m_dragonfly[current].black[0], m_dragonfly[current].blackDown[0]);
                current = mine.group * perGroup + target.group;
            }
            cross(m_dragonfly[current].blue, m_dragonfly[current].blueDown);
            limiterOf(current);
            current = target.group * perGroup + mine.group;
        }
        if (m_dragonfly[targetRouter].blade != m_dragonfly[current].blade) {
            limiterOf(current);
            cross(m_dragonfly[current].green[target.blade], m_dragonfly[current].greenDown[target.blade]);
            current = target.group * perGroup + target.blade;
        }
        if (m_dragonfly[targetRouter].chassis != m_dragonfly[current].chassis) {
            limiterOf(current);
            cross(m_dragonfly[current].black[target.chassis], m_dragonfly[current].blackDown[target.chassis]);
        }
    }
    limiterOf(targetRouter);
    route.push_back({m_dragonfly[targetRouter].local[target.node].link, true});
    if (m_limiters[dst] >= 0)
        route.push_back({static_cast<std::size_t>(m_limiters[dst]), false});
    return route;
}

std::vector<SimGridHop> SimGridCluster::route(const std::string &from, const std::string &to) const
{
    if (from == to)
        return {};
    const auto a = m_hostRank.find(from), b = m_hostRank.find(to);
    if (m_topology == "FLAT") {
        // SimGrid's StarZone: the source's links up, then the destination's links down, each link
        // once (the backbone); the router has none.
        std::vector<SimGridHop> route;
        if (a != m_hostRank.end())
            route = m_up[a->second];
        if (b != m_hostRank.end())
            for (const SimGridHop &hop : m_down[b->second])
                if (std::none_of(route.begin(), route.end(), [&](const SimGridHop &h) { return h.link == hop.link; }))
                    route.push_back(hop);
        return route;
    }
    if (a == m_hostRank.end() || b == m_hostRank.end())
        return {};
    if (m_topology == "TORUS")
        return torusRoute(a->second, b->second);
    if (m_topology == "FAT_TREE")
        return fatTreeRoute(a->second, b->second);
    return dragonflyRoute(a->second, b->second);
}

} // namespace partita
