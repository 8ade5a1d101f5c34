#pragma once
// Sweeps of one parameter of a comparison (docs/studio.md, Sweep): the values of a range
// (linear or logarithmic) and the problem and platform at each value. The parameter is a
// matrix dimension (the order, m, k or n), the block size q, or a property of the platform:
//
//   heterogeneity h   every computing processor's speed s_i becomes S·s_i^h / Σ_j s_j^h, with
//                     S = Σ_j s_j: the total speed stays, h = 0 makes the processors equal
//                     (S/p each), h = 1 is the platform as drawn and h > 1 spreads the speeds
//                     further apart (the ratio of two speeds becomes (s_i/s_j)^h). A processor's
//                     kernel rates are scaled with its speed.
//   communication ratio x   every link's bandwidth is divided by x (latencies stay): the time
//                     of each transfer against the time of each computation is x times the
//                     platform's, x = 1 as drawn.
//   worker memory M   every processor but the master gets memory M (MiB, or q×q buffers on a
//                     platform in blocks): what the master-worker strategies (paper 002) can
//                     hold at once.
//
// Each value costs O(p + links) to apply; evaluating the strategies there is evaluate()'s cost.

#include "model/platform.h"
#include "model/problem.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace partita {

enum class SweepParameter { Order, M, K, N, BlockSize, Heterogeneity, CommunicationRatio, WorkerMemory };

inline constexpr int kMaxSweepPoints = 200;

// "order", "m", "k", "n", "q", "heterogeneity", "comm-ratio", "memory", and back.
std::string sweepParameterName(SweepParameter parameter);
std::optional<SweepParameter> parseSweepParameter(std::string_view name);
// The order, m, k, n and q take whole values.
bool sweepsWholeValues(SweepParameter parameter);
// Whether the parameter changes the problem (dimensions, q) or the platform.
bool sweepsPlatform(SweepParameter parameter);

struct SweepRange {
    double from = 1;
    double to = 1;
    int points = 2;
    bool logarithmic = false; // points evenly spaced in log(value); both ends positive
    bool operator==(const SweepRange &) const = default;
};

// `points` values from `from` to `to` (both included; one point: `from`), evenly spaced, or
// geometrically when logarithmic; rounded to whole numbers, repeats dropped, when `whole`.
// Throws InputError (naming the bound) for a range that is empty, not finite, of fewer than 1
// or more than kMaxSweepPoints points, logarithmic through a value ≤ 0, or with negative ends.
std::vector<double> sweepValues(const SweepRange &range, bool whole);

// The problem at `value`: the order (m = k = n = value), one dimension, or q; the platform
// parameters leave it as it is.
Problem sweptProblem(const Problem &problem, SweepParameter parameter, double value);
// The platform at `value` for the platform parameters; the problem parameters leave it as it is.
Platform sweptPlatform(const Platform &platform, SweepParameter parameter, double value);

Platform withHeterogeneity(const Platform &platform, double h);
Platform withCommunicationRatio(const Platform &platform, double ratio);
Platform withWorkerMemory(const Platform &platform, double memory);

// The value the platform or problem has now, where there is one (the range's default centre):
// the dimension, q, h = 1, ratio 1, the largest worker memory.
double currentSweepValue(const Platform &platform, const Problem &problem, SweepParameter parameter);

} // namespace partita
