// partita: plan, simulate, compare, redistribute, reproduce, run, calibrate, generate, convert.
#include "commands.h"

#include "io/atomic_file.h"
#include "model/error.h"
#include "model/validate.h"

#include <iostream>
#include <string>

namespace {

// An error is one line (docs/command-line.md): a value read from a file or the command line
// may hold a line break or another control character, which the message shows escaped (\n,
// \r, \t, \xNN) instead of breaking the line or the terminal.
std::string oneLine(const std::string &message)
{
    return partita::escapedControls(message);
}

} // namespace

int main(int argc, char **argv)
{
    // Ctrl-C while a file is written leaves no temporary file (io/atomic_file.h).
    partita::removeTemporaryFilesOnSignals();
    CLI::App app{"Partita: plan and run matrix products on heterogeneous platforms"};
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("partita ") + PARTITA_VERSION);
    int exitCode = 0;
    partita::cli::registerPlan(app, exitCode);
    partita::cli::registerSimulate(app, exitCode);
    partita::cli::registerCompare(app, exitCode);
#ifdef PARTITA_HAVE_EXEC
    partita::cli::registerRun(app, exitCode);
    partita::cli::registerCalibrate(app, exitCode);
#endif
    partita::cli::registerGenerate(app, exitCode);
    partita::cli::registerConvert(app, exitCode);
    partita::cli::registerRedistribute(app, exitCode);
    partita::cli::registerReproduce(app, exitCode);
    try {
        app.parse(argc, argv);
    } catch (const CLI::Success &e) {
        return app.exit(e);
    } catch (const CLI::ParseError &e) {
        // Usage errors are bad input too: one line, exit 2.
        std::cerr << "error: " << oneLine(e.what()) << "\n"
                  << "Run with --help for more information.\n";
        return 2;
    } catch (const partita::InputError &e) {
        std::cerr << "error: " << oneLine(e.what()) << '\n';
        return 2;
    } catch (const std::exception &e) {
        std::cerr << "error: " << oneLine(e.what()) << '\n';
        return 1;
    }
    return exitCode;
}
