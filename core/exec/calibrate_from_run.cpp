#include "exec/calibrate_from_run.h"

#include "exec/rank_map.h"
#include "io/atomic_file.h"
#include "io/json_locator.h"
#include "io/text_position.h"
#include "model/error.h"
#include "model/graph.h"
#include "schedule/ring/ring_rates.h"
#include "strategy/strategy.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <sstream>
#include <unordered_map>

namespace partita::exec {

namespace {

using nlohmann::json;

// partita run's default --time-unit: the seconds a time unit lasted in a run whose summary
// does not say (summaries of physical platforms, and those written before it did).
constexpr double kDefaultSecondsPerTimeUnit = 0.01;

std::string number(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

std::string linkName(const Link &l)
{
    return l.name.empty() ? l.from + "–" + l.to : l.name;
}

double numberAt(const json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? it->get<double>() : 0.0;
}

// A whole number at `key` of an object that fits an int; `fallback` for anything else (a
// summary is read as partita run writes it, and refused where it is not one).
int intAt(const json &object, const char *key, int fallback)
{
    if (!object.is_object())
        return fallback;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number_integer())
        return fallback;
    const auto v = it->get<std::int64_t>();
    return v >= std::numeric_limits<int>::min() && v <= std::numeric_limits<int>::max() ? static_cast<int>(v) : fallback;
}

std::string stringAt(const json &object, const char *key)
{
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

bool isSummary(const json &j)
{
    return j.is_object() && (!j.contains("ev") || j["ev"] == "summary");
}

// Bytes and seconds of the receives that crossed one link, over every pair of ranks whose
// route is that link alone.
struct LinkTraffic {
    double bytes = 0, seconds = 0, latencySeconds = 0; // latencySeconds: k·λ, summed
};

} // namespace

json parseRunSummary(const std::string &text, const std::string &fileName)
{
    // One document: partita run --json, or the summary line alone.
    try {
        const json whole = json::parse(text);
        if (isSummary(whole))
            return whole;
        throw InputError(fileName, 0, "not a run summary: give what partita run --json prints");
    } catch (const json::parse_error &e) {
        // Several lines: partita run's output without --json, the summary last.
        std::istringstream lines(text);
        json found;
        for (std::string line; std::getline(lines, line);) {
            if (line.find("\"summary\"") == std::string::npos)
                continue;
            json j = json::parse(line, nullptr, false);
            if (j.is_object() && j.contains("ev") && j["ev"] == "summary")
                found = std::move(j);
        }
        if (found.is_object())
            return found;
        std::string detail = e.what();
        if (const auto colon = detail.rfind(": "); colon != std::string::npos)
            detail.erase(0, colon + 2);
        throw InputError(fileName, lineOfOffset(text, e.byte > 0 ? e.byte - 1 : 0),
                         "not a run summary (invalid JSON: " + detail
                             + "); give what partita run --json prints, or partita run's output");
    } catch (const json::exception &e) { // a number too large for a double: no position given
        throw InputError(fileName, lineOfQuotedNumber(text, e.what()),
                         "not a run summary (invalid JSON: " + nlohmannDetail(e.what()) + ")");
    }
}

json readRunSummary(const std::string &path)
{
    return parseRunSummary(readWholeFile(path), path);
}

RunCalibration calibrateFromRun(const Platform &platform, const json &summary, const std::string &summaryName)
{
    const auto fail = [&](const std::string &what) { throw InputError(summaryName, 0, what); };
    if (!summary.is_object() || !summary.contains("emulated") || !summary["emulated"].is_boolean())
        fail("not a run summary of partita run (it has no \"emulated\")");
    if (summary["emulated"].get<bool>())
        fail("the run was emulated: it measured the platform's own times, not the machines; calibrate from a run "
             "without --emulate");
    const auto perRank = summary.find("per_rank");
    if (perRank == summary.end() || !perRank->is_array() || perRank->empty())
        fail("the summary has no per-rank data (per_rank)");

    const RankMap ranks = rankMap(platform);
    const int summaryRanks = intAt(summary, "ranks", static_cast<int>(perRank->size()));
    const std::string platformName = platform.name.empty() ? "the platform" : "'" + platform.name + "'";
    if (summaryRanks != ranks.size())
        fail("the run had " + std::to_string(summaryRanks) + " ranks, " + platformName + " needs "
             + std::to_string(ranks.size()) + ": the summary is of another platform");
    bool measured = false;
    for (const json &r : *perRank) {
        if (!r.is_object())
            fail("per_rank holds a " + std::string(r.type_name()) + " where a rank's object belongs");
        const int rank = intAt(r, "rank", -1);
        const std::string node = stringAt(r, "node");
        if (rank < 0 || rank >= ranks.size())
            fail("per_rank names rank " + std::to_string(rank) + ", outside the run's " + std::to_string(ranks.size())
                 + " ranks");
        if (node != ranks.node[static_cast<std::size_t>(rank)])
            fail("rank " + std::to_string(rank) + " played '" + node + "' in the run, and plays '"
                 + ranks.node[static_cast<std::size_t>(rank)] + "' on " + platformName
                 + ": the summary is of another platform");
        measured = measured || r.contains("flops") || r.contains("received");
    }
    if (!measured)
        fail("the summary has no per-rank flops and received bytes: it was written by an older partita run; run "
             "again");

    const bool blocks = platform.units == Units::Blocks;
    const double q = numberAt(summary, "q");
    if (blocks && q <= 0)
        fail("the summary has no block size q, which the rates of a \"blocks\" platform count in");
    // the seconds a time unit lasted: the summary's time_scale (the run's --time-unit)
    const double unit = summary.contains("time_scale") ? numberAt(summary, "time_scale") : kDefaultSecondsPerTimeUnit;
    if (blocks && unit <= 0)
        fail("time_scale must be > 0");

    // The kernel the run computed with, whose rate its processors may give apart.
    const StrategyInfo *strategy = summary.contains("algorithm") && summary["algorithm"].is_string()
                                     ? findStrategy(summary["algorithm"].get<std::string>())
                                     : nullptr;
    const Kernel kernel = strategy ? kernelOf(strategy->family) : Kernel::Panel;
    const int iterations = intAt(summary, "iterations", 1);
    if (kernel == Kernel::Stencil && iterations < 1)
        fail("iterations must be at least 1");
    RunCalibration out;
    out.platform = platform;
    std::map<int, LinkTraffic> links;
    std::unordered_map<std::string, std::unordered_map<std::string, Route>> routesFrom;
    for (const json &r : *perRank) {
        const int rank = intAt(r, "rank", -1);
        const std::string &node = ranks.node[static_cast<std::size_t>(rank)];
        // Speed: multiply-adds over compute seconds.
        const double flops = numberAt(r, "flops"), compute = numberAt(r, "compute");
        const auto processor = std::find_if(out.platform.processors.begin(), out.platform.processors.end(),
                                            [&](const Processor &p) { return p.id == node; });
        const bool computes = processor != out.platform.processors.end() && (rank != 0 || ranks.rankZeroComputes);
        if (computes && flops > 0 && compute > 0) {
            double speed = blocks ? flops / 2.0 / (q * q * q) / (compute / unit) : flops / compute / 1e9;
            // A panel of another shape than the kernel's square ran at its own rate: the rate
            // written is the square's (model/platform.h, panelShapeFactor).
            if (const auto panel = r.find("panel"); panel != r.end() && panel->is_array() && panel->size() == 2
                                                     && (*panel)[0].is_number() && (*panel)[1].is_number())
                speed /= panelShapeFactor(processor->panelPacking, q, (*panel)[0].get<double>(), (*panel)[1].get<double>());
            const int index = static_cast<int>(processor - out.platform.processors.begin());
            // a computing master of a master-worker product updates panels in place (forStrategy)
            const Kernel used = rank == 0 && strategy && strategy->family == Family::MasterWorker ? Kernel::Panel : kernel;
            // The size the rate was measured at: the block size, or the MiB of the ring slice the
            // rank relaxed, a point 4 flops an iteration (ring_run.cpp)
            const double size = used == Kernel::Stencil ? ringSliceMiBOfPoints(flops / iterations / 4) : q;
            if (const auto own = processor->kernels.find(used); own != processor->kernels.end()) {
                out.changes.push_back({RateChange::Kind::Speed, index, node, own->second.at(size), speed, used});
                own->second.set(size, speed);
            } else {
                out.changes.push_back({RateChange::Kind::Speed, index, node, processor->speed, speed, {}});
                processor->speed = speed;
            }
        } else if (computes) {
            out.kept.push_back(node + " computed nothing in the run: speed kept");
        }
        // Bandwidth: bytes received over the seconds of the receives less their latencies.
        const auto received = r.find("received");
        if (received == r.end() || !received->is_array())
            continue;
        for (const json &from : *received) {
            const int sender = intAt(from, "from", -1);
            const double bytes = numberAt(from, "bytes"), seconds = numberAt(from, "seconds");
            if (sender < 0 || sender >= ranks.size() || sender == rank || bytes <= 0)
                continue;
            const std::string &source = ranks.node[static_cast<std::size_t>(sender)];
            auto routes = routesFrom.find(source);
            if (routes == routesFrom.end())
                routes = routesFrom.emplace(source, platformRoutes(platform, source)).first;
            const auto route = routes->second.find(node);
            if (route == routes->second.end() || route->second.links.size() != 1) {
                if (route == routes->second.end() || !route->second.reachable)
                    out.kept.push_back(source + " → " + node + ": no route on the platform: nothing to update");
                else
                    out.kept.push_back(source + " → " + node + ": a route of " + std::to_string(route->second.links.size())
                                       + " links; the run measures the route, not each link: their bandwidths kept");
                continue;
            }
            const int link = route->second.links.front();
            LinkTraffic &t = links[link];
            t.bytes += bytes;
            t.seconds += seconds;
            t.latencySeconds += intAt(from, "messages", 0) * platform.links[static_cast<std::size_t>(link)].latency
                              * (blocks ? unit : 1.0);
        }
    }
    for (const auto &[index, t] : links) {
        Link &l = out.platform.links[static_cast<std::size_t>(index)];
        const double transfer = t.seconds - t.latencySeconds;
        if (transfer <= 0) {
            out.kept.push_back("link " + linkName(l) + ": its messages took no longer than its latency ("
                               + number(t.seconds) + " s): bandwidth kept");
            continue;
        }
        const double bandwidth = blocks ? t.bytes / 8.0 / (q * q) / (transfer / unit) : t.bytes / transfer / 1e9;
        out.changes.push_back({RateChange::Kind::Bandwidth, index, linkName(l), l.bandwidth, bandwidth, {}});
        l.bandwidth = bandwidth;
    }
    for (const RateChange &c : out.changes)
        if (!std::isfinite(c.after) || c.after <= 0)
            fail(c.name + ": the run gives " + number(c.after) + ", not a rate; nothing changed");
    return out;
}

std::string describe(const RateChange &change, Units units)
{
    const bool speed = change.kind == RateChange::Kind::Speed;
    const char *unit = units == Units::Blocks ? (speed ? "block updates/time unit" : "blocks/time unit")
                                              : (speed ? "Gflop/s" : "GB/s");
    std::string what = speed ? change.name + " speed " : "link " + change.name + " bandwidth ";
    if (change.kernel)
        what = change.name + " " + toString(*change.kernel) + " speed ";
    return what + number(change.before) + " → " + number(change.after) + " " + unit;
}

} // namespace partita::exec
