#pragma once
// Invariants of a master-worker run, recomputed from the schedule's activities and the
// simulator's result only (not from the planner's bookkeeping):
//  - one port: the master's row of the trace never holds two communications at once;
//  - memory: replaying the run, a worker never holds more q×q blocks than its memory;
//    a block of A or B is held from the start of the transfer that brings it to the end of
//    the last computation that reads it, a block of C from the start of its transfer in to
//    the end of its transfer back;
//  - every block update C(i,j) += A(i,k)·B(k,j) of the r×t×s block product is computed
//    exactly once, with its C, A and B blocks on the worker; every C block goes out once and
//    comes back once.
// Labels name the blocks as X(r0:r1,c0:c1), half-open ranges of block indices.

#include "sim/schedule.h"
#include "sim/simulator.h"
#include "trace/trace.h"

#include <algorithm>
#include <map>
#include <regex>
#include <string>
#include <vector>

namespace mwchecks {

struct Piece {
    char matrix = 0;
    int r0 = 0, r1 = 0, c0 = 0, c1 = 0;
    std::string text;
    int blocks() const { return (r1 - r0) * (c1 - c0); }
};

inline std::vector<Piece> pieces(const std::string &label)
{
    static const std::regex re(R"(([ABC])\((\d+):(\d+),(\d+):(\d+)\))");
    std::vector<Piece> out;
    for (auto it = std::sregex_iterator(label.begin(), label.end(), re); it != std::sregex_iterator(); ++it) {
        const auto &m = *it;
        out.push_back({m[1].str()[0], std::stoi(m[2]), std::stoi(m[3]), std::stoi(m[4]), std::stoi(m[5]), m[0].str()});
    }
    return out;
}

// Empty when the master's communications never overlap; else a description.
inline std::string onePortViolation(const partita::Trace &trace, const std::string &master)
{
    const int row = trace.findResource(master);
    std::vector<std::pair<double, double>> spans;
    for (const auto &i : trace.intervals)
        if (i.resource == row && i.peer != row
            && (i.kind == partita::IntervalKind::Send || i.kind == partita::IntervalKind::Recv))
            spans.emplace_back(i.start, i.end);
    std::sort(spans.begin(), spans.end());
    for (std::size_t k = 1; k < spans.size(); ++k)
        if (spans[k].first < spans[k - 1].second - 1e-9 * std::max(1.0, spans[k - 1].second))
            return "communications [" + std::to_string(spans[k - 1].first) + ", " + std::to_string(spans[k - 1].second)
                   + "] and [" + std::to_string(spans[k].first) + ", " + std::to_string(spans[k].second) + "] overlap";
    return {};
}

// Peak number of blocks held by `node` over the run.
inline int peakBlocks(const partita::sim::Schedule &s, const partita::sim::SimResult &r, int node, int master)
{
    using Kind = partita::sim::Activity::Kind;
    const auto &acts = s.activities;
    std::map<std::string, std::vector<std::size_t>> uses;     // A/B piece -> computations reading it
    std::map<std::string, std::vector<double>> arrivals;      // piece -> starts of transfers bringing it
    std::map<std::string, std::vector<std::size_t>> returns;  // C piece -> transfers taking it back
    std::vector<std::pair<std::size_t, Piece>> incoming;
    for (std::size_t i = 0; i < acts.size(); ++i) {
        const auto &a = acts[i];
        if (a.kind == Kind::Compute && a.node == node) {
            for (const auto &p : pieces(a.blocks))
                if (p.matrix != 'C')
                    uses[p.text].push_back(i);
        } else if (a.kind == Kind::Transfer && a.node == master && a.peer == node) {
            for (const auto &p : pieces(a.blocks)) {
                arrivals[p.text].push_back(r.start[i]);
                incoming.emplace_back(i, p);
            }
        } else if (a.kind == Kind::Transfer && a.node == node && a.peer == master) {
            for (const auto &p : pieces(a.blocks))
                returns[p.text].push_back(i);
        }
    }
    std::vector<std::pair<double, int>> events; // (time, +blocks / -blocks); releases sort first
    for (const auto &[i, p] : incoming) {
        const double from = r.start[i];
        double until = from;
        if (p.matrix == 'C') { // until the same chunk goes back
            double first = 1e300;
            for (auto j : returns[p.text])
                if (r.start[j] >= from)
                    first = std::min(first, r.finish[j]);
            until = first;
        } else { // until the last computation reading it before it is sent again
            double next = 1e300;
            for (double t : arrivals[p.text])
                if (t > from)
                    next = std::min(next, t);
            for (auto j : uses[p.text])
                if (r.start[j] >= from && r.start[j] < next)
                    until = std::max(until, r.finish[j]);
        }
        events.emplace_back(from, p.blocks());
        events.emplace_back(until, -p.blocks());
    }
    std::sort(events.begin(), events.end());
    int held = 0, peak = 0;
    for (const auto &e : events) {
        held += e.second;
        peak = std::max(peak, held);
    }
    return peak;
}

// Empty when every update (i, j, k) of the r×t×s block product (C r×s blocks, A r×t, B t×s,
// paper 002 §2.1) is computed exactly once, every C block leaves and comes back once, and
// total work matches; else a description.
inline std::string coverageViolation(const partita::sim::Schedule &s, int r, int t, int cols, int master)
{
    const auto R = static_cast<std::size_t>(r), T = static_cast<std::size_t>(t), S = static_cast<std::size_t>(cols);
    const auto cell = [&](int i, int j) { return static_cast<std::size_t>(i) * S + static_cast<std::size_t>(j); };
    std::vector<int> updates(R * S * T, 0), out(R * S, 0), back(R * S, 0), local(R * S, 0);
    const auto inside = [&](const Piece &p, int rows, int columns) {
        return p.r0 >= 0 && p.c0 >= 0 && p.r0 < p.r1 && p.c0 < p.c1 && p.r1 <= rows && p.c1 <= columns;
    };
    for (const auto &a : s.activities) {
        const auto ps = pieces(a.blocks);
        if (a.kind == partita::sim::Activity::Kind::Compute) {
            if (ps.size() != 3 || ps[0].matrix != 'C' || ps[1].matrix != 'A' || ps[2].matrix != 'B')
                return "computation without C += A*B label: " + a.blocks;
            const auto &c = ps[0], &A = ps[1], &B = ps[2];
            if (A.r0 != c.r0 || A.r1 != c.r1 || B.c0 != c.c0 || B.c1 != c.c1 || A.c0 != B.r0 || A.c1 != B.r1)
                return "inconsistent update " + a.blocks;
            if (!inside(c, r, cols) || !inside(A, r, t) || !inside(B, t, cols))
                return "update outside the " + std::to_string(r) + "x" + std::to_string(t) + "x" + std::to_string(cols)
                       + " product: " + a.blocks;
            for (int i = c.r0; i < c.r1; ++i)
                for (int j = c.c0; j < c.c1; ++j)
                    for (int k = A.c0; k < A.c1; ++k)
                        ++updates[cell(i, j) * T + static_cast<std::size_t>(k)];
            if (a.node == master) // the master computing needs no transfer of C
                for (int i = c.r0; i < c.r1; ++i)
                    for (int j = c.c0; j < c.c1; ++j)
                        local[cell(i, j)] = 1;
        } else if (ps.size() == 1 && ps[0].matrix == 'C') {
            if (a.node == a.peer)
                return "C moves from the master to itself: " + a.blocks;
            if (!inside(ps[0], r, cols))
                return "C outside the " + std::to_string(r) + "x" + std::to_string(cols) + " blocks: " + a.blocks;
            for (int i = ps[0].r0; i < ps[0].r1; ++i)
                for (int j = ps[0].c0; j < ps[0].c1; ++j)
                    ++(a.node == master ? out : back)[cell(i, j)];
        }
    }
    for (std::size_t x = 0; x < updates.size(); ++x)
        if (updates[x] != 1)
            return "update (" + std::to_string(x / T / S) + ", " + std::to_string(x / T % S) + ", "
                   + std::to_string(x % T) + ") computed " + std::to_string(updates[x]) + " times";
    for (std::size_t x = 0; x < out.size(); ++x)
        if (out[x] != 1 - local[x] || back[x] != 1 - local[x])
            return "C block " + std::to_string(x) + " sent " + std::to_string(out[x]) + " times, returned "
                   + std::to_string(back[x]) + " times";
    return {};
}

// The nb×nb×nb product of a square problem.
inline std::string coverageViolation(const partita::sim::Schedule &s, int nb, int master)
{
    return coverageViolation(s, nb, nb, nb, master);
}

} // namespace mwchecks
