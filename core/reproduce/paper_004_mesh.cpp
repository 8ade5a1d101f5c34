// Paper 004 (Liu, Shi, Zhang, Robertazzi) §6.2, Figs. 7-8: layer-based partition on meshes
// against SUMMA, the pipeline and the modified (chunked) pipeline.
#include "reproduce/papers.h"
#include "reproduce/support.h"

#include "model/generator.h"
#include "schedule/lbp/lbp_mesh.h"
#include "schedule/lbp/mesh_baselines.h"
#include "util/parallel_jobs.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <tuple>
#include <sstream>

namespace partita::reproduce {

namespace {

// The algorithms of the figures, in the paper's order; the first is the reference.
const std::vector<std::string> kAlgorithms{"LBP", "LBP-heuristic", "SUMMA", "modified pipeline", "pipeline"};

// An algorithm's name in the report: the paper's names (LBP, LBP-heuristic, SUMMA) as they are,
// the pipelines' in words.
Phrase algorithmName(const std::string &a)
{
    if (a == "modified pipeline")
        return REPORT_TEXT("004-fig7-8", "modified pipeline");
    if (a == "pipeline")
        return REPORT_TEXT("004-fig7-8", "pipeline");
    return a;
}

// §6.2: "we focus on studying the case for one quadrant — the lower right one — in figure 5,
// and the source node is located at the top left corner". The generator puts the source at
// the centre (§5.1, the whole mesh); the experiment takes the generated X×X mesh as that
// quadrant, its corner node P1 the source.
Platform quadrant(int side, std::uint64_t seed)
{
    Platform pl = paper004Scale(generatePlatform({"mesh", side * side, seed, 3.5}));
    pl.master = "P1";
    pl.masterComputes = false;
    pl.name = std::to_string(side) + "x" + std::to_string(side) + " mesh quadrant, seed " + std::to_string(seed)
            + ", source at the corner (paper 004 §6.2)";
    return pl;
}

struct Point {
    double volume = 0, time = 0;
};

} // namespace

// Each point: the mean over kSeeds = 10 meshes, as the paper averages 10 (§6.2), at N = 1000 and 2000.
ExperimentResult runPaper004Fig7And8(const CancelToken *cancel)
{
    checkCancel(cancel);
    constexpr int kSeeds = 10;
    const std::vector<int> sides{5, 7, 9};
    const std::vector<std::int64_t> sizes{1000, 2000};
    ExperimentResult out;
    // [side][algorithm][size]
    std::map<int, std::map<std::string, std::vector<Point>>> mean;
    // One job per mesh: its points at every size. The jobs run on this machine's cores (every
    // planner is a function of values; lp_solve keeps its state per problem), and are summed in
    // the order of a sequential run, so the numbers do not depend on the threads.
    struct Job {
        int side = 0;
        Platform platform;
        std::vector<std::map<std::string, Point>> points; // per size
    };
    std::vector<Job> jobs;
    for (int side : sides) {
        for (const auto &a : kAlgorithms)
            mean[side][a].assign(sizes.size(), {});
        for (int seed = 1; seed <= kSeeds; ++seed) {
            jobs.push_back({side, quadrant(side, static_cast<std::uint64_t>(seed)), {}});
            out.files.push_back(platformFile("mesh" + std::to_string(side) + "-seed" + std::to_string(seed) + ".json",
                                             jobs.back().platform));
        }
    }
    auto runJob = [&](Job &job) {
        const Platform &pl = job.platform;
        const int side = job.side;
        job.points.resize(sizes.size());
        for (std::size_t s = 0; s < sizes.size(); ++s) {
            // SUMMA: each processor holds one block of A, B and C ("each processor in the
            // mesh takes one block of matrix data", §6.2), and the pivot column of blocks
            // moves at once (§6.2.2): panels one processor block wide, q = N / X.
            const std::int64_t n = sizes[s];
            const Problem layers{n, 80};
            const Problem summaBlocks{n, (n + side - 1) / side};
            auto &at = job.points[s];
            const LbpResult lbp = planLbpMesh(pl, layers, LbpMeshOptions{false, false, cancel});
            const LbpResult heuristic = planLbpMesh(pl, layers, LbpMeshOptions{true, false, cancel});
            at["LBP"] = {lbp.volume(), lbp.makespan};
            at["LBP-heuristic"] = {heuristic.volume(), heuristic.makespan};
            checkCancel(cancel);
            const MeshBaselineResult summa = planSummaMesh(pl, summaBlocks);
            at["SUMMA"] = {summa.volume, summa.makespan};
            checkCancel(cancel);
            const MeshBaselineResult chunked = planChunkedPipeline(pl, layers);
            at["modified pipeline"] = {chunked.volume, chunked.makespan};
            checkCancel(cancel);
            const MeshBaselineResult pipeline = planPipeline(pl, layers);
            at["pipeline"] = {pipeline.volume, pipeline.makespan};
        }
    };
    runParallelJobs(jobs.size(), [&](std::size_t j) {
        checkCancel(cancel);
        runJob(jobs[j]);
    });
    for (const Job &job : jobs)
        for (std::size_t s = 0; s < sizes.size(); ++s)
            for (const auto &[a, point] : job.points[s]) {
                mean[job.side][a][s].volume += point.volume / kSeeds;
                mean[job.side][a][s].time += point.time / kSeeds;
            }
    // The paper's gaps are over LBP, averaged over the matrix sizes of the figure.
    auto gap = [&](int side, const std::string &a, bool time) {
        std::vector<double> g;
        for (std::size_t s = 0; s < sizes.size(); ++s) {
            const Point &x = mean[side][a][s], &ref = mean[side]["LBP"][s];
            g.push_back(100 * (time ? x.time / ref.time - 1 : x.volume / ref.volume - 1));
        }
        return reproduce::mean(g);
    };
    const std::map<std::string, std::vector<double>> published{
        {"LBP-heuristic", {0.03, 0.08, 0.18}},
        {"SUMMA", {56.4, 52.9, 46.7}},
        {"modified pipeline", {66.7, 87.2, 121.1}},
        {"pipeline", {73.4, 114, 185}},
    };
    // Why the finishing times differ, per algorithm (docs/reproduction.md).
    const std::string seeds = std::to_string(kSeeds);
    const std::map<std::string, Phrase> why{
        {"LBP-heuristic",
         {REPORT_TEXT("004-fig7-8",
                      "the gap depends on each mesh's draw (the paper's meshes are not published; it averages 10 "
                      "and Partita %1 drawn from fixed seeds); it stays within the paper's range of a few "
                      "hundredths to two tenths of a percent."),
          {seeds}}},
        {"SUMMA",
         {REPORT_TEXT("004-fig7-8",
                      "SUMMA's even blocks leave the slowest processor the last to finish, so its gap follows the "
                      "draw of the slowest processors of each mesh (%1 meshes here from fixed seeds, 10 "
                      "unpublished ones in the paper)."),
          {seeds}}},
        {"modified pipeline",
         REPORT_TEXT("004-fig7-8",
                     "the paper gives neither the number of chunks nor how it was tuned (ref. [35] tunes the chunk "
                     "size); Partita tunes m over 1, 2, 4, ..., N by the exact arrival recursion and keeps the best, "
                     "so the copy streams through the mesh, chunks cut through the nodes (where LBP's PCCS nodes "
                     "receive their data whole before passing it on) and every node starts almost at once: within a "
                     "few percent of LBP, even a little ahead on 9×9. The paper's gaps, near its pipeline's, are "
                     "those of a few chunks.")},
        {"pipeline",
         REPORT_TEXT("004-fig7-8",
                     "Partita's nodes forward the copy to all their downstream neighbours at once (multi-port, the "
                     "model of §5.1), and send it whole, store-and-forward; the paper states neither. The gap grows "
                     "with the mesh as the paper's does, since the copy crosses 2(X−1) hops before the farthest "
                     "node starts.")},
    };
    // What is compared, per algorithm: "<mesh>: <algorithm> finishing time over LBP".
    const std::map<std::string, Pattern> finishingOverLbp{
        {"LBP-heuristic", REPORT_TEXT("004-fig7-8", "%1: LBP-heuristic finishing time over LBP")},
        {"SUMMA", REPORT_TEXT("004-fig7-8", "%1: SUMMA finishing time over LBP")},
        {"modified pipeline", REPORT_TEXT("004-fig7-8", "%1: modified pipeline finishing time over LBP")},
        {"pipeline", REPORT_TEXT("004-fig7-8", "%1: pipeline finishing time over LBP")},
    };
    for (std::size_t i = 0; i < sides.size(); ++i) {
        const int side = sides[i];
        const std::string mesh = std::to_string(side) + "×" + std::to_string(side);
        for (const char *a : {"LBP-heuristic", "SUMMA", "modified pipeline", "pipeline"}) {
            Comparison c{{finishingOverLbp.at(a), {mesh}}, published.at(a)[i], gap(side, a, true),
                         a == std::string("LBP-heuristic") ? 2 : 1, "%", {}};
            if (c.needsExplanation())
                c.note = why.at(a);
            // A negative mean gap: on some of the meshes the heuristic's schedule ends first.
            if (c.needsExplanation() && a == std::string("LBP-heuristic") && c.partita < 0)
                c.note = {REPORT_TEXT("004-fig7-8",
                                      "the gap depends on each mesh's draw (the paper's meshes are not published; it "
                                      "averages 10 and Partita %1 drawn from fixed seeds); here the mean is negative: "
                                      "on some of these meshes the heuristic's simulated integer schedule ends before "
                                      "PMFT-LBP's (both are simulated after their flows are rounded to whole columns, "
                                      "docs/layer-based.md), within the paper's few hundredths of a percent."),
                          {seeds}};
            out.comparisons.push_back(c);
        }
    }
    // Volumes (§6.2.3): SUMMA, LBP and LBP-heuristic "almost the same", 81 % below the modified
    // pipeline and 90 % below the pipeline, one figure for the three meshes. With the source at
    // the corner of an X×X mesh, SUMMA sends each block of A and B X−1 hops (2N²(X−1) in all)
    // and LBP about as much; the modified pipeline sends the copy once to every node (a tree,
    // 2N²(X²−1)) and the pipeline over every link (2N²·2X(X−1)): gaps near 1 − 1/(X+1) and
    // 1 − 1/(2X), which grow with X.
    auto volumeRatio = [&](int side, const std::string &a) {
        std::vector<double> g;
        for (std::size_t s = 0; s < sizes.size(); ++s)
            g.push_back(mean[side]["LBP"][s].volume / mean[side][a][s].volume);
        return reproduce::mean(g);
    };
    for (int side : sides) {
        const std::string mesh = std::to_string(side) + "×" + std::to_string(side);
        const double x = side;
        for (const auto &[a, quantity, paper, formula] :
             std::vector<std::tuple<std::string, Pattern, double, std::string>>{
                 {"modified pipeline", REPORT_TEXT("004-fig7-8", "%1: LBP volume below the modified pipeline"), 81,
                  "1 − 1/(X+1)"},
                 {"pipeline", REPORT_TEXT("004-fig7-8", "%1: LBP volume below the pipeline"), 90, "1 − 1/(2X)"}}) {
            Comparison c{{quantity, {mesh}}, paper, 100 * (1 - volumeRatio(side, a)), 0, "%", {}};
            if (c.needsExplanation()) {
                const double f = a == "pipeline" ? 1 - 1 / (2 * x) : 1 - 1 / (x + 1);
                char buf[64];
                std::snprintf(buf, sizeof buf, "%.1f", 100 * f);
                c.note = {REPORT_TEXT("004-fig7-8",
                                      "the paper prints one figure for the three meshes, near the 5×5 value; by the "
                                      "volumes each algorithm sends (source at the corner), the gap is about %1, %2 % "
                                      "for X = %3."),
                          {formula, buf, std::to_string(side)}};
            }
            out.comparisons.push_back(c);
        }
        out.comparisons.push_back({{REPORT_TEXT("004-fig7-8", "%1: SUMMA volume over LBP's (\"almost the same\")"), {mesh}},
                                   1, 1 / volumeRatio(side, "SUMMA"), 1, "", {}});
    }

    out.setup = Phrase(REPORT_TEXT("004-fig7-8",
                                   "Meshes from `partita generate --kind mesh --p 25|49|81 --seed 1..%1` (unit "
                                   "processing and transmission times drawn with the spreads of §6.2) at the paper's "
                                   "time scale (unit processing time 0.0002 to 0.0007, transmission 0.0003 to "
                                   "0.0008), each taken as the quadrant §6.2 studies: the source at the top left "
                                   "corner (P1), which does not compute. N = 1000 and 2000; each point the mean over "
                                   "the %2 meshes (the paper: 10), each gap the mean over the %3 sizes. LBP is "
                                   "`lbp-mesh` (PMFT-LBP), LBP-heuristic `lbp-mesh --heuristic`, the pipelines as "
                                   "Partita plans them (docs/layer-based.md, q = 80). SUMMA: every processor holds one "
                                   "block of A, B and C (§6.2) and passes its part of the pivot column of blocks to "
                                   "its grid neighbours over their direct link, panels one processor block wide "
                                   "(q = N/X)."),
                       {seeds, seeds, std::to_string(sizes.size())});
    for (int side : sides)
        for (const auto &a : kAlgorithms) {
            nlohmann::json pts = nlohmann::json::array();
            for (std::size_t s = 0; s < sizes.size(); ++s)
                pts.push_back({{"n", sizes[s]}, {"volume", mean[side][a][s].volume}, {"finishing_time", mean[side][a][s].time}});
            out.numbers[std::to_string(side) + "x" + std::to_string(side)][a] = pts;
        }
    out.numbers["seeds"] = kSeeds;

    std::vector<FigureLines> volumes, times;
    for (int side : sides) {
        const std::string mesh = std::to_string(side) + "×" + std::to_string(side);
        FigureLines v{{REPORT_TEXT("004-fig7-8", "Paper 004 Fig. 7: communication volume, %1 mesh"), {mesh}},
                      REPORT_TEXT("004-fig7-8", "N"), REPORT_TEXT("004-fig7-8", "elements"), {}, true};
        FigureLines t{{REPORT_TEXT("004-fig7-8", "Paper 004 Fig. 8: finishing time, %1 mesh"), {mesh}},
                      REPORT_TEXT("004-fig7-8", "N"), REPORT_TEXT("004-fig7-8", "seconds"), {}, false};
        for (const auto &a : kAlgorithms) {
            FigureSeries sv{algorithmName(a), {}, {}}, st{algorithmName(a), {}, {}};
            for (std::size_t s = 0; s < sizes.size(); ++s) {
                sv.x.push_back(static_cast<double>(sizes[s]));
                st.x.push_back(static_cast<double>(sizes[s]));
                sv.y.push_back(mean[side][a][s].volume);
                st.y.push_back(mean[side][a][s].time);
            }
            v.series.push_back(sv);
            t.series.push_back(st);
        }
        volumes.push_back(v);
        times.push_back(t);
    }
    addFigure(out, {"fig7.svg", {}, volumes, {}});
    addFigure(out, {"fig8.svg", {}, times, {}});
    return out;
}

} // namespace partita::reproduce
