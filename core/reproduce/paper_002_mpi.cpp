// Paper 002 (Dongarra, Pineau, Robert, Shi, Vivien) §8, Figs. 10-13: the master-worker
// algorithms on the homogeneous platform of the MPI experiments, one master and eight workers,
// as Partita's simulator predicts them.
#include "reproduce/papers.h"
#include "reproduce/support.h"

#include "evaluate/evaluate.h"

#include <map>

namespace partita::reproduce {

namespace {

// §8.2's algorithms and Partita's names for them (docs/master-worker.md).
const std::vector<std::pair<std::string, std::string>> kAlgorithms{
    {"HoLM", "mw-homogeneous"},   {"ORROML", "mw-round-robin"}, {"OMMOML", "mw-min-min"},
    {"ODDOML", "mw-demand-driven"}, {"DDOML", "mw-dd-basic"},   {"BMM", "mw-bmm"},
    {"OBMM", "mw-obmm"}};

// §8.1: dual-processor Xeon 3.2 GHz nodes on a switched 100 Mbps Fast Ethernet, one processor
// the master. The master's link: 100 Mbit/s = 0.0125 GB/s. The rate of a q×q block update is
// not given: 3.2 Gflop/s (one flop per cycle, half the SSE2 peak) is taken.
constexpr double kSpeed = 3.2, kBandwidth = 0.0125;

Platform cluster(double memoryMiB)
{
    Platform pl;
    pl.name = "paper 002 §8: master and 8 workers, " + std::to_string(static_cast<int>(memoryMiB)) + " MB each";
    pl.units = Units::Physical;
    pl.master = "M";
    pl.routers.push_back({"M", 0.0, 0.0});
    for (int i = 1; i <= 8; ++i) {
        Processor p;
        p.id = "P" + std::to_string(i);
        p.speed = kSpeed;
        p.memory = memoryMiB;
        p.x = 100.0 * (i - 4.5);
        p.y = 150.0;
        pl.processors.push_back(p);
        pl.links.push_back({"l" + std::to_string(i), "M", p.id, kBandwidth, 0, true, Sharing::Shared});
    }
    return pl;
}

} // namespace

ExperimentResult runPaper002Figs10To13(const CancelToken *cancel)
{
    checkCancel(cancel);
    ExperimentResult out;
    const std::vector<double> memories{132, 256, 384, 512};
    EvaluateOptions options;
    options.trace = false;
    options.selections = 0;
    options.cancel = cancel;
    // Fig. 13: n = 16000, q = 80 (the paper multiplies 16000×16000 by 16000×64000; Partita's
    // problems are square).
    std::map<std::string, std::vector<double>> time, workers;
    for (double m : memories) {
        const Platform pl = cluster(m);
        out.files.push_back(platformFile("cluster-" + std::to_string(static_cast<int>(m)) + "MB.json", pl));
        for (const auto &[paper, name] : kAlgorithms) {
            checkCancel(cancel);
            const Evaluation e = evaluate(name, pl, Problem{16000, 80}, options);
            time[paper].push_back(e.makespan);
            workers[paper].push_back(e.workersUsed);
        }
    }
    // Fig. 12: q = 40 against q = 80 on n = 8000 (512 MB).
    std::map<std::string, std::vector<double>> byQ;
    for (std::int64_t q : {40, 80})
        for (const auto &[paper, name] : kAlgorithms) {
            checkCancel(cancel);
            byQ[paper].push_back(evaluate(name, cluster(512), Problem{8000, q}, options).makespan);
        }

    const std::size_t first = 0, last = memories.size() - 1;
    auto add = [&](Phrase quantity, double paper, double partita, int decimals, Phrase note = {}) {
        out.comparisons.push_back({std::move(quantity), paper, partita, decimals, "", std::move(note)});
    };
    const auto selects = [](const char *memory, const char *algorithm) {
        return Phrase(REPORT_TEXT("002-fig10-13", "Fig. 13, %1 MB: workers %2 selects"), {memory, algorithm});
    };
    const auto uses = [](const char *algorithm) {
        return Phrase(REPORT_TEXT("002-fig10-13", "Fig. 13, 512 MB: workers %1 uses"), {algorithm});
    };
    add(selects("132", "HoLM"), 2, workers["HoLM"][first], 0);
    add(selects("512", "HoLM"), 4, workers["HoLM"][last], 0);
    add(REPORT_TEXT("002-fig10-13", "Fig. 10 (512 MB): workers OMMOML uses"), 2, workers["OMMOML"][last], 0);
    add(uses("ORROML"), 8, workers["ORROML"][last], 0);
    add(REPORT_TEXT("002-fig10-13", "Fig. 12: HoLM time, q = 40 over q = 80 (\"similar\")"), 1,
        byQ["HoLM"][0] / byQ["HoLM"][1], 1);
    for (const char *a : {"ODDOML", "DDOML"}) {
        Comparison c{uses(a), 8, workers[a][last], 0, "", {}};
        if (c.needsExplanation())
            c.note = REPORT_TEXT("002-fig10-13",
                                 "the paper's demand-driven runs give work to all eight workers; Partita counts the "
                                 "workers that receive work, and with the master's 100 Mbit/s port the bottleneck, the "
                                 "first workers are free again before the last ones are reached.");
        out.comparisons.push_back(c);
    }
    out.setup = REPORT_TEXT(
        "002-fig10-13",
        "§8's homogeneous cluster: a master and 8 workers on a switched 100 Mbit/s Ethernet (0.0125 GB/s per "
        "link), block updates at 3.2 Gflop/s (the paper gives the processors, Xeon 3.2 GHz, not the rate "
        "its q×q updates ran at; at the SSE2 peak of 6.4 Gflop/s HoLM selects 1 and 2 workers instead of 2 "
        "and 4), worker memory 132, 256, 384 and 512 MB, q = 80. The paper multiplies 16000×16000 by "
        "16000×64000; Partita's problems are square, n = 16000. The paper measures MPI runs, Partita "
        "predicts them with its simulator, so times are compared by their order and trends, and the "
        "numbers compared are the workers each algorithm uses, which the text gives. Fig. 11 (the "
        "spread of 6 % between two runs) is a property of real runs and has no counterpart in a "
        "simulation. Memory for Figs. 10 and 12, which the text does not give: 512 MB.");
    // Numbers as the report has always printed them: 4 significant digits.
    const auto number = [](double value) { return printedNumber(value, 4); };
    std::string names, rule;
    for (const auto &[paper, name] : kAlgorithms) {
        names += " " + paper + " |";
        rule += "---|";
    }
    Text f = Phrase(REPORT_TEXT("002-fig10-13", "Predicted times (s), n = 16000, q = 80, and the workers used:\n\n"
                                                "| memory |%1\n|---|%2\n"),
                    {names, rule});
    for (std::size_t m = 0; m < memories.size(); ++m) {
        std::string cells;
        for (const auto &[paper, name] : kAlgorithms)
            cells += " " + number(time[paper][m]) + " (" + number(workers[paper][m]) + ") |";
        f += Phrase(REPORT_TEXT("002-fig10-13", "| %1 MB |%2\n"), {number(memories[m]), cells});
    }
    double best = 1e300;
    std::string fastest;
    for (const auto &[paper, name] : kAlgorithms)
        if (time[paper][last] < best)
            best = time[paper][last], fastest = paper;
    f += Phrase(REPORT_TEXT("002-fig10-13",
                            "\nAt 512 MB the fastest is %1; BMM takes %2× HoLM's time and OMMOML %3× (the paper: HoLM, "
                            "ORROML, ODDOML and DDOML best and similar, OMMOML slower with its two workers, BMM behind "
                            "the algorithms of the optimized memory layout). From 132 to 512 MB HoLM's time goes from "
                            "%4 to %5 s (the paper: performance increases with memory)."),
                {fastest, number(time["BMM"][last] / time["HoLM"][last]),
                 number(time["OMMOML"][last] / time["HoLM"][last]), number(time["HoLM"][first]),
                 number(time["HoLM"][last])});
    for (std::size_t m = 1; m < memories.size(); ++m)
        if (time["HoLM"][m] > time["HoLM"][m - 1]) {
            f += Phrase(REPORT_TEXT("002-fig10-13",
                                    " HoLM's time is not monotone in memory here (%1 MB: %2 s, %3 MB: %4 s): chunks "
                                    "are μ blocks a side and the 200 blocks of a side are cut into ⌈200/μ⌉ chunk "
                                    "columns, the last one narrower, the side effect §8.3 chose its memory sizes to "
                                    "reduce."),
                        {number(memories[m - 1]), number(time["HoLM"][m - 1]), number(memories[m]),
                         number(time["HoLM"][m])});
            break;
        }
    out.findings = f;

    FigureLines fig13{
        REPORT_TEXT("002-fig10-13", "Paper 002 Fig. 13: predicted time against worker memory (n = 16000, q = 80)"),
        REPORT_TEXT("002-fig10-13", "memory (MB)"), REPORT_TEXT("002-fig10-13", "seconds"), {}, false};
    for (const auto &[paper, name] : kAlgorithms) {
        fig13.series.push_back({paper, memories, time[paper]});
        out.numbers["time"][paper] = time[paper];
        out.numbers["workers"][paper] = workers[paper];
        out.numbers["time_q40_q80_n8000"][paper] = byQ[paper];
    }
    out.numbers["memory_mb"] = memories;
    FigureBars fig12{REPORT_TEXT("002-fig10-13", "Paper 002 Fig. 12: q = 40 over q = 80 (n = 8000, 512 MB)"),
                     REPORT_TEXT("002-fig10-13", "time ratio"), {}, {}, 1.0, REPORT_TEXT("002-fig10-13", "equal")};
    for (const auto &[paper, name] : kAlgorithms) {
        fig12.labels.push_back(paper);
        fig12.values.push_back(byQ[paper][0] / byQ[paper][1]);
    }
    addFigure(out, {"figs12-13.svg", {fig12}, {fig13}, {}});
    return out;
}

} // namespace partita::reproduce
