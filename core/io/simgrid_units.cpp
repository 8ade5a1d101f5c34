#include "io/simgrid_units.h"

#include "util/number_text.h"

#include <array>
#include <charconv>
#include <cmath>
#include <span>

namespace partita {
namespace {

struct Unit {
    std::string_view suffix;
    int pow10;         // decimal prefix, relative to the base unit
    double multiplier; // binary prefixes, bits (1/8) and minutes, hours, ... (exact or nearly)
};

constexpr Unit kSpeedUnits[] = {
    {"f", 0, 1},       {"flops", 0, 1},       {"kf", 3, 1},          {"kiloflops", 3, 1},
    {"Mf", 6, 1},      {"megaflops", 6, 1},   {"Gf", 9, 1},          {"gigaflops", 9, 1},
    {"Tf", 12, 1},     {"teraflops", 12, 1},  {"Pf", 15, 1},         {"petaflops", 15, 1},
    {"Ef", 18, 1},     {"exaflops", 18, 1},   {"Zf", 21, 1},         {"zettaflops", 21, 1},
    {"Yf", 24, 1},     {"yottaflops", 24, 1},
};

constexpr double kKi = 1024.0;
constexpr Unit kBandwidthUnits[] = {
    {"Bps", 0, 1},     {"kBps", 3, 1},     {"MBps", 6, 1},     {"GBps", 9, 1},
    {"TBps", 12, 1},   {"PBps", 15, 1},    {"EBps", 18, 1},
    {"KiBps", 0, kKi}, {"MiBps", 0, kKi * kKi}, {"GiBps", 0, kKi * kKi * kKi},
    {"TiBps", 0, kKi * kKi * kKi * kKi}, {"PiBps", 0, kKi * kKi * kKi * kKi * kKi},
    {"EiBps", 0, kKi * kKi * kKi * kKi * kKi * kKi},
    {"bps", 0, 0.125}, {"kbps", 3, 0.125}, {"Mbps", 6, 0.125}, {"Gbps", 9, 0.125},
    {"Tbps", 12, 0.125}, {"Pbps", 15, 0.125}, {"Ebps", 18, 0.125},
    {"Kibps", 0, kKi / 8}, {"Mibps", 0, kKi * kKi / 8}, {"Gibps", 0, kKi * kKi * kKi / 8},
    {"Tibps", 0, kKi * kKi * kKi * kKi / 8}, {"Pibps", 0, kKi * kKi * kKi * kKi * kKi / 8},
    {"Eibps", 0, kKi * kKi * kKi * kKi * kKi * kKi / 8},
};

constexpr Unit kLatencyUnits[] = {
    {"s", 0, 1},    {"ms", -3, 1},  {"us", -6, 1}, {"ns", -9, 1},       {"ps", -12, 1},
    {"m", 0, 60},   {"h", 0, 3600}, {"d", 0, 86400}, {"w", 0, 604800},
};

struct Table {
    const Unit *begin;
    const Unit *end;
    const char *name;
    const char *example;
    std::string_view base;
    int partitaPow10; // exponent of Partita's physical unit: Gf and GBps are 1e9, s is 1
};

Table table(SimGridQuantity q)
{
    switch (q) {
    case SimGridQuantity::Speed:
        return {std::begin(kSpeedUnits), std::end(kSpeedUnits), "speed", "2Gf", "f", 9};
    case SimGridQuantity::Bandwidth:
        return {std::begin(kBandwidthUnits), std::end(kBandwidthUnits), "bandwidth", "1.25GBps", "Bps", 9};
    case SimGridQuantity::Latency: break;
    }
    return {std::begin(kLatencyUnits), std::end(kLatencyUnits), "latency", "10us", "s", 0};
}

// v · 10^k with one correctly rounded operation (powers of ten up to 1e22 are exact doubles).
double scale(double v, int k)
{
    static constexpr std::array<double, 23> kPowers = {
        1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    const int a = k < 0 ? -k : k;
    const double p = a < static_cast<int>(kPowers.size()) ? kPowers[static_cast<std::size_t>(a)]
                                                          : std::pow(10.0, a);
    return k < 0 ? v / p : v * p;
}

// The double nearest to the decimal `number` · 10^k, read from the text itself so that
// "11.618875MBps" gives the double nearest 0.011618875 GB/s, not a rounded quotient.
double shiftedDecimal(std::string_view number, double parsed, int k)
{
    int exponent = 0;
    const auto e = number.find_first_of("eE");
    if (e != std::string_view::npos) {
        const std::string_view digits = number.substr(e + 1);
        const char *first = digits.data() + (digits.starts_with('+') ? 1 : 0);
        std::from_chars(first, digits.data() + digits.size(), exponent);
        number = number.substr(0, e);
    }
    const std::string text
        = std::string(number) + "e" + std::to_string(static_cast<long>(exponent) + k);
    double v = 0;
    if (std::from_chars(text.data(), text.data() + text.size(), v).ec != std::errc())
        return scale(parsed, k); // out of the range of doubles: infinity or zero, caught by callers
    return v;
}

int targetPow10(SimGridQuantity q, Units units)
{
    return units == Units::Blocks ? 0 : table(q).partitaPow10;
}

} // namespace

bool parseSimGridValue(std::string_view text, SimGridQuantity quantity, Units units, double &value, Reason &error,
                       const std::string &who)
{
    const Table t = table(quantity);
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    double number = 0;
    const auto [rest, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (ec != std::errc() || !std::isfinite(number)) {
        error = {ReasonKind::XmlBadValue, {{who}, word(t.name), {std::string(text)}, {t.example}}};
        return false;
    }
    const std::string_view suffix(rest, static_cast<std::size_t>(text.data() + text.size() - rest));
    const std::string_view unit = suffix.empty() ? t.base : suffix;
    for (const Unit *u = t.begin; u != t.end; ++u) {
        if (u->suffix != unit)
            continue;
        const std::string_view digits(text.data(), static_cast<std::size_t>(rest - text.data()));
        value = shiftedDecimal(digits, number, u->pow10 - targetPow10(quantity, units)) * u->multiplier;
        if (!std::isfinite(value)) {
            error = {ReasonKind::XmlValueTooLarge, {{who}, word(t.name), {std::string(text)}}};
            return false;
        }
        return true;
    }
    error = {ReasonKind::XmlUnknownUnit, {{who}, word(t.name), {std::string(suffix)}, {std::string(text)}}};
    return false;
}

bool parseSimGridValue(std::string_view text, SimGridQuantity quantity, Units units, double &value,
                       std::string &error)
{
    Reason why;
    if (parseSimGridValue(text, quantity, units, value, why, {}))
        return true;
    error = why.text().substr(2); // the phrase without the empty who and its ": "
    return false;
}

std::string formatSimGridValue(double value, SimGridQuantity quantity, Units units)
{
    static constexpr std::string_view kSpeed[] = {"Gf", "Mf", "Tf", "kf", "f"};
    static constexpr std::string_view kBandwidth[] = {"GBps", "MBps", "kBps", "TBps", "Bps"};
    static constexpr std::string_view kLatency[] = {"s", "ms", "us", "ns"};
    const Table t = table(quantity);
    // The first candidate is Partita's own unit (the base unit for blocks platforms): it reads
    // back exactly, so there is always an answer.
    std::span<const std::string_view> candidates(&t.base, 1);
    if (units == Units::Physical) {
        if (quantity == SimGridQuantity::Speed)
            candidates = kSpeed;
        else if (quantity == SimGridQuantity::Bandwidth)
            candidates = kBandwidth;
        else
            candidates = kLatency;
    }
    // Shifting the decimal digits of the shortest form gives 0.011618875 GB/s -> "11.618875MBps".
    char buf[64];
    const std::string scientific(
        buf, std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific).ptr);
    std::string best;
    std::pair<int, std::size_t> bestScore{2, 0};
    for (const std::string_view candidate : candidates) {
        const Unit *u = t.begin;
        while (u->suffix != candidate)
            ++u;
        const double number
            = shiftedDecimal(scientific, value, targetPow10(quantity, units) - u->pow10);
        const std::string text = shortestText(number) + std::string(u->suffix);
        double back = 0;
        std::string ignored;
        if (!parseSimGridValue(text, quantity, units, back, ignored) || back != value)
            continue;
        const std::pair score{std::fabs(number) >= 1 && std::fabs(number) < 1000 ? 0 : 1, text.size()};
        if (best.empty() || score < bestScore) {
            best = text;
            bestScore = score;
        }
    }
    return best;
}

} // namespace partita
