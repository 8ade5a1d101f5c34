#include "commands.h"

namespace partita::cli {

void registerConvert(CLI::App &, int &) {}

} // namespace partita::cli
