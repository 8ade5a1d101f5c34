#include "exec/run_report.h"

#include "trace/trace_analysis.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace partita::exec {

namespace {

// The emulation keeps up when the run ends within 5 % of its prediction (docs/executor.md).
constexpr double kKeptUp = 1.05;

// "%9.4g / %-9.4g" of a measured and a predicted figure.
std::string pair(double measured, double predicted)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, " %9.4g / %-9.4g", measured, predicted);
    return buf;
}

std::string number(const char *spec, double v)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, spec, v);
    return buf;
}

// "23.6 ms", "1.24 s".
std::string duration(double seconds)
{
    return seconds < 1 ? number("%.3g ms", 1e3 * seconds) : number("%.3g s", seconds);
}

// A scale to type again: "0.067", "26", "390".
std::string scaleText(double scale)
{
    return scale >= 100 ? number("%.0f", scale) : number("%.2g", scale);
}

} // namespace

RunReport::Miss RunReport::largestMiss() const
{
    Miss worst;
    for (const RankReport &r : ranks) {
        const std::pair<const char *, double> kinds[] = {
            {"compute", r.measured.compute - r.predicted.compute},
            {"communication", r.measured.communication - r.predicted.communication},
            {"idle", r.measured.idle - r.predicted.idle}};
        for (const auto &[kind, excess] : kinds)
            if (excess > worst.excess)
                worst = {r.rank, r.node, kind, excess};
    }
    return worst;
}

RunReport compareRun(const nlohmann::json &summary, const Trace &predicted)
{
    RunReport report;
    report.measuredMakespan = summary.value("makespan", 0.0);
    const TraceSummary expected = summarize(predicted);
    report.predictedMakespan = expected.makespan;
    std::map<std::string, KindSeconds> byNode;
    for (const RankSummary &r : expected.ranks)
        byNode[r.id] = {r.compute, r.communication, r.idle};
    report.timeScale = summary.value("time_scale", 0.0);
    report.late.largest = summary.value("fell_behind_seconds", 0.0);
    report.late.total = summary.value("fell_behind_total_seconds", 0.0);
    if (const auto at = summary.find("fell_behind_at"); at != summary.end() && at->is_object()) {
        report.late.rank = at->value("rank", -1);
        report.late.node = at->value("node", std::string());
        report.late.kind = at->value("kind", std::string());
        report.late.step = at->value("step", -1);
    }
    if (!summary.contains("per_rank") || !summary["per_rank"].is_array())
        return report;
    for (const auto &r : summary["per_rank"]) {
        RankReport row;
        row.rank = r.value("rank", 0);
        row.node = r.value("node", std::string());
        row.measured = {r.value("compute", 0.0), r.value("communication", 0.0), r.value("idle", 0.0)};
        if (const auto it = byNode.find(row.node); it != byNode.end())
            row.predicted = it->second;
        report.ranks.push_back(std::move(row));
    }
    return report;
}

double suggestedScale(const RunReport &report, double scale)
{
    if (report.predictedMakespan <= 0 || report.ratio() <= kKeptUp)
        return 0;
    const double overhead = report.measuredMakespan - report.predictedMakespan;
    return scale * overhead / ((kKeptUp - 1.0) * report.predictedMakespan);
}

std::string formatRunReport(const RunReport &report, bool emulated, bool blocksPlatform, double scale)
{
    std::string out = "measured / predicted, seconds    compute                communication          idle\n";
    for (const RankReport &r : report.ranks) {
        char head[48];
        std::snprintf(head, sizeof head, "rank %-3d %-22.22s", r.rank, r.node.c_str());
        out += head + pair(r.measured.compute, r.predicted.compute)
             + pair(r.measured.communication, r.predicted.communication) + pair(r.measured.idle, r.predicted.idle)
             + "\n";
    }
    out += "makespan " + number("%.4g", report.measuredMakespan) + " s measured, "
         + number("%.4g", report.predictedMakespan) + " s predicted";
    if (report.predictedMakespan > 0)
        out += " (measured/predicted " + number("%.3f", report.ratio()) + ")";
    const RunReport::Miss miss = report.largestMiss();
    if (miss.rank >= 0)
        out += "; largest miss: rank " + std::to_string(miss.rank) + " (" + miss.node + ") " + miss.kind + ", "
             + number("%+.4g", miss.excess) + " s";
    out += "\n";
    if (emulated && report.predictedMakespan > 0) {
        const std::string option = blocksPlatform ? "--time-unit " : "--time-scale ";
        const std::string at = scale > 0 ? " at " + option + number("%.3g", scale) : "";
        const FellBehind &late = report.late;
        const std::string where = late.rank < 0 ? std::string()
                                                : "rank " + std::to_string(late.rank) + " (" + late.node + ") " + late.kind
                                                      + (late.step >= 0 ? ", step " + std::to_string(late.step) : "");
        if (report.ratio() <= kKeptUp) {
            out += "the emulation kept up with the platform's times" + at + " (within 5 %)";
            if (late.rank >= 0 && late.largest > 1e-3)
                out += "; its latest activity ended " + duration(late.largest) + " after its predicted end ("
                     + where + ") and the run caught up";
            out += "\n";
        } else {
            const double behind = report.measuredMakespan - report.predictedMakespan;
            out += "the emulation fell behind the platform's times" + at + " by " + number("%.0f", 100.0 * (report.ratio() - 1.0))
                 + " % (" + duration(behind) + "): this machine cannot run the ranks as fast as the platform says";
            if (late.rank >= 0)
                out += "; the latest activity ended " + duration(late.largest) + " after its predicted end ("
                     + where + "), " + duration(late.total) + " late in all";
            if (behind > late.largest + 1e-3)
                out += "; " + duration(behind - std::max(0.0, late.largest)) + " of the miss came after the last held activity (the synchronisation that ends the run)";
            if (scale > 0)
                out += "; " + option + scaleText(suggestedScale(report, scale))
                     + " would keep it within 5 % (the overheads taken as fixed)";
            out += "\n";
        }
    }
    return out;
}

nlohmann::json runReportJson(const RunReport &report)
{
    nlohmann::json perRank = nlohmann::json::array();
    for (const RankReport &r : report.ranks)
        perRank.push_back({{"rank", r.rank},
                           {"node", r.node},
                           {"compute", r.predicted.compute},
                           {"communication", r.predicted.communication},
                           {"idle", r.predicted.idle}});
    const RunReport::Miss miss = report.largestMiss();
    nlohmann::json largest = nullptr;
    if (miss.rank >= 0)
        largest = {{"rank", miss.rank}, {"node", miss.node}, {"kind", miss.kind}, {"seconds", miss.excess}};
    return {{"measured_over_predicted", report.ratio()},
            {"kept_up", report.predictedMakespan > 0 && report.ratio() <= kKeptUp},
            {"predicted_per_rank", perRank},
            {"largest_miss", largest}};
}

} // namespace partita::exec
