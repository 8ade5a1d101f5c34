#include "commands.h"

namespace partita::cli {

void registerGenerate(CLI::App &, int &) {}

} // namespace partita::cli
