// partita-worker: the MPI program of `partita run` (docs/executor.md). Every rank runs it with the
// same arguments; see core/exec/executor.h for what each rank does.
#include "exec/blas_core.h"
#include "exec/calibrate.h"
#include "exec/executor.h"
#include "exec/throttle.h"
#include "heartbeat.h"
#include "io/atomic_file.h"
#include "quiet_waits.h"
#include "shape_options.h"
#include "strategy_options.h"

#include <CLI/CLI.hpp>

#include <mpi.h>

#include <sys/prctl.h>
#include <unistd.h>

#include <csignal>
#include <iostream>
#include <memory>

int main(int argc, char **argv)
{
    // A rank dies with the process that started it (mpirun, Open MPI's daemon, srun's step):
    // killed by SIGKILL, mpirun cannot end its ranks itself (docs/executor.md, "Faults").
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() == 1)
        return 1; // the parent died before the line above
    // OpenBLAS's kernels for this machine, where it fell back below them (exec/blas_core.h).
    partita::exec::restartWithMachineBlasCore(argv);
    MPI_Init(&argc, &argv);
    // Ended by mpirun (SIGTERM), rank 0 leaves no temporary trace file behind.
    partita::removeTemporaryFilesOnSignals();
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    partita::exec::RunOptions o;
    CLI::App app{"partita-worker: one rank of a Partita run (started by 'partita run' through mpirun)"};
    partita::exec::CalibrationOptions calibration;
    app.add_option("--calibrate", calibration.outFile,
                   "Measure every rank (dgemm rate on --q blocks, ping-pong with rank 0) and write the platform to FILE");
    app.add_option("--calibrate-q", calibration.blockSizes,
                   "With --calibrate: the block sizes to measure, Q[,Q...] (default: --q)")
        ->delimiter(',')
        ->check(CLI::Range(std::int64_t{1}, partita::kMaxOrder));
    app.add_flag("--calibrate-master-idle", calibration.masterIdle,
                 "With --calibrate: rank 0 does not compute while the others are measured (a master that only "
                 "communicates)");
    app.add_option("--calibrate-report", calibration.reportFile,
                   "With --calibrate: write every median, spread and alone rate to FILE (JSON)");
    app.add_option("--platform", o.platformFile, "Platform file (.json or SimGrid .xml)");
    std::int64_t n = 0;
    std::int64_t q = o.problem.q;
    app.add_option("--n", n, "Matrix order")->check(CLI::Range(std::int64_t{1}, partita::kMaxOrder));
    partita::cli::ShapeOptions shape;
    shape.addTo(app);
    app.add_option("--q", q, "Block size (default 80)")->check(CLI::Range(std::int64_t{1}, partita::kMaxOrder));
    app.add_option("--algorithm", o.algorithm, "Strategy");
    partita::cli::StrategyOptions strategy;
    strategy.addTo(app, {.network = false, .ring = false});
    app.add_flag("--emulate", o.emulate, "Behave like the platform: hold kernels and messages to their modelled times");
    app.add_option("--time-unit", o.timeUnit, "Seconds per time unit on \"units\": \"blocks\" platforms (default 0.01)")
        ->check(CLI::PositiveNumber);
    app.add_option("--time-scale", o.timeScale,
                   "Seconds one modelled second lasts when emulating a physical platform (default 1)")
        ->check(CLI::PositiveNumber);
    app.add_option("--seed", o.seed, "Seed of A and B (default 1)");
    app.add_flag("--predistributed", o.predistributed,
                 "2D partitions: the rows of A and columns of B each rank needs are sent before the steps");
    std::string result = "gathered";
    app.add_option("--result", result, "Where C ends: gathered or distributed")
        ->check(CLI::IsMember(partita::resultDeliveryNames()));
    app.add_option("--iterations", o.iterations, "ring: iterations of the Jacobi relaxation (default 20)")
        ->check(CLI::PositiveNumber);
    app.add_option("--speed-change", o.speedChange,
                   "RANK@FRACTION:xFACTOR[,...]: from that fraction of the steps on, the rank computes FACTOR "
                   "times as fast; speeds are measured and C redistributed (columns, even-columns; --emulate)");
    app.add_option("--trace", o.traceFile, "Write the measured trace (rank 0): .json, .paje or .csv");
    app.add_option("--throttle", o.throttle, "RANK:FRACTION[,...]: the throttled ranks (recorded in the summary)");
    std::string throttleDir;
    app.add_option("--throttle-dir", throttleDir,
                   "Directory of the run's cpu cgroups: rank r joins DIR/rank<r> when it exists (partita run "
                   "makes them)");
    bool quiet = false;
    app.add_flag("--no-events", quiet, "Print only the summary line, no event lines");
    double heartbeat = 0;
    app.add_option("--heartbeat", heartbeat,
                   "Write a beat line on stderr every SECONDS (completed MPI calls, the call waited in), "
                   "for partita run's watchdog")
        ->check(CLI::PositiveNumber);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError &e) {
        int code = 0;
        if (rank == 0)
            code = app.exit(e);
        else
            code = e.get_exit_code() == 0 ? 0 : 2;
        MPI_Finalize();
        return code == 0 ? 0 : 2;
    }
    // Waiting ranks sleep rather than spin (quiet_waits.h); calibration times its calls as they
    // are. A throttled rank sleeps at once, keeping its quota for its computation, also while it
    // is calibrated (partita calibrate --throttle): it is measured as it will run.
    using partita::worker::WaitMode;
    partita::worker::setWaitMode(!throttleDir.empty()              ? WaitMode::Sleeping
                                 : !calibration.outFile.empty() ? WaitMode::Direct
                                                                : WaitMode::Polite);
    if (!throttleDir.empty()) {
        try {
            partita::exec::joinThrottleGroup(throttleDir, rank);
        } catch (const std::exception &e) {
            std::cerr << ("error: rank " + std::to_string(rank) + ": " + e.what() + "\n") << std::flush;
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
    }
    // After joining the cgroup: the beating thread is then the throttled rank's too.
    std::unique_ptr<partita::worker::Heartbeat> beats;
    if (heartbeat > 0)
        beats = std::make_unique<partita::worker::Heartbeat>(rank, heartbeat);
    o.problem = shape.problem(n, q);
    o.events = !quiet;
    o.strategy = strategy.params();
    o.result = *partita::parseResultDelivery(result);
    int code = 0;
    if (!calibration.outFile.empty()) {
        if (app.count("--calibrate-q") == 0)
            calibration.blockSizes = {o.problem.q};
        code = partita::exec::runCalibration(MPI_COMM_WORLD, calibration);
    } else if (o.platformFile.empty() || o.problem.n == 0 || o.algorithm.empty()) {
        if (rank == 0)
            std::cerr << "error: --platform, --n and --algorithm are required (or --calibrate FILE)" << std::endl;
        code = 2;
    } else {
        code = partita::exec::runExecutor(MPI_COMM_WORLD, o);
    }
    MPI_Finalize();
    beats.reset();
    return code;
}
