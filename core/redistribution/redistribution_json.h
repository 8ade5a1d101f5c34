#pragma once
// The JSON document of `partita redistribute --json` (docs/redistribution.md):
//   cost_model, n, initial, target       the layouts (partita-layout/1 documents)
//   operations                           in order, each {type, from, to, rows|cols, cost, …}
//   total_cost, balanced                 balanced is true: the last layout is the target
//   layouts                              the layout after each operation
//   cost_by_type, count_by_type          per operation type
//   slidings_only_cost                   column migrations + LS(D) (eq. 5.1): no row migration
//   exact                                when searched (exact_search.h): {order, complete,
//                                        greedy_optimal, states, state_limit, and when
//                                        complete operations, total_cost, balanced, layouts}
// Operation fields:
//   column_migration  from/to: processor column indices; cols: 1; x_from/x_to: the block
//                     column moved, before and after
//   row_migration     from/to: block rows l1 -> l2; rows: 1; transfers: the columns where the
//                     row changes owner, [{column, from, to (processor ids), blocks}]
//   local_sliding     from/to: processor ids (the row goes from `from` to `to`); rows: 1;
//                     column: processor column index; row: the block row that changes owner
// Rows, block columns and processor columns are 0-based.
//
// A redistribution may hold many operations, each followed by a whole layout, so the document
// is written as it goes, one operation or layout per line, never built in memory.

#include "redistribution/exact_search.h"
#include "redistribution/redistribution.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace partita {

// `before` is the layout the operation applies to.
nlohmann::ordered_json operationToJson(const Layout &before, const Operation &op);

// The whole document; `exact` may be null.
void writeRedistributionJson(std::ostream &os, const Redistribution &r, const ExactSearchResult *exact,
                             std::size_t exactLimit);

} // namespace partita
