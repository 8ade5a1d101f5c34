#include "exec/mpirun_output.h"

#include "exec/watchdog.h"

#include <cstring>
#include <regex>

namespace partita::exec {

namespace {

std::string trimmed(const std::string &s)
{
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r");
    return s.substr(b, e - b + 1);
}

bool isRule(const std::string &line)
{
    const std::string t = trimmed(line);
    return t.size() >= 20 && t.find_first_not_of('-') == std::string::npos;
}

} // namespace

MpirunOutput::MpirunOutput(std::vector<std::string> nodes) : m_nodes(std::move(nodes)) {}

std::string MpirunOutput::signalName(int signal)
{
    const char *abbrev = ::sigabbrev_np(signal);
    return "signal " + std::to_string(signal) + (abbrev ? " (SIG" + std::string(abbrev) + ")" : std::string());
}

std::string MpirunOutput::rankName(int rank) const
{
    std::string s = "rank " + std::to_string(rank);
    if (rank >= 0 && rank < static_cast<int>(m_nodes.size()))
        s += " (" + m_nodes[static_cast<std::size_t>(rank)] + ")";
    return s;
}

bool MpirunOutput::feed(const std::string &line)
{
    static const std::regex killed(R"(process rank (\d+) with PID \d+ on node \S+ exited on signal (\d+))");
    static const std::regex processName(R"(Process name:\s*\[\[\d+,\d+\],(\d+)\])");
    static const std::regex exitCode(R"(Exit code:\s*(-?\d+))");
    static const std::regex aborted(R"(MPI_ABORT was invoked on rank (\d+))");
    static const std::regex errorCode(R"(with errorcode (-?\d+))");
    static const std::regex ssh(R"(^ssh: connect to host (\S+) port \d+: (.*)$)");
    static const std::regex sshResolve(R"(^ssh: Could not resolve hostname ([^:\s]+): (.*)$)");
    static const std::regex sshTimedOut(R"(^Connection to (\S+) port \d+ (timed out))");
    static const std::regex sshDenied(R"(^(?:[^@\s]+@)?([^:\s]+): (Permission denied.*)$)");
    static const std::regex sshOther(R"(^(Connection timed out during banner exchange|Host key verification failed)\.?$)");
    static const std::regex diagnostic(R"(^\[[^\]\s]+:\d+\])");
    if (parseBeat(line))
        return false;
    std::smatch m;
    const std::string t = trimmed(line);
    if (std::regex_search(t, m, killed)) {
        m_killedRank = std::stoi(m[1]);
        m_killedSignal = std::stoi(m[2]);
    } else if (std::regex_search(t, m, processName)) {
        m_exitedRank = std::stoi(m[1]);
    } else if (m_exitedRank >= 0 && std::regex_search(t, m, exitCode)) {
        m_exitCode = std::stoi(m[1]);
    } else if (std::regex_search(t, m, aborted)) {
        m_abortRank = std::stoi(m[1]);
        if (std::smatch c; std::regex_search(t, c, errorCode))
            m_abortCode = std::stoi(c[1]);
    } else if (m_abortRank >= 0 && std::regex_search(t, m, errorCode)) {
        m_abortCode = std::stoi(m[1]);
    } else if (std::regex_search(t, m, ssh) || std::regex_search(t, m, sshResolve)
               || std::regex_search(t, m, sshTimedOut) || std::regex_search(t, m, sshDenied)) {
        if (!m_host) {
            m_host = m[1].str();
            m_sshReason = m[2].str();
        }
        return false;
    } else if (std::regex_search(t, m, sshOther)) {
        if (m_sshReason.empty())
            m_sshReason = m[1].str();
        return false;
    } else if (t.find("ORTE was unable to reliably start one or more daemons") != std::string::npos) {
        m_daemonsFailed = true;
    }
    if (isRule(line)) {
        m_inBanner = !m_inBanner;
        return false;
    }
    if (m_inBanner) {
        if (m_firstUnknown.empty() && !t.empty())
            m_firstUnknown = t;
        return false;
    }
    if (std::regex_search(t, diagnostic) || t.rfind("mpirun", 0) == 0 || t.rfind("ssh:", 0) == 0)
        return false;
    if (t.rfind("error:", 0) == 0)
        m_rankSaidWhy = true;
    return true;
}

std::string MpirunOutput::cause(int exitCode, int signal) const
{
    if (signal > 0)
        return "mpirun was killed by " + signalName(signal) + "; its ranks were ended";
    if (m_host)
        return "host '" + *m_host + "' cannot be reached (ssh: " + m_sshReason + ")";
    if (m_killedRank >= 0)
        return rankName(m_killedRank) + " was killed by " + signalName(m_killedSignal);
    if (m_rankSaidWhy)
        return {};
    if (m_abortRank >= 0)
        return rankName(m_abortRank) + " aborted the run (MPI_Abort, error code " + std::to_string(m_abortCode) + ")";
    if (m_exitedRank >= 0)
        return rankName(m_exitedRank) + " exited with status " + std::to_string(m_exitCode)
               + " before the job was done";
    if (m_daemonsFailed)
        return "mpirun could not start its daemons on the hostfile's hosts"
               + (m_sshReason.empty() ? std::string() : " (ssh: " + m_sshReason + ")");
    std::string text = "mpirun exited with status " + std::to_string(exitCode);
    if (!m_firstUnknown.empty())
        text += ": " + m_firstUnknown;
    return text;
}

} // namespace partita::exec
