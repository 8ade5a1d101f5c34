#pragma once
// Turns the decisions of an LU strategy (paper 002 §7) into a simulator schedule (core/sim).
// The master (one port, paper 002 §2.2) holds the matrix; every one of its communications is
// chained after the previous one, in the order the strategy decides, so the simulator replays
// that order. A step k of the right-looking factorization is:
//
//   pivotAndPanels  §7.1 steps 1-3 on one worker: the p×p pivot in, factored, the rows of the
//                   vertical panel and the columns of the horizontal panel streamed through it
//                   (two row slots: the next one arrives while one is solved), the pivot out;
//   coreItem        §7.1 step 4 and §7.2-7.3: a (virtual) worker keeps a chunk of the
//                   horizontal panel; for each core row it receives the matching row of the
//                   vertical panel and the row's segment of the core, updates it, sends it
//                   back; two row slots again;
//   finishCore      every updated row back: the next pivot may leave the master.
//
// lu-hetero may also stream a step (beginPanels, panelItem, panelBack, endPanels): the panel
// items go through the pivot worker one at a time, interleaved with the core items of the other
// workers, each core item after the panel blocks it reads are back at the master.
//
// Every transfer into a worker waits until the buffers it fills are free, so a worker never
// holds more than its layout (LuChunk::buffers(), or p² + 2p for the pivot and a panel);
// LuResult::residency lists what each worker holds and between which activities, for tests and
// views. Building costs O(1) per activity.

#include "schedule/lu/lu_model.h"
#include "schedule/mw/mw_model.h"
#include "sim/schedule.h"

#include <string>
#include <vector>

namespace partita {

// What an activity does in the factorization; the executor and the views read it.
enum class LuOp {
    Transfer,
    Getrf,      // factor the pivot: P = L·U
    TrsmRow,    // a row x of the vertical panel ← x·U⁻¹
    TrsmColumn, // a column y of the horizontal panel ← L⁻¹·y
    Gemm,       // a core segment C ← C − A·B (A of the vertical panel, B of the horizontal one)
};
const char *toString(LuOp op);

struct LuRole {
    int step = 0; // 0-based elimination step
    LuOp op = LuOp::Transfer;
    bool operator==(const LuRole &) const = default;
};

// `blocks` buffers held by worker `worker` (index into MwPlatform::workers) from the start of
// activity `from` to the end of activity `until`.
struct LuResidency {
    std::size_t worker = 0;
    double blocks = 0;
    int from = -1;
    int until = -1;
    bool operator==(const LuResidency &) const = default;
};

class LuBuilder {
public:
    LuBuilder(const MwPlatform &platform, const Problem &problem);

    // §7.1 steps 1-3 of elimination step `step` on worker w: pivot rows and columns [k0, k0+p),
    // every row of the vertical panel, then every column of the horizontal one, then the pivot
    // back. The same as beginPanels, panelItem for each in that order, endPanels.
    void pivotAndPanels(int step, std::size_t w, int k0, int p);

    // The same steps as a stream the strategy interleaves with the core (lu-hetero): the pivot
    // in and factored; then panel items one at a time (row: the vertical panel's row i, else
    // the horizontal panel's column i), each through the worker's two slots; panelBack(row, i)
    // sends back whatever the slots hold up to that item, so that a core item may read it;
    // endPanels sends back the rest and the pivot, freeing the worker's memory. Throws
    // std::logic_error on an item outside the step or solved twice.
    void beginPanels(int step, std::size_t w, int k0, int p);
    void panelItem(bool row, int i);
    bool panelSolved(bool row, int i) const; // true when no panels are open
    void panelBack(bool row, int i);
    void endPanels();
    bool panelsOpen() const { return m_panel.open; }

    // A core worker (one of the virtual workers of worker w with its chunk shape); returns its
    // index for coreItem.
    std::size_t addCoreWorker(std::size_t w, const LuChunk &chunk);
    // Core row `row`, columns [col0, col1), rank [rank0, rank1) to core worker v. A new chunk
    // (of the horizontal panel: rows [rank0, rank1) × [col0, col1)) is sent first when it differs
    // from the one v holds. Throws std::logic_error when it exceeds v's chunk shape.
    void coreItem(std::size_t v, int step, int row, int col0, int col1, int rank0, int rank1);
    // Every updated core row back to the master.
    void finishCore();

    std::size_t coreWorkers() const { return m_core.size(); }
    std::size_t coreWorkerOf(std::size_t v) const { return m_core[v].worker; }

    sim::Schedule takeSchedule() { return std::move(m_schedule); }
    const std::vector<LuRole> &roles() const { return m_roles; }
    const std::vector<LuResidency> &residency() const { return m_residency; }

private:
    struct Item {
        int in = -1, compute = -1;
        sim::BlockRect back; // the core (or panel) segment to send back
        int step = 0;
        double blocks = 0; // buffers of its slot
        int residency = -1; // index into m_residency
    };
    struct RowSlots { // two row slots of one worker, in order of arrival
        std::vector<Item> pending; // received, not yet sent back
        int lastOut = -1;
        int lastCompute = -1;
        int count = 0;
    };
    struct Core {
        std::size_t worker = 0;
        LuChunk shape;
        bool holds = false;
        sim::BlockRect chunk;
        int chunkIn = -1;
        int chunkResidency = -1;
        RowSlots rowSlots;
    };

    bool self(std::size_t w) const { return m_workers[w].node == m_master; }
    double extent(int b0, int b1) const;
    double elements(const sim::BlockRect &r) const;
    // A master communication with worker w, chained after the previous one; -1 for the master
    // itself, whose data is in place (the master's chain then waits on its computations).
    int transfer(std::size_t w, bool back, const sim::BlockRect &rect, char matrix, std::vector<int> after,
                 int step, sim::BlockSet data);
    int compute(std::size_t w, LuOp op, double madds, std::vector<int> after, int step, std::string label,
                sim::BlockSet data);
    // Sends back the oldest pending item of `rowSlots` (worker w).
    void sendBack(std::size_t w, RowSlots &rowSlots);
    // Sends an item to worker w into `rowSlots`: its rect in, the computation, recorded as pending.
    void receive(std::size_t w, RowSlots &rowSlots, Item item, const sim::BlockRect &inRect, char matrix,
                 sim::BlockSet inData, std::vector<int> computeAfter, LuOp op, double madds,
                 std::string label, sim::BlockSet computeData);
    void releaseChunk(Core &core);
    sim::BlockRect panelRect(bool row, int i) const;
    void role(int id, int step, LuOp op);

    std::vector<MwWorker> m_workers;
    int m_master = -1;
    double m_n = 0, m_q = 0;
    int m_blocks = 0;
    std::vector<std::vector<int>> m_barrier; // per worker: ends that free all its memory
    std::vector<Core> m_core;
    struct Panel { // the open step's pivot and panels (beginPanels … endPanels)
        bool open = false;
        int step = 0;
        std::size_t worker = 0;
        int k0 = 0, p = 0;
        sim::BlockRect pivot;
        int getrf = -1;
        int pivotResidency = -1;
        RowSlots itemSlots;
        std::vector<bool> solved[2]; // per block index: [0] rows, [1] columns
    } m_panel;
    sim::Schedule m_schedule;
    std::vector<LuRole> m_roles;
    std::vector<LuResidency> m_residency;
    int m_lastMaster = -1;
    std::vector<int> m_chainAfter; // computations of the master the next communication waits for
};

} // namespace partita
