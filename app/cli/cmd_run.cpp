// partita run --platform P --n N [--m M] [--k K] [--q Q] --algorithm A [--l L] [--emulate] [--time-unit T]
//             [--np K] [--hostfile H | --slurm [--submit]] [--seed S] [--throttle R:F,...]
//             [--trace FILE] [--json]
//
// Starts partita-worker under mpirun (docs/executor.md), passes rank 0's event lines through; with
// --json prints only the summary. Also `partita calibrate (--hostfile H | --np K) [--q Q] --out P`,
// which starts partita-worker --calibrate the same way (and `calibrate --from-run`, which starts
// nothing: cmd_calibrate_from_run.cpp). Everything that can be checked before launching is
// checked here (platform, problem, algorithm, rank count, hostfile, trace file name), so bad
// input ends at once with exit 2. The job is watched by mpi_job.h: an interrupt, partita's death
// or a run without progress (--watchdog) ends the whole job, and a failure ends with one line
// naming its cause.
// --throttle makes the ranks' cpu cgroups before mpirun starts and removes them once it has
// ended, however it ended (exec/throttle.h).
#include "commands.h"
#include "mpi_job.h"
#include "shape_options.h"
#include "strategy_options.h"

#include "evaluate/evaluate.h"
#include "exec/block_size.h"
#include "exec/emulation_scale.h"
#include "exec/executor.h"
#include "exec/mpirun_output.h"
#include "exec/rank_map.h"
#include "exec/run_prediction.h"
#include "exec/run_report.h"
#include "exec/throttle.h"
#include "exec/watchdog.h"
#include "io/platform_json.h"
#include "model/error.h"
#include "model/validate.h"
#include "io/atomic_file.h"
#include "report/gantt_svg.h"
#include "strategy/strategy.h"
#include "trace/trace_export.h"

#include <nlohmann/json.hpp>

#include <netdb.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>

namespace partita::cli {

namespace {

namespace fs = std::filesystem;

constexpr int kConnectTimeout = 3; // seconds ssh waits for a host to answer (--connect-timeout)

struct RunCliOptions {
    std::string platform;
    std::int64_t n = 0;
    std::int64_t q = exec::kDefaultBlockSize;
    bool chooseBlockSize = false; // --q not given: exec/block_size.h chooses it
    ShapeOptions shape;
    std::string algorithm;
    StrategyOptions strategy; // --l, --mode, --order, --heuristic
    int iterations = 20;
    bool predistributed = false;
    std::string result = "gathered"; // result_delivery.h
    bool emulate = false;
    double timeUnit = 0.01;
    double timeScale = 1;
    bool timeScaleGiven = false, timeUnitGiven = false; // else chosen when emulating (emulation_scale.h)
    int np = 0;
    std::string hostfile;
    bool slurm = false;
    bool submit = false;
    std::uint64_t seed = 1;
    std::string speedChange;
    std::string throttle;
    std::string trace;
    std::string gantt;
    bool json = false;
    double watchdog = 60;   // seconds without progress that end the run; 0: none
    int connectTimeout = kConnectTimeout;
};

// Options of mpirun for every job: waiting ranks yield the processor; with a hostfile, ssh gives
// up on a host that does not answer within `connectTimeout` seconds, and never waits for a
// password or a host key prompt nobody can answer. Options the user set for ssh through
// OMPI_MCA_plm_rsh_args are kept.
std::vector<std::string> mpirunOptions(const std::string &hostfile, int connectTimeout)
{
    std::vector<std::string> options = {"--mca", "mpi_yield_when_idle", "1"};
    if (!hostfile.empty()) {
        std::string ssh = "-o ConnectTimeout=" + std::to_string(connectTimeout) + " -o BatchMode=yes";
        if (const char *own = std::getenv("OMPI_MCA_plm_rsh_args"); own && *own)
            ssh += std::string(" ") + own;
        options.insert(options.end(), {"--mca", "plm_rsh_args", ssh});
    }
    return options;
}

std::string findInPath(const std::string &program)
{
    const char *path = std::getenv("PATH");
    std::stringstream ss(path ? path : "");
    for (std::string dir; std::getline(ss, dir, ':');) {
        const fs::path candidate = fs::path(dir.empty() ? "." : dir) / program;
        if (::access(candidate.c_str(), X_OK) == 0)
            return candidate.string();
    }
    return {};
}

// partita-worker: next to this program when installed, else where the build put it.
std::string workerPath()
{
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = self.parent_path() / "partita-worker";
        if (::access(installed.c_str(), X_OK) == 0)
            return installed.string();
    }
    if (::access(PARTITA_WORKER, X_OK) == 0)
        return PARTITA_WORKER;
    throw InputError("partita-worker not found next to partita or at " + std::string(PARTITA_WORKER));
}

// Hosts of an Open MPI hostfile ("host [slots=N] ..."; '#' starts a comment), each checked to
// resolve, so that a wrong name is an error here rather than a hang in ssh.
std::vector<std::string> readHostfile(const std::string &path)
{
    std::ifstream in(path);
    if (!in)
        throw InputError(path, 0, "cannot read the hostfile");
    std::vector<std::string> hosts;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        line = line.substr(0, line.find('#'));
        std::stringstream ss(line);
        std::string host;
        if (!(ss >> host))
            continue;
        addrinfo *info = nullptr;
        if (::getaddrinfo(host.c_str(), nullptr, nullptr, &info) != 0)
            throw InputError(path, number, "host '" + host + "' does not resolve");
        ::freeaddrinfo(info);
        hosts.push_back(host);
    }
    if (hosts.empty())
        throw InputError(path, 0, "the hostfile lists no host");
    return hosts;
}

