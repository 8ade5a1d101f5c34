// Paper 002 (Dongarra, Pineau, Robert, Shi, Vivien, INRIA RR-6053) §3: the simple version of the
// problem (homogeneous workers, rank-one updates, no memory limit, results not returned):
// Proposition 1 and the two cases of Figure 4, through schedule/mw/rank_one.h.
#include "reproduce/papers.h"
#include "reproduce/support.h"

#include "schedule/mw/rank_one.h"
#include "trace/trace.h"

#include <algorithm>

namespace partita::reproduce {

namespace {

struct Case {
    std::string key; // "a", "b": Fig. 4(a), Fig. 4(b)
    RankOneInstance instance;
    std::string winner; // the heuristic the paper says wins
};

// The schedule as a trace: the master's port (sends) and one row per worker (tasks).
Trace toTrace(const RankOneInstance &in, const RankOneSchedule &s)
{
    Trace t;
    t.timeUnit = "time units";
    const int port = t.addResource("port:master", ResourceKind::Port);
    std::vector<int> workers;
    for (int q = 0; q < in.p; ++q)
        workers.push_back(t.addResource("P" + std::to_string(q + 1), ResourceKind::Processor));
    for (const auto &x : s.sends) {
        Interval iv;
        iv.resource = port;
        iv.kind = IntervalKind::Send;
        iv.start = x.start;
        iv.end = x.end;
        iv.peer = workers[static_cast<std::size_t>(x.worker)];
        iv.blocks = toString(x.block) + " to P" + std::to_string(x.worker + 1);
        t.intervals.push_back(iv);
    }
    for (const auto &task : s.tasks) {
        Interval iv;
        iv.resource = workers[static_cast<std::size_t>(task.worker)];
        iv.kind = IntervalKind::Compute;
        iv.start = task.start;
        iv.end = task.end;
        iv.blocks = "C(" + std::to_string(task.i + 1) + "," + std::to_string(task.j + 1) + ")";
        t.intervals.push_back(iv);
    }
    t.sortIntervals();
    return t;
}

nlohmann::json scheduleJson(const RankOneSchedule &s)
{
    nlohmann::json sends = nlohmann::json::array(), tasks = nlohmann::json::array();
    for (const auto &x : s.sends)
        sends.push_back({{"block", toString(x.block)}, {"worker", x.worker + 1}, {"start", x.start}, {"end", x.end}});
    for (const auto &t : s.tasks)
        tasks.push_back({{"i", t.i + 1}, {"j", t.j + 1}, {"worker", t.worker + 1}, {"start", t.start}, {"end", t.end}});
    return {{"makespan", s.makespan()}, {"workers_used", s.workersUsed()}, {"sends", sends}, {"tasks", tasks}};
}

std::string sendLine(const RankOneSchedule &s)
{
    std::string out;
    for (const auto &x : s.sends)
        out += (out.empty() ? "" : ", ") + toString(x.block) + "→P" + std::to_string(x.worker + 1);
    return out;
}

} // namespace

ExperimentResult runPaper002Section3Fig4(const CancelToken *cancel)
{
    checkCancel(cancel);
    ExperimentResult out;
    out.setup = REPORT_TEXT(
        "002-fig4",
        "The simple version of §3: p identical workers, sending a block takes c and a block update w, "
        "rank-one updates (task (i, j) needs A_i and B_j), no memory limit, results not returned. The "
        "master sends one block at a time; a worker computes one task at a time, once both its blocks "
        "are there, while later blocks arrive. The figure itself is missing from the text, so the "
        "schedules are derived from the rules as docs/master-worker.md (\"§3: the simple version\") "
        "reads them: Thrifty serves each enrolled worker just in time and enrolls the next one in a "
        "spare slot only if its first two blocks delay nobody; Min-min places, one at a time, the task "
        "and worker of earliest start, sending the missing blocks then (ties: fewer sends, lower "
        "worker, lower (i, j)). The optimum is the exact branch and bound over send sequences "
        "(`exactRankOne`). The paper prints no makespans, only which heuristic wins; Partita's are "
        "below the table. Proposition 1 is checked on every r, s ≤ 4 with c ∈ {1, 2, 3, 5}, "
        "w ∈ {1, 2, 3, 7}.");

    // Proposition 1: the alternating greedy against the exact optimum, one worker.
    int instances = 0, notOptimal = 0;
    for (int r = 1; r <= 4; ++r)
        for (int s = 1; s <= 4; ++s)
            for (int c : {1, 2, 3, 5})
                for (int w : {1, 2, 3, 7}) {
                    checkCancel(cancel);
                    const RankOneInstance in{1, c, w, r, s};
                    ++instances;
                    notOptimal += alternatingGreedy(in).makespan() != exactRankOne(in).schedule.makespan();
                }
    out.comparisons.push_back(
        {REPORT_TEXT("002-fig4", "Proposition 1: one-worker instances where the alternating greedy is not optimal"), 0,
         static_cast<double>(notOptimal), 0, "", {}});
    out.numbers["proposition1"] = {{"instances", instances}, {"alternating_greedy_not_optimal", notOptimal}};

    const std::vector<Case> cases{{"a", {2, 4, 7, 3, 3}, "Min-min"}, {"b", {2, 8, 9, 6, 3}, "Thrifty"}};
    Text findings = REPORT_TEXT("002-fig4",
                                "| case | p | c | w | r | s | Thrifty | Min-min | optimum | workers (Thrifty / "
                                "Min-min / optimum) |\n|---|---|---|---|---|---|---|---|---|---|\n");
    Text sends;
    for (const Case &k : cases) {
        const RankOneInstance &in = k.instance;
        checkCancel(cancel);
        const RankOneSchedule t = thrifty(in), m = minMin(in);
        const RankOneOptimum best = exactRankOne(in, kDefaultRankOneNodes, cancel);
        const bool thriftyWins = t.makespan() < m.makespan();
        const bool paperSaysThrifty = k.winner == "Thrifty";
        const Phrase label(REPORT_TEXT("002-fig4", "Fig. 4(%1)"), {k.key});
        out.comparisons.push_back(
            {Phrase(REPORT_TEXT("002-fig4", "%1: %2's makespan below %3's (1 = yes)"),
                    {label, k.winner, paperSaysThrifty ? "Min-min" : "Thrifty"}),
             1, (paperSaysThrifty ? thriftyWins : m.makespan() < t.makespan()) ? 1.0 : 0.0, 0, "", {}});
        out.comparisons.push_back({Phrase(REPORT_TEXT("002-fig4", "%1: the optimum below the losing heuristic (1 = yes)"),
                                          {label}),
                                   1, best.schedule.makespan() < std::max(t.makespan(), m.makespan()) ? 1.0 : 0.0, 0,
                                   "", {}});
        const std::string optimum = std::to_string(best.schedule.makespan());
        findings += Phrase(REPORT_TEXT("002-fig4", "| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 | "),
                           {label, std::to_string(in.p), std::to_string(in.c), std::to_string(in.w),
                            std::to_string(in.r), std::to_string(in.s), std::to_string(t.makespan()),
                            std::to_string(m.makespan()),
                            best.proven ? Phrase(optimum)
                                        : Phrase(REPORT_TEXT("002-fig4", "%1 (not proven)"), {optimum})});
        findings += Phrase(REPORT_TEXT("002-fig4", "%1 / %2 / %3 |\n"),
                           {std::to_string(t.workersUsed()), std::to_string(m.workersUsed()),
                            std::to_string(best.schedule.workersUsed())});
        sends += Phrase(REPORT_TEXT("002-fig4", "- %1, Thrifty: %2.\n"), {label, sendLine(t)});
        sends += Phrase(REPORT_TEXT("002-fig4", "- %1, Min-min: %2.\n"), {label, sendLine(m)});
        sends += Phrase(REPORT_TEXT("002-fig4", "- %1, optimum: %2.\n"), {label, sendLine(best.schedule)});
        out.numbers["fig4" + k.key] = {{"instance", {{"p", in.p}, {"c", in.c}, {"w", in.w}, {"r", in.r}, {"s", in.s}}},
                                       {"thrifty", scheduleJson(t)},
                                       {"min_min", scheduleJson(m)},
                                       {"optimum", scheduleJson(best.schedule)},
                                       {"optimum_proven", best.proven},
                                       {"search_nodes", best.nodes}};
        const auto title = [&](Phrase schedule, int makespan) {
            return Phrase(REPORT_TEXT("002-fig4", "%1 (p = %2, c = %3, w = %4, r = %5, s = %6): %7, %8"),
                          {label, std::to_string(in.p), std::to_string(in.c), std::to_string(in.w),
                           std::to_string(in.r), std::to_string(in.s), std::move(schedule), std::to_string(makespan)});
        };
        addFigure(out, Figure{"fig4" + k.key + ".svg",
                              {},
                              {},
                              {{title("Thrifty", t.makespan()), toTrace(in, t)},
                               {title("Min-min", m.makespan()), toTrace(in, m)},
                               {title(REPORT_TEXT("002-fig4", "optimum"), best.schedule.makespan()),
                                toTrace(in, best.schedule)}}});
        // The same star as a platform file (speed 1/w, bandwidth 1/c, memory for every block).
        const double memory = in.r + in.s + in.r * in.s;
        out.files.push_back(platformFile(
            "fig4" + k.key + ".json",
            blocksStar("paper 002 Fig. 4(" + k.key + ") (c = " + std::to_string(in.c) + ", w = "
                           + std::to_string(in.w) + ")",
                       std::vector<double>(in.p, 1.0 / in.w), std::vector<double>(in.p, 1.0 / in.c),
                       std::vector<double>(in.p, memory))));
    }
    findings += Phrase(REPORT_TEXT("002-fig4", "\nThe sends, in the master's order (each takes c, back to back from "
                                               "0; the Gantt charts `fig4a.svg` and `fig4b.svg` show the tasks):\n\n"));
    findings += sends;
    findings += Phrase(REPORT_TEXT("002-fig4",
                                   "\nThe winners are the paper's, by one time unit in both cases: the outcome rests on "
                                   "how the rules are read where the text leaves a choice (docs/master-worker.md), and "
                                   "the optimum is below the losing heuristic in both cases, so neither heuristic is "
                                   "optimal."));
    out.findings = findings;
    return out;
}

} // namespace partita::reproduce
