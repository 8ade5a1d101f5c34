// The reader of `partita run`'s stdout (views/run/run_events.h): event lines become intervals
// on one row per rank named after the processor the rank plays, progress and summary are
// picked out, lines cut anywhere by the pipe are put back together, and everything else
// (mpirun's notes, garbage, half a JSON object) goes to the log untouched.
#include "run/run_events.h"

#include <QtTest>

using namespace partita;
using namespace partita::views;

namespace {

// What exec::eventLines prints for two intervals, then a progress line and the summary, with
// a line of mpirun in between (docs/executor.md, "Events and summary").
const QByteArray kRun =
    "{\"ev\":\"begin\",\"t\":0.001,\"rank\":0,\"kind\":\"send\",\"peer\":1,\"bytes\":512.0,\"flops\":0.0,\"step\":0}\n"
    "{\"ev\":\"end\",\"t\":0.003,\"rank\":0,\"kind\":\"send\",\"peer\":1,\"bytes\":512.0,\"flops\":0.0,\"step\":0}\n"
    "--------------------------------------------------------------------------\n"
    "{\"ev\":\"begin\",\"t\":0.003,\"rank\":1,\"kind\":\"compute\",\"peer\":-1,\"bytes\":0.0,\"flops\":1024.0,\"step\":0}\n"
    "{\"ev\":\"end\",\"t\":0.010,\"rank\":1,\"kind\":\"compute\",\"peer\":-1,\"bytes\":0.0,\"flops\":1024.0,\"step\":0}\n"
    "{\"ev\":\"progress\",\"fraction\":0.5}\n"
    "{\"ev\":\"summary\",\"algorithm\":\"columns\",\"makespan\":0.01,\"verified\":true,\"max_abs_error\":1e-14,"
    "\"per_rank\":[{\"rank\":0,\"node\":\"P2\"},{\"rank\":1,\"node\":\"P1\"}]}\n";

} // namespace

class TestRunEvents : public QObject {
    Q_OBJECT

private slots:
    void readsEventsProgressAndSummary()
    {
        RunEvents events({"P2", "P1"});
        const QStringList log = events.feed(kRun);
        QCOMPARE(log, QStringList{QString(74, QLatin1Char('-'))});

        const Trace &t = events.trace();
        QCOMPARE(t.resources.size(), std::size_t(2));
        QCOMPARE(t.resources[0].id, std::string("P2")); // rank 0 plays P2
        QCOMPARE(t.resources[1].id, std::string("P1"));
        QCOMPARE(t.intervals.size(), std::size_t(2));
        const Interval &send = t.intervals[0];
        QCOMPARE(send.resource, 0);
        QCOMPARE(send.kind, IntervalKind::Send);
        QCOMPARE(send.start, 0.001);
        QCOMPARE(send.end, 0.003);
        QCOMPARE(send.peer, 1);
        QCOMPARE(send.bytes, 512.0);
        QCOMPARE(send.step, 0);
        const Interval &compute = t.intervals[1];
        QCOMPARE(compute.resource, 1);
        QCOMPARE(compute.kind, IntervalKind::Compute);
        QCOMPARE(compute.peer, -1);
        QCOMPARE(compute.flops, 1024.0);
        QCOMPARE(compute.end - compute.start, 0.007);

        QCOMPARE(events.progress(), 0.5);
        QVERIFY(events.hasSummary());
        QVERIFY(!events.summary().contains(QLatin1String("ev")));
        QCOMPARE(events.summary().value(QLatin1String("algorithm")).toString(), QStringLiteral("columns"));
        QCOMPARE(events.summary().value(QLatin1String("verified")).toBool(), true);
        QCOMPARE(events.openCount(), std::size_t(0));
        QCOMPARE(events.rejectedCount(), 0);
    }

    // The pipe cuts the output anywhere: fed in two pieces at every possible place, or one byte
    // at a time, the result is the same as fed at once.
    void linesCutAnywhere()
    {
        RunEvents whole({"P2", "P1"});
        const QStringList wholeLog = whole.feed(kRun);
        for (qsizetype cut = 0; cut <= kRun.size(); ++cut) {
            RunEvents events({"P2", "P1"});
            QStringList log = events.feed(kRun.left(cut)); // one after the other: + does not order them
            log += events.feed(kRun.mid(cut));
            log += events.finish();
            QCOMPARE(log, wholeLog);
            QCOMPARE(events.trace(), whole.trace());
            QCOMPARE(events.summary(), whole.summary());
        }
        RunEvents bytewise({"P2", "P1"});
        QStringList log;
        for (char c : kRun)
            log += bytewise.feed(QByteArray(1, c));
        QCOMPARE(log, wholeLog);
        QCOMPARE(bytewise.trace(), whole.trace());
        QCOMPARE(bytewise.progress(), 0.5);
    }

