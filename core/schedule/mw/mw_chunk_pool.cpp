// Free rectangles of C for the finite incremental selection (mw_chunk_pool.h).
#include "schedule/mw/mw_chunk_pool.h"

#include <algorithm>
#include <stdexcept>

namespace partita {

MwChunkPool::MwChunkPool(int rows, int cols)
{
    if (rows > 0 && cols > 0) {
        m_free.push_back({0, rows, 0, cols});
        m_area = static_cast<long long>(rows) * cols;
    }
}

std::size_t MwChunkPool::pick(int side) const
{
    if (m_free.empty() || side < 1)
        throw std::logic_error("MwChunkPool: nothing to take");
    // Best fit among the rectangles that hold a whole side×side chunk (the smallest, so large
    // rectangles stay whole for large sides); else the largest chunk any rectangle gives.
    std::size_t best = m_free.size();
    long long bestArea = 0;
    for (std::size_t i = 0; i < m_free.size(); ++i) {
        const auto &r = m_free[i];
        if (r.rows() < side || r.cols() < side)
            continue;
        const long long a = static_cast<long long>(r.rows()) * r.cols();
        if (best == m_free.size() || a < bestArea) {
            best = i;
            bestArea = a;
        }
    }
    if (best < m_free.size())
        return best;
    best = 0;
    for (std::size_t i = 0; i < m_free.size(); ++i) {
        const auto &r = m_free[i];
        const long long a = static_cast<long long>(std::min(side, r.rows())) * std::min(side, r.cols());
        if (a > bestArea) {
            best = i;
            bestArea = a;
        }
    }
    return best;
}

MwChunk MwChunkPool::cut(const MwChunk &r, int side)
{
    const auto extent = [&](int available) {
        if (available <= side)
            return available;
        return 4 * (available - side) >= side ? side : (available + 1) / 2;
    };
    return {r.row0, r.row0 + extent(r.rows()), r.col0, r.col0 + extent(r.cols())};
}

MwChunk MwChunkPool::peek(int side) const
{
    return cut(m_free[pick(side)], side);
}

MwChunk MwChunkPool::take(int side)
{
    const std::size_t i = pick(side);
    const MwChunk r = m_free[i];
    const MwChunk c = cut(r, side);
    m_free.erase(m_free.begin() + static_cast<std::ptrdiff_t>(i));
    // Guillotine cut along the longer leftover, so that what remains stays as square as it can.
    const int right = r.col1 - c.col1, below = r.row1 - c.row1;
    MwChunk a, b;
    if (right > below) {
        a = {r.row0, r.row1, c.col1, r.col1}; // full height to the right
        b = {c.row1, r.row1, r.col0, c.col1};
    } else {
        a = {c.row1, r.row1, r.col0, r.col1}; // full width below
        b = {r.row0, c.row1, c.col1, r.col1};
    }
    for (const auto &x : {a, b})
        if (x.rows() > 0 && x.cols() > 0)
            m_free.push_back(x);
    m_area -= static_cast<long long>(c.rows()) * c.cols();
    return c;
}

} // namespace partita
