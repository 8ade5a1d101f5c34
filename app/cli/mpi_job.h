#pragma once
// The MPI job of `partita run` and `partita calibrate`: mpirun started and watched until it
// ends, however it ends (docs/command-line.md, "partita run", and docs/executor.md, "Faults").
//   - mpirun runs in a process group of its own, with SIGTERM as its parent-death signal, so
//     partita killed even by SIGKILL takes the job with it (mpirun ends its ranks; each rank
//     has SIGKILL as its own parent-death signal, for when mpirun itself is killed);
//   - SIGINT, SIGTERM and SIGHUP of partita end the job: SIGTERM to mpirun, then after 2 s
//     SIGKILL to it and to every process under it;
//   - stdout lines go to `onLine`; mpirun's stderr is sorted by exec::MpirunOutput (the ranks'
//     own lines shown, banners kept back) and the ranks' beats feed the watchdog
//     (exec/watchdog.h), which ends a job that no longer progresses.

#include <functional>
#include <string>
#include <vector>

namespace partita::cli {

struct JobSpec {
    std::vector<std::string> command;
    std::vector<std::string> rankNodes; // the node each rank plays, for the messages
    double watchdog = 0;                // seconds without progress that end the job; 0: none
    std::string hostfile;               // for a message naming a host that cannot be reached
    double connectTimeout = 0;          // ssh's, for that message
};

struct JobEnd {
    int exitCode = 0;   // mpirun's exit status (0 when it was killed)
    int signal = 0;     // the signal that killed mpirun, 0 when it exited
    int interrupt = 0;  // the signal that interrupted partita, 0 when none
    std::string error;  // why the job failed, one line without "error: "; empty when it did not
                        // fail, or when a rank already said why
    bool ok() const { return exitCode == 0 && signal == 0 && interrupt == 0 && error.empty(); }
};

JobEnd runJob(const JobSpec &spec, const std::function<void(const std::string &)> &onLine);

// From now on SIGINT, SIGTERM and SIGHUP only record the signal (interrupted() reads it), so
// that the caller ends what it runs and releases what it holds.
void catchInterrupts();
int interrupted();

} // namespace partita::cli