// Ranks a hostfile offers: the sum of its "slots=N" (1 for a host without).
int hostfileSlots(const std::string &path)
{
    std::ifstream in(path);
    int total = 0;
    for (std::string line; std::getline(in, line);) {
        line = line.substr(0, line.find('#'));
        std::stringstream ss(line);
        std::string word;
        if (!(ss >> word))
            continue;
        int slots = 1;
        while (ss >> word)
            if (word.rfind("slots=", 0) == 0)
                slots = std::max(1, std::atoi(word.c_str() + 6));
        total += slots;
    }
    return total;
}

// With a hostfile, ranks go to the hosts their processors name ("host" in the platform): one
// host per rank, in rank order; nodes without a host (a router master) take the first host of
// the hostfile. Empty when no processor names a host.
std::vector<std::string> hostsOfRanks(const Platform &platform, const exec::RankMap &ranks,
                                      const std::vector<std::string> &hosts, const std::string &hostfile)
{
    bool any = false;
    for (const auto &p : platform.processors)
        any = any || !p.host.empty();
    if (!any)
        return {};
    std::vector<std::string> out;
    for (int r = 0; r < ranks.size(); ++r) {
        const auto *p = platform.findProcessor(ranks.node[static_cast<std::size_t>(r)]);
        const std::string host = p && !p->host.empty() ? p->host : hosts.front();
        if (std::find(hosts.begin(), hosts.end(), host) == hosts.end())
            throw InputError(hostfile, 0, "processor '" + ranks.node[static_cast<std::size_t>(r)] + "' runs on host '"
                                              + host + "', which the hostfile does not list");
        out.push_back(host);
    }
    return out;
}

exec::RunOptions workerOptions(const RunCliOptions &o);

// The prediction drawn above the measured run (core/exec/run_prediction.h, as the studio draws it).
Trace predictedTrace(const RunCliOptions &o, const Platform &platform)
{
    EvaluateOptions options;
    options.params = o.strategy.params();
    return exec::predictRun(platform, o.algorithm, o.shape.problem(o.n, o.q), options, o.iterations,
                            workerOptions(o).secondsPerUnit(platform.units),
                            {*parseResultDelivery(o.result), o.predistributed});
}

// Emulating on this machine without --time-scale (physical) or --time-unit (blocks): the scale
// at which it keeps up with the platform (exec/emulation_scale.h). With a hostfile or Slurm
// the ranks run elsewhere: the defaults stay.
void chooseTimeScale(RunCliOptions &o, const Platform &platform, int np)
{
    const bool blocks = platform.units == Units::Blocks;
    if ((blocks ? o.timeUnitGiven : o.timeScaleGiven) || !o.hostfile.empty() || o.slurm)
        return;
    EvaluateOptions options;
    options.params = o.strategy.params();
    Trace modelled;
    try {
        modelled = exec::predictRun(platform, o.algorithm, o.shape.problem(o.n, o.q), options, o.iterations, 1.0,
                                    {*parseResultDelivery(o.result), o.predistributed});
    } catch (const std::exception &) {
        return; // no prediction: the defaults
    }
    const auto cores = exec::machineCores();
    const double floor = exec::scaleFloor(platform.units);
    const exec::ScaleChoice c = exec::chooseScale(modelled, np, cores, floor);
    (blocks ? o.timeUnit : o.timeScale) = c.scale;
    if (!o.json && c.scale > floor) // the default needs no word
        std::cerr << "note: " << (blocks ? "time unit " : "time scale ") << c.scale << (blocks ? " s" : "")
                  << " so that this machine keeps up (" << np << " ranks on " << cores << " cores; "
                  << (blocks ? "--time-unit" : "--time-scale") << " sets it)\n";
}

