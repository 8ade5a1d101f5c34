#include "evaluate/parameter_sweep.h"

#include "model/error.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace partita {

namespace {

struct ParameterName {
    SweepParameter parameter;
    const char *name;
};

constexpr ParameterName kNames[] = {
    {SweepParameter::Order, "order"},
    {SweepParameter::M, "m"},
    {SweepParameter::K, "k"},
    {SweepParameter::N, "n"},
    {SweepParameter::BlockSize, "q"},
    {SweepParameter::Heterogeneity, "heterogeneity"},
    {SweepParameter::CommunicationRatio, "comm-ratio"},
    {SweepParameter::WorkerMemory, "memory"},
};

std::string number(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

bool computes(const Platform &platform, const Processor &p)
{
    return p.id != platform.master || platform.masterComputes;
}

} // namespace

std::string sweepParameterName(SweepParameter parameter)
{
    for (const ParameterName &n : kNames)
        if (n.parameter == parameter)
            return n.name;
    return {};
}

std::optional<SweepParameter> parseSweepParameter(std::string_view name)
{
    for (const ParameterName &n : kNames)
        if (name == n.name)
            return n.parameter;
    return std::nullopt;
}

bool sweepsWholeValues(SweepParameter parameter)
{
    return !sweepsPlatform(parameter);
}

bool sweepsPlatform(SweepParameter parameter)
{
    return parameter == SweepParameter::Heterogeneity || parameter == SweepParameter::CommunicationRatio
        || parameter == SweepParameter::WorkerMemory;
}

std::vector<double> sweepValues(const SweepRange &range, bool whole)
{
    if (!std::isfinite(range.from) || !std::isfinite(range.to))
        throw InputError("sweep range: the bounds must be finite numbers, got " + number(range.from) + " to "
                         + number(range.to));
    if (range.from < 0 || range.to < 0)
        throw InputError("sweep range: the bounds must not be negative, got " + number(range.from) + " to "
                         + number(range.to));
    if (range.to < range.from)
        throw InputError("sweep range: FROM (" + number(range.from) + ") is larger than TO (" + number(range.to) + ")");
    if (range.points < 1 || range.points > kMaxSweepPoints)
        throw InputError("sweep range: between 1 and " + std::to_string(kMaxSweepPoints) + " points, got "
                         + std::to_string(range.points));
    if (range.logarithmic && range.from <= 0)
        throw InputError("sweep range: a logarithmic range starts above 0, got " + number(range.from));
    std::vector<double> values;
    const int n = range.points;
    for (int i = 0; i < n; ++i) {
        const double t = n == 1 ? 0.0 : static_cast<double>(i) / (n - 1);
        double v = range.logarithmic ? range.from * std::pow(range.to / range.from, t)
                                     : range.from + (range.to - range.from) * t;
        if (i == n - 1 && n > 1)
            v = range.to; // no rounding error at the end the user typed
        if (whole)
            v = std::max(1.0, std::round(v));
        if (values.empty() || values.back() != v)
            values.push_back(v);
    }
    return values;
}

Problem sweptProblem(const Problem &problem, SweepParameter parameter, double value)
{
    const auto v = static_cast<std::int64_t>(std::llround(value));
    Problem p = problem;
    switch (parameter) {
    case SweepParameter::Order: p = Problem(v, problem.q); break;
    case SweepParameter::M: p.m = v; break;
    case SweepParameter::K: p.k = v; break;
    case SweepParameter::N: p.n = v; break;
    case SweepParameter::BlockSize: p.q = v; break;
    case SweepParameter::Heterogeneity:
    case SweepParameter::CommunicationRatio:
    case SweepParameter::WorkerMemory: break;
    }
    return p;
}

Platform sweptPlatform(const Platform &platform, SweepParameter parameter, double value)
{
    switch (parameter) {
    case SweepParameter::Heterogeneity: return withHeterogeneity(platform, value);
    case SweepParameter::CommunicationRatio: return withCommunicationRatio(platform, value);
    case SweepParameter::WorkerMemory: return withWorkerMemory(platform, value);
    default: return platform;
    }
}

Platform withHeterogeneity(const Platform &platform, double h)
{
    // s_i ↦ S·s_i^h / Σ_j s_j^h over the computing processors: the total speed S stays. The
    // powers are taken of s_i / max_j s_j, in (0, 1], so that no power overflows for large h.
    Platform out = platform;
    double total = 0, largest = 0;
    for (const Processor &p : platform.processors)
        if (computes(platform, p) && p.speed > 0) {
            total += p.speed;
            largest = std::max(largest, p.speed);
        }
    if (total <= 0)
        return out;
    double powers = 0;
    for (const Processor &p : platform.processors)
        if (computes(platform, p) && p.speed > 0)
            powers += std::pow(p.speed / largest, h);
    for (Processor &p : out.processors) {
        if (!computes(platform, p) || p.speed <= 0)
            continue;
        const double speed = total * std::pow(p.speed / largest, h) / powers;
        const double factor = speed / p.speed;
        p.speed = speed;
        for (auto &[kernel, function] : p.kernels)
            for (SpeedPoint &point : function.points)
                point.speed *= factor;
    }
    return out;
}

Platform withCommunicationRatio(const Platform &platform, double ratio)
{
    Platform out = platform;
    if (ratio > 0)
        for (Link &l : out.links)
            l.bandwidth /= ratio;
    return out;
}

Platform withWorkerMemory(const Platform &platform, double memory)
{
    Platform out = platform;
    for (Processor &p : out.processors)
        if (p.id != platform.master)
            p.memory = memory;
    return out;
}

double currentSweepValue(const Platform &platform, const Problem &problem, SweepParameter parameter)
{
    switch (parameter) {
    case SweepParameter::Order:
    case SweepParameter::N: return static_cast<double>(problem.n);
    case SweepParameter::M: return static_cast<double>(problem.m);
    case SweepParameter::K: return static_cast<double>(problem.k);
    case SweepParameter::BlockSize: return static_cast<double>(problem.q);
    case SweepParameter::Heterogeneity:
    case SweepParameter::CommunicationRatio: return 1;
    case SweepParameter::WorkerMemory: break;
    }
    double memory = 0;
    for (const Processor &p : platform.processors)
        if (p.id != platform.master)
            memory = std::max(memory, p.memory);
    return memory;
}

} // namespace partita
