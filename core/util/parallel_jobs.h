#pragma once
// Independent jobs on this machine's cores (the experiments of `partita reproduce` that plan
// many platforms: docs/reproduce.md). Each job writes only its own slot of the caller's
// results, so the numbers do not depend on the threads or their order.

#include <cstddef>
#include <functional>

namespace partita {

// Runs job(0) … job(count − 1), each once, on min(cores, count) threads (this one among them)
// and returns when all have ended. After a job throws, no further job starts; the first
// exception (a Cancelled among them) is rethrown once every thread has stopped.
void runParallelJobs(std::size_t count, const std::function<void(std::size_t)> &job);

} // namespace partita