std::vector<std::string> workerArgs(const RunCliOptions &o, const std::string &worker, const std::string &traceFile)
{
    std::vector<std::string> args = {worker, "--platform", fs::absolute(o.platform).string(), "--n",
                                     std::to_string(o.n), "--q", std::to_string(o.q), "--algorithm", o.algorithm,
                                     "--seed", std::to_string(o.seed)};
    if (const Problem p = o.shape.problem(o.n, o.q); !p.square())
        args.insert(args.end(), {"--m", std::to_string(p.m), "--k", std::to_string(p.k)});
    const auto own = strategyArguments(o.algorithm, o.strategy.params(), kRunStrategyParams);
    args.insert(args.end(), own.begin(), own.end());
    if (!o.speedChange.empty())
        args.insert(args.end(), {"--speed-change", o.speedChange});
    if (!o.throttle.empty())
        args.insert(args.end(), {"--throttle", o.throttle});
    if (strategyInfo(o.algorithm).family == Family::Ring)
        args.insert(args.end(), {"--iterations", std::to_string(o.iterations)});
    if (o.predistributed)
        args.push_back("--predistributed");
    args.insert(args.end(), {"--result", o.result});
    if (o.emulate) {
        std::ostringstream unit;
        unit << o.timeUnit;
        std::ostringstream scale;
        scale << o.timeScale;
        args.insert(args.end(), {"--emulate", "--time-unit", unit.str(), "--time-scale", scale.str()});
    }
    if (!traceFile.empty())
        args.insert(args.end(), {"--trace", fs::absolute(traceFile).string()});
    if (o.json)
        args.push_back("--no-events");
    if (o.watchdog > 0 && !o.slurm) {
        std::ostringstream period;
        period << exec::beatPeriod(o.watchdog);
        args.insert(args.end(), {"--heartbeat", period.str()});
    }
    return args;
}

