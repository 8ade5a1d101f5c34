#pragma once
// A request to stop a long computation (the comparison, sweeps, the lbp-mesh LPs, ring
// planning, the exact redistribution search), made by one thread — the studio's, when the
// result is no longer wanted or its window closes — and checked by the computation's loops on
// another. check() throws Cancelled, which the loops let through: it derives from no standard
// exception on purpose, so that the handlers that turn a strategy's std::exception into "does
// not apply here" never mistake a cancelled computation for an inapplicable one.
// Loops take a `const CancelToken *`; null means the computation cannot be cancelled (the
// command line).

#include <atomic>

namespace partita {

class Cancelled {
public:
    const char *what() const noexcept;
};

class CancelToken {
public:
    void cancel() noexcept { m_cancelled.store(true, std::memory_order_relaxed); }
    bool cancelled() const noexcept { return m_cancelled.load(std::memory_order_relaxed); }
    void check() const
    {
        if (cancelled())
            throw Cancelled{};
    }

private:
    std::atomic<bool> m_cancelled{false};
};

// check() on a token that may be null.
inline void checkCancel(const CancelToken *token)
{
    if (token)
        token->check();
}

} // namespace partita
