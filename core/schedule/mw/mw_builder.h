#pragma once
// Turns master-worker decisions into a simulator schedule (core/sim), honouring the one-port
// master and every worker's memory (paper 002 §2.2). Every master communication is chained
// after the previous one, in the order the strategy decides, so the simulator replays that
// order; every transfer into a worker waits until the buffers it fills are free again, so a
// worker never holds more blocks than its layout allows. The builder keeps its own clock of
// the same linear model (latency + size/bandwidth, one port), which the dynamic strategies
// read to decide; on a star it agrees with the simulator.
//
// Activities are coarse: one transfer per step of a chunk (its blocks of A and B) and one
// computation per step (all its block updates), except for the maximum re-use layout, which
// streams A one block at a time. Building costs O(1) per activity.

#include "schedule/mw/mw_model.h"
#include "sim/schedule.h"
#include "util/cancel.h"

#include <deque>
#include <string>
#include <vector>

namespace partita {

// A rectangle of C blocks: rows [row0, row1), columns [col0, col1).
struct MwChunk {
    int row0 = 0, row1 = 0, col0 = 0, col1 = 0;
    int rows() const { return row1 - row0; }
    int cols() const { return col1 - col0; }
    bool operator==(const MwChunk &) const = default;
};

// How a worker splits its memory (paper 002 §4.1, §5, §8.2).
enum class LayoutKind {
    Overlapped,       // μ² C + 2·(μ A + μ B): μ² + 4μ buffers, receives while computing
    MaxReuse,         // μ² C + μ B + 1 A: 1 + μ + μ², A streamed one block at a time, no overlap
    Toledo,           // β² each of A, B, C: 3β², no overlap (BMM)
    ToledoOverlapped, // 5β²: the next A and B arrive while computing (OBMM)
};

struct MwLayout {
    LayoutKind kind = LayoutKind::Overlapped;
    int side = 0; // μ or β, in blocks
    int depth() const; // blocks of the inner dimension per step: 1, or β for Toledo layouts
    bool overlapped() const;
    double buffers() const; // the buffers the layout needs
    bool operator==(const MwLayout &) const = default;
};

class MwBuilder {
public:
    MwBuilder(const MwPlatform &platform, const Problem &problem, std::vector<MwLayout> layouts);

    std::size_t size() const { return m_workers.size(); }
    const MwLayout &layout(std::size_t w) const { return m_workers[w].layout; }

    // Checked by assign(): a cancelled token throws Cancelled there (util/cancel.h).
    void setCancel(const CancelToken *cancel) { m_cancel = cancel; }
    // Appended to w's queue; throws std::logic_error if w's layout does not fit its memory or
    // the chunk does not fit the layout.
    void assign(std::size_t w, const MwChunk &chunk);
    bool hasWork(std::size_t w) const;                 // a chunk in progress or queued
    bool inChunk(std::size_t w) const { return m_workers[w].active; }
    bool pendingReturn(std::size_t w) const { return m_workers[w].pending; }

    // The builder's clock for the next bundle w would receive (its finished C back, the C of a
    // new chunk, then its next step; `fresh` stands for a chunk not yet assigned):
    // when its first communication could start, when the bundle's data is in, and when the
    // computation it enables could start.
    struct Estimate {
        double start = 0;
        double dataIn = 0;
        double computeStart = 0;
    };
    Estimate estimate(std::size_t w, const MwChunk *fresh = nullptr) const;

    void sendChunkIn(std::size_t w); // C of w's next queued chunk (its previous C back first)
    void sendStep(std::size_t w);    // next item of the current chunk, and its computation
    void sendNext(std::size_t w);    // sendChunkIn when needed, then sendStep
    void returnChunk(std::size_t w); // w's finished C back to the master, if any
    void returnReadyBy(double t);    // every finished C whose last update ends by t
    void finish();                   // every C back; all queues must be empty

    double masterFree() const { return m_masterFree; }
    // When w's last computation given so far ends on the builder's clock, the chunk in
    // progress (or the last one) and how many of its steps are still to be sent.
    double cpuFree(std::size_t w) const { return m_workers[w].cpuFree; }
    const MwChunk &chunk(std::size_t w) const { return m_workers[w].chunk; }
    int stepsLeft(std::size_t w) const;
    // The end of the run so far: the master's last communication or a computation of its own.
    double end() const;
    // Worker of each step, in master order (one entry per step, also for streamed layouts).
    const std::vector<std::size_t> &stepOrder() const { return m_stepOrder; }
    bool computed(std::size_t w) const { return m_workers[w].used; }
    sim::Schedule takeSchedule() { return std::move(m_schedule); }

private:
    struct Worker {
        MwWorker info;
        MwLayout layout;
        bool self = false; // the master itself: it needs no transfers
        bool used = false; // has computed something
        std::deque<MwChunk> queue;
        bool active = false;
        MwChunk chunk;
        int k = 0;        // first inner index of the next step
        int row = -1;     // MaxReuse: next A row within the step; -1 = the row of B comes first
        int cIn = -1, cOut = -1; // last C transfers in and out (activity ids)
        int lastCompute = -1, prevCompute = -1; // activity ids (current chunk)
        double lastEnd = 0, prevEnd = 0;        // their ends on the builder's clock
        double cpuFree = 0;
        bool pending = false; // a finished chunk whose C is still on the worker
        MwChunk done;
        int doneCompute = -1;
        double doneEnd = 0;
    };

    // Elements along a range of block indices: rows of C and A (m), columns of C and B (n),
    // the inner dimension (k): each block's real extent where q does not divide the dimension.
    double rows(int b0, int b1) const { return extent(m_m, b0, b1); }
    double cols(int b0, int b1) const { return extent(m_n, b0, b1); }
    double inner(int b0, int b1) const { return extent(m_k, b0, b1); }
    double extent(double dimension, int b0, int b1) const;
    double duration(const Worker &w, double elements, bool back) const;
    double commStart(const Worker &w, double depEnd) const;
    // Buffer dependency of the next item of the current chunk: (activity, end time).
    std::pair<int, double> bufferDependency(const Worker &w) const;
    int transfer(std::size_t w, bool back, double elements, std::vector<int> after, double depEnd,
                 int step, std::string label, sim::BlockSet data, double *end);
    void compute(std::size_t w, double madds, int transferId, double dataEnd, int step,
                 std::string label, sim::BlockSet data);
    void completeStep(Worker &w);

    std::vector<Worker> m_workers;
    const CancelToken *m_cancel = nullptr;
    int m_master = -1;
    double m_m = 0, m_k = 0, m_n = 0, m_q = 0;
    int m_steps = 0; // t: the blocks of the inner dimension
    sim::Schedule m_schedule;
    int m_lastMaster = -1;
    double m_masterFree = 0;
    std::vector<std::size_t> m_stepOrder;
};

std::string rangeLabel(char matrix, int r0, int r1, int c0, int c1);

} // namespace partita
