// partita simulate --platform P --n N [--q Q] --algorithm A [strategy options] [--trace FILE] [--json]
//
// Plans one strategy, runs its schedule through the simulator and prints the makespan and the
// family's own results (SPEC §4); --trace writes the simulated run as Chrome JSON, Paje or CSV.
#include "commands.h"
#include "strategy_options.h"

#include "evaluate/evaluate.h"
#include "io/platform_json.h"
#include "model/validate.h"
#include "io/atomic_file.h"
#include "report/gantt_svg.h"
#include "trace/trace_export.h"

#include <cstdio>
#include <iostream>
#include <memory>

namespace partita::cli {

namespace {

struct SimulateOptions {
    std::string platform;
    std::int64_t n = 0;
    std::int64_t q = 80;
    std::string algorithm;
    StrategyOptions strategy;
    std::string trace;
    std::string gantt;
    bool json = false;
};

std::string listOf(const nlohmann::json &a, std::size_t max)
{
    std::string s;
    std::size_t i = 0;
    for (const auto &v : a) {
        if (i++ == max) {
            s += " ...";
            break;
        }
        std::string item = v.dump();
        if (v.is_string()) {
            item = v.get<std::string>();
        } else if (v.is_number_float()) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.6g", v.get<double>());
            item = buf;
        }
        s += (s.empty() ? "" : " ") + item;
    }
    return s;
}

void printFamily(const Evaluation &e, const Platform &platform)
{
    const auto &x = e.extra;
    if (e.family == "partition") {
        const auto &m = x["metrics"];
        std::printf("network                 %s\n", x["network"].get<std::string>().c_str());
        std::printf("sum of half-perimeters  %.4f (lower bound %.4f)\n", m["sum_half_perimeters"].get<double>(),
                    m["lower_bound"].get<double>());
    } else if (e.family == "mw") {
        std::printf("ratio                   %.4f block updates per time unit (steady state %.4f%s)\n",
                    x["ratio"].get<double>(), x["steady_state_ratio"].get<double>(),
                    x["steady_state_feasible"].get<bool>() ? "" : ", not reachable with this memory");
        std::printf("lower bound             %.6g\n", x["lower_bound"].get<double>());
        std::printf("selections              %s\n", listOf(x["selections"], 20).c_str());
    } else if (e.family == "lbp" || (e.family == "baseline" && x.contains("k"))) {
        if (x.contains("relaxed_makespan"))
            std::printf("relaxed makespan        %.6g\n", x["relaxed_makespan"].get<double>());
        if (x.contains("lp_iterations"))
            std::printf("LP                      %d solves, %lld simplex iterations\n", x["lp_solves"].get<int>(),
                        x["lp_iterations"].get<long long>());
        std::string k; // in platform order (JSON objects sort their keys)
        std::size_t shown = 0;
        for (const auto &p : platform.processors) {
            if (!x["k"].contains(p.id))
                continue;
            if (shown++ == 20) {
                k += " ...";
                break;
            }
            k += (k.empty() ? "" : " ") + p.id + "=" + x["k"][p.id].dump();
        }
        std::printf("k                       %s\n", k.c_str());
    } else if (e.family == "ring") {
        std::printf("ring                    %s\n", listOf(x["ring"], 20).c_str());
        std::printf("T_step                  %.6g\n", x["t_step"].get<double>());
        std::printf("T_step by ring size     %s\n", listOf(x["t_step_by_size"], 20).c_str());
    }
    if (x.contains("grid"))
        std::printf("grid                    %s x %s\n", x["grid"][0].dump().c_str(), x["grid"][1].dump().c_str());
    if (x.contains("chunks"))
        std::printf("chunks                  %d\n", x["chunks"].get<int>());
    if (x.contains("notes")) {
        constexpr std::size_t kMaxNotes = 5;
        for (std::size_t i = 0; i < x["notes"].size() && i < kMaxNotes; ++i)
            std::printf("  (%s)\n", x["notes"][i].get<std::string>().c_str());
        if (x["notes"].size() > kMaxNotes)
            std::printf("  (... %zu more notes, see --json)\n", x["notes"].size() - kMaxNotes);
    }
}

void printSummary(const Evaluation &e, const Platform &platform, const Problem &problem)
{
    const char *unit = e.timeUnit.c_str();
    std::printf("%s on %s: n = %lld, q = %lld\n\n", e.algorithm.c_str(),
                platform.name.empty() ? "platform" : platform.name.c_str(), static_cast<long long>(problem.n),
                static_cast<long long>(problem.q));
    std::printf("makespan                %.6g %s\n", e.makespan, unit);
    std::printf("ideal                   %.6g %s (efficiency %.3f)\n", e.idealMakespan, unit,
                e.makespan > 0 ? e.idealMakespan / e.makespan : 0.0);
    std::printf("workers used            %d\n", e.workersUsed);
    std::printf("throughput              %.6g %s per %s\n", e.throughput,
                e.family == "ring" ? "work units" : "block updates", e.timeUnit == "s" ? "second" : "time unit");
    if (std::isfinite(e.commVolume))
        std::printf("communication volume    %.6g elements\n", e.commVolume);
    std::printf("load imbalance          %.2f %%\n", 100.0 * e.imbalance);
    std::printf("simulator events        %zu\n", e.events);
    printFamily(e, platform);
}

int run(const SimulateOptions &o)
{
    const Platform platform = readPlatformFile(o.platform);
    const Problem problem{o.n, o.q};
    validateProblem(platform, problem, o.platform);
    o.strategy.checkApplies({o.algorithm});
    if (!o.json)
        if (auto note = problemNote(problem); !note.empty())
            std::cerr << "note: " << note << '\n';
    const Evaluation e = evaluate(o.algorithm, platform, problem, o.strategy.toEvaluate(true));
    if (!o.trace.empty())
        writeTraceFile(e.sim.trace, o.trace);
    if (!o.gantt.empty())
        writeFileAtomically(o.gantt, ganttToSvg({{e.algorithm + " (simulated)", e.sim.trace}}));
    if (o.json)
        std::cout << evaluationToJson(e, problem).dump(2) << '\n';
    else
        printSummary(e, platform, problem);
    return 0;
}

} // namespace

void registerSimulate(CLI::App &app, int &exitCode)
{
    auto o = std::make_shared<SimulateOptions>();
    auto *cmd = app.add_subcommand("simulate", "Simulate one strategy's schedule and print its makespan");
    cmd->add_option("--platform", o->platform, "Platform file (.json or SimGrid .xml)")->required();
    cmd->add_option("--n", o->n, "Matrix order")->required();
    cmd->add_option("--q", o->q, "Block size (default 80)");
    cmd->add_option("--algorithm", o->algorithm, "Strategy: " + joinNames(evaluableAlgorithms()))->required();
    o->strategy.addTo(*cmd);
    cmd->add_option("--trace", o->trace,
                    "Write the simulated run to FILE: Chrome Trace Event JSON (.json, opens in "
                    "Perfetto), Paje (.paje) or CSV (.csv)");
    cmd->add_option("--gantt", o->gantt, "Draw the simulated run as a Gantt chart (SVG) in FILE");
    cmd->add_flag("--json", o->json, "Print one JSON document on stdout");
    cmd->callback([o, &exitCode] { exitCode = run(*o); });
}

} // namespace partita::cli
