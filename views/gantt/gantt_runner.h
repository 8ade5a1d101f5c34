#pragma once
// Simulates the problem bar's strategy with the trace kept (evaluate() with options.trace) off
// the GUI thread on a copy of the platform; results of older requests are dropped by job number.

#include "model/platform.h"
#include "plan/plan_settings.h"
#include "trace/trace.h"

#include "plan/latest_jobs.h"

#include <QObject>
#include <QString>

#include <string>

namespace partita::views {

struct GanttResults {
    int job = 0;
    std::string algorithm;
    Trace trace;
    double makespan = 0;
    QString error; // the platform, problem or strategy does not apply
};

class GanttRunner : public QObject {
    Q_OBJECT

public:
    explicit GanttRunner(QObject *parent = nullptr);

    int request(const Platform &platform, const PlanSettings &settings);
    // Drops the results of every request made so far (a trace file replaced them).
    void dropPending() { m_jobs.dropPending(); }
    int latestJob() const { return m_jobs.latest(); }
    bool isBusy() const { return m_jobs.busy(); }
    static GanttResults compute(const Platform &platform, const PlanSettings &settings);

signals:
    void resultsReady(const partita::views::GanttResults &results);
    void busyChanged(bool busy);

private:
    LatestJobs m_jobs;
};

} // namespace partita::views
