#include "metrics/metrics.h"

#include "metrics/time_model.h"
#include "model/graph.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <unordered_map>
#include <utility>

namespace partita {

const char *toString(NetworkModel m) { return m == NetworkModel::Full ? "full" : "star"; }

namespace {

// Elements covered by the union of block intervals [a, b) along one side.
std::int64_t unionExtent(std::vector<std::pair<std::int64_t, std::int64_t>> intervals,
                         const Problem &problem)
{
    std::sort(intervals.begin(), intervals.end());
    const auto toElements = [&](std::int64_t block) { return std::min(block * problem.q, problem.n); };
    std::int64_t total = 0, end = std::numeric_limits<std::int64_t>::min();
    for (auto [a, b] : intervals) {
        a = std::max(a, end);
        if (b > a) {
            total += toElements(b) - toElements(a);
            end = b;
        }
    }
    return total;
}

// Elements of C (not blocks) held by a rectangle, counting the narrower last block row/column.
double rectElements(const Rect &r, const Problem &p)
{
    const auto span = [&](std::int64_t a, std::int64_t len) {
        return std::min((a + len) * p.q, p.n) - std::min(a * p.q, p.n);
    };
    return static_cast<double>(span(r.x, r.w)) * static_cast<double>(span(r.y, r.h));
}

struct Channel {
    double bandwidth = std::numeric_limits<double>::infinity();
    double latency = 0;
};

// How data reach each processor: along the widest route from the master when there is one,
// otherwise through its fastest link (its network interface).
std::vector<Channel> channels(const Platform &platform, const Plan &plan)
{
    std::vector<Channel> out(plan.pieces.size());
    if (!platform.master.empty()) {
        const auto routes = widestRoutes(platform, platform.master);
        for (std::size_t i = 0; i < plan.pieces.size(); ++i) {
            auto it = routes.find(plan.pieces[i].processor);
            if (it != routes.end() && it->second.reachable)
                out[i] = {it->second.bandwidth, it->second.latency};
        }
        return out;
    }
    std::unordered_map<std::string, Channel> fastest; // each node's fastest link
    for (const auto &l : platform.links)
        for (const auto *end : {&l.from, &l.to}) {
            auto [it, added] = fastest.try_emplace(*end, Channel{l.bandwidth, l.latency});
            if (!added && l.bandwidth > it->second.bandwidth)
                it->second = {l.bandwidth, l.latency};
        }
    for (std::size_t i = 0; i < plan.pieces.size(); ++i)
        if (auto it = fastest.find(plan.pieces[i].processor); it != fastest.end())
            out[i] = it->second;
    return out;
}

} // namespace

Metrics computeMetrics(const Plan &plan, const Platform &platform, NetworkModel network)
{
    Metrics m;
    m.network = network;
    const Problem &pb = plan.problem;
    const double n = static_cast<double>(pb.n);
    const TimeModel time{platform.units, static_cast<double>(pb.q)};

    std::unordered_map<std::string, double> speedOf;
    for (const auto &p : platform.processors)
        speedOf.emplace(p.id, p.speed);
    const auto speed = [&](const std::string &id) {
        auto it = speedOf.find(id);
        return it == speedOf.end() ? 0.0 : it->second;
    };
    double totalSpeed = 0;
    for (const auto &piece : plan.pieces)
        totalSpeed += speed(piece.processor);
    double totalWork = 0;
    for (const auto &piece : plan.pieces) {
        ProcessorMetrics pm;
        pm.processor = piece.processor;
        pm.speed = speed(piece.processor);
        pm.share = piece.share;
        if (plan.kind == PlanKind::Layers) {
            pm.rows = pm.cols = piece.k;
            pm.workFraction = static_cast<double>(piece.k) / n;
        } else {
            std::vector<std::pair<std::int64_t, std::int64_t>> rows, cols;
            double elements = 0;
            for (const auto &r : piece.rectangles) {
                rows.emplace_back(r.y, r.y + r.h);
                cols.emplace_back(r.x, r.x + r.w);
                elements += rectElements(r, pb);
                pm.blocks += r.area();
            }
            pm.rows = unionExtent(rows, pb);
            pm.cols = unionExtent(cols, pb);
            pm.workFraction = elements / (n * n);
        }
        pm.halfPerimeter = static_cast<double>(pm.rows + pm.cols) / n;
        pm.computeTime = pm.speed > 0 ? time.compute(pm.workFraction * n * n * n, pm.speed) : 0;
        totalWork += pm.workFraction;
        m.sumHalfPerimeters += pm.halfPerimeter;
        m.maxHalfPerimeter = std::max(m.maxHalfPerimeter, pm.halfPerimeter);
        m.processors.push_back(pm);
    }
    m.commVolume = n * n * m.sumHalfPerimeters;
    for (const auto &pm : m.processors) {
        m.lowerBound += 2.0 * std::sqrt(pm.speed / totalSpeed);
        if (pm.speed > 0)
            m.imbalance = std::max(m.imbalance, (pm.workFraction / totalWork) / (pm.speed / totalSpeed));
    }
    m.imbalance = std::max(0.0, m.imbalance - 1.0);

    const auto ch = channels(platform, plan);
    const auto message = [&](std::size_t i, double elements) {
        return elements > 0 ? ch[i].latency + time.transfer(elements, ch[i].bandwidth) : 0.0;
    };
    if (plan.kind == PlanKind::Layers) {
        // Data start at the master: k_i columns of A and rows of B (2·n·k_i elements) go to
        // processor i, which then computes its layer. Star: one transfer at a time, in piece
        // order; full: all at once. Summing the layers is left out (paper 004 §1.1).
        double clock = 0;
        for (std::size_t i = 0; i < m.processors.size(); ++i) {
            const double t = message(i, 2.0 * n * static_cast<double>(plan.pieces[i].k));
            const double arrival = network == NetworkModel::Star ? (clock += t) : t;
            if (plan.pieces[i].k > 0)
                m.predictedMakespan = std::max(m.predictedMakespan, arrival + m.processors[i].computeTime);
        }
        return m;
    }
    // Outer-product algorithm (paper 000 §2.1-2.3), data starting on the owners: at step k the
    // pivot column of A and pivot row of B (extent e_k elements) reach every processor for its
    // rows and columns, then every processor updates its blocks. No overlap between the two.
    // A step's time depends only on the width e of its pivot column: every step is e = q but
    // the last, which is n − (nb − 1)·q wide when q does not divide n.
    const auto stepTime = [&](double e) {
        double comm = 0, comp = 0;
        for (std::size_t i = 0; i < m.processors.size(); ++i) {
            const auto &pm = m.processors[i];
            const double t = message(i, static_cast<double>(pm.rows + pm.cols) * e);
            comm = network == NetworkModel::Star ? comm + t : std::max(comm, t);
            comp = std::max(comp, pm.computeTime * e / n);
        }
        return comm + comp;
    };
    const std::int64_t nb = pb.blocks();
    m.predictedMakespan = static_cast<double>(nb - 1) * stepTime(static_cast<double>(pb.q))
                        + stepTime(static_cast<double>(pb.blockExtent(nb - 1)));
    return m;
}

} // namespace partita
