#pragma once
// Checks of Activity::data (sim/schedule.h) shared by the tests of every schedule family,
// recomputed from the activities only:
//  - coverage: the computations make every block update C(i,j) += A(i,k)·B(k,j) of an n×n
//    product exactly once, i, j, k in the schedule's blockSide × blockSide blocks, and each
//    reads the A and B blocks of the updates it makes;
//  - supply: every block of A or B an activity uses at its node (a computation reads it, a
//    transfer sends it) is there: held from the start, or brought by a transfer into that node
//    the activity depends on (through `after` or `withStartOf`, directly or not).

#include "sim/schedule.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace datachecks {

using partita::sim::Activity;
using partita::sim::BlockRect;
using partita::sim::Schedule;

inline bool contains(const std::vector<BlockRect> &rects, int row, int col)
{
    for (const auto &r : rects)
        if (row >= r.row0 && row < r.row1 && col >= r.col0 && col < r.col1)
            return true;
    return false;
}

// Empty when the computations cover every update of an n×n product once; else the first fault.
inline std::string coverageViolation(const Schedule &s, std::int64_t n)
{
    const auto side = static_cast<int>((n + s.blockSide - 1) / s.blockSide);
    const auto cell = [side](int i, int j, int k) {
        return (static_cast<std::size_t>(i) * static_cast<std::size_t>(side) + static_cast<std::size_t>(j))
                   * static_cast<std::size_t>(side)
               + static_cast<std::size_t>(k);
    };
    std::vector<unsigned char> count(static_cast<std::size_t>(side) * side * side, 0);
    for (std::size_t x = 0; x < s.activities.size(); ++x) {
        const auto &a = s.activities[x];
        if (a.kind != Activity::Kind::Compute)
            continue;
        const std::string where = "computation " + std::to_string(x) + " (" + a.blocks + ")";
        if (a.data.c.empty())
            return where + " names no C blocks";
        std::vector<bool> inner(static_cast<std::size_t>(side), false); // k of its A columns
        for (const auto &r : a.data.a)
            for (int k = r.col0; k < r.col1; ++k)
                inner[static_cast<std::size_t>(k)] = true;
        for (const auto &r : a.data.b)
            for (int k = r.row0; k < r.row1; ++k)
                if (!inner[static_cast<std::size_t>(k)])
                    return where + " reads B row " + std::to_string(k) + " without the A column";
        for (const auto &c : a.data.c)
            for (int i = c.row0; i < c.row1; ++i)
                for (int j = c.col0; j < c.col1; ++j)
                    for (int k = 0; k < side; ++k) {
                        if (!inner[static_cast<std::size_t>(k)])
                            continue;
                        if (!contains(a.data.a, i, k) || !contains(a.data.b, k, j))
                            return where + " updates C(" + std::to_string(i) + "," + std::to_string(j)
                                   + ") with k = " + std::to_string(k) + " without reading A and B";
                        if (++count[cell(i, j, k)] > 1)
                            return where + " updates C(" + std::to_string(i) + "," + std::to_string(j)
                                   + ") with k = " + std::to_string(k) + " a second time";
                    }
    }
    for (int i = 0; i < side; ++i)
        for (int j = 0; j < side; ++j)
            for (int k = 0; k < side; ++k)
                if (count[cell(i, j, k)] != 1)
                    return "no computation updates C(" + std::to_string(i) + "," + std::to_string(j)
                           + ") with k = " + std::to_string(k);
    return {};
}

// holds(node, matrix 'A' or 'B', row, col): the block is on that node from the start.
using Holds = std::function<bool(int node, char matrix, int row, int col)>;

// Empty when every activity's A and B blocks are at its node when it may start; else the first
// fault.
inline std::string supplyViolation(const Schedule &s, const Holds &holds)
{
    const auto &acts = s.activities;
    for (std::size_t x = 0; x < acts.size(); ++x) {
        const auto &a = acts[x];
        // Transfers into a.node among the activities a waits for, directly or not.
        std::vector<bool> seen(acts.size(), false);
        std::vector<int> stack(a.after.begin(), a.after.end());
        stack.insert(stack.end(), a.withStartOf.begin(), a.withStartOf.end());
        std::vector<std::size_t> incoming;
        while (!stack.empty()) {
            const auto y = static_cast<std::size_t>(stack.back());
            stack.pop_back();
            if (seen[y])
                continue;
            seen[y] = true;
            const auto &b = acts[y];
            if (b.kind == Activity::Kind::Transfer && b.peer == a.node && b.node != a.node)
                incoming.push_back(y);
            stack.insert(stack.end(), b.after.begin(), b.after.end());
            stack.insert(stack.end(), b.withStartOf.begin(), b.withStartOf.end());
        }
        for (char m : {'A', 'B'})
            for (const auto &r : m == 'A' ? a.data.a : a.data.b)
                for (int i = r.row0; i < r.row1; ++i)
                    for (int j = r.col0; j < r.col1; ++j) {
                        if (holds(a.node, m, i, j))
                            continue;
                        bool brought = false;
                        for (auto y : incoming)
                            if (contains(m == 'A' ? acts[y].data.a : acts[y].data.b, i, j)) {
                                brought = true;
                                break;
                            }
                        if (!brought)
                            return "activity " + std::to_string(x) + " (" + a.blocks + ") at node "
                                   + std::to_string(a.node) + " uses " + m + "(" + std::to_string(i) + ","
                                   + std::to_string(j) + "), which no transfer before it brings there";
                    }
    }
    return {};
}

// Every block of A and B starts on `source` (a master, the star's or the mesh's source).
inline Holds heldBy(int source)
{
    return [source](int node, char, int, int) { return node == source; };
}

} // namespace datachecks
