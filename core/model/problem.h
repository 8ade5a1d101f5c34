#pragma once
// The problem: C = A·B, square matrices of order n cut into q×q blocks (docs/platform-format.md).

#include <cstdint>

namespace partita {

// The largest matrix order and block side any command takes, and the most blocks along a side
// (docs/platform-format.md, Limits): beyond them no planner's arithmetic is exact, and no run
// fits in a machine's memory.
inline constexpr std::int64_t kMaxOrder = 100'000'000;
inline constexpr std::int64_t kMaxBlocksPerSide = 1'000'000;

struct Problem {
    std::int64_t n = 0;  // matrix order (elements)
    std::int64_t q = 80; // block size (elements); 80 as in paper 002

    bool operator==(const Problem &) const = default;

    // Number of block rows (and columns) of C. When q does not divide n the last block row
    // and column are narrower: n - (blocks()-1)·q elements. Partitions work on the block grid;
    // metrics count the elements each block really holds.
    std::int64_t blocks() const { return (n + q - 1) / q; }
    // Elements along one side of block row/column i (0-based).
    std::int64_t blockExtent(std::int64_t i) const { return i + 1 < blocks() ? q : n - (blocks() - 1) * q; }
    bool divisible() const { return n % q == 0; }
};

} // namespace partita
