#include "schedule/ring/ring_network.h"

#include <algorithm>
#include <limits>
#include <unordered_map>

namespace partita::ring {

namespace {

// Max-heap order: wider first, then fewer hops, then the lower node index.
struct Worse {
    template <class Label>
    bool operator()(const Label &a, const Label &b) const
    {
        if (a.width != b.width)
            return a.width < b.width;
        if (a.hops != b.hops)
            return a.hops > b.hops;
        return a.node > b.node;
    }
};

} // namespace

RingNetwork::RingNetwork(const Platform &platform)
{
    std::unordered_map<std::string, int> index;
    for (const auto &p : platform.processors) {
        index.emplace(p.id, static_cast<int>(m_ids.size()));
        m_ids.push_back(p.id);
    }
    for (const auto &r : platform.routers) {
        index.emplace(r.id, static_cast<int>(m_ids.size()));
        m_ids.push_back(r.id);
    }
    m_out.resize(m_ids.size());
    m_in.resize(m_ids.size());
    for (std::size_t i = 0; i < platform.links.size(); ++i) {
        const auto &l = platform.links[i];
        m_capacity.push_back(l.bandwidth);
        m_latency.push_back(l.latency);
        m_shared.push_back(l.sharing != Sharing::Backbone);
        const auto a = index.find(l.from), b = index.find(l.to);
        if (a == index.end() || b == index.end())
            continue; // validatePlatform rejects such links; an unvalidated one is ignored
        const int link = static_cast<int>(i);
        m_out[static_cast<std::size_t>(a->second)].push_back({b->second, link});
        m_in[static_cast<std::size_t>(b->second)].push_back({a->second, link});
        if (l.bidirectional) {
            m_out[static_cast<std::size_t>(b->second)].push_back({a->second, link});
            m_in[static_cast<std::size_t>(a->second)].push_back({b->second, link});
        }
    }
}

int RingNetwork::nodeIndex(const std::string &id) const
{
    const auto it = std::find(m_ids.begin(), m_ids.end(), id);
    return it == m_ids.end() ? -1 : static_cast<int>(it - m_ids.begin());
}

std::vector<RingNetwork::Found> RingNetwork::widest(int root, const std::vector<int> &targets,
                                                    const std::vector<double> &residual,
                                                    bool toRoot) const
{
    std::vector<Found> found;
    widest(root, targets, residual, toRoot, found);
    return found;
}

void RingNetwork::widest(int root, const std::vector<int> &targets, const std::vector<double> &residual,
                         bool toRoot, std::vector<Found> &found) const
{
    const auto n = m_ids.size();
    const double inf = std::numeric_limits<double>::infinity();
    Scratch &sc = m_scratch;
    sc.width.assign(n, -1.0);
    sc.hops.assign(n, 0);
    sc.via.assign(n, -1);
    sc.prev.assign(n, -1);
    sc.done.assign(n, 0);
    sc.wanted.assign(n, 0);
    auto &width = sc.width;
    auto &hops = sc.hops, &via = sc.via, &prev = sc.prev;
    auto &done = sc.done, &wanted = sc.wanted;
    int left = 0;
    for (int t : targets)
        if (!wanted[static_cast<std::size_t>(t)]) {
            wanted[static_cast<std::size_t>(t)] = true;
            ++left;
        }
    // A max-heap (Worse) on the scratch's storage: no allocation once it has grown.
    auto &heap = sc.heap;
    heap.clear();
    const auto push = [&heap](Label l) {
        heap.push_back(l);
        std::push_heap(heap.begin(), heap.end(), Worse{});
    };
    width[static_cast<std::size_t>(root)] = inf;
    push({inf, 0, root});
    // Searching towards the root walks the arcs backwards: prev then points to the next node
    // on the way to the root.
    const auto &arcs = toRoot ? m_in : m_out;
    while (!heap.empty() && left > 0) {
        std::pop_heap(heap.begin(), heap.end(), Worse{});
        const Label top = heap.back();
        heap.pop_back();
        const auto u = static_cast<std::size_t>(top.node);
        if (done[u])
            continue;
        done[u] = true;
        if (wanted[u])
            --left;
        for (const auto &arc : arcs[u]) {
            const auto v = static_cast<std::size_t>(arc.to);
            if (done[v])
                continue;
            const double cap = usable(arc.link, residual);
            if (cap <= 0)
                continue;
            const double w = std::min(top.width, cap);
            const int h = top.hops + 1;
            if (w > width[v] || (w == width[v] && h < hops[v])) {
                width[v] = w;
                hops[v] = h;
                via[v] = arc.link;
                prev[v] = top.node;
                push({w, h, arc.to});
            }
        }
    }
    found.resize(targets.size());
    for (std::size_t k = 0; k < targets.size(); ++k) {
        auto &f = found[k];
        f.links.clear();
        f.width = 0;
        f.reachable = false;
        const auto t = static_cast<std::size_t>(targets[k]);
        if (!done[t] || targets[k] == root)
            continue;
        f.reachable = true;
        f.width = width[t];
        for (int node = targets[k]; node != root; node = prev[static_cast<std::size_t>(node)])
            f.links.push_back(via[static_cast<std::size_t>(node)]);
        if (!toRoot)
            std::reverse(f.links.begin(), f.links.end());
    }
}

} // namespace partita::ring
