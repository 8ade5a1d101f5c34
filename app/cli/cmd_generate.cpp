// partita generate --kind star|mesh|cluster|tiers --p N [--seed S] [--heterogeneity H] --out P
// Writes a synthetic platform (core/model/generator.h, docs/generator.md) as JSON or SimGrid
// XML, by the extension of P. Prints nothing on stdout: the file is the result.
#include "commands.h"

#include "io/atomic_file.h"
#include "io/platform_json.h"
#include "model/generator.h"

#include <memory>
#include <string>

namespace partita::cli {

namespace {

struct GenerateOptions {
    GeneratorOptions generator;
    std::string out;
};

int run(const GenerateOptions &o)
{
    // Check the extension before the work, so a bad --out fails at once.
    platformFileFormat(o.out);
    checkOutputFile(o.out, "--out");
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
    cmd->add_option("--out", o->out, "Platform file to write (.json, or SimGrid .xml)")
        ->required();
    cmd->callback([o, &exitCode] { exitCode = run(*o); });
}

} // namespace partita::cli
