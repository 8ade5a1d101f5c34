// partita simulate --platform P --n N [--m M] [--k K] [--q Q] --algorithm A [strategy options]
//                  [--engine partita|simgrid] [--trace FILE] [--json] [--time-limit SECONDS]
//
// Plans one strategy, runs its schedule through the simulator (or SimGrid itself,
// sim/sim_engine.h) and prints the makespan and the family's own results; --trace writes the
// simulated run as Chrome JSON, Paje or CSV.
#include "commands.h"
#include "shape_options.h"
#include "strategy_options.h"
#include "time_limit.h"

#include "evaluate/evaluate.h"
#include "evaluate/evaluation_json.h"
#include "io/platform_json.h"
#include "model/validate.h"
#include "io/atomic_file.h"
#include "report/gantt_svg.h"
#include "trace/trace_export.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>

namespace partita::cli {

namespace {

struct SimulateOptions {
    std::string platform;
    std::int64_t n = 0;
    std::int64_t q = 80;
    ShapeOptions shape;
    std::string algorithm;
    StrategyOptions strategy;
    std::string trace;
    std::string gantt;
    std::string engine = "partita";
    bool json = false;
};

// "a b c ..." of the first `max` items.
template <class T> std::string listOf(const std::vector<T> &items, std::size_t max)
{
    std::string s;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i == max) {
            s += " ...";
            break;
        }
        std::string item;
        if constexpr (std::is_same_v<T, std::string>) {
            item = items[i];
        } else {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.6g", static_cast<double>(items[i]));
            item = buf;
        }
        s += (s.empty() ? "" : " ") + item;
    }
    return s;
}

// "P1=3 P2=5 ..." in platform order, at most 20.
std::string layersOf(const std::vector<std::string> &ids, const std::vector<std::int64_t> &k, const Platform &platform)
{
    std::string out;
    std::size_t shown = 0;
    for (const auto &p : platform.processors) {
        const auto it = std::find(ids.begin(), ids.end(), p.id);
        if (it == ids.end())
            continue;
        if (shown++ == 20) {
            out += " ...";
            break;
        }
        out += (out.empty() ? "" : " ") + p.id + "=" + std::to_string(k[static_cast<std::size_t>(it - ids.begin())]);
    }
    return out;
}

void printNotes(const std::vector<std::string> &notes)
{
    constexpr std::size_t kMaxNotes = 5;
    for (std::size_t i = 0; i < notes.size() && i < kMaxNotes; ++i)
        std::printf("  (%s)\n", notes[i].c_str());
    if (notes.size() > kMaxNotes)
        std::printf("  (... %zu more notes, see --json)\n", notes.size() - kMaxNotes);
}

void printDetails(const PartitionDetails &d, const Platform &)
{
    std::printf("network                 %s\n", toString(d.metrics.network));
    std::printf("sum of half-perimeters  %.4f (lower bound %.4f)\n", d.metrics.sumHalfPerimeters, d.metrics.lowerBound);
}

void printDetails(const MasterWorkerDetails &d, const Platform &)
{
    const MwResult &r = d.result;
    std::printf("ratio                   %.4f block updates per time unit (steady state %.4f%s)\n", r.ratio,
                r.steadyStateRatio, r.steadyStateFeasible ? "" : ", not reachable with this memory");
    std::printf("lower bound             %.6g\n", r.lowerBound);
    std::printf("selections              %s\n", listOf(r.selections, 20).c_str());
}

void printDetails(const LayerBasedDetails &d, const Platform &platform)
{
    const LbpResult &r = d.result;
    std::printf("relaxed makespan        %.6g\n", r.relaxedMakespan);
    if (!d.order)
        std::printf("LP                      %d solves, %lld simplex iterations\n", r.lpSolves,
                    static_cast<long long>(r.lpIterations));
    std::printf("k                       %s\n", layersOf(r.ids, r.k, platform).c_str());
    printNotes(r.notes);
}

