#pragma once
// Evaluates every strategy of the comparison (evaluate/evaluate.h) off the GUI thread on a
// copy of the platform, plus the SharedRing T_step against ring size for several H/W ratios and
// the master-worker ratios (the sweep has its own runner, compare/sweep_runner.h); stale
// results are dropped by job number, and the job before a new request is cancelled
// (plan/latest_jobs.h). It reports its progress in steps (one per strategy, kRingWeight per
// ring curve).
// The problem bar's parameters (l, network, mode, order, heuristic, H, W) go to evaluate().

#include "model/platform.h"
#include "model/problem.h"
#include "plan/plan_settings.h"

#include "plan/latest_jobs.h"
#include "schedule/mw/mw_model.h"

#include <QObject>
#include <QString>

#include <string>
#include <vector>

namespace partita::views {

struct CompareRow {
    std::string algorithm;
    bool ok = false;
    QString error; // why the strategy does not apply ("square products only", or evaluate's reason)
    QString shapeRefusal; // requireShape's message, when the shape is why
    double makespan = 0;
    // As partita run performs it, C assembled at the master (exec/run_prediction.h); NaN where
    // the makespan already ends so or the strategy is not run.
    double assembledMakespan = 0;
    double commVolume = 0; // elements; NaN where the notion does not apply
    int workersUsed = 0;
    double imbalance = 0;
};

// A master-worker strategy's ratios (paper 002 §6): its own and the steady-state bound's.
struct MasterWorkerRow {
    std::string algorithm;
    double ratio = 0; // block updates per time unit over the master's asymptotic pattern (§6.2)
    // The steady state of §6.1 for the schedule's own chunk sides μ_i (its workers only): the
    // asymptotic bound of its ratio (steadyStateFor). MwResult::steadyStateRatio is the bound
    // for the incremental rules' μ_i, which schedules with larger chunks exceed.
    double steadyStateRatio = 0;
    bool steadyStateFeasible = false;
    int workersUsed = 0;
};

// SharedRing (paper 001): T_step of the best ring of each size 1..k, for one H/W ratio.
struct RingCurve {
    double ratio = 0; // H / W
    bool current = false; // the problem bar's own H and W
    std::vector<double> tStepBySize;
    std::size_t bestSize = 0; // 1-based; 0 when there is no curve
    QString error;            // why the ring does not apply
};

struct CompareResults {
    int job = 0;
    Problem problem;
    PlanSettings settings; // what was computed (the problem bar's values)
    QString timeUnit;
    QString error;            // the platform or problem is invalid
    double volumeLowerBound = 0; // 2·Σ√s_i·n² elements (paper 004 Lemma 2)
    std::vector<CompareRow> rows;
    std::vector<RingCurve> ring;           // ringRatios(), then the current H/W
    std::vector<MasterWorkerRow> masterWorker; // the mw-* strategies that apply, in order
};

class CompareRunner : public QObject {
    Q_OBJECT

public:
    explicit CompareRunner(QObject *parent = nullptr);

    int request(const Platform &platform, const PlanSettings &settings);
    bool isBusy() const { return m_jobs.busy(); }
    // Stops the running comparison; its result is never delivered (cancelled() instead).
    void cancel();

    // The H/W ratios of the SharedRing curves (paper 001 Figs. 7-12).
    static std::vector<double> ringRatios() { return {0.1, 1, 10}; }
    // Steps of a comparison of `problem`, as progress() counts them.
    static int steps();
    // A ring curve weighs this many steps: it grows a ring over every processor.
    static constexpr int kRingWeight = 8;
    // With a control, checks its token between strategies (and inside the ring growth) and
    // reports progress; throws Cancelled when it is cancelled.
    // §6.1's bandwidth-centric steady state with the chunk sides `result` uses (μ = 0: a
    // worker it leaves out): an upper bound of its asymptotic ratio, whatever its rule.
    static SteadyState steadyStateFor(const Platform &platform, const MwResult &result);
    static CompareResults compute(const Platform &platform, const PlanSettings &settings,
                                  const JobControl *control = nullptr);

signals:
    // Emitted by request() with the settings a job computes (tests, status).
    void requested(int job, const partita::views::PlanSettings &settings);
    void resultsReady(const partita::views::CompareResults &results);
    void busyChanged(bool busy);
    void progress(int done, int total); // of the latest request
    void cancelled();                    // by cancel()

private:
    LatestJobs m_jobs;
};

} // namespace partita::views