    void garbageGoesToTheLog_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("text") << QByteArray("[host:123] mpirun noticed something");
        QTest::newRow("half an event") << QByteArray("{\"ev\":\"begin\",\"t\":0.1,\"rank\":");
        QTest::newRow("not an object") << QByteArray("[\"ev\", 1]");
        QTest::newRow("unknown ev") << QByteArray("{\"ev\":\"hello\",\"t\":1}");
        QTest::newRow("no ev") << QByteArray("{\"t\":1,\"rank\":0}");
        QTest::newRow("binary") << QByteArray("\x01\x02{\"ev\"\xff");
    }
    void garbageGoesToTheLog()
    {
        QFETCH(QByteArray, line);
        RunEvents events({"P1"});
        const quint64 before = events.revision();
        const QStringList log = events.feed(line + "\n");
        QCOMPARE(log.size(), 1);
        QCOMPARE(log.front(), QString::fromUtf8(line));
        QVERIFY(events.trace().intervals.empty());
        QCOMPARE(events.revision(), before);
        QCOMPARE(events.progress(), -1.0);
        QVERIFY(!events.hasSummary());
    }

    // Events that cannot make an interval are counted, not drawn and not logged.
    void unusableEventsAreRejected()
    {
        RunEvents events({"P1"});
        const QStringList log = events.feed(
            "{\"ev\":\"end\",\"t\":1,\"rank\":0,\"kind\":\"compute\",\"peer\":-1,\"step\":0}\n"   // never begun
            "{\"ev\":\"begin\",\"t\":1,\"rank\":0,\"kind\":\"dance\",\"peer\":-1,\"step\":0}\n"   // unknown kind
            "{\"ev\":\"begin\",\"t\":1,\"rank\":-3,\"kind\":\"compute\",\"peer\":-1,\"step\":0}\n" // no rank
            "{\"ev\":\"begin\",\"t\":2,\"rank\":0,\"kind\":\"compute\",\"peer\":-1,\"step\":1}\n"
            "{\"ev\":\"end\",\"t\":3,\"rank\":0,\"kind\":\"compute\",\"peer\":-1,\"step\":2}\n"); // other step
        QVERIFY(log.isEmpty());
        QCOMPARE(events.rejectedCount(), 4);
        QCOMPARE(events.openCount(), std::size_t(1)); // step 1 still open
        QVERIFY(events.trace().intervals.empty());
    }

    // A rank the names do not cover (or a peer) gets a row "rank r", so that row = rank holds.
    void ranksBeyondTheNames()
    {
        RunEvents events({"P1"});
        events.feed("{\"ev\":\"begin\",\"t\":0,\"rank\":0,\"kind\":\"recv\",\"peer\":2,\"step\":0}\r\n"
                    "{\"ev\":\"end\",\"t\":1,\"rank\":0,\"kind\":\"recv\",\"peer\":2,\"step\":0}\r\n");
        QCOMPARE(events.trace().resources.size(), std::size_t(3));
        QCOMPARE(events.trace().resources[1].id, std::string("rank 1"));
        QCOMPARE(events.trace().resources[2].id, std::string("rank 2"));
        QCOMPARE(events.trace().intervals.at(0).peer, 2);
        QCOMPARE(events.trace().intervals.at(0).kind, IntervalKind::Recv);
    }

    // A rank or peer far beyond the run's is rejected, not given millions of rows (two such
    // lines used to take minutes and gigabytes; the event-lines fuzz target timed out on them).
    void ranksFarBeyondAreRejected()
    {
        RunEvents events({"P1"});
        events.feed("{\"ev\":\"begin\",\"t\":0,\"rank\":5000,\"kind\":\"compute\",\"peer\":-1,\"step\":0}\n"
                    "{\"ev\":\"end\",\"t\":1,\"rank\":5000,\"kind\":\"compute\",\"peer\":-1,\"step\":0}\n"
                    "{\"ev\":\"begin\",\"t\":0,\"rank\":0,\"kind\":\"recv\",\"peer\":2000000000,\"step\":0}\n"
                    "{\"ev\":\"end\",\"t\":1,\"rank\":0,\"kind\":\"recv\",\"peer\":2000000000,\"step\":0}\n");
        QCOMPARE(events.rejectedCount(), 4);
        QCOMPARE(events.trace().resources.size(), std::size_t(1));
        QVERIFY(events.trace().intervals.empty());
        // Within the rows any run of kUnnamedRows ranks has, a rank without a name still gets one.
        events.feed("{\"ev\":\"begin\",\"t\":0,\"rank\":4095,\"kind\":\"compute\",\"peer\":-1,\"step\":0}\n"
                    "{\"ev\":\"end\",\"t\":1,\"rank\":4095,\"kind\":\"compute\",\"peer\":-1,\"step\":0}\n");
        QCOMPARE(events.trace().resources.size(), std::size_t(RunEvents::kUnnamedRows));
        QCOMPARE(events.trace().intervals.size(), std::size_t(1));
    }

    // A last line without its newline is read when the output ends; reset() forgets a run.
    void finishAndReset()
    {
        RunEvents events({"P1"});
        QVERIFY(events.feed("{\"ev\":\"progress\",\"fraction\":0.25}").isEmpty());
        QCOMPARE(events.progress(), -1.0); // not a line yet
        QVERIFY(events.finish().isEmpty());
        QCOMPARE(events.progress(), 0.25);
        QCOMPARE(events.feed("partial"), QStringList());
        events.reset({"A", "B"});
        QCOMPARE(events.progress(), -1.0);
        QCOMPARE(events.trace().resources.size(), std::size_t(2));
        QCOMPARE(events.finish(), QStringList()); // "partial" was forgotten
        // Progress is clamped to [0, 1].
        events.feed("{\"ev\":\"progress\",\"fraction\":1.5}\n");
        QCOMPARE(events.progress(), 1.0);
    }
};

QTEST_GUILESS_MAIN(TestRunEvents)
#include "tst_run_events.moc"
