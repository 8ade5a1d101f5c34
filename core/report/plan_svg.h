#pragma once
// SVG drawing of a plan (`partita plan --svg`): the block grid of C with one colour per
// processor (report/palette.h), labels where they fit, and a legend with the metrics. A
// layer-based plan is drawn as paper 004 Fig. 2: A cut into k_i column slices, B into k_i row
// slices, C as the sum of the layers.

#include "metrics/metrics.h"
#include "model/platform.h"
#include "partition/plan.h"

#include <string>

namespace partita {

std::string planToSvg(const Plan &plan, const Metrics &metrics, const Platform &platform);

} // namespace partita
