#include "model/generator.h"

#include "model/error.h"
#include "model/validate.h"

#include <algorithm>
#include <cmath>
#include <locale>
#include <random>
#include <set>
#include <sstream>
#include <utility>

namespace partita {

namespace {

// Physical magnitudes the unit-time draws are scaled to (docs/generator.md, "Physical
// magnitudes"): a core running one-thread DGEMM at 10 Gflop/s, 10 Gb Ethernet (1.25 GB/s).
constexpr double kFastestSpeed = 10.0;       // Gflop/s
constexpr double kFastestBandwidth = 1.25;   // GB/s
constexpr double kWorkerMemory = 4096.0;     // MiB, star and mesh (paper 004 has no memory bound)
constexpr double kLanLatency = 5e-5;         // s
constexpr double kMeshLatency = 1e-5;        // s
constexpr double kSpacing = 100.0;           // drawing units between neighbouring nodes
constexpr double kPi = 3.14159265358979323846;

// Uniform draws on top of std::mt19937_64, whose output sequence the standard fixes. The
// std distributions are implementation-defined, so the mappings below are our own.
class Stream {
public:
    explicit Stream(std::uint64_t seed) : m_engine(seed) {}

    // The top 53 bits as a double in [0, 1): every value is exact.
    double unit() { return static_cast<double>(m_engine() >> 11) * 0x1.0p-53; }

    // Uniform in [a, b]. std::fma rounds once by definition, so whether a compiler would
    // have fused a separate multiply and add no longer changes the last bit.
    double uniform(double a, double b) { return std::fma(b - a, unit(), a); }

    // Uniform integer in [0, n), by rejection (no modulo bias).
    int index(int n)
    {
        const auto range = static_cast<std::uint64_t>(n);
        const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % range);
        std::uint64_t x = m_engine();
        while (x >= limit)
            x = m_engine();
        return static_cast<int>(x % range);
    }

private:
    std::mt19937_64 m_engine;
};

// Values keep four significant digits so that files stay readable. The scale is an exact
// power of ten (10^k is exact in double for k <= 22) found by multiplication, and
// multiplication, std::round, std::ceil and division are exact IEEE operations: the result
// is the same everywhere, with no call to log10 or pow.
double decimalScale(double x)
{
    double scale = 1;
    while (x * scale < 1000 && scale < 1e22)
        scale *= 10;
    while (x * scale >= 10000 && scale > 1)
        scale /= 10;
    return scale;
}
double roundTo(double x, double scale) { return std::round(x * scale) / scale; }
double roundSignificant(double x) { return roundTo(x, decimalScale(x)); }
double ceilSignificant(double x)
{
    const double scale = decimalScale(x);
    return std::ceil(x * scale) / scale;
}

// value = fastest / u with u in [1, spread]: the paper's uniform unit time turned into a
// speed or bandwidth, rounded, and kept inside [fastest / spread, fastest] so that the
// max/min ratio stays within the spread after rounding.
double fromUnitTime(double fastest, double u, double spread)
{
    const double lowest = ceilSignificant(fastest / spread);
    return std::clamp(roundSignificant(fastest / u), lowest, fastest);
}

// u_g = 1 + (spread - 1)·g/(levels - 1): evenly spaced unit times for discrete machine types.
double levelUnitTime(int g, int levels, double spread)
{
    if (levels < 2)
        return 1.0;
    const double step = (spread - 1.0) * g / (levels - 1);
    return 1.0 + step;
}

// sin and cos by Taylor series on [-π, π], so that layouts do not depend on the libm.
std::pair<double, double> sinCos(double angle)
{
    while (angle > kPi)
        angle -= 2 * kPi;
    while (angle < -kPi)
        angle += 2 * kPi;
    double s = 0, c = 0, term = 1; // term = angle^k / k!
    for (int k = 0; k <= 40; ++k) {
        switch (k % 4) {
        case 0: c += term; break;
        case 1: s += term; break;
        case 2: c -= term; break;
        default: s -= term; break;
        }
        term = term * angle / (k + 1);
    }
    return {s, c};
}

// Coordinates to 0.1 drawing unit; adding +0.0 turns a rounded -0 into 0.
double coord(double v) { return roundTo(v, 10.0) + 0.0; }

std::string formatNumber(double v)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << v;
    return out.str();
}

