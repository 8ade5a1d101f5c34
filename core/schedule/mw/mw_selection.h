#pragma once
// Incremental resource selection, paper 002 §6.2: which worker receives the next μ_i blocks
// of A and μ_i blocks of B (one step of its μ_i×μ_i chunk of C, μ_i² block updates).
//
//   Global (§6.2.1, Algorithm 3): maximize (total-work + μ_i²) / max(completion-time + 2μ_i c_i,
//     ready_i), the work assigned so far over the time the master has spent.
//   Local (§6.2.2): maximize μ_i² / max(2μ_i c_i, ready_i − completion-time), the work of this
//     communication over the time the link is used for it.
//   Lookahead (end of §6.2.1): look two steps ahead: the ordered pair (i, j) whose global ratio
//     after both communications is the largest; i is chosen, then the search is made again.
//     Pairs that tie are told apart by the ratio after i alone, then by the lower index.
//
// After choosing P_i: completion-time ← max(completion-time + 2μ_i c_i, ready_i) and
// ready_i ← completion-time + μ_i² w_i. The "ratio" of §6.2 is total work over completion time;
// its asymptotic value is that quotient over one period of the pattern the choices settle
// into. A choice costs O(p) (global, local) or O(p²) (lookahead).

#include <string>
#include <vector>

namespace partita {

enum class SelectionRule { Global, Local, Lookahead };

// One worker as the selection sees it: one step brings `work` block updates (μ_i², or a²d for
// an a×a chunk updated d blocks deep), occupies the master `comm` time units (2μ_i c_i plus
// the message latency) and the worker `compute` time units (μ_i² w_i).
struct SelectionWorker {
    double work = 0;
    double comm = 0;
    double compute = 0;
    bool operator==(const SelectionWorker &) const = default;
};

// The bookkeeping of Algorithm 3. `overlapped` is the paper's model, where a step's data may
// arrive while the previous step is computed (the 2μ extra buffers of the μ²+4μ layout).
// Without overlap (BMM, DDOML) a worker receives only when idle:
// completion-time ← max(completion-time, ready_i) + comm_i.
class SelectionState {
public:
    explicit SelectionState(std::vector<SelectionWorker> workers, bool overlapped = true);

    std::size_t size() const { return m_workers.size(); }
    double completionTime() const { return m_completion; }
    double totalWork() const { return m_total; }
    const std::vector<double> &ready() const { return m_ready; }

    // Completion time if worker i received the next communication.
    double completionIf(std::size_t i) const;
    // Global ratio after giving worker i the next communication.
    double globalRatio(std::size_t i) const;
    // Local ratio of giving worker i the next communication.
    double localRatio(std::size_t i) const;
    // Global ratio after giving the next two communications to workers i, then j.
    double globalRatioAfter(std::size_t i, std::size_t j) const;

    void commit(std::size_t i);

    // ready_i − completion-time, floored at 0: the part of the state the rules look at besides
    // the two running totals.
    std::vector<double> relativeReady() const;

private:
    std::vector<SelectionWorker> m_workers;
    bool m_overlapped = true;
    double m_completion = 0;
    double m_total = 0;
    std::vector<double> m_ready;
};

// Every candidate's score under `rule` (for Lookahead, the best pair ratio starting with that
// worker) and the index chosen. Ties go to the lower index (Lookahead: see above).
struct SelectionChoice {
    std::size_t chosen = 0;
    std::vector<double> scores;
};
SelectionChoice chooseNext(const SelectionState &state, SelectionRule rule);

// Work per time unit over the periodic pattern of `sequence` (indices into `workers`),
// replayed with the bookkeeping above. The pattern ends at step e, the end of the sequence, or
// for a finite run (`finiteRun`: workers start, then the work runs out) three quarters of the
// way, away from both transients. It is the shortest L such that the relative state after step
// e equals the one L steps earlier and the 2L choices before e repeat; `period` receives L.
// Without such a pattern: the quotient over [n/2, n] ([n/4, e] for a finite run), period 0.
// O(n·p).
double patternRatio(const std::vector<std::size_t> &sequence,
                    const std::vector<SelectionWorker> &workers, bool overlapped,
                    int *period = nullptr, bool finiteRun = false);

// Runs `rule` on an unbounded matrix until its choices settle into a pattern (at most
// `maxSteps` choices) and returns patternRatio of what it chose.
double asymptoticRatio(const std::vector<SelectionWorker> &workers, SelectionRule rule,
                       int *period = nullptr, int maxSteps = 0);

} // namespace partita
