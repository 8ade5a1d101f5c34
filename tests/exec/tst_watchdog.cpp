// The watchdog of partita run (exec/watchdog.h) on beats with given times: a rank that stops
// beating is named once the limit has passed since its last beat (or since the launch, when it
// never beat); a deadlock (every rank waiting, no call completing) names every rank and what it
// waits for; a rank that computes, however long, is progress.
#include "exec/watchdog.h"

#include <QtTest>

using partita::exec::Beat;
using partita::exec::Watchdog;

class TestWatchdog : public QObject {
    Q_OBJECT

private slots:
    void beatLineRoundTrip_data()
    {
        QTest::addColumn<int>("rank");
        QTest::addColumn<qulonglong>("completed");
        QTest::addColumn<QString>("waitingIn");
        QTest::addColumn<int>("peer");
        QTest::newRow("computing") << 0 << qulonglong(0) << QString() << -1;
        QTest::newRow("receiving") << 3 << qulonglong(1234567) << QString("MPI_Recv") << 0;
        QTest::newRow("collective") << 12 << qulonglong(8) << QString("MPI_Barrier") << -1;
    }
    void beatLineRoundTrip()
    {
        QFETCH(int, rank);
        QFETCH(qulonglong, completed);
        QFETCH(QString, waitingIn);
        QFETCH(int, peer);
        const Beat beat{rank, completed, waitingIn.toStdString(), peer};
        const std::string line = partita::exec::beatLine(beat);
        QVERIFY(line.ends_with('\n'));
        QCOMPARE(partita::exec::parseBeat(line.substr(0, line.size() - 1)), std::optional<Beat>(beat));
    }

    void otherLinesAreNoBeats_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("error") << "error: rank 1 (P1): out of memory";
        QTest::newRow("truncated") << "partita-beat 1 2";
        QTest::newRow("negative rank") << "partita-beat -1 2 - -1";
        QTest::newRow("empty") << "";
    }
    void otherLinesAreNoBeats()
    {
        QFETCH(QString, line);
        QVERIFY(!partita::exec::parseBeat(line.toStdString()));
    }

    // Four beats within the limit, between 50 ms and 1 s apart.
    void beatPeriod()
    {
        QCOMPARE(partita::exec::beatPeriod(60), 1.0);
        QCOMPARE(partita::exec::beatPeriod(2), 0.5);
        QCOMPARE(partita::exec::beatPeriod(0.1), 0.05);
    }

    // Ranks 0 and 1 beat every 0.5 s; rank 1 stops after t = 1. With a limit of 2 s it is named
    // at t = 3, not before; rank 0 (waiting for it) is not.
    void silentRankIsNamed()
    {
        Watchdog w({"S", "P1"}, 2, 0);
        for (double t = 0.5; t <= 3.0; t += 0.5) {
            w.beat({0, 10, "MPI_Recv", 1}, t);
            if (t <= 1)
                w.beat({1, 5, {}, -1}, t);
            const auto v = w.verdict(t);
            if (t < 3) {
                QVERIFY2(!v, v ? v->c_str() : "");
            } else {
                QVERIFY(v);
                QVERIFY2(v->find("rank 1 (P1) gave no sign of life for 2.0 s") != std::string::npos, v->c_str());
                QVERIFY2(v->find("rank 0") == std::string::npos, v->c_str());
            }
        }
    }

    // A rank that never beat is silent since the launch.
    void neverBeat()
    {
        Watchdog w({"S", "P1"}, 2, 10);
        w.beat({0, 0, {}, -1}, 11);
        QVERIFY(!w.verdict(11.9));
        w.beat({0, 0, {}, -1}, 12);
        const auto v = w.verdict(12);
        QVERIFY(v);
        QVERIFY2(v->find("rank 1 (P1) gave no sign of life for 2.0 s since the launch") != std::string::npos, v->c_str());
    }

    // Both ranks beat but wait for each other and complete nothing: named, with what each waits for,
    // once the limit has passed since the last completed call.
    void deadlock()
    {
        Watchdog w({"S", "P1"}, 2, 0);
        w.beat({0, 7, "MPI_Recv", 1}, 0.5);
        w.beat({1, 3, "MPI_Recv", 0}, 0.5);
        for (double t = 1; t < 2.5; t += 0.5) {
            w.beat({0, 7, "MPI_Recv", 1}, t);
            w.beat({1, 3, "MPI_Recv", 0}, t);
            QVERIFY(!w.verdict(t));
        }
        w.beat({0, 7, "MPI_Recv", 1}, 2.5);
        w.beat({1, 3, "MPI_Recv", 0}, 2.5);
        const auto v = w.verdict(2.5);
        QVERIFY(v);
        QCOMPARE(*v, std::string("no progress for 2.0 s (--watchdog): every rank waits: rank 0 (S) in MPI_Recv for "
                                 "rank 1, rank 1 (P1) in MPI_Recv for rank 0"));
    }

    // A rank computing for a long time (beating, in no MPI call) while the other waits for it:
    // progress, never a verdict; completed calls are progress too.
    void computingIsProgress()
    {
        Watchdog w({"S", "P1"}, 2, 0);
        for (double t = 0.5; t < 100; t += 0.5) {
            w.beat({0, 1, "MPI_Recv", 1}, t);
            w.beat({1, 1, {}, -1}, t);
            QVERIFY(!w.verdict(t));
        }
        Watchdog calls({"S", "P1"}, 2, 0);
        for (double t = 0.5; t < 100; t += 0.5) {
            calls.beat({0, static_cast<std::uint64_t>(t * 2), "MPI_Recv", 1}, t);
            calls.beat({1, static_cast<std::uint64_t>(t * 2), "MPI_Send", 0}, t);
            QVERIFY(!calls.verdict(t));
        }
    }

    // Every rank silent at once: the beats come through mpirun, which is what stopped.
    void everyRankSilent()
    {
        Watchdog w({"S", "P1", "P2"}, 2, 0);
        for (int r = 0; r < 3; ++r)
            w.beat({r, 1, {}, -1}, 1);
        QVERIFY(!w.verdict(2.9));
        const auto v = w.verdict(3);
        QVERIFY(v);
        QCOMPARE(*v, std::string("no progress for 2.0 s (--watchdog): no rank gave a sign of life for 2.0 s (mpirun "
                                 "stopped or frozen, or every rank; their beats come through mpirun)"));
    }

    void zeroTurnsItOff()
    {
        Watchdog w({"S", "P1"}, 0, 0);
        QVERIFY(!w.verdict(1e6));
    }
};

QTEST_GUILESS_MAIN(TestWatchdog)
#include "tst_watchdog.moc"
