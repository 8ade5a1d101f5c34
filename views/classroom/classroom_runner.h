#pragma once
// What the classroom view steps through, computed off the GUI thread on copies of the
// platform and settings (results of older requests are dropped by job number, one job counter
// per page):
//
//   SelectionLesson  the incremental resource selection of paper 002 §6.2 (mw-global,
//                    Algorithm 3 of §6.2.1, or mw-local, §6.2.2): for every selection, the
//                    ratio of every candidate worker, the one chosen, the completion time and
//                    the total work after it (MwResult::steps of planMasterWorker).
//   RingLesson       the greedy growth of the SharedRing heuristic of paper 001 §4.1: for every
//                    ring size, the processor inserted, its neighbours and T_step before and
//                    after the max-min refinement of §4.3 (RingResult::steps of planSharedRing).
//   LuLesson         the right-looking block LU factorization of paper 002 §7 (lu-homogeneous,
//                    §7.2, or lu-hetero, §7.3): for every elimination step, the pivot, the panels
//                    and the columns of the core each worker updates, with the blocks moved and
//                    the block updates the plan counts (LuResult::run of planLu).

#include "model/platform.h"
#include "plan/latest_jobs.h"
#include "plan/plan_settings.h"
#include "schedule/lu/lu_model.h"
#include "schedule/mw/master_worker.h"
#include "schedule/ring/ring_result.h"

#include <QObject>
#include <QString>

#include <cstddef>
#include <string>
#include <vector>

namespace partita::views {

struct SelectionLesson {
    int job = 0;
    std::string algorithm;            // mw-global or mw-local
    Problem problem;
    std::vector<std::string> workers; // every candidate worker, in platform order
    std::vector<std::size_t> colours; // per worker: its colour slot (colourSlot of its id)
    std::vector<int> mu;              // per worker: chunk side μ_i in blocks (0: not in the run)
    std::vector<MwStep> steps;        // the first selections, at most maxSteps
    // One selection of each worker as Algorithm 3 sees it (0 for a worker not in the run):
    // μ_i² block updates, 2μ_i c_i (plus the message latency) of the master's port, μ_i² w_i
    // of computation (MwResult::selectionWorkers).
    std::vector<double> stepWork, stepComm, stepCompute;
    // [step][worker]: ready_i when that selection is decided (MwStep::readyBefore), so that
    // each ratio can be written as its quotient.
    std::vector<std::vector<double>> readyBefore;
    bool truncated = false;           // the run makes more selections than `steps` holds
    double ratio = 0;                 // asymptotic ratio (block updates per time unit)
    int period = 0;                   // selections in the pattern the choices settle into
    double steadyStateRatio = 0;      // bandwidth-centric bound of §6.1
    bool steadyStateFeasible = true;
    QString timeUnit;                 // "time units" (blocks platforms) or "s"
    QString error;                    // the platform or problem does not apply: why

    // The worker index of the processor chosen at step `step` (0-based), or -1.
    int chosenIndex(std::size_t step) const;
};

struct RingLesson {
    int job = 0;
    double h = 0, w = 0;
    std::vector<RingInsertion> steps; // [s-1]: the step that reached size s
    std::vector<double> tStepBySize;  // [s-1]: T_step of the ring of size s
    std::size_t bestSize = 0;         // size of the ring the heuristic returns
    double bestTStep = 0;
    bool refinement = true;           // the §4.3 refinement was tried after each insertion
    // Every computing processor, in platform order: id, speed, colour slot (colourSlot of its id).
    std::vector<std::string> processors;
    std::vector<double> speeds;
    std::vector<std::size_t> colours;
    QString timeUnit;  // of T_step: "time units" or "s"
    QString speedUnit; // "block updates / time unit" or "Gflop/s"
    QString error;

