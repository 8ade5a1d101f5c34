#include "schedule/ring/ring_schedule.h"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace partita::ring {

double multiplyAddsPerWorkUnit(Units units, double q)
{
    return units == Units::Blocks ? q * q * q : 1e9 / 2.0;
}

double elementsPerDataUnit(Units units, double q)
{
    return units == Units::Blocks ? q * q : 1e9 / 8.0;
}

void buildRingSchedule(const Platform &platform, const RingOptions &options, RingResult &result)
{
    Platform net;
    net.name = platform.name + " (ring paths)";
    net.units = platform.units;
    net.processors = platform.processors;
    net.routers = platform.routers;
    net.master = platform.master;
    net.masterComputes = platform.masterComputes;

    // Receive routers: member i's "from-pred" one is the end of S_pred, its "from-succ" one the
    // end of P_succ. One link ends at each, so the simulator has a single route per message.
    std::set<std::string> taken;
    for (const auto &p : platform.processors)
        taken.insert(p.id);
    for (const auto &r : platform.routers)
        taken.insert(r.id);
    auto freshRouter = [&](std::string id) {
        while (taken.count(id))
            id += "'";
        taken.insert(id);
        net.routers.push_back({id, {}, {}});
        return id;
    };
    const std::size_t r = result.ring.size();
    std::vector<std::string> fromPred, fromSucc;
    for (const auto &id : result.ring) {
        fromPred.push_back(freshRouter(id + ":from-pred"));
        fromSucc.push_back(freshRouter(id + ":from-succ"));
    }
    for (std::size_t i = 0; i < r && r >= 2; ++i)
        for (bool succ : {true, false}) {
            const RingPath *p = result.findPath(result.ring[i], succ);
            if (!p)
                throw std::logic_error("ring member " + result.ring[i] + " lacks a path");
            const std::size_t peer = succ ? (i + 1) % r : (i + r - 1) % r;
            Link l;
            l.name = p->from + ">" + p->to + (succ ? " succ" : " pred");
            l.from = p->from;
            l.to = succ ? fromPred[peer] : fromSucc[peer];
            l.bandwidth = p->bandwidth;
            l.latency = p->latency;
            l.bidirectional = false;
            l.sharing = Sharing::Shared;
            net.links.push_back(l);
        }

    const auto node = [&](const std::string &id) {
        for (std::size_t i = 0; i < platform.processors.size(); ++i)
            if (platform.processors[i].id == id)
                return static_cast<int>(i);
        throw std::logic_error("ring member " + id + " is not a processor");
    };
    // receive routers come after the platform's routers in SimPlatform's node order, two per
    // member: from-pred at 2i, from-succ at 2i + 1
    const int firstInbox = static_cast<int>(platform.processors.size() + platform.routers.size());
    const auto inbox = [&](std::size_t member, bool fromItsPred) {
        return firstInbox + static_cast<int>(2 * member) + (fromItsPred ? 0 : 1);
    };
    const double work = options.w * multiplyAddsPerWorkUnit(platform.units, options.q);
    const double boundary = options.h * elementsPerDataUnit(platform.units, options.q);

    sim::Schedule s;
    std::vector<int> comp(r, -1), toSucc(r, -1), toPred(r, -1);
    for (int t = 0; t < options.iterations; ++t) {
        std::vector<int> prevComp = comp, prevSucc = toSucc, prevPred = toPred;
        for (std::size_t i = 0; i < r; ++i) {
            const auto &id = result.ring[i];
            std::vector<int> after;
            if (t > 0) {
                if (r == 1) {
                    after = {prevComp[i]};
                } else {
                    const std::size_t pred = (i + r - 1) % r, succ = (i + 1) % r;
                    after = {prevPred[i], prevSucc[pred], prevPred[succ]};
                }
            }
            comp[i] = s.compute(node(id), result.alpha.at(id) * work, after, t, "slice of " + id);
        }
        if (r < 2)
            continue;
        for (std::size_t i = 0; i < r; ++i) {
            const std::size_t pred = (i + r - 1) % r, succ = (i + 1) % r;
            const int from = node(result.ring[i]);
            toSucc[i] = s.transfer(from, inbox(succ, true), boundary, {comp[i]}, t,
                                   "boundary " + result.ring[i] + " to " + result.ring[succ]);
            toPred[i] = s.transfer(from, inbox(pred, false), boundary, {toSucc[i]}, t,
                                   "boundary " + result.ring[i] + " to " + result.ring[pred]);
        }
    }
    result.run.schedule = std::move(s);
    result.run.platform = std::move(net);
    result.run.q = options.q;
    result.run.model = sim::CommModel{0, 0, false};
}

} // namespace partita::ring
