// The generator's shared helpers (generator_support.h): rounding of drawn values, exact
// layout arithmetic, ids, processors and links.
#include "model/generator_support.h"

#include <algorithm>
#include <cmath>

namespace partita::generatordetail {

namespace {

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

} // namespace

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

} // namespace partita::generatordetail
