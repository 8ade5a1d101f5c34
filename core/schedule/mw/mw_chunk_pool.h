#pragma once
// The part of C not yet handed out, as disjoint rectangles of blocks, for the finite
// incremental selection (mw_finite.cpp, docs/master-worker.md "Finite matrices"). A worker
// asks for a chunk of at most side×side blocks; it is cut from the corner of the free
// rectangle it fits best (guillotine cuts), so chunks of different sides tile C without holes
// and no worker's side depends on the others' (paper 002 §6.2 instead gives each worker whole
// panels of μ_i columns). A chunk is smaller than asked only where no free rectangle is large
// enough (near the end of the run), or where a thin strip would be left.
// Complexity: O(F) per request, F the number of free rectangles (at most one more per chunk).

#include "schedule/mw/mw_builder.h"

#include <vector>

namespace partita {

class MwChunkPool {
public:
    explicit MwChunkPool(int blocks) : MwChunkPool(blocks, blocks) {} // the whole blocks×blocks C
    MwChunkPool(int rows, int cols);                                   // the whole rows×cols C

    bool empty() const { return m_free.empty(); }
    long long area() const { return m_area; } // C blocks not handed out

    // The chunk take(side) would return, without taking it. side ≥ 1; the pool is not empty.
    // Where cutting `side` from a free rectangle would leave a strip thinner than side/4, the
    // chunk takes half of that dimension instead: a strip one block thin would make chunks
    // whose steps move a block of A or B for a single update.
    MwChunk peek(int side) const;
    MwChunk take(int side);

    bool operator==(const MwChunkPool &) const = default;

private:
    std::size_t pick(int side) const; // index of the free rectangle to cut
    static MwChunk cut(const MwChunk &free, int side);
    std::vector<MwChunk> m_free;
    long long m_area = 0;
};

} // namespace partita
