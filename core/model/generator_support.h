#pragma once
// What the generator's topologies share (generator.h): the random stream, the mapping of
// unit-time draws to rounded speeds and bandwidths, exact layout arithmetic and the way
// processors and links are named. Each topology has its own file (generator_<kind>.cpp).
// Not a public API.

#include "model/generator.h"
#include "model/platform.h"

#include <cstdint>
#include <random>
#include <string>
#include <utility>

namespace partita::generatordetail {

// Physical magnitudes the unit-time draws are scaled to (docs/generator.md, "Physical
// magnitudes"): a core running one-thread DGEMM at 10 Gflop/s, 10 Gb Ethernet (1.25 GB/s).
inline constexpr double kFastestSpeed = 10.0;       // Gflop/s
inline constexpr double kFastestBandwidth = 1.25;   // GB/s
inline constexpr double kWorkerMemory = 4096.0;     // MiB, star and mesh (paper 004 has no memory bound)
inline constexpr double kLanLatency = 5e-5;         // s
inline constexpr double kMeshLatency = 1e-5;        // s
inline constexpr double kSpacing = 100.0;           // drawing units between neighbouring nodes
inline constexpr double kPi = 3.14159265358979323846;

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

// A speed or bandwidth from a unit time u in [1, spread], rounded to four significant digits
// and kept inside [fastest / spread, fastest].
double fromUnitTime(double fastest, double u, double spread);
// Evenly spaced unit times in [1, spread] for `levels` discrete machine types.
double levelUnitTime(int g, int levels, double spread);
// sin and cos without the libm, so that layouts are the same everywhere.
std::pair<double, double> sinCos(double angle);
// A coordinate rounded to 0.1 drawing unit.
double coord(double v);

std::string prefixed(const char *prefix, long long i);
std::string processorId(int i); // "P<i>"
// Appends a link named "L<number of links + 1>".
void addLink(Platform &pl, const std::string &from, const std::string &to, double bandwidth,
             double latency, Sharing sharing);
Processor makeProcessor(int i, double speed, double memory, double x, double y);
// s when p = s², else -1.
int exactSquareRoot(int p);

// The topologies, one file each; the options are checked by generatePlatform.
Platform generateStar(const GeneratorOptions &o, Stream &rng);
Platform generateMesh(const GeneratorOptions &o, Stream &rng);
Platform generateCluster(const GeneratorOptions &o, Stream &rng);
Platform generateTiers(const GeneratorOptions &o, Stream &rng);

} // namespace partita::generatordetail
