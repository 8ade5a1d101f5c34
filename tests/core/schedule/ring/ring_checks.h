#pragma once
// Shared by the ring tests: small platforms, and the invariants every planned ring must meet,
// each recomputed from the platform and the paper's equations without the planner's code.

#include "schedule/ring/shared_ring.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace ringtest {

using namespace partita;

inline Processor processor(const std::string &id, double speed)
{
    Processor p;
    p.id = id;
    p.name = id;
    p.speed = speed;
    p.memory = 1000;
    return p;
}

inline Link link(const std::string &name, const std::string &from, const std::string &to,
                 double bandwidth, Sharing sharing = Sharing::Shared, bool bidirectional = true)
{
    return {name, from, to, bandwidth, 0.0, bidirectional, sharing};
}

// The hand-worked triangle of tst_shared_ring: A, B, C of speed 1 (w = 1), links AB = 4,
// BC = 2, CA = 6, blocks units, no latency.
inline Platform triangle()
{
    Platform p;
    p.name = "triangle";
    p.units = Units::Blocks;
    p.processors = {processor("A", 1), processor("B", 1), processor("C", 1)};
    p.links = {link("ab", "A", "B", 4), link("bc", "B", "C", 2), link("ca", "C", "A", 6)};
    return p;
}

inline bool close(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max({1.0, std::abs(a), std::abs(b)});
}

// Empty when `r` meets every invariant, else what is wrong.
inline std::string violations(const Platform &pf, const RingOptions &o, const RingResult &r)
{
    std::ostringstream err;
    std::map<std::string, double> speed;
    for (const auto &p : pf.computingProcessors())
        speed[p.id] = p.speed;
    const std::size_t q = r.ring.size();
    if (q == 0)
        return "empty ring";
    // the ring: distinct computing processors
    for (std::size_t i = 0; i < q; ++i) {
        if (!speed.count(r.ring[i]))
            err << r.ring[i] << " is not a computing processor; ";
        if (std::count(r.ring.begin(), r.ring.end(), r.ring[i]) != 1)
            err << r.ring[i] << " appears twice; ";
    }
    // 2q paths, S_i then P_i, each a walk of the graph from `from` to `to`
    if (r.paths.size() != (q == 1 ? 0 : 2 * q))
        err << r.paths.size() << " paths for a ring of " << q << "; ";
    std::map<std::string, double> costSum;
    std::vector<double> load(pf.links.size(), 0.0);
    for (std::size_t k = 0; k < r.paths.size() && r.paths.size() == 2 * q; ++k) {
        const auto &p = r.paths[k];
        const std::size_t i = k / 2;
        const bool succ = k % 2 == 0;
        const auto &expectTo = r.ring[succ ? (i + 1) % q : (i + q - 1) % q];
        if (p.from != r.ring[i] || p.to != expectTo || p.toSuccessor != succ)
            err << "path " << k << " is " << p.from << "->" << p.to << "; ";
        std::string at = p.from;
        for (int l : p.links) {
            const auto &e = pf.links[static_cast<std::size_t>(l)];
            if (e.from == at)
                at = e.to;
            else if (e.bidirectional && e.to == at)
                at = e.from;
            else
                err << "path " << p.from << "->" << p.to << " cannot take link " << l << " at " << at << "; ";
            if (e.sharing == Sharing::Shared)
                load[static_cast<std::size_t>(l)] += p.bandwidth;
            else if (p.bandwidth > e.bandwidth * (1 + 1e-12))
                err << "path " << p.from << "->" << p.to << " above backbone " << l << "; ";
        }
        if (at != p.to || p.links.empty())
            err << "path " << p.from << "->" << p.to << " ends at " << at << "; ";
        if (!(p.bandwidth > 0))
            err << "path " << p.from << "->" << p.to << " has bandwidth " << p.bandwidth << "; ";
        costSum[p.from] += 1 / p.bandwidth;
    }
    // paper 001 §2.2, last constraint: Σ over paths of their share ≤ b_e on every shared link
    for (std::size_t l = 0; l < pf.links.size(); ++l)
        if (pf.links[l].sharing == Sharing::Shared && load[l] > pf.links[l].bandwidth * (1 + 1e-12))
            err << "link " << l << " carries " << load[l] << " > " << pf.links[l].bandwidth << "; ";
    // alpha: a distribution over the ring, 0 elsewhere
    double sum = 0;
    for (const auto &[id, a] : r.alpha) {
        sum += a;
        if (a < 0 || (a > 0 && std::find(r.ring.begin(), r.ring.end(), id) == r.ring.end()))
            err << "alpha[" << id << "] = " << a << "; ";
    }
    if (!close(sum, 1, 1e-12))
        err << "sum of alpha " << sum << "; ";
    // equation (3): every member's computation then communication. The members with work
    // finish together (the alpha_i equalize, §4.1); the slowest member sets T_step, and if it
    // is not one of them it has no work: its communication alone exceeds their level.
    double slowest = 0, level = -1;
    std::string slowestId;
    for (const auto &id : r.ring) {
        const double t = r.alpha.at(id) * o.w / speed[id] + o.h * costSum[id];
        if (t > slowest) {
            slowest = t;
            slowestId = id;
        }
        if (r.alpha.at(id) > 0) {
            if (level < 0)
                level = t;
            else if (!close(t, level))
                err << id << " takes " << t << ", another working member " << level << "; ";
        }
    }
    if (!close(slowest, r.tStep, 1e-12))
        err << "max of equation (3) " << slowest << " != " << r.tStep << "; ";
    if (!close(level, r.tStep) && !(level < r.tStep && r.alpha.at(slowestId) == 0))
        err << "working members take " << level << ", T_step is " << r.tStep << "; ";
    // equation (4) when every member works
    bool allWork = true;
    double invW = 0, weighted = 0;
    for (const auto &id : r.ring) {
        allWork = allWork && r.alpha.at(id) > 0;
        invW += speed[id];
        weighted += costSum[id] * speed[id];
    }
    if (allWork && !close(o.w / invW * (1 + o.h / o.w * weighted), r.tStep))
        err << "equation (4) gives " << o.w / invW * (1 + o.h / o.w * weighted) << "; ";
    // the growth: one T per size, the best one returned, the refinement never loses
    if (r.tStepBySize.size() != r.steps.size())
        err << "tStepBySize and steps differ in size; ";
    double fastest = 0;
    for (const auto &[id, s] : speed)
        fastest = std::max(fastest, s);
    if (r.tStepBySize.empty() || !close(r.tStepBySize[0], o.w / fastest, 1e-15))
        err << "size 1 is not W·w_min; ";
    const auto best = std::min_element(r.tStepBySize.begin(), r.tStepBySize.end());
    if (best == r.tStepBySize.end() || *best != r.tStep
        || static_cast<std::size_t>(best - r.tStepBySize.begin()) + 1 != q)
        err << "T_step is not the first minimum of tStepBySize; ";
    for (std::size_t s = 0; s < r.steps.size(); ++s) {
        const auto &st = r.steps[s];
        if (st.size != static_cast<int>(s + 1) || st.ring.size() != s + 1
            || st.tStep != r.tStepBySize[s] || st.tStep > st.tStepGreedy)
            err << "step " << s << " inconsistent; ";
        if (std::find(st.ring.begin(), st.ring.end(), st.processor) == st.ring.end())
            err << "step " << s << " inserts " << st.processor << " off its ring; ";
    }
    if (!r.steps.empty() && r.steps[q - 1].ring != r.ring)
        err << "the ring is not the one of its step; ";
    return err.str();
}

} // namespace ringtest
