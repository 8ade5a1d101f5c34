#pragma once
// The master-worker strategies behind planMasterWorker, one source file per family:
// mw_homogeneous.cpp (HoLM, ORROML), mw_incremental.cpp (global, local, lookahead selection,
// their schedules in mw_finite.cpp), mw_dynamic.cpp (OMMOML, ODDOML, DDOML, BMM, OBMM). Each fills the algorithm-specific parts
// of an MwResult: mu, ratio, period, selections, steps, schedule, workersUsed.

#include "schedule/mw/master_worker.h"
#include "schedule/mw/mw_builder.h"
#include "schedule/mw/mw_model.h"
#include "schedule/mw/mw_selection.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace partita::mwdetail {

struct PlanInput {
    const MwPlatform &platform;
    const Problem &problem;
    int reportLimit = 50; // < 0: report every selection
    const CancelToken *cancel = nullptr; // MwOptions::cancel, given to every MwBuilder
};

void planHomogeneous(const PlanInput &in, bool selectResources, MwResult &out);
void planIncremental(const PlanInput &in, SelectionRule rule, MwResult &out);
void planDynamic(const PlanInput &in, const std::string &algorithm, MwResult &out);

// The block grid of an r×t×s product (paper 002 §2.1): C is r×s blocks, A r×t, B t×s;
// r = rowBlocks(), t = innerBlocks(), s = colBlocks() (docs/master-worker.md, "Products of
// any shape"). A square product has r = t = s.
struct Grid {
    int r = 0, t = 0, s = 0;
    explicit Grid(const Problem &problem);
    // The chunk of C a layout of side `side` holds at most: min(side, r) × min(side, s).
    int chunkRows(int side) const { return std::min(side, r); }
    int chunkCols(int side) const { return std::min(side, s); }
    // The largest side worth a layout: beyond max(r, s) a chunk grows no more.
    int sideCap() const { return std::max(r, s); }
};

// μ_i of the μ² + 4μ ≤ m_i layout, capped by the matrix (μ_i ≤ max(r, s)).
std::vector<int> incrementalMu(const MwPlatform &platform, const Problem &problem);

// The schedule of an incremental rule on the finite matrix (mw_finite.cpp): the workers of
// `usable` (μ_i ≥ 1) it enrolls, the chunks it cuts, the order of the steps; finished.
MwBuilder finiteSchedule(const PlanInput &in, SelectionRule rule, const std::vector<int> &mu,
                         const std::vector<std::size_t> &usable);

// One step of worker w in its layout, as the selection bookkeeping sees it: a full chunk of
// the layout clipped to the matrix (a×b blocks of C, a = min(side, r), b = min(side, s)),
// depth min(depth, t).
SelectionWorker selectionWorker(const MwWorker &w, const MwLayout &layout, const Grid &grid);

// Master time per block update of an a×b chunk's steps: (a + b)·c/(a·b), written 2c/a when
// the chunk is square so that square products keep their exact arithmetic.
double portPerUpdate(double a, double b, double c);

// Largest side ≤ `side` such that `workers` chunks of min(side, r)×min(side, s) blocks fit in
// the r×s grid of C, so that every worker can get one; at least 1.
int sideForWorkers(int side, const Grid &grid, std::size_t workers);

// Chunks of side×side blocks (smaller on the last row and column) of the r×s grid of C in the
// order of paper 002 Algorithm 1: panels of `side` block columns taken `group` at a time, and
// inside a group, row of chunks after row of chunks.
std::vector<MwChunk> algorithm1Order(const Grid &grid, int side, int group);

// Fills out.selections (the first reportLimit entries of `order`), out.workersUsed and
// out.run.schedule from a finished builder.
void takeResult(MwBuilder &builder, const std::vector<std::size_t> &order,
                const MwPlatform &platform, int reportLimit, MwResult &out);

} // namespace partita::mwdetail
