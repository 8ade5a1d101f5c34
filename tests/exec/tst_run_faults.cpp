// partita run under faults (docs/executor.md, "Faults"), on paper 004's Fig. 1 platform
// (resources/examples/lbp-fig1.json: a router master and four processors, 5 ranks), emulated at
// 0.5 s per time unit so that the run would last about a minute: a rank stopped with SIGSTOP, a
// rank or mpirun killed, partita itself killed or hung up on, a host that does not answer. Each
// ends within 5 s (a stopped rank: within the watchdog's time, 2 s here, plus 3 s) with one
// error line naming the cause, and no process of the run is left. The processes of a run are
// told apart from every other by a token in their environment (mpirun passes partita's
// environment on to its ranks), found by scanning /proc.
#include "../cli/cli_process.h"

#include <QtTest>

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <csignal>
#include <map>

namespace {

using namespace clitest;

constexpr int kRanks = 5;           // lbp-fig1: the router master S and P1..P4
constexpr qint64 kFaultEndsMs = 5000; // issue's bound for every fault

QByteArray fileOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every process whose environment holds `token` (partita, mpirun and the ranks of one run),
// with its environment; zombies have none and are not counted.
std::map<int, QByteArray> processesOf(const QByteArray &token)
{
    std::map<int, QByteArray> found;
    for (const auto &entry : QDir("/proc").entryList(QDir::Dirs)) {
        bool isPid = false;
        const int pid = entry.toInt(&isPid);
        if (!isPid)
            continue;
        const QByteArray env = fileOf("/proc/" + entry + "/environ");
        if (env.split('\0').contains(token))
            found[pid] = env;
    }
    return found;
}

QString commOf(int pid) { return QString::fromUtf8(fileOf(QString("/proc/%1/comm").arg(pid))).trimmed(); }

// pid of rank `rank` of the run, 0 when not (yet) there.
int rankPid(const QByteArray &token, int rank)
{
    for (const auto &[pid, env] : processesOf(token))
        if (commOf(pid) == "partita-worker" && env.split('\0').contains("OMPI_COMM_WORLD_RANK=" + QByteArray::number(rank)))
            return pid;
    return 0;
}

int mpirunPid(const QByteArray &token)
{
    for (const auto &[pid, env] : processesOf(token))
        if (commOf(pid) == "mpirun" || commOf(pid) == "orterun")
            return pid;
    return 0;
}

// utime + stime of a process, in clock ticks (/proc/<pid>/stat fields 14 and 15).
long cpuTicks(int pid)
{
    const QByteArray stat = fileOf(QString("/proc/%1/stat").arg(pid));
    const auto fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    return fields.size() > 12 ? fields[11].toLong() + fields[12].toLong() : 0;
}

// Sends `signal` to `pid`; false for no process (pid 0 would signal this test's own group).
bool signalProcess(qint64 pid, int signal)
{
    return pid > 0 && ::kill(static_cast<pid_t>(pid), signal) == 0;
}

QStringList errorLines(const QByteArray &err) { return QString::fromUtf8(err).split('\n', Qt::SkipEmptyParts); }

} // namespace

class TestRunFaults : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QByteArray m_token; // "PARTITA_FAULT_TEST=<pid>-<run>", in the environment of the run
    int m_runs = 0;

    QProcessEnvironment environment(const QString &run)
    {
        const QString value = QString::number(::getpid()) + "-" + run;
        m_token = "PARTITA_FAULT_TEST=" + value.toUtf8();
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert("PARTITA_FAULT_TEST", value);
        return env;
    }

    // Starts the long run of lbp-fig1 with `extra` options and waits until it is under way: every
    // rank is there and rank 0 printed its first event line.
    bool startRun(QProcess &p, const QStringList &extra, const QProcessEnvironment &more = {})
    {
        auto env = environment(QString::number(++m_runs));
        for (const auto &key : more.keys())
            env.insert(key, more.value(key));
        p.setProcessEnvironment(env);
        p.start(PARTITA_CLI, QStringList{"run", "--platform", example("lbp-fig1.json"), "--n", "8", "--q", "1",
                                         "--algorithm", "layers", "--emulate", "--time-unit", "0.5"}
                                 + extra);
        if (!p.waitForStarted())
            return false;
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 30000 && p.state() == QProcess::Running) {
            if (p.canReadLine() || p.waitForReadyRead(50)) {
                int ranks = 0;
                for (int r = 0; r < kRanks; ++r)
                    ranks += rankPid(m_token, r) > 0;
                if (ranks == kRanks)
                    return true;
            }
        }
        return false;
    }

    // Nothing of the run is left (zombies aside), within `ms`.
    bool jobGone(qint64 ms)
    {
        QElapsedTimer timer;
        timer.start();
        while (!processesOf(m_token).empty() && timer.elapsed() < ms)
            QTest::qWait(20);
        return processesOf(m_token).empty();
    }

