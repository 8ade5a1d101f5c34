// Paper 004 (Liu, Shi, Zhang, Robertazzi, layer based partition) on star networks: the
// example of Fig. 1 (§1.2) and the comparison of Fig. 6 (§6.1).
#include "reproduce/papers.h"
#include "reproduce/support.h"

#include "metrics/metrics.h"
#include "model/generator.h"
#include "model/time_model.h"
#include "partition/partitioner.h"
#include "schedule/lbp/lbp_star.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

namespace partita::reproduce {

namespace {

// Finishing time of a partition into rectangles on a star in the PCCS mode of §4.3, the mode
// §6.1 runs every algorithm in: each processor receives its rows of A and columns of B over
// its own link, all links at once, then computes; communication does not overlap computation.
// A piece spanning R rows and C columns of C with `elements` entries needs (R + C)·N elements
// and elements·N multiply-adds.
double pccsRectanglesMakespan(const Metrics &m, const Platform &platform, std::int64_t n)
{
    const TimeModel time{platform.units, 1};
    double worst = 0;
    for (const auto &pm : m.processors) {
        const Processor *p = platform.findProcessor(pm.processor);
        const Link *link = nullptr;
        for (const auto &l : platform.links)
            if (l.to == pm.processor || l.from == pm.processor)
                link = &l;
        const double elements = pm.workFraction * static_cast<double>(n) * static_cast<double>(n);
        const double received = static_cast<double>(pm.rows + pm.cols) * static_cast<double>(n);
        const double t = link->latency + time.transfer(received, link->bandwidth)
                       + time.compute(elements * static_cast<double>(n), p->speed);
        worst = std::max(worst, t);
    }
    return worst;
}

} // namespace

// Fig. 1: 8×8 matrices, four processors of power 1, 1, 2, 4. The figure's numbers are not in
// the text; §1.2 states what they show (S2 keeps S1's finishing time with less volume, S3 keeps
// S2's volume and finishes sooner) and §3 the model that gives them: a layer of k columns of A
// and k rows of B costs 2kN elements and kN² multiply-adds (Theorem 1), a rectangle of R rows
// and C columns (R + C)·N elements and R·C·N multiply-adds, and the figure compares the
// computation (the links are left out, resources/examples/README.md).
ExperimentResult runPaper004Fig1(const CancelToken *cancel)
{
    checkCancel(cancel);
    ExperimentResult out;
    const Platform platform =
        blocksStar("paper 004 Fig. 1 (powers 1, 1, 2, 4)", {1, 1, 2, 4}, {8, 8, 8, 8}, {256, 256, 256, 256}, "S");
    const Problem problem{8, 1};
    const std::int64_t n = problem.n;
    out.setup = REPORT_TEXT(
        "004-fig1",
        "The platform of `resources/examples/lbp-fig1.json`: a source that does not compute and four "
        "processors of power 1, 1, 2, 4, links of 8 elements per time unit; N = 8, q = 1. "
        "S1 is a rectangular partition into four equal squares (`grid2d` on equal shares: the "
        "text says S2 keeps S1's finishing time, so S1's pieces are equal), S2 even layers "
        "(k = 2 each), S3 layers proportional to power (`lbp-star` in PCSS mode, where k ∝ speed, "
        "eq. 31). The figure itself is not in the text: its values are derived from the model §1.2 "
        "and §3 state (finishing time of the computation, N² entries of a layer times k "
        "multiply-adds over the power; volume 2kN per layer, (R + C)·N per rectangle).");

    // S1: equal rectangles.
    PartitionInput equal{{"P1", "P2", "P3", "P4"}, {1, 1, 1, 1}, problem};
    const Metrics s1 = computeMetrics(makePlan("grid2d", equal), platform, NetworkModel::Star);
    double s1Time = 0;
    for (const auto &pm : s1.processors)
        s1Time = std::max(s1Time, pm.workFraction * static_cast<double>(n * n * n)
                                      / platform.findProcessor(pm.processor)->speed);
    // S2: even layers, computation of k·N² multiply-adds at each power.
    double s2Time = 0, s2Volume = 0;
    for (const auto &p : platform.processors) {
        const double k = static_cast<double>(n) / 4;
        s2Time = std::max(s2Time, k * static_cast<double>(n * n) / p.speed);
        s2Volume += 2 * k * static_cast<double>(n);
    }
    // S3: Partita's layer-based partition, PCSS (computation only decides: k ∝ power).
    const LbpResult s3 = planLbpStar(platform, problem, {StarMode::Pcss, ServiceOrder::File});
    double s3Time = 0;
    for (std::size_t i = 0; i < s3.ids.size(); ++i)
        s3Time = std::max(s3Time, static_cast<double>(s3.k[i] * n * n) / platform.findProcessor(s3.ids[i])->speed);

    auto add = [&](Phrase quantity, double paper, double partita, std::string unit = {}) {
        out.comparisons.push_back({std::move(quantity), paper, partita, 0, std::move(unit), {}});
    };
    const auto volumeOf = [](const char *partition) {
        return Phrase(REPORT_TEXT("004-fig1", "%1: communication volume"), {partition});
    };
    add(REPORT_TEXT("004-fig1", "S1 (equal rectangles): computation finishing time"), 128, s1Time, "time units");
    add(REPORT_TEXT("004-fig1", "S2 (even layers): computation finishing time"), 128, s2Time, "time units");
    add(REPORT_TEXT("004-fig1", "S3 (proportional layers): computation finishing time"), 64, s3Time, "time units");
    add(REPORT_TEXT("004-fig1", "S3: simulated makespan (PCSS, links included)"), 64, s3.makespan, "time units");
    add(volumeOf("S1"), 256, s1.commVolume, "elements");
    add(volumeOf("S2"), 128, s2Volume, "elements");
    add(volumeOf("S3"), 128, s3.volume(), "elements");
    std::ostringstream k;
    for (std::size_t i = 0; i < s3.k.size(); ++i)
        k << (i ? ", " : "") << s3.k[i];
    out.findings = Phrase(REPORT_TEXT("004-fig1", "S3's layers: k = %1, proportional to the powers as §1.2 says."),
                          {k.str()});
    out.numbers = {{"n", n},
                   {"s1", {{"finishing_time", s1Time}, {"volume", s1.commVolume}}},
                   {"s2", {{"finishing_time", s2Time}, {"volume", s2Volume}}},
                   {"s3", {{"finishing_time", s3Time}, {"simulated_makespan", s3.makespan}, {"volume", s3.volume()}, {"k", s3.k}}}};
    FigureBars time{REPORT_TEXT("004-fig1", "Paper 004 Fig. 1: finishing time (computation)"),
                    REPORT_TEXT("004-fig1", "time units"), {"S1", "S2", "S3"}, {s1Time, s2Time, s3Time}, {}, {}};
    FigureBars volume{REPORT_TEXT("004-fig1", "Paper 004 Fig. 1: communication volume"),
                      REPORT_TEXT("004-fig1", "elements"), {"S1", "S2", "S3"},
                      {s1.commVolume, s2Volume, s3.volume()}, {}, {}};
    out.files.push_back(platformFile("fig1.json", platform));
    addFigure(out, {"fig1.svg", {volume, time}, {}, {}});
    return out;
}

// Fig. 6: stars of 16 workers drawn as §6.1 says (unit processing times uniform in
// (0.0002, 0.0007), transmission times in (0.0003, 0.0008): `partita generate --kind star
// --p 16`, whose spread of speeds and bandwidths is the paper's, docs/generator.md), ten seeds,
// N = 100 to 1000, every algorithm in PCCS mode. Each point is the mean over the ten stars.
ExperimentResult runPaper004Fig6(const CancelToken *cancel)
{
    checkCancel(cancel);
    ExperimentResult out;
    constexpr int kSeeds = 10;
    const std::vector<std::int64_t> sizes{100, 200, 300, 400, 500, 600, 700, 800, 900, 1000};
    // §6.1.2's comparators: Even-Col, PERI-SUM (paper 000's column-based partition), Recursive
    // (Nagamochi and Abe [29]) and NRRP [30] (docs/layer-based.md).
    const std::vector<std::string> rectangles{"even-columns", "columns", "nagamochi-abe", "nrrp"};
    std::map<std::string, std::vector<double>> volume, time; // per size, mean over seeds
    std::vector<double> lowerBound(sizes.size()), lbpVolume(sizes.size()), lbpTime(sizes.size());
    for (const auto &name : rectangles) {
        volume[name].assign(sizes.size(), 0);
        time[name].assign(sizes.size(), 0);
    }
    for (int seed = 1; seed <= kSeeds; ++seed) {
        const Platform platform = paper004Scale(generatePlatform({"star", 16, static_cast<std::uint64_t>(seed), 3.5}));
        out.files.push_back(platformFile("star16-seed" + std::to_string(seed) + ".json", platform));
        for (std::size_t s = 0; s < sizes.size(); ++s) {
            const std::int64_t n = sizes[s];
            const double n2 = static_cast<double>(n * n);
            // q = 1: the layers and the rectangles are cut in element rows and columns, as the
            // paper's k_i are.
            const Problem problem{n, 1};
            checkCancel(cancel);
            const LbpResult lbp = planLbpStar(platform, problem, {StarMode::Pccs, ServiceOrder::File});
            lbpVolume[s] += lbp.volume() / kSeeds;
            lbpTime[s] += lbp.makespan / kSeeds;
            lowerBound[s] += n2 * halfPerimeterLowerBound(platform) / kSeeds;
            // The rectangles on 10-element blocks (N/10 blocks a side): their shapes, hence their
            // volumes, are those of the element grid within a block's width.
            const Problem blocks{n, 10};
            const PartitionInput input = PartitionInput::fromPlatform(platform, blocks);
            for (const auto &name : rectangles) {
                checkCancel(cancel);
                const Metrics m = computeMetrics(makePlan(name, input, PartitionOptions{0, cancel}), platform,
                                                 NetworkModel::Full);
                volume[name][s] += m.commVolume / kSeeds;
                time[name][s] += pccsRectanglesMakespan(m, platform, n) / kSeeds;
            }
        }
    }
    const std::size_t last = sizes.size() - 1;
    auto below = [&](double lbp, double other) { return 100 * (1 - lbp / other); };
    out.setup = REPORT_TEXT(
        "004-fig6",
        "Ten stars of 16 workers, `partita generate --kind star --p 16 --seed 1..10` (unit "
        "processing and transmission times drawn uniformly with the spreads of §6.1) at the paper's time scale "
        "(unit processing time 0.0002 to 0.0007, unit transmission time 0.0003 to 0.0008), N = 100 "
        "to 1000; each point is the mean over the ten stars, as in the paper. LBP is `lbp-star` "
        "in PCCS mode (q = 1, whole columns); the rectangles are Partita's partitions (on blocks "
        "of 10 elements), their finishing time the PCCS model of §4.3 applied to each piece "
        "(receive R·N elements of A and C·N of B over its link, then compute). The lower bound is "
        "2N²·Σ√s_i with s_i the speed shares (Lemma 2). Partita's `columns` is the column-based "
        "PERI-SUM partition of paper 000 (Beaumont et al., the paper's [26]), `nagamochi-abe` the "
        "paper's Recursive (Nagamochi and Abe [29]) and `nrrp` its NRRP [30], as Partita reads those "
        "references (docs/layer-based.md).");
    out.comparisons.push_back({REPORT_TEXT("004-fig6", "LBP volume below the rectangles' lower bound, N = 1000"), 75,
                               below(lbpVolume[last], lowerBound[last]), 0, "%", {}});
    // The paper's rectangle volumes at N = 1000 are those of the lower bound times each
    // algorithm's approximation ratio (§6.1.2: 1.75 for PERI-SUM, 1.25 for Recursive, 2/√3 for
    // NRRP), not volumes of partitions: with LBP at a fraction f of the bound, 1 − f/ratio gives
    // the printed 79.7 % and 78 % exactly.
    const double fraction = lbpVolume[last] / lowerBound[last];
    // Percentages as the report has always printed them: 3 significant digits.
    const auto percent = [](double value) { return printedNumber(value, 3); };
    auto overBound = [&](const std::string &name) {
        return percent(100 * (volume[name][last] / lowerBound[last] - 1));
    };
    // %1 the partition Partita measures, %2 its volume above the bound.
    const auto guarantee = [&](Pattern partition, const std::string &name) {
        return Phrase(REPORT_TEXT("004-fig6",
                                  "the paper's figure is the lower bound times the algorithm's approximation ratio "
                                  "(see the next rows), a worst case; Partita measures the partition itself, %1, %2 % "
                                  "above the bound here."),
                      {partition, overBound(name)});
    };
    out.comparisons.push_back(
        {REPORT_TEXT("004-fig6", "LBP volume below PERI-SUM (Partita: `columns`), N = 1000"), 85.1,
         below(lbpVolume[last], volume["columns"][last]), 1, "%",
         guarantee(REPORT_TEXT("004-fig6", "the column-based PERI-SUM partition of paper 000"), "columns")});
    out.comparisons.push_back(
        {REPORT_TEXT("004-fig6", "LBP volume below Recursive (Partita: `nagamochi-abe`), N = 1000"), 79.7,
         below(lbpVolume[last], volume["nagamochi-abe"][last]), 1, "%",
         guarantee(REPORT_TEXT("004-fig6", "Nagamochi and Abe's recursive dissection"), "nagamochi-abe")});
    out.comparisons.push_back(
        {REPORT_TEXT("004-fig6", "LBP volume below NRRP (Partita: `nrrp`), N = 1000"), 78,
         below(lbpVolume[last], volume["nrrp"][last]), 0, "%",
         Phrase(REPORT_TEXT("004-fig6",
                            "the paper's figure is the lower bound times the algorithm's approximation ratio (see "
                            "the next rows), a worst case; Partita measures the partition itself, the "
                            "non-rectangular recursive partition, %1 % above the bound here (%2)."),
                {overBound("nrrp"),
                 volume["nrrp"][last] == volume["nagamochi-abe"][last]
                     ? REPORT_TEXT("004-fig6", "the same volume as `nagamochi-abe` on these stars")
                     : REPORT_TEXT("004-fig6", "it differs from `nagamochi-abe` by its square corners")})});
    out.comparisons.push_back({REPORT_TEXT("004-fig6", "LBP volume below the bound × 1.75 (PERI-SUM's ratio), N = 1000"),
                               85.1, 100 * (1 - fraction / 1.75), 1, "%", {}});
    out.comparisons.push_back({REPORT_TEXT("004-fig6", "LBP volume below the bound × 1.25 (Recursive's ratio), N = 1000"),
                               79.7, 100 * (1 - fraction / 1.25), 1, "%", {}});
    out.comparisons.push_back({REPORT_TEXT("004-fig6", "LBP volume below the bound × 2/√3 (NRRP's ratio), N = 1000"), 78,
                               100 * (1 - fraction / (2 / std::sqrt(3.0))), 0, "%", {}});
    out.comparisons.push_back({REPORT_TEXT("004-fig6", "LBP finishing time below Even-Col, N = 1000"), 40,
                               below(lbpTime[last], time["even-columns"][last]), 0, "%",
                               REPORT_TEXT("004-fig6",
                                           "the paper says \"about 40 %\" and gives no exact value; the gap depends on "
                                           "the draw of the slowest of the 16 processors, for which Even-Col waits.")});
    out.findings = Phrase(
        REPORT_TEXT("004-fig6",
                    "Finishing time at N = 1000 against Even-Col: `columns` %1 % below, `nagamochi-abe` %2 % below, "
                    "`nrrp` %3 % below (the paper: LBP, PERI-SUM, Recursive and NPPR \"similar curves\"). LBP's "
                    "volume is 2N² at every N (Theorem 1), so its gain over the bound, 1 − 1/Σ√s_i, does not depend "
                    "on N, as the paper observes."),
        {percent(below(time["columns"][last], time["even-columns"][last])),
         percent(below(time["nagamochi-abe"][last], time["even-columns"][last])),
         percent(below(time["nrrp"][last], time["even-columns"][last]))});

    auto series = [&](Phrase name, const std::vector<double> &y) {
        FigureSeries s{std::move(name), {}, y};
        for (auto n : sizes)
            s.x.push_back(static_cast<double>(n));
        return s;
    };
    FigureLines vol{
        REPORT_TEXT("004-fig6", "Paper 004 Fig. 6(a): total communication volume, 16-worker stars (mean of 10)"),
        REPORT_TEXT("004-fig6", "N"), REPORT_TEXT("004-fig6", "elements"), {}, false};
    FigureLines fin{REPORT_TEXT("004-fig6", "Paper 004 Fig. 6(b): finishing time, PCCS (mean of 10)"),
                    REPORT_TEXT("004-fig6", "N"), REPORT_TEXT("004-fig6", "seconds"), {}, false};
    vol.series.push_back(series("LBP", lbpVolume));
    vol.series.push_back(series(REPORT_TEXT("004-fig6", "lower bound 2N²Σ√s_i"), lowerBound));
    fin.series.push_back(series("LBP", lbpTime));
    for (const auto &name : rectangles) {
        vol.series.push_back(series(name, volume[name]));
        fin.series.push_back(series(name, time[name]));
    }
    addFigure(out, {"fig6.svg", {}, {vol, fin}, {}});
    out.numbers = {{"sizes", sizes}, {"seeds", kSeeds}, {"lbp_volume", lbpVolume}, {"lbp_finishing_time", lbpTime},
                   {"lower_bound_volume", lowerBound}};
    for (const auto &name : rectangles) {
        out.numbers["volume"][name] = volume[name];
        out.numbers["finishing_time"][name] = time[name];
    }
    return out;
}

} // namespace partita::reproduce