std::string padded(int i, int width)
{
    std::string s = std::to_string(i);
    if (static_cast<int>(s.size()) < width)
        s.insert(0, static_cast<std::size_t>(width - static_cast<int>(s.size())), '0');
    return s;
}

// Appending (rather than "P" + to_string) avoids a GCC 12 false -Wrestrict warning.
std::string prefixed(const char *prefix, long long i)
{
    std::string s(prefix);
    s += std::to_string(i);
    return s;
}

std::string processorId(int i) { return prefixed("P", i); }

void addLink(Platform &pl, const std::string &from, const std::string &to, double bandwidth,
             double latency, Sharing sharing)
{
    Link l;
    l.name = prefixed("L", static_cast<long long>(pl.links.size()) + 1);
    l.from = from;
    l.to = to;
    l.bandwidth = bandwidth;
    l.latency = latency;
    l.sharing = sharing;
    pl.links.push_back(std::move(l));
}

Processor makeProcessor(int i, double speed, double memory, double x, double y)
{
    Processor p;
    p.id = processorId(i);
    p.speed = speed;
    p.memory = memory;
    p.x = coord(x);
    p.y = coord(y);
    return p;
}

int exactSquareRoot(int p)
{
    int s = 0;
    while ((s + 1) * (s + 1) <= p)
        ++s;
    return s * s == p ? s : -1;
}

// Paper 004 §6.1: one source, p children, unit processing time w·Tcp uniform in
// (0.0002, 0.0007) and unit transmission time z·Tcm uniform in (0.0003, 0.0008). The source
// "M" is a router at the centre; the workers sit on a circle, P1 at the top, clockwise.
// Draws per worker, in order: its unit processing time, then its link's unit time.
Platform generateStar(const GeneratorOptions &o, Stream &rng)
{
    Platform pl;
    const double hl = linkHeterogeneity(o.heterogeneity);
    pl.routers.push_back({"M", 0.0, 0.0});
    pl.master = pl.routers.front().id;
    // Circumference of about kSpacing per worker, never smaller than two spacings.
    const double radius = std::max(2 * kSpacing, kSpacing * o.p / (2 * kPi));
    for (int i = 1; i <= o.p; ++i) {
        const auto [s, c] = sinCos(2 * kPi * (i - 1) / o.p);
        const double speed =
            fromUnitTime(kFastestSpeed, rng.uniform(1, o.heterogeneity), o.heterogeneity);
        const double bandwidth = fromUnitTime(kFastestBandwidth, rng.uniform(1, hl), hl);
        pl.processors.push_back(makeProcessor(i, speed, kWorkerMemory, radius * s, -radius * c));
        addLink(pl, "M", processorId(i), bandwidth, kLanLatency, Sharing::Shared);
    }
    return pl;
}

// Paper 004 §5.1 and §6.2: an X×Y mesh (here X = Y = √p), each processor linked to its 4
// neighbours, unit processing and transmission times drawn as for the star. §5.1 puts the
// source at the geometric centre ("the mesh has better performance in scheduling if the
// source is closer to geometric center"); it is a node of the mesh that does not compute
// (constraint (44), k = 0). Processors are numbered row by row; draws: all processors in
// that order, then the links in creation order (for each node: right, then down).
Platform generateMesh(const GeneratorOptions &o, Stream &rng)
{
    Platform pl;
    const int side = exactSquareRoot(o.p);
    const double hl = linkHeterogeneity(o.heterogeneity);
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) {
            const double speed = fromUnitTime(kFastestSpeed, rng.uniform(1, o.heterogeneity),
                                              o.heterogeneity);
            pl.processors.push_back(
                makeProcessor(r * side + c + 1, speed, kWorkerMemory, c * kSpacing, r * kSpacing));
        }
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) {
            const std::string here = processorId(r * side + c + 1);
            if (c + 1 < side)
                addLink(pl, here, processorId(r * side + c + 2),
                        fromUnitTime(kFastestBandwidth, rng.uniform(1, hl), hl),
                        kMeshLatency, Sharing::Shared);
            if (r + 1 < side)
                addLink(pl, here, processorId((r + 1) * side + c + 1),
                        fromUnitTime(kFastestBandwidth, rng.uniform(1, hl), hl),
                        kMeshLatency, Sharing::Shared);
        }
    const int centre = (side - 1) / 2;
    pl.master = processorId(centre * side + centre + 1);
    return pl;
}

