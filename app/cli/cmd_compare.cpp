// partita compare --platform P --n N [--m M] [--k K] [--q Q] [--algorithms A,B,...] [strategy options]
//                 [--sweep PARAM=FROM:TO[:STEP] | PARAM=V1,V2,... [--sweep-points N] [--sweep-scale linear|log]]
//                 [--equivalent-homogeneous]
//                 [--json] [--svg FILE] [--time-limit SECONDS]
//
// Every strategy on one platform and problem, side by side: makespan, efficiency
// against the ideal, communication volume, workers used, imbalance. A strategy the platform
// cannot run (no master, no grid, not enough memory) is listed with the reason. --sweep
// repeats the comparison over the values of one parameter of the problem or the platform, the
// studio's sweep (sweep_options.h), or, for the ring, over H/W ratios (the curves of paper 001
// Figs. 7-12). --equivalent-homogeneous sets each strategy against itself on the
// equivalent homogeneous platform of paper 003. The LU factorizations (paper 002 §7) are not
// products: they are compared only among themselves, when --algorithms names them.
#include "commands.h"
#include "shape_options.h"
#include "strategy_options.h"
#include "sweep_options.h"
#include "time_limit.h"

#include "evaluate/evaluate.h"
#include "evaluate/parameter_sweep.h"
#include "exec/run_prediction.h"
#include "strategy/strategy.h"
#include "evaluate/evaluation_json.h"
#include "io/atomic_file.h"
#include "metrics/metrics.h"
#include "io/platform_json.h"
#include "model/equivalent_homogeneous.h"
#include "model/error.h"
#include "model/validate.h"
#include "report/chart_svg.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>

