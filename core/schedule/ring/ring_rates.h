#pragma once
// The ring at the rates of its own slices (docs/ring.md, "The rates of the slices").
//
// Paper 001 gives each processor one cycle-time w_i. The executor's step is a Jacobi sweep,
// bound by memory: its rate falls as a member's slice outgrows the caches (5.9 Gflop/s on a
// 34 MB slice, 3.0 on 128 MB and more on the machine where this was measured), and a
// platform may give it as a function of the slice's size, the `stencil` kernel in MiB
// (model/platform.h, SpeedPoint). The slices in turn follow from the rates (alpha_i of
// equation (3)), so the two are found together, as the functional performance models'
// partitioners do (Lastovetsky and Reddy): plan the ring at the rates of a first guess of the
// slices (the grid shared equally); on that ring, its routes and their shares, find the slices
// that balance equation (3) at the rates of the slices themselves (a water level, by
// bisection); plan again at those rates, until the plan gives every member the slice it was
// planned for. At that fixed point the ring's alpha_i balance equation (3) at the rate each
// member really has on its slice.
//
// A platform whose processors give no stencil function, or a constant one, is planned once:
// the same ring as planSharedRing on forKernel(platform, Kernel::Stencil, 0).

#include "schedule/ring/ring_result.h"

namespace partita {

// MiB of a ring member's slice of `points` points of the grid, both copies (in and out): two
// doubles a point. The size the `stencil` kernel's rates are given at (model/platform.h).
double ringSliceMiBOfPoints(double points);
// The same for a member holding `share` of a step's work W (RingOptions::w, in the platform's
// work unit at block size q): a point is two multiply-adds.
double ringSliceMiB(double share, double w, Units units, double q);

struct RingAtSliceRates {
    RingResult ring;     // planSharedRing on `seen`
    Platform seen;       // every processor at its stencil rate for its slice (one left out at an
                         // equal share of a ring one larger)
    int rounds = 1;      // plans made
    bool settled = true; // the plan's slices have the rates it was planned with (relative change
                         // at most kRingRateTolerance). Otherwise (members or routes that change
                         // with the rates and back, or kRingRateRounds plans), the ring of the
                         // plans made whose step is shortest with its slices balanced at their
                         // own rates (`ring.alpha`, `ring.tStep`, `ring.run`; the growth in
                         // `ring.steps` is that plan's).
};

inline constexpr int kRingRateRounds = 30;
inline constexpr double kRingRateTolerance = 1e-9;

// Throws what planSharedRing throws.
RingAtSliceRates planRingAtSliceRates(const Platform &platform, const RingOptions &options);

} // namespace partita