std::string shellQuote(const std::string &s)
{
    std::string out = "'";
    for (char c : s)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

// What every rank of partita-worker will be asked (the options checkRunOptions judges).
exec::RunOptions workerOptions(const RunCliOptions &o)
{
    exec::RunOptions r;
    r.platformFile = o.platform;
    r.problem = o.shape.problem(o.n, o.q);
    r.algorithm = o.algorithm;
    r.strategy = o.strategy.params();
    r.iterations = o.iterations;
    r.predistributed = o.predistributed;
    r.result = *parseResultDelivery(o.result);
    r.emulate = o.emulate;
    r.timeUnit = o.timeUnit;
    r.timeScale = o.timeScale;
    r.seed = o.seed;
    r.speedChange = o.speedChange;
    r.throttle = o.throttle;
    return r;
}

int run(RunCliOptions o)
{
    const Platform platform = readPlatformFile(o.platform);
    if (o.chooseBlockSize) {
        o.q = exec::chooseBlockSize(platform, o.algorithm, o.shape.problem(o.n, o.q), o.strategy.params());
        if (!o.json && o.q != exec::kDefaultBlockSize)
            std::cerr << "note: block size q = " << o.q << ", large enough for dgemm and the layout still balanced "
                      << "(--q sets it)\n";
    }
    const Problem problem = o.shape.problem(o.n, o.q);
    validateProblem(platform, problem, o.platform, processorLines(o.platform));
    o.strategy.checkApplies({o.algorithm});
    const auto ranks = exec::rankMap(platform);
    exec::checkRunOptions(workerOptions(o), platform, ranks.size());
    const int np = o.np > 0 ? o.np : ranks.size();
    if (np != ranks.size())
        throw InputError(o.platform + ": the platform needs " + std::to_string(ranks.size()) + " ranks (rank 0 for "
                         + ranks.node.front() + ", one per other computing processor), --np asks for "
                         + std::to_string(np));
    // The outputs, before anything runs: a run must not be lost to a path it cannot write.
    if (!o.trace.empty())
        checkTraceFile(o.trace, "--trace");
    if (!o.gantt.empty())
        checkOutputFile(o.gantt, "--gantt");
    if (o.emulate)
        chooseTimeScale(o, platform, np);
    const std::string worker = workerPath();
    if (!o.throttle.empty() && (o.slurm || !o.hostfile.empty()))
        throw InputError("--throttle puts ranks in cpu cgroups of this machine: it does not combine with "
                         + std::string(o.slurm ? "--slurm" : "--hostfile"));

    if (o.slurm) {
        // srun starts the ranks itself: Open MPI's ranks find each other through Slurm's PMIx
        // plugin, which srun uses only when asked (without it every rank stops in MPI_Init:
        // "OMPI was not built with SLURM's PMI support"; tests/cluster/tst_slurm_launch.sh).
        std::string script = "#!/bin/bash\n#SBATCH --job-name=partita-" + o.algorithm + "\n#SBATCH --ntasks="
                           + std::to_string(np)
                           + "\n#SBATCH --cpus-per-task=1\nexport OPENBLAS_NUM_THREADS=1\nsrun --mpi=pmix";
        for (const auto &a : workerArgs(o, worker, o.trace))
            script += " " + shellQuote(a);
        script += "\n";
        if (!o.submit) {
            std::cout << script;
            return 0;
        }
        const std::string sbatch = findInPath("sbatch");
        if (sbatch.empty())
            throw InputError("sbatch not found in PATH: --submit needs Slurm (print the script without --submit)");
        // Written whole or not at all (a full or read-only temporary directory is an error
        // naming the file, not an empty script handed to sbatch), renamed over whatever held
        // the name (never written through a link planted there), and removed once sbatch has
        // read it, whichever way sbatch ends.
        const fs::path file = fs::temp_directory_path() / ("partita-" + std::to_string(::getpid()) + ".sbatch");
        writeFileAtomically(file.string(), script);
        struct RemoveScript {
            fs::path file;
            ~RemoveScript()
            {
                std::error_code ignored;
                fs::remove(file, ignored);
            }
        } removeScript{file};
        JobSpec job;
        job.command = {sbatch, file.string()};
        const JobEnd end = runJob(job, [](const std::string &line) { std::cout << line << '\n'; });
        if (!end.ok())
            std::cerr << "error: sbatch failed (" << (end.signal ? exec::MpirunOutput::signalName(end.signal)
                                                                 : "status " + std::to_string(end.exitCode))
                      << ")\n";
        return end.ok() ? 0 : 1;
    }

    const std::string mpirun = findInPath("mpirun");
    if (mpirun.empty())
        throw InputError("mpirun not found in PATH: install Open MPI (Debian: openmpi-bin)");
    std::vector<std::string> command = {mpirun, "--oversubscribe"};
    if (::geteuid() == 0)
        command.push_back("--allow-run-as-root");
    std::vector<std::string> rankHosts;
    if (!o.hostfile.empty()) {
        const auto hosts = readHostfile(o.hostfile);
        command.insert(command.end(), {"--hostfile", o.hostfile});
        rankHosts = hostsOfRanks(platform, ranks, hosts, o.hostfile);
    }
    const auto own = mpirunOptions(o.hostfile, o.connectTimeout);
    command.insert(command.end(), own.begin(), own.end());
    command.insert(command.end(), {"-x", "OPENBLAS_NUM_THREADS=1"});
    // The Gantt chart reads the measured trace back: the one asked for, or a CSV of our own.
    std::string traceFile = o.trace;
    fs::path ganttTrace;
    if (!o.gantt.empty() && traceFile.empty()) {
        ganttTrace = fs::temp_directory_path() / ("partita-" + std::to_string(::getpid()) + "-trace.csv");
        traceFile = ganttTrace.string();
    }
    auto args = workerArgs(o, worker, traceFile);
    // Throttled ranks: one cgroup each under partita-<pid>, joined by the rank itself; waiting
    // ranks yield the processor rather than spin, so that they do not use up their quota.
    std::unique_ptr<exec::ThrottleGroups> throttleGroups;
    if (!o.throttle.empty()) {
        catchInterrupts();
        throttleGroups = exec::makeRunThrottleGroups(exec::parseThrottles(o.throttle, np));
        args.insert(args.end(), {"--throttle-dir", throttleGroups->dir().string()});
    }
    if (rankHosts.empty()) {
        command.insert(command.end(), {"-np", std::to_string(np)});
        command.insert(command.end(), args.begin(), args.end());
    } else {
        // One application context per rank, in rank order: rank r starts on its host.
        for (std::size_t r = 0; r < rankHosts.size(); ++r) {
            if (r > 0)
                command.push_back(":");
            command.insert(command.end(), {"-np", "1", "--host", rankHosts[r]});
            command.insert(command.end(), args.begin(), args.end());
        }
    }

    nlohmann::json summary;
    const JobEnd end = runJob({command, ranks.node, o.watchdog, o.hostfile, static_cast<double>(o.connectTimeout)},
                              [&](const std::string &line) {
        if (line.find("\"ev\":\"summary\"") != std::string::npos) {
            summary = nlohmann::json::parse(line, nullptr, false);
            if (o.json)
                return;
        }
        if (!o.json) {
            std::cout << line << '\n' << std::flush;
        }
    });
    const int status = end.ok() ? 0 : end.exitCode == 0 ? 1 : end.exitCode;
    if (status == 0 && !o.gantt.empty()) {
        std::ifstream in(traceFile);
        std::stringstream text;
        text << in.rdbuf();
        const auto ext = fs::path(traceFile).extension().string();
        Trace measured = ext == ".json" ? traceFromChromeJson(text.str(), traceFile)
                       : ext == ".csv"  ? traceFromCsv(text.str(), traceFile)
                                        : Trace{};
        if (!ganttTrace.empty())
            fs::remove(ganttTrace);
        const std::string label = "measured (" + std::to_string(np) + " ranks" + (o.emulate ? ", emulated)" : ")");
        if (ext == ".json" || ext == ".csv") {
            const Trace predicted = predictedTrace(o, platform);
            writeFileAtomically(o.gantt,
                                ganttToSvg({{"predicted (simulator)", predicted}, {label, exec::withRowOrder(measured, exec::rowOrder(measured.resources, predicted))}}));
        }
        else
            std::cerr << "note: the Gantt chart needs a .json or .csv trace; " << o.gantt << " not written\n";
    }
    // Measured against predicted, per rank and kind (exec/run_report.h).
    std::optional<exec::RunReport> report;
    if (status == 0 && summary.is_object()) {
        try {
            report = exec::compareRun(summary, predictedTrace(o, platform));
        } catch (const std::exception &e) {
            std::cerr << "note: no prediction to compare the run with: " << e.what() << '\n';
        }
    }
    if (o.json && summary.is_object()) {
        summary.erase("ev");
        if (report) {
            const nlohmann::json compared = exec::runReportJson(*report);
            for (const auto &[key, value] : compared.items())
                summary[key] = value;
        }
        std::cout << summary.dump(2) << '\n';
    } else if (report) {
        // On stderr: stdout carries only the event lines (docs/executor.md).
        std::cerr << exec::formatRunReport(*report, o.emulate, platform.units == Units::Blocks,
                                           workerOptions(o).secondsPerUnit(platform.units)) << std::flush;
    }
    if (status == 0)
        return 0;
    if (end.interrupt) {
        std::cerr << "error: the run was interrupted by " << exec::MpirunOutput::signalName(end.interrupt)
                  << "; the job was ended\n";
        return 1;
    }
    if (!end.error.empty()) {
        std::cerr << "error: " << end.error << '\n';
        return 1;
    }
    return end.exitCode == 2 ? 2 : 1; // a rank said what was wrong (2: bad input)
}

struct CalibrateOptions {
    std::string fromRun;  // --from-run SUMMARY: no measurement, the rates of a run
    std::string platform; // with --from-run: the platform the run ran on
    std::string hostfile;
    int np = 0;
    std::string out;
    std::string report;
    std::string throttle; // --throttle R:F,...: those ranks measured in their cpu cgroups
    bool masterIdle = false; // --master-idle: rank 0 does not compute while the others are measured
    // block sizes, the first one's panel rate is the speed: by default the strategies' default
    // (80) and every one partita run may choose for a 2D partition (exec/block_size.h)
    std::vector<std::int64_t> q = {80, 96, 128, 192, 256, 384, 512};
};

int calibrate(const CalibrateOptions &o)
{
    if (!o.fromRun.empty()) {
        if (o.platform.empty())
            throw InputError("--from-run needs --platform P, the platform the run ran on");
        return calibrateFromRun(o.fromRun, o.platform, o.out);
    }
    const fs::path out = fs::absolute(o.out);
    checkOutputFile(o.out, "--out");
    const fs::path report = o.report.empty() ? fs::path() : fs::absolute(o.report);
    if (!o.report.empty())
        checkOutputFile(o.report, "--report");
    std::string blockSizes;
    for (const std::int64_t q : o.q) {
        if (q < 1)
            throw InputError("--q must be at least 1");
        blockSizes += (blockSizes.empty() ? "" : ",") + std::to_string(q);
    }
    int np = o.np;
    if (!o.hostfile.empty()) {
        readHostfile(o.hostfile);
        if (np == 0)
            np = hostfileSlots(o.hostfile);
    }
    if (np < 1)
        throw InputError("calibrate needs --np K (K >= 1), --hostfile H, or --from-run SUMMARY");
    if (!o.throttle.empty() && !o.hostfile.empty())
        throw InputError("--throttle puts ranks in cpu cgroups of this machine: it does not combine with --hostfile");
    if (o.masterIdle && np < 2)
        throw InputError("--master-idle needs at least 2 ranks: the master and a worker to measure");
    const std::string mpirun = findInPath("mpirun");
    if (mpirun.empty())
        throw InputError("mpirun not found in PATH: install Open MPI (Debian: openmpi-bin)");
    std::vector<std::string> command = {mpirun, "-np", std::to_string(np), "--oversubscribe"};
    if (::geteuid() == 0)
        command.push_back("--allow-run-as-root");
    if (!o.hostfile.empty())
        command.insert(command.end(), {"--hostfile", o.hostfile});
    const auto own = mpirunOptions(o.hostfile, kConnectTimeout);
    command.insert(command.end(), own.begin(), own.end());
    command.insert(command.end(), {"-x", "OPENBLAS_NUM_THREADS=1", workerPath(), "--calibrate", out.string(),
                                   "--calibrate-q", blockSizes});
    if (!o.report.empty())
        command.insert(command.end(), {"--calibrate-report", report.string()});
    if (o.masterIdle)
        command.push_back("--calibrate-master-idle");
    // Throttled ranks measured as partita run --throttle will run them: each in its cgroup,
    // waiting asleep (exec/throttle.h).
    std::unique_ptr<exec::ThrottleGroups> throttleGroups;
    if (!o.throttle.empty()) {
        catchInterrupts();
        throttleGroups = exec::makeRunThrottleGroups(exec::parseThrottles(o.throttle, np));
        command.insert(command.end(), {"--throttle-dir", throttleGroups->dir().string()});
    }
    const JobEnd end = runJob({command, {}, 0, o.hostfile, kConnectTimeout},
                              [](const std::string &line) { std::cout << line << '\n' << std::flush; });
    if (end.ok())
        return 0;
    if (end.interrupt)
        std::cerr << "error: calibration was interrupted by " << exec::MpirunOutput::signalName(end.interrupt)
                  << "; the job was ended\n";
    else if (!end.error.empty())
        std::cerr << "error: calibration failed: " << end.error << '\n';
    return end.exitCode == 2 && end.signal == 0 && end.interrupt == 0 ? 2 : 1;
}

} // namespace

