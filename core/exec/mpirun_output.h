#pragma once
// What partita run makes of mpirun's stderr (docs/command-line.md, "Exit codes and errors").
// The ranks' own lines (partita-worker's "error: ..." and "note: ...") pass through; mpirun's
// banners (the blocks between lines of dashes), its "[host:pid]" diagnostics, ssh's complaints
// and the ranks' beats (exec/watchdog.h) are kept back, and what they say is kept, so that a
// failed job ends with one line naming the real cause: the rank that was killed and by which
// signal, the rank that exited or aborted, the host that did not answer, or mpirun itself
// killed. Lines from Open MPI 4 (ORTE); what is not recognised falls back to the first line of
// the banner. No MPI here.

#include <optional>
#include <string>
#include <vector>

namespace partita::exec {

class MpirunOutput {
public:
    // `nodes`: the node each rank plays (for the messages; may be empty).
    explicit MpirunOutput(std::vector<std::string> nodes = {});

    // True when `line` is to be shown as it is (a rank's own line); false when kept back.
    bool feed(const std::string &line);

    // A rank printed an "error:" line: it said why the run failed.
    bool rankSaidWhy() const { return m_rankSaidWhy; }
    // The host ssh could not reach, if any ("ssh: connect to host H port 22: ...", "Connection
    // to H port 22 timed out", "H: Permission denied ..."), and what ssh said of it.
    const std::optional<std::string> &unreachableHost() const { return m_host; }
    const std::string &sshReason() const { return m_sshReason; }
    bool sshTimedOut() const { return m_sshReason.find("timed out") != std::string::npos; }

    // Why the job failed, in one line without "error: ": `exitCode` mpirun's exit status, or
    // `signal` > 0 when mpirun itself was killed. Empty when a rank already said why (it exited
    // with an error of its own) and nothing more is known.
    std::string cause(int exitCode, int signal) const;

    // "signal 9 (SIGKILL)"
    static std::string signalName(int signal);

private:
    std::string rankName(int rank) const;

    std::vector<std::string> m_nodes;
    bool m_inBanner = false;
    bool m_rankSaidWhy = false;
    int m_killedRank = -1, m_killedSignal = 0;
    int m_exitedRank = -1, m_exitCode = 0;
    int m_abortRank = -1, m_abortCode = 0;
    bool m_daemonsFailed = false;
    std::optional<std::string> m_host;
    std::string m_sshReason;
    std::string m_firstUnknown; // the first banner line not recognised
};

} // namespace partita::exec
