#include "schedule/ring/path_bandwidth.h"

#include "sim/sharing.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <iterator>
#include <numeric>
#include <stdexcept>
#include <utility>

namespace partita::ring {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// Constraints whose path sets are pairwise disjoint or nested form a forest (the common case:
// the four new paths all cross the new processor's access link, and each pair k↔u crosses
// u's). KKT: x_p = √a_p·μ_g, μ_g a price common to the paths whose innermost saturated
// constraint is g. Every demand is then piecewise linear in μ, and each saturated constraint's
// μ is found by bisection on its demand, from the roots down.
class LaminarSolver {
public:
    LaminarSolver(const std::vector<double> &a, const std::vector<CapacityGroup> &groups)
        : m_a(a), m_groups(groups), m_children(groups.size()), m_direct(groups.size(), 0.0),
          m_parent(groups.size(), -1)
    {
        const std::size_t m = groups.size();
        std::vector<std::size_t> bySize(m);
        std::iota(bySize.begin(), bySize.end(), std::size_t{0});
        std::stable_sort(bySize.begin(), bySize.end(), [&](std::size_t l, std::size_t r) {
            return groups[l].paths.size() > groups[r].paths.size();
        });
        // parent: the smallest group listed before g (so at least as large) that contains it
        for (std::size_t i = 0; i < m; ++i)
            for (std::size_t j = i; j-- > 0;)
                if (contains(groups[bySize[j]].paths, groups[bySize[i]].paths)) {
                    m_parent[bySize[i]] = static_cast<int>(bySize[j]);
                    break;
                }
        std::vector<int> innermost(a.size(), -1);
        for (std::size_t i = 0; i < m; ++i) {
            const std::size_t g = bySize[i];
            if (m_parent[g] >= 0)
                m_children[static_cast<std::size_t>(m_parent[g])].push_back(g);
            for (int p : groups[g].paths)
                innermost[static_cast<std::size_t>(p)] = static_cast<int>(g);
        }
        m_directPaths.resize(m);
        for (std::size_t p = 0; p < a.size(); ++p)
            if (innermost[p] >= 0) {
                m_direct[static_cast<std::size_t>(innermost[p])] += std::sqrt(a[p]);
                m_directPaths[static_cast<std::size_t>(innermost[p])].push_back(p);
            }
    }

    static bool contains(const std::vector<int> &big, const std::vector<int> &small)
    {
        return std::includes(big.begin(), big.end(), small.begin(), small.end());
    }

    std::vector<double> solve()
    {
        m_x.assign(m_a.size(), 0.0);
        for (std::size_t g = 0; g < m_groups.size(); ++g)
            if (m_parent[g] < 0)
                assign(g, price(g, m_groups[g].capacity));
        return m_x;
    }

private:
    // What the paths under g ask at price μ, g's own capacity aside.
    double inner(std::size_t g, double mu) const
    {
        double d = m_direct[g] > 0 ? m_direct[g] * mu : 0.0;
        for (std::size_t c : m_children[g])
            d += std::min(m_groups[c].capacity, inner(c, mu));
        return d;
    }

    // inner(g, μ) and its slope just above μ (the Σ √a_p of the paths under g that no
    // constraint below g saturates at μ).
    std::pair<double, double> demand(std::size_t g, double mu) const
    {
        double value = m_direct[g] * mu, slope = m_direct[g];
        for (std::size_t c : m_children[g]) {
            const auto [v, s] = demand(c, mu);
            if (v < m_groups[c].capacity) {
                value += v;
                slope += s;
            } else {
                value += m_groups[c].capacity;
            }
        }
        return {value, slope};
    }

    // The price at which g's paths fill `budget`; +inf when they cannot. inner(g, ·) is
    // concave, piecewise linear and 0 at 0, so Newton's steps from 0 stay on the feasible side
    // (a tangent lies above the demand) and each passes a breakpoint or lands on the price:
    // exact after at most one step per constraint below g.
    double price(std::size_t g, double budget) const
    {
        if (inner(g, kInf) <= budget) // saturated below: g's own capacity does not bind
            return kInf;
        double mu = 0;
        for (std::size_t it = 0; it <= m_groups.size() + 1; ++it) {
            const auto [value, slope] = demand(g, mu);
            if (!(value < budget) || !(slope > 0))
                break;
            const double next = mu + (budget - value) / slope;
            if (!(next > mu))
                break;
            mu = next;
        }
        while (mu > 0 && inner(g, mu) > budget) // rounding: back to the feasible side
            mu = std::nextafter(mu, 0.0);
        return mu;
    }

