#pragma once
// One `partita run` process and what it prints, for the Run panel. stdout is read as it comes
// (RunEvents: events, progress, summary; the other lines go to the log), stderr goes to the
// log and its last lines say why a run failed.
//
// Ending a run ends the whole job: `partita run` starts mpirun in a process group of its own
// and, on SIGTERM, sends SIGTERM to that group (app/cli/cmd_run.cpp, runJob), so cancel()
// terminates partita; if it has not exited after the grace period, the process groups of its
// children (mpirun's) and partita itself are killed. Destroying a job that runs does the same
// and waits for it, so that no rank outlives the studio.

#include "run/run_events.h"

#include <QObject>
#include <QProcess>
#include <QStringList>

#include <sys/types.h>

#include <vector>

class QTimer;

namespace partita::views {

class RunJob : public QObject {
    Q_OBJECT

public:
    explicit RunJob(QObject *parent = nullptr);
    ~RunJob() override;

    // Starts `program args` (the rows of the measured trace are named `rankNodes`). The job
    // must not be running.
    void start(const QString &program, const QStringList &args, std::vector<std::string> rankNodes);
    // Ends the job (see above); finished() follows.
    void cancel();

    bool isRunning() const;
    bool wasCancelled() const { return m_cancelled; }
    // The pid of partita while it runs, else 0.
    qint64 processId() const;
    // Milliseconds before a cancelled job that has not ended is killed.
    void setGracePeriod(int ms) { m_graceMs = ms; }

    const RunEvents &events() const { return m_events; }
    // Drops the events, summary and log tail of the last run (the job must not be running).
    void forget();
    // The last lines partita and mpirun wrote on stderr (at most kTailLines).
    const QStringList &stderrTail() const { return m_stderrTail; }
    int exitCode() const { return m_exitCode; }
    bool crashed() const { return m_crashed; }

    static constexpr int kTailLines = 6;

    // The descendants of `pid` and their process groups (other than ours), read from /proc.
    struct JobTree {
        std::vector<pid_t> pids, groups;
    };
    static JobTree jobTree(pid_t pid);

signals:
    void started();
    // Lines for the log; `fromStderr` for the error stream.
    void logLines(const QStringList &lines, bool fromStderr);
    // New events, progress or summary were read.
    void eventsRead();
    // The process ended (exit code 0: ok) or could not start (`error` says why).
    void finished(bool ok, const QString &error);

private:
    void readStdout();
    void readStderr();
    void addStderrLines(const QByteArray &bytes, bool flush);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onError(QProcess::ProcessError error);
    void killTree();

    QProcess *m_process = nullptr;
    QTimer *m_killTimer;
    RunEvents m_events;
    QByteArray m_stderrPending;
    QStringList m_stderrTail;
    int m_graceMs = 3000;
    bool m_cancelled = false;
    bool m_crashed = false;
    int m_exitCode = 0;
};

} // namespace partita::views
