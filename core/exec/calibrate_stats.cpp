#include "exec/calibrate_stats.h"

#include "model/platform.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>

namespace partita::exec {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

std::string format(const char *fmt, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, fmt, value);
    return text;
}

std::string seconds(double s)
{
    if (!std::isfinite(s))
        return "not a number";
    return s >= 1e-3 ? format("%.1f ms", s * 1e3) : format("%.1f us", s * 1e6);
}

} // namespace

double Trials::spread() const
{
    if (!(median > 0) || !std::isfinite(min) || !std::isfinite(max))
        return kInf;
    return (max - min) / median;
}

Trials summarize(std::vector<double> values)
{
    if (values.empty())
        throw std::invalid_argument("summarize: no trials");
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    Trials t;
    t.count = static_cast<int>(n);
    t.min = values.front();
    t.max = values.back();
    t.median = n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    return t;
}

bool wantsMoreTrials(double worstSpread, int batches, double steadySpread, int maxBatches)
{
    return batches < maxBatches && !(worstSpread <= steadySpread); // an infinite or NaN spread wants more
}

double bandwidthGBs(double bytes, double oneWaySeconds, double latency)
{
    const double transfer = oneWaySeconds - latency;
    if (!(transfer > 0))
        return kInf;
    return bytes / transfer / 1e9;
}

LinkVerdict checkLink(const LinkMeasurement &m)
{
    const std::string who = "rank " + std::to_string(m.rank) + " on host " + m.host + ": ";
    const std::string where = m.sameHost ? " to rank 0 on the same host" : " to rank 0";
    LinkVerdict v;
    if (!std::isfinite(m.latency) || m.latency < 0)
        v.problem = who + "latency " + seconds(m.latency) + where;
    else if (m.sameHost && m.latency > kMaxSameHostLatency)
        v.problem = who + "latency " + seconds(m.latency) + where;
    else if (m.latency > kMaxLatency)
        v.problem = who + "latency " + seconds(m.latency) + where;
    else if (!std::isfinite(m.bandwidth) || !(m.bandwidth > 0))
        v.problem = who + "bandwidth " + (std::isfinite(m.bandwidth) ? format("%g GB/s", m.bandwidth) : "not finite")
                  + where + " (the large message was not slower than the small one)";
    else if (m.bandwidth > kMaxLinkGBs)
        v.problem = who + "bandwidth " + format("%.0f GB/s", m.bandwidth) + where + ", above "
                  + format("%.0f GB/s", kMaxLinkGBs);
    if (!v.problem.empty()) {
        v.problem += "; " + std::string(kTryAgain);
        return v;
    }
    v.bandwidth = m.bandwidth;
    // A message between ranks of one host is at least one memory copy.
    if (m.sameHost && m.memcpyGBs > 0 && m.bandwidth > m.memcpyGBs) {
        v.bandwidth = m.memcpyGBs;
        v.bounded = true;
    }
    return v;
}

std::string checkSpeed(int rank, const std::string &host, double gflops)
{
    if (std::isfinite(gflops) && gflops > 0)
        return {};
    return "rank " + std::to_string(rank) + " on host " + host + ": dgemm rate "
         + (std::isfinite(gflops) ? format("%g Gflop/s", gflops) : std::string("not finite")) + "; " + kTryAgain;
}

double fitPanelPacking(double q, double squareRate, double rows, double cols, double wideRate)
{
    if (!(squareRate > 0) || !(wideRate > squareRate) || !std::isfinite(wideRate) || !(rows > 0) || !(cols > 0))
        return 0;
    const double square = 2 / panelSide(q), wide = 1 / rows + 1 / cols;
    const double denominator = wideRate * wide - squareRate * square;
    if (denominator >= 0) // no κ makes the wide panel that much faster
        return kMaxPanelPacking;
    return std::min(kMaxPanelPacking, (squareRate - wideRate) / denominator);
}

} // namespace partita::exec
