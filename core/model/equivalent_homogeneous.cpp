#include "model/equivalent_homogeneous.h"

#include "model/error.h"
#include "model/graph.h"

#include <algorithm>
#include <unordered_set>

namespace partita {
namespace {

// Distance between the segment router and the topmost participating node, in drawing units
// (the generator puts about 100 between neighbours).
constexpr double kSegmentSpacing = 100;

std::string quoted(const std::string &id) { return "'" + id + "'"; }

// "segment", or the first of "segment-2", "segment-3", ... that no node of the original uses.
std::string segmentId(const Platform &platform)
{
    std::unordered_set<std::string> taken;
    for (const auto &p : platform.processors)
        taken.insert(p.id);
    for (const auto &r : platform.routers)
        taken.insert(r.id);
    std::string id = "segment";
    for (int k = 2; taken.contains(id); ++k)
        id = "segment-" + std::to_string(k);
    return id;
}

// The link "node-segment" from a participating node to the segment: bandwidth s, latency ℓ/2.
Link segmentLink(const std::string &node, const std::string &segment, const EquivalentHomogeneous &eq)
{
    Link l;
    l.name = node + "-segment";
    l.from = node;
    l.to = segment;
    l.bandwidth = eq.bandwidth;
    l.latency = eq.latency / 2;
    l.bidirectional = true;
    l.sharing = Sharing::Shared;
    return l;
}

} // namespace

EquivalentHomogeneous equivalentHomogeneous(const Platform &platform)
{
    const std::vector<Processor> computing = platform.computingProcessors();
    if (computing.empty())
        throw InputError("the platform has no computing processor");
    if (!platform.master.empty() && !platform.hasNode(platform.master))
        throw InputError("master " + quoted(platform.master)
                         + " is not a processor or router of the platform");

    // Equation (3): v is the average speed of the computing processors.
    EquivalentHomogeneous out;
    double speedSum = 0, memorySum = 0;
    for (const auto &p : computing) {
        speedSum += p.speed;
        memorySum += p.memory;
    }
    const double count = static_cast<double>(computing.size());
    out.speed = speedSum / count;
    const double memory = memorySum / count;

    // Participating nodes: the computing processors, then the master if it is not one of them.
    std::vector<std::string> nodes;
    nodes.reserve(computing.size() + 1);
    for (const auto &p : computing)
        nodes.push_back(p.id);
    if (!platform.master.empty()
        && std::find(nodes.begin(), nodes.end(), platform.master) == nodes.end())
        nodes.push_back(platform.master);
    const std::size_t k = nodes.size();

    // Equation (1), pair by pair: widest routes from every participating node, then the
    // bandwidth and latency of each unordered pair averaged over its two directions.
    struct Hop {
        double bandwidth = 0;
        double latency = 0;
        bool reachable = false;
    };
    std::vector<std::vector<Hop>> hop(k, std::vector<Hop>(k));
    for (std::size_t i = 0; i < k; ++i) {
        const auto routes = platformRoutes(platform, nodes[i]);
        for (std::size_t j = 0; j < k; ++j) {
            if (j == i)
                continue;
            auto it = routes.find(nodes[j]);
            if (it != routes.end() && it->second.reachable)
                hop[i][j] = {it->second.bandwidth, it->second.latency, true};
        }
    }
    double bandwidthSum = 0, latencySum = 0;
    for (std::size_t i = 0; i < k; ++i)
        for (std::size_t j = i + 1; j < k; ++j) {
            for (const auto &[a, b] : {std::pair{i, j}, std::pair{j, i}})
                if (!hop[a][b].reachable)
                    throw InputError("nodes " + quoted(nodes[i]) + " and " + quoted(nodes[j])
                                     + " are not connected (no route from " + quoted(nodes[a])
                                     + " to " + quoted(nodes[b]) + ")");
            bandwidthSum += (hop[i][j].bandwidth + hop[j][i].bandwidth) / 2;
            latencySum += (hop[i][j].latency + hop[j][i].latency) / 2;
            ++out.pairs;
        }
    if (out.pairs > 0) {
        out.bandwidth = bandwidthSum / out.pairs;
        out.latency = latencySum / out.pairs;
    }

    // Equation (2): the same processors, same ids and order.
    Platform &eq = out.platform;
    eq.name = platform.name + " (equivalent homogeneous)";
    eq.units = platform.units;
    eq.master = platform.master;
    eq.masterComputes = platform.masterComputes;
    eq.processors = platform.processors;
    for (auto &p : eq.processors)
        if (p.id != platform.master || platform.masterComputes) {
            p.speed = out.speed;
            p.memory = memory;
        }
    for (const auto &r : platform.routers)
        if (r.id == platform.master)
            eq.routers.push_back(r);
    if (out.pairs == 0)
        return out;

    // A router master is already the switch every message of the platform's data crosses:
    // it becomes the segment, so the equivalent of a star is a homogeneous star.
    const bool routerMaster = !platform.master.empty() && !platform.findProcessor(platform.master);
    if (routerMaster) {
        for (const auto &node : nodes)
            if (node != platform.master)
                eq.links.push_back(segmentLink(node, platform.master, out));
        return out;
    }

    // Otherwise one new homogeneous segment joining every participating node.
    Router segment{segmentId(platform), std::nullopt, std::nullopt};
    double xSum = 0, yTop = 0;
    bool placed = true;
    for (std::size_t i = 0; i < k && placed; ++i) {
        std::optional<double> x, y;
        if (const Processor *p = platform.findProcessor(nodes[i])) {
            x = p->x;
            y = p->y;
        } else {
            for (const auto &r : platform.routers)
                if (r.id == nodes[i]) {
                    x = r.x;
                    y = r.y;
                }
        }
        placed = x && y;
        if (placed) {
            xSum += *x;
            yTop = i == 0 ? *y : std::min(yTop, *y);
        }
    }
    if (placed) {
        segment.x = xSum / static_cast<double>(k);
        segment.y = yTop - kSegmentSpacing;
    }
    eq.routers.push_back(segment);
    for (const auto &node : nodes)
        eq.links.push_back(segmentLink(node, segment.id, out));
    return out;
}

} // namespace partita
