#pragma once
// The block size `partita run` uses when --q is not given (docs/executor.md). One-thread
// OpenBLAS dgemm reaches its speed on blocks of a few hundred elements, and the 2D partitions
// send one pivot row and column of blocks per step, so fewer, larger steps cost less
// synchronisation; but the integer layout of a partition follows the speeds less closely as the
// blocks grow. For the 2D partitions on a physical platform: the largest q between 96 and 512
// (at most n) of the form ⌈n/b⌉ — b whole blocks, the last one as full as can be — whose
// layout's load imbalance (metrics.h) stays within 2 points of the layout at the default block
// size, 80. Other strategies, and "blocks" platforms (whose speeds are counted in blocks of q),
// keep 80.

#include "model/platform.h"
#include "model/problem.h"
#include "strategy/strategy_params.h"

#include <cstdint>
#include <string>

namespace partita::exec {

inline constexpr std::int64_t kDefaultBlockSize = 80;
inline constexpr std::int64_t kSmallestBlockSize = 96, kLargestBlockSize = 512;

std::int64_t chooseBlockSize(const Platform &platform, const std::string &algorithm, std::int64_t n,
                             const StrategyParams &params);
// The same for a product of any shape (docs/shapes.md; its q is not read): the candidates cut
// C's shorter side, min(m, n), into whole blocks, and the imbalance is that of the whole shape.
std::int64_t chooseBlockSize(const Platform &platform, const std::string &algorithm, const Problem &shape,
                             const StrategyParams &params);

} // namespace partita::exec
