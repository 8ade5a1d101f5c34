#include "schedule/ring/ring_program.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>
#include <utility>

namespace partita::ring {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

void checkProgram(const RingProgram &pg)
{
    if (!(pg.h > 0 && std::isfinite(pg.h) && pg.w > 0 && std::isfinite(pg.w)))
        throw std::invalid_argument("ring program: H and W must be positive");
    if (pg.speed.size() != pg.paths.size() || pg.speed.empty())
        throw std::invalid_argument("ring program: one pair of paths per member");
    const std::size_t n = 2 * pg.paths.size();
    std::vector<int> owner(n, -1);
    for (std::size_t i = 0; i < pg.paths.size(); ++i) {
        if (!(pg.speed[i] > 0 && std::isfinite(pg.speed[i])))
            throw std::invalid_argument("ring program: speeds must be positive");
        for (int p : pg.paths[i]) {
            if (p < 0 || static_cast<std::size_t>(p) >= n || owner[static_cast<std::size_t>(p)] >= 0)
                throw std::invalid_argument("ring program: each path belongs to one member");
            owner[static_cast<std::size_t>(p)] = static_cast<int>(i);
        }
    }
    std::vector<bool> covered(n, false);
    for (const CapacityGroup &g : pg.groups) {
        if (!(g.capacity > 0 && std::isfinite(g.capacity)))
            throw std::invalid_argument("ring program: capacities must be positive");
        for (int p : g.paths) {
            if (p < 0 || static_cast<std::size_t>(p) >= n)
                throw std::invalid_argument("ring program: a group names an unknown path");
            covered[static_cast<std::size_t>(p)] = true;
        }
    }
    for (bool c : covered)
        if (!c)
            throw std::invalid_argument("ring program: a path crosses no link");
}

// One group per set of paths, its tightest capacity (a path crossing several links that no
// other path crosses needs only the narrowest).
std::vector<CapacityGroup> tightestGroups(const std::vector<CapacityGroup> &groups)
{
    std::map<std::vector<int>, double> tightest;
    for (const CapacityGroup &g : groups) {
        auto key = g.paths;
        std::sort(key.begin(), key.end());
        key.erase(std::unique(key.begin(), key.end()), key.end());
        auto [it, fresh] = tightest.emplace(std::move(key), g.capacity);
        if (!fresh)
            it->second = std::min(it->second, g.capacity);
    }
    std::vector<CapacityGroup> out;
    for (auto &[paths, capacity] : tightest)
        out.push_back({paths, capacity});
    return out;
}

// D_i = H·(1/x_{S_i} + 1/x_{P_i}) for each member.
std::vector<double> communication(const RingProgram &pg, const std::vector<double> &x)
{
    std::vector<double> d;
    for (const auto &pair : pg.paths)
        d.push_back(pg.h * (1 / x[static_cast<std::size_t>(pair[0])] + 1 / x[static_cast<std::size_t>(pair[1])]));
    return d;
}

// A constraint slack = T − constant − h·Σ coef_p/x_p > 0 (a member's time, or the sum of them).
struct Reciprocal {
    double constant = 0;
    std::vector<std::pair<std::size_t, double>> terms; // (path, coef)
};

// In-place Cholesky factorization of the n×n symmetric matrix a (row-major, lower part used);
// false when it is not positive definite to working precision.
bool cholesky(std::vector<double> &a, std::size_t n)
{
    for (std::size_t j = 0; j < n; ++j) {
        double d = a[j * n + j];
        for (std::size_t k = 0; k < j; ++k)
            d -= a[j * n + k] * a[j * n + k];
        if (!(d > 0))
            return false;
        d = std::sqrt(d);
        a[j * n + j] = d;
        for (std::size_t i = j + 1; i < n; ++i) {
            double s = a[i * n + j];
            for (std::size_t k = 0; k < j; ++k)
                s -= a[i * n + k] * a[j * n + k];
            a[i * n + j] = s / d;
        }
    }
    return true;
}

void choleskySolve(const std::vector<double> &l, std::size_t n, std::vector<double> &b)
{
    for (std::size_t i = 0; i < n; ++i) {
        double s = b[i];
        for (std::size_t k = 0; k < i; ++k)
            s -= l[i * n + k] * b[k];
        b[i] = s / l[i * n + i];
    }
    for (std::size_t i = n; i-- > 0;) {
        double s = b[i];
        for (std::size_t k = i + 1; k < n; ++k)
            s -= l[k * n + i] * b[k];
        b[i] = s / l[i * n + i];
    }
}

// The barrier method (Boyd and Vandenberghe §11.3) on (x, T): minimize T subject to the
// capacities, Σ_i speed_i·D_i(x) ≤ T·Σ speed − W and, with `members`, D_i(x) ≤ T for each
// member. Without `members` it is stage 1's program (equation (4) minimized over the shares),
// with them stage 2's. Starts from `start` scaled by 0.9 (strictly inside the capacities),
// normalized to capacities of at most 1 and a starting T of 1; ends at a duality gap of
// 1e-12·T. Each Newton step solves the dense (n + 1)-square system by Cholesky.
std::vector<double> barrier(const RingProgram &program, const std::vector<CapacityGroup> &groups,
                            const std::vector<double> &start, bool members, const CancelToken *cancel)
{
    const std::size_t paths = 2 * program.paths.size(), n = paths + 1, tIndex = paths;
    double capScale = 0;
    for (const CapacityGroup &g : groups)
        capScale = std::max(capScale, g.capacity);
    std::vector<double> y(n);
    for (std::size_t p = 0; p < paths; ++p)
        y[p] = 0.9 * start[p] / capScale;
    std::vector<double> cap;
    for (const CapacityGroup &g : groups)
        cap.push_back(g.capacity / capScale);
    double sumSpeed = 0;
    for (double s : program.speed)
        sumSpeed += s;
    const double hs = program.h / capScale; // H over the normalized shares
    // The starting T: 1.25 times what the starting shares need, strictly feasible.
    double level = program.w / sumSpeed, most = 0;
    for (std::size_t i = 0; i < program.paths.size(); ++i) {
        const auto &pair = program.paths[i];
        const double d = hs * (1 / y[static_cast<std::size_t>(pair[0])] + 1 / y[static_cast<std::size_t>(pair[1])]);
        level += program.speed[i] / sumSpeed * d;
        most = std::max(most, d);
    }
    const double timeScale = 1.25 * (members ? std::max(level, most) : level);
    const double h = hs / timeScale;
    y[tIndex] = 1;

    std::vector<Reciprocal> recips;
    if (members)
        for (const auto &pair : program.paths)
            recips.push_back({0, {{static_cast<std::size_t>(pair[0]), 1.0}, {static_cast<std::size_t>(pair[1]), 1.0}}});
    Reciprocal total{program.w / sumSpeed / timeScale, {}};
    for (std::size_t i = 0; i < program.paths.size(); ++i)
        for (int p : program.paths[i])
            total.terms.push_back({static_cast<std::size_t>(p), program.speed[i] / sumSpeed});
    recips.push_back(std::move(total));
    const double constraints = static_cast<double>(groups.size() + recips.size());

    // The slacks at v; false when v is not strictly feasible.
    std::vector<double> groupSlack(groups.size()), recipSlack(recips.size());
    const auto slacks = [&](const std::vector<double> &v) {
        for (std::size_t p = 0; p < paths; ++p)
            if (!(v[p] > 0))
                return false;
        for (std::size_t g = 0; g < groups.size(); ++g) {
            double used = 0;
            for (int p : groups[g].paths)
                used += v[static_cast<std::size_t>(p)];
            groupSlack[g] = cap[g] - used;
            if (!(groupSlack[g] > 0))
                return false;
        }
        for (std::size_t r = 0; r < recips.size(); ++r) {
            double s = v[tIndex] - recips[r].constant;
            for (const auto &[p, c] : recips[r].terms)
                s -= h * c / v[p];
            recipSlack[r] = s;
            if (!(s > 0))
                return false;
        }
        return true;
    };
    double t = constraints; // a starting duality gap of about T
    const auto phi = [&](const std::vector<double> &v, bool &ok) {
        ok = slacks(v);
        if (!ok)
            return kInf;
        double b = t * v[tIndex];
        for (double s : groupSlack)
            b -= std::log(s);
        for (double s : recipSlack)
            b -= std::log(s);
        return b;
    };
    if (!slacks(y))
        throw std::invalid_argument("ring program: the starting shares exceed a capacity");

    std::vector<double> grad(n), hess(n * n), next(n), dir(n);
    std::vector<std::pair<std::size_t, double>> gs;
    for (int outer = 0; outer < 60; ++outer) {
        for (int inner = 0; inner < 60; ++inner) {
            checkCancel(cancel);
            slacks(y);
            std::fill(grad.begin(), grad.end(), 0.0);
            std::fill(hess.begin(), hess.end(), 0.0);
            grad[tIndex] = t;
            for (std::size_t g = 0; g < groups.size(); ++g) {
                const double inv = 1 / groupSlack[g], inv2 = inv * inv;
                for (int p : groups[g].paths) {
                    grad[static_cast<std::size_t>(p)] += inv;
                    for (int q : groups[g].paths)
                        hess[static_cast<std::size_t>(p) * n + static_cast<std::size_t>(q)] += inv2;
                }
            }
            for (std::size_t r = 0; r < recips.size(); ++r) {
                // ∇slack: 1 on T, h·c/x² on x_p; ∇²slack: −2h·c/x³ on the diagonal.
                const double inv = 1 / recipSlack[r], inv2 = inv * inv;
                gs.assign(1, {tIndex, 1.0});
                for (const auto &[p, c] : recips[r].terms) {
                    gs.push_back({p, h * c / (y[p] * y[p])});
                    hess[p * n + p] += 2 * h * c / (y[p] * y[p] * y[p]) * inv;
                }
                for (const auto &[i, gi] : gs) {
                    grad[i] -= gi * inv;
                    for (const auto &[j, gj] : gs)
                        hess[i * n + j] += gi * gj * inv2;
                }
            }
            if (!cholesky(hess, n))
                break;
            for (std::size_t i = 0; i < n; ++i)
                dir[i] = -grad[i];
            choleskySolve(hess, n, dir);
            double decrement = 0; // λ², the Newton decrement squared (affine invariant)
            for (std::size_t i = 0; i < n; ++i)
                decrement -= grad[i] * dir[i];
            if (!(decrement > 1e-10))
                break;
            // Backtracking from the longest step the capacities allow.
            double s = 1;
            for (std::size_t g = 0; g < groups.size(); ++g) {
                double rate = 0;
                for (int p : groups[g].paths)
                    rate += dir[static_cast<std::size_t>(p)];
                if (rate > 0)
                    s = std::min(s, 0.99 * groupSlack[g] / rate);
            }
            for (std::size_t p = 0; p < paths; ++p)
                if (dir[p] < 0)
                    s = std::min(s, 0.99 * y[p] / -dir[p]);
            bool ok = true;
            const double now = phi(y, ok);
            for (; s > 1e-20; s *= 0.5) {
                for (std::size_t i = 0; i < n; ++i)
                    next[i] = y[i] + s * dir[i];
                const double value = phi(next, ok);
                if (ok && value <= now - 0.25 * s * decrement)
                    break;
            }
            if (s <= 1e-20)
                break;
            y.swap(next);
        }
        // the duality gap of a central point is (number of constraints)/t (Boyd and
        // Vandenberghe §11.2.2)
        if (constraints / t <= 1e-12 * y[tIndex])
            break;
        t *= 20;
    }
    std::vector<double> x(y.begin(), y.begin() + static_cast<long>(paths));
    for (double &v : x)
        v *= capScale;
    return x;
}

// Strictly inside every capacity: each path at half its tightest capacity's even share.
std::vector<double> evenStart(std::size_t paths, const std::vector<CapacityGroup> &groups)
{
    std::vector<double> x(paths, kInf);
    for (const CapacityGroup &g : groups)
        for (int p : g.paths)
            x[static_cast<std::size_t>(p)] =
                std::min(x[static_cast<std::size_t>(p)], 0.5 * g.capacity / static_cast<double>(g.paths.size()));
    return x;
}

} // namespace

