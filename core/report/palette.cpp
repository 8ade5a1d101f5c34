#include "report/palette.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace partita {

std::string Rgb::hex() const
{
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", r, g, b);
    return buf;
}

Rgb Rgb::contrastingText() const
{
    const double luma = 0.299 * r + 0.587 * g + 0.114 * b;
    return luma > 140 ? Rgb{0, 0, 0} : Rgb{255, 255, 255};
}

namespace {

// Tableau 20 (Tableau's public colour scheme), reordered: the ten darker tones first, then the
// lighter ones, in the order that keeps neighbours furthest apart (at least 67 in RGB distance,
// golden-angle slots included), so that slots next to each other never share a hue.
constexpr Rgb kPalette[] = {
    {0x4e, 0x79, 0xa7}, {0xf2, 0x8e, 0x2b}, {0x59, 0xa1, 0x4f}, {0xe1, 0x57, 0x59}, {0xb0, 0x7a, 0xa1},
    {0x9d, 0x76, 0x60}, {0xd3, 0x72, 0x95}, {0x79, 0x70, 0x6e}, {0xb6, 0x99, 0x2d}, {0x49, 0x98, 0x94},
    {0xff, 0xbe, 0x7d}, {0xa0, 0xcb, 0xe8}, {0xff, 0x9d, 0x9a}, {0x8c, 0xd1, 0x7d}, {0xd4, 0xa6, 0xc8},
    {0xf1, 0xce, 0x63}, {0xd7, 0xb5, 0xa6}, {0x86, 0xbc, 0xb6}, {0xfa, 0xbf, 0xd2}, {0xba, 0xb0, 0xac},
};
constexpr std::size_t kPaletteSize = sizeof kPalette / sizeof kPalette[0];

std::size_t fnv1a(const std::string &s)
{
    std::uint32_t h = 2166136261u;
    for (const unsigned char c : s)
        h = (h ^ c) * 16777619u;
    return h;
}

} // namespace

std::size_t colourSlot(const std::string &id)
{
    std::size_t digits = 0;
    while (digits < id.size() && std::isdigit(static_cast<unsigned char>(id[id.size() - 1 - digits])))
        ++digits;
    if (digits == 0)
        return fnv1a(id) % 997;
    const std::string prefix = id.substr(0, id.size() - digits);
    // At most nine digits: the number fits and the slot never overflows.
    const std::size_t number = std::stoul(id.substr(id.size() - std::min<std::size_t>(digits, 9)));
    return (prefix.empty() || prefix == "P" ? 0 : fnv1a(prefix) % 997) + number;
}

Rgb processorColor(std::size_t slot)
{
    if (slot < kPaletteSize)
        return kPalette[slot];
    const std::size_t index = slot - kPaletteSize;
    // HSL with s = 0.55, l = 0.62 (pastel but distinct); hue steps by the golden angle.
    const double hue = std::fmod(static_cast<double>(index) * 137.50776405, 360.0) / 360.0;
    const double s = 0.55, l = 0.62 - 0.08 * static_cast<double>(index % 3 == 1);
    const double q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const double p = 2 * l - q;
    const auto channel = [&](double t) {
        t = t < 0 ? t + 1 : (t > 1 ? t - 1 : t);
        double v = p;
        if (t < 1.0 / 6)
            v = p + (q - p) * 6 * t;
        else if (t < 0.5)
            v = q;
        else if (t < 2.0 / 3)
            v = p + (q - p) * (2.0 / 3 - t) * 6;
        return static_cast<int>(std::lround(v * 255));
    };
    return {channel(hue + 1.0 / 3), channel(hue), channel(hue - 1.0 / 3)};
}

Rgb intervalColor(IntervalKind kind)
{
    switch (kind) {
    case IntervalKind::Compute: return {0x1f, 0x5f, 0xbf};
    case IntervalKind::Send: return {0xf5, 0xa6, 0x5b};
    case IntervalKind::Recv: return {0x8c, 0xc9, 0x7a};
    case IntervalKind::Wait: return {0xd2, 0xd2, 0xd2};
    case IntervalKind::Redistribute: return {0xbf, 0x9b, 0xe0};
    case IntervalKind::Transfer: return {0x86, 0xcf, 0xe0};
    case IntervalKind::Idle: break;
    }
    return {0xec, 0xef, 0xf3};
}

Rgb waitHatchColor() { return {0x9a, 0x9a, 0x9a}; }

} // namespace partita
