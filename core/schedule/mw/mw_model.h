#pragma once
// The master-worker model of paper 002 (Dongarra, Pineau, Robert, Shi, Vivien), in closed
// form: memory layouts (§4.1, §5, §8.2), communication-to-computation ratios and their lower
// bounds (§4.2), the bandwidth-centric steady state (§6.1) and its memory feasibility (the
// Table 1 counter-example), and the per-worker parameters c_i, w_i, m_i read from a platform
// (§2.2). Everything here is O(p log p) or better.

#include "model/platform.h"
#include "model/problem.h"

#include <string>
#include <vector>

namespace partita {

// ---- memory layouts (one buffer holds one q×q block) --------------------------------------

// Largest μ with μ² + 4μ ≤ m: a μ×μ chunk of C, μ blocks of A and μ of B being used and as
// many being received (paper 002 §5, Algorithm 1: μ = ⌊√(4+m) − 2⌋). 0 when m < 5.
int muFromMemory(double m);
// Largest μ with 1 + μ + μ² ≤ m: the maximum re-use layout of §4.1 (one A buffer, a row of μ
// B blocks, μ² C blocks), used without overlap by DDOML (§8.2). 0 when m < 3.
int muMaxReuse(double m);
// Largest β with parts·β² ≤ m: Toledo's layout of BMM (3 equal square parts for A, B, C) and
// its overlapped variant OBMM (5 parts), §8.2. 0 when m < parts.
int toledoSide(double m, int parts);

// ---- communication-to-computation ratios, in blocks per block update (§4.2) ---------------

// CCR of the maximum re-use algorithm on t steps: (2μ² + 2μt)/(μ²t) = 2/t + 2/μ.
double ccrMaxReuse(int mu, double t);
// Its limit for large t and μ ≈ √m: 2/√m.
double ccrAsymptotic(double m);
// Lower bound from Toledo's lemma, √(27/(32m)).
double ccrBoundToledo(double m);
// Lower bound from the Loomis-Whitney inequality, √(27/(8m)): no algorithm with m buffers
// communicates fewer blocks per block update.
double ccrLowerBound(double m);

// ---- workers ------------------------------------------------------------------------------

// One worker as paper 002 §2.2 sees it: c_i, the time for the master to send (or receive) one
// q×q block, w_i, the time of one block update, m_i buffers. Times are in the platform's time
// unit (seconds, or time units for "blocks" platforms); latencies are per message.
struct MwWorker {
    std::string id;
    int node = -1;            // index into the simulator's nodes
    double c = 0;             // master -> worker, per block (no latency)
    double cBack = 0;         // worker -> master, per block
    double latency = 0;       // master -> worker, per message
    double latencyBack = 0;   // worker -> master, per message
    double w = 0;             // per block update
    double buffers = 0;       // m_i
    double elementRate = 0;   // master -> worker, elements per time unit
    double elementRateBack = 0;
    double updateRate = 0;    // multiply-adds per time unit
    bool operator==(const MwWorker &) const = default;
};

// The master and its workers: every processor but the master, plus the master itself when it
// computes (paper 002 §2.2: "add a fictitious extra worker paying no communication cost").
// Buffers: memory in "blocks" units, or memory MiB / (8 q² bytes). Throws InputError when the
// platform has no master, the master is unknown, or no worker is reachable.
struct MwPlatform {
    int master = -1; // simulator node index
    std::vector<MwWorker> workers;
};
MwPlatform masterWorkerPlatform(const Platform &platform, const Problem &problem);

// ---- bandwidth-centric steady state (§6.1) ------------------------------------------------

// A worker in the steady-state program: μ_i² updates per step, `stepComm` master time per
// step (2μ_i c_i plus latency), w_i per update. On an r×t×s product whose C is thinner than
// μ_i blocks along a side the chunk is a_i×b_i (a_i = min(μ_i, r), b_i = min(μ_i, s)): a step
// makes a_i·b_i updates for (a_i + b_i)c_i (docs/master-worker.md, "Products of any shape").
struct SteadyStateWorker {
    int mu = 0;
    double stepComm = 0;
    double w = 0;
    double updates = 0; // block updates per step; 0 stands for μ²
    double perStep() const { return updates > 0 ? updates : static_cast<double>(mu) * mu; }
};

struct SteadyState {
    std::vector<double> rate; // x_i, block updates per time unit
    double throughput = 0;    // Σ x_i, the bound ρ of §6.1
    // The schedule the bound assumes keeps every saturated worker (x_i = 1/w_i) busy while the
    // master serves the others. With the μ²+4μ layout a worker holds one step ahead, so the
    // longest transfer to another enrolled worker must fit twice the slack of its step:
    //   stepComm_j ≤ 2·(μ_i² w_i − stepComm_i).
    // False when some pair breaks it (Table 1: P1 has slack 8 − 4 = 4, P2's step takes 80).
    bool memoryFeasible = true;
    std::string conflict; // "P1 cannot stay busy while P2 receives" when infeasible
};

// MAXIMIZE Σx_i s.t. x_i ≤ 1/w_i, Σ (stepComm_i/μ_i²) x_i ≤ 1: workers sorted by
// non-decreasing stepComm_i/μ_i² (2c_i/μ_i) are enrolled greedily, the last one partially.
// Workers with μ = 0 take no part. `ids` names workers in `conflict` (may be empty).
SteadyState bandwidthCentric(const std::vector<SteadyStateWorker> &workers,
                             const std::vector<std::string> &ids = {});

// The same program with the §4.2 lower bound √(27/(8 m_i)) blocks per update in place of the
// layout's 2/μ_i: an upper bound on the long-run throughput of any algorithm.
double communicationBoundThroughput(const std::vector<MwWorker> &workers);

// A lower bound on the time to perform `work` block updates, valid for any size: worker i
// does K_i ≤ T/w_i updates and, cutting its run into phases of m_i communications (§4.2,
// Loomis-Whitney), receives or sends at least K_i·√(27/(8m_i)) − m_i blocks, each taking c_i
// of the master's single port: Σ c_i·max(0, K_i·√(27/(8m_i)) − m_i) ≤ T. Found by bisection
// on T, each test filling the cheapest workers first: O(p log p · 100).
double communicationBoundMakespan(const std::vector<MwWorker> &workers, double work);

} // namespace partita
