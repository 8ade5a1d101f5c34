#pragma once
// Whole columns for the flows of an MFT-LBP solution (paper 004 §5.2). The LP treats A and B
// as divisible: its flows φ(j,i) are real numbers of columns (of A, with the matching rows of
// B), while a message can only carry whole ones, and the layer sizes k_i are already whole.
// The flows are rounded to integers f(j,i) ∈ [⌊φ(j,i)⌋, ⌈φ(j,i)⌉] that still deliver exactly
// k_i columns to every node (Σ_in f − Σ_out f = k_i, and k − k_S leave the source): a flow
// problem with integer lower and upper bounds and integer demands, which has an integer
// solution whenever it has a real one (the integrality of network flows; φ is a real one),
// found here by one max-flow after moving the lower bounds into the nodes' demands.
// Guarantee: every rounded flow is within 1 column of the real one (|f − φ| < 1, and f = φ
// when φ is whole). Then the columns themselves are handed out in topological order: each
// node keeps the first k_i columns that reach it and passes the next ones on, edge by edge.
// Used by planLbpMesh, so that the schedule it simulates moves what the executor moves.
// Complexity: Edmonds-Karp, at most |E| augmentations of O(V²) each; the hand-out O(k + |E|).

#include "schedule/lbp/mft_lbp.h"

#include <cstdint>
#include <vector>

namespace partita {

struct ColumnFlows {
    std::vector<std::int64_t> columns;              // per edge of the network: f(j,i)
    std::vector<std::vector<std::int64_t>> carried; // per edge: which columns (0-based), in order
    std::vector<std::vector<std::int64_t>> kept;    // per node: the columns of its layer
    bool operator==(const ColumnFlows &) const = default;
};

// `k` per node of `network` (0 for routers and the nodes that do not compute), Σ k = the
// product's k; `flow` per edge, in elements (m + n per column, as MftSolution::flow). Throws
// std::invalid_argument for sizes that do not match the network, std::runtime_error when no
// integer flow within those bounds delivers k (the real flow does not conserve k either).
ColumnFlows roundFlowsToColumns(const MftNetwork &network, const std::vector<std::int64_t> &k,
                                const std::vector<double> &flow);

} // namespace partita
