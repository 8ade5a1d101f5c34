#pragma once
// A column-based layout of the m × n block grid of C (paper 000 §2.3, Fig. 5; §4): processor
// columns side by side, left to right, each spanning the whole height, each cut into one
// rectangle per processor, top to bottom. It is the object the redistribution of §4 works
// on: the elementary operations change widths and heights but never the order of the columns
// nor the order of the processors inside a column (§4: "we will modify neither their relative
// positions nor the number of column of processors").
//
// Units are blocks: `m` block rows and `n` block columns (C is m × n, docs/shapes.md), a column
// `width` in block columns, a processor's `rows` in block rows. Paper 000 states §4-5 on the
// unit square; nothing there needs the two sides equal, only each operation priced by the side
// it moves along (cost_model.h). Processor (c, j) owns the rectangle
//   x = Σ_{k<c} width_k, y = Σ_{i<j} rows_{c,i}, w = width_c, h = rows_{c,j}.
// Zero widths and zero rows are allowed (a processor may own nothing); negative ones are not.

#include "partition/plan.h"

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace partita {

struct LayoutProcessor {
    std::string id;
    std::int64_t rows = 0;
    bool operator==(const LayoutProcessor &) const = default;
};

struct LayoutColumn {
    std::int64_t width = 0;
    std::vector<LayoutProcessor> processors; // top to bottom
    bool operator==(const LayoutColumn &) const = default;
};

// One processor's place: its column and its index in the column (top = 0).
struct LayoutSlot {
    std::size_t column = 0;
    std::size_t index = 0;
    bool operator==(const LayoutSlot &) const = default;
};

struct Layout {
    std::int64_t n = 0;                // block columns: the widths sum to n
    std::vector<LayoutColumn> columns; // left to right
    // Block rows: every column's rows sum to it. 0, the default, is a square layout (m = n), the
    // case of paper 000 and of every layout built before C could be rectangular; read it with
    // blockRows().
    std::int64_t m = 0;

    std::int64_t blockRows() const { return m > 0 ? m : n; }
    std::int64_t blockCols() const { return n; }
    bool square() const { return blockRows() == n; }

    // Equal geometry: m = 0 and m = n are the same square layout.
    bool operator==(const Layout &o) const
    {
        return n == o.n && blockRows() == o.blockRows() && columns == o.columns;
    }

    // Processors in the order of the layout: column by column, top to bottom. This is the
    // order of `--speeds`.
    std::vector<LayoutSlot> allSlots() const;
    std::size_t processorCount() const;
    const LayoutProcessor &processor(const LayoutSlot &s) const;

    std::int64_t area(const LayoutSlot &s) const;      // blocks owned
    std::int64_t columnStart(std::size_t column) const; // x of its first block column
    std::int64_t rowStart(const LayoutSlot &s) const;   // y of its first block row
    // Index, in `column`, of the processor owning block row `row` (0 <= row < m). A processor
    // with no rows owns no row.
    std::size_t ownerOfRow(std::size_t column, std::int64_t row) const;
    // The rectangle of every processor with a non-empty area, in layout order.
    std::vector<std::pair<std::string, Rect>> rectangles() const;

    // The first thing that makes this layout invalid, none when it is valid: n >= 1, m >= 0
    // (0: square), at least one column, no empty column, no negative width or rows, widths
    // summing to n, rows summing to m in every column, ids non-empty and unique. A reason
    // (model/reason.h), which the studio shows in its language; problemText() its English words,
    // "" when valid.
    std::optional<Reason> problem() const;
    std::string problemText() const;
    bool valid() const { return !problem(); }

    // Same columns holding the same processors in the same order (widths and rows aside):
    // the structure that every elementary operation preserves.
    bool sameStructure(const Layout &other) const;
};

std::ostream &operator<<(std::ostream &os, const Layout &layout);

} // namespace partita
