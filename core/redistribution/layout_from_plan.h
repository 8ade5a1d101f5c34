#pragma once
// The column-based layout of a plan made by `columns` (COL-PERI-SUM, paper 000 §2.3) or
// `even-columns`: the starting point of a redistribution (§4). Units are blocks.

#include "partition/plan.h"
#include "redistribution/layout.h"

namespace partita {

// Reads Plan::columns (processor indices, column by column, top to bottom) and the rectangle
// of each piece. A piece with no rectangle (zero area after rounding) gets 0 rows; a column
// where every piece is empty has width 0 and its rows are shared by largest remainder of the
// pieces' shares, so that it still spans the block rows. A plan of an m × n C gives a layout of
// ⌈m/q⌉ block rows and ⌈n/q⌉ block columns (Layout::m, Layout::n).
// Throws InputError when the plan is not column-based (Plan::columns empty, layers) or its
// rectangles do not form full-height columns side by side.
Layout layoutFromPlan(const Plan &plan);

} // namespace partita
