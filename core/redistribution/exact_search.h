#pragma once
// The cheapest redistribution, by search, for small instances (paper 000 §4.6).
//
// Under the actual cost model of §4.6 a row migration costs only the widths of the columns
// where the row changes owner, so its price depends on the layout at the moment it is made,
// and the greedy algorithm of §4.5 is no longer optimal (Fig. 9). This search finds the
// optimum to compare with it.
//
// What it optimizes. The column migrations are those of step 1 of Algorithm 1 (each costs m,
// the block rows, in both models, and their number Σ max(0, width_c - W_c) is the least
// possible). After them, two searches:
//   Phases    the shape of §4.5: row migrations (any number, any rows, in any order), then
//             local slidings. This is the family Theorem 4 is about: under the constant model
//             the optimum equals greedy; under the actual model it can be lower (Fig. 9).
//   AnyOrder  any sequence of row migrations and local slidings, interleaved, in any
//             direction. §4.4 takes the operations to commute, which holds for their costs
//             under the constant model but not for their effects on an integer layout: a
//             sliding can create a new row band (a row whose owners, column by column, were
//             never together before) that a later row migration then uses, or give a row to a
//             processor that had none. This search can therefore beat greedy even under the
//             constant model (for instance one column of 4 rows, rows (0, 2, 2) -> (2, 1, 1):
//             3 slidings of 4, or 1 sliding and 1 row migration = 8).
// Both are A* over layouts (the rows of every processor):
//   - edges: a row migration between any two row bands (row_bands.h; cost under the model);
//     AnyOrder adds the local sliding of any border of any column, either way (cost: the
//     width); Phases adds "finish with slidings", of cost LS(D) (equation 5.1);
//   - heuristic: Σ_c W_c · ⌈D_c / (n_c - 1)⌉, with D_c = Σ_j |b_{c,j}| the rows column c's
//     borders still have to travel. One operation touching column c pays W_c for it (a
//     sliding, or a row migration that changes owner there) and moves each of its n_c - 1
//     borders by at most one row, and finishing costs Σ_c W_c D_c, so the bound never
//     overestimates and never drops by more than the price of an edge: it is consistent, and
//     the first time the target is taken from the queue its cost is optimal.
// The greedy sequence (Algorithm 1 under the same model, of the Phases shape) gives an upper
// bound U: only layouts whose bound g + h stays below U are kept, and when none leads to the
// target, greedy's sequence is the optimum and is returned as such. Memory and time grow with
// the layouts kept; the search gives up after keeping `maxStates` of them (or looking at
// 200 × maxStates processor rows) and reports that it did not finish: it is meant for small
// instances, a few processor columns and n of a few tens.

#include "redistribution/redistribution.h"
#include "util/cancel.h"

#include <cstddef>

namespace partita {

inline constexpr std::size_t kDefaultExactStates = 200000;

enum class SearchOrder { Phases, AnyOrder };

constexpr const char *toString(SearchOrder o) { return o == SearchOrder::Phases ? "phases" : "any"; }

struct ExactSearchResult {
    SearchOrder order = SearchOrder::Phases;
    bool complete = false;      // the optimum was found within the budget
    bool greedyOptimal = false; // complete, and nothing beats the greedy sequence
    std::size_t states = 0;     // layouts kept by the search
    Redistribution best;        // the optimal redistribution when complete
};

// `initial` and `target` must be valid layouts with the same structure
// (std::invalid_argument otherwise).
// A cancelled `cancel` (util/cancel.h) stops the search with Cancelled (checked once per state
// expanded).
ExactSearchResult exactRedistribution(const Layout &initial, const Layout &target, CostModel model,
                                      SearchOrder order = SearchOrder::Phases,
                                      std::size_t maxStates = kDefaultExactStates,
                                      const CancelToken *cancel = nullptr);

} // namespace partita
