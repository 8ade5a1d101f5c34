// Gantt analysis: the per-processor summary of a range on intervals whose union and overlap
// are worked out by hand (clipping, compute overlapping a receive, overlapping computations,
// wait inside idle), the makespan error, the critical path of a small master-worker run and
// its tie rules, the slowest processor, and the summary's bar layout.
#include "trace/trace_analysis.h"
#include "gantt/gantt_summary_layout.h"
#include "gantt_test_traces.h"

#include <QtTest>

#include <set>

using namespace partita;
using namespace partita::views;

using namespace partita::views::test;

namespace {

RankSummary rank(int resource, const char *id, double compute, double communication, double idle, double wait,
                 double overlapped)
{
    return {resource, id, compute, communication, idle, wait, overlapped};
}

} // namespace

class TestGanttAnalysis : public QObject {
    Q_OBJECT

private slots:
    void wholeRunSummary()
    {
        const TraceSummary s = summarize(summaryTrace());
        QCOMPARE(s.t0, 0.0);
        QCOMPARE(s.t1, 10.0); // the makespan counts the Idle interval of the trace
        QCOMPARE(s.ranks.size(), std::size_t(2)); // the link is not a processor
        // P1: compute |[0,4]| = 4; communication |[3,6] ∪ [8,9]| = 4 minus the 1 s under the
        // computation = 3; idle 10 − 7 = 3 ([6,8] and [9,10]), of which wait [6,7] = 1.
        QCOMPARE(s.ranks[0], rank(0, "P1", 4, 3, 3, 1, 1));
        // P2: compute |[1,2] ∪ [1.5,3]| = 2 (not 2.5); redistribute 1; idle 10 − 3 = 7.
        QCOMPARE(s.ranks[1], rank(1, "P2", 2, 1, 7, 0, 0));
    }

    void rangeClipsIntervals()
    {
        const TraceSummary s = summarize(summaryTrace(), 2.5, 6.5);
        // P1 over [2.5, 6.5] (4 s): compute [2.5,4] = 1.5; recv [3,6] = 3, 1 s of it under the
        // computation → 2; idle 4 − 3.5 = 0.5, which is the wait [6,6.5].
        QCOMPARE(s.ranks[0], rank(0, "P1", 1.5, 2, 0.5, 0.5, 1));
        // P2: compute [2.5,3] = 0.5; redistribute [5,6] = 1; idle 2.5.
        QCOMPARE(s.ranks[1], rank(1, "P2", 0.5, 1, 2.5, 0, 0));
        for (const RankSummary &r : s.ranks)
            QCOMPARE(r.compute + r.communication + r.idle, 4.0);
        // An empty or reversed range has nothing.
        for (const RankSummary &r : summarize(summaryTrace(), 5, 5).ranks)
            QCOMPARE(r, rank(r.resource, r.id.c_str(), 0, 0, 0, 0, 0));
        // Past the end: all idle.
        QCOMPARE(summarize(summaryTrace(), 20, 22).ranks[1], rank(1, "P2", 0, 0, 2, 0, 0));
    }

    void makespanErrorIsMeasuredOverPredicted()
    {
        QCOMPARE(makespanError(10, 12.5), 0.25);
        QCOMPARE(makespanError(10, 8), -0.2);
        QCOMPARE(makespanError(0, 3), 0.0);
    }

    void criticalPathOfAMasterWorkerRun()
    {
        const CriticalPath p = criticalPath(masterWorker());
        // From P1's last computation (ends 7): its receive [4,5] on P1, whose message is P2's
        // send [4,5]; P2 sent after its computation [2,4], which waited for its receive [1,2],
        // whose message is M's send to P2 [1,2]; M sent it after its send to P1 [0,1]. Nothing
        // precedes [0,1]. The wait of M and the link's transfer are never on the chain.
        const std::vector<std::size_t> expected = {0, 1, 7, 8, 9, 5, 6};
        QCOMPARE(p.chain, expected);
        // P1's last busy interval ends last (7); it is busy [0,7] throughout.
        QCOMPARE(p.slowestProcessor, 1);
        QCOMPARE(p.slowestEnd, 7.0);
        QCOMPARE(p.slowestBusy, 7.0);
    }

