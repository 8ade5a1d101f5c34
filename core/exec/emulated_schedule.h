#pragma once
// The absolute times an emulated rank holds its activities to (docs/executor.md, Emulation):
// the predicted end of each of one rank's activities in the simulator's trace of the run
// (run_prediction.h), in seconds from the start of the run, keyed by (kind, step, peer rank)
// and taken in order of predicted start when a key occurs more than once. Keys say nothing of
// a strategy's shape, so a schedule that gains overlap or a reduction tree keeps matching as
// long as the executor names its activities as the simulator does. No MPI here.

#include "trace/trace.h"

#include <compare>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace partita::exec {

class EmulatedSchedule {
public:
    EmulatedSchedule() = default;

    // Rank `rank`'s activities in `predicted` (its row is the node nodeOfRank[rank] plays); a
    // peer is the rank that plays the peer's row, -1 for none or a row no rank plays. Empty
    // when the prediction has no row for the rank.
    static EmulatedSchedule forRank(const Trace &predicted, const std::vector<std::string> &nodeOfRank, int rank);

    // The predicted end of the next activity of this kind, step and peer not yet taken (of
    // step -1 when the prediction has no such step: a schedule without steps matches every
    // step the executor names); none when the prediction has no (more) such activity.
    std::optional<double> take(IntervalKind kind, int step, int peer);

    bool empty() const { return m_ends.empty(); }
    std::size_t size() const; // activities, taken or not

private:
    struct Key {
        IntervalKind kind;
        int step, peer;
        auto operator<=>(const Key &) const = default;
    };
    struct Ends {
        std::vector<double> ends; // in order of predicted start
        std::size_t taken = 0;
    };
    std::map<Key, Ends> m_ends;
};

} // namespace partita::exec
