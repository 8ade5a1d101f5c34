#pragma once
// Which MPI rank plays which platform node (docs/executor.md). Rank 0 is the master: it owns A,
// B and C. A master that does not compute (a router, or a processor with master_computes
// false) is rank 0 alone and the computing processors follow in platform order; a computing
// master is rank 0 and computes its piece; without a master, the first computing processor
// is rank 0 and holds the data. No MPI here: the map is a value, tested on its own.

#include "model/platform.h"

#include <string>
#include <vector>

namespace partita::exec {

struct RankMap {
    std::vector<std::string> node; // per rank: the platform node it plays
    bool rankZeroComputes = false;

    int size() const { return static_cast<int>(node.size()); }
    int rankOf(const std::string &id) const; // -1 if no rank plays it
};

// Throws InputError when the platform has no computing processor.
RankMap rankMap(const Platform &platform);

} // namespace partita::exec
