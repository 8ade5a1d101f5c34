#include "reproduce/support.h"

#include <sstream>

#include "io/platform_json.h"
#include "model/generator_support.h"

#include <cmath>
#include <numeric>

namespace partita::reproduce {

Platform blocksStar(const std::string &name, const std::vector<double> &speeds, const std::vector<double> &bandwidths,
                    const std::vector<double> &memories, const std::string &master)
{
    Platform pl;
    pl.name = name;
    pl.units = Units::Blocks;
    pl.master = master;
    pl.masterComputes = false;
    pl.routers.push_back({master, 0.0, 0.0});
    const double spacing = 100;
    const double left = -spacing * static_cast<double>(speeds.size() - 1) / 2;
    for (std::size_t i = 0; i < speeds.size(); ++i) {
        Processor p;
        p.id = "P" + std::to_string(i + 1);
        p.speed = speeds[i];
        p.memory = memories[i];
        p.x = left + spacing * static_cast<double>(i);
        p.y = 150.0;
        pl.processors.push_back(p);
        Link l;
        l.name = "l" + std::to_string(i + 1);
        l.from = master;
        l.to = p.id;
        l.bandwidth = bandwidths[i];
        l.latency = 0;
        pl.links.push_back(l);
    }
    return pl;
}

Platform paper004Scale(Platform platform)
{
    using generatordetail::kFastestBandwidth;
    using generatordetail::kFastestSpeed;
    for (auto &p : platform.processors) {
        const double unitProcessing = 0.0002 * kFastestSpeed / p.speed;
        p.speed = 2 / (unitProcessing * 1e9);
    }
    for (auto &l : platform.links) {
        const double unitTransmission = 0.0003 * kFastestBandwidth / l.bandwidth;
        l.bandwidth = 8 / (unitTransmission * 1e9);
        l.latency = 0;
    }
    platform.name += " (paper 004 §6 time scale)";
    return platform;
}

ExperimentFile platformFile(const std::string &name, const Platform &platform)
{
    return {name, platformToJson(platform)};
}

double mean(const std::vector<double> &values)
{
    if (values.empty())
        return NAN;
    return std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
}

std::string printedNumber(double value, int precision)
{
    std::ostringstream s;
    s.precision(precision);
    s << value;
    return s.str();
}

} // namespace partita::reproduce
