#pragma once
// The bookkeeping every runner of the studio shares (plans, comparisons, Gantt traces): each
// request gets a job number and runs off the GUI thread on the copies its lambda holds; when
// it ends, the runner hears about it on its own thread, and only the result of the latest
// request is delivered (a slider dragged over n shows the last plan, never an older one).
// `busy(true)` when the first job starts, `busy(false)` when the last one ends.

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent>

namespace partita::views {

class LatestJobs {
public:
    int latest() const { return m_latest; }
    bool busy() const { return m_running > 0; }
    // Makes every job started so far stale.
    void dropPending() { ++m_latest; }

    // compute() returns a result with an int `job` field, which start() fills; deliver(result)
    // and busy(bool) are called on `owner`'s thread. Returns the job number.
    template <typename Compute, typename Deliver, typename Busy>
    int start(QObject *owner, Compute compute, Deliver deliver, Busy busy)
    {
        using Result = decltype(compute());
        const int job = ++m_latest;
        auto *watcher = new QFutureWatcher<Result>(owner);
        QObject::connect(watcher, &QFutureWatcher<Result>::finished, owner, [this, watcher, deliver, busy] {
            Result r = watcher->result();
            watcher->deleteLater();
            if (--m_running == 0)
                busy(false);
            if (r.job == m_latest)
                deliver(r);
        });
        if (m_running++ == 0)
            busy(true);
        watcher->setFuture(QtConcurrent::run([compute, job] {
            Result r = compute();
            r.job = job;
            return r;
        }));
        return job;
    }

private:
    int m_latest = 0;
    int m_running = 0;
};

} // namespace partita::views
