#pragma once
// The problem: C (m×n) = A (m×k) · B (k×n), cut into q×q blocks (docs/platform-format.md,
// docs/shapes.md). A square product has m = k = n, the case the papers state.

#include <cstdint>

namespace partita {

// The largest matrix dimension and block side any command takes, and the most blocks along a
// side (docs/platform-format.md, Limits): beyond them no planner's arithmetic is exact, and no
// run fits in a machine's memory.
inline constexpr std::int64_t kMaxOrder = 100'000'000;
inline constexpr std::int64_t kMaxBlocksPerSide = 1'000'000;

struct Problem {
    std::int64_t m = 0;  // rows of C and of A (elements)
    std::int64_t k = 0;  // the inner dimension: columns of A, rows of B
    std::int64_t n = 0;  // columns of C and of B
    std::int64_t q = 80; // block size (elements); 80 as in paper 002

    constexpr Problem() = default;
    // The square product of order `order`: m = k = n = order.
    constexpr Problem(std::int64_t order, std::int64_t blockSize) : m(order), k(order), n(order), q(blockSize) {}
    // The product of an m×k by a k×n matrix.
    static constexpr Problem product(std::int64_t m, std::int64_t k, std::int64_t n, std::int64_t q)
    {
        Problem p;
        p.m = m;
        p.k = k;
        p.n = n;
        p.q = q;
        return p;
    }

    bool operator==(const Problem &) const = default;

    bool square() const { return m == n && k == n; }
    // Block rows of C (and A), block columns of C (and B), and the steps along k (block columns
    // of A, block rows of B). When q does not divide a dimension the last block along it is
    // narrower: the dimension minus (blocks - 1)·q elements. Partitions work on the block grid;
    // metrics count the elements each block really holds.
    std::int64_t rowBlocks() const { return ceilDiv(m); }
    std::int64_t colBlocks() const { return ceilDiv(n); }
    std::int64_t innerBlocks() const { return ceilDiv(k); }
    std::int64_t rowExtent(std::int64_t i) const { return extent(m, i); }
    std::int64_t colExtent(std::int64_t j) const { return extent(n, j); }
    std::int64_t innerExtent(std::int64_t s) const { return extent(k, s); }
    // The block order of a square product (m = k = n): LU's matrix (it refuses other shapes
    // before it plans) and the messages about square products.
    std::int64_t blocks() const { return colBlocks(); }
    std::int64_t blockExtent(std::int64_t i) const { return colExtent(i); }
    bool divisible() const { return m % q == 0 && k % q == 0 && n % q == 0; }
    // Multiply-adds of the whole product.
    double multiplyAdds() const { return static_cast<double>(m) * static_cast<double>(k) * static_cast<double>(n); }

private:
    std::int64_t ceilDiv(std::int64_t d) const { return (d + q - 1) / q; }
    std::int64_t extent(std::int64_t d, std::int64_t i) const
    {
        const std::int64_t b = ceilDiv(d);
        return i + 1 < b ? q : d - (b - 1) * q;
    }
};

} // namespace partita
