#pragma once
// The watchdog of `partita run --watchdog SECONDS` (docs/executor.md, "Faults"). Every rank of
// partita-worker started with --heartbeat writes a beat line on stderr at a fixed period: its
// rank, how many MPI calls it has completed, and the blocking call it is waiting in, if any
// (with the rank it waits for). partita run reads them from mpirun's stderr and feeds them to a
// Watchdog, which ends the run when the job makes no progress for the watchdog's time:
//   - a rank gave no sign of life (no beat) for that long: stopped (SIGSTOP), frozen, or its
//     machine gone; it is named (every rank silent at once: mpirun itself, which forwards the
//     beats, is stopped or frozen);
//   - or every rank waits in MPI and none completed a call for that long: a deadlock; every
//     rank is named with what it waits for.
// A rank that computes (it beats and waits in no MPI call) is progress, however long its
// kernel takes. No MPI and no clock here: times are passed in, so tests drive it.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace partita::exec {

struct Beat {
    int rank = 0;
    std::uint64_t completed = 0; // MPI calls this rank has completed
    std::string waitingIn;       // the blocking MPI call it waits in, empty when it does not wait
    int peer = -1;               // the rank it waits for, -1 for any or a collective
    bool operator==(const Beat &) const = default;
};

// The line a rank writes (newline included) and its reading; nullopt for any other line.
std::string beatLine(const Beat &beat);
std::optional<Beat> parseBeat(const std::string &line);

// Beat period of the ranks for a watchdog of `seconds`: four beats within its time, at most one
// a second and at least every 50 ms.
double beatPeriod(double seconds);

class Watchdog {
public:
    // `nodes`: the node each rank plays, for the messages; `limit`: seconds without progress;
    // `start`: when the job was launched (a rank that never beat is silent since then).
    Watchdog(std::vector<std::string> nodes, double limit, double start);

    void beat(const Beat &beat, double now);
    // Why the run must end at `now`, or nullopt while it progresses.
    std::optional<std::string> verdict(double now) const;

private:
    struct RankState {
        double lastBeat = 0;     // when its last beat came (or the start)
        double lastProgress = 0; // when it last completed a call, or computed
        std::uint64_t completed = 0;
        std::string waitingIn;
        int peer = -1;
        bool beaten = false;
    };
    std::string name(int rank) const;

    std::vector<std::string> m_nodes;
    double m_limit = 0;
    std::vector<RankState> m_ranks;
};

} // namespace partita::exec
