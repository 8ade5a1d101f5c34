#pragma once
// What an activity holds while it runs, by the rules both engines apply (simulator.cpp, and
// simgrid_engine.cpp, which replays a schedule in SimGrid by them): a computation its processor;
// a transfer a port at each end (a node's `ports`, 0 for unlimited) and, with the global bus of
// the model, the bus; a transfer between two processors of one machine also the receiving
// processor, which copies the data in (as MPI does through shared memory) and computes nothing
// meanwhile: it waits for the computation under way there to end, unless that computation
// yields to copies (Activity::yieldsToCopies), which is then suspended while the copy runs
// (the engines do so: suspendedBy). One copy into a processor at a time. A transfer from a node
// to itself holds nothing.

#include "sim/schedule.h"
#include "sim/sim_platform.h"

#include <vector>

namespace partita::sim {

// Throws std::invalid_argument when activity `index` names a node the platform does not have,
// or computes on a node that does not compute: what both engines refuse before they start.
void checkNodes(const SimPlatform &platform, const Activity &a, std::size_t index);

class Resources {
public:
    explicit Resources(const SimPlatform &platform);
    // Whether `a` may start now.
    bool canStart(const Activity &a) const;
    // `a` starts (takes what it holds) or ends (gives it back).
    void acquire(const Activity &a) { hold(a, +1); }
    void release(const Activity &a) { hold(a, -1); }
    // The node whose computation the transfer `a` suspends while it runs (it copies into a
    // processor that computes), -1 when none; ask before acquire(a) and after release(a).
    int suspendedBy(const Activity &a) const;

private:
    bool copiedByReceiver(const Activity &a) const;
    void hold(const Activity &a, int delta);

    const SimPlatform &m_pf;
    std::vector<bool> m_cpuBusy;     // computing
    std::vector<bool> m_cpuYields;   // computing, and yielding to copies
    std::vector<bool> m_copyingIn;   // a copy into the processor runs
    std::vector<int> m_portsUsed;
    bool m_busBusy = false;
};

} // namespace partita::sim
