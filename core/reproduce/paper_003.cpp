// Paper 003 (Lastovetsky and Reddy, slides): the equivalent homogeneous network of a network of
// communication segments (slides "Equivalent Network Environments" and "Heterogeneous
// Communication Networks"), and the efficiency of the heterogeneous block-cyclic algorithm on it
// against its homogeneous prototype on the equivalent network.
#include "reproduce/papers.h"
#include "reproduce/support.h"

#include "evaluate/evaluate.h"
#include "model/equivalent_homogeneous.h"


namespace partita::reproduce {

namespace {


// The slides' special case: m = 3 segments S_i of n_i = 3 processors each (the 3×3 processor
// grid of their matrix example), a switch per segment reached at s_i, the switches joined two
// by two at s_ij, slower than inside the segments. s_13 = s_23 (the smallest of the three
// appears twice), so that no route between two segments is wider through the third one and
// every pair across S_i, S_j sees s_ij, as equation (1) assumes. Speeds in Gflop/s, bandwidths
// in GB/s.
struct Segments {
    std::vector<double> inside{2.0, 1.0, 1.5};           // s_i
    std::vector<std::vector<double>> speeds{{6, 4, 2}, {5, 3, 3}, {8, 2, 1}}; // v_ij
    double s12 = 0.4, s13 = 0.3, s23 = 0.3;              // s_ij
};

Platform segmentPlatform(const Segments &seg)
{
    Platform pl;
    pl.name = "three communication segments (paper 003)";
    pl.units = Units::Physical;
    for (std::size_t i = 0; i < 3; ++i) {
        const std::string sw = "S" + std::to_string(i + 1);
        pl.routers.push_back({sw, 300.0 * static_cast<double>(i), 0.0});
        for (std::size_t j = 0; j < 3; ++j) {
            Processor p;
            p.id = "P" + std::to_string(i + 1) + std::to_string(j + 1);
            p.speed = seg.speeds[i][j];
            p.memory = 4096;
            p.x = 300.0 * static_cast<double>(i) + 100.0 * (static_cast<double>(j) - 1);
            p.y = 150.0;
            pl.processors.push_back(p);
            pl.links.push_back({p.id + "-" + sw, p.id, sw, seg.inside[i], 0, true, Sharing::Shared});
        }
    }
    pl.links.push_back({"S1-S2", "S1", "S2", seg.s12, 0, true, Sharing::Shared});
    pl.links.push_back({"S1-S3", "S1", "S3", seg.s13, 0, true, Sharing::Shared});
    pl.links.push_back({"S2-S3", "S2", "S3", seg.s23, 0, true, Sharing::Shared});
    return pl;
}

} // namespace

ExperimentResult runPaper003EquivalentHomogeneous(const CancelToken *cancel)
{
    checkCancel(cancel);
    const Segments seg;
    const Platform het = segmentPlatform(seg);
    const EquivalentHomogeneous eq = equivalentHomogeneous(het);
    // Equations (1)-(3) of the slides, on the segments' own numbers.
    double pairSum = 0, speedSum = 0;
    int n = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        const double ni = static_cast<double>(seg.speeds[i].size());
        pairSum += seg.inside[i] * ni * (ni - 1) / 2;
        n += static_cast<int>(seg.speeds[i].size());
        for (double v : seg.speeds[i])
            speedSum += v;
    }
    pairSum += 3 * 3 * (seg.s12 + seg.s13 + seg.s23);
    const double s = pairSum / (n * (n - 1) / 2.0), v = speedSum / n;

    ExperimentResult out;
    out.setup = REPORT_TEXT(
        "003-equivalent",
        "The slides define the equivalent homogeneous network by three equations and give no numeric example; this "
        "experiment builds the network their analysis assumes (segments of fast homogeneous communication joined by "
        "slower links, the 3×3 processors of their matrix example: three segments of three processors, s_i = 2, 1, "
        "1.5 GB/s inside, s_12 = 0.4, s_13 = s_23 = 0.3 GB/s between, speeds 6, 4, 2 | 5, 3, 3 | 8, 2, 1 Gflop/s) "
        "and compares equations (1)-(3) evaluated on those numbers with what `equivalentHomogeneous` (and `partita "
        "compare --equivalent-homogeneous`) derives from the platform graph, pair by pair over the widest routes "
        "(docs/equivalent-homogeneous.md).");
    out.comparisons.push_back({REPORT_TEXT("003-equivalent", "(1) segment speed s (GB/s)"), s, eq.bandwidth, 4, "", {}});
    out.comparisons.push_back({REPORT_TEXT("003-equivalent", "(2) processors n"), static_cast<double>(n),
                               static_cast<double>(eq.platform.computingProcessors().size()), 0, "", {}});
    out.comparisons.push_back({REPORT_TEXT("003-equivalent", "(3) processor speed v (Gflop/s)"), v, eq.speed, 4, "", {}});
    out.comparisons.push_back({REPORT_TEXT("003-equivalent", "pairs n(n − 1)/2"), n * (n - 1) / 2.0,
                               static_cast<double>(eq.pairs), 0, "", {}});

