#include "report/palette.h"

#include <cmath>
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

Rgb processorColor(std::size_t index)
{
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
