#include "exec/executor.h"

#include "exec/blas_core.h"
#include "exec/run_context.h"
#include "exec/run_prediction.h"
#include "exec/throttle.h"
#include "exec/verify.h"
#include "io/platform_json.h"
#include "model/error.h"
#include "model/validate.h"
#include "strategy/strategy.h"
#include "trace/trace_analysis.h"
#include "trace/trace_export.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>

namespace partita::exec {

namespace {

// Ranks on rank 0's machine count from rank 0's start: a barrier releases the ranks of an
// oversubscribed machine milliseconds apart, which would skew every event.
void startClocksTogether(RunContext &ctx)
{
    ctx.clock.restart();
    char name[MPI_MAX_PROCESSOR_NAME] = {};
    int length = 0;
    MPI_Get_processor_name(name, &length);
    char master[MPI_MAX_PROCESSOR_NAME] = {};
    std::copy(name, name + length, master);
    MPI_Bcast(master, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, 0, ctx.comm);
    double reading = ctx.clock.startReading();
    MPI_Bcast(&reading, 1, MPI_DOUBLE, 0, ctx.comm);
    if (std::string(name) == std::string(master))
        ctx.clock.startAt(reading);
}

// The simulator's prediction of this very run (run_prediction.h): the executor's schedule and
// the delivery of C, in seconds of the run (`scale` per modelled time unit); none when the
// strategy has no prediction.
std::optional<Trace> predictionOf(const RunContext &ctx, double scale)
{
    const RunOptions &o = ctx.options;
    try {
        EvaluateOptions evaluate;
        evaluate.params = o.strategy;
        return predictRun(ctx.platform, o.algorithm, ctx.problem, evaluate, o.iterations, scale,
                          {o.result, o.predistributed});
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

// This rank's activities in the prediction, the absolute times the emulation holds them to.
// None where the prediction's clock is not the run's: after a speed change, or with A and B
// predistributed (the steps start after the distribution, which the prediction leaves out).
EmulatedSchedule emulatedSchedule(const RunContext &ctx, const std::optional<Trace> &prediction)
{
    if (!prediction || !ctx.options.speedChange.empty() || ctx.options.predistributed)
        return {}; // every activity is held relative to its start
    return EmulatedSchedule::forRank(*prediction, ctx.ranks.node, ctx.rank);
}

// Every rank's lateness, combined at rank 0.
Lateness gatherLateness(const RunContext &ctx)
{
    const Lateness &l = ctx.emulator.lateness();
    constexpr int kFields = 8;
    const double mine[kFields] = {l.largest, static_cast<double>(l.rank), static_cast<double>(static_cast<int>(l.kind)),
                                  static_cast<double>(l.step), l.total, static_cast<double>(l.overruns),
                                  static_cast<double>(l.predicted), static_cast<double>(l.relative)};
    int size = 0;
    MPI_Comm_size(ctx.comm, &size);
    std::vector<double> all(ctx.rank == 0 ? static_cast<std::size_t>(kFields * size) : 0);
    MPI_Gather(mine, kFields, MPI_DOUBLE, all.data(), kFields, MPI_DOUBLE, 0, ctx.comm);
    Lateness out;
    for (std::size_t r = 0; ctx.rank == 0 && r < static_cast<std::size_t>(size); ++r) {
        const double *v = all.data() + kFields * r;
        out.add({v[0], static_cast<int>(v[1]), static_cast<IntervalKind>(static_cast<int>(v[2])),
                 static_cast<int>(v[3]), v[4], static_cast<int>(v[5]), static_cast<int>(v[6]), static_cast<int>(v[7])});
    }
    return out;
}

// One error line in one write: partita run reads the ranks' stderr line by line, and another
// thread's beat (exec/watchdog.h) must not land in the middle of it.
void sayError(const std::string &message)
{
    std::cerr << ("error: " + message + "\n") << std::flush;
}

void printError(int rank, const std::string &message)
{
    if (rank == 0)
        sayError(message);
}

} // namespace


double RunContext::speedOf(int r) const
{
    const auto *p = platform.findProcessor(ranks.node[static_cast<std::size_t>(r)]);
    if (!p || (r == 0 && !ranks.rankZeroComputes))
        return 0;
    return p->speed;
}

void RunContext::startClock()
{
    MPI_Barrier(comm);
    startClocksTogether(*this);
}

void RunContext::record(const ExecEvent &e)
{
    events.push_back(e);
    if (rank == 0 && options.events)
        std::fputs(eventLines(e).c_str(), stdout);
}

void RunContext::collectEvents(double progress)
{
    int size = 0;
    MPI_Comm_size(comm, &size);
    std::vector<double> mine;
    if (rank != 0) {
        mine = pack(std::vector<ExecEvent>(events.begin() + static_cast<std::ptrdiff_t>(shipped), events.end()));
        shipped = events.size();
    }
    const int count = static_cast<int>(mine.size());
    std::vector<int> counts(static_cast<std::size_t>(size)), offsets(static_cast<std::size_t>(size));
    MPI_Gather(&count, 1, MPI_INT, counts.data(), 1, MPI_INT, 0, comm);
    std::vector<double> all;
    if (rank == 0) {
        int total = 0;
        for (int r = 0; r < size; ++r) {
            offsets[static_cast<std::size_t>(r)] = total;
            total += counts[static_cast<std::size_t>(r)];
        }
        all.resize(static_cast<std::size_t>(total));
    }
    MPI_Gatherv(mine.data(), count, MPI_DOUBLE, all.data(), counts.data(), offsets.data(), MPI_DOUBLE, 0, comm);
    if (rank != 0)
        return;
    for (const auto &e : unpack(all))
        record(e);
    if (options.events) {
        std::fputs(progressLine(progress).c_str(), stdout);
        std::fflush(stdout);
    }
}

int runExecutor(MPI_Comm comm, const RunOptions &options)
{
    RunContext ctx;
    ctx.comm = comm;
    ctx.options = options;
    MPI_Comm_rank(comm, &ctx.rank);
    int size = 0;
    MPI_Comm_size(comm, &size);

    // Bad input: every rank reads the same files and finds the same problem.
    try {
        ctx.problem = options.problem;
        const Platform platform = readPlatformFile(options.platformFile);
        validateProblem(platform, ctx.problem, options.platformFile, processorLines(options.platformFile));
        requireShape(strategyInfo(options.algorithm), ctx.problem);
        // Each processor at its rate for the kernel the strategy runs, where the platform gives one.
        ctx.platform = forStrategy(platform, strategyInfo(options.algorithm), ctx.problem);
        ctx.ranks = rankMap(ctx.platform);
        checkRunOptions(options, ctx.platform, ctx.ranks.size());
        if (ctx.ranks.size() != size)
            throw InputError(options.platformFile + ": the platform needs " + std::to_string(ctx.ranks.size())
                             + " ranks (rank 0 for " + ctx.ranks.node.front() + ", one per other computing "
                             + "processor), the job has " + std::to_string(size));
    } catch (const InputError &e) {
        printError(ctx.rank, e.what());
        return 2;
    }

    useOneBlasThread();
    const double scale = options.secondsPerUnit(ctx.platform.units);
    ctx.emulator = Emulator(options.emulate, TimeModel{ctx.platform.units, static_cast<double>(ctx.problem.q)}, scale,
                            ctx.rank);
    const std::optional<Trace> prediction =
        options.emulate || ctx.rank == 0 ? predictionOf(ctx, scale) : std::optional<Trace>{};
    if (options.emulate)
        ctx.emulator.setSchedule(emulatedSchedule(ctx, prediction));
    if (ctx.rank == 0) {
        ctx.a = randomDense(ctx.problem.m, ctx.problem.k, options.seed, 0);
        ctx.b = randomDense(ctx.problem.k, ctx.problem.n, options.seed, 1);
        ctx.c = Dense(ctx.problem.m, ctx.problem.n);
    }
    const double predicted = prediction ? summarize(*prediction).makespan : 0.0; // else the strategy's own
    ctx.startClock();
    double makespan = 0;
    const Execution execution = strategyInfo(options.algorithm).execution;
    try {
        switch (execution) {
        case Execution::OuterProduct:
            makespan = runOuterProduct(ctx);
            break;
        case Execution::Layers:
            makespan = runLayers(ctx);
            break;
        case Execution::MeshLayers:
            makespan = runMesh(ctx);
            break;
        case Execution::MasterWorker:
            makespan = runMasterWorker(ctx);
            break;
        case Execution::Ring:
            makespan = runRing(ctx);
            break;
        case Execution::Lu:
            makespan = runLu(ctx);
            break;
        case Execution::None: // refused by checkRunOptions
            break;
        }
    } catch (const std::exception &e) {
        sayError("rank " + std::to_string(ctx.rank) + " (" + ctx.ranks.node[static_cast<std::size_t>(ctx.rank)]
                 + "): " + e.what());
        MPI_Abort(comm, 1);
    }
    const Lateness late = gatherLateness(ctx);
    if (ctx.rank != 0)
        return 0;
    if (predicted > 0)
        ctx.predicted = predicted;

    const auto check = ctx.verification ? *ctx.verification : verifyProduct(ctx.a, ctx.b, ctx.c, options.seed);
    const double flops = ctx.flops > 0 ? ctx.flops : 2.0 * ctx.problem.multiplyAdds();
    if (computesLayers(execution)) // each layer is the whole of C
        ctx.panels.assign(static_cast<std::size_t>(size),
                          {static_cast<double>(ctx.problem.m), static_cast<double>(ctx.problem.n)});
    nlohmann::ordered_json perRank = nlohmann::ordered_json::array();
    for (int r = 0; r < size; ++r) {
        const auto t = rankTimes(ctx.events, r, makespan);
        const auto traffic = rankTraffic(ctx.events, r);
        nlohmann::ordered_json received = nlohmann::ordered_json::array();
        for (const Received &from : traffic.received)
            received.push_back(
                {{"from", from.from}, {"bytes", from.bytes}, {"seconds", from.seconds}, {"messages", from.messages}});
        perRank.push_back({{"rank", r},
                           {"node", ctx.ranks.node[static_cast<std::size_t>(r)]},
                           {"compute", t.compute},
                           {"communication", t.communication},
                           {"idle", t.idle},
                           {"flops", traffic.flops},
                           {"received", received}});
        if (const auto rr = static_cast<std::size_t>(r); rr < ctx.panels.size() && ctx.panels[rr][0] > 0)
            perRank.back()["panel"] = {ctx.panels[rr][0], ctx.panels[rr][1]};
    }
    nlohmann::ordered_json summary = {{"ev", "summary"},
                                      {"algorithm", options.algorithm},
                                      {"n", ctx.problem.n},
                                      {"q", ctx.problem.q},
                                      {"m", ctx.problem.m},
                                      {"k", ctx.problem.k},
                                      {"ranks", size},
                                      {"emulated", options.emulate},
                                      {"blas", blasCoreDescription()},
                                      {"result", toString(options.result)},
                                      {"makespan", makespan},
                                      {"gflops", makespan > 0 ? flops / makespan / 1e9 : 0.0},
                                      {"verified", check.verified},
                                      {"max_abs_error", check.maxAbsError},
                                      {"verification", check.method},
                                      {"predicted_makespan", ctx.predicted},
                                      {"time_scale", scale},
                                      {"overruns", late.overruns},
                                      {"fell_behind_seconds", late.largest},
                                      {"fell_behind_at", late.rank < 0 ? nlohmann::ordered_json(nullptr)
                                                                       : nlohmann::ordered_json{
                                                                             {"rank", late.rank},
                                                                             {"node", ctx.ranks.node[static_cast<std::size_t>(late.rank)]},
                                                                             {"kind", toString(late.kind)},
                                                                             {"step", late.step}}},
                                      {"fell_behind_total_seconds", late.total},
                                      {"holds", {{"predicted", late.predicted}, {"relative", late.relative}}},
                                      {computesLayers(execution) ? "aggregation_seconds" : "gather_seconds",
                                       ctx.afterPhase},
                                      {"per_rank", perRank}};
    if (!options.throttle.empty()) { // {"1": 0.4}: the share of one core each throttled rank had
        nlohmann::ordered_json throttle = nlohmann::ordered_json::object();
        for (const auto &t : parseThrottles(options.throttle, size))
            throttle[std::to_string(t.rank)] = t.fraction;
        summary["throttle"] = throttle;
    }
    for (const auto &[key, value] : ctx.extra.items())
        summary[key] = value;
    if (!options.traceFile.empty()) {
        try {
            writeTraceFile(traceOf(ctx.events, ctx.ranks.node), options.traceFile);
        } catch (const InputError &e) {
            sayError(e.what());
            return 2;
        }
    }
    std::cout << summary.dump() << std::endl;
    if (!check.verified) {
        std::ostringstream text;
        text << "the result differs from the reference by " << check.maxAbsError << " (" << check.method << ")";
        sayError(text.str());
        return 1;
    }
    return 0;
}

} // namespace partita::exec
