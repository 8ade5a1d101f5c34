#pragma once
// A schedule is what every strategy hands to the simulator (and, later, the executor): a list
// of activities, computations and transfers, with their dependencies. The simulator decides
// nothing about *what* runs; it only decides *when*, under the platform's resources.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace partita::sim {

// Blocks of A, B and C, in block coordinates ([row0, row1) × [col0, col1)) of the schedule's
// blockSide × blockSide blocks, that a transfer moves or a computation reads (A, B) and updates
// (C): a computation adds A(rows of C, K)·B(K, columns of C) to its C blocks, K the columns of
// its A rectangles (= the rows of its B rectangles). The simulator does not look at them; the
// executor performs them, and traces may show them. Empty when a schedule does not say (the
// ring, whose work is not a matrix product, and the zero-length barriers of the outer product).
struct BlockRect {
    int row0 = 0, row1 = 0, col0 = 0, col1 = 0;
    bool operator==(const BlockRect &) const = default;
};
struct BlockSet {
    std::vector<BlockRect> a, b, c;
    bool empty() const { return a.empty() && b.empty() && c.empty(); }
    bool operator==(const BlockSet &) const = default;
};

struct Activity {
    enum class Kind { Compute, Transfer };
    Kind kind = Kind::Compute;
    int node = 0;        // compute: where it runs; transfer: the sender (index into nodes)
    int peer = -1;       // transfer: the receiver
    double amount = 0;   // compute: multiply-adds; transfer: matrix elements (8 bytes each)
    std::vector<int> after;       // may start once these activities have finished
    std::vector<int> withStartOf; // may start once these have started (paper 004 §4
                                  // "simultaneous start": computing while receiving)
    int step = -1;
    std::string blocks; // label for the trace ("A(0:4,2)", "C(1,1)", ...)
    BlockSet data;      // the same, for the executor
    // compute: performed in short updates with the rank's messages moved in between (the
    // master-worker executor's block updates), so a transfer from another processor of the same
    // machine, which this processor copies in, runs during it, the computation suspended
    // meanwhile (sim/resources.h). Otherwise such a transfer waits for the computation's end.
    bool yieldsToCopies = false;

    bool operator==(const Activity &) const = default;
};

// The memory a schedule takes, with its simulation and trace: about 1 KiB per activity
// (measured, 0.9 to 1 KiB for master-worker schedules of 20,000 to 2 million activities).
inline constexpr double kBytesPerActivity = 1024;
// The most activities a schedule may hold: what the memory available when first asked
// (util/memory.h) holds at kBytesPerActivity. setActivityLimit(0) returns to that.
std::size_t activityLimit();
void setActivityLimit(std::size_t limit);
// Throws InputError: a schedule of `activities` activities (at least that many when
// `atLeast`) needs more memory than is available; take a larger q.
[[noreturn]] void refuseSize(double activities, bool atLeast);

struct Schedule {
    std::vector<Activity> activities;
    // Side, in matrix elements, of the blocks Activity::data counts: the problem's q where the
    // schedule moves q×q blocks (master-worker, the outer product of a 2D partition), 1 where
    // it cuts A and B into whole element columns and rows (layers, lbp-star, lbp-mesh, the
    // pipelines, SUMMA's even cuts). A matrix of order n is then ⌈n/blockSide⌉ blocks a side.
    std::int64_t blockSide = 1;

    bool operator==(const Schedule &) const = default;

    int add(Activity a)
    {
        if (activities.size() >= activityLimit())
            refuseSize(static_cast<double>(activities.size()), false);
        activities.push_back(std::move(a));
        return static_cast<int>(activities.size()) - 1;
    }
    int compute(int node, double multiplyAdds, std::vector<int> after = {}, int step = -1,
                std::string blocks = {})
    {
        Activity a;
        a.kind = Activity::Kind::Compute;
        a.node = node;
        a.amount = multiplyAdds;
        a.after = std::move(after);
        a.step = step;
        a.blocks = std::move(blocks);
        return add(std::move(a));
    }
    int transfer(int from, int to, double elements, std::vector<int> after = {}, int step = -1,
                 std::string blocks = {})
    {
        Activity a;
        a.kind = Activity::Kind::Transfer;
        a.node = from;
        a.peer = to;
        a.amount = elements;
        a.after = std::move(after);
        a.step = step;
        a.blocks = std::move(blocks);
        return add(std::move(a));
    }
};

} // namespace partita::sim
