#pragma once
// Message buffers reused within a run. Memory a rank first touches inside the timed run costs a
// page fault per page, and a new vector a zero-fill besides: on the development machine about
// 1 ms per 2.8 MB message, on the rank the run waits for, which no model of the algorithm
// counts. The replays of master-worker and LU schedules (mw_run.cpp, lu_run.cpp) take each
// message's buffer from a pool instead, laid out before the clock runs and reused once nothing
// holds it (a posted MPI request, a block computed on where it arrived).

#include <algorithm>
#include <cstddef>
#include <memory>
#include <vector>

namespace partita::exec {

class BufferPool {
public:
    using Buffer = std::shared_ptr<std::vector<double>>;

    // A buffer of `elements` that nothing outside the pool holds: the smallest free one large
    // enough, else a free one grown, else a new one.
    Buffer take(std::size_t elements)
    {
        Buffer best, grown;
        for (const auto &b : m_buffers) {
            if (b.use_count() != 1)
                continue;
            if (b->capacity() >= elements) {
                if (!best || b->capacity() < best->capacity())
                    best = b;
            } else if (!grown || b->capacity() > grown->capacity()) {
                grown = b;
            }
        }
        if (!best)
            best = grown;
        if (!best) {
            best = std::make_shared<std::vector<double>>();
            m_buffers.push_back(best);
        }
        best->resize(elements);
        return best;
    }

    // Before the clock: `count` free buffers of `elements`, every page written.
    void reserve(std::size_t count, std::size_t elements)
    {
        std::vector<Buffer> held;
        for (std::size_t i = 0; i < count; ++i) {
            held.push_back(take(elements));
            std::fill(held.back()->begin(), held.back()->end(), 0.0);
        }
    }

    std::size_t size() const { return m_buffers.size(); }

private:
    std::vector<Buffer> m_buffers;
};

} // namespace partita::exec
