#pragma once
// The recursion shared by the partitions into rectangles of prescribed areas (`recursive`,
// `nagamochi-abe`, `nrrp`): processors sorted by decreasing share; a run of that order owning an
// integer rectangle is split into two runs by `split`, and the rectangle cut across its longer
// side at the integer position closest to the proportional one (recursive.cpp). `corner`, when
// set, may instead give the run's first processor an L-shape and the rest a square in the
// corner (NRRP, nagamochi_abe.cpp).

#include "partition/partitioner.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace partita {

// prefix[k]: sum of the first k shares in decreasing order; the run is [lo, hi), hi − lo ≥ 2.
using SplitRule = std::function<std::size_t(const std::vector<double> &prefix, std::size_t lo, std::size_t hi)>;
// The side of the corner square for the run's processors after the first (0: no corner here).
// Must be in [1, min(w, h) − 1] when not 0.
using CornerRule =
    std::function<std::int64_t(const std::vector<double> &prefix, std::size_t lo, std::size_t hi, const Rect &rect)>;

struct RecursiveRule {
    std::string algorithm; // Plan::algorithm
    ReasonKind note;       // Plan::note, a sentence without parameters
    SplitRule split;
    CornerRule corner; // empty: rectangles only
};

Plan partitionRecursively(const PartitionInput &in, const RecursiveRule &rule);

// The split k in (lo, hi) that makes the first run's sum closest to half of the run's
// (`recursive`).
std::size_t balancedSplit(const std::vector<double> &prefix, std::size_t lo, std::size_t hi);
// `nagamochi-abe`: the largest alone when it is at least a third of the run, else balancedSplit.
std::size_t nagamochiAbeSplit(const std::vector<double> &prefix, std::size_t lo, std::size_t hi);
// `nrrp`: the corner square's side when the run's largest holds over 2/3 of it (nagamochi_abe.cpp).
std::int64_t nrrpCorner(const std::vector<double> &prefix, std::size_t lo, std::size_t hi, const Rect &rect);

} // namespace partita
