#pragma once
// The Run tab's prediction (core/exec/run_prediction.h, as `partita run --gantt` draws it), in
// a value the panel receives from the thread pool: the trace in seconds, or why there is none.

#include "exec/run_prediction.h"
#include "model/platform.h"
#include "plan/plan_settings.h"
#include "run/run_command.h"
#include "trace/trace.h"

#include <QString>

namespace partita::views {

struct RunPrediction {
    int job = 0;
    std::string algorithm;
    Trace trace;       // in seconds
    double makespan = 0;
    double scale = 1;  // seconds per modelled time unit, as given or chosen (RunSetup::timeScale 0)
    bool chosen = false; // the scale was chosen so that this machine keeps up
    QString error;     // the simulator could not predict this run (the run may still go)

    static RunPrediction compute(const Platform &platform, const PlanSettings &settings, const RunSetup &options);
};

// A wall-clock duration for a person: "850 ms", "4.2 s", "48 s", "5 min 16 s".
QString durationText(double seconds);

using exec::rowOrder;
using exec::withRowOrder;

} // namespace partita::views
