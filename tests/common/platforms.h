#pragma once
// Platforms that several tests build by hand, in one place. Each test keeps its own numbers
// (speeds, bandwidths, latency, memory); these functions only spare it the plumbing.

#include "model/platform.h"

#include <cstddef>
#include <string>
#include <vector>

namespace partita::test {

// What differs between the stars of the tests; the defaults are the most common case.
struct StarOptions {
    double latency = 0;          // of every link
    double memory = 100;         // of every worker
    bool namedLinks = true;      // "l1", "l2", …; else the links have no name
    bool masterComputes = false; // P1 is the master and computes (no router M, no link to P1)
    Units units = Units::Blocks;
};

// A master router "M" that does not compute and workers P1..Pp: Pi has speed speeds[i - 1]
// and a link M–Pi of bandwidth bandwidths[i - 1]. With masterComputes, P1 is the master
// instead and bandwidths[0] is not used.
inline Platform star(const std::vector<double> &speeds, const std::vector<double> &bandwidths,
                     const StarOptions &options = {})
{
    Platform p;
    p.units = options.units;
    p.master = options.masterComputes ? "P1" : "M";
    p.masterComputes = options.masterComputes;
    if (!options.masterComputes)
        p.routers.push_back({"M", {}, {}});
    for (std::size_t i = 0; i < speeds.size(); ++i) {
        const std::string id = "P" + std::to_string(i + 1);
        p.processors.push_back({id, id, speeds[i], options.memory, {}, {}, {}, {}});
        if (options.masterComputes && i == 0)
            continue;
        const std::string name = options.namedLinks ? "l" + std::to_string(i + 1) : std::string();
        p.links.push_back({name, p.master, id, bandwidths[i], options.latency, true, Sharing::Shared});
    }
    return p;
}

} // namespace partita::test
