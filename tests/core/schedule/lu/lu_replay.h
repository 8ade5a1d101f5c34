#pragma once
// Replays an LU schedule (core/schedule/lu) on numbers, in the order the simulator ran it, to
// check what the schedule says against what LU needs. Every node has its own copy of the
// matrix: a transfer reads its blocks on the sender when it starts and writes them on the
// receiver when it ends, a computation reads its operands when it starts and writes its
// blocks when it ends, a worker's copy of what it sent back is poisoned (NaN). A schedule that
// sends a row before its update, updates a row twice, or computes on data it has not received
// leaves A ≠ L·U, or NaN.

#include "schedule/lu/lu_factorization.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <random>
#include <vector>

namespace lureplay {

using partita::LuOp;
using partita::sim::Activity;
using partita::sim::BlockRect;

struct Matrix {
    int n = 0;
    std::vector<double> v;
    explicit Matrix(int order = 0, double fill = 0) : n(order), v(static_cast<std::size_t>(order) * order, fill) {}
    double &at(int i, int j) { return v[static_cast<std::size_t>(i) * n + j]; }
    double at(int i, int j) const { return v[static_cast<std::size_t>(i) * n + j]; }
};

// Diagonally dominant, so that LU needs no pivoting.
inline Matrix randomDominant(int n, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> u(-1, 1);
    Matrix a(n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            a.at(i, j) = u(rng) + (i == j ? 2.0 * n : 0.0);
    return a;
}

struct Range {
    int r0, r1, c0, c1;
};

inline Range elements(const BlockRect &b, int n, int q)
{
    return {b.row0 * q, std::min(n, b.row1 * q), b.col0 * q, std::min(n, b.col1 * q)};
}

// ‖A − L·U‖_F / ‖A‖_F for L\U packed in `lu` (unit lower L).
inline double residual(const Matrix &a, const Matrix &lu)
{
    const int n = a.n;
    double num = 0, den = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            double s = 0;
            for (int k = 0; k <= std::min(i, j); ++k)
                s += (k == i ? 1.0 : lu.at(i, k)) * lu.at(k, j);
            num += (a.at(i, j) - s) * (a.at(i, j) - s);
            den += a.at(i, j) * a.at(i, j);
        }
    return std::sqrt(num / den);
}

// Runs the schedule of `r` on `a`; returns the master's matrix at the end (L\U if all is well).
inline Matrix replay(const partita::LuResult &r, const Matrix &a, int master)
{
    const int n = a.n, q = static_cast<int>(r.problem.q);
    const auto &acts = r.run.schedule.activities;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    std::map<int, Matrix> store;
    store[master] = a;
    const auto node = [&](int id) -> Matrix & {
        auto it = store.find(id);
        if (it == store.end())
            it = store.emplace(id, Matrix(n, nan)).first;
        return it->second;
    };
    struct Event {
        double t;
        int end; // 0: an end (first at equal times), 1: a start
        std::size_t index;
    };
    std::vector<Event> events;
    for (std::size_t i = 0; i < acts.size(); ++i) {
        events.push_back({r.simulated.start[i], 1, i});
        events.push_back({r.simulated.finish[i], 0, i});
    }
    std::sort(events.begin(), events.end(), [](const Event &x, const Event &y) {
        if (x.t != y.t)
            return x.t < y.t;
        if (x.end != y.end)
            return x.end < y.end;
        return x.index < y.index;
    });
    std::map<std::size_t, std::vector<std::pair<Range, std::vector<double>>>> pending; // results awaiting their end
    const auto take = [&](const Matrix &m, const Range &g) {
        std::vector<double> out;
        for (int i = g.r0; i < g.r1; ++i)
            for (int j = g.c0; j < g.c1; ++j)
                out.push_back(m.at(i, j));
        return out;
    };
    for (const auto &e : events) {
        const Activity &act = acts[e.index];
        if (e.end == 1) { // start: read
            std::vector<std::pair<Range, std::vector<double>>> out;
            Matrix &m = node(act.node);
            if (act.kind == Activity::Kind::Transfer) {
                for (const auto *set : {&act.data.a, &act.data.b, &act.data.c})
                    for (const auto &b : *set)
                        out.push_back({elements(b, n, q), take(m, elements(b, n, q))});
            } else {
                const LuOp op = r.roles[e.index].op;
                const Range c = elements(act.data.c.at(0), n, q);
                Matrix t = m; // work on a copy, written back at the end
                if (op == LuOp::Getrf) {
                    for (int k = c.r0; k < c.r1; ++k)
                        for (int i = k + 1; i < c.r1; ++i) {
                            t.at(i, k) /= t.at(k, k);
                            for (int j = k + 1; j < c.c1; ++j)
                                t.at(i, j) -= t.at(i, k) * t.at(k, j);
                        }
                } else if (op == LuOp::TrsmRow) { // X ← X·U⁻¹, U the pivot's upper part
                    const Range p = elements(act.data.b.at(0), n, q);
                    for (int i = c.r0; i < c.r1; ++i)
                        for (int j = 0; j < p.c1 - p.c0; ++j) {
                            double s = t.at(i, c.c0 + j);
                            for (int k = 0; k < j; ++k)
                                s -= t.at(i, c.c0 + k) * t.at(p.r0 + k, p.c0 + j);
                            t.at(i, c.c0 + j) = s / t.at(p.r0 + j, p.c0 + j);
                        }
                } else if (op == LuOp::TrsmColumn) { // Y ← L⁻¹·Y, L unit lower
                    const Range p = elements(act.data.a.at(0), n, q);
                    for (int j = c.c0; j < c.c1; ++j)
                        for (int i = 0; i < p.r1 - p.r0; ++i) {
                            double s = t.at(c.r0 + i, j);
                            for (int k = 0; k < i; ++k)
                                s -= t.at(p.r0 + i, p.c0 + k) * t.at(c.r0 + k, j);
                            t.at(c.r0 + i, j) = s;
                        }
                } else if (op == LuOp::Gemm) { // C ← C − A·B
                    const Range ar = elements(act.data.a.at(0), n, q);
                    for (int i = c.r0; i < c.r1; ++i)
                        for (int j = c.c0; j < c.c1; ++j) {
                            double s = t.at(i, j);
                            for (int k = ar.c0; k < ar.c1; ++k)
                                s -= t.at(i, k) * t.at(k, j);
                            t.at(i, j) = s;
                        }
                }
                out.push_back({c, take(t, c)});
            }
            pending[e.index] = std::move(out);
        } else { // end: write
            const bool transfer = act.kind == Activity::Kind::Transfer;
            Matrix &m = node(transfer ? act.peer : act.node);
            for (const auto &[g, values] : pending[e.index]) {
                std::size_t k = 0;
                for (int i = g.r0; i < g.r1; ++i)
                    for (int j = g.c0; j < g.c1; ++j)
                        m.at(i, j) = values[k++];
                if (transfer && act.node != master) { // sent back: the worker no longer holds it
                    Matrix &from = node(act.node);
                    for (int i = g.r0; i < g.r1; ++i)
                        for (int j = g.c0; j < g.c1; ++j)
                            from.at(i, j) = nan;
                }
            }
            pending.erase(e.index);
        }
    }
    return store[master];
}

} // namespace lureplay
