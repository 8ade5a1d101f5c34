#include "schedule/ring/ring_rates.h"

#include "schedule/ring/ring_schedule.h"
#include "schedule/ring/shared_ring.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace partita {

namespace {

bool ratesVary(const Platform &platform)
{
    for (const Processor &p : platform.processors)
        if (const auto f = p.kernels.find(Kernel::Stencil); f != p.kernels.end() && f->second.points.size() > 1)
            return true;
    return false;
}

// The largest x in [0, 1] with below(x) true, below true at 0 and monotone (bisection).
double largestBelow(const std::function<bool(double)> &below)
{
    if (below(1))
        return 1;
    double lo = 0, hi = 1;
    for (int i = 0; i < 64 && hi - lo > 1e-15; ++i) {
        const double mid = (lo + hi) / 2;
        (below(mid) ? lo : hi) = mid;
    }
    return lo;
}

// The shares of W that balance equation (3) on the ring and paths of `ring`, each member at the
// rate of the slice the share gives it: the water level L with Σ_i a_i(L) = 1, where a_i(L) is
// the largest share with a·W / s_i(slice(a)) + D_i ≤ L (the time of a slice grows with it, as
// the functional models assume: a slice twice as large never takes less time).
struct Balance {
    std::vector<double> shares; // in ring order
    double tStep = 0;           // the level, or the longest communication when it is longer
};

Balance balanceAtSliceRates(const Platform &platform, const RingOptions &o, const RingResult &ring,
                            const std::function<double(const Processor &, double)> &rateAt)
{
    const std::size_t r = ring.ring.size();
    std::vector<const Processor *> member(r);
    std::vector<double> d(r, 0);
    for (std::size_t i = 0; i < r; ++i) {
        member[i] = platform.findProcessor(ring.ring[i]);
        if (r > 1)
            d[i] = o.h / ring.findPath(ring.ring[i], true)->bandwidth + o.h / ring.findPath(ring.ring[i], false)->bandwidth;
    }
    const auto shareAt = [&](std::size_t i, double level) {
        if (level <= d[i])
            return 0.0;
        return largestBelow([&](double a) { return a * o.w / rateAt(*member[i], a) + d[i] <= level; });
    };
    const auto total = [&](double level) {
        double sum = 0;
        for (std::size_t i = 0; i < r; ++i)
            sum += shareAt(i, level);
        return sum;
    };
    double lo = *std::min_element(d.begin(), d.end()), hi = lo + 1;
    while (total(hi) < 1)
        hi = lo + 2 * (hi - lo);
    for (int i = 0; i < 100 && hi - lo > 1e-15 * hi; ++i) {
        const double mid = (lo + hi) / 2;
        (total(mid) < 1 ? lo : hi) = mid;
    }
    Balance b;
    double sum = 0;
    for (std::size_t i = 0; i < r; ++i)
        sum += b.shares.emplace_back(shareAt(i, hi));
    for (double &share : b.shares) // above 1 by the bisection's last step at most
        share /= sum;
    // a member that does not compute still communicates (docs/ring.md, equation (3) re-derived)
    b.tStep = std::max(hi, *std::max_element(d.begin(), d.end()));
    return b;
}

} // namespace

double ringSliceMiBOfPoints(double points)
{
    return points * 2 * sizeof(double) / (1024.0 * 1024.0);
}

double ringSliceMiB(double share, double w, Units units, double q)
{
    return ringSliceMiBOfPoints(share * w * ring::multiplyAddsPerWorkUnit(units, q) / 2);
}

RingAtSliceRates planRingAtSliceRates(const Platform &platform, const RingOptions &options)
{
    const auto rateAt = [&](const Processor &p, double share) {
        return p.speedFor(Kernel::Stencil, ringSliceMiB(share, options.w, platform.units, options.q));
    };
    RingAtSliceRates out;
    out.seen = platform;
    // First guess: the grid shared equally among every processor that computes.
    const double everyone = static_cast<double>(std::max<std::size_t>(1, platform.computingProcessors().size()));
    for (Processor &p : out.seen.processors)
        p.speed = rateAt(p, 1.0 / everyone);
    out.ring = planSharedRing(out.seen, options);
    if (!ratesVary(platform))
        return out;

    // Each round keeps the ring, its routes and their shares the last plan chose, finds the
    // slices that balance equation (3) at the rates of the slices themselves, and plans again
    // at those rates. The shares of §4.2 and the ring's members depend on the rates, so the
    // next plan may differ; once it gives every member the slice it was planned for, the rates
    // have settled.
    struct Candidate {
        RingResult ring;
        Balance balance;
    };
    std::optional<Candidate> best;
    std::vector<double> movedBy; // per round
    for (out.rounds = 1;; ++out.rounds) {
        Balance balance = balanceAtSliceRates(platform, options, out.ring, rateAt);
        const double joining = 1.0 / static_cast<double>(out.ring.ring.size() + 1);
        Platform next = out.seen;
        double moved = 0;
        for (std::size_t i = 0; i < platform.processors.size(); ++i) {
            const Processor &p = platform.processors[i];
            const auto at = std::find(out.ring.ring.begin(), out.ring.ring.end(), p.id);
            // A processor left out at an equal share of a ring one larger: about what joining
            // would give it.
            const double share =
                at != out.ring.ring.end() ? balance.shares[static_cast<std::size_t>(at - out.ring.ring.begin())] : joining;
            next.processors[i].speed = rateAt(p, share);
            const double was = out.seen.processors[i].speed;
            moved = std::max(moved, was > 0 ? std::abs(next.processors[i].speed - was) / was : 0.0);
        }
        if (moved <= kRingRateTolerance)
            return out;
        if (!best || balance.tStep < best->balance.tStep)
            best = Candidate{out.ring, std::move(balance)};
        movedBy.push_back(moved);
        // Two plans taking turns (one member alone holds the whole grid at a slow rate, so
        // another looks faster alone, and back) never settle: stop at the first repeat.
        const bool cycle = movedBy.size() >= 3 && movedBy.back() == movedBy[movedBy.size() - 3];
        if (out.rounds == kRingRateRounds || cycle)
            break;
        out.seen = std::move(next);
        out.ring = planSharedRing(out.seen, options);
    }

    // Not settled (the members or routes change with the rates and back): of the rings
    // planned, the one whose step is shortest with its slices balanced at their own rates, as
    // the run will perform it.
    out.settled = false;
    out.ring = std::move(best->ring);
    for (std::size_t i = 0; i < out.ring.ring.size(); ++i) {
        const std::string &id = out.ring.ring[i];
        out.ring.alpha[id] = best->balance.shares[i];
        const auto p = std::find_if(out.seen.processors.begin(), out.seen.processors.end(),
                                    [&](const Processor &x) { return x.id == id; });
        p->speed = rateAt(*platform.findProcessor(id), best->balance.shares[i]);
    }
    out.ring.tStep = best->balance.tStep;
    ring::buildRingSchedule(out.seen, options, out.ring);
    return out;
}

} // namespace partita