    void criticalPathTieRules()
    {
        // The start: a link's transfer and a processor's receive end together; the
        // processor's is the start. Two zero-length intervals at the same time do not loop.
        Trace t;
        t.addResource("L", ResourceKind::Link);
        t.addResource("P", ResourceKind::Processor);
        t.intervals = {
            {0, IntervalKind::Transfer, 3, 5, -1, -1, 0, 0, ""}, // 0
            {1, IntervalKind::Recv, 3, 5, -1, -1, 0, 0, ""},     // 1
            {1, IntervalKind::Compute, 3, 3, -1, -1, 0, 0, ""},  // 2
            {1, IntervalKind::Compute, 3, 3, -1, -1, 0, 0, ""},  // 3
        };
        const CriticalPath p = criticalPath(t);
        // Each zero-length interval ends at the start of the other: the chain takes each once.
        QCOMPARE(p.chain.size(), std::size_t(3));
        QCOMPARE(p.chain.back(), std::size_t(1));
        QCOMPARE((std::set<std::size_t>{p.chain[0], p.chain[1]}), (std::set<std::size_t>{2, 3}));
        // On equal ends, the longer interval of a row precedes: [0,3] rather than [3,3].
        t.intervals.push_back({1, IntervalKind::Compute, 0, 3, -1, -1, 0, 0, ""}); // 4
        QCOMPARE(criticalPath(t).chain, (std::vector<std::size_t>{4, 1}));
        // A tolerance lets an interval that ends just after the start precede it.
        Trace j;
        j.addResource("P", ResourceKind::Processor);
        j.intervals = {{0, IntervalKind::Compute, 0, 1.001, -1, -1, 0, 0, ""}, {0, IntervalKind::Send, 1, 2, -1, -1, 0, 0, ""}};
        QCOMPARE(criticalPath(j).chain.size(), std::size_t(1));
        QCOMPARE(criticalPath(j, 0.01).chain, (std::vector<std::size_t>{0, 1}));
        // No busy interval: no chain, no slowest processor.
        Trace idle;
        idle.addResource("P", ResourceKind::Processor);
        idle.intervals = {{0, IntervalKind::Wait, 0, 1, -1, -1, 0, 0, ""}};
        QCOMPARE(criticalPath(idle), CriticalPath{});
    }

    // Waiting on a message puts the sender on the path. The outer product on a one-port star
    // (paper 000 §2.3): every worker computes step k once the master has sent the whole step,
    // so a worker served first sits idle while the master serves the others.
    //   M:  send→P1 [0,1]  send→P2 [1,2]  send→P3 [2,3]
    //   P1: recv←M [0,1]                     compute [3,6]
    //   P2: recv←M [1,2]                     compute [3,4]
    //   P3: recv←M [2,3]                     compute [3,5]
    // P1's computation ends last; it started at 3, two units after its own receive: what
    // released it is M's last send [2,3], then M's sends before it. The path never runs back
    // through P1's idle [1,3] to its receive.
    void criticalPathGoesThroughTheSender()
    {
        Trace t;
        for (const char *id : {"M", "P1", "P2", "P3"})
            t.addResource(id, ResourceKind::Processor);
        t.intervals = {
            {0, IntervalKind::Send, 0, 1, 0, 1, 8, 0, ""},     // 0
            {0, IntervalKind::Send, 1, 2, 0, 2, 8, 0, ""},     // 1
            {0, IntervalKind::Send, 2, 3, 0, 3, 8, 0, ""},     // 2
            {1, IntervalKind::Recv, 0, 1, 0, 0, 8, 0, ""},     // 3
            {1, IntervalKind::Compute, 3, 6, 0, -1, 0, 1, ""}, // 4
            {2, IntervalKind::Recv, 1, 2, 0, 0, 8, 0, ""},     // 5
            {2, IntervalKind::Compute, 3, 4, 0, -1, 0, 1, ""}, // 6
            {3, IntervalKind::Recv, 2, 3, 0, 0, 8, 0, ""},     // 7
            {3, IntervalKind::Compute, 3, 5, 0, -1, 0, 1, ""}, // 8
        };
        const CriticalPath p = criticalPath(t);
        QCOMPARE(p.chain, (std::vector<std::size_t>{0, 1, 2, 4}));
        QCOMPARE(p.slowestProcessor, 1);
    }

