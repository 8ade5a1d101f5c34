#pragma once
// The bookkeeping every runner of the studio shares (plans, comparisons, Gantt traces, the
// classroom, redistributions): each request gets a job number and runs off the GUI thread on
// the copies its lambda holds; when it ends, the runner hears about it on its own thread, and
// only the result of the latest request is delivered (a slider dragged over n shows the last
// plan, never an older one). `busy(true)` when the first job starts, `busy(false)` when the
// last one ends.
//
// Each job has a cancellation token (util/cancel.h). A compute that takes a
// `const JobControl &` checks it in its loops (through token()) and reports its progress;
// starting a job cancels the ones before it (their results would be dropped anyway), and
// cancelAll() or the destruction of the runner (its window closing) cancels every job, so
// that no computation goes on burning a processor for a result nobody will see. A cancelled
// job throws Cancelled and delivers nothing.

#include "util/cancel.h"

#include <QFutureWatcher>
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QtConcurrent>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <type_traits>

namespace partita::views {

// What a job's compute sees of its job: the token to check and where to report progress.
class JobControl {
public:
    using Report = std::function<void(int done, int total)>;
    JobControl(std::shared_ptr<const CancelToken> token, Report report)
        : m_token(std::move(token)), m_report(std::move(report))
    {
    }
    const CancelToken *token() const { return m_token.get(); }
    void check() const { m_token->check(); }
    // Thread-safe: delivered to the runner's thread, queued; nothing once cancelled (the
    // runner may be gone).
    void progress(int done, int total) const
    {
        if (m_report && !m_token->cancelled())
            m_report(done, total);
    }

private:
    std::shared_ptr<const CancelToken> m_token;
    Report m_report;
};

class LatestJobs {
public:
    LatestJobs() = default;
    LatestJobs(const LatestJobs &) = delete;
    LatestJobs &operator=(const LatestJobs &) = delete;
    ~LatestJobs() { cancelAll(); }

    int latest() const { return m_latest; }
    bool busy() const { return m_running > 0; }
    // Makes every job started so far stale, and cancels it.
    void dropPending()
    {
        ++m_latest;
        cancelAll();
    }
    // Cancels every running job; their results are never delivered.
    void cancelAll()
    {
        for (auto &[job, token] : m_tokens)
            token->cancel();
    }

    // compute() or compute(const JobControl &) returns a result with an int `job` field, which
    // start() fills; deliver(result), busy(bool) and progress(done, total) are called on
    // `owner`'s thread, progress only for the latest job. Returns the job number.
    template <typename Compute, typename Deliver, typename Busy>
    int start(QObject *owner, Compute compute, Deliver deliver, Busy busy,
              std::function<void(int done, int total)> progress = {})
    {
        using Result = std::remove_cvref_t<decltype(invoke(compute, std::declval<const JobControl &>()))>;
        cancelAll(); // the jobs before this one are stale from now on
        const int job = ++m_latest;
        auto token = std::make_shared<CancelToken>();
        m_tokens.emplace(job, token);
        JobControl::Report report;
        if (progress) {
            QPointer<QObject> guard(owner);
            report = [this, guard, job, progress](int done, int total) {
                QMetaObject::invokeMethod(
                    guard.data(),
                    [this, guard, job, progress, done, total] {
                        if (guard && job == m_latest)
                            progress(done, total);
                    },
                    Qt::QueuedConnection);
            };
        }
        auto *watcher = new QFutureWatcher<std::optional<Result>>(owner);
        QObject::connect(watcher, &QFutureWatcher<std::optional<Result>>::finished, owner,
                         [this, watcher, job, deliver, busy] {
                             std::optional<Result> r = watcher->result();
                             watcher->deleteLater();
                             m_tokens.erase(job);
                             if (--m_running == 0)
                                 busy(false);
                             if (r && r->job == m_latest)
                                 deliver(*r);
                         });
        if (m_running++ == 0)
            busy(true);
        const JobControl control(token, std::move(report));
        watcher->setFuture(QtConcurrent::run([compute, job, control]() -> std::optional<Result> {
            try {
                Result r = invoke(compute, control);
                r.job = job;
                return r;
            } catch (const Cancelled &) {
                return std::nullopt;
            }
        }));
        return job;
    }

private:
    template <typename Compute>
    static auto invoke(const Compute &compute, const JobControl &control)
    {
        if constexpr (std::is_invocable_v<const Compute &, const JobControl &>)
            return compute(control);
        else
            return compute();
    }

    int m_latest = 0;
    int m_running = 0;
    std::map<int, std::shared_ptr<CancelToken>> m_tokens;
};

} // namespace partita::views
