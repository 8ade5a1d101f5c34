// Paper 001 (Legrand, Renard, Robert, Vivien, LIP RR-2003-23) §5: the SharedRing heuristic on
// two Tiers platforms of 37 and 70 machines (Figs. 3-4), the ring size chosen against H/W
// (Figs. 5-6), T_step/W against the ring size at H/W = 0.1, 1 and 10 (Figs. 7-12) and the
// gain of the two refinements of §4.3 (Figs. 13-14), through planSharedRing as `partita
// simulate --algorithm ring --h H --w W [--ring-refine max-min|qp|off]` runs it.
#include "reproduce/papers.h"
#include "reproduce/support.h"

#include "model/generator.h"
#include "schedule/ring/shared_ring.h"
#include "util/parallel_jobs.h"

#include <algorithm>
#include <cmath>

namespace partita::reproduce {

namespace {

// §5.1 draws the powers among machines from a Pentium Pro 200 MHz to a Pentium 4 1.7 GHz:
// a clock ratio of 8.5, taken as the spread of the generator's machine types.
constexpr double kHeterogeneity = 8.5;
constexpr std::uint64_t kSeed = 1;
// H in MB against W in Gflop (the platform's data unit is the GB): docs/reproduction.md's
// setup paragraph says why.
constexpr double kMegabyte = 1e-3;
// The H/W ratios of Figs. 5-6 (the figures' axis is not in the text): from 0.01, where every
// machine joins, to 10, where the fastest one alone wins, with Figs. 7-12's 0.1, 1 and 10.
const std::vector<double> kRatios{0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 3, 5, 10};
const std::vector<double> kCurveRatios{0.1, 1, 10};

struct PaperPlatform {
    int machines, routers, links; // §5.1, Figs. 3-4
    int figure;                   // Fig. 3, Fig. 4
};
const PaperPlatform kPlatforms[] = {{37, 47, 91, 3}, {70, 103, 182, 4}};

// One platform's runs: the ring planned at every ratio with each refinement of §4.3 and without.
struct Sweep {
    Platform platform;
    std::vector<RingResult> refined, program, plain; // per kRatios entry: max-min, qp, off
};

// Every platform's sweep. The rings (platforms × ratios × refinements) are planned on this
// machine's cores, each into its own slot, so the numbers do not depend on the threads; the
// first failure (or Cancelled) is rethrown once every thread has stopped.
std::vector<Sweep> planSweeps(const std::vector<int> &machines, const CancelToken *cancel)
{
    const RingRefinement methods[] = {RingRefinement::MaxMin, RingRefinement::Program, RingRefinement::Off};
    std::vector<Sweep> out(machines.size());
    struct Job {
        std::size_t platform, ratio;
        RingRefinement refinement;
    };
    std::vector<Job> jobs;
    for (std::size_t p = 0; p < machines.size(); ++p) {
        checkCancel(cancel);
        GeneratorOptions g{"tiers", machines[p], kSeed, kHeterogeneity, paper001TiersShape(machines[p])};
        out[p].platform = generatePlatform(g);
        for (auto *runs : {&out[p].refined, &out[p].program, &out[p].plain})
            runs->resize(kRatios.size());
        for (std::size_t r = 0; r < kRatios.size(); ++r)
            for (RingRefinement m : methods)
                jobs.push_back({p, r, m});
    }
    // The 70-machine platform's quadratic programs first: the longest jobs.
    std::stable_sort(jobs.begin(), jobs.end(), [](const Job &a, const Job &b) {
        return std::pair(a.refinement == RingRefinement::Program, a.platform)
             > std::pair(b.refinement == RingRefinement::Program, b.platform);
    });
    runParallelJobs(jobs.size(), [&](std::size_t j) {
        const Job &job = jobs[j];
        // T_step/W depends on H/W only (equation (4)): W = 1 Gflop, H = ratio MB.
        RingOptions o;
        o.w = 1;
        o.h = kRatios[job.ratio] * kMegabyte;
        o.refinement = job.refinement;
        o.cancel = cancel;
        Sweep &s = out[job.platform];
        auto &runs = job.refinement == RingRefinement::MaxMin    ? s.refined
                   : job.refinement == RingRefinement::Program ? s.program
                                                                 : s.plain;
        runs[job.ratio] = planSharedRing(s.platform, o);
    });
    return out;
}

double gainPercent(const RingResult &refined, const RingResult &plain)
{
    return 100 * (1 - refined.tStep / plain.tStep);
}

std::size_t ratioIndex(double ratio)
{
    return static_cast<std::size_t>(std::find(kRatios.begin(), kRatios.end(), ratio) - kRatios.begin());
}

// H/W steps of the sweep where the chosen ring has more members than at the previous ratio.
int growths(const std::vector<RingResult> &runs)
{
    int n = 0;
    for (std::size_t i = 1; i < runs.size(); ++i)
        n += runs[i].ring.size() > runs[i - 1].ring.size() ? 1 : 0;
    return n;
}

// Sizes s where T_step(s) is below both neighbours: more than one means T_step is not
// monotone on either side of its best size (§4.1, "see Figure 11").
int localMinima(const std::vector<double> &t)
{
    int n = 0;
    for (std::size_t i = 0; i < t.size(); ++i)
        if ((i == 0 || t[i] < t[i - 1]) && (i + 1 == t.size() || t[i] < t[i + 1]))
            ++n;
    return n;
}

// Three significant digits, as the report prints its numbers.
std::string number(double v, int precision = 3)
{
    return printedNumber(v, precision);
}

} // namespace

ExperimentResult runPaper001Ring(const CancelToken *cancel)
{
    checkCancel(cancel);
    ExperimentResult out;
    out.setup = REPORT_TEXT(
        "001-ring",
        "Two platforms of `partita generate --kind tiers --paper001 --p 37` and `--p 70` (seed 1, heterogeneity "
        "8.5, the clock ratio of the Pentium 4 1.7 GHz to the Pentium Pro 200 MHz §5.1 names): the Tiers model with "
        "one WAN, MANs and LANs sized so that the routers and links are those of Figs. 3-4 (docs/generator.md). "
        "Powers are five machine types drawn per machine, link capacities set by link class (LAN, LAN/MAN, MAN, "
        "WAN) and drawn; the paper's pathchar values are not in the text, so the classes are the generator's "
        "(1.25 GB/s LAN to 0.25 GB/s WAN, a fastest machine of 10 Gflop/s). `planSharedRing` (paper 001 §4) with "
        "W = 1 Gflop and H = H/W MB at 11 ratios from 0.01 to 10, with each refinement of §4.3 — max-min "
        "fairness (method 1, `--ring-refine max-min`, the default) and the quadratic program (method 2, "
        "`--ring-refine qp`, solved exactly rather than with KINSOL, docs/ring.md) — and without "
        "(`--ring-refine off`); the ring grows to every "
        "machine and the best size is kept. T_step/W is in seconds per Gflop. The paper gives no unit "
        "for H and W; MB per Gflop puts the ratios of its figures (0.1, 1, 10) where the chosen ring goes from "
        "every machine to the fastest alone (a Jacobi sweep on an N×N grid of doubles, 5 flops a point, sends "
        "8N bytes per 5N² flops: H/W = 1600/N MB per Gflop, 0.1 to 10 for N from 16 000 down to 160). The paper "
        "prints no value of Figs. 5-14 in its text: the comparisons are the platform sizes, the trends §5.2 states "
        "and its best refinement gain.");
    std::vector<int> machines;
    for (const auto &pp : kPlatforms)
        machines.push_back(pp.machines);
    const std::vector<Sweep> sweeps = planSweeps(machines, cancel);

    auto add = [&](Phrase quantity, double paper, double partita, int decimals, std::string unit = {},
                   Phrase note = {}) {
        out.comparisons.push_back({std::move(quantity), paper, partita, decimals, std::move(unit), std::move(note)});
    };
    // The gains of each method over the plain heuristic (Figs. 13-14), [0] max-min, [1] qp.
    struct Gains {
        double best = -INFINITY, worst = INFINITY;
        Phrase bestAt;                             // "second platform, H/W = 0.5"
        std::size_t bestWith = 0, bestWithout = 0; // ring sizes where the gain is best
        int close = 0;                             // runs within 0.5 % of the plain heuristic
    } gains[2];
    int pairs = 0; // runs of each method
    Text findings;
    const Phrase logRatio = REPORT_TEXT("001-ring", "log10(H/W)");
    const Phrase tStepPerGflop = REPORT_TEXT("001-ring", "T_step/W (s per Gflop)");
    FigureLines sizes{REPORT_TEXT("001-ring", "Paper 001 Figs. 5-6: size of the optimal ring against H/W"), logRatio,
                      REPORT_TEXT("001-ring", "processors"), {}, false};
    std::vector<FigureLines> curves(kCurveRatios.size() * 2);
    std::vector<FigureLines> refinement;
    for (std::size_t p = 0; p < sweeps.size(); ++p) {
        const auto &pp = kPlatforms[p];
        const Sweep &s = sweeps[p];
        const Phrase which = p == 0 ? Phrase(REPORT_TEXT("001-ring", "first platform"))
                                    : Phrase(REPORT_TEXT("001-ring", "second platform"));
        const std::string platformFigure = std::to_string(pp.figure);
        add({REPORT_TEXT("001-ring", "Fig. %1: machines of the %2"), {platformFigure, which}}, pp.machines,
            static_cast<double>(s.platform.computingProcessors().size()), 0);
        add({REPORT_TEXT("001-ring", "Fig. %1: routers"), {platformFigure}}, pp.routers,
            static_cast<double>(s.platform.routers.size()), 0);
        add({REPORT_TEXT("001-ring", "Fig. %1: communication links"), {platformFigure}}, pp.links,
            static_cast<double>(s.platform.links.size()), 0);
        const std::string sizeFigure = p == 0 ? "5" : "6";
        add({REPORT_TEXT("001-ring",
                         "Fig. %1: H/W steps where the chosen ring grows (§5.2: its size decreases as H/W increases)"),
             {sizeFigure}},
            0, growths(s.refined), 0);

        FigureSeries size{{REPORT_TEXT("001-ring", "%1 (%2 machines)"), {which, std::to_string(pp.machines)}}, {}, {}};
        FigureLines refine{{REPORT_TEXT("001-ring", "Paper 001 Fig. %1: %2, best T_step/W, refined or not"),
                            {p == 0 ? "13" : "14", which}},
                           logRatio,
                           tStepPerGflop,
                           {},
                           true};
        FigureSeries on{REPORT_TEXT("001-ring", "max-min fairness (§4.3 method 1)"), {}, {}},
            qp{REPORT_TEXT("001-ring", "quadratic program (§4.3 method 2)"), {}, {}},
            off{REPORT_TEXT("001-ring", "greedy shares only (§4.2)"), {}, {}};
        nlohmann::json runs = nlohmann::json::array();
        const auto runJson = [](const RingResult &run) {
            return nlohmann::json{{"ring_size", run.ring.size()}, {"ring", run.ring}, {"t_step_over_w", run.tStep},
                                  {"t_step_over_w_by_size", run.tStepBySize}};
        };
        for (std::size_t r = 0; r < kRatios.size(); ++r) {
            const double x = std::log10(kRatios[r]);
            const RingResult &a = s.refined[r], &c = s.program[r], &b = s.plain[r];
            size.x.push_back(x);
            size.y.push_back(static_cast<double>(a.ring.size()));
            for (auto [series, run] : {std::pair{&on, &a}, std::pair{&qp, &c}, std::pair{&off, &b}}) {
                series->x.push_back(x);
                series->y.push_back(run->tStep);
            }
            const double gain[2] = {gainPercent(a, b), gainPercent(c, b)};
            for (int m = 0; m < 2; ++m) {
                Gains &g = gains[m];
                if (gain[m] > g.best) {
                    g.best = gain[m];
                    g.bestAt = Phrase(REPORT_TEXT("001-ring", "%1, H/W = %2"), {which, number(kRatios[r])});
                    g.bestWith = (m == 0 ? a : c).ring.size();
                    g.bestWithout = b.ring.size();
                }
                g.worst = std::min(g.worst, gain[m]);
                g.close += std::abs(gain[m]) <= 0.5 ? 1 : 0;
            }
            ++pairs;
            runs.push_back({{"h_over_w", kRatios[r]},
                            {"refined", runJson(a)},
                            {"qp", runJson(c)},
                            {"plain", runJson(b)},
                            {"refinement_gain_percent", gain[0]},
                            {"qp_gain_percent", gain[1]}});
        }
        sizes.series.push_back(size);
        refine.series = {on, qp, off};
        refinement.push_back(refine);
        out.numbers[p == 0 ? "first_platform" : "second_platform"] = {
            {"machines", s.platform.computingProcessors().size()},
            {"routers", s.platform.routers.size()},
            {"links", s.platform.links.size()},
            {"runs", runs}};

        for (std::size_t c = 0; c < kCurveRatios.size(); ++c) {
            const std::size_t r = ratioIndex(kCurveRatios[c]);
            const int figure = 7 + static_cast<int>(2 * c + p);
            FigureLines &chart = curves[2 * c + p];
            chart = {{REPORT_TEXT("001-ring", "Paper 001 Fig. %1: %2, H/W = %3"),
                      {std::to_string(figure), which, number(kCurveRatios[c])}},
                     REPORT_TEXT("001-ring", "ring size"),
                     tStepPerGflop,
                     {},
                     true};
            for (const RingResult *run : {&s.refined[r], &s.program[r], &s.plain[r]}) {
                FigureSeries curve{run == &s.refined[r]   ? REPORT_TEXT("001-ring", "max-min (§4.3 method 1)")
                                   : run == &s.program[r] ? REPORT_TEXT("001-ring", "quadratic program (§4.3 method 2)")
                                                          : REPORT_TEXT("001-ring", "greedy shares only (§4.2)"),
                                   {},
                                   run->tStepBySize};
                for (std::size_t i = 0; i < run->tStepBySize.size(); ++i)
                    curve.x.push_back(static_cast<double>(i + 1));
                chart.series.push_back(curve);
            }
            const auto &t = s.refined[r].tStepBySize;
            const int minima = localMinima(t);
            const Phrase minimaPhrase = minima == 1
                ? Phrase(REPORT_TEXT("001-ring", "%1 local minimum"), {std::to_string(minima)})
                : Phrase(REPORT_TEXT("001-ring", "%1 local minima"), {std::to_string(minima)});
            findings += Phrase(
                figure == 11 && minima > 1
                    ? REPORT_TEXT("001-ring",
                                  "- Fig. %1 (%2, H/W = %3): best size %4 of %5, T_step/W = %6 s/Gflop against %7 for "
                                  "the fastest machine alone; %8 along the growth (§4.1: \"T_step may not vary "
                                  "monotonically with r (for instance, see Figure 11)\").\n")
                    : REPORT_TEXT("001-ring",
                                  "- Fig. %1 (%2, H/W = %3): best size %4 of %5, T_step/W = %6 s/Gflop against %7 for "
                                  "the fastest machine alone; %8 along the growth.\n"),
                {std::to_string(figure), which, number(kCurveRatios[c]), std::to_string(s.refined[r].ring.size()),
                 std::to_string(t.size()), number(s.refined[r].tStep), number(t.front()), minimaPhrase});
        }
        std::string bySize;
        for (std::size_t r = 0; r < kRatios.size(); ++r)
            bySize += (r ? ", " : "") + number(kRatios[r]) + " → " + std::to_string(s.refined[r].ring.size());
        findings += Phrase(REPORT_TEXT("001-ring", "\nFig. %1 (%2), ring size by H/W: %3.\n\n"),
                           {sizeFigure, which, bySize});
    }
    const Phrase methodName[2] = {REPORT_TEXT("001-ring", "max-min fairness (method 1)"),
                                  REPORT_TEXT("001-ring", "the quadratic program (method 2)")};
    const int top = gains[1].best > gains[0].best ? 1 : 0; // the method of the best gain
    const double bestGain = gains[top].best;
    const Phrase perMethod(REPORT_TEXT("001-ring", "max-min fairness gains at most %1 %, the quadratic program %2 %"),
                           {number(gains[0].best), number(gains[1].best)});
    add(REPORT_TEXT("001-ring", "Figs. 13-14: best gain of the refinements"), 3, bestGain, 0, "%",
        bestGain < 3
            ? Phrase(REPORT_TEXT("001-ring",
                                 "another draw of the Tiers model, with the generator's link classes for the paper's "
                                 "measured capacities, where the shares of §4.2 leave less to gain: %1; the paper's 3 % "
                                 "is the better of both methods on its own draws."),
                     {perMethod})
            : Phrase(REPORT_TEXT("001-ring",
                                 "another draw of the Tiers model, with the generator's link classes for the paper's "
                                 "measured capacities (%1): the best gain (%2, %3) comes less from the shares of one "
                                 "ring than from the growth taking another course once they change (%4 members with "
                                 "the refinement, %5 without); %6 of the %7 pairs of runs are within 0.5 % of each "
                                 "other."),
                     {perMethod, methodName[top], gains[top].bestAt, std::to_string(gains[top].bestWith),
                      std::to_string(gains[top].bestWithout), std::to_string(gains[top].close),
                      std::to_string(pairs)}));
    // The least ratio from which both platforms' best ring is the fastest machine alone.
    std::size_t alone = kRatios.size();
    while (alone > 0 && sweeps[0].refined[alone - 1].ring.size() == 1 && sweeps[1].refined[alone - 1].ring.size() == 1)
        --alone;
    findings += alone < kRatios.size()
        ? Phrase(REPORT_TEXT("001-ring",
                             "§5.2: \"for each ratio there is an optimal size, which is reached with fewer processors "
                             "as the ratio increases\"; here too, down to the fastest machine alone from H/W = %1 "
                             "on.\n\n"),
                 {number(kRatios[alone])})
        : Phrase(REPORT_TEXT("001-ring",
                             "§5.2: \"for each ratio there is an optimal size, which is reached with fewer processors "
                             "as the ratio increases\"; here too.\n\n"));
    std::vector<Phrase> perMethodGains;
    for (int m = 0; m < 2; ++m)
        perMethodGains.push_back(Phrase(REPORT_TEXT("001-ring", "%1 gains at best %2 % (%3), at worst %4 %, and stays "
                                                                "within 0.5 % of the plain heuristic in %5 of the %6 runs"),
                                        {methodName[m], number(gains[m].best), gains[m].bestAt, number(gains[m].worst),
                                         std::to_string(gains[m].close), std::to_string(pairs)}));
    findings += Phrase(REPORT_TEXT("001-ring",
                                   "Figs. 13-14: %1; %2. At each size a refinement is kept only when it does not "
                                   "lengthen the step (the quadratic program is the optimum for the ring's routes, so "
                                   "it never does), but it changes the capacities later insertions see, and the growth "
                                   "may take another course; §5.2: \"the impact of both variants is not significant: "
                                   "the best gain is 3%\"."),
                       perMethodGains);
    out.findings = findings;
    out.numbers["h_over_w"] = kRatios;
    out.numbers["seed"] = kSeed;
    out.numbers["heterogeneity"] = kHeterogeneity;
    out.numbers["best_refinement_gain_percent"] = bestGain;
    out.numbers["best_max_min_gain_percent"] = gains[0].best;
    out.numbers["best_qp_gain_percent"] = gains[1].best;

    out.files.push_back(platformFile("tiers37.json", sweeps[0].platform));
    out.files.push_back(platformFile("tiers70.json", sweeps[1].platform));
    addFigure(out, {"fig5-6.svg", {}, {sizes}, {}});
    addFigure(out, {"fig7-12.svg", {}, curves, {}});
    addFigure(out, {"fig13-14.svg", {}, refinement, {}});
    return out;
}

} // namespace partita::reproduce
