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

#include "model/platform.h"
#include "plan/latest_jobs.h"
#include "plan/plan_settings.h"
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
    int latestSelectionJob() const { return m_selection.latest(); }
    int latestRingJob() const { return m_ring.latest(); }
    bool isBusy() const { return m_selection.busy() || m_ring.busy(); }

    static SelectionLesson computeSelection(const Platform &platform, const Problem &problem,
                                            const std::string &algorithm, int maxSteps = kMaxSteps);
    // A cancelled `cancel` stops the ring growth with Cancelled.
    static RingLesson computeRing(const Platform &platform, const PlanSettings &settings,
                                  const CancelToken *cancel = nullptr);

signals:
    void selectionReady(const partita::views::SelectionLesson &lesson);
    void ringReady(const partita::views::RingLesson &lesson);
    void busyChanged(bool busy);

private:
    void jobBusy(bool busy);

    LatestJobs m_selection;
    LatestJobs m_ring;
    int m_busyCounters = 0;
    bool m_busy = false;
};

} // namespace partita::views
