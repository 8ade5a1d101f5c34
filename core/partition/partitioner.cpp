#include "partition/partitioner.h"

#include "model/error.h"

#include <algorithm>
#include <numeric>

namespace partita {

const std::vector<std::string> &partitionAlgorithms()
{
    static const std::vector<std::string> names = {
        "even-columns", "block-cyclic", "grid2d", "columns",  "columns-max", "recursive",
        "nagamochi-abe", "nrrp",       "hetero-block-cyclic", "layers",
    };
    return names;
}

bool isPartitionAlgorithm(const std::string &name)
{
    const auto &all = partitionAlgorithms();
    return std::find(all.begin(), all.end(), name) != all.end();
}

Plan makePlan(const std::string &algorithm, const PartitionInput &in, const PartitionOptions &options)
{
    if (in.problem.n < 1)
        throw InputError("n must be at least 1 (got " + std::to_string(in.problem.n) + ")");
    if (in.problem.q < 1)
        throw InputError("q must be at least 1 (got " + std::to_string(in.problem.q) + ")");
    if (in.size() == 0)
        throw InputError(Reason{ReasonKind::NoComputingProcessor, {}});
    if (options.l != 0 && algorithm != "hetero-block-cyclic")
        throw InputError("--l applies only to hetero-block-cyclic");
    if (algorithm == "even-columns")
        return partitionEvenColumns(in);
    if (algorithm == "block-cyclic")
        return partitionBlockCyclic(in);
    if (algorithm == "grid2d")
        return partitionGrid2d(in);
    if (algorithm == "columns")
        return partitionColumns(in);
    if (algorithm == "columns-max")
        return partitionColumnsMax(in, options.cancel);
    if (algorithm == "recursive")
        return partitionRecursive(in);
    if (algorithm == "hetero-block-cyclic")
        return partitionHeteroBlockCyclic(in, options.l);
    if (algorithm == "layers")
        return partitionLayers(in);
    if (algorithm == "nagamochi-abe")
        return partitionNagamochiAbe(in);
    if (algorithm == "nrrp")
        return partitionNrrp(in);
    std::string known;
    for (const auto &n : partitionAlgorithms())
        known += (known.empty() ? "" : ", ") + n;
    throw InputError("unknown partition algorithm '" + algorithm + "' (known: " + known + ")");
}

} // namespace partita
