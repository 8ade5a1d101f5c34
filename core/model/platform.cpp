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

double SpeedFunction::at(double q) const
{
    if (points.empty())
        return 0;
    if (q <= points.front().q)
        return points.front().speed;
    if (q >= points.back().q)
        return points.back().speed;
    const auto upper = std::upper_bound(points.begin(), points.end(), q,
                                        [](double x, const SpeedPoint &p) { return x < p.q; });
    const SpeedPoint &a = *(upper - 1), &b = *upper;
    return a.speed + (b.speed - a.speed) * (q - a.q) / (b.q - a.q);
}

void SpeedFunction::set(double q, double speed)
{
    if (points.size() == 1 && points.front().q == 0) { // a constant stays one
        points.front().speed = speed;
        return;
    }
    const auto at = std::lower_bound(points.begin(), points.end(), q,
                                     [](const SpeedPoint &p, double x) { return p.q < x; });
    if (at != points.end() && at->q == q)
        at->speed = speed;
    else
        points.insert(at, {q, speed});
}

double Processor::speedFor(Kernel kernel, double q) const
{
    const auto it = kernels.find(kernel);
    return it == kernels.end() || it->second.points.empty() ? speed : it->second.at(q);
}

Platform forKernel(const Platform &platform, Kernel kernel, double q)
{
    Platform seen = platform;
    for (Processor &p : seen.processors)
        p.speed = p.speedFor(kernel, q);
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