    // Index into `processors` of an id, or -1.
    int processorIndex(const std::string &id) const;
};

// Columns [col0, col1) of the core, rows [row0, row1), updated by one (virtual) worker at one
// step with a chunk of the horizontal panel of `rank` panel rows (paper 002 §7.3), in blocks.
struct LuStrip {
    std::size_t worker = 0; // index into LuLesson::workers
    int row0 = 0, row1 = 0, col0 = 0, col1 = 0;
    int rank = 0;           // panel rows of the chunk: μ, or μ_i for a square chunk
    bool operator==(const LuStrip &) const = default;
};

// What the plan does at one elimination step (0-based k; the paper's step k + 1), counted on
// its schedule: blocks of q×q the master sends and receives, block updates (q³ multiply-adds).
struct LuStepPlan {
    int k0 = 0;            // first block row and column of the pivot: kμ
    int pivot = 0;         // pivot side this step: μ, less on the last step when μ does not divide r
    std::vector<LuStrip> strips; // by first column
    double pivotBlocks = 0, pivotUpdates = 0; // the pivot in and back, its factorization
    double panelBlocks = 0, panelUpdates = 0; // both panels
    // Per worker: the core's blocks in (chunks of the panel, rows of the vertical panel and of
    // the core), blocks back, block updates.
    std::vector<double> coreIn, coreBack, coreUpdates;

    int core0() const { return k0 + pivot; } // first block row and column of the core
};

struct LuLesson {
    int job = 0;
    std::string algorithm;            // lu-homogeneous or lu-hetero
    Problem problem;                  // square: n and q
    int blocks = 0;                   // r
    int mu = 0;                       // the common pivot side μ
    std::vector<std::string> workers; // every candidate worker, in platform order
    std::vector<std::size_t> colours; // per worker: its colour slot (colourSlot of its id)
    std::vector<int> muOf;            // per worker: μ_i
    std::vector<LuChunk> chunks;      // per worker: its chunk (None: no core update)
    // Per worker, as the planner sees it (MwWorker): time to send a block, to receive one back,
    // of one block update; `self` for the master computing (no communication).
    std::vector<double> c, cBack, w;
    std::vector<bool> self;
    int pivotWorker = -1;             // index into workers
    bool streamed = false;            // the panels solved beside the core (LuSteps::Streamed)
    int workersUsed = 0;
    double makespan = 0;
    std::vector<LuStepPlan> steps;
    QString timeUnit;
    QString error;                    // the platform or problem does not apply: why

    int workerIndex(const std::string &id) const;
};

class ClassroomRunner : public QObject {
    Q_OBJECT

public:
    // More selections than this are not kept (a class steps through the first ones; the
    // pattern of Table 2 repeats every 13).
    static constexpr int kMaxSteps = 2000;

    explicit ClassroomRunner(QObject *parent = nullptr);

    // `algorithm` is mw-global or mw-local.
    int requestSelection(const Platform &platform, const Problem &problem, const std::string &algorithm);
    int requestRing(const Platform &platform, const PlanSettings &settings);
    // `algorithm` is lu-homogeneous or lu-hetero; the problem is n×n in blocks of q.
    int requestLu(const Platform &platform, const Problem &problem, const std::string &algorithm,
                  LuSteps steps = LuSteps::Best);
    int latestSelectionJob() const { return m_selection.latest(); }
    int latestRingJob() const { return m_ring.latest(); }
    int latestLuJob() const { return m_lu.latest(); }
    bool isBusy() const { return m_selection.busy() || m_ring.busy() || m_lu.busy(); }

    static SelectionLesson computeSelection(const Platform &platform, const Problem &problem,
                                            const std::string &algorithm, int maxSteps = kMaxSteps);
    // A cancelled `cancel` stops the ring growth with Cancelled.
    static RingLesson computeRing(const Platform &platform, const PlanSettings &settings,
                                  const CancelToken *cancel = nullptr);
    // Plans the factorization of the square matrix of order problem.n (m and k are not read).
    // `steps`: lu-hetero's order of a step (lu-homogeneous always follows paper 002 §7.2).
    static LuLesson computeLu(const Platform &platform, const Problem &problem, const std::string &algorithm,
                              LuSteps steps = LuSteps::Best);

signals:
    void selectionReady(const partita::views::SelectionLesson &lesson);
    void ringReady(const partita::views::RingLesson &lesson);
    void luReady(const partita::views::LuLesson &lesson);
    void busyChanged(bool busy);

private:
    void jobBusy(bool busy);

    LatestJobs m_selection;
    LatestJobs m_ring;
    LatestJobs m_lu;
    int m_busyCounters = 0;
    bool m_busy = false;
};

} // namespace partita::views
