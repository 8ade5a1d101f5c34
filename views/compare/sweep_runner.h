#pragma once
// The Comparison tab's sweep (docs/studio.md, Sweep): the predicted makespan of each chosen
// strategy at every value of one parameter — the order, m, k, n, q, the platform's speed
// heterogeneity, its communication-to-computation ratio or the workers' memory — over a range
// (evaluate/parameter_sweep.h), evaluated off the GUI thread on copies, with progress (one step
// per strategy and value) and cancellation; stale results are dropped (plan/latest_jobs.h).

#include "evaluate/parameter_sweep.h"
#include "model/platform.h"
#include "model/problem.h"
#include "plan/latest_jobs.h"
#include "plan/plan_settings.h"

#include <QObject>
#include <QString>

#include <string>
#include <vector>

namespace partita::views {

struct SweepRequest {
    SweepParameter parameter = SweepParameter::Order;
    SweepRange range;
    std::vector<std::string> algorithms;
    bool operator==(const SweepRequest &) const = default;
};

struct SweepSeries {
    std::string algorithm;
    std::vector<double> makespans; // one per SweepResults::values; NaN where it does not apply
    QStringList errors;            // why, at the points it does not apply (empty elsewhere)
};

// A strategy that refuses some of the sweep's shapes, and why (requireShape's message for the
// first one it refuses): left out of the sweep, never run.
struct SweepLeftOut {
    std::string algorithm;
    QString reason;
};

struct SweepResults {
    int job = 0;
    Problem problem;
    SweepRequest request;
    QString timeUnit;
    QString error; // the platform, problem or range is invalid
    std::vector<double> values;
    std::vector<SweepSeries> series;
    std::vector<SweepLeftOut> leftOut;
};

// The parameter's name on the axis ("n", "q", "heterogeneity h", …) and what stays fixed
// ("k = 4000, n = 6000, q = 80").
QString sweepAxisLabel(SweepParameter parameter, Units units);
QString sweepFixedText(SweepParameter parameter, const Problem &problem);
// A default range for the parameter on this platform and problem: the dimensions and q from a
// sixteenth (a quarter for q) to four times their value, logarithmic, 7 points (the order:
// n/4 to 2n, 8 points, linear); h from 0 to 1 in 11 points; the communication ratio from 0.01
// to 100, logarithmic, 9 points; the worker memory from an eighth to eight times the largest
// worker's, logarithmic, 7 points.
SweepRange defaultSweepRange(const Platform &platform, const Problem &problem, SweepParameter parameter);

class SweepRunner : public QObject {
    Q_OBJECT

public:
    explicit SweepRunner(QObject *parent = nullptr);

    int request(const Platform &platform, const PlanSettings &settings, const SweepRequest &sweep);
    bool isBusy() const { return m_jobs.busy(); }
    void cancel(); // the running sweep is never delivered

    // The strategies the sweep offers (every matrix product of `partita compare`) and those it
    // draws unless told otherwise: the partitions and lbp-star.
    static std::vector<std::string> offeredAlgorithms();
    static std::vector<std::string> defaultAlgorithms();
    // Steps of a sweep, as progress() counts them: one per strategy and value.
    static int steps(const SweepRequest &sweep);
    static SweepResults compute(const Platform &platform, const PlanSettings &settings, const SweepRequest &sweep,
                                const JobControl *control = nullptr);

signals:
    void resultsReady(const partita::views::SweepResults &results);
    void busyChanged(bool busy);
    void progress(int done, int total);

private:
    LatestJobs m_jobs;
};

} // namespace partita::views
