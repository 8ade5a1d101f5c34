#pragma once
// A schedule is what every strategy hands to the simulator (and, later, the executor): a list
// of activities, computations and transfers, with their dependencies. The simulator decides
// nothing about *what* runs; it only decides *when*, under the platform's resources.

#include <string>
#include <vector>

namespace partita::sim {

struct Activity {
    enum class Kind { Compute, Transfer };
    Kind kind = Kind::Compute;
    int node = 0;        // compute: where it runs; transfer: the sender (index into nodes)
    int peer = -1;       // transfer: the receiver
    double amount = 0;   // compute: multiply-adds; transfer: matrix elements (8 bytes each)
    std::vector<int> after;       // may start once these activities have finished
    std::vector<int> withStartOf; // may start once these have started (paper 004 §4
                                  // "simultaneous start": computing while receiving)
    int step = -1;
    std::string blocks; // label for the trace ("A(0:4,2)", "C(1,1)", ...)
};

struct Schedule {
    std::vector<Activity> activities;

    int add(Activity a)
    {
        activities.push_back(std::move(a));
        return static_cast<int>(activities.size()) - 1;
    }
    int compute(int node, double multiplyAdds, std::vector<int> after = {}, int step = -1,
                std::string blocks = {})
    {
        Activity a;
        a.kind = Activity::Kind::Compute;
        a.node = node;
        a.amount = multiplyAdds;
        a.after = std::move(after);
        a.step = step;
        a.blocks = std::move(blocks);
        return add(std::move(a));
    }
    int transfer(int from, int to, double elements, std::vector<int> after = {}, int step = -1,
                 std::string blocks = {})
    {
        Activity a;
        a.kind = Activity::Kind::Transfer;
        a.node = from;
        a.peer = to;
        a.amount = elements;
        a.after = std::move(after);
        a.step = step;
        a.blocks = std::move(blocks);
        return add(std::move(a));
    }
};

} // namespace partita::sim