void registerCalibrate(CLI::App &app, int &exitCode)
{
    auto o = std::make_shared<CalibrateOptions>();
    auto *cmd = app.add_subcommand(
        "calibrate",
        "Measure each rank's dgemm rate and its link to rank 0, and write a platform file. Every value is the "
        "median of 7 trials (of 14 or 21 for a rate of all ranks at once or a link's bandwidth whose trials spread "
        "by more than 10 %); the "
        "spread ((max - min) / median) is printed. The speed is the rate of rank-q panel "
        "updates with all ranks computing at once, as they will run (the rate alone is printed too); the rates "
        "of q×q block updates (master-worker) and of the ring's Jacobi sweep are written as the processors' "
        "kernel speeds, and the panel packing, how the panel rate grows with the panel, from a wider panel's "
        "rate (docs/platform-format.md). A link "
        "inside one host is bounded by the host's memory-copy bandwidth; a link above 1000 GB/s, a latency "
        "above 1 ms inside one host, or a bandwidth of 0 is measured again (3 attempts), then refused: exit "
        "code 2 and nothing written. With --from-run, nothing is measured: the platform of a real run gets the "
        "rates that run measured (each computing rank's flops over its compute seconds; for a link that is the "
        "whole route between two ranks, the bytes received over it over their seconds less the latencies), so "
        "that the next prediction of the same run matches it");
    auto *hostfile = cmd->add_option("--hostfile", o->hostfile, "Open MPI hostfile of the machines to measure");
    auto *np = cmd->add_option("--np", o->np, "Number of ranks (default: the hostfile's slots)")
                   ->check(CLI::PositiveNumber);
    cmd->add_option("--out", o->out, "Platform file to write (.json, or SimGrid .xml with --from-run)")->required();
    auto *q = cmd->add_option("--q", o->q,
                              "Block sizes the runs will use, Q[,Q...]: dgemm is timed on rank-q updates of "
                              "1024-square panels (the kernel of a 2D step; the first q on a 4096 × 2048 panel too, "
                              "for the panel packing) and on q×q block updates (master-worker); "
                              "the first one's panel rate is the speed, and with several the panel rate is also "
                              "written as a function of q (default 80,96,128,192,256,384,512: the strategies' "
                              "default and every block size partita run chooses among)")
                  ->delimiter(',')
                  ->check(CLI::Range(std::int64_t{1}, kMaxOrder));
    auto *report = cmd->add_option("--report", o->report,
                                   "Also write every median and spread, the rates alone and together, the "
                                   "memory-copy bandwidths and the attempts per link to FILE (JSON, "
                                   "partita-calibration/1)");
    auto *fromRun = cmd->add_option(
        "--from-run", o->fromRun,
        "Measure nothing: take the rates from SUMMARY, what partita run --json printed (or its whole output) "
        "for a run without --emulate on --platform; only what the run measured changes");
    auto *platform = cmd->add_option("--platform", o->platform, "With --from-run: the platform the run ran on");
    auto *throttle = cmd->add_option(
        "--throttle", o->throttle,
        "RANK:FRACTION[,...]: measure those ranks in a cpu cgroup limited to FRACTION of one core, as partita run "
        "--throttle runs them (needs root; not with --hostfile): the platform of a throttled lab");
    auto *masterIdle = cmd->add_flag(
        "--master-idle", o->masterIdle,
        "Rank 0 is the master of a master-worker or LU run that only communicates: it does not compute while "
        "the others are measured together (3 ranks on 2 cores then measure the two workers as they will run), "
        "its speed is its rate alone, and the platform says \"master_computes\": false");
    fromRun->excludes(hostfile, np, q, report, throttle, masterIdle);
    platform->needs(fromRun);
    cmd->callback([o, &exitCode] { exitCode = calibrate(*o); });
}

