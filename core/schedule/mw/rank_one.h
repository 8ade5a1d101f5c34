#pragma once
// The simple version of the master-worker product, paper 002 §3 (docs/master-worker.md,
// "§3: the simple version"): p identical workers, sending one block takes c and one block
// update takes w, rank-one updates only (t = 1: C is r×s blocks, task (i, j) needs A_i and
// B_j), no memory limit (a worker keeps every block it received), results not returned.
//
// The model, as read here:
//   - one port: the master sends one block at a time, to one worker, for c time units; a block
//     may be sent to several workers (each copy is a send);
//   - a worker computes one task at a time, for w time units, and only once both blocks of the
//     task have arrived at it; computing overlaps the reception of later blocks;
//   - every task is computed exactly once; the makespan is the end of the last task.
//
// Schedules are explicit lists of sends and tasks. Four ways to build one:
//   alternatingGreedy (Proposition 1, one worker): A_1, B_1, A_2, B_2, ... as soon as possible,
//     then the remaining blocks of the longer side;
//   thrifty and minMin: the two greedy heuristics of §3 (how each rule is read is in
//     rank_one.cpp and docs/master-worker.md);
//   exactRankOne: branch and bound over send sequences, exact for tiny instances.
//
// Why searching the send sequences is enough (exactRankOne): (1) sending a block earlier never
// delays anything (the only effect of a send is an arrival date, a lower bound on the start of
// tasks), so the sends of an optimal schedule can be taken back to back from time 0, in their
// order: the sequence of (block, worker) pairs decides every arrival date. (2) With the
// arrival dates fixed, which worker computes which task is found exactly: the makespan T is
// feasible iff the tasks can be matched to the slots [T − kw, T − (k−1)w], k = 1, 2, ..., of
// the workers, a task to a slot of worker q only if both its blocks are at q by T − kw (a
// schedule of equal tasks meeting T stays one when each worker's tasks are pushed right,
// against T and against each other); the least feasible T is found by bisection on integers.
// (3) On one worker, its tasks in the order of their release dates (both blocks there), each as
// early as possible, meet any makespan some order meets (the exchange argument for
// 1|r_j|C_max), so the task order is derived, not searched.

#include "util/cancel.h"

#include <string>
#include <vector>

namespace partita {

struct RankOneInstance {
    int p = 1; // workers
    int c = 1; // time to send one block
    int w = 1; // time of one block update (task)
    int r = 1; // blocks of A (rows of C)
    int s = 1; // blocks of B (columns of C)
    bool operator==(const RankOneInstance &) const = default;
};

// Throws InputError unless every parameter is positive.
void validate(const RankOneInstance &instance);

// A block: A_index (isA) or B_index, indices from 0 (A_1 of the paper is {true, 0}).
struct RankOneBlock {
    bool isA = true;
    int index = 0;
    bool operator==(const RankOneBlock &) const = default;
};

// "A1", "B3": the paper's 1-based names.
std::string toString(const RankOneBlock &block);

struct RankOneSend {
    RankOneBlock block;
    int worker = 0; // from 0
    int start = 0, end = 0;
    bool operator==(const RankOneSend &) const = default;
};

struct RankOneTask {
    int i = 0, j = 0; // C(i, j) += A_i B_j, from 0
    int worker = 0;
    int start = 0, end = 0;
    bool operator==(const RankOneTask &) const = default;
};

struct RankOneSchedule {
    std::string algorithm;
    std::vector<RankOneSend> sends; // in the master's order
    std::vector<RankOneTask> tasks; // by worker, then start
    // The end of the last task (0 when there is none).
    int makespan() const;
    // Workers that compute at least one task.
    int workersUsed() const;
    bool operator==(const RankOneSchedule &) const = default;
};

// Everything wrong with a schedule (empty when valid): sends overlapping on the master's port
// or not lasting c, a task not lasting w, before one of its blocks arrived at its worker, or
// overlapping another on its worker, a task missing or computed twice, a worker out of range.
std::vector<std::string> rankOneViolations(const RankOneInstance &instance, const RankOneSchedule &schedule);

// Proposition 1: on worker 0 only (p is ignored).
RankOneSchedule alternatingGreedy(const RankOneInstance &instance);

// Where the text of §3 leaves a choice, the readings rank_one.cpp states are the defaults; the
// alternatives are kept to show how much the outcome of Figure 4 rests on them.
struct ThriftyReading {
    // A new worker is enrolled only if its first two sends delay nobody (false: its first).
    bool enrollAfterTwoSends = true;
    // A worker's first block is the one whose row or column holds the most unclaimed tasks
    // (false: the lowest A block with an unclaimed task).
    bool firstBlockByPotential = true;
};
struct MinMinReading {
    // Among equal starts, the pair needing fewer sends first.
    bool fewerSendsFirst = true;
    // Then the lower worker before the lower (i, j) (false: the lower (i, j) first).
    bool workerBeforeTask = true;
};
RankOneSchedule thrifty(const RankOneInstance &instance, const ThriftyReading &reading = {});
RankOneSchedule minMin(const RankOneInstance &instance, const MinMinReading &reading = {});

// The best schedule for a sequence of (block, worker) sends made back to back from time 0:
// tasks matched to workers exactly, each worker's tasks in release order (see above).
// Throws InputError if some task cannot be computed (no worker gets both its blocks).
RankOneSchedule scheduleForSends(const RankOneInstance &instance,
                                 const std::vector<std::pair<RankOneBlock, int>> &sends);

struct RankOneOptimum {
    RankOneSchedule schedule;
    bool proven = false; // the search finished within the node limit
    long nodes = 0;      // sequences examined
};

// Branch and bound over send sequences (above). Workers are identical, so a worker receives its
// first block only after the workers of lower index did; the blocks of A (of B) are
// interchangeable until first sent, so the first copy of an A block is always the lowest index
// not sent yet. A prefix is cut when a lower bound reaches the best makespan known (the
// heuristics' to start with): the best makespan if every block it has not sent arrived at
// every worker when the next send could end. Tiny instances only (r·s up to about 20, p ≤ 3).
// A cancelled `cancel` stops the search with Cancelled (checked every 1024 sequences).
inline constexpr long kDefaultRankOneNodes = 5'000'000;
RankOneOptimum exactRankOne(const RankOneInstance &instance, long nodeLimit = kDefaultRankOneNodes,
                            const CancelToken *cancel = nullptr);

} // namespace partita
