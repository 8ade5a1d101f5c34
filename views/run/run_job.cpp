#include "run/run_job.h"

#include <QDir>
#include <QFile>
#include <QTimer>

#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <algorithm>
#include <map>

namespace partita::views {

namespace {

struct ProcStat {
    pid_t ppid = 0;
    pid_t pgrp = 0;
};

// pid → (parent, process group) of every process we can see, from /proc/<pid>/stat:
// "pid (comm) state ppid pgrp ...", where comm may hold spaces and parentheses.
std::map<pid_t, ProcStat> processTable()
{
    std::map<pid_t, ProcStat> table;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isPid = false;
        const pid_t pid = entry.toInt(&isPid);
        if (!isPid)
            continue;
        QFile f(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray stat = f.readAll();
        const qsizetype close = stat.lastIndexOf(')');
        if (close < 0)
            continue;
        const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
        if (fields.size() < 3)
            continue;
        table[pid] = {static_cast<pid_t>(fields[1].toInt()), static_cast<pid_t>(fields[2].toInt())};
    }
    return table;
}

} // namespace

RunJob::RunJob(QObject *parent) : QObject(parent), m_killTimer(new QTimer(this))
{
    m_killTimer->setSingleShot(true);
    connect(m_killTimer, &QTimer::timeout, this, &RunJob::killTree);
}

RunJob::~RunJob()
{
    if (!isRunning())
        return;
    // Nobody listens any more: end the job and wait for it here.
    m_process->disconnect(this);
    m_process->terminate();
    if (!m_process->waitForFinished(m_graceMs)) {
        killTree();
        m_process->waitForFinished(2000);
    }
}

void RunJob::forget()
{
    if (isRunning())
        return;
    m_events.reset({});
    m_stderrTail.clear();
}

void RunJob::start(const QString &program, const QStringList &args, std::vector<std::string> rankNodes)
{
    Q_ASSERT(!isRunning());
    if (m_process)
        m_process->deleteLater();
    m_events.reset(std::move(rankNodes));
    m_stderrPending.clear();
    m_stderrTail.clear();
    m_cancelled = false;
    m_crashed = false;
    m_exitCode = 0;
    m_process = new QProcess(this);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &RunJob::readStdout);
    connect(m_process, &QProcess::readyReadStandardError, this, &RunJob::readStderr);
    connect(m_process, &QProcess::finished, this, &RunJob::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, &RunJob::onError);
    connect(m_process, &QProcess::started, this, &RunJob::started);
    // partita dies with the studio, and its job with it (docs/executor.md, "Faults").
    m_process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
    m_process->start(program, args);
}

bool RunJob::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

qint64 RunJob::processId() const
{
    return isRunning() ? m_process->processId() : 0;
}

void RunJob::cancel()
{
    if (!isRunning() || m_cancelled)
        return;
    m_cancelled = true;
    m_process->terminate(); // partita forwards it to mpirun's process group
    m_killTimer->start(m_graceMs);
}

RunJob::JobTree RunJob::jobTree(pid_t pid)
{
    const auto table = processTable();
    // Every descendant of pid (mpirun, its daemons and ranks), breadth first.
    std::vector<pid_t> family{pid};
    for (std::size_t i = 0; i < family.size(); ++i)
        for (const auto &[child, stat] : table)
            if (stat.ppid == family[i] && std::find(family.begin(), family.end(), child) == family.end())
                family.push_back(child);
    JobTree tree;
    const pid_t ours = ::getpgrp();
    for (std::size_t i = 1; i < family.size(); ++i) {
        tree.pids.push_back(family[i]);
        const pid_t g = table.at(family[i]).pgrp;
        if (g > 1 && g != ours && std::find(tree.groups.begin(), tree.groups.end(), g) == tree.groups.end())
            tree.groups.push_back(g);
    }
    return tree;
}

void RunJob::killTree()
{
    if (!isRunning())
        return;
    // The groups (mpirun's) and every descendant: a rank that left mpirun's group is ours too.
    const JobTree tree = jobTree(static_cast<pid_t>(m_process->processId()));
    for (pid_t g : tree.groups)
        ::kill(-g, SIGKILL);
    for (pid_t p : tree.pids)
        ::kill(p, SIGKILL);
    m_process->kill();
}

void RunJob::readStdout()
{
    const QStringList log = m_events.feed(m_process->readAllStandardOutput());
    if (!log.isEmpty())
        emit logLines(log, false);
    emit eventsRead();
}

void RunJob::readStderr()
{
    addStderrLines(m_process->readAllStandardError(), false);
}

void RunJob::addStderrLines(const QByteArray &bytes, bool flush)
{
    m_stderrPending.append(bytes);
    QStringList lines;
    qsizetype from = 0;
    for (qsizetype nl; (nl = m_stderrPending.indexOf('\n', from)) >= 0; from = nl + 1)
        lines << QString::fromUtf8(m_stderrPending.mid(from, nl - from)).trimmed();
    m_stderrPending.remove(0, from);
    if (flush && !m_stderrPending.trimmed().isEmpty()) {
        lines << QString::fromUtf8(m_stderrPending).trimmed();
        m_stderrPending.clear();
    }
    lines.removeAll(QString());
    if (lines.isEmpty())
        return;
    m_stderrTail << lines;
    while (m_stderrTail.size() > kTailLines)
        m_stderrTail.removeFirst();
    emit logLines(lines, true);
}

void RunJob::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_killTimer->stop();
    const QStringList log = m_events.feed(m_process->readAllStandardOutput()) + m_events.finish();
    if (!log.isEmpty())
        emit logLines(log, false);
    emit eventsRead();
    addStderrLines(m_process->readAllStandardError(), true);
    m_exitCode = exitCode;
    m_crashed = status == QProcess::CrashExit;
    const bool ok = !m_crashed && exitCode == 0 && !m_cancelled;
    QString error;
    if (m_cancelled) {
        error = tr("Cancelled: the job was ended.");
    } else if (!ok) {
        // partita says what went wrong in its "error:" lines; else the last lines say most.
        QStringList said;
        for (const QString &line : m_stderrTail)
            if (line.startsWith(QLatin1String("error:")))
                said << line;
        if (said.isEmpty())
            said = m_stderrTail;
        const QString how = m_crashed ? tr("partita ended abnormally") : tr("partita exited with status %1").arg(exitCode);
        error = said.isEmpty() ? how : how + QStringLiteral(": ") + said.join(QLatin1Char('\n'));
    }
    emit finished(ok, error);
}

void RunJob::onError(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart)
        return; // the others end in finished()
    emit finished(false, tr("Cannot start %1: %2").arg(m_process->program(), m_process->errorString()));
}

} // namespace partita::views
