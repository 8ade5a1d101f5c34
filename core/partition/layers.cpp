// layers: the layer-based partition LBP (paper 004 §3). Processor i computes the full-size
// layer A(:, K_i)·B(K_i, :) where K_i is a run of k_i consecutive columns of A (rows of B),
// k_i proportional to its speed (largest remainder, Σ k_i = n). Every entry of A and B is sent
// once: volume 2n² (paper 004 Theorem 1). O(p).
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
    const auto k = apportion(in.speeds, in.problem.n);
    for (std::size_t i = 0; i < in.size(); ++i) {
        Piece piece;
        piece.processor = in.ids[i];
        piece.k = k[i];
        piece.share = shares[i];
        plan.pieces.push_back(std::move(piece));
    }
    plan.note = "k_i proportional to speed (largest remainder)";
    return plan;
}

} // namespace partita
