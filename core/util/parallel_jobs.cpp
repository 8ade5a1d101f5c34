#include "util/parallel_jobs.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace partita {

void runParallelJobs(std::size_t count, const std::function<void(std::size_t)> &job)
{
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failureMutex;
    auto worker = [&] {
        for (std::size_t j = next++; j < count; j = next++) {
            try {
                job(j);
            } catch (...) {
                const std::lock_guard lock(failureMutex);
                if (!failure)
                    failure = std::current_exception();
                next = count; // the others stop after their current job
            }
        }
    };
    std::vector<std::thread> threads;
    const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
    for (std::size_t t = 1; t < std::min(cores, count); ++t)
        threads.emplace_back(worker);
    worker();
    for (auto &t : threads)
        t.join();
    if (failure)
        std::rethrow_exception(failure);
}

} // namespace partita
