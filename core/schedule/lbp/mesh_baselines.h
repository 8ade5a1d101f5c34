#pragma once
// The comparison algorithms of paper 004 §6.2.2, as schedules for the simulator, so that
// lbp-mesh can be set against them on the same platform (Fig. 7: communication volume,
// Fig. 8: finishing time).
//
//   summa             SUMMA (van de Geijn & Watts, paper 004 ref. [5]) on a processor grid:
//                     A, B, C in even 2D blocks, every processor one block ("no single source
//                     exists", §6.2); per panel of at most q columns of A / rows of B, the owner
//                     passes its part of the pivot column along its grid row and of the pivot
//                     row along its grid column, hop by hop; each processor updates its block.
//   pipeline          from the master, every node forwards the entire copy of A and B to every
//                     neighbour one hop further from the master; a node keeps the copy that
//                     arrives first, and once it has it starts computing while forwarding.
//   chunked-pipeline  the modified pipeline (Tan et al., paper 004 ref. [35]): A and B cut into
//                     m chunks, a chunk forwarded as soon as it is in; each node receives one
//                     copy, from the upstream neighbour that delivers it first (a tree), and m
//                     is tuned: the best of m = 1, 2, 4, ... k (each m evaluated in O(|E| m)).
// Pipelines split the work in layers, k_i ∝ speed (largest remainder), which only needs A
// and B, not communication, to be known; all three compute with PCCS-style multi-port nodes.
// On C (m×n) = A (m×k)·B (k×n): SUMMA cuts C's rows and columns evenly over the grid (and A's
// columns over the grid columns, B's rows over the grid rows), with panels along k; the
// pipelines forward all of A and B, (m+n)·k elements, and cut the layers along k
// (docs/layer-based.md, "Products of any shape").

#include "model/platform.h"
#include "model/problem.h"
#include "sim/scheduled_run.h"

#include <ostream>
#include <string>
#include <vector>

namespace partita {

struct MeshBaselineResult {
    std::string algorithm;          // summa | pipeline | chunked-pipeline
    Problem problem;
    std::vector<std::string> ids;   // processors that compute
    std::vector<double> work;       // multiply-adds of each
    std::vector<std::int64_t> k;    // pipelines: layer sizes (Σ = problem.k); empty for summa
    int gridRows = 0, gridCols = 0; // summa
    int chunks = 0;                 // chunked-pipeline: the tuned m
    double makespan = 0;            // simulated.makespan
    double volume = 0;              // elements over all links (§6.2.1 "overall communication volume")
    std::vector<std::string> notes;
    // The schedule on the platform view it is meant for (pipelines: see dataflowPlatform;
    // summa: the grid links) with multi-port nodes, and its simulation. Activities name their
    // columns and blocks in element coordinates (Schedule::blockSide = 1).
    sim::ScheduledRun run;
    sim::SimResult simulated;

    bool operator==(const MeshBaselineResult &) const = default;
};

std::ostream &operator<<(std::ostream &os, const MeshBaselineResult &r);

// SUMMA needs the processors on a full R×C grid (distinct x and y coordinates, one processor
// per cell, no router) with a link between grid neighbours; every processor computes, the
// master included. Throws InputError otherwise or for a bad problem.
// Each simulates its schedule; a cancelled `cancel` (util/cancel.h) stops the simulation with
// Cancelled.
MeshBaselineResult planSummaMesh(const Platform &platform, const Problem &problem,
                                 const CancelToken *cancel = nullptr);

// Throws InputError for a bad problem or a platform without a master.
MeshBaselineResult planPipeline(const Platform &platform, const Problem &problem,
                                const CancelToken *cancel = nullptr);
// chunks = 0: tuned (the best of 1, 2, 4, ... up to k chunks); otherwise exactly `chunks`.
MeshBaselineResult planChunkedPipeline(const Platform &platform, const Problem &problem, int chunks = 0,
                                       const CancelToken *cancel = nullptr);

// The names planMeshBaseline accepts: summa, pipeline, chunked-pipeline.
const std::vector<std::string> &meshBaselineAlgorithms();
// One of the three by name (chunked-pipeline tuned). Throws InputError for another name, and as
// each planner does.
MeshBaselineResult planMeshBaseline(const std::string &algorithm, const Platform &platform, const Problem &problem,
                                    const CancelToken *cancel = nullptr);

} // namespace partita
