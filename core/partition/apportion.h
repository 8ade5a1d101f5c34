#pragma once
// Integer rounding helpers shared by the strategies.

#include <cstdint>
#include <utility>
#include <vector>

namespace partita {

// Largest-remainder apportionment: integers a_i >= 0 with Σ a_i = total and a_i as close as
// possible to total·w_i/Σw (each a_i is the floor or the ceiling of its quota). Ties go to the
// earlier index. Weights must be >= 0 with a positive sum.
std::vector<std::int64_t> apportion(const std::vector<double> &weights, std::int64_t total);

// Same, but every a_i >= 1 (requires total >= weights.size()): used where an empty slice
// would make a rectangle disappear.
std::vector<std::int64_t> apportionAtLeastOne(const std::vector<double> &weights, std::int64_t total);

// The r × c grid with r·c = p, r <= c and r as large as possible (closest to square).
std::pair<std::int64_t, std::int64_t> squarestGrid(std::int64_t p);

// The r × c grid with r·c = p for a matrix C of `rows` × `cols` elements (docs/shapes.md): the
// one whose even cells have the least sum of half-perimeters, c·rows + r·cols (so r/c follows
// rows/cols); on ties the squarest, r ≤ c. squarestGrid(p) when rows = cols.
std::pair<std::int64_t, std::int64_t> gridForShape(std::int64_t p, std::int64_t rows, std::int64_t cols);

} // namespace partita
