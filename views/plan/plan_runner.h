#pragma once
// Runs partition strategies (and the layers of lbp-star / lbp-mesh) off the GUI thread
// (QtConcurrent) on a copy of the platform and hands back values. Each request gets a job number; a result that is not the latest is
// dropped, so a slider dragged over n shows only the last plan and never blocks the UI.

#include "metrics/metrics.h"
#include "model/platform.h"
#include "partition/plan.h"
#include "plan/plan_settings.h"

#include "plan/latest_jobs.h"

#include <QObject>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace partita::views {

struct PlanOutcome {
    std::string algorithm;
    std::optional<Plan> plan; // empty when the strategy refused the input
    Metrics metrics;
    QString error;            // why there is no plan
    bool notAPartition = false; // a schedule (mw-*, ring, summa…): shown in the Comparison tab
    // Per piece, the processor's colour slot (colourSlot of its id, report/palette.h).
    std::vector<std::size_t> colours;
    double milliseconds = 0;  // planning and metrics time
};

struct PlanResults {
    int job = 0;
    PlanSettings settings;
    std::vector<PlanOutcome> outcomes; // in the order requested
};

class PlanRunner : public QObject {
    Q_OBJECT

public:
    explicit PlanRunner(QObject *parent = nullptr);

    // Starts a job; returns its number.
    int request(const Platform &platform, const PlanSettings &settings, const std::vector<std::string> &algorithms);
    int latestJob() const { return m_jobs.latest(); }
    bool isBusy() const { return m_jobs.busy(); }

    // The work of one job, on the calling thread (tests, screenshots, benchmarks).
    static PlanResults compute(const Platform &platform, const PlanSettings &settings,
                               const std::vector<std::string> &algorithms);

signals:
    void resultsReady(const partita::views::PlanResults &results);
    void busyChanged(bool busy);

private:
    LatestJobs m_jobs;
};

} // namespace partita::views
