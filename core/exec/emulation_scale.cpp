#include "exec/emulation_scale.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace partita::exec {

ScaleChoice chooseScale(const Trace &modelled, int ranks, unsigned cores, double floor)
{
    ScaleChoice c;
    c.scale = floor;
    const double makespan = modelled.makespan();
    if (!(makespan > 0))
        return c;
    double flops = 0;
    for (const Interval &iv : modelled.intervals)
        if (iv.kind == IntervalKind::Compute)
            flops += iv.flops;
    const double cpus = std::max(1.0, static_cast<double>(cores));
    const double perCore = std::max(1.0, static_cast<double>(ranks) / cpus);
    c.work = flops / (kCoreGflops * 1e9 * cpus * 0.5 * makespan);
    c.fixed = kFixedSeconds * perCore / (0.05 * makespan);
    c.scale = std::max({floor, c.work, c.fixed});
    if (c.scale > floor) { // up to three significant digits, a number to read and to type again
        const double unit = std::pow(10.0, std::floor(std::log10(c.scale)) - 2);
        c.scale = std::ceil(c.scale / unit - 1e-9) * unit;
    }
    return c;
}

unsigned machineCores()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

} // namespace partita::exec
