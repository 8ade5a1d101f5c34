#pragma once
// Widest paths on residual capacities (paper 001 §4.2): the platform graph with integer node
// indices, so that the greedy ring growth can run its O(p³) path searches without strings.
//
// A new path may use a shared link only up to what the ring's other paths left of it (its
// residual capacity); a backbone link gives every path its whole bandwidth (§2.3), so it is
// never consumed. A bidirectional link is one capacity for both directions (§2.3); a
// unidirectional one is usable only from `from` to `to`. The widest path maximizes the
// bottleneck, then minimizes the hop count, then prefers lower node indices (determinism).
// Complexity: O((V + E) log V) per search, with an early stop once the targets are settled.

#include "model/platform.h"

#include <string>
#include <vector>

namespace partita::ring {

class RingNetwork {
public:
    explicit RingNetwork(const Platform &platform);

    // Nodes: the platform's processors in order, then its routers (the order of SimPlatform).
    int nodeCount() const { return static_cast<int>(m_ids.size()); }
    int nodeIndex(const std::string &id) const; // -1 if absent
    const std::string &nodeId(int node) const { return m_ids[static_cast<std::size_t>(node)]; }

    int linkCount() const { return static_cast<int>(m_capacity.size()); }
    double capacity(int link) const { return m_capacity[static_cast<std::size_t>(link)]; }
    bool shared(int link) const { return m_shared[static_cast<std::size_t>(link)]; }
    double latency(int link) const { return m_latency[static_cast<std::size_t>(link)]; }
    // What a new path may take of `link` when `residual` is what the placed paths left (inline:
    // the widest-path searches ask it for every arc they cross).
    double usable(int link, const std::vector<double> &residual) const
    {
        const auto l = static_cast<std::size_t>(link);
        if (!m_shared[l])
            return m_capacity[l];
        return residual[l] > kExhausted * m_capacity[l] ? residual[l] : 0.0;
    }
    // A link whose residual is below this fraction of its bandwidth is exhausted: what is left
    // there is rounding from subtracting the shares of the placed paths.
    static constexpr double kExhausted = 1e-12;
    // The residual capacities of an empty network: every link's bandwidth.
    std::vector<double> capacities() const { return m_capacity; }

    // Widest paths between `root` and each of `targets` on `residual`: from the root to each
    // target (toRoot = false) or from each target to the root (toRoot = true). One entry per
    // target: the link indices in travel order; reachable is false when there is no path.
    struct Found {
        std::vector<int> links;
        double width = 0;
        bool reachable = false;
    };
    std::vector<Found> widest(int root, const std::vector<int> &targets,
                              const std::vector<double> &residual, bool toRoot) const;
    // The same into `found`, whose vectors keep their storage from call to call: the ring's
    // growth searches four times per position, and allocating every path anew was a tenth of
    // its time.
    void widest(int root, const std::vector<int> &targets, const std::vector<double> &residual, bool toRoot,
                std::vector<Found> &found) const;

private:
    struct Arc {
        int to;
        int link;
    };
    std::vector<std::string> m_ids;
    std::vector<double> m_capacity, m_latency;
    std::vector<bool> m_shared;
    std::vector<std::vector<Arc>> m_out, m_in; // m_in[v]: arcs u→v stored as {u, link}
    // A node reached by widest(): its width and hops on the way.
    struct Label {
        double width;
        int hops;
        int node;
    };
    // widest()'s scratch, per node, and its heap (a network is used by one thread at a time)
    struct Scratch {
        std::vector<double> width;
        std::vector<int> hops, via, prev;
        std::vector<char> done, wanted;
        std::vector<Label> heap;
    };
    mutable Scratch m_scratch;
};

} // namespace partita::ring
