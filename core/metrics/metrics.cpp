#include "metrics/metrics.h"

#include "model/time_model.h"
#include "schedule/outer/outer_product.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <unordered_map>
#include <utility>

namespace partita {

namespace {

// Elements covered by the union of block intervals [a, b) along one side of `length` elements.
std::int64_t unionExtent(std::vector<std::pair<std::int64_t, std::int64_t>> intervals, std::int64_t q,
                         std::int64_t length)
{
    std::sort(intervals.begin(), intervals.end());
    const auto toElements = [&](std::int64_t block) { return std::min(block * q, length); };
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
    const auto span = [&](std::int64_t a, std::int64_t len, std::int64_t length) {
        return std::min((a + len) * p.q, length) - std::min(a * p.q, length);
    };
    return static_cast<double>(span(r.x, r.w, p.n)) * static_cast<double>(span(r.y, r.h, p.m));
}

} // namespace

Metrics computeMetrics(const Plan &plan, const Platform &platform, NetworkModel network, sim::FlowModel flow)
{
    Metrics m;
    m.network = network;
    m.flow = flow;
    const Problem &pb = plan.problem;
    // Half-perimeters in units of √(m·n), the side of the square of C's area (n on a square C),
    // so that 2·Σ√s_i bounds them whatever C's shape (docs/metrics.md).
    const double area = static_cast<double>(pb.m) * static_cast<double>(pb.n);
    const double side = std::sqrt(area);
    const double inner = static_cast<double>(pb.k);
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
            pm.workFraction = static_cast<double>(piece.k) / inner;
            // A(:, K_i) and B(K_i, :): (m + n)·k_i elements
            pm.halfPerimeter = static_cast<double>(pb.m + pb.n) / side * (static_cast<double>(piece.k) / inner);
        } else {
            std::vector<std::pair<std::int64_t, std::int64_t>> rows, cols;
            double elements = 0;
            for (const auto &r : piece.rectangles) {
                rows.emplace_back(r.y, r.y + r.h);
                cols.emplace_back(r.x, r.x + r.w);
                elements += rectElements(r, pb);
                pm.blocks += r.area();
            }
            pm.rows = unionExtent(rows, pb.q, pb.m);
            pm.cols = unionExtent(cols, pb.q, pb.n);
            pm.workFraction = elements / area;
            // A(its rows, :) and B(:, its columns): (rows + cols)·k elements
            pm.halfPerimeter = static_cast<double>(pm.rows + pm.cols) / side;
        }
        pm.computeTime = pm.speed > 0 ? time.compute(pm.workFraction * pb.multiplyAdds(), pm.speed) : 0;
        totalWork += pm.workFraction;
        m.sumHalfPerimeters += pm.halfPerimeter;
        m.maxHalfPerimeter = std::max(m.maxHalfPerimeter, pm.halfPerimeter);
        m.processors.push_back(pm);
    }
    m.commVolume = inner * side * m.sumHalfPerimeters;
    std::vector<double> speeds;
    for (const auto &pm : m.processors)
        speeds.push_back(pm.speed);
    m.lowerBound = halfPerimeterLowerBound(speeds);
    if (plan.kind != PlanKind::Layers) {
        // Σ√ over the fractions of C each piece really holds (they add up to 1).
        double roots = 0;
        for (const auto &pm : m.processors)
            roots += std::sqrt(std::max(0.0, pm.workFraction));
        m.layoutLowerBound = 2.0 * roots;
    }
    m.commVolumeLowerBound = inner * side * m.lowerBound;
    for (const auto &pm : m.processors) {
        if (pm.speed > 0)
            m.imbalance = std::max(m.imbalance, (pm.workFraction / totalWork) / (pm.speed / totalSpeed));
    }
    m.imbalance = std::max(0.0, m.imbalance - 1.0);

    // The predicted makespan comes from the simulator (schedule/outer/outer_product.h).
    m.predictedMakespan = OuterProductModel(platform, plan, outerPieces(m, plan.problem), network, flow).makespan();
    return m;
}

std::vector<OuterPiece> outerPieces(const Metrics &m, const Problem &problem)
{
    const double nn = static_cast<double>(problem.m) * static_cast<double>(problem.n);
    std::vector<OuterPiece> pieces;
    for (const auto &pm : m.processors)
        pieces.push_back({pm.processor, pm.rows, pm.cols, pm.workFraction * nn});
    return pieces;
}

double halfPerimeterLowerBound(const std::vector<double> &speeds)
{
    double total = 0, roots = 0;
    for (double s : speeds)
        total += s;
    if (total <= 0)
        return 0;
    for (double s : speeds)
        roots += std::sqrt(s / total);
    return 2.0 * roots;
}

double halfPerimeterLowerBound(const Platform &platform)
{
    std::vector<double> speeds;
    for (const auto &p : platform.computingProcessors())
        speeds.push_back(p.speed);
    return halfPerimeterLowerBound(speeds);
}

} // namespace partita
