#pragma once
// A 2D partition as a run of the outer-product algorithm holds it (outer_run.cpp): the plan,
// the channels the outer-product model gives each piece, and the element rows and columns of
// every piece; each rank keeps C only over its own piece. The speed-change redistribution
// (speed_change_run.cpp) builds a new one after moving the blocks.

#include "exec/run_context.h"
#include "partition/plan.h"
#include "schedule/outer/outer_product.h"

#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

namespace partita::exec {

// The element rows (or columns) a piece spans, as sorted disjoint ranges, and where each
// range starts in the piece's local, packed numbering.
struct Extent {
    std::vector<std::pair<std::int64_t, std::int64_t>> ranges; // [begin, end) in elements
    std::int64_t size = 0;

    std::int64_t local(std::int64_t global) const
    {
        std::int64_t offset = 0;
        for (const auto &[b, e] : ranges) {
            if (global < e)
                return offset + (global - b);
            offset += e - b;
        }
        throw std::logic_error("element outside the piece");
    }
};

// What one rank holds for its piece: its rows and columns, C over them, and the step buffer.
struct Local {
    int piece = -1;
    Extent rows, cols;
    Dense c; // rows.size × cols.size (only the owned rectangles are meaningful)
};

// A 2D partition as the run uses it: the plan, the model's channels, and every piece's rows
// and columns (each rank keeps C only for its own piece).
struct Partition {
    Plan plan;
    std::vector<OuterPiece> pieces;
    std::vector<OuterChannel> channels;
    std::vector<Local> locals;
    std::vector<int> rankOfPiece;
    int mine = -1; // this rank's piece
    double predicted = 0;
};

Partition makePartition(const RunContext &ctx, Plan plan);

} // namespace partita::exec
