// lbp-star: layer-based partition on a star in the four modes of paper 004 §4 (SCSS, SCCS,
// PCCS, PCSS): equal-finish closed forms (eq. 10-12, 18-20, 26-28, 31-33, star_closed_form.h),
// the integer adjustment of §4.5, and a sim::Schedule simulated for the integer makespan.
// O(p²) closed form (with resource selection), O(p log p) adjustment, two simulations.
#include "schedule/lbp/lbp_star.h"

#include "model/error.h"
#include "model/time_model.h"
#include "sim/block_data.h"
#include "sim/simulator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace partita {

sim::CommModel lbpCommModel(StarMode mode)
{
    const bool sequential = sequentialCommunication(mode);
    return sim::CommModel{sequential ? 1 : 0, 0, false};
}

namespace {

void checkProblem(const Problem &problem, const char *algorithm)
{
    if (problem.m < 1 || problem.k < 1 || problem.n < 1)
        throw InputError(std::string(algorithm) + ": m, k and n must be at least 1");
    if (problem.q < 1)
        throw InputError(std::string(algorithm) + ": q must be at least 1");
}

} // namespace

std::vector<StarMember> lbpStarMembers(const Platform &platform, const Problem &problem, ServiceOrder order)
{
    checkProblem(problem, "lbp-star");
    if (platform.master.empty() || !platform.hasNode(platform.master))
        throw InputError(Reason{ReasonKind::LbpStarNoMaster, {}});
    const auto &master = platform.master;
    // The master's computing neighbours, each with its widest link from the master.
    std::map<std::string, int> linkTo;
    for (std::size_t i = 0; i < platform.links.size(); ++i) {
        const auto &l = platform.links[i];
        const std::string other = l.from == master ? l.to : (l.to == master && l.bidirectional ? l.from : "");
        if (other.empty() || other == master)
            continue;
        auto it = linkTo.find(other);
        if (it == linkTo.end() || platform.links[static_cast<std::size_t>(it->second)].bandwidth < l.bandwidth)
            linkTo[other] = static_cast<int>(i);
    }
    const TimeModel tm{platform.units, static_cast<double>(problem.q)};
    std::vector<StarMember> members;
    for (const auto &p : platform.processors) {
        StarMember m;
        m.id = p.id;
        m.speed = p.speed;
        if (p.id == master) {
            if (!platform.masterComputes)
                continue;
            m.bandwidth = std::numeric_limits<double>::infinity(); // its data are already there
        } else {
            const auto it = linkTo.find(p.id);
            if (it == linkTo.end())
                continue;
            const auto &l = platform.links[static_cast<std::size_t>(it->second)];
            m.link = it->second;
            m.bandwidth = l.bandwidth;
            m.latency = l.latency;
        }
        m.times.compute = tm.compute(columnWork(problem), p.speed);
        m.times.transfer = std::isinf(m.bandwidth) ? 0.0 : tm.transfer(columnElements(problem), m.bandwidth);
        m.times.latency = m.latency;
        members.push_back(m);
    }
    if (members.empty())
        throw InputError(reason(ReasonKind::LbpStarNoNeighbour, {master}));
    if (order == ServiceOrder::Bandwidth)
        std::stable_sort(members.begin(), members.end(),
                         [](const StarMember &a, const StarMember &b) { return a.bandwidth > b.bandwidth; });
    else if (order == ServiceOrder::Speed)
        std::stable_sort(members.begin(), members.end(),
                         [](const StarMember &a, const StarMember &b) { return a.speed > b.speed; });
    return members;
}

sim::Schedule lbpStarSchedule(const Platform &platform, const Problem &problem, StarMode mode,
                              const std::vector<std::string> &ids, const std::vector<double> &k)
{
    checkProblem(problem, "lbp-star");
    if (ids.size() != k.size())
        throw std::invalid_argument("lbpStarSchedule: one k per id");
    const sim::SimPlatform pf(platform, static_cast<double>(problem.q), lbpCommModel(mode));
    const int source = pf.nodeIndex(platform.master);
    if (source < 0)
        throw InputError(Reason{ReasonKind::LbpStarNoMaster, {}});
    sim::Schedule s;
    s.blockSide = 1;
    double offset = 0;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (!(k[i] > 0))
            continue;
        const int node = pf.nodeIndex(ids[i]);
        if (node < 0)
            throw std::invalid_argument("lbpStarSchedule: unknown processor " + ids[i]);
        const std::string label = layerColumnsLabel(k[i], offset);
        // Whole columns [offset, offset + k_i) when the solution is integer; a real-valued
        // share names no columns.
        const bool whole = k[i] == std::floor(k[i]) && offset == std::floor(offset);
        const auto first = static_cast<std::int64_t>(offset), kk = static_cast<std::int64_t>(k[i]);
        const auto data = [&](bool updatesC) {
            return whole ? layerBlocks(problem, first, kk, updatesC) : sim::BlockSet{};
        };
        offset += k[i];
        sim::Activity c;
        c.kind = sim::Activity::Kind::Compute;
        c.node = node;
        c.amount = k[i] * columnWork(problem);
        c.blocks = "C += " + label;
        c.data = data(true);
        if (node != source) { // a computing master holds its columns already
            const int t = s.transfer(source, node, columnElements(problem) * k[i], {}, -1, label);
            s.activities[static_cast<std::size_t>(t)].data = data(false);
            if (simultaneousStart(mode))
                c.withStartOf = {t};
            else
                c.after = {t};
        }
        s.add(std::move(c));
    }
    return s;
}