private slots:
    void cleanup()
    {
        // A failed test must not leave its run behind for the next.
        for (const auto &[pid, env] : processesOf(m_token))
            signalProcess(pid, SIGKILL);
    }

    // A rank stopped with SIGSTOP: the watchdog (2 s) ends the run, naming rank 2 (P2), and
    // mpirun ends the stopped rank with the others.
    void stoppedRank()
    {
        QProcess p;
        QVERIFY(startRun(p, {"--watchdog", "2"}));
        const int victim = rankPid(m_token, 2);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(signalProcess(victim, SIGSTOP));
        QVERIFY(p.waitForFinished(20000));
        qInfo("run ended %lld ms after rank 2 was stopped (watchdog 2 s)", static_cast<long long>(timer.elapsed()));
        QVERIFY(timer.elapsed() < 2000 + 3000); // the watchdog's 2 s, then at most 3 s to end
        QCOMPARE(p.exitCode(), 1);
        const QStringList lines = errorLines(p.readAllStandardError());
        QVERIFY2(lines.size() == 1 && lines[0].startsWith("error: no progress for 2.0 s")
                     && lines[0].contains("rank 2 (P2)") && !lines[0].contains("rank 1"),
                 qPrintable(lines.join('\n')));
        QVERIFY(jobGone(1000));
    }

    // While rank 2 is stopped (and no watchdog runs) the others wait for it asleep: each uses
    // less than 10 % of a core over half a second once they all wait (Open MPI alone polls at
    // 100 %). Polled until so, within 10 s.
    void waitingRanksSleep()
    {
        QProcess p;
        QVERIFY(startRun(p, {"--watchdog", "0"}));
        std::map<int, int> pids;
        for (int r = 0; r < kRanks; ++r)
            pids[r] = rankPid(m_token, r);
        QVERIFY(signalProcess(pids[2], SIGSTOP));
        const long ticksPerSecond = ::sysconf(_SC_CLK_TCK);
        QElapsedTimer timer;
        timer.start();
        bool quiet = false;
        QString busiest;
        while (!quiet && timer.elapsed() < 10000) {
            std::map<int, long> before;
            for (const auto &[r, pid] : pids)
                before[r] = cpuTicks(pid);
            QTest::qWait(500); // the window the CPU time is measured over
            quiet = true;
            double most = -1;
            for (const auto &[r, pid] : pids) {
                const double share = static_cast<double>(cpuTicks(pid) - before[r]) / (0.5 * static_cast<double>(ticksPerSecond));
                if (share > most) {
                    most = share;
                    busiest = QString("rank %1 at %2 of a core").arg(r).arg(share);
                }
                quiet = quiet && share < 0.10;
            }
        }
        QVERIFY2(quiet, qPrintable("waiting ranks spin: " + busiest));
        qInfo("waiting for stopped rank 2, the busiest other was %s", qPrintable(busiest));
        QVERIFY(signalProcess(p.processId(), SIGTERM));
        QVERIFY(p.waitForFinished(kFaultEndsMs));
        QVERIFY(jobGone(1000));
    }

    // A rank killed: one line names it and the signal, none of mpirun's banners.
    void killedRank()
    {
        QProcess p;
        QVERIFY(startRun(p, {}));
        QElapsedTimer timer;
        timer.start();
        QVERIFY(signalProcess(rankPid(m_token, 3), SIGKILL));
        QVERIFY(p.waitForFinished(20000));
        qInfo("run ended %lld ms after rank 3 was killed", static_cast<long long>(timer.elapsed()));
        QVERIFY(timer.elapsed() < kFaultEndsMs);
        QCOMPARE(p.exitCode(), 1);
        const QStringList lines = errorLines(p.readAllStandardError());
        QVERIFY2(lines == QStringList{"error: rank 3 (P3) was killed by signal 9 (SIGKILL)"}, qPrintable(lines.join('\n')));
        QVERIFY(jobGone(1000));
    }

    // mpirun killed: it is named, not a rank; its ranks die with it (their parent-death signal).
    void killedMpirun()
    {
        QProcess p;
        QVERIFY(startRun(p, {}));
        QElapsedTimer timer;
        timer.start();
        QVERIFY(signalProcess(mpirunPid(m_token), SIGKILL));
        QVERIFY(p.waitForFinished(20000));
        qInfo("run ended %lld ms after mpirun was killed", static_cast<long long>(timer.elapsed()));
        QVERIFY(timer.elapsed() < kFaultEndsMs);
        QCOMPARE(p.exitCode(), 1);
        const QStringList lines = errorLines(p.readAllStandardError());
        QVERIFY2(lines.size() == 1 && lines[0].startsWith("error: mpirun was killed by signal 9 (SIGKILL)")
                     && !lines[0].contains("rank "),
                 qPrintable(lines.join('\n')));
        QVERIFY(jobGone(kFaultEndsMs - timer.elapsed()));
    }

    // partita killed, hung up on or terminated: the job goes with it. Killed by SIGKILL it says
    // nothing; mpirun gets SIGTERM as its parent-death signal and ends its ranks.
    void partitaDies_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGKILL") << int(SIGKILL);
        QTest::newRow("SIGHUP") << int(SIGHUP);
        QTest::newRow("SIGTERM") << int(SIGTERM);
    }
    void partitaDies()
    {
        QFETCH(int, signal);
        QProcess p;
        QVERIFY(startRun(p, {}));
        QElapsedTimer timer;
        timer.start();
        QVERIFY(signalProcess(p.processId(), signal));
        QVERIFY(p.waitForFinished(kFaultEndsMs));
        QVERIFY(jobGone(kFaultEndsMs - timer.elapsed()));
        qInfo("job gone %lld ms after partita got signal %d", static_cast<long long>(timer.elapsed()), signal);
        if (signal != SIGKILL) {
            QCOMPARE(p.exitCode(), 1);
            const QStringList lines = errorLines(p.readAllStandardError());
            QVERIFY2(lines.size() == 1 && lines[0].startsWith("error: the run was interrupted by signal "),
                     qPrintable(lines.join('\n')));
        }
    }

    // A hostfile host that resolves but does not answer: 127.0.0.2 with ssh (a wrapper around the
    // real one, given to mpirun as its agent) pointed at a port that accepts connections and
    // never speaks, like a hung machine. With --connect-timeout 2 the run ends within 5 s naming
    // the host and its hostfile line.
    void unreachableHost()
    {
        const QString ssh = QStandardPaths::findExecutable("ssh");
        if (ssh.isEmpty())
            QSKIP("no ssh in PATH: mpirun cannot start remote daemons here");
        const int silent = ::socket(AF_INET, SOCK_STREAM, 0);
        QVERIFY(silent >= 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = 0;
        ::inet_pton(AF_INET, "127.0.0.2", &address.sin_addr);
        QVERIFY(::bind(silent, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0);
        QVERIFY(::listen(silent, 16) == 0);
        socklen_t length = sizeof address;
        ::getsockname(silent, reinterpret_cast<sockaddr *>(&address), &length);
        const QString agent = m_dir.filePath("ssh"); // named ssh: mpirun speaks to it as to ssh
        QFile a(agent);
        QVERIFY(a.open(QIODevice::WriteOnly));
        a.write(QString("#!/bin/sh\nexec '%1' -p %2 \"$@\"\n").arg(ssh).arg(ntohs(address.sin_port)).toUtf8());
        a.close();
        a.setPermissions(a.permissions() | QFileDevice::ExeOwner);
        const QString hostfile = m_dir.filePath("hosts");
        QFile h(hostfile);
        QVERIFY(h.open(QIODevice::WriteOnly));
        h.write("localhost slots=1\n127.0.0.2 slots=8\n");
        h.close();

        auto env = environment("host");
        env.insert("OMPI_MCA_plm_rsh_agent", agent);
        const Run r = partita({"run", "--platform", example("lbp-fig1.json"), "--n", "8", "--q", "1", "--algorithm",
                               "layers", "--hostfile", hostfile, "--connect-timeout", "2"},
                              env);
        ::close(silent);
        qInfo("run ended after %lld ms", static_cast<long long>(r.ms));
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.ms < kFaultEndsMs);
        const QStringList lines = errorLines(r.err);
        QVERIFY2(lines == QStringList{"error: " + hostfile
                                      + ":2: host '127.0.0.2' did not answer within 2 s (ssh: timed out; "
                                        "--connect-timeout sets the time)"},
                 qPrintable(lines.join('\n')));
        QVERIFY(jobGone(1000));
    }
};

QTEST_GUILESS_MAIN(TestRunFaults)
#include "tst_run_faults.moc"
