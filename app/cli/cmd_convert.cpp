// partita convert IN OUT: Partita JSON <-> SimGrid XML, by extension (docs/platform-format.md).
// The input is read and validated, the output written atomically: on any error nothing is
// written and main() prints the one-line message. Nothing goes to stdout.
#include "commands.h"

#include "io/atomic_file.h"
#include "io/platform_json.h"

#include <memory>
#include <string>

namespace partita::cli {

void registerConvert(CLI::App &app, int &exitCode)
{
    struct Options {
        std::string in, out;
    };
    auto options = std::make_shared<Options>();
    CLI::App *cmd = app.add_subcommand(
        "convert", "Convert a platform between Partita JSON (.json) and SimGrid XML (.xml)");
    cmd->add_option("IN", options->in, "Platform file to read (.json or .xml)")->required();
    cmd->add_option("OUT", options->out, "Platform file to write (.json or .xml)")->required();
    cmd->callback([options, &exitCode] {
        platformFileFormat(options->out); // refuse an unknown output extension before reading
        checkOutputFile(options->out, "OUT");
        const Platform platform = readPlatformFile(options->in);
        writePlatformFile(platform, options->out);
        exitCode = 0;
    });
}

} // namespace partita::cli
