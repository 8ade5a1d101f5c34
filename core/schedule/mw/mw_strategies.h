#pragma once
// The master-worker strategies behind planMasterWorker, one source file per family:
// mw_homogeneous.cpp (HoLM, ORROML), mw_incremental.cpp (global, local, lookahead selection,
// their schedules in mw_finite.cpp), mw_dynamic.cpp (OMMOML, ODDOML, DDOML, BMM, OBMM). Each fills the algorithm-specific parts
// of an MwResult: mu, ratio, period, selections, steps, schedule, workersUsed.

#include "schedule/mw/master_worker.h"
#include "schedule/mw/mw_builder.h"
#include "schedule/mw/mw_model.h"
#include "schedule/mw/mw_selection.h"

#include <cstddef>
#include <vector>

namespace partita::mwdetail {

struct PlanInput {
    const MwPlatform &platform;
    const Problem &problem;
    int reportLimit = 50; // < 0: report every selection
};

void planHomogeneous(const PlanInput &in, bool selectResources, MwResult &out);
void planIncremental(const PlanInput &in, SelectionRule rule, MwResult &out);
void planDynamic(const PlanInput &in, const std::string &algorithm, MwResult &out);

// μ_i of the μ² + 4μ ≤ m_i layout, capped by the matrix (μ_i ≤ s).
std::vector<int> incrementalMu(const MwPlatform &platform, int blocks);

// The schedule of an incremental rule on the finite matrix (mw_finite.cpp): the workers of
// `usable` (μ_i ≥ 1) it enrolls, the chunks it cuts, the order of the steps; finished.
MwBuilder finiteSchedule(const PlanInput &in, SelectionRule rule, const std::vector<int> &mu,
                         const std::vector<std::size_t> &usable);

// One step of worker w in its layout, as the selection bookkeeping sees it (full chunk).
SelectionWorker selectionWorker(const MwWorker &w, const MwLayout &layout);

// Largest side ≤ `side` such that `workers` chunks of side² blocks fit in the blocks² grid,
// so that every worker can get one; at least 1.
int sideForWorkers(int side, int blocks, std::size_t workers);

// Chunks of side×side blocks (smaller on the last row and column) in the order of paper 002
// Algorithm 1: panels of `side` block columns taken `group` at a time, and inside a group,
// row of chunks after row of chunks.
std::vector<MwChunk> algorithm1Order(int blocks, int side, int group);

// Fills out.selections (the first reportLimit entries of `order`), out.workersUsed and
// out.run.schedule from a finished builder.
void takeResult(MwBuilder &builder, const std::vector<std::size_t> &order,
                const MwPlatform &platform, int reportLimit, MwResult &out);

} // namespace partita::mwdetail
