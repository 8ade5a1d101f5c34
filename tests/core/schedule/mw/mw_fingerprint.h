#pragma once
// A 64-bit fingerprint of a master-worker result: every activity of its schedule (kind, nodes,
// amount, dependencies, step, label, blocks), the simulated makespan and the quantities of
// paper 002 it reports (ratio, steady state, bounds, μ, selections), doubles by their bits.
// Two results with the same fingerprint are, up to a hash collision, the same schedule.

#include "schedule/mw/master_worker.h"

#include <bit>
#include <cstdint>
#include <string>

namespace mwchecks {

class Fnv {
public:
    void bytes(const void *p, std::size_t n)
    {
        const auto *c = static_cast<const unsigned char *>(p);
        for (std::size_t i = 0; i < n; ++i) {
            m_h ^= c[i];
            m_h *= 1099511628211ULL;
        }
    }
    void add(std::int64_t x) { bytes(&x, sizeof x); }
    void add(double x) { add(static_cast<std::int64_t>(std::bit_cast<std::uint64_t>(x))); }
    void add(const std::string &s)
    {
        add(static_cast<std::int64_t>(s.size()));
        bytes(s.data(), s.size());
    }
    std::uint64_t value() const { return m_h; }

private:
    std::uint64_t m_h = 14695981039346656037ULL;
};

inline std::uint64_t fingerprint(const partita::MwResult &r)
{
    Fnv h;
    const auto rects = [&](const std::vector<partita::sim::BlockRect> &v) {
        h.add(static_cast<std::int64_t>(v.size()));
        for (const auto &x : v)
            for (int e : {x.row0, x.row1, x.col0, x.col1})
                h.add(static_cast<std::int64_t>(e));
    };
    for (const auto &a : r.run.schedule.activities) {
        h.add(static_cast<std::int64_t>(a.kind));
        h.add(static_cast<std::int64_t>(a.node));
        h.add(static_cast<std::int64_t>(a.peer));
        h.add(a.amount);
        h.add(static_cast<std::int64_t>(a.after.size()));
        for (int d : a.after)
            h.add(static_cast<std::int64_t>(d));
        h.add(static_cast<std::int64_t>(a.step));
        h.add(a.blocks);
        rects(a.data.a);
        rects(a.data.b);
        rects(a.data.c);
    }
    for (double x : {r.makespan, r.ratio, r.steadyStateRatio, r.lowerBound, r.lowerBoundCompute})
        h.add(x);
    h.add(static_cast<std::int64_t>(r.steadyStateFeasible));
    h.add(static_cast<std::int64_t>(r.period));
    h.add(static_cast<std::int64_t>(r.workersUsed));
    for (int m : r.mu)
        h.add(static_cast<std::int64_t>(m));
    for (const auto &s : r.selections)
        h.add(s);
    return h.value();
}

} // namespace mwchecks
