// partita redistribute --layout L --speeds S1,S2,... [--cost-model constant|actual] [--json]
//                      [--exact] [--exact-order phases|any] [--exact-states N] [--layout-out FILE]
//                      [--time-limit SECONDS]
//
// Rebalances a column-based layout after the processors' speeds changed, without moving
// processors between columns or changing the number of columns (paper 000 §4): the greedy
// algorithm of §4.5, and, on request or under the actual cost model of §4.6, the exact search.
#include "commands.h"
#include "io/atomic_file.h"
#include "time_limit.h"

#include "model/error.h"
#include "redistribution/exact_search.h"
#include "redistribution/greedy_balancer.h"
#include "redistribution/layout_json.h"
#include "redistribution/redistribution_json.h"
#include "redistribution/target_layout.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>

namespace partita::cli {

namespace {

struct RedistributeOptions {
    std::string layout;
    std::string speeds;
    std::string costModel = "constant";
    bool json = false;
    bool exact = false;
    std::string exactOrder = "phases";
    std::size_t exactStates = kDefaultExactStates;
    std::string layoutOut;
};

// "1,2.5,4" -> {1, 2.5, 4}; the values are checked (> 0, one per processor) by targetLayout.
std::vector<double> parseSpeeds(const std::string &text, const std::string &layoutFile)
{
    std::vector<double> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        std::string item = text.substr(start, comma - start);
        while (!item.empty() && item.front() == ' ')
            item.erase(item.begin());
        while (!item.empty() && item.back() == ' ')
            item.pop_back();
        char *end = nullptr;
        errno = 0;
        const double v = item.empty() ? 0.0 : std::strtod(item.c_str(), &end);
        if (item.empty() || *end != '\0' || errno == ERANGE)
            throw InputError(layoutFile, 0, "--speeds: value " + std::to_string(out.size() + 1) + " ('" + item
                                                + "') is not a number (expected S1,S2,... in layout order)");
        out.push_back(v);
        start = comma + 1;
    }
    return out;
}

void printLayoutLine(const char *label, const Layout &l)
{
    std::printf("%-8s", label);
    for (const auto &col : l.columns) {
        std::printf(" [w=%lld:", static_cast<long long>(col.width));
        for (const auto &p : col.processors)
            std::printf(" %s=%lld", p.id.c_str(), static_cast<long long>(p.rows));
        std::printf("]");
    }
    std::printf("\n");
}

void printSequence(const Redistribution &r)
{
    constexpr std::size_t kMaxLines = 200;
    Layout layout = r.initial();
    std::int64_t total = 0;
    std::size_t i = 0;
    for (const auto &op : r.operations()) {
        total += op.cost;
        if (++i <= kMaxLines)
            std::printf("%5zu  %-72s %8lld\n", i, describe(layout, op).c_str(), static_cast<long long>(total));
        layout = applyOperation(layout, op);
    }
    if (i > kMaxLines)
        std::printf("  ... %zu more operations (use --json for all of them)\n", i - kMaxLines);
}

void printText(const std::string &file, const Redistribution &r, const std::optional<ExactSearchResult> &exact,
               std::int64_t slidingsOnly)
{
    const Layout &l = r.initial();
    // A square grid as before; an m × n one (docs/shapes.md) names both sides.
    const std::string grid = l.square() ? "n = " + std::to_string(l.n) + " blocks"
                                        : std::to_string(l.blockRows()) + " × " + std::to_string(l.n)
                                              + " blocks (m = " + std::to_string(l.blockRows())
                                              + " rows, n = " + std::to_string(l.n) + " columns)";
    std::printf("redistribution of %s: %s, %zu columns, %zu processors, %s cost model\n\n", file.c_str(),
                grid.c_str(), l.columns.size(), l.processorCount(), toString(r.model()));
    printLayoutLine("initial", l);
    printLayoutLine("target", r.target());
    std::printf("\ngreedy balancing (paper 000 §4.5, Algorithm 1):\n%5s  %-72s %8s\n", "#", "operation (cost)", "total");
    printSequence(r);
    std::printf("\ntotal cost %lld elementary communications (column migrations %lld, row migrations %lld, "
                "local slidings %lld); without row migrations: %lld\n",
                static_cast<long long>(r.totalCost()),
                static_cast<long long>(r.costOf(OperationType::ColumnMigration)),
                static_cast<long long>(r.costOf(OperationType::RowMigration)),
                static_cast<long long>(r.costOf(OperationType::LocalSliding)), static_cast<long long>(slidingsOnly));
    std::printf("balanced: %s\n", r.balanced() ? "yes" : "no");
    if (!exact)
        return;
    std::printf("\nexact search (%s order):", toString(exact->order));
    if (!exact->complete) {
        std::printf(" gave up after %zu layouts (instance too large; raise --exact-states)\n", exact->states);
    } else if (exact->greedyOptimal) {
        std::printf(" nothing beats greedy, %lld is optimal (%zu layouts searched)\n",
                    static_cast<long long>(r.totalCost()), exact->states);
    } else {
        std::printf(" %lld against %lld for greedy (%zu layouts searched)\n",
                    static_cast<long long>(exact->best.totalCost()), static_cast<long long>(r.totalCost()),
                    exact->states);
        printSequence(exact->best);
    }
}

int run(const RedistributeOptions &o, TimeLimit &limit)
{
    if (!o.layoutOut.empty())
        checkOutputFile(o.layoutOut, "--layout-out");
    const Layout initial = readLayoutFile(o.layout);
    const std::vector<double> speeds = parseSpeeds(o.speeds, o.layout);
    Layout target;
    try {
        target = targetLayout(initial, speeds);
    } catch (const InputError &e) {
        throw InputError(o.layout, 0, e.detail());
    }
    const CostModel model = *parseCostModel(o.costModel);
    const Redistribution r = greedyRedistribution(initial, target, model);
    std::optional<ExactSearchResult> exact;
    limit.doing("searching the exact redistribution");
    if (o.exact || model == CostModel::Actual)
        exact = exactRedistribution(initial, target, model,
                                    o.exactOrder == "any" ? SearchOrder::AnyOrder : SearchOrder::Phases,
                                    o.exactStates, limit.token());
    if (!o.layoutOut.empty())
        writeLayoutFile(r.result(), o.layoutOut);
    if (o.json)
        writeRedistributionJson(std::cout, r, exact ? &*exact : nullptr, o.exactStates);
    else
        printText(o.layout, r, exact, slidingsOnlyCost(initial, target));
    return 0;
}

} // namespace

