#pragma once
// Checks shared by the tests of the block-partition strategies: exact cover of C's block grid
// (nb × nb, or ⌈m/q⌉ × ⌈n/q⌉ for a product of any shape), and random inputs.

#include "partition/partitioner.h"
#include "partition/plan.h"

#include <QString>
#include <QtTest>

#include <cstdint>
#include <random>
#include <vector>

namespace partita {

// QCOMPARE output for rectangles (found by argument-dependent lookup).
inline char *toString(const Rect &r)
{
    return QTest::toString(QStringLiteral("Rect{x=%1, y=%2, w=%3, h=%4}").arg(r.x).arg(r.y).arg(r.w).arg(r.h));
}

} // namespace partita

Q_DECLARE_METATYPE(partita::Rect)

namespace partita::test {

// Empty when the plan is a Blocks plan with one piece per input processor, in input order,
// whose rectangles are non-empty, inside the grid, and own every block exactly once;
// otherwise what is wrong.
inline QString coverDefect(const Plan &plan, const PartitionInput &in)
{
    if (plan.kind != PlanKind::Blocks)
        return QStringLiteral("not a Blocks plan");
    if (plan.problem != in.problem)
        return QStringLiteral("problem not copied");
    if (plan.pieces.size() != in.size())
        return QStringLiteral("%1 pieces for %2 processors").arg(plan.pieces.size()).arg(in.size());
    // The block grid of C: ⌈m/q⌉ rows by ⌈n/q⌉ columns (nb × nb for a square product).
    const std::int64_t rows = in.problem.rowBlocks(), cols = in.problem.colBlocks();
    std::vector<int> owners(static_cast<std::size_t>(rows * cols), 0);
    for (std::size_t k = 0; k < plan.pieces.size(); ++k) {
        const Piece &piece = plan.pieces[k];
        if (piece.processor != in.ids[k])
            return QStringLiteral("piece %1 is %2").arg(k).arg(QString::fromStdString(piece.processor));
        for (const Rect &r : piece.rectangles) {
            if (r.w <= 0 || r.h <= 0)
                return QStringLiteral("empty rectangle %1x%2 for piece %3").arg(r.w).arg(r.h).arg(k);
            if (r.x < 0 || r.y < 0 || r.x + r.w > cols || r.y + r.h > rows)
                return QStringLiteral("rectangle (%1,%2,%3,%4) outside the %5x%6 grid")
                    .arg(r.x).arg(r.y).arg(r.w).arg(r.h).arg(rows).arg(cols);
            for (std::int64_t y = r.y; y < r.y + r.h; ++y)
                for (std::int64_t x = r.x; x < r.x + r.w; ++x)
                    ++owners[static_cast<std::size_t>(y * cols + x)];
        }
    }
    for (std::size_t b = 0; b < owners.size(); ++b)
        if (owners[b] != 1)
            return QStringLiteral("block (x=%1, y=%2) owned %3 times")
                .arg(static_cast<std::int64_t>(b) % cols).arg(static_cast<std::int64_t>(b) / cols).arg(owners[b]);
    return {};
}

// p processors "P0".."P{p-1}" with speeds uniform in [1, maxRatio], on an nb × nb block grid
// (n = nb·q with q = 8, or one narrower last block when `ragged`).
inline PartitionInput randomInput(std::mt19937 &rng, std::size_t p, std::int64_t nb,
                                  double maxRatio, bool ragged = false)
{
    PartitionInput in;
    std::uniform_real_distribution<double> speed(1.0, maxRatio);
    for (std::size_t k = 0; k < p; ++k) {
        in.ids.push_back("P" + std::to_string(k));
        in.speeds.push_back(speed(rng));
    }
    in.problem = Problem(nb * 8 - (ragged ? 3 : 0), 8);
    return in;
}

inline PartitionInput makeInput(const std::vector<double> &speeds, std::int64_t nb)
{
    PartitionInput in;
    for (std::size_t k = 0; k < speeds.size(); ++k)
        in.ids.push_back("P" + std::to_string(k));
    in.speeds = speeds;
    in.problem = Problem(nb * 10, 10);
    return in;
}

} // namespace partita::test
