#include "time_limit.h"

#include "model/error.h"

#include <chrono>
#include <cstdio>

namespace partita::cli {

void TimeLimit::addTo(CLI::App &cmd)
{
    cmd.add_option("--time-limit", m_seconds,
                   "Stop with an error (exit code 2) when a search is still running SECONDS after the command "
                   "started (default: no limit)")
        ->check(CLI::Range(1e-6, 1e9))
        ->type_name("SECONDS");
}

int TimeLimit::run(const std::function<int()> &command)
{
    if (m_seconds > 0) {
        const auto limit = std::chrono::duration_cast<CancelToken::Clock::duration>(
            std::chrono::duration<double>(m_seconds));
        m_token = std::make_unique<CancelToken>(CancelToken::Clock::now() + limit);
    }
    try {
        return command();
    } catch (const Cancelled &) {
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%g", m_seconds);
        throw InputError("time limit of " + std::string(seconds) + " s reached while " + m_what);
    }
}

} // namespace partita::cli
