#pragma once
// The layout to reach after processor speeds have changed (paper 000 §4.1): same columns, same
// processors in the same order, new widths and rows proportional to the new speeds.
//
// On the m × n block grid (m block rows, n block columns; m = n in the paper), column c gets the
// target width W_c = n · S_c / S (S_c the total speed of its processors, S the total speed),
// then processor j of column c gets H_{c,j} = m · s_{c,j} / S_c rows. Both are rounded by
// largest remainder (ties to the earlier column, the earlier processor), so that widths sum to
// n and rows sum to m in every column; the area W_c · H_{c,j} is then s_{c,j}/S of m · n. The target area of a processor is
// W_c · H_{c,j}; δ_i of §4.1 is this target area minus its current area.

#include "redistribution/layout.h"

#include <vector>

namespace partita {

// `speeds` in layout order (column by column, top to bottom), one per processor, finite and
// > 0. Throws InputError otherwise (the message names the count or the processor).
Layout targetLayout(const Layout &current, const std::vector<double> &speeds);

} // namespace partita
