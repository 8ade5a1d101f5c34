#pragma once
// What the redistribution player draws while one elementary operation of paper 000 §4.1
// (Fig. 6) plays, at a progress t from 0 (the layout before it) to 1 (the layout after it).
// A plain value, computed without painting and tested against applyOperation.
//
//   column migration  the block column that changes owner slides from its place in the source
//                     processor column to its place in the destination one; the block columns
//                     in between shift by one the other way (operation.h); on arrival it takes
//                     the colours of the destination column's processors, row by row.
//   row migration     block row l1 slides to l2 across every processor column; the rows in
//                     between shift by one towards l1. In each processor column the moving
//                     piece takes the colour of the owner of l2 (the same processor when the
//                     row does not change owner there: under the actual cost model of §4.6,
//                     that column costs nothing).
//   local sliding     the border between two neighbours of one processor column moves by one
//                     row: the row next to it is progressively taken by the receiving processor.
//
// Block units throughout (x = block column, y = block row, fractional while moving). Owners
// are processor indices in layout order (column by column, top to bottom), the order of the
// colours and of `--speeds`.

#include "redistribution/operation.h"

#include <QLineF>
#include <QRectF>

#include <optional>
#include <vector>

namespace partita::views {

struct OperationMotion {
    struct Piece {
        QRectF blocks;            // where it is drawn at this progress
        std::size_t owner = 0;    // before the operation
        std::size_t newOwner = 0; // after it: the colour a moving piece takes on arrival
        bool moving = false;      // part of the block column / row the operation moves
        bool changesOwner() const { return owner != newOwner; }
        bool operator==(const Piece &) const = default;
    };

    OperationType type = OperationType::LocalSliding;
    double progress = 0;
    // How far moving pieces have turned from their owner's colour to their new owner's: 0
    // until 55 % of the way, then smoothly to 1 on arrival.
    double blend = 0;
    std::vector<Piece> pieces; // staying and shifting pieces first, moving ones last (on top)
    // The block column / block row that moves (a local sliding: the row that changes owner),
    // before, after and at this progress.
    QRectF source, destination, strip;
    QLineF border; // local sliding: the moving border at this progress; null otherwise

    // `op` must apply to `before` (std::invalid_argument otherwise, as applyOperation).
    static OperationMotion compute(const Layout &before, const Operation &op, double progress);

    // The owner whose colour is drawn at block point (x, y) (the last piece covering it; a
    // moving piece shows its new owner once blend >= 1/2), or nothing over a gap.
    std::optional<std::size_t> ownerAt(double x, double y) const;
};

} // namespace partita::views
