// partita generate --kind star|mesh|cluster|tiers --p N [--seed S] [--heterogeneity H]
//                  [tiers: --paper001 | --wan-nodes ... --lan-man-links ...] --out P
// Writes a synthetic platform (core/model/generator.h, docs/generator.md) as JSON or SimGrid
// XML, by the extension of P. Prints nothing on stdout: the file is the result.
#include "commands.h"

#include "io/atomic_file.h"
#include "io/platform_json.h"
#include "model/error.h"
#include "model/generator.h"

#include <memory>
#include <string>
#include <vector>

namespace partita::cli {

namespace {

struct GenerateOptions {
    GeneratorOptions generator;
    std::string out;
    // The Tiers model's parameters (TiersShape) as typed, and the options that set them.
    TiersShape shape;
    bool paper001 = false;
    std::vector<CLI::Option *> sizes, redundancies;
    CLI::Option *paperOption = nullptr;
};

// --paper001, or the four sizes (and optionally the redundancies), or neither.
void resolveTiersShape(GenerateOptions &o)
{
    const auto given = [](const std::vector<CLI::Option *> &opts) {
        std::vector<std::string> names;
        for (const auto *opt : opts)
            if (opt->count() > 0)
                names.push_back(opt->get_name());
        return names;
    };
    const auto sizes = given(o.sizes), redundancies = given(o.redundancies);
    const bool any = o.paper001 || !sizes.empty() || !redundancies.empty();
    if (any && o.generator.kind != "tiers")
        throw InputError("--paper001 and the Tiers model's options apply to --kind tiers only (got --kind "
                         + o.generator.kind + ")");
    if (o.paper001) {
        if (!sizes.empty() || !redundancies.empty())
            throw InputError("--paper001 sets the Tiers model's parameters itself: drop "
                             + (sizes.empty() ? redundancies : sizes).front());
        o.generator.tiers = paper001TiersShape(o.generator.p);
        if (!o.generator.tiers)
            throw InputError("--paper001: paper 001 §5.1 has platforms of 37 and 70 machines only (got --p "
                             + std::to_string(o.generator.p) + ")");
        return;
    }
    if (!any)
        return;
    for (const auto *opt : o.sizes)
        if (opt->count() == 0)
            throw InputError(opt->get_name() + " is missing: the Tiers model needs --wan-nodes, --mans, "
                                               "--man-nodes and --lans-per-man together");
    o.generator.tiers = o.shape;
}

int run(GenerateOptions &o)
{
    // Check the extension before the work, so a bad --out fails at once.
    platformFileFormat(o.out);
    checkOutputFile(o.out, "--out");
    resolveTiersShape(o);
    writePlatformFile(generatePlatform(o.generator), o.out);
    return 0;
}

} // namespace

void registerGenerate(CLI::App &app, int &exitCode)
{
    auto o = std::make_shared<GenerateOptions>();
    auto *cmd = app.add_subcommand("generate", "Write a synthetic heterogeneous platform");
    std::string kinds;
    for (const auto &k : generatorKinds())
        kinds += (kinds.empty() ? "" : ", ") + k;
    cmd->add_option("--kind", o->generator.kind,
                    "Topology: " + kinds
                        + " (star and mesh as in paper 004 §6, tiers as in paper 001 §5)")
        ->required();
    cmd->add_option("--p", o->generator.p,
                    "Number of processors (star: workers besides the source; mesh: a square)")
        ->required();
    // CLI11 would read "-1" into an unsigned seed as 2^64 - 1: refuse negative seeds.
    cmd->add_option("--seed", o->generator.seed, "Seed of the random draws (default 1)")
        ->check(CLI::Validator(
            [](std::string &value) {
                return value.find('-') == std::string::npos
                    ? std::string()
                    : "the seed must be an integer from 0 to 18446744073709551615 (got " + value
                        + ")";
            },
            "", "non-negative"));
    cmd->add_option("--heterogeneity", o->generator.heterogeneity,
                    "Ratio of the fastest to the slowest processor speed, in [1, 1000] "
                    "(default 3.5, paper 004 §6)");
    o->paperOption = cmd->add_flag("--paper001", o->paper001,
                                   "tiers: the Tiers model shaped as paper 001 §5.1's platforms (--p 37: 47 routers, "
                                   "91 links; --p 70: 103 routers, 182 links)");
    const auto count = [&](const char *name, int &value, const std::string &what) {
        return cmd->add_option(name, value, what)->check(CLI::NonNegativeNumber);
    };
    auto &t = o->shape;
    o->sizes = {count("--wan-nodes", t.wanRouters, "tiers: routers of the WAN (Tiers' SW)"),
                count("--mans", t.mans, "tiers: number of MANs (NM)"),
                count("--man-nodes", t.manRouters, "tiers: routers of each MAN (SM)"),
                count("--lans-per-man", t.lansPerMan, "tiers: LANs per MAN, each a hub router and its machines (NL)")};
    o->redundancies = {
        count("--wan-redundancy", t.wanRedundancy, "tiers: WAN links beyond its spanning tree (default 0)"),
        count("--man-redundancy", t.manRedundancy, "tiers: links beyond the spanning tree in each MAN (default 0)"),
        count("--man-wan-links", t.manWanLinks, "tiers: links from each MAN to the WAN (RMW, default 1)"),
        count("--lan-man-links", t.lanManLinks, "tiers: links from each LAN to its MAN (RLM, default 1)")};
    cmd->add_option("--out", o->out, "Platform file to write (.json, or SimGrid .xml)")
        ->required();
    cmd->callback([o, &exitCode] { exitCode = run(*o); });
}

} // namespace partita::cli
