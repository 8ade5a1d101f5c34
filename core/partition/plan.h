#pragma once
// A Plan is the value every partition strategy produces (docs/metrics.md): who owns which blocks of
// C, on the ⌈n/q⌉ × ⌈n/q⌉ block grid. Data of A and B follow the owners of C (outer-product
// algorithm, paper 000 §2.1). The layer-based partition (paper 004 §3) is the one exception:
// every processor computes a full-size layer, and its piece is a count k of A columns / B rows.

#include "model/problem.h"
#include "model/reason.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace partita {

// A rectangle of blocks: x is the first block column, y the first block row.
struct Rect {
    std::int64_t x = 0, y = 0, w = 0, h = 0;
    std::int64_t area() const { return w * h; }
    bool operator==(const Rect &) const = default;
};

enum class PlanKind {
    Blocks, // a partition of the block grid of C into rectangles, each block owned once
    Layers, // layer-based partition: k_i columns of A and rows of B per processor
};

struct Piece {
    std::string processor;          // processor id
    std::vector<Rect> rectangles;   // empty for layers
    std::int64_t k = 0;             // layers only: number of A columns / B rows (elements)
    double share = 0;               // the fraction of the work this strategy aims to give it
    bool operator==(const Piece &) const = default;

    std::int64_t area() const; // blocks owned (Blocks plans)
};

// How a strategy computed its plan, as reasons (model/reason.h): their English texts put end to
// end are what `partita plan` prints ("optimal column-based partition (COL-PERI-SUM), 3 columns,
// continuous cost 2.412000"; grid2d's search, then "; (sum r)(sum c) = 0.9812 of the total
// speed"); the studio shows each part in its language (views/plan/reason_text.h, planNoteText).
struct PlanNote {
    std::vector<Reason> parts;

    bool empty() const { return parts.empty(); }
    std::string text() const;
    PlanNote &operator+=(Reason part);
    bool operator==(const PlanNote &) const = default;
};

struct Plan {
    std::string algorithm;
    Problem problem;
    PlanKind kind = PlanKind::Blocks;
    std::vector<Piece> pieces; // one per computing processor, in platform order

    // Strategy-specific description, for display and for the studio:
    std::int64_t gridRows = 0, gridCols = 0; // grid2d, block-cyclic, hetero-block-cyclic
    std::int64_t generalizedBlock = 0;       // hetero-block-cyclic: l (blocks)
    // columns / even-columns: processor indices into `pieces`, column by column, top to bottom
    std::vector<std::vector<int>> columns;
    PlanNote note; // how the strategy was computed

    bool operator==(const Plan &) const = default;

    std::int64_t blocks() const { return problem.blocks(); }
    const Piece *findPiece(const std::string &processor) const;
};

std::ostream &operator<<(std::ostream &os, const Rect &r);
std::ostream &operator<<(std::ostream &os, const Plan &p);

} // namespace partita
