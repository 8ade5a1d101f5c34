#pragma once
// Each command of `partita` registers itself on the CLI11 application. Its callback runs the
// command and stores the exit code; bad input is reported by throwing partita::InputError,
// which main() turns into "error: ..." on stderr and exit code 2 (docs/command-line.md).

#include <CLI/CLI.hpp>

#include <string>

namespace partita::cli {

void registerPlan(CLI::App &app, int &exitCode);
void registerGenerate(CLI::App &app, int &exitCode);
void registerConvert(CLI::App &app, int &exitCode);
void registerRedistribute(CLI::App &app, int &exitCode);
void registerSimulate(CLI::App &app, int &exitCode);
void registerCompare(CLI::App &app, int &exitCode);
void registerReproduce(CLI::App &app, int &exitCode);
// only with the executor (PARTITA_HAVE_EXEC)
void registerRun(CLI::App &app, int &exitCode);
void registerCalibrate(CLI::App &app, int &exitCode);
// partita calibrate --from-run (cmd_calibrate_from_run.cpp); returns the exit code.
int calibrateFromRun(const std::string &summaryFile, const std::string &platformFile, const std::string &out);

} // namespace partita::cli
