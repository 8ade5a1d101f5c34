#pragma once
// A request to stop a long computation (the comparison, sweeps, the lbp-mesh LPs, ring
// planning, the exact redistribution search, columns-max's exact program, lu-hetero's μ
// loop, the master-worker schedules), made by one thread — the studio's, when the result is no
// longer wanted or its window closes — or by the clock: a token given a deadline (the command
// line's --time-limit, docs/command-line.md) is cancelled once the deadline has passed. The
// computation's loops check it. check() throws Cancelled, which the loops let through: it
// derives from no standard exception on purpose, so that the handlers that turn a strategy's
// std::exception into "does not apply here" never mistake a cancelled computation for an
// inapplicable one.
// Loops take a `const CancelToken *`; null means the computation cannot be cancelled.

#include <atomic>
#include <chrono>

namespace partita {

class Cancelled {
public:
    const char *what() const noexcept;
};

class CancelToken {
public:
    using Clock = std::chrono::steady_clock;

    CancelToken() = default;
    // Cancelled by itself once `deadline` has passed (and by cancel() before).
    explicit CancelToken(Clock::time_point deadline) : m_deadline(deadline), m_hasDeadline(true) {}

    void cancel() noexcept { m_cancelled.store(true, std::memory_order_relaxed); }
    bool cancelled() const noexcept
    {
        return m_cancelled.load(std::memory_order_relaxed) || (m_hasDeadline && Clock::now() >= m_deadline);
    }
    void check() const
    {
        if (cancelled())
            throw Cancelled{};
    }

private:
    std::atomic<bool> m_cancelled{false};
    Clock::time_point m_deadline{};
    bool m_hasDeadline = false;
};

// check() on a token that may be null.
inline void checkCancel(const CancelToken *token)
{
    if (token)
        token->check();
}

} // namespace partita
