#pragma once
// What the Run panel asks of `partita run`, as plain values (docs/executor.md, app/cli/cmd_run.cpp):
// where it runs (this machine emulating the platform or for real, the machines of an Open MPI
// hostfile, or a Slurm job), the options a user sets, the command line they give, which options
// apply to which strategy, and what stops a run from starting (a strategy the executor does not
// run, a platform it cannot map to ranks, no hostfile chosen...). Also where the `partita`
// program is, and what it executes: the executable strategies of the strategy list, once the
// program shows it has a `run` command (a `partita` built without MPI and OpenBLAS has none).

#include "exec/rank_map.h"
#include "exec/emulation_scale.h"
#include "exec/run_options.h"
#include "model/platform.h"
#include "plan/plan_settings.h"
#include "trace/trace.h"

#include <QString>
#include <QStringList>

namespace partita::views {

enum class RunMode {
    Emulated, // this machine, each kernel and message held to the platform's time (--emulate)
    Real,     // this machine, as fast as it goes
    Hostfile, // the machines of an Open MPI hostfile (--hostfile FILE)
    Slurm,    // an sbatch script (--slurm), printed or submitted (--submit)
};

// `partita run`'s default --time-unit: exec::kDefaultTimeUnit (exec/emulation_scale.h).
using exec::kDefaultTimeUnit;

// How the studio sets up a run: where it runs, and the executor's own options as a person sets
// them in the Run tab (the strategy and its parameters come from the problem bar, PlanSettings).
// executorOptions() turns both into what every rank is asked, exec::RunOptions.
struct RunSetup {
    RunMode mode = RunMode::Emulated;
    // Emulated, 0 for either: chosen so that this machine keeps up (exec/emulation_scale.h).
    double timeUnit = 0;                // seconds per time unit, "blocks" platforms
    double timeScale = 0;               // seconds per modelled second, physical platforms
    QString hostfile;                   // RunMode::Hostfile
    bool submit = false;                // RunMode::Slurm: hand the script to sbatch
    quint64 seed = 1;                   // of the random A and B
    QString speedChange;                // "RANK@FRACTION:xFACTOR,..." (columns, even-columns, emulated)
    bool predistributed = false;        // 2D partitions: A and B on their owners before the steps
    bool distributed = false;           // --result distributed: C left where it was computed
    int iterations = 20;                // ring: Jacobi iterations
    QString throttle;                   // "RANK:FRACTION,...": ranks held to a share of one core (RunMode::Real)
    bool operator==(const RunSetup &) const = default;

    bool emulate() const { return mode == RunMode::Emulated; }
};

// What partita run will hand every rank for these settings: the options that apply to the
// strategy (optionUse), the others left at their defaults.
exec::RunOptions executorOptions(const PlanSettings &settings, const RunSetup &setup, Units units);

// Which options mean something for a strategy (the others are greyed out and not passed).
struct RunOptionUse {
    bool timeUnit = false;       // emulated, on a "blocks" platform
    bool timeScale = false;      // emulated here, on a physical platform
    bool speedChange = false;    // columns or even-columns, emulated
    bool predistributed = false; // the 2D partitions (not layers), without a speed change
    bool result = false;         // the 2D partitions and the layer-based products (--result)
    bool iterations = false;     // ring
    bool throttle = false;       // real runs on this machine (the cgroups are this machine's)
};
RunOptionUse optionUse(const std::string &algorithm, const RunSetup &options, Units units);

// The arguments after the program: `run --platform P --n N --q Q --algorithm A ... --np K`,
// with the strategy's own parameters from the settings and the options that apply. Never
// --json: it would hide the event lines the panel reads.
QStringList runArguments(const QString &platformFile, const PlanSettings &settings, const RunSetup &options,
                         Units units, int ranks);

// The seconds one time unit of the prediction lasts in the run: on a blocks platform the time
// unit (the one given when emulating, partita run's default otherwise); on a physical one the
// time scale given when emulating, else 1. 0 when the scale is to be chosen (chosenScale).
double secondsPerTimeUnit(const RunSetup &options, Units units);

// The scale partita run chooses for an emulated run on this machine of the run whose prediction,
// in the platform's own time units, is `modelled` (exec::chooseScale with this machine's cores).
double chosenScale(const Trace &modelled, Units units, int ranks);

// "3 ranks: rank 0 plays P0 (does not compute), then P1, P2".
QString describeRanks(const exec::RankMap &ranks);

// The strategies `partita run` executes (executableStrategies(), strategy/strategy.h), in its
// order.
QStringList executableAlgorithmNames();

// Whether the program that printed `help` for `partita run --help` has a run command: run's
// help lists its options, --algorithm among them. A partita built without MPI and OpenBLAS has
// no run and prints its general help instead, with exit code 0 as well.
bool hasRunCommand(int exitCode, const QString &help);

// The `partita` program: $PARTITA_CLI if set; else next to this program; else ../cli/partita
// from it (the build tree: app/studio/partita-studio and app/cli/partita); else on the PATH.
// Empty when none is found.
QString findPartitaProgram();

// What the program said about itself, once asked.
struct RunCapabilities {
    enum class Status { Unknown, Ready, NoProgram, NoExecutor };
    Status status = Status::Unknown;
    QStringList algorithms; // Ready: what `partita run` executes
    QString detail;         // NoProgram / NoExecutor: why
    bool sbatch = false;    // sbatch is on the PATH (--slurm --submit needs it)
};

// Why a run cannot start with these inputs (the first reason found), or empty when it can.
QString startBlocker(const Platform &platform, const PlanSettings &settings, const RunSetup &options,
                     const RunCapabilities &capabilities);

} // namespace partita::views
