#pragma once
// --m and --k beside --n: the product C (m×n) = A (m×k) · B (k×n) (docs/shapes.md). --n alone
// is the square product of order n, as before; --m and --k default to --n. Shared by `plan`,
// `simulate`, `compare`, `run` and partita-worker so that they spell and check the shape alike.

#include "model/problem.h"

#include <CLI/CLI.hpp>

#include <cstdint>

namespace partita::cli {

class ShapeOptions {
public:
    // Adds --m and --k to `cmd` (the command has its own --n and --q).
    void addTo(CLI::App &cmd);
    // The problem of the command line: --m and --k as given, else n.
    Problem problem(std::int64_t n, std::int64_t q) const
    {
        return Problem::product(m_m > 0 ? m_m : n, m_k > 0 ? m_k : n, n, q);
    }
    bool given() const { return m_m > 0 || m_k > 0; }

private:
    std::int64_t m_m = 0;
    std::int64_t m_k = 0;
};

} // namespace partita::cli
