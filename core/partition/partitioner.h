#pragma once
// Entry point of the partitions (docs/command-line.md). Every strategy is a function of values:
// (PartitionInput) -> Plan. makePlan() picks one by name from the platform and the problem.

#include "model/platform.h"
#include "model/problem.h"
#include "partition/plan.h"
#include "util/cancel.h"

#include <string>
#include <vector>

namespace partita {

// What a strategy sees: the computing processors (ids and relative speeds) and the problem.
struct PartitionInput {
    std::vector<std::string> ids;
    std::vector<double> speeds; // > 0, any scale
    Problem problem;

    static PartitionInput fromPlatform(const Platform &platform, const Problem &problem);
    std::size_t size() const { return ids.size(); }
    // speeds normalized to sum to 1
    std::vector<double> shares() const;
};

struct PartitionOptions {
    std::int64_t l = 0; // hetero-block-cyclic generalized block (blocks); 0 = default
    // columns-max: checked by its searches (exact over the subsets, or the heuristic's
    // moves); a cancelled token throws Cancelled (util/cancel.h). Null: never.
    const CancelToken *cancel = nullptr;
};

// Names accepted by makePlan, in the order of the strategy list (strategy/strategy.h).
const std::vector<std::string> &partitionAlgorithms();
bool isPartitionAlgorithm(const std::string &name);

// Throws InputError for an unknown name or parameters the strategy cannot use.
Plan makePlan(const std::string &algorithm, const PartitionInput &input,
              const PartitionOptions &options = {});

// The strategies themselves (one file each in core/partition/).
Plan partitionEvenColumns(const PartitionInput &in);
Plan partitionBlockCyclic(const PartitionInput &in);
Plan partitionGrid2d(const PartitionInput &in);
Plan partitionColumns(const PartitionInput &in);
Plan partitionColumnsMax(const PartitionInput &in, const CancelToken *cancel = nullptr);
Plan partitionRecursive(const PartitionInput &in);
Plan partitionHeteroBlockCyclic(const PartitionInput &in, std::int64_t l);
Plan partitionNagamochiAbe(const PartitionInput &in);
Plan partitionNrrp(const PartitionInput &in);

// hetero-block-cyclic on one given r × c grid (r·c = p), the processors placed by speed; l = 0
// for the default. partitionHeteroBlockCyclic keeps the best of these over every shape.
Plan partitionHeteroBlockCyclicOnGrid(const PartitionInput &in, std::int64_t r, std::int64_t c, std::int64_t l);
// What hetero-block-cyclic compares grid shapes by (hetero_block_cyclic.cpp): the step time
// max_k a_k / s_k (blocks over share) and the volume Σ_k (rows_k + cols_k) of a plan.
struct HeteroGridCost {
    double stepTime = 0;
    std::int64_t volume = 0;
};
HeteroGridCost heteroGridCost(const Plan &plan);
struct HeteroGridShape {
    std::int64_t rows = 0, cols = 0;
    HeteroGridCost cost;
};
// The shape kept among candidates (not empty): those whose step time is within 1 % of the least
// count as equally balanced, and among them the least volume, then the squarest, then fewest rows.
std::size_t chooseHeteroGrid(const std::vector<HeteroGridShape> &shapes);
Plan partitionLayers(const PartitionInput &in);

} // namespace partita
