// mpirun's stderr read by partita run (exec/mpirun_output.h), on what Open MPI 4.1 prints:
// the ranks' own lines pass, banners, diagnostics, ssh's complaints and beats are kept back,
// and the cause of a failed job comes out as one line.
#include "exec/mpirun_output.h"

#include <QtTest>

using partita::exec::MpirunOutput;

namespace {

const std::vector<std::string> kNodes = {"S", "P1", "P2", "P3", "P4"};

// Feeds `text` line by line; returns the lines shown.
QStringList feed(MpirunOutput &out, const QString &text)
{
    QStringList shown;
    for (const QString &line : text.split('\n'))
        if (out.feed(line.toStdString()))
            shown << line;
    return shown;
}

const char *const kRule = "--------------------------------------------------------------------------";

} // namespace

class TestMpirunOutput : public QObject {
    Q_OBJECT

private slots:
    // Rank 2 killed by SIGKILL (recorded from mpirun 4.1.4).
    void killedRank()
    {
        MpirunOutput out(kNodes);
        const QString text = QString("%1\nPrimary job  terminated normally, but 1 process returned\n"
                                     "a non-zero exit code. Per user-direction, the job has been aborted.\n%1\n%1\n"
                                     "mpirun noticed that process rank 2 with PID 0 on node vm exited on signal 9 (Killed).\n%1")
                                 .arg(kRule);
        QCOMPARE(feed(out, text), QStringList{});
        QCOMPARE(out.cause(137, 0), std::string("rank 2 (P2) was killed by signal 9 (SIGKILL)"));
    }

    // A rank that said why and exited 2: its line shows, nothing is added.
    void rankSaidWhy()
    {
        MpirunOutput out(kNodes);
        const QString text = QString("error: lbp.json: n must be at least 1 (got 0)\n%1\nPrimary job  terminated "
                                     "normally, but 1 process returned\na non-zero exit code. Per user-direction, the "
                                     "job has been aborted.\n%1\n%1\nmpirun detected that one or more processes "
                                     "exited with non-zero status, thus causing\nthe job to be terminated. The first "
                                     "process to do so was:\n\n  Process name: [[5017,1],0]\n  Exit code:    2\n%1")
                                 .arg(kRule);
        QCOMPARE(feed(out, text), QStringList{"error: lbp.json: n must be at least 1 (got 0)"});
        QVERIFY(out.rankSaidWhy());
        QCOMPARE(out.cause(2, 0), std::string());
    }

    void exitedRank()
    {
        MpirunOutput out(kNodes);
        feed(out, QString("%1\nmpirun detected that one or more processes exited with non-zero status\n"
                          "  Process name: [[5017,1],3]\n  Exit code:    7\n%1")
                      .arg(kRule));
        QCOMPARE(out.cause(7, 0), std::string("rank 3 (P3) exited with status 7 before the job was done"));
    }

    void abortedRank()
    {
        MpirunOutput out(kNodes);
        feed(out, QString("%1\nMPI_ABORT was invoked on rank 1 in communicator MPI_COMM_WORLD\nwith errorcode 1.\n%1")
                      .arg(kRule));
        QCOMPARE(out.cause(1, 0), std::string("rank 1 (P1) aborted the run (MPI_Abort, error code 1)"));
        MpirunOutput oneLine(kNodes);
        feed(oneLine, QString("%1\nMPI_ABORT was invoked on rank 1 in communicator MPI_COMM_WORLD with errorcode 3.\n%1")
                          .arg(kRule));
        QCOMPARE(oneLine.cause(1, 0), std::string("rank 1 (P1) aborted the run (MPI_Abort, error code 3)"));
    }

    // mpirun itself killed: named, whatever its ranks said.
    void killedMpirun()
    {
        MpirunOutput out(kNodes);
        feed(out, "partita-beat 1 3 MPI_Recv 0");
        QCOMPARE(out.cause(0, 9), std::string("mpirun was killed by signal 9 (SIGKILL); its ranks were ended"));
    }

    // ssh that cannot reach a host (OpenSSH 9.2), then ORTE's banner.
    void unreachableHost_data()
    {
        QTest::addColumn<QString>("ssh");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("reason");
        QTest::newRow("connect") << "ssh: connect to host 192.0.2.77 port 22: Connection timed out" << "192.0.2.77"
                                 << "Connection timed out";
        QTest::newRow("banner") << "Connection timed out during banner exchange\nConnection to 127.0.0.2 port 2222 timed out"
                                << "127.0.0.2" << "timed out";
        QTest::newRow("refused") << "ssh: connect to host node7 port 22: Connection refused" << "node7"
                                 << "Connection refused";
        QTest::newRow("denied") << "root@node7: Permission denied (publickey,password)." << "node7"
                                << "Permission denied (publickey,password).";
    }
    void unreachableHost()
    {
        QFETCH(QString, ssh);
        QFETCH(QString, host);
        QFETCH(QString, reason);
        MpirunOutput out(kNodes);
        const QString text = ssh + QString("\n%1\nORTE was unable to reliably start one or more daemons.\nThis usually "
                                           "is caused by:\n\n* not finding the required libraries\n%1")
                                       .arg(kRule);
        QCOMPARE(feed(out, text), QStringList{});
        QVERIFY(out.unreachableHost());
        QCOMPARE(QString::fromStdString(*out.unreachableHost()), host);
        QCOMPARE(QString::fromStdString(out.sshReason()), reason);
        QCOMPARE(out.cause(1, 0), "host '" + host.toStdString() + "' cannot be reached (ssh: " + reason.toStdString() + ")");
    }

    // Open MPI's "[host:pid]" diagnostics and its own lines are kept back; anything else shows.
    void diagnosticsKeptBack()
    {
        MpirunOutput out(kNodes);
        const QStringList shown = feed(out, "[vm:12345] *** Process received signal ***\n"
                                            "[vm:12345] Signal: Segmentation fault (11)\n"
                                            "mpirun: Forwarding signal 18 to job\n"
                                            "note: time unit 0.02 s so that this machine keeps up\n"
                                            "partita-beat 0 12 - -1");
        QCOMPARE(shown, QStringList{"note: time unit 0.02 s so that this machine keeps up"});
        QVERIFY(!out.rankSaidWhy());
    }

    // An unknown banner: its first line.
    void unknownBanner()
    {
        MpirunOutput out(kNodes);
        feed(out, QString("%1\nThere are not enough slots available in the system\nto satisfy the 5 slots\n%1").arg(kRule));
        QCOMPARE(out.cause(1, 0),
                 std::string("mpirun exited with status 1: There are not enough slots available in the system"));
    }
};

QTEST_GUILESS_MAIN(TestMpirunOutput)
#include "tst_mpirun_output.moc"