    void assign(std::size_t g, double mu)
    {
        for (std::size_t p : m_directPaths[g])
            m_x[p] = std::sqrt(m_a[p]) * mu;
        for (std::size_t c : m_children[g]) {
            const double cap = m_groups[c].capacity;
            assign(c, inner(c, mu) >= cap ? price(c, cap) : mu);
        }
    }

    const std::vector<double> &m_a;
    const std::vector<CapacityGroup> &m_groups;
    std::vector<std::vector<std::size_t>> m_children;
    std::vector<double> m_direct; // Σ √a_p over the paths whose innermost group is g
    std::vector<std::vector<std::size_t>> m_directPaths;
    std::vector<int> m_parent;
    std::vector<double> m_x;
};

// Solves M·d = rhs (M symmetric positive definite, small) by Gaussian elimination with
// partial pivoting.
std::vector<double> solve(std::vector<std::vector<double>> m, std::vector<double> rhs)
{
    const std::size_t n = rhs.size();
    for (std::size_t c = 0; c < n; ++c) {
        std::size_t piv = c;
        for (std::size_t r = c + 1; r < n; ++r)
            if (std::abs(m[r][c]) > std::abs(m[piv][c]))
                piv = r;
        std::swap(m[c], m[piv]);
        std::swap(rhs[c], rhs[piv]);
        for (std::size_t r = c + 1; r < n; ++r) {
            const double f = m[r][c] / m[c][c];
            for (std::size_t k = c; k < n; ++k)
                m[r][k] -= f * m[c][k];
            rhs[r] -= f * rhs[c];
        }
    }
    std::vector<double> d(n);
    for (std::size_t i = n; i-- > 0;) {
        double s = rhs[i];
        for (std::size_t k = i + 1; k < n; ++k)
            s -= m[i][k] * d[k];
        d[i] = s / m[i][i];
    }
    return d;
}

} // namespace

bool isLaminar(const std::vector<CapacityGroup> &groups)
{
    for (std::size_t i = 0; i < groups.size(); ++i)
        for (std::size_t j = i + 1; j < groups.size(); ++j) {
            const auto &a = groups[i].paths, &b = groups[j].paths;
            std::size_t common = 0; // |a ∩ b|, both sorted
            for (auto x = a.begin(), y = b.begin(); x != a.end() && y != b.end();) {
                if (*x < *y) {
                    ++x;
                } else if (*y < *x) {
                    ++y;
                } else {
                    ++common;
                    ++x;
                    ++y;
                }
            }
            if (common != 0 && common != a.size() && common != b.size())
                return false;
        }
    return true;
}