// A cluster of workstations bought over the years: four CPU generations with evenly spaced
// unit times in [1, H] (generation 0 the newest), memory growing with newer generations and
// doubled on some machines. Every machine has its own 10 GbE cable to one switch "R1"; the
// switch fabric is non-blocking, which a router (no capacity of its own) models, and each
// cable is shared by the flows of its machine. Draws per machine: generation, memory choice.
Platform generateCluster(const GeneratorOptions &o, Stream &rng)
{
    constexpr int kGenerations = 4;
    constexpr double kGenerationMemory[kGenerations] = {16384, 8192, 4096, 2048}; // MiB
    constexpr int kPerRow = 16;
    Platform pl;
    pl.routers.push_back({"R1", 0.0, 0.0});
    const int width = std::max(2, static_cast<int>(std::to_string(o.p).size()));
    const int columns = std::min(o.p, kPerRow);
    for (int i = 1; i <= o.p; ++i) {
        const int g = rng.index(kGenerations);
        const double u = levelUnitTime(g, kGenerations, o.heterogeneity);
        const double speed = fromUnitTime(kFastestSpeed, u, o.heterogeneity);
        const double memory = kGenerationMemory[g] * (1 + rng.index(2));
        const int row = (i - 1) / kPerRow, col = (i - 1) % kPerRow;
        Processor p = makeProcessor(i, speed, memory, (col - (columns - 1) / 2.0) * 0.8 * kSpacing,
                                    (1.5 + row) * kSpacing);
        p.host = "node" + padded(i, width);
        p.name = p.host;
        pl.processors.push_back(std::move(p));
        addLink(pl, "R1", processorId(i), kFastestBandwidth, kLanLatency, Sharing::Shared);
    }
    pl.master = processorId(1);
    return pl;
}

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

} // namespace

std::vector<std::string> generatorKinds() { return {"star", "mesh", "cluster", "tiers"}; }

double linkHeterogeneity(double heterogeneity)
{
    // (8/3 - 1)/(3.5 - 1) = 2/3.
    const double extra = (heterogeneity - 1.0) * 2.0 / 3.0;
    return 1.0 + extra;
}

Platform generatePlatform(const GeneratorOptions &o)
{
    const auto kinds = generatorKinds();
    if (std::find(kinds.begin(), kinds.end(), o.kind) == kinds.end())
        throw InputError("unknown platform kind '" + o.kind
                         + "' (expected star, mesh, cluster or tiers)");
    if (o.p < 1 || o.p > kGeneratorMaxProcessors)
        throw InputError("the number of processors p must be between 1 and "
                         + std::to_string(kGeneratorMaxProcessors) + " (got "
                         + std::to_string(o.p) + ")");
    if (!(o.heterogeneity >= 1.0 && o.heterogeneity <= kGeneratorMaxHeterogeneity))
        throw InputError("heterogeneity must be between 1 and "
                         + formatNumber(kGeneratorMaxHeterogeneity) + " (got "
                         + formatNumber(o.heterogeneity) + ")");
    if (o.kind == "mesh" && (o.p < 4 || exactSquareRoot(o.p) < 0))
        throw InputError("a mesh needs p = s×s processors with s >= 2 (4, 9, 16, 25, ...); "
                         + std::to_string(o.p)
                         + (exactSquareRoot(o.p) < 0 ? " is not a perfect square"
                                                     : " leaves no processor besides the source"));

    Stream rng(o.seed);
    Platform pl;
    if (o.kind == "star")
        pl = generateStar(o, rng);
    else if (o.kind == "mesh")
        pl = generateMesh(o, rng);
    else if (o.kind == "cluster")
        pl = generateCluster(o, rng);
    else
        pl = generateTiers(o, rng);
    pl.units = Units::Physical;
    pl.name = o.kind + " p=" + std::to_string(o.p) + " seed=" + std::to_string(o.seed)
        + " H=" + formatNumber(o.heterogeneity);
    // Cheap (O(V + E)) and makes "every generated platform is valid" a checked promise.
    validatePlatform(pl, "generated " + o.kind + " platform");
    return pl;
}

} // namespace partita
