// nagamochi-abe and nrrp: the two recursive rectangle partitions paper 004 §6.1 compares LBP
// with ("Recursive", its reference [29], and "NRRP", its reference [30]). Paper 004 gives only
// their names, sources and approximation ratios; the rules below are Partita's reading of those
// references, stated in docs/layer-based.md ("The rectangle comparators of §6.1").
//
// nagamochi-abe (Nagamochi and Abe, a dissection of a rectangle into rectangles of specified
// areas, 1.25-approximation of PERI-SUM): the areas sorted in decreasing order; a list of total
// S is split into a prefix and the rest, and the rectangle cut perpendicular to its longer side
// in proportion. The prefix is the largest area alone when it is at least S/3; otherwise every
// area is below S/3 and the prefix is the one whose sum is closest to S/2, which lies in
// [S/3, 2S/3]. A cut at a fraction in [1/3, 2/3] across the longer side of a rectangle of aspect
// ratio at most 3 leaves two rectangles of aspect ratio at most 3: what bounds the perimeters.
//
// nrrp (Beaumont, Eyraud-Dubois, Guermouche, Lambert, non-rectangular recursive partitioning,
// 2/√3-approximation): nagamochi-abe, except where the largest area s_1 exceeds 2S/3 (the case
// where no split is balanced within [1/3, 2/3] and a rectangular cut would leave the others a
// strip thinner than a third of the side): there, as in DeFlumere's square corner, the others
// share a t × t square in the bottom-right corner, t = round(√((S − s_1)/S · w·h)), partitioned
// recursively by the same rules, and the largest keeps the L-shaped rest (two rectangles). The
// square is used only when 1 ≤ t < min(w, h); otherwise the cut is rectangular.
//
// Rounding, the integer cuts and the explicit stack are those of `recursive` (recursive.cpp).
// O(p log p).
#include "partition/recursive_rectangles.h"

#include <algorithm>
#include <cmath>

namespace partita {

std::size_t nagamochiAbeSplit(const std::vector<double> &prefix, std::size_t lo, std::size_t hi)
{
    const double total = prefix[hi] - prefix[lo];
    if (prefix[lo + 1] - prefix[lo] >= total / 3)
        return lo + 1;
    return balancedSplit(prefix, lo, hi);
}

std::int64_t nrrpCorner(const std::vector<double> &prefix, std::size_t lo, std::size_t hi, const Rect &rect)
{
    const double total = prefix[hi] - prefix[lo];
    const double largest = prefix[lo + 1] - prefix[lo];
    if (total <= 0 || largest <= 2 * total / 3)
        return 0;
    const double rest = (total - largest) / total * static_cast<double>(rect.area());
    const std::int64_t t = std::max<std::int64_t>(1, std::llround(std::sqrt(rest)));
    return t < std::min(rect.w, rect.h) ? t : 0;
}

Plan partitionNagamochiAbe(const PartitionInput &in)
{
    return partitionRecursively(in, RecursiveRule{"nagamochi-abe", ReasonKind::NoteNagamochiAbe, nagamochiAbeSplit, nullptr});
}

Plan partitionNrrp(const PartitionInput &in)
{
    return partitionRecursively(in, RecursiveRule{"nrrp", ReasonKind::NoteNrrp, nagamochiAbeSplit, nrrpCorner});
}

} // namespace partita