// Barrier method (Boyd and Vandenberghe §11.3) on the normalized problem: capacities and
// weights scaled to a maximum of 1.
std::vector<double> minimizeWeightedInverseByBarrier(const std::vector<double> &weights,
                                                     const std::vector<CapacityGroup> &groups)
{
    const std::size_t n = weights.size(), m = groups.size();
    double capScale = 0, weightScale = 0;
    for (const auto &g : groups)
        capScale = std::max(capScale, g.capacity);
    for (double w : weights)
        weightScale = std::max(weightScale, w);
    std::vector<double> a(n), cap(m);
    for (std::size_t p = 0; p < n; ++p)
        a[p] = weights[p] / weightScale;
    for (std::size_t g = 0; g < m; ++g)
        cap[g] = groups[g].capacity / capScale;

    std::vector<double> y(n, kInf);
    for (std::size_t g = 0; g < m; ++g)
        for (int p : groups[g].paths)
            y[static_cast<std::size_t>(p)] = std::min(
                y[static_cast<std::size_t>(p)], 0.5 * cap[g] / static_cast<double>(groups[g].paths.size()));
    for (double v : y)
        if (!std::isfinite(v))
            throw std::invalid_argument("minimizeWeightedInverse: a path crosses no constraint");

    auto slacks = [&](const std::vector<double> &v, std::vector<double> &s) {
        s.assign(m, 0);
        for (std::size_t g = 0; g < m; ++g) {
            double used = 0;
            for (int p : groups[g].paths)
                used += v[static_cast<std::size_t>(p)];
            s[g] = cap[g] - used;
            if (!(s[g] > 0))
                return false;
        }
        for (double vp : v)
            if (!(vp > 0))
                return false;
        return true;
    };
    auto objective = [&](const std::vector<double> &v) {
        double f = 0;
        for (std::size_t p = 0; p < n; ++p)
            f += a[p] / v[p];
        return f;
    };
    double t = 1;
    std::vector<double> s;
    for (int outer = 0; outer < 80; ++outer) {
        for (int inner = 0; inner < 200; ++inner) {
            slacks(y, s);
            std::vector<double> grad(n);
            std::vector<std::vector<double>> hess(n, std::vector<double>(n, 0));
            for (std::size_t p = 0; p < n; ++p) {
                grad[p] = -t * a[p] / (y[p] * y[p]);
                hess[p][p] = 2 * t * a[p] / (y[p] * y[p] * y[p]);
            }
            for (std::size_t g = 0; g < m; ++g)
                for (int p : groups[g].paths) {
                    grad[static_cast<std::size_t>(p)] += 1 / s[g];
                    for (int r : groups[g].paths)
                        hess[static_cast<std::size_t>(p)][static_cast<std::size_t>(r)] += 1 / (s[g] * s[g]);
                }
            std::vector<double> minus(n);
            for (std::size_t p = 0; p < n; ++p)
                minus[p] = -grad[p];
            const auto d = solve(hess, minus);
            double decrement = 0;
            for (std::size_t p = 0; p < n; ++p)
                decrement -= grad[p] * d[p];
            if (!(decrement > 1e-14))
                break;
            auto phi = [&](const std::vector<double> &v, bool &ok) {
                std::vector<double> sv;
                ok = slacks(v, sv);
                if (!ok)
                    return kInf;
                double b = 0;
                for (double x : sv)
                    b -= std::log(x);
                return t * objective(v) + b;
            };
            bool ok = true;
            const double now = phi(y, ok);
            double step = 1;
            std::vector<double> next(n);
            while (step > 1e-20) {
                for (std::size_t p = 0; p < n; ++p)
                    next[p] = y[p] + step * d[p];
                const double val = phi(next, ok);
                if (ok && val <= now - 0.25 * step * decrement)
                    break;
                step *= 0.5;
            }
            if (step <= 1e-20)
                break;
            y = next;
        }
        // duality gap of the central point: m/t (Boyd and Vandenberghe §11.2.2)
        if (static_cast<double>(m) / t <= 1e-12 * objective(y))
            break;
        t *= 16;
    }
    for (auto &v : y)
        v *= capScale;
    return y;
}

namespace {

// The deduplicated groups (one per set of paths, its tightest capacity, in increasing order of
// the sets) solved: analytically when laminar, by the barrier method otherwise.
std::vector<double> solveGroups(const std::vector<double> &weights, const std::vector<CapacityGroup> &groups)
{
    std::vector<bool> covered(weights.size(), false);
    for (const auto &g : groups)
        for (int p : g.paths)
            covered[static_cast<std::size_t>(p)] = true;
    for (bool c : covered)
        if (!c)
            throw std::invalid_argument("minimizeWeightedInverse: a path crosses no constraint");
    if (isLaminar(groups))
        return LaminarSolver(weights, groups).solve();
    return minimizeWeightedInverseByBarrier(weights, groups);
}

} // namespace

std::vector<double> minimizeWeightedInverse(const std::vector<double> &weights,
                                            const std::vector<CapacityGroup> &groupsIn)
{
    // one constraint per set of paths: the tightest
    std::map<std::vector<int>, double> tightest;
    for (const auto &g : groupsIn) {
        auto key = g.paths;
        std::sort(key.begin(), key.end());
        key.erase(std::unique(key.begin(), key.end()), key.end());
        auto [it, fresh] = tightest.emplace(key, g.capacity);
        if (!fresh)
            it->second = std::min(it->second, g.capacity);
    }
    std::vector<CapacityGroup> groups;
    for (const auto &[paths, capacity] : tightest)
        groups.push_back({paths, capacity});
    return solveGroups(weights, groups);
}

