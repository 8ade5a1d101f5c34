// layers: the layer-based partition LBP (paper 004 §3). Processor i computes the full-size
// layer A(:, K_i)·B(K_i, :) where K_i is a run of k_i consecutive columns of A (rows of B),
// k_i proportional to its speed (largest remainder, Σ k_i = k, the inner dimension of
// C (m×n) = A (m×k)·B (k×n)). Every entry of A and B is sent once: volume (m+n)·k, 2n² on a
// square product (paper 004 Theorem 1; docs/layer-based.md, "Products of any shape"). O(p).
#include "partition/apportion.h"
#include "partition/partitioner.h"

namespace partita {

Plan partitionLayers(const PartitionInput &in)
{
    Plan plan;
    plan.algorithm = "layers";
    plan.problem = in.problem;
    plan.kind = PlanKind::Layers;
    const auto shares = in.shares();
    const auto k = apportion(in.speeds, in.problem.k);
    for (std::size_t i = 0; i < in.size(); ++i) {
        Piece piece;
        piece.processor = in.ids[i];
        piece.k = k[i];
        piece.share = shares[i];
        plan.pieces.push_back(std::move(piece));
    }
    plan.note += Reason{ReasonKind::NoteLayers, {}};
    return plan;
}

} // namespace partita
