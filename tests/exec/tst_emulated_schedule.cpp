// The absolute times an emulated rank holds its activities to (core/exec/emulated_schedule.h),
// looked up in a predicted trace written by hand: keys, occurrences, peers as ranks, schedules
// without steps. No MPI.
#include "common/intervals.h"
#include "exec/emulated_schedule.h"

#include <QTest>

using namespace partita;
using namespace partita::exec;

namespace {

// Rows M, P1, P2 and a link; ranks 0, 1, 2 play M, P1, P2. M sends to P1 at step 0 ([0, 1])
// and twice to P2 at step 1 ([3, 4], then [1, 2]: listed out of order); P1 computes steps 0
// ([1, 3]) and 1 ([4, 6]); P2 computes without a step ([2, 5]).
Trace predicted()
{
    Trace t;
    t.resources = {{"M", ResourceKind::Processor},
                   {"P1", ResourceKind::Processor},
                   {"P2", ResourceKind::Processor},
                   {"M-P1", ResourceKind::Link}};
    using test::interval;
    auto send = [](int from, int to, double a, double b, int step) {
        Interval iv = interval(from, IntervalKind::Send, a, b);
        iv.peer = to;
        iv.step = step;
        return iv;
    };
    auto compute = [](int row, double a, double b, int step) {
        Interval iv = interval(row, IntervalKind::Compute, a, b);
        iv.step = step;
        return iv;
    };
    t.intervals = {send(0, 1, 0, 1, 0), send(0, 2, 3, 4, 1), send(0, 2, 1, 2, 1), compute(1, 1, 3, 0),
                   compute(1, 4, 6, 1), compute(2, 2, 5, -1), send(3, 1, 0, 1, 0)};
    return t;
}

const std::vector<std::string> kNodes{"M", "P1", "P2"};

} // namespace

class TestEmulatedSchedule : public QObject {
    Q_OBJECT
private slots:
    void keysAndOccurrences()
    {
        EmulatedSchedule m = EmulatedSchedule::forRank(predicted(), kNodes, 0);
        QCOMPARE(m.size(), std::size_t(3));
        QCOMPARE(m.take(IntervalKind::Send, 0, 1), std::optional<double>(1.0));
        QCOMPARE(m.take(IntervalKind::Send, 0, 1), std::nullopt); // one occurrence only
        // Two sends to P2 at step 1: in order of predicted start, whatever the trace's order.
        QCOMPARE(m.take(IntervalKind::Send, 1, 2), std::optional<double>(2.0));
        QCOMPARE(m.take(IntervalKind::Send, 1, 2), std::optional<double>(4.0));
        QCOMPARE(m.take(IntervalKind::Send, 1, 2), std::nullopt);
        // No such kind, step or peer: none (the emulator then holds relative to the start).
        QCOMPARE(m.take(IntervalKind::Compute, 0, -1), std::nullopt);
        QCOMPARE(m.take(IntervalKind::Send, 2, 1), std::nullopt);
    }

    void ranksOwnRows()
    {
        EmulatedSchedule p1 = EmulatedSchedule::forRank(predicted(), kNodes, 1);
        QCOMPARE(p1.size(), std::size_t(2)); // the link's row is nobody's
        QCOMPARE(p1.take(IntervalKind::Compute, 1, -1), std::optional<double>(6.0));
        QCOMPARE(p1.take(IntervalKind::Compute, 0, -1), std::optional<double>(3.0));
        // A prediction without steps (step -1) matches the step the executor names.
        EmulatedSchedule p2 = EmulatedSchedule::forRank(predicted(), kNodes, 2);
        QCOMPARE(p2.take(IntervalKind::Compute, 0, -1), std::optional<double>(5.0));
        // A rank the prediction has no row of, or no such rank: empty.
        QVERIFY(EmulatedSchedule::forRank(predicted(), {"M", "P1", "P2", "P9"}, 3).empty());
        QVERIFY(EmulatedSchedule::forRank(predicted(), kNodes, 5).empty());
    }
};

QTEST_GUILESS_MAIN(TestEmulatedSchedule)
#include "tst_emulated_schedule.moc"