void registerRun(CLI::App &app, int &exitCode)
{
    auto o = std::make_shared<RunCliOptions>();
    auto *cmd = app.add_subcommand("run", "Run the matrix product (or, for lu-*, the LU factorization) with MPI and "
                                          "OpenBLAS (partita-worker under mpirun)");
    cmd->add_option("--platform", o->platform, "Platform file (.json or SimGrid .xml)")->required();
    cmd->add_option("--n", o->n, "Matrix order")->required()->check(CLI::Range(std::int64_t{1}, kMaxOrder));
    o->shape.addTo(*cmd);
    auto *blockSize = cmd->add_option("--q", o->q,
                                      "Block size (default: for the 2D partitions on a physical platform, the largest "
                                      "q = ceil(n/b) between 96 and 512 that keeps the layout balanced; else 80)")
                          ->check(CLI::Range(std::int64_t{1}, kMaxOrder));
    cmd->add_option("--algorithm", o->algorithm,
                    "Strategy: " + joinNames(executableStrategies()) + " (" + joinNames(strategyNames(Family::Lu))
                        + " factor a diagonally dominant A = L·U, paper 002 §7, instead of multiplying)")
        ->required();
    o->strategy.addTo(*cmd, {.network = false, .ring = false});
    cmd->add_flag("--predistributed", o->predistributed,
                  "2D partitions: each rank gets the rows of A and columns of B it needs before the steps "
                  "(timed apart), so the steps do not communicate");
    cmd->add_option("--result", o->result,
                    "Where C ends: gathered at rank 0, timed and predicted as part of the run (a 2D partition's "
                    "pieces sent back; a layer-based product's partial layers summed along a binomial tree), "
                    "or distributed, left where it was computed (layers: the partial layers, as paper 004 "
                    "has it; gathered untimed for the check). Default gathered")
        ->check(CLI::IsMember(resultDeliveryNames()));
    cmd->add_option("--iterations", o->iterations,
                    "ring: iterations of the Jacobi relaxation of the n × n grid (default 20)")
        ->check(CLI::PositiveNumber);
    cmd->add_flag("--emulate", o->emulate,
                  "Behave like the platform: each kernel and message is held to the end the simulator "
                  "predicts for it, one message at a time from the master; how far the run fell behind, and "
                  "where, is reported");
    auto *timeUnit = cmd->add_option("--time-unit", o->timeUnit,
                    "Seconds per time unit of a \"units\": \"blocks\" platform (default 0.01; when emulating, "
                    "chosen so that this machine keeps up, at least 0.01)")
        ->check(CLI::PositiveNumber);
    auto *timeScale = cmd->add_option("--time-scale", o->timeScale,
                                      "Seconds one modelled second lasts when emulating a physical platform "
                                      "(default: chosen so that this machine keeps up, see docs/executor.md)")
                          ->check(CLI::PositiveNumber);
    cmd->add_option("--np", o->np, "Number of ranks (default and only valid value: what the platform needs)")
        ->check(CLI::PositiveNumber);
    auto *hostfile = cmd->add_option("--hostfile", o->hostfile,
                                     "Open MPI hostfile; ranks go to the hosts their processors name");
    auto *slurm = cmd->add_flag("--slurm", o->slurm, "Print an sbatch script for the run instead of running it");
    hostfile->excludes(slurm);
    cmd->add_flag("--submit", o->submit, "With --slurm: submit the script with sbatch")->needs(slurm);
    cmd->add_option("--seed", o->seed, "Seed of the random A and B (default 1)");
    cmd->add_option("--speed-change", o->speedChange,
                    "RANK@FRACTION:xFACTOR[,...] (e.g. 2@0.5:x0.5): from that fraction of the steps on, the rank "
                    "computes FACTOR times as fast; after one step the run measures speeds, redistributes C "
                    "with the greedy algorithm of paper 000 §4 and finishes on the new layout (columns or "
                    "even-columns, with --emulate)");
    cmd->add_option("--throttle", o->throttle,
                    "RANK:FRACTION[,...] (e.g. 1:0.4): run those ranks in a cpu cgroup limited to FRACTION of one "
                    "core (CFS quota, cgroup v1 or v2; needs root), so they are really that much slower; the "
                    "cgroups are removed afterwards. Not with --emulate, --hostfile or --slurm");
    cmd->add_option("--trace", o->trace, "Write the measured trace: .json (Chrome), .paje or .csv");
    cmd->add_option("--gantt", o->gantt,
                    "Draw the measured run under the simulator's prediction, on one time axis, as a Gantt "
                    "chart (SVG) in FILE");
    cmd->add_flag("--json", o->json, "Print only the summary, as one JSON document");
    cmd->add_option("--watchdog", o->watchdog,
                    "End the run when it makes no progress for SECONDS: a rank that gives no sign of life "
                    "(stopped, frozen), or every rank waiting in MPI with none completing a call; the ranks "
                    "at fault are named (default 60; 0 turns it off)")
        ->check(CLI::Range(0.0, 1e6));
    cmd->add_option("--connect-timeout", o->connectTimeout,
                    "With --hostfile: seconds ssh waits for a host to answer before the run ends naming it "
                    "(default 3)")
        ->check(CLI::Range(1, 3600));
    cmd->callback([o, blockSize, timeScale, timeUnit, &exitCode] {
        o->chooseBlockSize = blockSize->count() == 0;
        o->timeScaleGiven = timeScale->count() > 0;
        o->timeUnitGiven = timeUnit->count() > 0;
        exitCode = run(*o);
    });
}

} // namespace partita::cli
