// Paper 002 closed forms (mw_model.h): layouts, §4.2 ratios and bounds, the §6.1 steady state.
#include "schedule/mw/mw_model.h"

#include "model/error.h"
#include "sim/sim_platform.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace partita {

namespace {

// Largest integer x ≥ 0 with f(x) ≤ m for an increasing f, starting from a floating-point
// guess and corrected by exact integer checks, so that boundaries such as m = μ² + 4μ are
// never lost to rounding.
template <typename F>
int largestWith(double m, double guess, F f)
{
    if (!(m >= 0) || !std::isfinite(m))
        return 0;
    auto x = static_cast<long long>(std::max(0.0, std::floor(guess)));
    while (x > 0 && f(x) > m)
        --x;
    while (f(x + 1) <= m)
        ++x;
    return static_cast<int>(std::min<long long>(x, std::numeric_limits<int>::max()));
}

double asDouble(long long x) { return static_cast<double>(x); }

} // namespace

int muFromMemory(double m)
{
    return largestWith(m, std::sqrt(4.0 + std::max(0.0, m)) - 2.0,
                       [](long long u) { return asDouble(u * u + 4 * u); });
}

int muMaxReuse(double m)
{
    return largestWith(m, std::sqrt(std::max(0.0, m)),
                       [](long long u) { return asDouble(1 + u + u * u); });
}

int toledoSide(double m, int parts)
{
    if (parts < 1)
        throw std::invalid_argument("toledoSide: parts must be positive");
    return largestWith(m, std::sqrt(std::max(0.0, m) / parts),
                       [parts](long long b) { return asDouble(parts * b * b); });
}

double ccrMaxReuse(int mu, double t) { return 2.0 / t + 2.0 / mu; }
double ccrAsymptotic(double m) { return 2.0 / std::sqrt(m); }
double ccrBoundToledo(double m) { return std::sqrt(27.0 / (32.0 * m)); }
double ccrLowerBound(double m) { return std::sqrt(27.0 / (8.0 * m)); }

MwPlatform masterWorkerPlatform(const Platform &platform, const Problem &problem)
{
    if (platform.master.empty())
        throw InputError(Reason{ReasonKind::MwNoMaster, {}});
    const sim::SimPlatform pf(platform, static_cast<double>(problem.q), sim::CommModel{1, 0, false});
    MwPlatform out;
    out.master = pf.nodeIndex(platform.master);
    if (out.master < 0)
        throw InputError(reason(ReasonKind::MwUnknownMaster, {platform.master}));
    const double q = static_cast<double>(problem.q);
    const double bytesPerBlock = 8.0 * q * q;
    const auto bottleneck = [&](const sim::SimRoute &r) {
        double rate = std::numeric_limits<double>::infinity();
        for (int l : r.links)
            rate = std::min(rate, pf.links()[static_cast<std::size_t>(l)].rate);
        return rate;
    };
    for (const auto &p : platform.processors) {
        const bool isMaster = p.id == platform.master;
        if (isMaster && !platform.masterComputes)
            continue;
        MwWorker w;
        w.id = p.id;
        w.node = pf.nodeIndex(p.id);
        const auto &node = pf.nodes()[static_cast<std::size_t>(w.node)];
        if (node.rate <= 0)
            continue;
        w.updateRate = node.rate;
        w.w = q * q * q / node.rate;
        w.buffers = platform.units == Units::Blocks ? p.memory : p.memory * 1048576.0 / bytesPerBlock;
        if (isMaster) {
            w.elementRate = w.elementRateBack = std::numeric_limits<double>::infinity();
        } else {
            try {
                const auto &to = pf.route(out.master, w.node);
                const auto &back = pf.route(w.node, out.master);
                w.elementRate = bottleneck(to);
                w.elementRateBack = bottleneck(back);
                w.latency = to.latency;
                w.latencyBack = back.latency;
            } catch (const std::invalid_argument &) {
                continue; // unreachable from the master: it cannot take part
            }
        }
        w.c = q * q / w.elementRate;
        w.cBack = q * q / w.elementRateBack;
        out.workers.push_back(std::move(w));
    }
    if (out.workers.empty())
        throw InputError(reason(ReasonKind::MwNoWorker, {platform.master}));
    return out;
}