Platform lbpStarNetwork(const Platform &platform, const std::vector<StarMember> &members)
{
    std::vector<LinkFlow> links;
    for (const auto &m : members)
        if (m.link >= 0)
            links.push_back({m.link, platform.master, m.id, 0.0});
    return dataflowPlatform(platform, links);
}

namespace {

// Finishing time of each worker's computation in a simulated schedule (0 when k_i = 0).
std::vector<double> finishTimes(const Platform &network, const Problem &problem, StarMode mode,
                                const std::vector<std::string> &ids, const std::vector<double> &k,
                                const sim::CommModel &model)
{
    const auto schedule = lbpStarSchedule(network, problem, mode, ids, k);
    const sim::SimPlatform pf(network, static_cast<double>(problem.q), model);
    const auto r = sim::simulate(pf, schedule);
    std::vector<double> f(ids.size(), 0.0);
    for (std::size_t a = 0; a < schedule.activities.size(); ++a) {
        const auto &act = schedule.activities[a];
        if (act.kind != sim::Activity::Kind::Compute)
            continue;
        for (std::size_t i = 0; i < ids.size(); ++i)
            if (pf.nodeIndex(ids[i]) == act.node)
                f[i] = r.finish[a];
    }
    return f;
}

std::vector<double> asDouble(const std::vector<std::int64_t> &k) { return {k.begin(), k.end()}; }

} // namespace

LbpResult planLbpStar(const Platform &platform, const Problem &problem, const LbpStarOptions &options)
{
    const StarMode mode = options.mode;
    const auto members = lbpStarMembers(platform, problem, options.order);
    std::vector<StarWorker> workers;
    LbpResult r;
    r.algorithm = "lbp-star";
    r.mode = mode;
    r.problem = problem;
    r.run.platform = lbpStarNetwork(platform, members);
    r.run.q = static_cast<double>(problem.q);
    r.run.model = lbpCommModel(r.mode);
    r.run.model.flow = options.flow;
    for (const auto &m : members) {
        workers.push_back(m.times);
        r.ids.push_back(m.id);
    }
    const std::int64_t n = problem.k; // the layers share the inner dimension: Σ k_i = k
    const auto relaxed = solveStar(mode, workers, static_cast<double>(n));
    r.relaxedK = relaxed.k;
    r.relaxedMakespan = relaxed.makespan;
    const std::size_t p = members.size();
    for (std::size_t i = 0; i < p; ++i) {
        if (!relaxed.selected[i]) {
            r.notes.push_back(members[i].id + " left out: in " + toString(r.mode)
                              + " it would get k <= 0 (the master cannot reach it before the others finish)");
            continue;
        }
        const auto &w = workers[i];
        if (simultaneousStart(mode) && w.compute * relaxed.k[i] < w.latency + w.transfer * relaxed.k[i])
            r.notes.push_back(members[i].id + ": its data arrive slower than it computes; " + toString(r.mode)
                              + " assumes computation never waits for data (paper 004 Fig. 3a, 4b)");
    }

    // §4.5: round to the nearest integer (a worker holding more than half of a column gets it),
    // then, if Σ k ≠ k (the inner dimension, n on the paper's square product; `n` below),
    // order the workers by their finishing time under the rounded assignment and give one more
    // column to each, earliest first (Σ < k), or take one from each, latest first (Σ > k),
    // until Σ k_i = k. Workers left out by the closed form stay out.
    r.k.assign(p, 0);
    std::int64_t sum = 0;
    std::vector<std::size_t> active;
    for (std::size_t i = 0; i < p; ++i) {
        if (!relaxed.selected[i])
            continue;
        active.push_back(i);
        const double fl = std::floor(relaxed.k[i]);
        r.k[i] = static_cast<std::int64_t>(fl) + (relaxed.k[i] - fl > 0.5 ? 1 : 0);
        sum += r.k[i];
    }
    if (sum != n) {
        const auto f = finishTimes(r.run.platform, problem, r.mode, r.ids, asDouble(r.k), r.run.model);
        std::stable_sort(active.begin(), active.end(), [&](std::size_t a, std::size_t b) { return f[a] < f[b]; });
        if (sum > n)
            std::reverse(active.begin(), active.end());
        for (std::size_t step = 0; sum != n; ++step) {
            const auto i = active[step % active.size()];
            if (sum < n) {
                ++r.k[i];
                ++sum;
            } else if (r.k[i] > 0) {
                --r.k[i];
                --sum;
            }
        }
    }

    r.run.schedule = lbpStarSchedule(platform, problem, r.mode, r.ids, asDouble(r.k));
    r.simulated = r.run.simulate();
    r.makespan = r.simulated.makespan;
    // Flows: each worker's message crosses its link from the master.
    for (std::size_t i = 0; i < p; ++i)
        if (r.k[i] > 0 && members[i].link >= 0)
            r.phi.push_back({members[i].link, platform.master, members[i].id,
                             columnElements(problem) * static_cast<double>(r.k[i])});
    return r;
}

} // namespace partita