namespace partita::cli {

namespace {

using nlohmann::json;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

struct CompareOptions {
    std::string platform;
    std::int64_t n = 0;
    std::int64_t q = 80;
    ShapeOptions shape;
    std::vector<std::string> algorithms;
    StrategyOptions strategy;
    SweepOptions sweep;
    bool equivalent = false;
    bool json = false;
    std::string svg;
};

// One strategy's outcome: an evaluation, or the reason it does not apply.
struct Outcome {
    std::string algorithm;
    std::optional<Evaluation> eval;
    std::string reason;
    std::optional<Evaluation> homogeneous; // --equivalent-homogeneous
    std::string homogeneousReason;         // why the strategy cannot run on the equivalent one
    std::optional<double> assembled;       // the makespan with C assembled at the master, as run performs it
};

// A progress line on stderr while stdout is a terminal (docs/command-line.md), nothing otherwise.
class Progress {
public:
    Progress(std::size_t total, bool quiet) : m_total(total), m_on(!quiet && isatty(STDOUT_FILENO) != 0) {}
    void step(const std::string &what)
    {
        if (m_on)
            std::fprintf(stderr, "\r[%zu/%zu] %-40.40s", ++m_done, m_total, what.c_str());
    }
    ~Progress()
    {
        if (m_on)
            std::fprintf(stderr, "\r%60s\r", "");
    }

private:
    std::size_t m_total, m_done = 0;
    bool m_on;
};

Outcome evaluateOne(const std::string &algorithm, const Platform &platform, const Problem &problem,
                    const EvaluateOptions &options, const Platform *equivalent, bool assembled = true)
{
    Outcome o{algorithm, std::nullopt, {}, std::nullopt, {}, std::nullopt};
    try {
        o.eval = evaluate(algorithm, platform, problem, options);
    } catch (const InputError &e) {
        o.reason = e.detail();
        return o;
    }
    if (assembled) {
        try {
            o.assembled = exec::assembledMakespan(platform, algorithm, problem, options);
        } catch (const std::exception &) {
            // the paper's figure stands alone
        }
    }
    if (equivalent) {
        try {
            o.homogeneous = evaluate(algorithm, *equivalent, problem, options);
        } catch (const InputError &e) {
            o.homogeneousReason = e.detail();
        }
    }
    return o;
}

std::string fmt(double v, const char *spec = "%.4g")
{
    if (!std::isfinite(v))
        return "-";
    char buf[64];
    std::snprintf(buf, sizeof buf, spec, v);
    return buf;
}

// --- one platform, one problem -------------------------------------------------------------

void printTable(const std::vector<Outcome> &outcomes, const Platform &platform, const Problem &problem, bool equivalent)
{
    const std::string unit = platform.units == Units::Blocks ? "time units" : "s";
    std::printf("%s: n = %lld, q = %lld (makespan in %s)\n\n", platform.name.empty() ? "platform" : platform.name.c_str(),
                static_cast<long long>(problem.n), static_cast<long long>(problem.q), unit.c_str());
    std::printf("%-20s %12s %12s %10s %12s %8s %10s", "strategy", "makespan", "C assembled", "efficiency",
                "comm volume", "workers", "imbalance");
    if (equivalent)
        std::printf(" %12s %10s", "homog. eff.", "relative");
    std::printf("\n");
    for (const auto &o : outcomes) {
        if (!o.eval) {
            std::printf("%-20s not applicable: %s\n", o.algorithm.c_str(), o.reason.c_str());
            continue;
        }
        const auto &e = *o.eval;
        std::printf("%-20s %12s %12s %10s %12s %8d %9s%%", o.algorithm.c_str(), fmt(e.makespan, "%.6g").c_str(),
                    o.assembled                     ? fmt(*o.assembled, "%.6g").c_str()
                    : e.family == Family::MasterWorker || e.family == Family::Lu ? "="
                                                                                 : "-",
                    fmt(e.efficiency(), "%.3f").c_str(), fmt(e.commVolume, "%.4g").c_str(), e.workersUsed,
                    fmt(100.0 * e.imbalance, "%.2f").c_str());
        if (o.homogeneous)
            std::printf(" %12s %10s", fmt(o.homogeneous->efficiency(), "%.3f").c_str(),
                        fmt(e.efficiency() / o.homogeneous->efficiency(), "%.3f").c_str());
        else if (equivalent)
            std::printf(" %12s %10s", "n/a", "n/a");
        std::printf("\n");
    }
    std::printf("\nC assembled: as partita run performs it, C gathered at the master or the layers summed along a "
                "tree\n(docs/executor.md); = the makespan already ends so; - not run by partita run\n");
}

json outcomeToJson(const Outcome &o, const Problem &problem)
{
    if (!o.eval)
        return {{"algorithm", o.algorithm}, {"applicable", false}, {"reason", o.reason}};
    json j = evaluationToJson(*o.eval, problem);
    j["applicable"] = true;
    // as partita run performs it, C assembled at the master (exec/run_prediction.h); null
    // where the makespan already ends so
    j["assembled_makespan"] = o.assembled ? json(*o.assembled) : json(nullptr);
    if (o.homogeneous) {
        const double eh = o.homogeneous->efficiency();
        j["homogeneous"] = {{"makespan", o.homogeneous->makespan}, {"efficiency", eh}};
        j["relative_efficiency"] = eh > 0 ? o.eval->efficiency() / eh : 0.0;
    } else if (!o.homogeneousReason.empty()) {
        j["homogeneous"] = {{"applicable", false}, {"reason", o.homogeneousReason}};
    }
    return j;
}

// k·√(m·n)·2Σ√s_i: no partition into rectangles receives less (n²·2Σ√s_i on a square;
// docs/metrics.md).
double lowerBoundVolume(const Platform &platform, const Problem &problem)
{
    const double side = std::sqrt(static_cast<double>(problem.m) * static_cast<double>(problem.n));
    return halfPerimeterLowerBound(platform) * static_cast<double>(problem.k) * side;
}

std::string outcomesSvg(const std::vector<Outcome> &outcomes, const Platform &platform, const Problem &problem)
{
    const std::string unit = platform.units == Units::Blocks ? "time units" : "s";
    const std::string where = (platform.name.empty() ? std::string("platform") : platform.name) + ", n = "
                            + std::to_string(problem.n) + ", q = " + std::to_string(problem.q);
    BarChart makespan{"Makespan — " + where, "makespan (" + unit + ")", {}, {}, std::nullopt, {}};
    BarChart volume{"Communication volume", "elements", {}, {}, lowerBoundVolume(platform, problem),
                    "2·Σ√s_i·n² (rectangles)"};
    BarChart workers{"Workers used", "processors", {}, {}, std::nullopt, {}};
    BarChart imbalance{"Load imbalance", "%", {}, {}, std::nullopt, {}};
    for (const auto &o : outcomes) {
        for (auto *c : {&makespan, &volume, &workers, &imbalance})
            c->labels.push_back(o.algorithm);
        makespan.values.push_back(o.eval ? o.eval->makespan : kNaN);
        volume.values.push_back(o.eval ? o.eval->commVolume : kNaN);
        workers.values.push_back(o.eval ? o.eval->workersUsed : kNaN);
        imbalance.values.push_back(o.eval ? 100.0 * o.eval->imbalance : kNaN);
    }
    return chartsToSvg({makespan, volume, workers, imbalance}, {});
}

// --- sweeps --------------------------------------------------------------------------------

struct SweepRow {
    double value = 0;
    std::vector<Outcome> outcomes; // one per algorithm
};

void printSweep(const std::string &name, const std::vector<std::string> &algorithms, const std::vector<SweepRow> &rows)
{
    std::printf("makespan by %s\n\n%-10s", name.c_str(), name.c_str());
    for (const auto &a : algorithms)
        std::printf(" %14.14s", a.c_str());
    std::printf("\n");
    for (const auto &row : rows) {
        std::printf("%-10s", fmt(row.value, "%g").c_str());
        for (const auto &o : row.outcomes)
            std::printf(" %14s", o.eval ? fmt(o.eval->makespan, "%.6g").c_str() : "n/a");
        std::printf("\n");
    }
}

json sweepToJson(const std::string &name, const std::vector<std::string> &algorithms, const std::vector<SweepRow> &rows)
{
    json values = json::array(), series = json::array();
    for (const auto &row : rows)
        values.push_back(row.value);
    for (std::size_t a = 0; a < algorithms.size(); ++a) {
        json makespan = json::array(), volume = json::array(), workers = json::array(), imbalance = json::array(),
             reasons = json::array();
        for (const auto &row : rows) {
            const auto &o = row.outcomes[a];
            makespan.push_back(o.eval ? json(o.eval->makespan) : json(nullptr));
            volume.push_back(o.eval && std::isfinite(o.eval->commVolume) ? json(o.eval->commVolume) : json(nullptr));
            workers.push_back(o.eval ? json(o.eval->workersUsed) : json(nullptr));
            imbalance.push_back(o.eval ? json(o.eval->imbalance) : json(nullptr));
            reasons.push_back(o.eval ? json(nullptr) : json(o.reason));
        }
        series.push_back({{"algorithm", algorithms[a]},
                          {"makespan", makespan},
                          {"comm_volume", volume},
                          {"workers_used", workers},
                          {"imbalance", imbalance},
                          {"not_applicable", reasons}});
    }
    return {{"parameter", name}, {"values", values}, {"series", series}};
}

std::string sweepSvg(const std::vector<std::string> &algorithms, const std::vector<SweepRow> &rows,
                     const Platform &platform, const std::string &name, const std::string &what)
{
    const std::string unit = platform.units == Units::Blocks ? "time units" : "s";
    LineChart makespan{"Makespan by " + what, name, "makespan (" + unit + ")", {}, true};
    LineChart volume{"Communication volume by " + what, name, "elements", {}, true};
    for (std::size_t a = 0; a < algorithms.size(); ++a) {
        Series m{algorithms[a], {}, {}}, v{algorithms[a], {}, {}};
        for (const auto &row : rows) {
            const auto &o = row.outcomes[a];
            m.x.push_back(row.value);
            v.x.push_back(row.value);
            m.y.push_back(o.eval ? o.eval->makespan : kNaN);
            v.y.push_back(o.eval ? o.eval->commVolume : kNaN);
        }
        makespan.series.push_back(std::move(m));
        volume.series.push_back(std::move(v));
    }
    return chartsToSvg({}, {makespan, volume});
}

// hw sweep: the ring's T_step for every ring size, one curve per H/W (paper 001 Figs. 7-12).
int runHwSweep(const CompareOptions &o, const Platform &platform, const Problem &problem,
               const std::vector<double> &ratios, TimeLimit &limit)
{
    const StrategyParams params = o.strategy.params();
    std::vector<RingResult> rings;
    {
        Progress progress(ratios.size(), o.json);
        for (double r : ratios) {
            progress.step("ring, H/W = " + fmt(r, "%g"));
            EvaluateOptions options{params, 50, false};
            options.cancel = limit.token();
            limit.doing("planning the ring, H/W = " + fmt(r, "%g"));
            options.params.h = r * params.w;
            rings.push_back(evaluate("ring", platform, problem, options).detailsAs<RingDetails>()->result);
        }
    }
    if (!o.svg.empty()) {
        LineChart chart{"SharedRing: T_step by ring size (W = " + fmt(params.w, "%g") + ")", "ring size",
                        "T_step", {}, true};
        for (std::size_t i = 0; i < ratios.size(); ++i) {
            Series s{"H/W = " + fmt(ratios[i], "%g"), {}, {}};
            const auto &by = rings[i].tStepBySize;
            for (std::size_t k = 0; k < by.size(); ++k) {
                s.x.push_back(static_cast<double>(k + 1));
                s.y.push_back(std::isfinite(by[k]) ? by[k] : kNaN);
            }
            chart.series.push_back(std::move(s));
        }
        writeFileAtomically(o.svg, chartsToSvg({}, {chart}));
    }
    if (o.json) {
        json series = json::array();
        for (std::size_t i = 0; i < ratios.size(); ++i)
            series.push_back({{"hw", ratios[i]},
                              {"h", ratios[i] * params.w},
                              {"w", params.w},
                              {"ring", rings[i].ring},
                              {"t_step", rings[i].tStep},
                              {"t_step_by_size", rings[i].tStepBySize}});
        std::cout << json{{"sweep", {{"parameter", "hw"}, {"values", ratios}, {"series", series}}}}.dump(2) << '\n';
        return 0;
    }
    std::printf("SharedRing T_step by ring size, W = %g\n\n%-6s", params.w, "size");
    for (double r : ratios)
        std::printf(" %12s", ("H/W=" + fmt(r, "%g")).c_str());
    std::printf("\n");
    std::size_t sizes = 0;
    for (const auto &r : rings)
        sizes = std::max(sizes, r.tStepBySize.size());
    for (std::size_t k = 0; k < sizes; ++k) {
        std::printf("%-6zu", k + 1);
        for (const auto &r : rings) {
            const auto &by = r.tStepBySize;
            std::printf(" %12s", k < by.size() && std::isfinite(by[k]) ? fmt(by[k], "%.6g").c_str() : "-");
        }
        std::printf("\n");
    }
    for (std::size_t i = 0; i < ratios.size(); ++i)
        std::printf("H/W = %g: best ring of %zu, T_step %.6g\n", ratios[i], rings[i].ring.size(), rings[i].tStep);
    return 0;
}

// The comparison at every value of the sweep: the problem and the platform there are the core's
// (evaluate/parameter_sweep.h), as in the studio's sweep.
int runSweep(const CompareOptions &o, const Platform &platform, const Problem &problem,
             const std::vector<std::string> &algorithms, const EvaluateOptions &options, const SweepSpec &sweep,
             TimeLimit &limit)
{
    const SweepParameter parameter = *sweep.parameter;
    const std::string &name = sweep.name;
    const std::string mk = "m = " + std::to_string(problem.m) + ", k = " + std::to_string(problem.k);
    const std::string shape = problem.square() ? "n = " + std::to_string(problem.n)
                                               : mk + ", n = " + std::to_string(problem.n);
    std::string what;
    switch (parameter) {
    case SweepParameter::Order: what = "matrix order"; break;
    case SweepParameter::M: what = "m (k = " + std::to_string(problem.k) + ", n = " + std::to_string(problem.n) + ")"; break;
    case SweepParameter::K: what = "k (m = " + std::to_string(problem.m) + ", n = " + std::to_string(problem.n) + ")"; break;
    case SweepParameter::N: what = "n (" + mk + ")"; break;
    case SweepParameter::BlockSize: what = "block size q (" + shape + ")"; break;
    case SweepParameter::Heterogeneity: what = "speed heterogeneity h (" + shape + ")"; break;
    case SweepParameter::CommunicationRatio: what = "communication ratio (" + shape + ")"; break;
    case SweepParameter::WorkerMemory: what = "worker memory (" + shape + ")"; break;
    }
    std::vector<SweepRow> rows;
    Progress progress(sweep.values.size() * algorithms.size(), o.json);
    for (double v : sweep.values) {
        const Problem p = sweptProblem(problem, parameter, v);
        const Platform at = sweptPlatform(platform, parameter, v);
        validateProblem(at, p, o.platform, processorLines(o.platform));
        SweepRow row{v, {}};
        for (const auto &a : algorithms) {
            progress.step(a + ", " + name + " = " + fmt(v, "%g"));
            limit.doing("evaluating " + a + " at " + name + " = " + fmt(v, "%g"));
            row.outcomes.push_back(evaluateOne(a, at, p, options, nullptr, false));
        }
        rows.push_back(std::move(row));
    }
    if (!o.svg.empty())
        writeFileAtomically(o.svg, sweepSvg(algorithms, rows, platform, name, what));
    if (o.json) {
        json doc = {{"platform", platform.name}, {"sweep", sweepToJson(name, algorithms, rows)}};
        if (parameter != SweepParameter::BlockSize)
            doc["q"] = problem.q;
        if (parameter != SweepParameter::Order) { // the dimensions that stay
            doc["m"] = problem.m;
            doc["k"] = problem.k;
            doc["n"] = problem.n;
        }
        if (parameter == SweepParameter::M || parameter == SweepParameter::K || parameter == SweepParameter::N)
            doc["sweep"]["dimension"] = name;
        std::cout << doc.dump(2) << '\n';
    } else {
        printSweep(name, algorithms, rows);
    }
    return 0;
}

int run(const CompareOptions &o, TimeLimit &limit)
{
    if (!o.svg.empty())
        checkOutputFile(o.svg, "--svg");
    const Platform platform = readPlatformFile(o.platform);
    const Problem problem = o.shape.problem(o.n, o.q);
    validateProblem(platform, problem, o.platform, processorLines(o.platform));
    o.strategy.checkFlowModel(platform);
    std::vector<std::string> algorithms = o.algorithms.empty() ? matrixProductStrategies() : o.algorithms;
    for (const auto &a : algorithms)
        if (!findStrategy(a))
            throw InputError("--algorithms: unknown algorithm '" + a + "' (known: " + joinNames(strategyNames()) + ")");
    // LU factors A: its makespans are not those of a product, so it is compared only with itself.
    const auto isLu = [](const std::string &a) { return strategyInfo(a).family == Family::Lu; };
    if (std::any_of(algorithms.begin(), algorithms.end(), isLu) && !std::all_of(algorithms.begin(), algorithms.end(), isLu))
        throw InputError("--algorithms: " + joinNames(strategyNames(Family::Lu))
                         + " factor A instead of multiplying; compare them only among themselves");

    std::optional<SweepSpec> sweep;
    if (o.sweep.given())
        sweep = o.sweep.spec(problem);
    if (sweep && !sweep->parameter) { // hw
        if (!o.algorithms.empty() && algorithms != std::vector<std::string>{"ring"})
            throw InputError("--sweep hw=... varies the ring's H/W: use it with --algorithms ring or alone");
        if (o.equivalent)
            throw InputError("--equivalent-homogeneous does not combine with --sweep hw=...");
        o.strategy.checkApplies({"ring"});
        return runHwSweep(o, platform, problem, sweep->values, limit);
    }
    o.strategy.checkApplies(algorithms);

    std::optional<EquivalentHomogeneous> equivalent;
    if (o.equivalent)
        equivalent = equivalentHomogeneous(platform);
    EvaluateOptions options{o.strategy.params(), 50, false};
    options.cancel = limit.token();

    if (sweep) {
        if (o.equivalent)
            throw InputError("--equivalent-homogeneous does not combine with --sweep");
        return runSweep(o, platform, problem, algorithms, options, *sweep, limit);
    }

    std::vector<Outcome> outcomes;
    {
        Progress progress(algorithms.size(), o.json);
        for (const auto &a : algorithms) {
            progress.step(a);
            limit.doing("evaluating " + a);
            outcomes.push_back(evaluateOne(a, platform, problem, options, equivalent ? &equivalent->platform : nullptr));
        }
    }
    if (!o.svg.empty())
        writeFileAtomically(o.svg, outcomesSvg(outcomes, platform, problem));
    if (o.json) {
        json results = json::array();
        for (const auto &out : outcomes)
            results.push_back(outcomeToJson(out, problem));
        json doc = {{"platform", platform.name},
                    {"n", problem.n},
                    {"q", problem.q},
                    {"comm_volume_lower_bound", lowerBoundVolume(platform, problem)},
                    {"results", results}};
        if (!problem.square()) {
            doc["m"] = problem.m;
            doc["k"] = problem.k;
        }
        if (equivalent)
            doc["equivalent_homogeneous"] = {{"speed", equivalent->speed},
                                             {"bandwidth", equivalent->bandwidth},
                                             {"latency", equivalent->latency},
                                             {"pairs", equivalent->pairs}};
        std::cout << doc.dump(2) << '\n';
        return 0;
    }
    printTable(outcomes, platform, problem, o.equivalent);
    for (const auto &out : outcomes)
        if (!out.homogeneousReason.empty())
            std::printf("%s on the equivalent platform: %s\n", out.algorithm.c_str(), out.homogeneousReason.c_str());
    if (equivalent)
        std::printf("\nequivalent homogeneous platform (paper 003): %zu processors of speed %.6g, "
                    "point-to-point bandwidth %.6g, latency %.6g (averaged over %d pairs)\n",
                    equivalent->platform.computingProcessors().size(), equivalent->speed, equivalent->bandwidth,
                    equivalent->latency, equivalent->pairs);
    return 0;
}

} // namespace

void registerCompare(CLI::App &app, int &exitCode)
{
    auto o = std::make_shared<CompareOptions>();
    auto *cmd = app.add_subcommand("compare", "Compare strategies side by side on one platform and problem");
    cmd->add_option("--platform", o->platform, "Platform file (.json or SimGrid .xml)")->required();
    cmd->add_option("--n", o->n, "Matrix order")->required()->check(CLI::Range(std::int64_t{1}, kMaxOrder));
    o->shape.addTo(*cmd);
    cmd->add_option("--q", o->q, "Block size (default 80)")->check(CLI::Range(std::int64_t{1}, kMaxOrder));
    cmd->add_option("--algorithms", o->algorithms,
                    "Comma-separated strategies (default: every matrix-product strategy; the LU "
                    "factorizations " + joinNames(strategyNames(Family::Lu)) + " are compared only among "
                    "themselves): " + joinNames(strategyNames()))
        ->delimiter(',');
    o->strategy.addTo(*cmd);
    o->sweep.addTo(*cmd);
    cmd->add_flag("--equivalent-homogeneous", o->equivalent,
                  "Also run each strategy on the equivalent homogeneous platform (paper 003) and "
                  "report both efficiencies and their ratio");
    cmd->add_flag("--json", o->json, "Print one JSON document on stdout");
    cmd->add_option("--svg", o->svg, "Write bar charts (or, with --sweep, curves) to FILE");
    auto limit = std::make_shared<TimeLimit>();
    limit->addTo(*cmd);
    cmd->callback([o, limit, &exitCode] { exitCode = limit->run([&] { return run(*o, *limit); }); });
}

} // namespace partita::cli