void registerRedistribute(CLI::App &app, int &exitCode)
{
    auto o = std::make_shared<RedistributeOptions>();
    auto *cmd = app.add_subcommand(
        "redistribute",
        "Rebalance a column-based layout for new processor speeds (paper 000 §4): column migrations, "
        "row migrations and local slidings, greedy balancing of §4.5");
    cmd->add_option("--layout", o->layout,
                    "Layout file (partita-layout/1, as written by `partita plan --layout-out`)")
        ->required();
    cmd->add_option("--speeds", o->speeds,
                    "New speeds S1,S2,... one per processor > 0, in layout order: column by column, "
                    "left to right, top to bottom")
        ->required();
    cmd->add_option("--cost-model", o->costModel,
                    "constant: row migrations cost n (paper 000 §4.3, greedy is optimal); actual: only "
                    "the columns where the row changes owner are paid (§4.6), and the exact search "
                    "runs as well (default: constant)")
        ->check(CLI::IsMember({"constant", "actual"}));
    cmd->add_flag("--exact", o->exact,
                  "Also run the exact search (always on with --cost-model actual) and report it next "
                  "to greedy, under \"exact\" in JSON");
    cmd->add_option("--exact-order", o->exactOrder,
                    "Sequences the exact search considers: phases (row migrations, then slidings, as "
                    "in §4.5; default) or any (slidings and row migrations interleaved)")
        ->check(CLI::IsMember({"phases", "any"}));
    cmd->add_option("--exact-states", o->exactStates,
                    "Layouts the exact search may keep before giving up (default 200000, about half a "
                    "second)")
        ->check(CLI::Range(std::size_t{1}, std::size_t{100'000'000}));
    cmd->add_flag("--json", o->json,
                  "Print one JSON document: operations, total_cost, balanced, layouts (after each "
                  "operation), initial, target, cost_model, and exact when searched");
    cmd->add_option("--layout-out", o->layoutOut, "Write the balanced layout to FILE (partita-layout/1)");
    auto limit = std::make_shared<TimeLimit>();
    limit->addTo(*cmd);
    cmd->callback([o, limit, &exitCode] { exitCode = limit->run([&] { return run(*o, *limit); }); });
}

} // namespace partita::cli
