// partita plan --platform P --n N [--m M] [--k K] [--q Q] --algorithm A [--l L] [--network star|full]
//              [--network-model ideal|cm02|lv08] [--json] [--svg FILE] [--layout-out FILE]
//              [--time-limit SECONDS]
#include "commands.h"
#include "shape_options.h"
#include "strategy_options.h"
#include "time_limit.h"

#include "io/atomic_file.h"
#include "io/platform_json.h"
#include "metrics/metrics.h"
#include "model/error.h"
#include "model/validate.h"
#include "partition/partitioner.h"
#include "redistribution/layout_from_plan.h"
#include "redistribution/layout_json.h"
#include "report/plan_json.h"
#include "report/plan_svg.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>

namespace partita::cli {

namespace {

struct PlanOptions {
    std::string platform;
    std::int64_t n = 0;
    std::int64_t q = 80;
    ShapeOptions shape;
    std::string algorithm;
    std::int64_t l = 0;
    std::string network = "star";
    std::string flow = sim::toString(sim::FlowModel::Ideal);
    bool json = false;
    std::string svg;
    std::string layoutOut;
};

void printTable(const Plan &plan, const Metrics &m, const Platform &platform)
{
    const Problem &pb = plan.problem;
    const std::string shape = pb.square() ? "n = " + std::to_string(pb.n)
                                          : "m x k x n = " + std::to_string(pb.m) + " x " + std::to_string(pb.k) + " x "
                                                + std::to_string(pb.n);
    std::printf("%s on %s: %s, q = %lld, %lld x %lld blocks, %zu processors\n", plan.algorithm.c_str(),
                platform.name.empty() ? "platform" : platform.name.c_str(), shape.c_str(),
                static_cast<long long>(pb.q), static_cast<long long>(pb.rowBlocks()),
                static_cast<long long>(pb.colBlocks()), plan.pieces.size());
    if (!plan.note.empty())
        std::printf("  (%s)\n", plan.note.text().c_str());
    const bool layers = plan.kind == PlanKind::Layers;
    std::printf("\n%-12s %10s %8s %8s %10s %6s %11s\n", "processor", "speed", "share", "got",
                layers ? "k" : "blocks", "rects", "half-perim");
    constexpr std::size_t kMaxRows = 40;
    for (std::size_t i = 0; i < m.processors.size() && i < kMaxRows; ++i) {
        const auto &pm = m.processors[i];
        const auto &piece = plan.pieces[i];
        std::printf("%-12s %10.4g %8.4f %8.4f %10lld %6zu %11.4f\n", pm.processor.c_str(), pm.speed,
                    pm.share, pm.workFraction,
                    static_cast<long long>(layers ? piece.k : pm.blocks), piece.rectangles.size(),
                    pm.halfPerimeter);
    }
    if (m.processors.size() > kMaxRows)
        std::printf("... %zu more (use --json for every processor)\n", m.processors.size() - kMaxRows);
    const char *unit = platform.units == Units::Blocks ? "time units" : "s";
    std::printf("\nsum of half-perimeters  %.4f  (lower bound 2*sum(sqrt(s_i)) = %.4f, ratio %.3f)\n",
                m.sumHalfPerimeters, m.lowerBound, m.sumHalfPerimeters / m.lowerBound);
    std::printf("max half-perimeter      %.4f\n", m.maxHalfPerimeter);
    if (!plan.problem.square())
        std::printf("  (half-perimeters in units of sqrt(m*n) = %.6g elements, docs/metrics.md)\n",
                    std::sqrt(static_cast<double>(plan.problem.m) * static_cast<double>(plan.problem.n)));
    std::printf("communication volume    %.6g elements\n", m.commVolume);
    std::printf("load imbalance          %.2f %%\n", 100.0 * m.imbalance);
    std::printf("predicted makespan      %.6g %s (%s network%s%s)\n", m.predictedMakespan, unit,
                toString(m.network), m.flow == sim::FlowModel::Ideal ? "" : ", ",
                m.flow == sim::FlowModel::Ideal ? "" : sim::toString(m.flow));
}

int run(const PlanOptions &o, TimeLimit &limit)
{
    if (!o.svg.empty())
        checkOutputFile(o.svg, "--svg");
    if (!o.layoutOut.empty())
        checkOutputFile(o.layoutOut, "--layout-out");
    const Problem problem = o.shape.problem(o.n, o.q);
    // Each processor at its panel-update rate, where the platform gives one (every partition's kernel).
    const Platform platform = forKernel(readPlatformFile(o.platform), Kernel::Panel, static_cast<double>(problem.q));
    validateProblem(platform, problem, o.platform, processorLines(o.platform));
    if (const StrategyInfo *strategy = findStrategy(o.algorithm)) // makePlan names the unknown ones
        requireShape(*strategy, problem);
    if (!o.json)
        if (auto note = problemNote(problem); !note.empty())
            std::cerr << "note: " << note << '\n';
    const sim::FlowModel flow = sim::parseFlowModel(o.flow);
    if (flow != sim::FlowModel::Ideal && platform.units == Units::Blocks)
        throw InputError("--network-model " + o.flow
                         + " needs a platform in physical units (SimGrid's constants are bytes and seconds)");
    const auto input = PartitionInput::fromPlatform(platform, problem);
    limit.doing("planning " + o.algorithm);
    const Plan plan = makePlan(o.algorithm, input, PartitionOptions{o.l, limit.token()});
    const Metrics metrics = computeMetrics(plan, platform,
                                           o.network == "full" ? NetworkModel::Full : NetworkModel::Star, flow);
    std::optional<Layout> layout;
    if (!o.layoutOut.empty())
        layout = layoutFromPlan(plan); // refuses plans that are not column-based, before any write
    if (layout)
        writeLayoutFile(*layout, o.layoutOut);
    if (!o.svg.empty())
        writeFileAtomically(o.svg, planToSvg(plan, metrics, platform));
    if (o.json)
        writePlanJson(std::cout, plan, metrics);
    else
        printTable(plan, metrics, platform);
    return 0;
}

} // namespace

void registerPlan(CLI::App &app, int &exitCode)
{
    auto o = std::make_shared<PlanOptions>();
    auto *cmd = app.add_subcommand("plan", "Partition C among the processors and print the metrics");
    cmd->add_option("--platform", o->platform, "Platform file (.json or SimGrid .xml)")->required();
    cmd->add_option("--n", o->n, "Matrix order")->required()->check(CLI::Range(std::int64_t{1}, kMaxOrder));
    o->shape.addTo(*cmd);
    cmd->add_option("--q", o->q, "Block size (default 80)")->check(CLI::Range(std::int64_t{1}, kMaxOrder));
    cmd->add_option("--algorithm", o->algorithm, "Strategy: " + joinNames(partitionAlgorithms()))->required();
    cmd->add_option("--l", o->l, "Generalized block size in blocks (hetero-block-cyclic)");
    cmd->add_option("--network", o->network,
                    "Network model of the predicted makespan: star (transfers one at a time) or "
                    "full (in parallel, sharing the platform's links)")
        ->check(CLI::IsMember({"star", "full"}));
    cmd->add_option("--network-model", o->flow,
                    "How the predicted makespan's simulated transfers share links: ideal (max-min fair shares, the "
                    "default), cm02 (SimGrid's CM02: shares weighted by route latency) or lv08 (SimGrid's default "
                    "LV08: CM02 with its latency and bandwidth factors)")
        ->check(CLI::IsMember(sim::flowModelNames()));
    cmd->add_flag("--json", o->json, "Print one JSON document on stdout");
    cmd->add_option("--svg", o->svg, "Write a drawing of the partition to FILE");
    cmd->add_option("--layout-out", o->layoutOut,
                    "Write the column-based layout (columns, even-columns) as partita-layout/1 "
                    "JSON, the input of 'partita redistribute'");
    auto limit = std::make_shared<TimeLimit>();
    limit->addTo(*cmd);
    cmd->callback([o, limit, &exitCode] { exitCode = limit->run([&] { return run(*o, *limit); }); });
}

} // namespace partita::cli