std::vector<double> solveRingProgramByBarrier(const RingProgram &program, const std::vector<double> &start,
                                              const CancelToken *cancel)
{
    checkProgram(program);
    if (start.size() != 2 * program.paths.size())
        throw std::invalid_argument("ring program: one starting share per path");
    return barrier(program, tightestGroups(program.groups), start, true, cancel);
}

RingProgramSolution solveRingProgram(const RingProgram &program, const CancelToken *cancel)
{
    checkProgram(program);
    const std::vector<CapacityGroup> groups = tightestGroups(program.groups);
    const std::size_t paths = 2 * program.paths.size();
    checkCancel(cancel);

    // Stage 1: equation (4), the weighted program of §4.2 on every path.
    std::vector<double> weights(paths);
    for (std::size_t i = 0; i < program.paths.size(); ++i)
        for (int p : program.paths[i])
            weights[static_cast<std::size_t>(p)] = program.speed[i];
    RingProgramSolution best;
    best.bandwidth = isLaminar(groups) ? minimizeWeightedInverse(weights, groups)
                                       : barrier(program, groups, evenStart(paths, groups), false, cancel);
    const std::vector<double> d = communication(program, best.bandwidth);
    best.step = stepTime(program.speed, d, program.w);
    double sumSpeed = 0, weighted = 0;
    for (std::size_t i = 0; i < d.size(); ++i) {
        sumSpeed += program.speed[i];
        weighted += program.speed[i] * d[i];
    }
    const double level = (program.w + weighted) / sumSpeed;
    if (*std::max_element(d.begin(), d.end()) <= level)
        return best;

    // Stage 2: a member computes nothing; the barrier from stage 1's shares.
    RingProgramSolution second;
    second.everyMemberComputes = false;
    second.bandwidth = solveRingProgramByBarrier(program, best.bandwidth, cancel);
    second.step = stepTime(program.speed, communication(program, second.bandwidth), program.w);
    if (second.step.tStep <= best.step.tStep)
        return second;
    best.everyMemberComputes = false;
    return best;
}

} // namespace partita::ring