void printDetails(const MeshBaselineDetails &d, const Platform &platform)
{
    const MeshBaselineResult &r = d.result;
    if (!r.k.empty())
        std::printf("k                       %s\n", layersOf(r.ids, r.k, platform).c_str());
    if (r.gridRows > 0)
        std::printf("grid                    %d x %d\n", r.gridRows, r.gridCols);
    if (r.chunks > 0)
        std::printf("chunks                  %d\n", r.chunks);
    printNotes(r.notes);
}

void printDetails(const RingDetails &d, const Platform &)
{
    const RingResult &r = d.result;
    std::printf("ring                    %s\n", listOf(r.ring, 20).c_str());
    std::printf("T_step                  %.6g\n", r.tStep);
    std::printf("T_step by ring size     %s\n", listOf(r.tStepBySize, 20).c_str());
    // Each member's rate on its slice, where a stencil function made it depend on the slice.
    std::vector<std::string> rates;
    for (const std::string &id : r.ring) {
        char buf[96];
        std::snprintf(buf, sizeof buf, "%s=%.4g", id.c_str(), d.rates.at(id));
        rates.emplace_back(buf);
    }
    std::printf("rates on their slices   %s%s\n", listOf(rates, 20).c_str(),
                d.settled ? "" : " (slices and rates did not settle: the shortest of the rings planned)");
}

void printDetails(const LuDetails &d, const Platform &)
{
    const LuResult &r = d.result;
    std::printf("factorization           LU of A (%d x %d blocks), not a product\n", r.blocks, r.blocks);
    std::printf("pivot side mu           %d, factored on %s\n", r.mu, r.pivotWorker.c_str());
    std::printf("steps                   %s\n", r.streamed ? "streamed (panels solved beside the core update)"
                                                          : "pivot and panels, then the core (paper 002 section 7.2)");
    std::string chunks;
    for (std::size_t i = 0; i < r.workers.size() && i < r.chunks.size(); ++i) {
        const LuChunk &c = r.chunks[i];
        if (c.shape == LuChunkShape::None)
            continue;
        chunks += (chunks.empty() ? "" : " ") + r.workers[i] + "=" + toString(c.shape) + " " + std::to_string(c.rows)
                + "x" + std::to_string(c.cols) + (c.virtualWorkers > 1 ? " x" + std::to_string(c.virtualWorkers) : "");
    }
    std::printf("chunks                  %s\n", chunks.c_str());
    std::printf("blocks moved            %.6g (block updates %.6g)\n", r.communicationBlocks, r.computationBlocks);
    if (!r.candidates.empty()) {
        std::string c;
        for (const auto &x : r.candidates) {
            char buf[64];
            std::snprintf(buf, sizeof buf, "%d:%.4g", x.mu, x.makespan);
            c += (c.empty() ? "" : " ") + std::string(buf);
        }
        std::printf("mu studied (makespan)   %s\n", c.c_str());
    }
}

void printSummary(const Evaluation &e, const Platform &platform, const Problem &problem, sim::SimEngine engine,
                  sim::FlowModel flow)
{
    const char *unit = e.timeUnit();
    std::printf("%s on %s: n = %lld, q = %lld\n\n", e.algorithm.c_str(),
                platform.name.empty() ? "platform" : platform.name.c_str(), static_cast<long long>(problem.n),
                static_cast<long long>(problem.q));
    if (engine == sim::SimEngine::SimGrid)
        std::printf("engine                  SimGrid (s4u), network model %s\n", sim::toString(flow));
    std::printf("makespan                %.6g %s\n", e.makespan, unit);
    std::printf("ideal                   %.6g %s (efficiency %.3f)\n", e.idealMakespan, unit, e.efficiency());
    std::printf("workers used            %d\n", e.workersUsed);
    std::printf("throughput              %.6g %s per %s\n", e.throughput,
                e.family == Family::Ring ? "work units" : "block updates",
                e.units == Units::Physical ? "second" : "time unit");
    if (std::isfinite(e.commVolume))
        std::printf("communication volume    %.6g elements\n", e.commVolume);
    std::printf("load imbalance          %.2f %%\n", 100.0 * e.imbalance);
    std::printf("simulator events        %zu\n", e.events);
    std::visit([&](const auto &d) { printDetails(d, platform); }, e.details);
}

