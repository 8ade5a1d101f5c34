// The tiers topology of `partita generate` (generator.h): paper 001 §5.1, a WAN/MAN/LAN
// graph in the manner of the Tiers generator.
#include "model/generator_support.h"

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace partita::generatordetail {

// Paper 001 §5.1: platforms from the Tiers generator, three levels (WAN, MAN, LAN), machines
// at the LAN leaves with processing powers picked from a short list of machine types, link
// capacities set by link class (LAN, LAN/MAN, MAN/WAN, WAN). Here: LANs of 2 to 8 processors
// behind a LAN router, MANs of 1 to 3 consecutive LANs, ⌈MANs/2⌉ WAN routers on a ring with
// a few chords, and one MAN in three dual-homed to a second WAN router, so that some pairs
// have two routes. Five machine types with evenly spaced unit times in [1, H].
Platform generateTiers(const GeneratorOptions &o, Stream &rng)
{
    struct Level {
        double bandwidth; // GB/s before the unit-time draw
        double latency;   // s
        Sharing sharing;
    };
    constexpr Level kLan{1.25, 5e-5, Sharing::Shared};     // machine to LAN router
    constexpr Level kUplink{1.25, 5e-4, Sharing::Shared};  // LAN router to MAN router
    constexpr Level kMan{0.5, 2e-3, Sharing::Backbone};    // MAN router to WAN router
    constexpr Level kWan{0.25, 2e-2, Sharing::Backbone};   // WAN core
    constexpr int kMachineTypes = 5;
    constexpr double kStep = 0.6 * kSpacing; // between machines of a LAN
    constexpr double kGap = 0.4 * kSpacing;  // extra space between LANs

    Platform pl;
    const double hl = linkHeterogeneity(o.heterogeneity);
    auto link = [&](const std::string &a, const std::string &b, const Level &level) {
        addLink(pl, a, b, fromUnitTime(level.bandwidth, rng.uniform(1, hl), hl),
                level.latency, level.sharing);
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
    std::vector<double> lanX(static_cast<std::size_t>(lans));
    double x = 0;
    int id = 1;
    for (int l = 0; l < lans; ++l) {
        const double first = x;
        for (int k = 0; k < lanSize[static_cast<std::size_t>(l)]; ++k, ++id, x += kStep) {
            const double u = levelUnitTime(rng.index(kMachineTypes), kMachineTypes,
                                           o.heterogeneity);
            const double memory = 1024.0 * (1 << rng.index(4));
            pl.processors.push_back(makeProcessor(
                id, fromUnitTime(kFastestSpeed, u, o.heterogeneity), memory, x,
                4.5 * kSpacing));
        }
        lanX[static_cast<std::size_t>(l)] = (first + x - kStep) / 2;
        x += kGap;
    }
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
    for (int l = 0; l < lans; ++l)
        link(lanId(l), manId(manOfLan[static_cast<std::size_t>(l)]), kUplink);
    id = 1;
    for (int l = 0; l < lans; ++l)
        for (int k = 0; k < lanSize[static_cast<std::size_t>(l)]; ++k, ++id)
            link(lanId(l), processorId(id), kLan);

    // Paper 001 computes on every machine (the ring may use them all): the data holder
    // computes too.
    pl.master = processorId(1);
    pl.masterComputes = true;
    return pl;
}

} // namespace partita::generatordetail
