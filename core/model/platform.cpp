#include "model/platform.h"

#include <algorithm>

namespace partita {

const Processor *Platform::findProcessor(const std::string &id) const
{
    auto it = std::find_if(processors.begin(), processors.end(),
                           [&](const Processor &p) { return p.id == id; });
    return it == processors.end() ? nullptr : &*it;
}

bool Platform::hasNode(const std::string &id) const
{
    return findProcessor(id) != nullptr
        || std::any_of(routers.begin(), routers.end(), [&](const Router &r) { return r.id == id; });
}

std::vector<Processor> Platform::computingProcessors() const
{
    std::vector<Processor> out;
    out.reserve(processors.size());
    for (const auto &p : processors)
        if (p.id != master || masterComputes)
            out.push_back(p);
    return out;
}

double SpeedFunction::at(double size) const
{
    if (points.empty())
        return 0;
    if (size <= points.front().size)
        return points.front().speed;
    if (size >= points.back().size)
        return points.back().speed;
    const auto upper = std::upper_bound(points.begin(), points.end(), size,
                                        [](double x, const SpeedPoint &p) { return x < p.size; });
    const SpeedPoint &a = *(upper - 1), &b = *upper;
    return a.speed + (b.speed - a.speed) * (size - a.size) / (b.size - a.size);
}

void SpeedFunction::set(double size, double speed)
{
    if (points.size() == 1 && points.front().size == 0) { // a constant stays one
        points.front().speed = speed;
        return;
    }
    const auto at = std::lower_bound(points.begin(), points.end(), size,
                                     [](const SpeedPoint &p, double x) { return p.size < x; });
    if (at != points.end() && at->size == size)
        at->speed = speed;
    else
        points.insert(at, {size, speed});
}

double panelSide(double q) { return std::max(q, 1024.0); }

double panelShapeFactor(double packing, double q, double rows, double cols)
{
    if (packing <= 0 || rows <= 0 || cols <= 0)
        return 1;
    return (1 + 2 * packing / panelSide(q)) / (1 + packing / rows + packing / cols);
}

double Processor::speedFor(Kernel kernel, double size) const
{
    const auto it = kernels.find(kernel);
    return it == kernels.end() || it->second.points.empty() ? speed : it->second.at(size);
}

Platform forKernel(const Platform &platform, Kernel kernel, double size)
{
    Platform seen = platform;
    for (Processor &p : seen.processors)
        p.speed = p.speedFor(kernel, size);
    return seen;
}

const char *toString(Kernel k)
{
    switch (k) {
    case Kernel::Panel: return "panel";
    case Kernel::Block: return "block";
    case Kernel::Stencil: return "stencil";
    }
    return "panel";
}

std::optional<Kernel> kernelNamed(std::string_view name)
{
    for (const Kernel k : kKernels)
        if (name == toString(k))
            return k;
    return std::nullopt;
}

const char *toString(Units u) { return u == Units::Blocks ? "blocks" : "physical"; }
const char *toString(Sharing s)
{
    switch (s) {
    case Sharing::Backbone: return "backbone";
    case Sharing::SplitDuplex: return "split-duplex";
    case Sharing::Shared: break;
    }
    return "shared";
}

} // namespace partita