    // The postulate: the heterogeneous algorithm is no more efficient than its homogeneous
    // prototype on the equivalent network. Heterogeneous 2D block-cyclic (Kalinov-Lastovetsky)
    // on the segments against the plain 2D block-cyclic on the equivalent network, the outer-
    // product steps on a fully connected network (every transfer at once, over its route).
    EvaluateOptions options;
    options.trace = false;
    options.params.network = NetworkModel::Full;
    options.cancel = cancel;
    FigureBars chart{REPORT_TEXT("003-equivalent", "Paper 003: efficiency (ideal makespan / makespan), n = 2400, q = 80"),
                     REPORT_TEXT("003-equivalent", "efficiency"), {}, {}, {}, {}};
    out.findings = REPORT_TEXT("003-equivalent", "| algorithm | platform | makespan (s) | efficiency |\n|---|---|---|---|\n");
    const Problem problem{2400, 80};
    const std::vector<std::tuple<std::string, const Platform *, Phrase>> runs{
        {"hetero-block-cyclic", &het, REPORT_TEXT("003-equivalent", "heterogeneous")},
        {"block-cyclic", &eq.platform, REPORT_TEXT("003-equivalent", "equivalent homogeneous")}};
    std::vector<double> efficiency;
    for (const auto &[algorithm, platform, label] : runs) {
        checkCancel(cancel);
        const Evaluation e = evaluate(algorithm, *platform, problem, options);
        efficiency.push_back(e.efficiency());
        out.findings += Phrase(REPORT_TEXT("003-equivalent", "| `%1` | %2 | %3 | %4 |\n"),
                               {algorithm, label, printedNumber(e.makespan, 3), printedNumber(e.efficiency(), 3)});
        chart.labels.push_back(Phrase(REPORT_TEXT("003-equivalent", "%1 (%2)"), {algorithm, label}));
        chart.values.push_back(e.efficiency());
        out.numbers["efficiency"][algorithm] = e.efficiency();
        out.numbers["makespan"][algorithm] = e.makespan;
    }
    if (const Evaluation e = evaluate("hetero-block-cyclic", het, problem, options); const auto *d = e.detailsAs<PartitionDetails>())
        out.findings += Phrase(REPORT_TEXT("003-equivalent", "\n`hetero-block-cyclic`: %1.\n"), {Phrase(d->plan.note.parts)});
    out.findings += Phrase(
        efficiency[0] <= efficiency[1]
            ? REPORT_TEXT("003-equivalent", "\nE_het / E_hom = %1: the heterogeneous algorithm is no more efficient "
                                            "than its prototype, as the slides' postulate says.")
            : REPORT_TEXT("003-equivalent", "\nE_het / E_hom = %1: above 1, which the slides' postulate excludes; "
                                            "docs/equivalent-homogeneous.md says when Partita's model allows it."),
        {printedNumber(efficiency[0] / efficiency[1], 3)});
    // "Effect of parameter l": in Partita's step model (a barrier per step, the pivots sent by
    // the data's source) l changes only the rounding of the slices, never the overlap of steps
    // (docs/equivalent-homogeneous.md, "The generalized block l").
    out.findings += Phrase(REPORT_TEXT("003-equivalent",
                                       "\n\nEffect of l (slides \"Effect of parameter l\"), `hetero-block-cyclic --l L` "
                                       "on the segments, n/q = 30:\n\n"
                                       "| l | grid | makespan (s) | efficiency |\n|---|---|---|---|\n"));
    nlohmann::json sweep = nlohmann::json::array();
    for (std::int64_t l : {3, 5, 6, 10, 15, 30}) {
        checkCancel(cancel);
        EvaluateOptions withL = options;
        withL.params.l = l;
        const Evaluation e = evaluate("hetero-block-cyclic", het, problem, withL);
        const Plan &plan = e.detailsAs<PartitionDetails>()->plan;
        out.findings += Phrase(REPORT_TEXT("003-equivalent", "| %1 | %2×%3 | %4 | %5 |\n"),
                               {std::to_string(l), std::to_string(plan.gridRows), std::to_string(plan.gridCols),
                                printedNumber(e.makespan, 3), printedNumber(e.efficiency(), 3)});
        sweep.push_back({{"l", l}, {"makespan", e.makespan}, {"efficiency", e.efficiency()}});
    }
    out.findings += Phrase(REPORT_TEXT(
        "003-equivalent",
        "\nOnly the balance half of the slides' trade-off appears: a larger l cuts finer slices, so the areas follow "
        "the speeds more closely (up to the rounding, which is why the makespan is not monotonic), and nothing "
        "penalizes it, since each step waits for all of its communication and the next for all of the computation: "
        "the overlap of successive steps that a large l would delay does not exist in the model "
        "(docs/equivalent-homogeneous.md)."));
    out.numbers["l_sweep"] = sweep;
    out.numbers["s"] = eq.bandwidth;
    out.numbers["v"] = eq.speed;
    out.numbers["pairs"] = eq.pairs;
    out.files.push_back(platformFile("segments.json", het));
    out.files.push_back(platformFile("equivalent.json", eq.platform));
    addFigure(out, {"efficiency.svg", {chart}, {}, {}});
    return out;
}

} // namespace partita::reproduce
