#pragma once
// What the SharedRing heuristic recomputes after each insertion (paper 001 §4.3): "keep
// everything but the bandwidth fractions and the workloads, and recompute these each time we
// have inserted a new processor in the ring", the ring and its routes staying as they are.
// Every list of these names in the product (command line, JSON, strategy arguments) comes from
// here.

#include <string>
#include <vector>

namespace partita {

enum class RingRefinement {
    Off,     // the greedy shares of §4.2 only
    MaxMin,  // method 1: max-min fair shares (path_bandwidth.h), kept when the step gets no longer
    Program, // method 2: the shares and workloads that minimize T_step for the ring's routes,
             // the program of §2.4 (ring_program.h)
};

// "off", "max-min", "qp" (in that order).
const std::vector<std::string> &ringRefinementNames();
// The names above, and "on" for max-min (the name it had when it was the only refinement);
// throws InputError for any other.
RingRefinement parseRingRefinement(const std::string &name);
const char *toString(RingRefinement refinement);

} // namespace partita
