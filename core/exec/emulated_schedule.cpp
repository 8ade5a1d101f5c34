#include "exec/emulated_schedule.h"

#include <algorithm>

namespace partita::exec {

EmulatedSchedule EmulatedSchedule::forRank(const Trace &predicted, const std::vector<std::string> &nodeOfRank,
                                           int rank)
{
    EmulatedSchedule s;
    if (rank < 0 || static_cast<std::size_t>(rank) >= nodeOfRank.size())
        return s;
    const int row = predicted.findResource(nodeOfRank[static_cast<std::size_t>(rank)]);
    if (row < 0)
        return s;
    // The rank of every row, once.
    std::vector<int> rankOfRow(predicted.resources.size(), -1);
    for (std::size_t r = 0; r < nodeOfRank.size(); ++r)
        if (const int at = predicted.findResource(nodeOfRank[r]); at >= 0)
            rankOfRow[static_cast<std::size_t>(at)] = static_cast<int>(r);
    std::vector<const Interval *> mine;
    for (const Interval &iv : predicted.intervals)
        if (iv.resource == row)
            mine.push_back(&iv);
    std::stable_sort(mine.begin(), mine.end(), [](const Interval *a, const Interval *b) { return a->start < b->start; });
    for (const Interval *iv : mine) {
        const int peer = iv->peer >= 0 && static_cast<std::size_t>(iv->peer) < rankOfRow.size()
                           ? rankOfRow[static_cast<std::size_t>(iv->peer)]
                           : -1;
        s.m_ends[Key{iv->kind, iv->step, peer}].ends.push_back(iv->end);
    }
    return s;
}

std::optional<double> EmulatedSchedule::take(IntervalKind kind, int step, int peer)
{
    auto it = m_ends.find(Key{kind, step, peer});
    if (it == m_ends.end()) // a prediction without steps (lbp-star, lbp-mesh) names step -1
        it = m_ends.find(Key{kind, -1, peer});
    if (it == m_ends.end() || it->second.taken >= it->second.ends.size())
        return std::nullopt;
    return it->second.ends[it->second.taken++];
}

std::size_t EmulatedSchedule::size() const
{
    std::size_t n = 0;
    for (const auto &[key, e] : m_ends)
        n += e.ends.size();
    return n;
}

} // namespace partita::exec
