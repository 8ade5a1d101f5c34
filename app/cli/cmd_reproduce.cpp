// partita reproduce                                             lists the reproducible experiments
// partita reproduce ID|all [--out DIR] [--time-limit SECONDS]   regenerates one experiment, or all
//
// Each experiment (core/reproduce/registry.h) regenerates a table or figure of one of the
// papers: its platforms, a JSON of every number, SVG figures and a Markdown report with the
// published values beside Partita's (docs/reproduction.md). Files are written atomically into
// DIR/ID/ (and DIR/report.md, DIR/numbers.json for `all`), each announced on stdout.
#include "commands.h"
#include "time_limit.h"

#include "io/atomic_file.h"
#include "model/error.h"
#include "reproduce/registry.h"
#include "reproduce/report.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <system_error>

namespace partita::cli {

namespace {

struct ReproduceOptions {
    std::string id;
    std::string out = "reproduction";
};

void list()
{
    std::printf("%-16s %-5s %-28s %s\n", "id", "paper", "section", "what");
    for (const auto &e : reproduce::experiments())
        std::printf("%-16s %-5s %-28s %s\n", e.name.c_str(), e.paper.c_str(), e.section.c_str(), e.summary.c_str());
    std::printf("\npartita reproduce ID|all [--out DIR] [--time-limit SECONDS] regenerates one (or all) into DIR "
                "(default ./reproduction).\n");
}

// DIR must be a directory or not exist yet, and its parent must exist: the same rule as every
// output path of the command line (docs/command-line.md, Conventions), checked before any work.
void checkOutputDirectory(const std::string &dir)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path path(dir);
    if (fs::exists(path, ec)) {
        if (!fs::is_directory(path, ec))
            throw InputError(dir + ": --out: not a directory");
        return;
    }
    const fs::path parent = path.has_parent_path() ? path.parent_path() : fs::path(".");
    if (!fs::is_directory(parent, ec))
        throw InputError(dir + ": --out: the directory '" + parent.string() + "' does not exist");
}

int run(const ReproduceOptions &o, TimeLimit &limit)
{
    if (o.id.empty()) {
        list();
        return 0;
    }
    std::vector<const reproduce::Experiment *> chosen;
    if (o.id == "all") {
        for (const auto &e : reproduce::experiments())
            chosen.push_back(&e);
    } else {
        chosen.push_back(&reproduce::experimentNamed(o.id));
    }
    checkOutputDirectory(o.out);
    std::vector<reproduce::ExperimentRun> runs;
    for (const auto *e : chosen) {
        std::fprintf(stderr, "%s: running\n", e->name.c_str());
        limit.doing("running " + e->name);
        const auto start = std::chrono::steady_clock::now();
        reproduce::ExperimentRun r{e, e->run(limit.token()), 0};
        r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::fprintf(stderr, "%s: %.1f s\n", e->name.c_str(), r.seconds);
        runs.push_back(std::move(r));
    }
    namespace fs = std::filesystem;
    for (const auto &file : reproduce::outputFiles(runs)) {
        const fs::path path = fs::path(o.out) / file.name;
        std::error_code ec;
        fs::create_directories(path.parent_path(), ec);
        if (ec)
            throw InputError(path.parent_path().string() + ": --out: " + ec.message());
        writeFileAtomically(path.string(), file.content);
        std::printf("wrote %s\n", path.string().c_str());
    }
    return 0;
}

} // namespace

void registerReproduce(CLI::App &app, int &exitCode)
{
    auto o = std::make_shared<ReproduceOptions>();
    auto *cmd = app.add_subcommand(
        "reproduce", "Regenerate the papers' experiments beside the published values (no ID: list them)");
    std::string ids;
    for (const auto &e : reproduce::experiments())
        ids += e.name + ", ";
    cmd->add_option("id", o->id, "Experiment to run: " + ids + "or all; none lists them");
    cmd->add_option("--out", o->out,
                    "Folder to write the platforms, figures, numbers.json and report.md into "
                    "(default ./reproduction; created if its parent exists)");
    auto limit = std::make_shared<TimeLimit>();
    limit->addTo(*cmd);
    cmd->callback([o, limit, &exitCode] { exitCode = limit->run([&] { return run(*o, *limit); }); });
}

} // namespace partita::cli
