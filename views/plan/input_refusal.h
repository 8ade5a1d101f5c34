#pragma once
// Why a platform and a problem cannot be planned at all (an invalid platform, or a problem it
// cannot hold), before any strategy runs: the check every runner of the studio makes first.

#include "model/platform.h"
#include "model/problem.h"

#include <QString>

namespace partita::views {

// validatePlatform and validateProblem's message, or an empty string when both pass.
QString inputRefusal(const Platform &platform, const Problem &problem);

} // namespace partita::views