SteadyState bandwidthCentric(const std::vector<SteadyStateWorker> &workers,
                             const std::vector<std::string> &ids)
{
    SteadyState s;
    s.rate.assign(workers.size(), 0.0);
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < workers.size(); ++i)
        if (workers[i].mu > 0 && workers[i].w > 0)
            order.push_back(i);
    const auto cost = [&](std::size_t i) { // master time per block update
        return workers[i].stepComm / workers[i].perStep();
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return cost(a) < cost(b); });
    double port = 1.0; // fraction of the master's time still free
    std::vector<std::size_t> saturated, enrolled;
    for (auto i : order) {
        const double full = 1.0 / workers[i].w;
        const double need = cost(i) * full;
        if (need <= port * (1 + 1e-12)) {
            s.rate[i] = full;
            port = std::max(0.0, port - need);
            saturated.push_back(i);
            enrolled.push_back(i);
        } else {
            if (port > 0) {
                s.rate[i] = port / cost(i);
                enrolled.push_back(i);
            }
            break;
        }
    }
    s.throughput = std::accumulate(s.rate.begin(), s.rate.end(), 0.0);
    const auto name = [&](std::size_t i) { return i < ids.size() ? ids[i] : "worker " + std::to_string(i); };
    for (auto i : saturated) {
        const double slack = 2.0 * (workers[i].perStep() * workers[i].w - workers[i].stepComm);
        for (auto j : enrolled)
            if (j != i && workers[j].stepComm > slack * (1 + 1e-12)) {
                s.memoryFeasible = false;
                s.conflict = name(i) + " cannot stay busy while " + name(j) + " receives";
                return s;
            }
    }
    return s;
}

double communicationBoundThroughput(const std::vector<MwWorker> &workers)
{
    std::vector<std::pair<double, double>> items; // (master time per update, max rate)
    double free = 0;
    for (const auto &w : workers) {
        if (w.buffers <= 0 || w.w <= 0)
            continue;
        const double a = w.c * ccrLowerBound(w.buffers);
        if (a <= 0)
            free += 1.0 / w.w;
        else
            items.emplace_back(a, 1.0 / w.w);
    }
    std::sort(items.begin(), items.end());
    double port = 1.0, rho = free;
    for (const auto &[a, full] : items) {
        const double x = std::min(full, port / a);
        rho += x;
        port -= x * a;
        if (port <= 0)
            break;
    }
    return rho;
}

double communicationBoundMakespan(const std::vector<MwWorker> &workers, double work)
{
    struct Item {
        double cost; // port time per update beyond the free ones
        double free; // updates the bound lets through without communication
        double w;
    };
    std::vector<Item> items;
    double hi = std::numeric_limits<double>::infinity();
    for (const auto &w : workers) {
        if (w.buffers <= 0 || w.w <= 0)
            continue;
        const double a = ccrLowerBound(w.buffers);
        const double cost = std::min(w.c, w.cBack) * a;
        items.push_back({cost, cost > 0 ? w.buffers / a : std::numeric_limits<double>::infinity(), w.w});
        hi = std::min(hi, std::max(work * w.w, cost * work));
    }
    if (items.empty() || !(work > 0))
        return 0;
    std::sort(items.begin(), items.end(), [](const Item &x, const Item &y) { return x.cost < y.cost; });
    const auto feasible = [&](double t) {
        double left = work, port = 0;
        std::vector<double> room(items.size());
        for (std::size_t i = 0; i < items.size(); ++i) {
            const double cap = t / items[i].w;
            const double take = std::min({left, cap, items[i].free});
            left -= take;
            room[i] = cap - take;
        }
        for (std::size_t i = 0; i < items.size() && left > 0; ++i) {
            const double take = std::min(left, room[i]);
            left -= take;
            port += take * items[i].cost;
        }
        return left <= 1e-12 * work && port <= t;
    };
    double lo = 0;
    for (int it = 0; it < 100; ++it) {
        const double mid = 0.5 * (lo + hi);
        (feasible(mid) ? hi : lo) = mid;
    }
    return lo;
}

} // namespace partita