int run(const SimulateOptions &o, TimeLimit &limit)
{
    if (!o.trace.empty())
        checkTraceFile(o.trace, "--trace");
    if (!o.gantt.empty())
        checkOutputFile(o.gantt, "--gantt");
    const Platform platform = readPlatformFile(o.platform);
    const Problem problem = o.shape.problem(o.n, o.q);
    validateProblem(platform, problem, o.platform, processorLines(o.platform));
    o.strategy.checkApplies({o.algorithm});
    o.strategy.checkFlowModel(platform);
    const sim::SimEngine engine = sim::parseSimEngine(o.engine);
    sim::requireEngine(engine); // before planning: a build without SimGrid says so at once
    if (!o.json)
        if (auto note = problemNote(problem); !note.empty())
            std::cerr << "note: " << note << '\n';
    EvaluateOptions options{o.strategy.params()};
    options.cancel = limit.token();
    options.engine = engine;
    limit.doing(engine == sim::SimEngine::SimGrid ? "planning " + o.algorithm + " and replaying it in SimGrid"
                                                 : "planning " + o.algorithm);
    const Evaluation e = evaluate(o.algorithm, platform, problem, options);
    if (!o.trace.empty())
        writeTraceFile(e.sim.trace, o.trace);
    if (!o.gantt.empty())
        writeFileAtomically(o.gantt, ganttToSvg({{e.algorithm + (engine == sim::SimEngine::SimGrid ? " (SimGrid)" : " (simulated)"), e.sim.trace}}));
    if (o.json) {
        nlohmann::json j = evaluationToJson(e, problem);
        if (engine != sim::SimEngine::Partita)
            j["engine"] = sim::toString(engine);
        std::cout << j.dump(2) << '\n';
    } else {
        printSummary(e, platform, problem, engine, options.params.flow);
    }
    return 0;
}

} // namespace

void registerSimulate(CLI::App &app, int &exitCode)
{
    auto o = std::make_shared<SimulateOptions>();
    auto *cmd = app.add_subcommand("simulate", "Simulate one strategy's schedule and print its makespan");
    cmd->add_option("--platform", o->platform, "Platform file (.json or SimGrid .xml)")->required();
    cmd->add_option("--n", o->n, "Matrix order")->required()->check(CLI::Range(std::int64_t{1}, kMaxOrder));
    o->shape.addTo(*cmd);
    cmd->add_option("--q", o->q, "Block size (default 80)")->check(CLI::Range(std::int64_t{1}, kMaxOrder));
    cmd->add_option("--algorithm", o->algorithm,
                    "Strategy: " + joinNames(strategyNames()) + " (" + joinNames(strategyNames(Family::Lu))
                        + " factor A = L·U, paper 002 §7, instead of multiplying)")
        ->required();
    o->strategy.addTo(*cmd);
    cmd->add_option("--engine", o->engine,
                    std::string("What simulates the schedule: partita (the built-in simulator, the default) or "
                                "simgrid (SimGrid 3.32 itself replays the same schedule, under --network-model; ")
                        + (sim::simGridBuilt() ? "this build has it)" : "this build has no SimGrid, so it is refused)"))
        ->check(CLI::IsMember(sim::simEngineNames()));
    cmd->add_option("--trace", o->trace,
                    "Write the simulated run to FILE: Chrome Trace Event JSON (.json, opens in "
                    "Perfetto), Paje (.paje) or CSV (.csv)");
    cmd->add_option("--gantt", o->gantt, "Draw the simulated run as a Gantt chart (SVG) in FILE");
    cmd->add_flag("--json", o->json, "Print one JSON document on stdout");
    auto limit = std::make_shared<TimeLimit>();
    limit->addTo(*cmd);
    cmd->callback([o, limit, &exitCode] { exitCode = limit->run([&] { return run(*o, *limit); }); });
}

} // namespace partita::cli
