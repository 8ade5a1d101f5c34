#include "mpi_job.h"

#include "exec/mpirun_output.h"
#include "exec/watchdog.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace partita::cli {

namespace {

namespace fs = std::filesystem;

volatile sig_atomic_t g_interrupt = 0;
void onInterrupt(int signal) { g_interrupt = signal; }

constexpr double kGraceSeconds = 2; // after SIGTERM, mpirun's time to end its ranks

double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// Every process under `root`, from /proc/<pid>/stat ("pid (comm) state ppid ...").
std::vector<pid_t> descendants(pid_t root)
{
    std::map<pid_t, std::vector<pid_t>> children;
    for (const auto &entry : fs::directory_iterator("/proc", fs::directory_options::skip_permission_denied)) {
        const std::string name = entry.path().filename().string();
        if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos)
            continue;
        std::ifstream in(entry.path() / "stat");
        std::string stat;
        std::getline(in, stat);
        const auto close = stat.rfind(')');
        if (close == std::string::npos)
            continue;
        std::istringstream rest(stat.substr(close + 1));
        char state = 0;
        pid_t ppid = 0;
        if (rest >> state >> ppid)
            children[ppid].push_back(static_cast<pid_t>(std::stol(name)));
    }
    std::vector<pid_t> out{root};
    for (std::size_t i = 0; i < out.size(); ++i)
        for (pid_t c : children[out[i]])
            out.push_back(c);
    out.erase(out.begin());
    return out;
}

// Reads what is there; false at the end of the stream.
bool drain(int fd, std::string &pending, const std::function<void(const std::string &)> &onLine)
{
    char buf[4096];
    while (true) {
        const ssize_t got = ::read(fd, buf, sizeof buf);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return errno == EAGAIN || errno == EWOULDBLOCK;
        if (got == 0) {
            if (!pending.empty())
                onLine(pending);
            pending.clear();
            return false;
        }
        pending.append(buf, static_cast<std::size_t>(got));
        for (std::size_t nl; (nl = pending.find('\n')) != std::string::npos;) {
            onLine(pending.substr(0, nl));
            pending.erase(0, nl + 1);
        }
    }
}

// The line of `host` in the hostfile, 0 when not found.
int lineOfHost(const std::string &hostfile, const std::string &host)
{
    std::ifstream in(hostfile);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        std::istringstream words(line.substr(0, line.find('#')));
        std::string first;
        if (words >> first && first == host)
            return number;
    }
    return 0;
}

} // namespace

void catchInterrupts()
{
    struct sigaction sa {};
    sa.sa_handler = onInterrupt;
    for (int signal : {SIGINT, SIGTERM, SIGHUP})
        ::sigaction(signal, &sa, nullptr);
}

int interrupted() { return g_interrupt; }

JobEnd runJob(const JobSpec &spec, const std::function<void(const std::string &)> &onLine)
{
    int out[2], err[2];
    if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0)
        throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
    catchInterrupts();
    const pid_t parent = ::getpid();
    const pid_t child = ::fork();
    if (child < 0)
        throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
    if (child == 0) {
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (::getppid() != parent)
            ::_exit(1); // partita died before the line above
        for (int signal : {SIGINT, SIGTERM, SIGHUP})
            ::signal(signal, SIG_DFL);
        ::dup2(out[1], STDOUT_FILENO);
        ::dup2(err[1], STDERR_FILENO);
        std::vector<char *> argv;
        for (const auto &a : spec.command)
            argv.push_back(const_cast<char *>(a.c_str()));
        argv.push_back(nullptr);
        ::execv(argv[0], argv.data());
        std::fprintf(stderr, "error: cannot start %s: %s\n", argv[0], std::strerror(errno));
        ::_exit(127);
    }
    ::setpgid(child, child);
    ::close(out[1]);
    ::close(err[1]);
    ::fcntl(out[0], F_SETFL, O_NONBLOCK);
    ::fcntl(err[0], F_SETFL, O_NONBLOCK);

    const double start = now();
    exec::Watchdog watchdog(spec.rankNodes, spec.watchdog, start);
    exec::MpirunOutput mpirun(spec.rankNodes);
    const auto onErrLine = [&](const std::string &line) {
        if (const auto beat = exec::parseBeat(line)) {
            watchdog.beat(*beat, now());
            return;
        }
        if (mpirun.feed(line))
            std::cerr << line << '\n' << std::flush;
    };
    std::string outPending, errPending, verdict;
    bool outOpen = true, errOpen = true;
    double killAt = 0; // when ending: the time of SIGKILL
    int status = 0;
    bool reaped = false;
    const auto end = [&] {
        if (killAt > 0)
            return;
        ::kill(-child, SIGTERM); // mpirun ends its ranks (stopped ones too)
        killAt = now() + kGraceSeconds;
    };
    while (!reaped || outOpen || errOpen) {
        pollfd fds[2] = {{outOpen ? out[0] : -1, POLLIN, 0}, {errOpen ? err[0] : -1, POLLIN, 0}};
        ::poll(fds, 2, reaped ? 0 : 50);
        if (outOpen)
            outOpen = drain(out[0], outPending, onLine);
        if (errOpen)
            errOpen = drain(err[0], errPending, onErrLine);
        if (reaped) {
            if (outOpen || errOpen) // something under mpirun still holds its pipes: never wait for it
                break;
            continue;
        }
        if (g_interrupt)
            end();
        if (verdict.empty() && killAt == 0)
            if (const auto v = watchdog.verdict(now())) {
                verdict = *v;
                end();
            }
        if (killAt > 0 && now() >= killAt) {
            for (pid_t p : descendants(child))
                ::kill(p, SIGKILL);
            ::kill(-child, SIGKILL);
            killAt = now() + 0.5; // again, should anything have escaped
        }
        const pid_t done = ::waitpid(child, &status, WNOHANG);
        reaped = done == child || (done < 0 && errno == ECHILD);
    }
    ::close(out[0]);
    ::close(err[0]);

    JobEnd result;
    result.interrupt = g_interrupt;
    if (WIFSIGNALED(status) && verdict.empty() && !g_interrupt)
        result.signal = WTERMSIG(status);
    else
        result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    if (!verdict.empty())
        result.error = verdict;
    else if (!result.interrupt && (result.exitCode != 0 || result.signal != 0)) {
        result.error = mpirun.cause(result.exitCode, result.signal);
        if (mpirun.unreachableHost() && !spec.hostfile.empty()) {
            std::ostringstream text;
            text << spec.hostfile;
            if (const int line = lineOfHost(spec.hostfile, *mpirun.unreachableHost()))
                text << ':' << line;
            text << ": host '" << *mpirun.unreachableHost() << "' ";
            if (mpirun.sshTimedOut() && spec.connectTimeout > 0)
                text << "did not answer within " << spec.connectTimeout << " s (ssh: " << mpirun.sshReason()
                     << "; --connect-timeout sets the time)";
            else
                text << "cannot be reached (ssh: " << mpirun.sshReason() << ')';
            result.error = text.str();
        }
    }
    return result;
}

} // namespace partita::cli
