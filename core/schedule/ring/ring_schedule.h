#pragma once
// The iterative computation of a planned ring as a sim::Schedule (paper 001 §2.1, Fig. 2).
//
// Step t of P_i: compute alpha_i·W, then send H to its successor and then H to its
// predecessor (equation (3) adds both sends to the computation); step t+1 starts once P_i's
// own sends are done and both neighbours' boundaries of step t have arrived. Each path is a
// link of its own at its bandwidth share (the reservation of §2.1), ending at a receive router
// (two per member, one per neighbour) that only receives, so the simulator cannot route a
// message around the ring.
// Activities carry no Activity::data: the ring's work is a relaxation of a grid cut into
// slices of real-valued widths alpha_i·W, not blocks of A, B and C; the executor cuts the grid
// itself (exec/ring_run.cpp) from RingResult::alpha.
// Complexity: O(iterations·r) activities.

#include "schedule/ring/ring_result.h"

namespace partita::ring {

// Multiply-adds in one work unit and elements in one data unit of the platform's units, as
// sim::SimPlatform converts speeds and bandwidths (blocks: q³ and q²; physical: a Gflop is
// 5·10⁸ multiply-adds, a GB 1.25·10⁸ elements of 8 bytes).
double multiplyAddsPerWorkUnit(Units units, double q);
double elementsPerDataUnit(Units units, double q);

// Fills result.run from result.ring, result.paths and result.alpha.
void buildRingSchedule(const Platform &platform, const RingOptions &options, RingResult &result);

} // namespace partita::ring
