#pragma once
// Metrics of a plan (docs/metrics.md), computed on the integer layout actually produced.
//
// Half-perimeters follow the unit-square convention of paper 000 §2.3: a processor whose
// blocks span R element rows and C element columns of C has half-perimeter (R + C)/n, and
// receives R·n elements of A and C·n of B over the whole outer-product algorithm. So
//   comm_volume = n² · sum_half_perimeters   (elements),
// and no partition into rectangles goes below lower_bound = 2·Σ√s_i (paper 004 Lemma 2).
// A layer-based piece receives k_i columns of A and k_i rows of B: half-perimeter 2k_i/n,
// volume 2n² in all (paper 004 Theorem 1).
//
// On a product of any shape (C m×n = A m×k · B k×n, docs/shapes.md) the unit is √(m·n), the
// side of the square of C's area: half-perimeter (R + C)/√(m·n), a piece receiving R·k of A
// and k·C of B; comm_volume = k·√(m·n)·sum_half_perimeters, and 2·Σ√s_i still bounds the sum
// (a rectangle of area s_i·m·n has a half-perimeter of at least 2√(s_i·m·n)). A layer of k_i
// receives (m + n)·k_i elements.

#include "model/network_model.h"
#include "model/platform.h"
#include "partition/plan.h"
#include "schedule/outer/outer_product.h"

#include <string>
#include <vector>

namespace partita {

struct ProcessorMetrics {
    std::string processor;
    double speed = 0;
    double share = 0;         // the strategy's target fraction of the work
    double workFraction = 0;  // fraction of the work it really got
    std::int64_t blocks = 0;  // blocks owned (Blocks plans)
    std::int64_t rows = 0;    // element rows spanned (Blocks) / k (Layers)
    std::int64_t cols = 0;    // element columns spanned (Blocks) / k (Layers)
    double halfPerimeter = 0; // (rows + cols) / n; (rows + cols)/√(m·n) on any shape
    double computeTime = 0;   // its whole share of the multiply-adds at its speed
    bool operator==(const ProcessorMetrics &) const = default;
};

struct Metrics {
    double sumHalfPerimeters = 0;
    double maxHalfPerimeter = 0;
    // 2·Σ√s_i over the computing processors' speed shares s_i: the bound of paper 004 Lemma 2
    // for rectangles of the ideal areas. The integer layout gives areas a little off s_i, so
    // its sum of half-perimeters may fall just below it (columns on 300 processors: 33.780
    // against 33.810); layer-based pieces are no rectangles and fall far below it.
    double lowerBound = 0;
    // 2·Σ√a_i over the areas a_i the layout actually gives (Blocks plans): no rectangles of
    // these areas have a smaller sum of half-perimeters, so sumHalfPerimeters ≥ layoutLowerBound
    // always holds (a piece spanning R rows and C columns holds at most R·C elements, and
    // (R + C)/n ≥ 2√(R·C)/n). 0 for Layers plans, to which no rectangle bound applies.
    double layoutLowerBound = 0;
    double commVolume = 0;    // elements
    double commVolumeLowerBound = 0; // n² · lowerBound (k·√(m·n)·lowerBound): no rectangular partition sends less
    double imbalance = 0;     // max_i (work_i/speed_i) / (Σ work / Σ speed) − 1
    double predictedMakespan = 0;
    NetworkModel network = NetworkModel::Star;
    sim::FlowModel flow = sim::FlowModel::Ideal; // the sharing of the simulated transfers
    std::vector<ProcessorMetrics> processors;
    bool operator==(const Metrics &) const = default;
};

// `flow`: how the predicted makespan's simulated transfers share links (sim/sim_platform.h).
Metrics computeMetrics(const Plan &plan, const Platform &platform, NetworkModel network,
                       sim::FlowModel flow = sim::FlowModel::Ideal);

// The pieces of `m` as the outer-product model takes them (rows, columns and elements of C of
// each processor's piece).
std::vector<OuterPiece> outerPieces(const Metrics &m, const Problem &problem);

// 2·Σ√s_i with s_i = speed_i / Σ speed: no partition of the unit square into rectangles of
// areas s_i has a smaller sum of half-perimeters (paper 004 Lemma 2). Times n² it bounds the
// communication volume of every rectangular partition. 0 for no speed.
double halfPerimeterLowerBound(const std::vector<double> &speeds);
// The same over the platform's computing processors.
double halfPerimeterLowerBound(const Platform &platform);

} // namespace partita
