// recursive: recursive bisection of C (square, or m×n: its ⌈m/q⌉ × ⌈n/q⌉ block grid) into
// rectangles of prescribed areas, a heuristic
// for PERI-SUM (paper 000 §2.3's problem, without the column restriction; the paper itself gives
// no recursive algorithm, and this is not the Nagamochi-Abe partition paper 004 §6.1 compares
// with, nagamochi_abe.cpp): each processor gets one rectangle of area ≈ s_i·nb², where s_i is its
// normalized speed. The recursion itself (partitionRecursively, recursive_rectangles.h) is
// shared with nagamochi-abe and nrrp, which split the runs by other rules.
//
// Processors are sorted by decreasing share. A group (a run of that order) owning an integer
// rectangle is split into two runs whose share sums are as equal as possible, and the rectangle
// is cut across its longer side at the integer position closest to the proportional one, so
// each half gets the area its run asks for, rescaled to the integer rectangle actually
// available. Both halves keep at least one block whenever the side is ≥ 2; a 1 × 1 rectangle
// shared by several processors goes to the fastest of them and the others get nothing (this
// only happens when a rectangle holds fewer blocks than processors).
//
// Rounding: each cut is within half a block of its proportional position, and the rescaling
// spreads that error over the group in proportion to the shares, so a rectangle w × h usually
// ends within w + h blocks of s_i·nb²; with speed ratios of 100 or more the shortfalls of
// successive levels can compound in the smallest rectangles (measured up to 1.4·(w + h),
// tests/core/partition/tst_recursive.cpp).
//
// Why a contiguous split in sorted order rather than a greedy number partition: cuts are
// proportional, so the balance of the split only affects shapes, not areas; balanced halves
// keep aspect ratios within about 2:1 at every level, and runs of the sorted order keep
// processors of similar area together, so each sub-rectangle is tiled by similar rectangles.
// The contiguous split is found by binary search on prefix sums: O(log p) per node, hence
// O(p log p) in total including the sort (p = 10,000 and nb = 1,000: about 5 ms). A greedy
// number partition would cost O(p log p) per level for a balance the areas do not need.
#include "partition/partitioner.h"
#include "partition/recursive_rectangles.h"

#include "model/error.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace partita {

namespace {

struct Task {
    std::size_t lo = 0, hi = 0; // run [lo, hi) of the sorted order
    Rect rect;
};

} // namespace

// The split point k in (lo, hi) that makes prefix[k] - prefix[lo] closest to half of the run.
std::size_t balancedSplit(const std::vector<double> &prefix, std::size_t lo, std::size_t hi)
{
    const double half = 0.5 * (prefix[lo] + prefix[hi]);
    auto it = std::lower_bound(prefix.begin() + static_cast<std::ptrdiff_t>(lo + 1),
                               prefix.begin() + static_cast<std::ptrdiff_t>(hi), half);
    auto k = static_cast<std::size_t>(it - prefix.begin());
    k = std::clamp(k, lo + 1, hi - 1);
    if (k > lo + 1 && half - prefix[k - 1] < prefix[k] - half)
        --k;
    return k;
}

Plan partitionRecursively(const PartitionInput &in, const RecursiveRule &rule)
{
    const std::int64_t rowBlocks = in.problem.rowBlocks(), colBlocks = in.problem.colBlocks();
    const std::size_t p = in.size();
    if (p == 0)
        throw InputError(Reason{ReasonKind::NoComputingProcessor, {}});
    if (rowBlocks < 1 || colBlocks < 1)
        throw InputError("the matrix has no block (m = " + std::to_string(in.problem.m) + ", n = "
                         + std::to_string(in.problem.n) + ")");

    const auto shares = in.shares();
    Plan plan;
    plan.algorithm = rule.algorithm;
    plan.problem = in.problem;
    plan.kind = PlanKind::Blocks;
    plan.pieces.resize(p);
    for (std::size_t i = 0; i < p; ++i) {
        plan.pieces[i].processor = in.ids[i];
        plan.pieces[i].share = shares[i];
    }

    std::vector<std::size_t> order(p);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return shares[a] > shares[b]; });
    std::vector<double> prefix(p + 1, 0.0);
    for (std::size_t k = 0; k < p; ++k)
        prefix[k + 1] = prefix[k] + shares[order[k]];

    // Explicit stack: very skewed speeds make the bisection tree as deep as p.
    std::vector<Task> stack{Task{0, p, Rect{0, 0, colBlocks, rowBlocks}}};
    while (!stack.empty()) {
        const Task t = stack.back();
        stack.pop_back();
        const Rect &r = t.rect;
        if (t.hi - t.lo == 1 || (r.w == 1 && r.h == 1)) {
            plan.pieces[order[t.lo]].rectangles.push_back(r);
            continue;
        }
        if (rule.corner) {
            // Square corner (NRRP): the run's first processor keeps an L-shape of two
            // rectangles, the others share a t × t square at the bottom-right corner.
            const std::int64_t sq = rule.corner(prefix, t.lo, t.hi, r);
            if (sq > 0) {
                auto &big = plan.pieces[order[t.lo]].rectangles;
                big.push_back(Rect{r.x, r.y, r.w, r.h - sq});
                big.push_back(Rect{r.x, r.y + r.h - sq, r.w - sq, sq});
                stack.push_back(Task{t.lo + 1, t.hi, Rect{r.x + r.w - sq, r.y + r.h - sq, sq, sq}});
                continue;
            }
        }
        const std::size_t k = rule.split(prefix, t.lo, t.hi);
        const double first = prefix[k] - prefix[t.lo];
        const double total = prefix[t.hi] - prefix[t.lo];
        const bool vertical = r.w >= r.h; // cut across the longer side
        const std::int64_t side = vertical ? r.w : r.h;
        const double ideal = static_cast<double>(side) * first / total;
        const std::int64_t cut = std::clamp<std::int64_t>(std::llround(ideal), 1, side - 1);
        Rect a = r, b = r;
        if (vertical) {
            a.w = cut;
            b.x += cut;
            b.w -= cut;
        } else {
            a.h = cut;
            b.y += cut;
            b.h -= cut;
        }
        stack.push_back(Task{k, t.hi, b});
        stack.push_back(Task{t.lo, k, a});
    }
    plan.note += Reason{rule.note, {}};
    return plan;
}

Plan partitionRecursive(const PartitionInput &in)
{
    return partitionRecursively(in, RecursiveRule{"recursive", ReasonKind::NoteRecursive, balancedSplit, nullptr});
}

} // namespace partita
