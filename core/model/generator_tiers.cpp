// The tiers topology of `partita generate` (generator.h): paper 001 §5.1, a WAN/MAN/LAN
// graph in the manner of the Tiers generator.
#include "model/error.h"
#include "model/generator_support.h"

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace partita {

std::optional<TiersShape> paper001TiersShape(int p)
{
    // §5.1: 37 machines, 47 routers, 91 links; 70 machines, 103 routers, 182 links. One WAN
    // of 7 nodes; 4 MANs of 4 nodes with 6 LANs each (47 = 7 + 16 + 24 routers, 91 = 10 + 4·5
    // + 24 + 37 links), or 8 MANs of 5 nodes with 7 LANs each (103 = 7 + 40 + 56, 182 = 8 +
    // 8·6 + 56 + 70). That is 1.5 and 1.25 machines per LAN on average, as when about 30 % of
    // LANs of five, resp. four, nodes are selected.
    if (p == 37)
        return TiersShape{7, 4, 4, 6, 4, 1, 1, 1};
    if (p == 70)
        return TiersShape{7, 8, 5, 7, 2, 1, 1, 1};
    return std::nullopt;
}

namespace generatordetail {

namespace {

// The link classes of the tiers topologies (docs/generator.md).
struct Level {
    double bandwidth; // GB/s before the unit-time draw
    double latency;   // s
    Sharing sharing;
};
constexpr Level kLan{1.25, 5e-5, Sharing::Shared};     // machine to LAN router
constexpr Level kUplink{1.25, 5e-4, Sharing::Shared};  // LAN router to MAN router
constexpr Level kMan{0.5, 2e-3, Sharing::Backbone};    // MAN router to MAN or WAN router
constexpr Level kWan{0.25, 2e-2, Sharing::Backbone};   // WAN core
constexpr int kMachineTypes = 5;
constexpr double kStep = 0.6 * kSpacing; // between machines of a LAN
constexpr double kGap = 0.4 * kSpacing;  // extra space between LANs

// A link of class `level`, its bandwidth divided by a draw in [1, hl].
void addLevelLink(Platform &pl, const std::string &a, const std::string &b, const Level &level, double hl, Stream &rng)
{
    addLink(pl, a, b, fromUnitTime(level.bandwidth, rng.uniform(1, hl), hl), level.latency, level.sharing);
}

// Machines P1.. left to right, LAN after LAN, per machine its type then its memory drawn;
// returns the x of each LAN's middle.
std::vector<double> placeMachines(Platform &pl, const std::vector<int> &lanSize, double heterogeneity, Stream &rng)
{
    std::vector<double> lanX(lanSize.size());
    double x = 0;
    int id = 1;
    for (std::size_t l = 0; l < lanSize.size(); ++l) {
        const double first = x;
        for (int k = 0; k < lanSize[l]; ++k, ++id, x += kStep) {
            const double u = levelUnitTime(rng.index(kMachineTypes), kMachineTypes, heterogeneity);
            const double memory = 1024.0 * (1 << rng.index(4));
            pl.processors.push_back(
                makeProcessor(id, fromUnitTime(kFastestSpeed, u, heterogeneity), memory, x, 4.5 * kSpacing));
        }
        lanX[l] = (first + x - kStep) / 2;
        x += kGap;
    }
    return lanX;
}

// Each machine's link to the hub of its LAN (hubs[l]); then P1 as the master, computing:
// paper 001 computes on every machine (the ring may use them all).
void attachMachines(Platform &pl, const std::vector<int> &lanSize, const std::vector<std::string> &hubs, double hl,
                    Stream &rng)
{
    int id = 1;
    for (std::size_t l = 0; l < lanSize.size(); ++l)
        for (int k = 0; k < lanSize[l]; ++k, ++id)
            addLevelLink(pl, hubs[l], processorId(id), kLan, hl, rng);
    pl.master = processorId(1);
    pl.masterComputes = true;
}

void checkShape(const TiersShape &t, int p)
{
    const auto need = [](bool ok, const std::string &what) {
        if (!ok)
            throw InputError("tiers: " + what);
    };
    need(t.wanRouters >= 1 && t.mans >= 1 && t.manRouters >= 1 && t.lansPerMan >= 1,
         "the WAN nodes, MANs, MAN nodes and LANs per MAN must be 1 or more");
    need(static_cast<long long>(t.mans) * (t.manRouters + t.lansPerMan) + t.wanRouters <= kGeneratorMaxProcessors,
         "at most " + std::to_string(kGeneratorMaxProcessors) + " routers");
    const auto spare = [](int n) { return static_cast<long long>(n) * (n - 1) / 2 - (n - 1); };
    need(t.wanRedundancy >= 0 && t.wanRedundancy <= spare(t.wanRouters),
         "the WAN redundancy must be between 0 and " + std::to_string(spare(t.wanRouters))
             + " (the pairs of WAN nodes its spanning tree leaves), got " + std::to_string(t.wanRedundancy));
    need(t.manRedundancy >= 0 && t.manRedundancy <= spare(t.manRouters),
         "the MAN redundancy must be between 0 and " + std::to_string(spare(t.manRouters))
             + " (the pairs of MAN nodes its spanning tree leaves), got " + std::to_string(t.manRedundancy));
    need(t.manWanLinks >= 1 && t.manWanLinks <= std::min(t.wanRouters, t.manRouters),
         "the links of a MAN to the WAN must be between 1 and " + std::to_string(std::min(t.wanRouters, t.manRouters))
             + " (one per WAN node and MAN node), got " + std::to_string(t.manWanLinks));
    need(t.lanManLinks >= 1 && t.lanManLinks <= t.manRouters,
         "the links of a LAN to its MAN must be between 1 and " + std::to_string(t.manRouters)
             + " (one per MAN node), got " + std::to_string(t.lanManLinks));
    need(static_cast<long long>(t.mans) * t.lansPerMan <= p,
         "every LAN needs a machine: " + std::to_string(t.mans * t.lansPerMan) + " LANs for p = " + std::to_string(p));
}

// A random spanning tree of `n` nodes (node i joins a node drawn among 0..i-1) and then `extra`
// links drawn among the pairs not yet linked: the Tiers model's intranetwork graph, with the
// redundancy as a count of links so that the total is exact.
std::vector<std::pair<int, int>> treePlusExtra(int n, int extra, Stream &rng)
{
    std::vector<std::pair<int, int>> edges;
    std::set<std::pair<int, int>> linked;
    for (int i = 1; i < n; ++i) {
        const int j = rng.index(i);
        edges.emplace_back(j, i);
        linked.insert({j, i});
    }
    for (int e = 0; e < extra; ++e) {
        std::vector<std::pair<int, int>> missing;
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b)
                if (!linked.count({a, b}))
                    missing.emplace_back(a, b);
        const auto pick = missing[static_cast<std::size_t>(rng.index(static_cast<int>(missing.size())))];
        edges.push_back(pick);
        linked.insert(pick);
    }
    return edges;
}

// `k` distinct indices in [0, n), drawn one after the other.
std::vector<int> distinct(int k, int n, Stream &rng)
{
    std::vector<int> pool(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        pool[static_cast<std::size_t>(i)] = i;
    std::vector<int> out;
    for (int i = 0; i < k; ++i) {
        const auto at = static_cast<std::size_t>(rng.index(n - i));
        out.push_back(pool[at]);
        pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(at));
    }
    return out;
}

// The Tiers model with explicit parameters (TiersShape, generator.h).
Platform generateShapedTiers(const GeneratorOptions &o, const TiersShape &t, Stream &rng)
{
    checkShape(t, o.p);
    Platform pl;
    const double hl = linkHeterogeneity(o.heterogeneity);
    auto link = [&](const std::string &a, const std::string &b, const Level &level) {
        addLevelLink(pl, a, b, level, hl, rng);
    };
    const int lans = t.mans * t.lansPerMan;
    auto wanId = [&](int w) { return prefixed("R", 1 + w); };
    auto manId = [&](int m, int k) { return prefixed("R", 1 + t.wanRouters + m * t.manRouters + k); };
    auto lanId = [&](int l) { return prefixed("R", 1 + t.wanRouters + t.mans * t.manRouters + l); };

    // One machine per LAN, the others to LANs drawn uniformly; LAN l belongs to MAN l / NL.
    std::vector<int> lanSize(static_cast<std::size_t>(lans), 1);
    for (int extra = o.p - lans; extra > 0; --extra)
        ++lanSize[static_cast<std::size_t>(rng.index(lans))];

    // Machines left to right, LAN after LAN; hubs above their machines, MAN nodes spread over
    // their LANs, WAN nodes over the whole row.
    const std::vector<double> lanX = placeMachines(pl, lanSize, o.heterogeneity, rng);
    const double width = lanX.back() - lanX.front();
    const auto spread = [](double from, double to, int i, int n) {
        return n == 1 ? (from + to) / 2 : from + (to - from) * i / (n - 1);
    };
    for (int w = 0; w < t.wanRouters; ++w)
        pl.routers.push_back({wanId(w), coord(spread(lanX.front(), lanX.front() + width, w, t.wanRouters)), 0.0});
    for (int m = 0; m < t.mans; ++m) {
        const double from = lanX[static_cast<std::size_t>(m * t.lansPerMan)];
        const double to = lanX[static_cast<std::size_t>((m + 1) * t.lansPerMan - 1)];
        for (int k = 0; k < t.manRouters; ++k)
            pl.routers.push_back({manId(m, k), coord(spread(from, to, k, t.manRouters)), coord(1.5 * kSpacing)});
    }
    for (int l = 0; l < lans; ++l)
        pl.routers.push_back({lanId(l), coord(lanX[static_cast<std::size_t>(l)]), coord(3 * kSpacing)});

    for (const auto &[a, b] : treePlusExtra(t.wanRouters, t.wanRedundancy, rng))
        link(wanId(a), wanId(b), kWan);
    for (int m = 0; m < t.mans; ++m) {
        for (const auto &[a, b] : treePlusExtra(t.manRouters, t.manRedundancy, rng))
            link(manId(m, a), manId(m, b), kMan);
        const auto own = distinct(t.manWanLinks, t.manRouters, rng);
        const auto wan = distinct(t.manWanLinks, t.wanRouters, rng);
        for (int k = 0; k < t.manWanLinks; ++k)
            link(manId(m, own[static_cast<std::size_t>(k)]), wanId(wan[static_cast<std::size_t>(k)]), kMan);
    }
    std::vector<std::string> hubs;
    for (int l = 0; l < lans; ++l) {
        hubs.push_back(lanId(l));
        for (int k : distinct(t.lanManLinks, t.manRouters, rng))
            link(lanId(l), manId(l / t.lansPerMan, k), kUplink);
    }
    attachMachines(pl, lanSize, hubs, hl, rng);
    return pl;
}

} // namespace

// Paper 001 §5.1: platforms from the Tiers generator, three levels (WAN, MAN, LAN), machines
// at the LAN leaves with processing powers picked from a short list of machine types, link
// capacities set by link class (LAN, LAN/MAN, MAN/WAN, WAN). Here: LANs of 2 to 8 processors
// behind a LAN router, MANs of 1 to 3 consecutive LANs, ⌈MANs/2⌉ WAN routers on a ring with
// a few chords, and one MAN in three dual-homed to a second WAN router, so that some pairs
// have two routes. Five machine types with evenly spaced unit times in [1, H].
Platform generateTiers(const GeneratorOptions &o, Stream &rng)
{
    if (o.tiers)
        return generateShapedTiers(o, *o.tiers, rng);
    Platform pl;
    const double hl = linkHeterogeneity(o.heterogeneity);
    auto link = [&](const std::string &a, const std::string &b, const Level &level) {
        addLevelLink(pl, a, b, level, hl, rng);
    };

    std::vector<int> lanSize;
    for (int left = o.p; left > 0;) {
        const int s = std::min(left, 2 + rng.index(7));
        lanSize.push_back(s);
        left -= s;
    }
    const int lans = static_cast<int>(lanSize.size());
    std::vector<int> manOfLan(static_cast<std::size_t>(lans));
    int mans = 0;
    for (int j = 0; j < lans; ++mans) {
        const int group = 1 + rng.index(3);
        for (int k = 0; k < group && j < lans; ++k)
            manOfLan[static_cast<std::size_t>(j++)] = mans;
    }
    const int wans = std::max(1, (mans + 1) / 2);
    auto wanId = [&](int w) { return prefixed("R", 1 + w); };
    auto manId = [&](int m) { return prefixed("R", 1 + wans + m); };
    auto lanId = [&](int l) { return prefixed("R", 1 + wans + mans + l); };

    // Machines left to right, LAN after LAN; routers above the mean x of their children.
    const std::vector<double> lanX = placeMachines(pl, lanSize, o.heterogeneity, rng);
    auto mean = [](const std::vector<double> &v) {
        double sum = 0;
        for (double d : v)
            sum += d;
        return sum / static_cast<double>(v.size());
    };
    std::vector<std::vector<double>> manChildren(static_cast<std::size_t>(mans));
    for (int l = 0; l < lans; ++l)
        manChildren[static_cast<std::size_t>(manOfLan[static_cast<std::size_t>(l)])].push_back(
            lanX[static_cast<std::size_t>(l)]);
    // Primary uplinks in order (MAN m to WAN router ⌊m·W/M⌋): no crossing, every WAN router
    // gets at least one MAN since W <= M.
    auto primaryWan = [&](int m) { return m * wans / mans; };
    std::vector<std::vector<double>> wanChildren(static_cast<std::size_t>(wans));
    for (int m = 0; m < mans; ++m)
        wanChildren[static_cast<std::size_t>(primaryWan(m))].push_back(
            mean(manChildren[static_cast<std::size_t>(m)]));
    for (int w = 0; w < wans; ++w)
        pl.routers.push_back({wanId(w), coord(mean(wanChildren[static_cast<std::size_t>(w)])),
                              0.0});
    for (int m = 0; m < mans; ++m)
        pl.routers.push_back({manId(m), coord(mean(manChildren[static_cast<std::size_t>(m)])),
                              coord(1.5 * kSpacing)});
    for (int l = 0; l < lans; ++l)
        pl.routers.push_back({lanId(l), coord(lanX[static_cast<std::size_t>(l)]),
                              coord(3 * kSpacing)});

    std::set<std::pair<int, int>> wanEdges;
    auto wanLink = [&](int a, int b) {
        if (a == b || !wanEdges.insert({std::min(a, b), std::max(a, b)}).second)
            return;
        link(wanId(a), wanId(b), kWan);
    };
    if (wans == 2)
        wanLink(0, 1);
    for (int w = 0; wans >= 3 && w < wans; ++w)
        wanLink(w, (w + 1) % wans);
    for (int c = 0; wans >= 4 && c < wans / 4; ++c)
        for (int attempt = 0; attempt < 8; ++attempt) {
            const int a = rng.index(wans), b = rng.index(wans);
            const auto key = std::make_pair(std::min(a, b), std::max(a, b));
            if (a != b && !wanEdges.count(key)) {
                wanLink(a, b);
                break;
            }
        }
    for (int m = 0; m < mans; ++m) {
        link(manId(m), wanId(primaryWan(m)), kMan);
        if (wans >= 2 && rng.index(3) == 0)
            link(manId(m), wanId((primaryWan(m) + 1) % wans), kMan);
    }
    std::vector<std::string> hubs;
    for (int l = 0; l < lans; ++l) {
        hubs.push_back(lanId(l));
        link(lanId(l), manId(manOfLan[static_cast<std::size_t>(l)]), kUplink);
    }
    attachMachines(pl, lanSize, hubs, hl, rng);
    return pl;
}

} // namespace generatordetail

} // namespace partita
