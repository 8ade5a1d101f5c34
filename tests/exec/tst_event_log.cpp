// What the summary's per_rank says of each rank (core/exec/event_log.h), on events written by
// hand: the seconds per kind, and the flops computed and bytes received that
// `partita calibrate --from-run` turns into rates.
#include "exec/event_log.h"

#include <QtTest>

using namespace partita;
using namespace partita::exec;

namespace {

ExecEvent execEvent(int rank, IntervalKind kind, double begin, double end, int peer = -1, double bytes = 0,
                double flops = 0, int step = 0)
{
    return {begin, end, rank, kind, peer, bytes, flops, step};
}

} // namespace

class TestEventLog : public QObject {
    Q_OBJECT
private slots:
    void traffic()
    {
        // Rank 1 receives from rank 0 in steps 0 and 1 and from rank 2 once, computes twice;
        // its receive before the steps (--predistributed, step −1) queued behind other ranks'
        // and is left out. Rank 0's own sends and rank 2's compute are not rank 1's.
        const std::vector<ExecEvent> events = {
            execEvent(1, IntervalKind::Recv, 0.0, 0.5, 0, 4000, 0, -1),
            execEvent(0, IntervalKind::Send, 0.5, 0.6, 1, 800),
            execEvent(1, IntervalKind::Wait, 0.5, 0.55, 0),
            execEvent(1, IntervalKind::Recv, 0.55, 0.6, 0, 800, 0, 0),
            execEvent(1, IntervalKind::Compute, 0.6, 0.9, -1, 0, 3e6, 0),
            execEvent(1, IntervalKind::Recv, 0.9, 1.0, 0, 1200, 0, 1),
            execEvent(1, IntervalKind::Recv, 1.0, 1.25, 2, 100, 0, 1),
            execEvent(1, IntervalKind::Compute, 1.25, 1.5, -1, 0, 2e6, 1),
            execEvent(2, IntervalKind::Compute, 0.0, 1.0, -1, 0, 9e6, 0),
        };
        const RankTraffic t = rankTraffic(events, 1);
        QCOMPARE(t.flops, 5e6);
        QCOMPARE(t.received.size(), std::size_t(2));
        QCOMPARE(t.received[0].from, 0);
        QCOMPARE(t.received[0].bytes, 2000.0);   // 800 + 1200
        QCOMPARE(t.received[0].seconds, 0.15);   // 0.05 + 0.1
        QCOMPARE(t.received[0].messages, 2);
        QCOMPARE(t.received[1], (Received{2, 100, 0.25, 1}));
        // Rank 0 only sent: no flops, nothing received.
        QCOMPARE(rankTraffic(events, 0), RankTraffic{});
    }
};

QTEST_GUILESS_MAIN(TestEventLog)
#include "tst_event_log.moc"
