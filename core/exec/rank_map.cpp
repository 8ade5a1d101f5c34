#include "exec/rank_map.h"

#include "model/error.h"

#include <algorithm>

namespace partita::exec {

int RankMap::rankOf(const std::string &id) const
{
    const auto it = std::find(node.begin(), node.end(), id);
    return it == node.end() ? -1 : static_cast<int>(it - node.begin());
}

RankMap rankMap(const Platform &platform)
{
    const auto computing = platform.computingProcessors();
    if (computing.empty())
        throw InputError(Reason{ReasonKind::NoComputingProcessor, {}});
    RankMap map;
    const bool masterAlone = !platform.master.empty()
                          && std::none_of(computing.begin(), computing.end(),
                                          [&](const Processor &p) { return p.id == platform.master; });
    if (masterAlone) {
        map.node.push_back(platform.master);
    } else {
        // a computing master, or the first processor when there is no master
        map.node.push_back(platform.master.empty() ? computing.front().id : platform.master);
        map.rankZeroComputes = true;
    }
    for (const auto &p : computing)
        if (p.id != map.node.front())
            map.node.push_back(p.id);
    return map;
}

} // namespace partita::exec
