#include "redistribution/operation.h"

#include <stdexcept>

namespace partita {
namespace {

[[noreturn]] void refuse(const std::string &what)
{
    throw std::invalid_argument("elementary operation does not apply: " + what);
}

void checkRow(const Layout &layout, std::int64_t row)
{
    if (row < 0 || row >= layout.blockRows())
        refuse("row " + std::to_string(row) + " is outside 0.." + std::to_string(layout.blockRows() - 1));
}

} // namespace

Operation columnMigration(const Layout &layout, std::size_t from, std::size_t to)
{
    const std::size_t count = layout.columns.size();
    if (from >= count || to >= count || from == to)
        refuse("column migration between columns " + std::to_string(from) + " and " + std::to_string(to));
    if (layout.columns[from].width < 1)
        refuse("column " + std::to_string(from) + " has no block column to give");
    Operation op;
    op.type = OperationType::ColumnMigration;
    op.from = static_cast<std::int64_t>(from);
    op.to = static_cast<std::int64_t>(to);
    op.cost = layout.blockRows(); // a whole block column moves: its m blocks (cost_model.h)
    const std::int64_t fromStart = layout.columnStart(from);
    const std::int64_t fromEnd = fromStart + layout.columns[from].width;
    if (from < to) {
        // The last block column of `from` becomes the first of `to`, whose start moves left.
        op.position = fromEnd - 1;
        op.newPosition = layout.columnStart(to) - 1;
    } else {
        // The first block column of `from` becomes the last of `to`.
        op.position = fromStart;
        op.newPosition = layout.columnStart(to) + layout.columns[to].width;
    }
    return op;
}

std::vector<RowTransfer> rowTransfers(const Layout &layout, std::int64_t l1, std::int64_t l2)
{
    std::vector<RowTransfer> out;
    for (std::size_t c = 0; c < layout.columns.size(); ++c) {
        const std::size_t a = layout.ownerOfRow(c, l1), b = layout.ownerOfRow(c, l2);
        if (a != b)
            out.push_back({c, a, b, layout.columns[c].width});
    }
    return out;
}

std::int64_t rowMigrationCost(const Layout &layout, std::int64_t l1, std::int64_t l2, CostModel model)
{
    if (model == CostModel::Constant)
        return layout.blockCols(); // a whole block row: its n blocks across every column (cost_model.h)
    std::int64_t cost = 0;
    for (const auto &t : rowTransfers(layout, l1, l2))
        cost += t.blocks;
    return cost;
}

Operation rowMigration(const Layout &layout, std::int64_t l1, std::int64_t l2, CostModel model)
{
    checkRow(layout, l1);
    checkRow(layout, l2);
    if (l1 == l2)
        refuse("row migration from row " + std::to_string(l1) + " to itself");
    Operation op;
    op.type = OperationType::RowMigration;
    op.from = l1;
    op.to = l2;
    op.position = l1;
    op.newPosition = l2;
    op.cost = rowMigrationCost(layout, l1, l2, model);
    return op;
}

Operation localSliding(const Layout &layout, std::size_t column, std::size_t from, std::size_t to)
{
    if (column >= layout.columns.size())
        refuse("local sliding in column " + std::to_string(column) + ", which does not exist");
    const auto &procs = layout.columns[column].processors;
    if (from >= procs.size() || to >= procs.size() || (from + 1 != to && to + 1 != from))
        refuse("local sliding between processors " + std::to_string(from) + " and " + std::to_string(to)
               + " of column " + std::to_string(column) + ", which are not neighbours");
    if (procs[from].rows < 1)
        refuse("processor '" + procs[from].id + "' has no row to give");
    Operation op;
    op.type = OperationType::LocalSliding;
    op.from = static_cast<std::int64_t>(from);
    op.to = static_cast<std::int64_t>(to);
    op.column = column;
    const std::int64_t start = layout.rowStart({column, from});
    // The row next to the border changes owner: the first row of `from` when `to` is above,
    // its last row when `to` is below.
    op.position = op.newPosition = to < from ? start : start + procs[from].rows - 1;
    op.cost = layout.columns[column].width;
    return op;
}

Layout applyOperation(const Layout &layout, const Operation &op)
{
    Layout out = layout;
    switch (op.type) {
    case OperationType::ColumnMigration: {
        const auto from = static_cast<std::size_t>(op.from), to = static_cast<std::size_t>(op.to);
        if (op.from < 0 || op.to < 0 || from >= out.columns.size() || to >= out.columns.size()
            || from == to || out.columns[from].width < 1)
            refuse("column migration " + std::to_string(op.from) + " -> " + std::to_string(op.to));
        --out.columns[from].width;
        ++out.columns[to].width;
        break;
    }
    case OperationType::RowMigration:
        checkRow(layout, op.from);
        checkRow(layout, op.to);
        if (op.from == op.to)
            refuse("row migration from a row to itself");
        for (std::size_t c = 0; c < out.columns.size(); ++c) {
            --out.columns[c].processors[layout.ownerOfRow(c, op.from)].rows;
            ++out.columns[c].processors[layout.ownerOfRow(c, op.to)].rows;
        }
        break;
    case OperationType::LocalSliding: {
        localSliding(layout, op.column, static_cast<std::size_t>(op.from), static_cast<std::size_t>(op.to));
        auto &procs = out.columns[op.column].processors;
        --procs[static_cast<std::size_t>(op.from)].rows;
        ++procs[static_cast<std::size_t>(op.to)].rows;
        break;
    }
    }
    return out;
}

std::string describe(const Layout &before, const Operation &op)
{
    const std::string cost = " (cost " + std::to_string(op.cost) + ")";
    switch (op.type) {
    case OperationType::ColumnMigration:
        return "column migration: block column " + std::to_string(op.position) + " from column "
               + std::to_string(op.from) + " to column " + std::to_string(op.to) + cost;
    case OperationType::RowMigration: {
        std::string who;
        for (const auto &t : rowTransfers(before, op.from, op.to))
            who += (who.empty() ? " [" : ", ") + before.columns[t.column].processors[t.from].id + "->"
                   + before.columns[t.column].processors[t.to].id;
        return "row migration: row " + std::to_string(op.from) + " to row " + std::to_string(op.to)
               + (who.empty() ? "" : who + "]") + cost;
    }
    case OperationType::LocalSliding: {
        const auto &procs = before.columns[op.column].processors;
        return "local sliding in column " + std::to_string(op.column) + ": row " + std::to_string(op.position)
               + " from " + procs[static_cast<std::size_t>(op.from)].id + " to "
               + procs[static_cast<std::size_t>(op.to)].id + cost;
    }
    }
    return {};
}

} // namespace partita
