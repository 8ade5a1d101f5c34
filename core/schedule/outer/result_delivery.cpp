#include "schedule/outer/result_delivery.h"

#include <algorithm>
#include <stdexcept>

namespace partita {

const std::vector<std::string> &resultDeliveryNames()
{
    static const std::vector<std::string> names{"gathered", "distributed"};
    return names;
}

std::string toString(ResultDelivery delivery)
{
    return resultDeliveryNames()[delivery == ResultDelivery::Gathered ? 0 : 1];
}

std::optional<ResultDelivery> parseResultDelivery(std::string_view name)
{
    if (name == "gathered")
        return ResultDelivery::Gathered;
    if (name == "distributed")
        return ResultDelivery::Distributed;
    return std::nullopt;
}

namespace {

// The id of node `index` (processors first, then routers).
const std::string &nodeId(const Platform &p, int index)
{
    const auto i = static_cast<std::size_t>(index);
    if (i < p.processors.size())
        return p.processors[i].id;
    if (i - p.processors.size() < p.routers.size())
        return p.routers[i - p.processors.size()].id;
    throw std::out_of_range("no node " + std::to_string(index) + " in the platform view");
}

int nodeIndex(const Platform &p, const std::string &id)
{
    for (std::size_t i = 0; i < p.processors.size(); ++i)
        if (p.processors[i].id == id)
            return static_cast<int>(i);
    for (std::size_t i = 0; i < p.routers.size(); ++i)
        if (p.routers[i].id == id)
            return static_cast<int>(p.processors.size() + i);
    return -1;
}

} // namespace

bool oneHost(const Platform &platform)
{
    if (platform.processors.empty() || platform.processors.front().host.empty())
        return false;
    return std::all_of(platform.processors.begin(), platform.processors.end(),
                       [&](const Processor &p) { return p.host == platform.processors.front().host; });
}

int memoryNode(sim::ScheduledRun &run, int node)
{
    Platform &p = run.platform;
    const std::string &id = nodeId(p, node);
    const std::string memory = id + " memory";
    if (const int at = nodeIndex(p, memory); at >= 0)
        return at;
    double rate = 0;
    for (const auto &l : p.links)
        if ((l.from == id || (l.bidirectional && l.to == id)) && l.bandwidth > rate)
            rate = l.bandwidth;
    if (rate <= 0)
        return -1;
    p.routers.push_back({memory, {}, {}});
    Link l;
    l.name = id + " memory copy";
    l.from = id;
    l.to = memory;
    l.bandwidth = rate;
    l.latency = 0;
    l.bidirectional = false;
    l.sharing = Sharing::Backbone;
    p.links.push_back(std::move(l));
    return static_cast<int>(p.processors.size() + p.routers.size()) - 1;
}

void addReturnLinks(sim::ScheduledRun &run, const Platform &platform)
{
    Platform &p = run.platform;
    const auto has = [&](const std::string &from, const std::string &to) {
        return std::any_of(p.links.begin(), p.links.end(), [&](const Link &l) {
            return (l.from == from && l.to == to) || (l.bidirectional && l.from == to && l.to == from);
        });
    };
    const auto known = [&](const std::string &id) {
        return std::any_of(p.processors.begin(), p.processors.end(), [&](const Processor &x) { return x.id == id; })
            || std::any_of(p.routers.begin(), p.routers.end(), [&](const Router &x) { return x.id == id; });
    };
    std::vector<Link> added;
    for (const auto &l : p.links)
        if (!l.bidirectional && !l.to.ends_with(" memory") && !has(l.to, l.from)) {
            Link r = l;
            r.name = l.to + "→" + l.from;
            std::swap(r.from, r.to);
            added.push_back(std::move(r));
        }
    p.links.insert(p.links.end(), added.begin(), added.end());
    for (const auto &l : platform.links)
        if (known(l.from) && known(l.to) && !has(l.from, l.to) && !(l.bidirectional && has(l.to, l.from)))
            p.links.push_back(l);
}

std::vector<int> lastComputations(const sim::Schedule &schedule, int nodes)
{
    std::vector<int> last(static_cast<std::size_t>(std::max(nodes, 0)), -1);
    for (std::size_t i = 0; i < schedule.activities.size(); ++i) {
        const auto &a = schedule.activities[i];
        if (a.kind == sim::Activity::Kind::Compute && a.node >= 0 && a.node < nodes)
            last[static_cast<std::size_t>(a.node)] = static_cast<int>(i);
    }
    return last;
}

int appendGather(sim::ScheduledRun &run, int master, const std::vector<GatheredPiece> &pieces, int masterReady,
                 int step, bool copies)
{
    addReturnLinks(run, run.platform);
    const int memory = copies ? memoryNode(run, master) : -1;
    auto &s = run.schedule;
    const int nodes = static_cast<int>(run.platform.processors.size() + run.platform.routers.size());
    const auto last = lastComputations(s, nodes);
    int previous = masterReady;
    for (const auto &[node, elements, placed] : pieces) {
        if (node == master || elements <= 0)
            continue;
        std::vector<int> after;
        if (previous >= 0)
            after.push_back(previous);
        if (last[static_cast<std::size_t>(node)] >= 0)
            after.push_back(last[static_cast<std::size_t>(node)]);
        previous = s.transfer(node, master, elements, after, step, "C");
        if (memory >= 0 && placed)
            previous = s.transfer(master, memory, elements, {previous}, step, "C placed");
    }
    return previous;
}

int appendReduction(sim::ScheduledRun &run, const Platform &platform, const std::vector<int> &members,
                    double elements, int step, bool copies)
{
    if (members.empty())
        return -1;
    auto &s = run.schedule;
    addReturnLinks(run, platform);
    const int nodes = static_cast<int>(run.platform.processors.size() + run.platform.routers.size());
    // ready[j]: the last activity of member j (its last computation, then its last addition).
    std::vector<int> ready;
    {
        const auto last = lastComputations(s, nodes);
        for (int m : members)
            ready.push_back(last[static_cast<std::size_t>(m)]);
    }
    const std::size_t count = members.size();
    for (std::size_t stride = 1; stride < count; stride *= 2)
        for (std::size_t j = stride; j < count; j += 2 * stride) {
            const std::size_t to = j - stride;
            const int from = members[j], dest = members[to];
            std::vector<int> after;
            if (ready[j] >= 0)
                after.push_back(ready[j]);
            if (ready[to] >= 0)
                after.push_back(ready[to]);
            int t = s.transfer(from, dest, elements, after, step, "partial C");
            if (const int memory = copies ? memoryNode(run, dest) : -1; memory >= 0)
                t = s.transfer(dest, memory, elements, {t}, step, "C += partial C");
            ready[to] = t;
        }
    return ready.front();
}

} // namespace partita
