#include "sim/schedule.h"

#include "model/error.h"
#include "util/memory.h"

#include <atomic>
#include <cstdio>

namespace partita::sim {

namespace {

std::atomic<std::size_t> g_limit{0}; // 0: not yet known

std::string count(double n)
{
    char out[32];
    std::snprintf(out, sizeof out, "%.3g", n);
    return out;
}

} // namespace

std::size_t activityLimit()
{
    std::size_t limit = g_limit.load(std::memory_order_relaxed);
    if (limit == 0) {
        const double available = static_cast<double>(availableMemoryBytes());
        // Unknown memory: a limit no real schedule reaches is still better than none.
        limit = available > 0 ? static_cast<std::size_t>(available / kBytesPerActivity) : std::size_t{1} << 32;
        g_limit.store(limit, std::memory_order_relaxed);
    }
    return limit;
}

void setActivityLimit(std::size_t limit)
{
    g_limit.store(limit, std::memory_order_relaxed);
}

void refuseSize(double activities, bool atLeast)
{
    const double available = static_cast<double>(activityLimit()) * kBytesPerActivity;
    throw InputError("the schedule needs " + std::string(atLeast ? "at least " : "more than ") + count(activities)
                     + " activities, about " + formatBytes(activities * kBytesPerActivity)
                     + " with its simulation, more than the " + formatBytes(available)
                     + " available: take a larger q (fewer, larger blocks)");
}

} // namespace partita::sim