    void slowestProcessorTiesGoToTheBusiest()
    {
        // B and A both end at 5; A computed 5 s, B 2 s.
        Trace t;
        t.addResource("B", ResourceKind::Processor);
        t.addResource("A", ResourceKind::Processor);
        t.intervals = {
            {0, IntervalKind::Compute, 0, 1, -1, -1, 0, 0, ""},
            {0, IntervalKind::Compute, 4, 5, -1, -1, 0, 0, ""},
            {1, IntervalKind::Compute, 0, 5, -1, -1, 0, 0, ""},
        };
        const CriticalPath p = criticalPath(t);
        QCOMPARE(p.slowestProcessor, 1);
        QCOMPARE(p.slowestBusy, 5.0);
    }

    void summaryLayoutSharesOneScale()
    {
        // Predicted over [0,10]: P1, P2; measured over [0,12.5]: P2, P3. Rows P1, P2, P3;
        // two lines each; a full bar (the longer range, 12.5) is barArea() px wide.
        TraceSummary predicted{0, 10, 10, {rank(0, "P1", 4, 3, 3, 1, 1), rank(1, "P2", 2, 1, 7, 0, 0)}};
        TraceSummary measured{0, 12.5, 12.5, {rank(0, "P2", 5, 2.5, 5, 2.5, 0), rank(1, "P3", 12.5, 0, 0, 0, 0)}};
        GanttSummaryLayout g;
        g.width = 500;
        g.margin = 8;
        g.labelWidth = 60;
        g.tagWidth = 72;
        g.numberWidth = 60;
        g.lineHeight = 20;
        g.rowGap = 6;
        g.top = 50;
        g.layout(predicted, &measured);
        // barLeft = 8 + 60 + 72 = 140; barArea = 500 − 140 − 8 − 180 − 8 = 164 px for 12.5 s.
        QCOMPARE(g.barLeft(), 140.0);
        QCOMPARE(g.barArea(), 164.0);
        QCOMPARE(g.rows.size(), std::size_t(3));
        QCOMPARE(g.rows[2].id, std::string("P3"));
        QCOMPARE(g.rows[1].top, 50.0 + 40 + 6);
        QCOMPARE(g.lines.size(), std::size_t(6));
        QVERIFY(!g.lines[1].summary); // P1 was not measured
        QVERIFY(!g.lines[4].summary); // P3 was not predicted
        const GanttSummaryLine &p1 = g.lines[0];
        QCOMPARE(p1.barWidth, 164 * 10 / 12.5);
        // compute 4, communication 3, wait 1, other idle 2 (seconds) at 164/12.5 px per second.
        const double px = 164 / 12.5;
        QCOMPARE(p1.segments[0], 4 * px);
        QCOMPARE(p1.segments[1], 3 * px);
        QCOMPARE(p1.segments[2], 1 * px);
        QCOMPARE(p1.segments[3], 2 * px);
        const GanttSummaryLine &p2measured = g.lines[3];
        QCOMPARE(p2measured.panel, 1);
        QCOMPARE(p2measured.barWidth, 164.0);
        QCOMPARE(p2measured.y, 96.0 + 20);
        QCOMPARE(g.lineAt(200, 117), std::optional<std::size_t>(3));
        QCOMPARE(g.lineAt(200, 10), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestGanttAnalysis)
#include "tst_gantt_analysis.moc"