std::vector<double> allocateNewPaths(const RingNetwork &net,
                                     const std::vector<const std::vector<int> *> &paths,
                                     const std::vector<double> &weights,
                                     const std::vector<double> &residual)
{
    // Up to 4 paths (§4.2), so a set of paths is a bit mask: for each shared link the mask of
    // the paths crossing it, for each backbone link a one-path group; the tightest capacity of
    // each mask, then the groups in increasing order of their sets (as minimizeWeightedInverse
    // orders them). Called for every candidate insertion: no map, no allocation once this
    // thread's storage has grown.
    if (paths.size() > 8)
        throw std::invalid_argument("allocateNewPaths: at most 8 paths");
    // This thread's storage, reused from call to call: the shared links crossed with the mask
    // of the paths crossing each, where each link's entry is (slot, -1 when none), the tightest
    // capacity of each mask (+inf when unset) and the masks set.
    thread_local std::vector<std::pair<int, unsigned>> crossing;
    thread_local std::vector<int> slot;
    thread_local std::array<double, 256> tightest = [] {
        std::array<double, 256> t;
        t.fill(kInf);
        return t;
    }();
    thread_local std::vector<unsigned> masks;
    crossing.clear();
    masks.clear();
    if (slot.size() < static_cast<std::size_t>(net.linkCount()))
        slot.resize(static_cast<std::size_t>(net.linkCount()), -1);
    const auto tighten = [&](unsigned mask, double capacity) {
        if (tightest[mask] == kInf)
            masks.push_back(mask);
        tightest[mask] = std::min(tightest[mask], capacity);
    };
    for (std::size_t p = 0; p < paths.size(); ++p)
        for (int l : *paths[p]) {
            if (!net.shared(l)) {
                tighten(1u << p, net.capacity(l));
                continue;
            }
            int &s = slot[static_cast<std::size_t>(l)];
            if (s < 0) {
                s = static_cast<int>(crossing.size());
                crossing.emplace_back(l, 1u << p);
            } else {
                crossing[static_cast<std::size_t>(s)].second |= 1u << p;
            }
        }
    for (const auto &[link, mask] : crossing) {
        tighten(mask, residual[static_cast<std::size_t>(link)]);
        slot[static_cast<std::size_t>(link)] = -1;
    }
    // std::map<std::vector<int>, double> orders sets lexicographically by their sorted members:
    // each mask's rank in that order, once.
    static const std::array<int, 256> rank = [] {
        std::vector<std::pair<std::vector<int>, unsigned>> sets;
        for (unsigned mask = 1; mask < 256; ++mask) {
            std::vector<int> members;
            for (int p = 0; p < 8; ++p)
                if (mask & (1u << p))
                    members.push_back(p);
            sets.emplace_back(std::move(members), mask);
        }
        std::sort(sets.begin(), sets.end());
        std::array<int, 256> r{};
        for (std::size_t i = 0; i < sets.size(); ++i)
            r[sets[i].second] = static_cast<int>(i);
        return r;
    }();
    std::sort(masks.begin(), masks.end(), [](unsigned a, unsigned b) { return rank[a] < rank[b]; });
    thread_local std::vector<CapacityGroup> groups;
    groups.resize(masks.size());
    for (std::size_t i = 0; i < masks.size(); ++i) {
        CapacityGroup &g = groups[i];
        g.paths.clear();
        for (int p = 0; p < 8; ++p)
            if (masks[i] & (1u << p))
                g.paths.push_back(p);
        g.capacity = tightest[masks[i]];
        tightest[masks[i]] = kInf;
    }
    return solveGroups(weights, groups);
}

std::vector<double> maxMinBandwidths(const RingNetwork &net,
                                     const std::vector<const std::vector<int> *> &paths)
{
    sim::SharingProblem pb;
    std::vector<int> constraintOf(static_cast<std::size_t>(net.linkCount()), -1);
    for (const auto *links : paths) {
        std::vector<int> uses;
        double bound = kInf;
        for (int l : *links) {
            if (!net.shared(l)) {
                bound = std::min(bound, net.capacity(l));
                continue;
            }
            auto &c = constraintOf[static_cast<std::size_t>(l)];
            if (c < 0) {
                c = static_cast<int>(pb.capacity.size());
                pb.capacity.push_back(net.capacity(l));
            }
            uses.push_back(c);
        }
        pb.uses.push_back(std::move(uses));
        pb.bound.push_back(bound);
    }
    auto rates = sim::maxMinFairRates(pb);
    // Progressive filling subtracts shares one increment at a time: scale down the flows of a
    // link whose sum rounds above its capacity, so that no capacity is ever exceeded.
    std::vector<double> load(pb.capacity.size(), 0);
    for (std::size_t f = 0; f < rates.size(); ++f)
        for (int c : pb.uses[f])
            load[static_cast<std::size_t>(c)] += rates[f];
    for (std::size_t c = 0; c < load.size(); ++c) {
        if (load[c] <= pb.capacity[c])
            continue;
        const double factor = pb.capacity[c] / load[c] * (1 - 1e-15);
        for (std::size_t f = 0; f < rates.size(); ++f)
            if (std::find(pb.uses[f].begin(), pb.uses[f].end(), static_cast<int>(c)) != pb.uses[f].end())
                rates[f] *= factor;
    }
    return rates;
}

} // namespace partita::ring
