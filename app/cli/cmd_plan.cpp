#include "commands.h"

namespace partita::cli {

void registerPlan(CLI::App &, int &) {}

} // namespace partita::cli
