#pragma once
// The three elementary operations of paper 000 §4.1 (Fig. 6), applied to a column-based
// layout. None of them changes the order of the processor columns nor the order of the
// processors inside a column; each keeps every block of C owned exactly once.
//
// Column migration (Fig. 6a): one block column leaves processor column `from` and joins
//   processor column `to`: width_from - 1, width_to + 1. The block column at the edge of
//   `from` facing `to` is moved to the edge of `to` facing `from`; the block columns in
//   between keep their owners and are renumbered by one. Cost n in both models: the n blocks
//   of the block column change owner.
// Row migration (Fig. 6b): the whole block row at position l1 moves to position l2. In every
//   processor column the processor owning row l1 loses one row and the processor owning row
//   l2 gains one; the rows in between keep their owners and are renumbered by one (a
//   permutation of the rows of A and C, which the outer-product algorithm does not mind).
//   Cost n (constant model) or, §4.6, Σ width_c over the columns where the owners of l1 and
//   l2 differ (actual model).
// Local sliding (Fig. 6d): the border between two neighbours of one processor column moves by
//   one row: `from` gives one row to `to`. Cost: the width of the column.
//
// Positions are 0-based: block rows 0..n-1 from the top, block columns 0..n-1 from the left,
// processor columns and processors by their index in the layout.

#include "redistribution/cost_model.h"
#include "redistribution/layout.h"

#include <cstdint>
#include <string>
#include <vector>

namespace partita {

enum class OperationType { ColumnMigration, RowMigration, LocalSliding };

constexpr const char *toString(OperationType t)
{
    switch (t) {
    case OperationType::ColumnMigration: return "column_migration";
    case OperationType::RowMigration: return "row_migration";
    case OperationType::LocalSliding: return "local_sliding";
    }
    return "";
}

struct Operation {
    OperationType type = OperationType::LocalSliding;
    // column migration: processor column indices; row migration: row positions l1 -> l2;
    // local sliding: indices, inside `column`, of the processor giving the row and the one
    // receiving it (neighbours).
    std::int64_t from = 0, to = 0;
    std::size_t column = 0; // local sliding: its processor column
    // column migration: the block column moved, its x before and after the operation;
    // local sliding: the block row that changes owner (both fields).
    std::int64_t position = 0, newPosition = 0;
    std::int64_t cost = 0; // elementary communications, under the model it was made with

    bool operator==(const Operation &) const = default;
};

// A piece of a row migration in one processor column: `blocks` blocks of row l1 sent from
// processor `from` to processor `to` (indices in `column`).
struct RowTransfer {
    std::size_t column = 0;
    std::size_t from = 0, to = 0;
    std::int64_t blocks = 0;
    bool operator==(const RowTransfer &) const = default;
};

// Factories: check that the operation applies to `layout` (std::invalid_argument otherwise)
// and price it.
Operation columnMigration(const Layout &layout, std::size_t from, std::size_t to);
Operation rowMigration(const Layout &layout, std::int64_t l1, std::int64_t l2, CostModel model);
Operation localSliding(const Layout &layout, std::size_t column, std::size_t from, std::size_t to);

// The blocks a row migration really moves (the columns where row l1 changes owner).
std::vector<RowTransfer> rowTransfers(const Layout &layout, std::int64_t l1, std::int64_t l2);
std::int64_t rowMigrationCost(const Layout &layout, std::int64_t l1, std::int64_t l2, CostModel model);

// The layout after the operation. Throws std::invalid_argument when it does not apply.
Layout applyOperation(const Layout &layout, const Operation &op);

// One line for people, e.g. "row migration 11 -> 0 (cost 12)", with processor ids.
std::string describe(const Layout &before, const Operation &op);

} // namespace partita
