#pragma once
// MFT-LBP (paper 004 §5.2, eq. 48-59) on any platform graph, as a linear program that is
// built once and re-solved: relaxed (Phase I of PMFT-LBP, k_i real) or with every k_i fixed
// (the "use {k'_i} as known variables, re-solve" steps of FIFS, the neighbour search and the
// heuristic, Algorithms 1-3).
//
// The network (§5.1, Fig. 5, generalized): the source S is the platform's master, wherever it
// sits. Hop distances d(·) from S orient the links: τ(j,i) = 1 iff a link can carry data from j
// to i and d(i) = d(j) + 1, so data flow away from the source and the edges form a DAG (on a
// mesh with S at the centre this gives the four quadrants of Fig. 5; with S in a corner, the
// single quadrant of §6.2). Links between nodes at equal distance carry nothing.
//
// Variables: k_i (computing nodes), T_s(i) (nodes but S, T_s(S) = 0 by eq. 49), φ(j,i) per
// oriented edge, T_f. The LP works in scaled units (flows in columns of m+n elements, times in
// units of the compute-only bound k / Σ 1/c_i) so lp_solve sees numbers near 1.
//   eq. 50   T_s(i) - T_s(j) - (m+n) z(j,i) φ(j,i) >= L(j,i) every oriented edge j→i
//   eq. 51/59 T_f - T_s(i) - c_i k_i >= 0                    every computing node
//   eq. 52   Σ_out φ(S,·) + k_S = k                          (k_S only if the master computes)
//   eq. 53   Σ_in φ(·,i) - Σ_out φ(i,·) - k_i = 0            every other node (k = 0 for routers)
//   eq. 58   Σ k_i = k
// with c_i = m·n w(i) T_cp and z(j,i) T_cm per element, from the rates of sim/sim_platform.cpp,
// and L(j,i) the link latency (not in the paper; 0 gives eq. 50 exactly). On C (m×n) =
// A (m×k)·B (k×n) a column is one column of A and one row of B (m + n elements) and a layer
// column m·n multiply-adds; the paper's square product has m = k = n: 2n, n² and Σ k_i = n
// (docs/layer-based.md, "Products of any shape").

#include "util/cancel.h"
#include "model/platform.h"
#include "model/problem.h"
#include "schedule/lbp/lp_problem.h"

#include <cstdint>
#include <string>
#include <vector>

namespace partita {

struct MftNode {
    std::string id;
    int hops = 0;          // distance from the source
    bool computes = false; // a processor that takes layers
    double compute = 0;    // c_i: time to compute one layer column (m·n multiply-adds)
    bool operator==(const MftNode &) const = default;
};

struct MftEdge {
    int link = -1;        // index into Platform::links
    int from = 0, to = 0; // indices into MftNetwork::nodes, d(to) = d(from) + 1
    double transfer = 0;  // time to carry one column of A and row of B (m + n elements)
    double latency = 0;
    bool operator==(const MftEdge &) const = default;
};

struct MftNetwork {
    std::vector<MftNode> nodes; // reachable from the source, by (hops, platform order)
    std::vector<MftEdge> edges; // sorted by the hops of their tail
    int source = 0;
    double m = 0, k = 0, n = 0; // the product's shape: k columns to hand out, m + n elements each
    double columnElements() const { return m + n; }
    std::vector<std::string> unreachable; // processors no data can reach
    bool operator==(const MftNetwork &) const = default;
};

// Throws InputError if m, k or n < 1, q < 1, there is no master, or no computing node is reachable.
MftNetwork buildMftNetwork(const Platform &platform, const Problem &problem);

// One solution of MFT-LBP in time units of the platform.
struct MftSolution {
    std::vector<double> k;     // per node (0 for routers)
    std::vector<double> flow;  // per edge, elements (m + n per column)
    std::vector<double> start; // T_s(i), earliest start under these flows (eq. 37)
    std::vector<double> finish; // T_f(i) = T_s(i) + c_i k_i (eq. 38)
    double makespan = 0;       // the LP's optimal T_f
};

class MftLbp {
public:
    explicit MftLbp(MftNetwork network);

    const MftNetwork &network() const { return m_net; }

    MftSolution solveRelaxed(); // Phase I: MFT-LBP-relax, k_i >= 0 real (eq. 60)
    // k fixed (one entry per node; routers 0). Σ k may differ from k while FIFS adjusts it: the
    // source then sends Σ k columns, so the LP stays feasible.
    // With `subgradient`, the solve also keeps what subgradient() needs.
    MftSolution solveFixed(const std::vector<std::int64_t> &k, bool subgradient = false);
    // After solveFixed(k, true): d T_f / d k_i per node (0 for routers), a subgradient of the optimal
    // T_f as a function of the fixed k (lp_problem.h): T_f(k') >= T_f(k) + g·(k' - k).
    std::vector<double> subgradient() const;
    // T_s(i) can never be below the longest latency path from the source (eq. 50 with φ = 0).
    const std::vector<double> &earliestStart() const { return m_earliest; }

    std::int64_t iterations() const { return m_lp.totalIterations(); }
    int solves() const { return m_lp.solves(); }
    // Checked before every solve: a cancelled token (util/cancel.h) throws Cancelled there.
    void setCancel(const CancelToken *cancel) { m_cancel = cancel; }

private:
    MftSolution extract();
    void setSentColumns(double columns);

    MftNetwork m_net;
    LpProblem m_lp;
    const CancelToken *m_cancel = nullptr;
    double m_timeScale = 1;
    std::vector<int> m_kCol, m_tsCol, m_flowCol; // -1: no column
    int m_tfCol = -1;
    int m_sourceRow = -1, m_sumRow = -1;
    std::vector<double> m_earliest;
    // What the model holds now, so a re-solve only touches what changed.
    std::vector<double> m_lower, m_upper;
    double m_sent = 0;
};

} // namespace partita
