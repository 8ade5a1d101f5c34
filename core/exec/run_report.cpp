#include "exec/run_report.h"

#include "trace/trace_analysis.h"

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

double suggestedTimeUnit(const RunReport &report, double timeUnit)
{
    if (report.predictedMakespan <= 0 || report.ratio() <= kKeptUp)
        return 0;
    const double overhead = report.measuredMakespan - report.predictedMakespan;
    return timeUnit * overhead / ((kKeptUp - 1.0) * report.predictedMakespan);
}

std::string formatRunReport(const RunReport &report, bool emulated, bool blocksPlatform, double timeUnit)
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
        if (report.ratio() <= kKeptUp)
            out += "the emulation kept up with the platform's times (within 5 %)\n";
        else
            out += "the emulation fell behind the platform's times by " + number("%.0f", 100.0 * (report.ratio() - 1.0))
                 + " %: this machine cannot run the ranks as fast as the platform says"
                 + (blocksPlatform ? "; --time-unit " + number("%.2g", suggestedTimeUnit(report, timeUnit))
                                         + " would keep it within 5 % (the overheads taken as fixed)\n"
                                   : " (a blocks platform with a larger --time-unit would give it room)\n");
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
    return {{"measured_over_predicted", report.ratio()}, {"predicted_per_rank", perRank}, {"largest_miss", largest}};
}

} // namespace partita::exec
